"""What the screens show, computed from the state (no Textual here).

These helpers turn the game state and the rules engine's answers into short
texts the table reads: the checklist of the current phase, a mini happiness
track, a player's production and draws. They call the engine; they decide no
rule themselves.

Lines that hold names or notes are Rich ``Text`` built piece by piece (a key in
bold, then plain text), never markup strings: a player called ``[/]`` is shown
as typed.
"""

from __future__ import annotations

import math

from rich.text import Text

from companion.game.titm import why

from companion.game.titm import public
from companion.game.titm.choices import entitlement
from companion.game.titm.flow import resolution_step, unfinished
from companion.game.titm.public import civic_preview_lines, push_words
from companion.game.titm.reminders import reshuffle_reminders
from companion.game.titm.report import PHASE_NAMES, roman
from companion.game.words import counted
from companion.game.titm.state import GameState, PlayerState
from companion.rules import effects as fx
from companion.rules.components import Components, PoliticalTrack, StatusTrack
from companion.rules.effects import Development
from companion.rules.production import ProductionEntitlement, production_entitlement
from companion.tui.lines import key

PHASE_TITLES = PHASE_NAMES
SIDE_SHORT = {"democracy": "Dem", "dictatorship": "Dict", "venus": "Ven", "mars": "Mars"}


def calamity_rules(rules: Components, turn: int, *, short: bool = False) -> str:
    """That turn's calamities, from the turn track.

    ``"Peasant Revolt: −1 dev, max level 1 · Barbarian Attack: lose 3 + die"``, or
    short: ``"Revolt −1 dev ≤L1 · Barbarians 3+die"``.
    """
    rule = rules.turn(turn)
    parts = []
    if rule.peasant_revolt:
        pr = rule.peasant_revolt
        parts.append(
            f"Revolt −{pr.fewer_developments} dev ≤L{pr.max_level}"
            if short
            else f"Peasant Revolt: −{pr.fewer_developments} dev, max level {pr.max_level}"
        )
    if rule.barbarian_attack is not None:
        base = rule.barbarian_attack
        parts.append(f"Barbarians {base}+die" if short else f"Barbarian Attack: lose {base} + die")
    return " · ".join(parts) or "no calamities"


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


def status_label(track: StatusTrack, position: int) -> str:
    """``"+1"``, or ``"-4!"`` when below the yellow line (the ``!`` says it without colour)."""
    return f"{position:+d}{'!' if track.below_line(position) else ''}"


def political(track: PoliticalTrack, side: str, space: int) -> str:
    """``"Dem 3 L1"``: side, space, level."""
    return f"{SIDE_SHORT.get(side, side[:4].title())} {space} L{track.level(space)}"


def heading(player: PlayerState, rules: Components) -> str:
    """``"Ann [A]: Dem 3 L1, Ven 1 L0"``: the markers as the players' board shows them, space and
    level apart (``"democracy 3"`` read as level 3 beside the draws' ``"democracy 1"``, a level)."""
    gov = political(rules.government, player.government.side, player.government.space)
    rel = political(rules.religion, player.religion.side, player.religion.space)
    return f"{player.name} [{player.symbol}]: {gov}, {rel}"


def vp_text(state: GameState, player: PlayerState) -> str:
    """The VP total, or ``"··"`` while totals are kept face down."""
    vp = state.public_vp(player.name)
    return "··" if vp is None else str(vp)


def production(state: GameState, player: PlayerState) -> ProductionEntitlement:
    """A player's goods cards this Production Phase."""
    return production_entitlement(state.rules, state.developments_of(player.name), player.worker_changes)


def production_text(state: GameState, player: PlayerState) -> str:
    """``"5b 2c 1l"``: basic, civic and luxury cards (the board's Prod column; spelt out by
    :func:`companion.game.titm.public.production_text`)."""
    p = production(state, player)
    return f"{sum(p.basic.values())}b {p.civic}c {p.luxury}l"


def draws_text(state: GameState, player: PlayerState) -> str:
    """``"dictatorship 2, dictatorship 1, government 0, religion 0 · play 2"``."""
    e = entitlement(state, player.name)
    text = ", ".join(str(d) for d in e.draws)
    if e.extra_draws:
        text += f" +{e.extra_draws} extra"
    cap = f" (max level {e.max_level})" if e.max_level is not None else ""
    return f"{text} · play {e.plays}{cap}"


def clock_text(seconds: float) -> str:
    """``"3:07"``: whole seconds left as minutes and seconds (rounded up, as a countdown reads)."""
    whole = max(0, math.ceil(seconds - 1e-9))
    return f"{whole // 60}:{whole % 60:02d}"


def effect_summary(card: Development) -> str:
    """What a development does, in a few words: ``"every turn +1 happiness, 1 democracy"``.

    Notes (the printed text the engine does not compute) are left out; the edition
    screen shows them in full. The same effect twice is said once with its count
    (Diplomat's two abilities: ``"trade ability: give the target a shield … ×2"``).
    """
    parts = []
    for effect in card.effects:
        if isinstance(effect, fx.EveryTurn):
            parts.append(f"every turn {push_words(effect.push)}")
        elif isinstance(effect, fx.Immediate):
            parts.append(f"now {push_words(effect.push)}")
        elif isinstance(effect, fx.Production):
            made = [f"{n:+d} {good} worker" for good, n in effect.rural_workers.items() if n]
            made += [f"+{effect.cities} city"] * bool(effect.cities) + [f"+{effect.boats} boat"] * bool(effect.boats)
            parts.append(", ".join(made))
        elif isinstance(effect, fx.TradeAbility):
            parts.append(f"trade ability: {effect.label}")
        elif isinstance(effect, fx.ExtraDraws):
            parts.append(f"+{effect.count} draw")
        elif isinstance(effect, fx.SetModifier):
            parts.append(f"others' {'/'.join(effect.goods)} sets {push_words(fx.Push(effect.vp, effect.happiness, effect.safety))}")
        elif isinstance(effect, fx.EndGameVP):
            parts.append("end-game VP")
        elif not isinstance(effect, fx.Note):
            parts.append(effect.kind.replace("_", " "))
    return counted([p for p in parts if p], sep="; ")


def civic_preview(state: GameState) -> list[str]:
    """What the Civic phase will do to each player, before it is applied (the board's lines; plain text, never markup)."""
    return [f"  {line}" for line in civic_preview_lines(state)] or ["  (no EVERY TURN abilities in play)"]


def dealing_lines(state: GameState) -> list[str]:
    """The Production checklist's goods, one line per different production, in seating order.

    Players who produce the same cards share a line (``"  Ann, Ben: 5 basic: grain, …"``), and
    ``"  Everyone: …"`` when all do (as in the first turns): six players fit an 80x24 screen
    with room for a reshuffle reminder. The wording is :func:`companion.game.titm.public.production_text`.
    """
    who: dict[str, list[str]] = {}
    for p in state.players:
        who.setdefault(public.production_text(state, p), []).append(p.name)
    if len(who) == 1 and len(state.players) > 1:
        return [f"  Everyone: {text}" for text in who]
    return [f"  {', '.join(names)}: {text}" for text, names in who.items()]


def checklist(state: GameState) -> list[Text | str]:
    """What the table must do now (the rulebook's checklist for the phase) and the keys that do it, line by line.

    Each line is plain text (``str``, never markup) or a ``Text`` with its keys in bold.
    """
    phase = state.phase
    if phase == "production":
        # A deck to reshuffle comes first: it is reshuffled before the goods are dealt (R16).
        lines: list[Text | str] = [f"⚠ {line}" for line in reshuffle_reminders(state, last_turn=True)]
        lines.append("Deal each player the goods their rural workers, cities and boats produce:")
        lines += dealing_lines(state)
        lines += [public.CIVIC_RULE, Text.assemble(key("n"), " start the Trading phase")]
        return lines
    if phase == "trading":
        return [  # lines of at most 38 characters: the clock takes the right of the panel at 80 columns
            "Trade! No hints about card bottoms.",
            "Warehouse ≤ 3 cards; place the cubes.",
            "",
            Text.assemble(key("t"), " timer  ", key("+"), " add 30 s  ", key("f"), " full screen"),
            Text.assemble(key("a"), " ability  ", key("g"), " / ", key("r"), " abandon gov / rel"),
            Text.assemble(key("w"), " warehouse  ", key("v"), " VP deal  ", key("p"), " penalty"),
            Text.assemble(key("e"), " end trading"),
        ]
    if phase == "resolution":
        step = resolution_step(state)
        if step == 1:
            n = len(state.this_turn.abilities) + sum(len(v) for v in state.this_turn.abandons.values())
            return [f"Step 1: resolve the trade phase abilities and abandons ({n} recorded).", Text.assemble(key("n"), " resolve them")]
        if step == 2:
            missing = [p.name for p in state.players if p.name not in state.this_turn.goods]
            step1 = [f"  step 1: {line}" for line in state.this_turn.ability_lines]
            leaving = [
                f"{name}'s {state.development(d).name}"
                for name, record in state.this_turn.goods.items()
                for d in record.destroyed
            ]
            pending = [f"Destroyed, in play until everyone has resolved (R17): {', '.join(leaving)}"] if leaving else []
            return [
                *step1,
                "Step 2: everyone places their spent cards face up. Enter each player's goods and bottoms.",
                f"Still to enter: {', '.join(missing)}",
                *pending,
                Text.assemble(key("n"), " enter them one after the other  ", key("enter"), " only the selected player"),
            ]
        if step == 3:
            return ["Step 3: calamities — the victims are computed from the tracks.", Text.assemble(key("n"), " resolve calamities")]

        wealth = ", ".join(f"{n} {why.wealth(g)}" for n, g in state.this_turn.goods.items())
        lines = [f"Announce wealth (goods VP this turn): {wealth}"]
        if any(g.vp != g.goods_vp for g in state.this_turn.goods.values()):
            lines.append("  The Now column's VP also count prosperity and crossing bonuses; wealth is goods VP only.")
        return [*lines, Text.assemble(key("n"), " go to the Development phase")]
    if phase == "development":
        return [
            "Each player draws their cards (how many: Now column; which decks: press d)",
            "and chooses up to one government and one religion development.",
            Text.assemble(key("d"), " every player in turn from the selected one: a number plays a card   ", key("n"), " on to Civic"),
        ]
    if phase == "civic":
        reshuffle = [f"⚠ {line}" for line in reshuffle_reminders(state)]
        if not state.this_turn.civic_applied:
            return ["Every player uses their orange EVERY TURN abilities:", *civic_preview(state), *reshuffle,
                    Text.assemble(key("n"), " apply them")]
        last = state.turn >= state.rules.last_turn
        done = [f"  {line}" for line in state.this_turn.civic_lines] or ["  (no EVERY TURN abilities in play)"]
        then = "end the game" if last else f"start turn {roman(state.turn + 1)}"
        return ["Civic effects applied:", *done, *reshuffle, Text.assemble(key("n"), f" {then}")]
    if phase == "over":
        return ["The game is over.", Text.assemble(key("n"), " show the final ranking")]
    return [unfinished(state) or ""]
