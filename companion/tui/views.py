"""What the screens show, computed from the state (no Textual here).

These helpers lay out for the host's screen what :mod:`companion.game.titm.board`
says about the table (the checklist of the current phase, with its keys in bold),
and the few texts only the host's screen has: a mini happiness track, a player's
heading and draws, a development's effects in a few words. They call the engine
and ``game/``; they decide no rule and write none of the board's words.

Lines that hold names or notes are Rich ``Text`` built piece by piece (a key in
bold, then plain text), never markup strings: a player called ``[/]`` is shown
as typed.
"""

from __future__ import annotations

import math

from rich.text import Text

from companion.game.titm import board
from companion.game.titm.board import political_label, push_words
from companion.game.titm.choices import entitlement
from companion.game.words import PHASE_NAMES
from companion.game.titm.state import GameState, PlayerState
from companion.game.words import counted
from companion.i18n import _
from companion.rules import effects as fx
from companion.rules.components import Components, StatusTrack
from companion.rules.effects import Development
from companion.tui.lines import key
from companion.game.titm.side_words import side_name
from companion.i18n import N_, _

PHASE_TITLES = PHASE_NAMES


def status_track(track: StatusTrack, position: int) -> str:
    """A mini track from top to bottom: ``●`` the marker, ``S`` START, ``┆`` the yellow line.

    ``+3 ··S·┆···· −8`` style, 13 characters; readable without colour.
    """
    cells = []
    for space in range(track.top, track.bottom - 1, -1):
        if space == track.line:
            cells.append("┆")
        if space == position:
            cells.append("●")
        elif space == track.start:
            cells.append("S")
        else:
            cells.append("·")
    return "".join(cells)


def heading(player: PlayerState, rules: Components) -> str:
    """``"Ann [A]: Dem 3 L1, Ven 1 L0"``: the markers as the players' board shows them, space and
    level apart (``"democracy 3"`` read as level 3 beside the draws' ``"democracy 1"``, a level)."""
    gov = political_label(rules.government, player.government.side, player.government.space)
    rel = political_label(rules.religion, player.religion.side, player.religion.space)
    return f"{player.name} [{player.symbol}]: {gov}, {rel}"


def vp_text(state: GameState, player: PlayerState) -> str:
    """The VP total, or ``"··"`` while totals are kept face down."""
    vp = state.public_vp(player.name)
    return "··" if vp is None else str(vp)


def draws_text(state: GameState, player: PlayerState) -> str:
    """``"dictatorship 2, dictatorship 1, government 0, religion 0 · play 2"``."""
    e = entitlement(state, player.name)
    text = ", ".join(f"{side_name(d.deck)} {d.level}" for d in e.draws)
    if e.extra_draws:
        text += " " + _("+{n} extra").format(n=e.extra_draws)
    if e.max_level is not None:
        return _("{draws} · play {n} (max level {level})").format(draws=text, n=e.plays, level=e.max_level)
    return _("{draws} · play {n}").format(draws=text, n=e.plays)


def clock_text(seconds: float) -> str:
    """``"3:07"``: whole seconds left as minutes and seconds (rounded up, as a countdown reads)."""
    whole = max(0, math.ceil(seconds - 1e-9))
    return f"{whole // 60}:{whole % 60:02d}"


#: The effects said by their kind alone in :func:`effect_summary` (translated where shown).
EFFECT_KINDS = {"extra warehouse": N_("extra warehouse"), "total war": N_("total war"), "stability": N_("stability"),
                "on crossing": N_("on crossing"), "trade immunity": N_("trade immunity")}


def effect_summary(card: Development) -> str:
    """What a development does, in a few words: ``"every turn +1 happiness, 1 democracy"``.

    Notes (the printed text the engine does not compute) are left out; the edition
    screen shows them in full. The same effect twice is said once with its count
    (Diplomat's two abilities: ``"trade ability: give the target a shield … ×2"``).
    """
    parts = []
    for effect in card.effects:
        if isinstance(effect, fx.EveryTurn):
            parts.append(_("every turn {push}").format(push=push_words(effect.push)))
        elif isinstance(effect, fx.Immediate):
            parts.append(_("now {push}").format(push=push_words(effect.push)))
        elif isinstance(effect, fx.Production):
            made = [_("{n} {good} worker").format(n=f"{n:+d}", good=good) for good, n in effect.rural_workers.items() if n]
            made += [_("{n} city").format(n=f"+{effect.cities}")] * bool(effect.cities)
            made += [_("{n} boat").format(n=f"+{effect.boats}")] * bool(effect.boats)
            parts.append(", ".join(made))
        elif isinstance(effect, fx.TradeAbility):  # the ability's words are the edition's, as printed
            parts.append(_("trade ability: {ability}").format(ability=effect.label))
        elif isinstance(effect, fx.ExtraDraws):
            parts.append(_("{n} draw").format(n=f"+{effect.count}"))
        elif isinstance(effect, fx.SetModifier):
            push = push_words(fx.Push(effect.vp, effect.happiness, effect.safety))
            parts.append(_("others' {goods} sets {push}").format(goods="/".join(effect.goods), push=push))
        elif isinstance(effect, fx.EndGameVP):
            parts.append(_("end-game VP"))
        elif not isinstance(effect, fx.Note):
            kind = effect.kind.replace("_", " ")
            parts.append(_(EFFECT_KINDS[kind]) if kind in EFFECT_KINDS else kind)
    return counted([p for p in parts if p], sep="; ")


#: The key of each action the checklist names (:attr:`companion.game.titm.board.Line.acts`), as the
#: table screen binds it (``TableScreen.BINDINGS``, by the binding's id; tests/tui/test_table_keys.py
#: holds the two together). ``game/`` says what may be done; which letter does it is said here.
TABLE_KEYS = {
    "next": "n", "act": "enter", "timer": "t", "add_time": "+", "big_timer": "f", "end_trading": "e",
    "ability": "a", "abandon_government": "g", "abandon_religion": "r", "warehouse": "w", "vp_deal": "v",
    "penalty": "p", "develop": "d",
}


def _acts(pieces: tuple[tuple[str, str], ...]) -> Text | str:
    """A line of the host's actions with their keys: in bold where the line is keys (``"n resolve them"``),
    in the words' own text where a key is named in a sentence (``"… which decks: press d."``)."""
    if pieces[0][0]:
        return Text.assemble(*[part for action, words in pieces for part in (key(TABLE_KEYS[action]), words)])
    return "".join((TABLE_KEYS[action] if action else "") + words for action, words in pieces)


def checklist(state: GameState) -> list[Text | str]:
    """What the table must do now, as the host's panel shows it (:func:`companion.game.titm.board.checklist`).

    Each line is plain text (``str``, never markup) or a ``Text`` with its keys in bold; a detail
    is indented under its line; the short form where the line offers one (the clock takes the
    right of the panel while trading). The board's lines are left out.
    """
    lines: list[Text | str] = []
    for line in board.checklist(state):
        if line.only == "board":
            continue
        if line.acts:
            lines.append(_acts(line.acts))
        else:
            lines.append(("  " if line.sub else "") + (line.short or line.text))
    return lines
