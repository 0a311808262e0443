"""Readable reports of a Trade and Triumph game: history lines, the ``replay`` text, ``export``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, assert_never

from companion.game.report_parts import history_rows, rulings_and_history, table_row
from companion.game.events import Redo, Rewind, Ruling, Undo, shared_line
from companion.game.tnt.events import (
    TntEndTurn,
    TntEvent,
    TntGold,
    TntHand,
    TntResource,
    TntSellCards,
    TntSellResources,
    TntSetup,
    TntSpecialty,
    TntUpgrade,
    TntVP,
)
from companion.game.tnt.state import TntState
from companion.i18n import N_, _, ngettext

#: The phases' names (English, as the reports write them; a screen or a page says ``_(PHASE_NAMES[p])``).
PHASE_NAMES = {"setup": N_("Setup"), "playing": N_("Playing"), "last round": N_("Last round"), "over": N_("Game over")}
PHASE_SHORT = {"setup": "Setup", "playing": "Play", "last round": "Last", "over": "Over"}

#: How the winner was decided, as a sentence ending ("Winner: Ann (…)").
DECIDED = {
    "vp": N_("the most VP"),
    "gold": N_("a tie on VP broken by the most gold"),
    "upgrades": N_("a tie on VP and gold broken by the fewest upgrades"),
    "shared": N_("tied on VP, gold and upgrades: the victory is shared"),
}


def _signed(n: int) -> str:
    return f"{n:+d}"


def describe(event: TntEvent, state: Any = None) -> str:
    """One line for an event in the history: ``"Sale at the city: Ann, 1 set of four + 1 forest"``
    (``state``, the game's, is not needed: the scoreboard's events name everything they hold).

    Every event type of :data:`~companion.game.tnt.events.TntEvent` has its line here (the type
    checker holds the match to every class of the union: ``assert_never``).
    """
    match event:
        case TntSetup():
            return f"Setup: {event.name}, players {', '.join(p.name for p in event.players)} (Trade and Triumph)"
        case TntVP():
            return f"VP: {event.player} {_signed(event.amount)} ({event.reason})"
        case TntGold():
            return f"Gold: {event.player} {_signed(event.amount)} ({event.reason})"
        case TntResource():
            why = f" ({event.reason})" if event.reason else ""
            return f"Resource: {event.player} {_signed(event.amount)} {event.region}{why}"
        case TntSellResources():
            if event.sets is None and event.singles is None:
                return f"Sale at the city: {event.player}, the best sale"
            parts = [f"{event.sets} set{'s' if event.sets != 1 else ''} of four"] if event.sets else []
            parts += [f"{n} {r}" for r, n in (event.singles or {}).items() if n]
            return f"Sale at the city: {event.player}, {' + '.join(parts) or 'nothing'}"
        case TntSellCards():
            where = "the city" if event.where == "city" else "a trade node"
            return f"Cards sold: {event.player}, {event.cards} at {where}"
        case TntHand():
            why = f" ({event.reason})" if event.reason else ""
            return f"Hand: {event.player} {_signed(event.amount)} card{'s' if abs(event.amount) != 1 else ''}{why}"
        case TntSpecialty():
            return f"Specialty draw: {event.player}"
        case TntUpgrade():
            return f"Upgrade: {event.player} buys {event.track} for {event.price} gold"
        case TntEndTurn():
            return f"End of turn: {event.player}"
        case Ruling() | Undo() | Redo() | Rewind():
            return shared_line(event)
        case _:
            assert_never(event)


def outcome_line(state: TntState) -> str:
    """``"Winner: Ann (a tie on VP broken by the most gold)"`` in the language in use; empty before the end."""
    if state.outcome is None:
        return ""
    o = state.outcome
    return ngettext("Winner: {names} ({how})", "Winners: {names} ({how})", len(o.winners)).format(
        names=", ".join(o.winners), how=_(DECIDED[o.decided_by]))


def standing_lines(state: TntState) -> list[str]:
    """The final standings, best first."""
    assert state.outcome is not None
    return [
        f"{i}. {s.name}: {s.vp} VP, {s.gold} gold, {s.upgrades} upgrade{'s' if s.upgrades != 1 else ''}"
        for i, s in enumerate(state.outcome.standings, start=1)
    ]


def status_line(state: TntState) -> str:
    """Whose turn it is and what the end trigger says."""
    if state.phase == "over":
        return "The game is over."
    if state.phase == "setup":
        return "Not set up yet."
    line = f"{state.whose_turn}'s turn"
    if state.triggered:
        end_vp = state.numbers.end_vp
        line += (
            f" · {state.triggered_by} reached {end_vp} VP: the game ends after this round"
            f" (still to play: {', '.join(state.still_to_play)})"
        )
    return line


def state_text(state: TntState) -> str:
    """The ``replay`` answer: round, phase, whose turn, per player VP, gold, upgrades, resources, hand."""
    lines = [f"{state.name}: round {state.turn}, {PHASE_NAMES[state.phase]} — {status_line(state)}"]
    for p in state.players:
        u, r = p.upgrades, p.resources
        lines.append(
            f"  {p.name} [{p.symbol}]: {p.vp} VP, {p.gold} gold; upgrades move {u.move}, draw {u.draw}, "
            f"play {u.play}; resources forest {r.forest}, mountain {r.mountain}, desert {r.desert}, "
            f"ocean {r.ocean}; hand {p.hand}; turns {p.turns}"
        )
    if state.outcome is not None:
        lines.append(outcome_line(state))
        lines.extend(f"  {line}" for line in standing_lines(state))
    return "\n".join(lines)


def export_data(state: TntState, events: Sequence[Any]) -> dict[str, Any]:
    """The ``export --format json`` object: the state summary, ledger, history and rulings."""
    data = state.summary()
    data["ledger"] = [e.model_dump() for e in state.ledger]
    data["history"] = history_rows(state, events, describe, turn_key="round")
    data["rulings"] = [r.model_dump() for r in state.rulings]
    return data


def export_markdown(state: TntState, events: Sequence[Any]) -> str:
    """A human-readable report: outcome, players, the VP and gold ledger, rulings, history."""
    out = [f"# {state.name}", "", f"Trade and Triumph — round {state.turn}, {PHASE_NAMES[state.phase]}", ""]
    if state.outcome is not None:
        out += ["## Outcome", "", outcome_line(state), "", *standing_lines(state), ""]
    out += [
        "## Players",
        "",
        "| player | VP | gold | upgrades m/d/p | resources F/M/D/O | hand | turns |",
        "|---|---|---|---|---|---|---|",
    ]
    for p in state.players:
        out.append(table_row(f"{p.name} [{p.symbol}]", p.vp, p.gold, p.upgrades.text(), p.resources.text(), p.hand, p.turns))
    out += ["", "## Ledger", ""]
    for p in state.players:
        out += [f"### {p.name}: {p.vp} VP, {p.gold} gold", "", "| round | VP | gold | why |", "|---|---|---|---|"]
        for e in state.ledger:
            if e.player == p.name:
                vp, gold = (_signed(e.amount), "") if e.unit == "vp" else ("", _signed(e.amount))
                out.append(table_row(e.turn or "—", vp, gold, f"{e.kind}: {e.reason}"))
        out.append("")
    out += rulings_and_history(state, events, turn_word="round", phase_names=PHASE_NAMES, describe=describe)
    return "\n".join(out) + "\n"
