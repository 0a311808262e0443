"""What the table is told about the board, in words: decided once, here, for every screen and page.

STYLE.md convention 8: the host's shared panels (``companion/tui``) and the web board
(``companion/web/templates``) lay these texts out; neither writes them. Where a narrow
place needs fewer words, the function offers the short form itself (``short=True``), so
the long and the short say the same thing and are changed together:

- side names (:func:`side_name`) and the markers (:func:`status_label`, :func:`political_label`);
- a turn's calamities from the turn track (:func:`calamity_lines`, :func:`calamity_text`);
- a player's production (:func:`production_text`);
- the phase's checklist (:func:`checklist`): lines said to everyone, lines only the host's
  screen shows (what the host does next, named by its action: the host's screen, ``companion/tui``, puts
  the key that does it; a pointer to a column of the host's table) and lines only
  the board shows (a pointer to the players' phones);
- the Civic phase's preview (:func:`civic_preview_lines`) and a push in words (:func:`push_words`).

Pure: no Textual, no markup, no I/O. Every line is plain text (names as typed), in the language in
use (:mod:`companion.i18n`: the host's, or the page's being drawn); the rules' names (R17, 001 …) stay
as the English rulebook has them.
"""

from __future__ import annotations

from typing import Literal

import msgspec

from companion.game.titm.flow import resolution_step, unfinished
from companion.game.titm.card_names import printed_development
from companion.game.titm.handlers_trading import player_warehouse
from companion.game.titm.reminders import reshuffle_reminders
from companion.game.titm.state import GameState, PlayerState
from companion.game.titm.why import wealth
from companion.game.words import counted, roman
# the side words were said here before side_words.py: their callers may still ask the board for them
from companion.game.titm.side_words import level_label as level_label, side_name as side_name
from companion.i18n import N_, _, ngettext
from companion.rules.civic import civic_phase
from companion.rules.components import Components, PoliticalTrack, StatusTrack
from companion.rules.effects import Development, Push
from companion.rules.production import ProductionEntitlement, production_entitlement
from companion.rules.warehouse import WAREHOUSE_CARDS

def development_colour(card: Development) -> str:
    """A development's colour as the card shows it: its side (``"democracy"``), or for a card of no side
    its track's, ``"grey"`` (government) or ``"purple"`` (religion) (001 Developments)."""
    return card.side or ("grey" if card.track == "government" else "purple")


def status_label(track: StatusTrack, position: int) -> str:
    """A happiness or safety marker: ``"+1"``, or ``"-4!"`` below the yellow line (R7; the ``!`` says it without colour)."""
    return f"{position:+d}{'!' if track.below_line(position) else ''}"


def political_label(track: PoliticalTrack, side: str, space: int) -> str:
    """A government or religion marker (R5): ``"Dem 3 L1"``, side (short), space and level apart."""
    return f"{side_name(side, short=True)} {space} {level_label(track.level(space))}"


# --- the turn track ------------------------------------------------------------------------


def calamity_lines(rules: Components, turn: int, *, short: bool = False) -> list[str]:
    """That turn's calamities, from the turn track (R8, R9, R10), one line each; ``[]`` for none.

    ``["Peasant Revolt: −1 development, max level 1", "Barbarian Attack: lose 3 + the Barbarian Die VP"]``,
    or short (a turn's cell on the web's turn track, the host's turn track when narrow):
    ``["Revolt −1 dev ≤L1", "Barbarians 3+die"]``.

    Raises:
        RulesError: ``turn`` is not on the turn track.
    """
    rule = rules.turn(turn)
    lines = []
    if rule.peasant_revolt:
        pr = rule.peasant_revolt
        if short:  # the level as the pages and the host's table mark it (``L1``: ``N1`` in French)
            lines.append(_("Revolt −{n} dev ≤{level}").format(n=pr.fewer_developments, level=level_label(pr.max_level)))
        else:
            lines.append(_("Peasant Revolt: −{n} development, max level {level}").format(n=pr.fewer_developments,
                                                                                         level=pr.max_level))
    if rule.barbarian_attack is not None:
        base = rule.barbarian_attack
        lines.append((_("Barbarians {base}+die") if short else _("Barbarian Attack: lose {base} + the Barbarian Die VP"))
                     .format(base=base))
    return lines


#: What a turn without calamities says (translated where shown).
NO_CALAMITIES = N_("no calamities")


def calamity_text(rules: Components, turn: int, *, short: bool = False) -> str:
    """:func:`calamity_lines` on one line, joined by ``" · "``, or ``"no calamities"``."""
    return " · ".join(calamity_lines(rules, turn, short=short)) or _(NO_CALAMITIES)


def step_label(state: GameState) -> str:
    """The Resolution step as the phase bar shows it: ``"2/3"`` (step 4, announce wealth, reads ``"3/3"``: the
    calamities are done); ``""`` outside Resolution."""
    return f"{min(resolution_step(state), 3)}/3" if state.phase == "resolution" else ""


# --- production ----------------------------------------------------------------------------


def production(state: GameState, player: PlayerState) -> ProductionEntitlement:
    """A player's goods cards this Production Phase (001 Production Phase)."""
    return production_entitlement(state.rules, state.developments_of(player.name), player.worker_changes)


def production_text(state: GameState, player: PlayerState, *, short: bool = False) -> str:
    """The goods cards a player is dealt (001 Production Phase).

    ``"5 basic: grain, wool, timber, ore, 2 salt · 1 civic"``: a good dealt once is named alone, a
    kind with no card is left out (``"nothing"`` if none); it fits 80 columns. Short, for a column
    of 8 cells: ``"5b 1c 0l"`` (basic, civic and luxury cards, every kind counted).
    """
    p = production(state, player)
    basic = sum(p.basic.values())
    if short:
        return _("{basic}b {civic}c {luxury}l").format(basic=basic, civic=p.civic, luxury=p.luxury)
    by_type = ", ".join(good if n == 1 else f"{n} {good}" for good, n in p.basic.items() if n)
    parts = [_("{n} basic: {goods}").format(n=basic, goods=by_type)] if basic else []
    parts += [words.format(n=n) for words, n in ((_("{n} civic"), p.civic), (_("{n} luxury"), p.luxury)) if n]
    return " · ".join(parts) or _("nothing")


def dealing_lines(state: GameState) -> list[str]:
    """The goods to deal, one line per different production, in seating order.

    Players who produce the same cards share a line (``"Ann, Ben: 5 basic: grain, …"``), and
    ``"Everyone: …"`` when all do (as in the first turns): six players fit an 80x24 screen.
    """
    who: dict[str, list[str]] = {}
    for p in state.players:
        who.setdefault(production_text(state, p), []).append(p.name)
    if len(who) == 1 and len(state.players) > 1:
        return [_("Everyone: {goods}").format(goods=text) for text in who]
    return [f"{', '.join(names)}: {text}" for text, names in who.items()]


#: 001 Production Phase, in a line that fits 80 columns (translated where shown).
CIVIC_RULE = N_("Civic cards: no player gets two of a type (a duplicate goes back on top).")


# --- the Civic phase -----------------------------------------------------------------------


def push_words(push: Push) -> str:
    """``"+1 VP, +1 happiness, 2 venus"``: what a push does, in words (``"nothing"`` for none)."""
    parts = []
    if push.vp:
        parts.append(_("{n} VP").format(n=f"{push.vp:+d}"))
    if push.happiness:
        parts.append(_("{n} happiness").format(n=f"{push.happiness:+d}"))
    if push.safety:
        parts.append(_("{n} safety").format(n=f"{push.safety:+d}"))
    parts += [f"{n} {side_name(side)}" for side, n in push.arrows.items() if n]
    return ", ".join(parts) or _("nothing")


def civic_preview_lines(state: GameState) -> list[str]:
    """What the Civic phase will do to each player (computed by the rules, 001 Civic Phase), one line each."""
    results = civic_phase(state.rules, {p.name: p.standing() for p in state.players}, state.developments_by_player())
    lines = []
    for name, civic in results.items():
        if not civic.sources:
            continue
        sources = counted([s.development if s.holder == name else
                           _("{development} of {holder}").format(development=s.development, holder=s.holder)
                           for s in civic.sources])
        line = f"{name}: {push_words(civic.result.push)} ({sources})"
        if civic.result.government.crossed or civic.result.religion.crossed:
            line += _(" — crosses the box!")
        lines.append(line)
    return lines


#: The Civic phase when nobody has an EVERY TURN ability (translated where shown).
NO_EVERY_TURN = N_("(no EVERY TURN abilities in play)")


# --- what each player did this turn ------------------------------------------------------


class Mark(msgspec.Struct, frozen=True):
    """Something a player placed or resolved this turn that the whole table sees.

    Attributes:
        text: the words (``"warehoused 3 cards"``), as the board and the host's wide table say them.
        short: the mark in the host's compact Now column (``"wh3"``; the panel's legend spells them
            out), or ``""`` where the compact column leaves it out.
        phase: the phase it belongs to (the host's Now column shows the current phase's marks only).
        alert: a calamity (the host's screen draws it in red; the words say it without colour).
    """

    text: str
    short: str
    phase: Literal["trading", "resolution"]
    alert: bool = False


def now_marks(state: GameState, name: str) -> list[Mark]:
    """What ``name`` has placed or resolved this turn, as the whole table may see it.

    Warehoused cards (001 Warehousing), abandons (R6), trade phase abilities and their targets;
    Revolution/Conversion, developments destroyed (R17), Peasant Revolt (R10) and Barbarian Attack
    (R9). With totals face down (house rule ``hidden_vp``) a Barbarian Attack says the VP owed, not
    those lost: a loss capped at the VP held would give the total away.
    """
    turn = state.this_turn
    marks = []
    if name in turn.warehouse:
        n = turn.warehouse[name]
        marks.append(Mark(ngettext("warehoused {n} card", "warehoused {n} cards", n).format(n=n), f"wh{n}", "trading"))
    # declared while trading; resolved (back to START) in Resolution step 1
    verb = _("abandons {track}") if state.phase == "trading" else _("abandoned {track}")
    marks += [Mark(verb.format(track=side_name(track)), f"⟲{track[0]}", "trading") for track in turn.abandons.get(name, [])]
    placed = [a for a in turn.abilities if a.holder == name]
    if placed:
        nobody = _("nobody")
        text = "; ".join(f"{state.development(a.development).name} → {', '.join(a.targets) or nobody}" for a in placed)
        marks.append(Mark(text, f"✦{len(placed)}", "trading"))
    record = turn.goods.get(name)
    if record is not None:
        crossed = [_("Revolution!")] * record.revolution + [_("Conversion!")] * record.conversion
        if crossed:
            marks.append(Mark(" ".join(crossed), "↻", "resolution"))
        if record.destroyed:
            marks.append(Mark(_("destroyed: {developments}").format(
                developments=", ".join(printed_development(state.rules, state.development(d)) for d in record.destroyed)), "", "resolution"))
    if turn.calamities is not None:
        if name in turn.calamities.peasant_revolt:
            marks.append(Mark(_("Peasant Revolt"), "PR", "resolution", alert=True))
        for b in turn.calamities.barbarian_attack:
            if b.player == name:
                rolls = " + ".join(str(r) for r in b.rolls)
                hidden = state.house_rules.hidden_vp
                words = (_("Barbarian Attack: die {rolls}, owes {owed} VP") if hidden else
                         _("Barbarian Attack: die {rolls}, owes {owed} VP, lost {lost}"))
                marks.append(Mark(words.format(rolls=rolls, owed=b.owed, lost=b.lost),
                                  f"BA−{b.owed if hidden else b.lost}", "resolution", alert=True))
    return marks


# --- the phones ----------------------------------------------------------------------------

#: A player's phone entry state, as a symbol and words (legible without colour). A player with nothing
#: sent is "not sent", as their phone says ("Nothing sent yet"): "waiting" is what the entries sent do,
#: for the host. A player whose entry is in the game reads "entered", however it was entered (their
#: phone, or the host's keyboard). The long form, for the board, says who acts next.
PHONE_STATUS = {"waiting": ("◌", N_("not sent"), N_("not sent")),
                "submitted": ("●", N_("sent"), N_("sent, waiting for the host")),
                "applied": ("✓", N_("entered"), N_("entered"))}


def phone_status(status: str, *, short: bool = False) -> str:
    """``"● sent, waiting for the host"`` (short ``"● sent"``) for a phone's ``waiting``, ``submitted`` or
    ``applied`` entry state.

    Raises:
        KeyError: another status.
    """
    mark, brief, words = PHONE_STATUS[status]
    return f"{mark} {_(brief if short else words)}"


# --- the checklist -------------------------------------------------------------------------


class Line(msgspec.Struct, frozen=True):
    """One line of a phase's checklist.

    Attributes:
        text: the words, plain text (a name as typed).
        acts: for a line of what the host may do: ``(action, words)`` pieces in order
            (``("next", " resolve them")``; an action of ``""``: words alone), ``text`` then being the
            words joined. The action is the host's table screen's (its binding's id); which key does
            it is the host's screen's to say (``companion.tui.views``): the board never shows them.
        only: ``"host"`` (the host's screen only), ``"board"`` (the web board only) or ``""`` (both).
        sub: a detail of the line before (the host's panel indents it; the board lists it).
        short: fewer words for a narrow column (the host's panel beside the trading clock), or ``""``.
    """

    text: str
    acts: tuple[tuple[str, str], ...] = ()
    only: Literal["", "host", "board"] = ""
    sub: bool = False
    short: str = ""


def acts(*pieces: tuple[str, str]) -> Line:
    """A line of what the host may do now: ``acts(("next", " start the Trading phase"))``."""
    return Line("".join(words for _action, words in pieces), acts=pieces, only="host")


def _warnings(lines: list[str]) -> list[Line]:
    return [Line(f"⚠ {line}") for line in lines]


def _warehouse_line(state: GameState) -> Line:
    """The Trading phase's warehouse line, with each player whose development raises the judge's limit
    (``"Warehouse up to 3 cards (Ann 4), …"``; 001 Warehousing, :func:`player_warehouse`)."""
    more = [f"{p.name} {n}" for p in state.players if (n := player_warehouse(state, p.name)) != WAREHOUSE_CARDS]
    limits = _("{n} cards").format(n=WAREHOUSE_CARDS) + (f" ({', '.join(more)})" if more else "")
    # the clock takes the right of the host's panel at 80 columns: at most 38 characters
    fits = [s for s in (_("Warehouse ≤ {limits}; place the cubes.").format(limits=limits),
                        _("Warehouse ≤ {limits}.").format(limits=limits)) if len(s) <= 38]
    short = fits[0] if fits else _("Warehouse ≤ {n} cards (some more).").format(n=WAREHOUSE_CARDS)
    return Line(_("Warehouse up to {limits}, place your ability cubes and declare Abandon Government / Religion "
                  "before time is up.").format(limits=limits), short=short)


def checklist(state: GameState) -> list[Line]:
    """What the table must do now (the rulebook's checklist for the phase, 001), line by line.

    The host's screen shows every line but those ``only="board"``; the board every line but
    those ``only="host"`` (see :func:`board_checklist`).
    """
    phase, turn = state.phase, state.this_turn
    if phase == "production":
        # A deck to reshuffle comes first: it is reshuffled before the goods are dealt (R16).
        return [*_warnings(reshuffle_reminders(state, last_turn=True)),
                Line(_("Deal each player the goods their rural workers, cities and boats produce:")),
                *[Line(line, sub=True) for line in dealing_lines(state)],
                Line(_(CIVIC_RULE)), acts(("next", _(" start the Trading phase")))]
    if phase == "trading":
        return [  # short: at most 38 characters, the clock takes the right of the host's panel at 80 columns
            Line(_("Trade! No hints about card bottoms.")),
            _warehouse_line(state),
            Line("", only="host"),
            acts(("timer", _(" timer  ")), ("add_time", _(" add 30 s  ")), ("big_timer", _(" full screen"))),
            acts(("ability", _(" ability  ")), ("abandon_government", " / "), ("abandon_religion", _(" abandon gov / rel"))),
            acts(("warehouse", _(" warehouse  ")), ("vp_deal", _(" VP deal  ")), ("penalty", _(" penalty"))),
            acts(("end_trading", _(" end trading"))),
        ]
    if phase == "resolution":
        return _resolution(state)
    if phase == "development":
        return [
            Line(_("Each player draws their development cards and chooses up to one government and one religion "
                   "development; reveal them together.")),
            acts(("", _("How many cards: the Now column; which decks: press ")), ("develop", ".")),
            Line(_("Your phone says which cards you draw."), only="board"),
            acts(("develop", _(" every player in turn from the selected one: a number plays a card   ")),
                 ("next", _(" on to Civic"))),
        ]
    if phase == "civic":
        reshuffle = _warnings(reshuffle_reminders(state))
        if not turn.civic_applied:
            return [Line(_("Every player uses their orange EVERY TURN abilities:")),
                    *[Line(line, sub=True) for line in civic_preview_lines(state) or [_(NO_EVERY_TURN)]],
                    *reshuffle, acts(("next", _(" apply them")))]
        then = _("end the game") if state.turn >= state.rules.last_turn else \
            _("start turn {turn}").format(turn=roman(state.turn + 1))
        return [Line(_("Civic effects applied:")),
                *[Line(line, sub=True) for line in turn.civic_lines or [_(NO_EVERY_TURN)]],
                *reshuffle, acts(("next", f" {then}"))]
    if phase == "over":
        return [Line(_("The game is over.")), Line(_("The ranking and its tie-breaks are below."), only="board"),
                acts(("next", _(" show the final ranking")))]
    return [Line(unfinished(state) or "")]


def _resolution(state: GameState) -> list[Line]:
    """The Resolution phase's checklist, step by step (001 Resolution Phase; R17)."""
    turn = state.this_turn
    step = resolution_step(state)
    if step == 1:
        n = len(turn.abilities) + sum(len(v) for v in turn.abandons.values())
        return [Line(_("Step 1: the trade phase abilities and abandons ({n} recorded) are resolved.").format(n=n)),
                acts(("next", _(" resolve them")))]
    if step == 2:
        missing = [p.name for p in state.players if p.name not in turn.goods]
        leaving = [_("{name}'s {development}").format(name=name, development=state.development(d).name)
                   for name, record in turn.goods.items() for d in record.destroyed]
        return [
            *[Line(_("step 1: {line}").format(line=line), sub=True, only="host") for line in turn.ability_lines],
            Line(_("Step 2: everyone places their spent cards face up; each player's goods and bottoms are entered "
                   "(on their phone or by the host).")),
            Line(_("Still to enter: {names}").format(names=", ".join(missing))),
            *[Line(_("Destroyed, in play until everyone has resolved (R17): {developments}").format(
                developments=", ".join(leaving)))] * bool(leaving),
            acts(("next", _(" enter them one after the other  ")), ("act", _(" only the selected player"))),
        ]
    if step == 3:
        return [Line(_("Step 3: calamities. The victims are the lowest players below the yellow line (R8).")),
                acts(("next", _(" resolve calamities")))]
    # round the table in seat order (001 Announce Wealth: "players announce out loud"), not in the order
    # the host or the phones entered the goods
    announced = ", ".join(f"{p.name} {wealth(turn.goods[p.name])}" for p in state.players if p.name in turn.goods)
    lines = [Line(_("Announce wealth (goods VP this turn): {players}").format(players=announced))]
    if any(g.vp != g.goods_vp for g in turn.goods.values()):
        lines.append(Line(_("The Now column's VP also count prosperity and crossing bonuses; wealth is goods VP only."),
                          only="host", sub=True))
    return [*lines, Line(_("Then discard the goods.")), acts(("next", _(" go to the Development phase")))]


def board_checklist(state: GameState) -> list[str]:
    """The checklist as the board shows it: every line for everyone, no keys (the board is for everyone)."""
    return [line.text for line in checklist(state) if line.only != "host"]
