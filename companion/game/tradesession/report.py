"""Readable reports of a trade session: history lines, the ``replay`` text, ``export``.

A history line never names a player's cards (the host's screen may stand where the table sees it):
it gives counts, as the board does. The exported report, the host's record after the fact, lists
each round's discards by name.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, assert_never

from companion.game.events import Redo, Rewind, Ruling, Undo, shared_line
from companion.game.report_parts import history_rows, rulings_and_history, table_row
from companion.game.titm.events import TimerEvent
from companion.game.tradesession.events import (
    SessionCalamities,
    SessionEndTrade,
    SessionEvent,
    SessionFinish,
    SessionHand,
    SessionNextRound,
    SessionOverrule,
    SessionSelection,
    SessionSetup,
)
from companion.game.tradesession.state import TITLES, SessionState
from companion.i18n import N_

#: The phases' names, in English as the journal's reports write them; a screen or a page says ``_(PHASE_NAMES[p])``.
PHASE_NAMES = {
    "setup": N_("Setup"),
    "trading": N_("Trade"),
    "selection": N_("Calamity Selection"),
    "selected": N_("Calamities selected"),
    "traded": N_("End of trade"),
    "over": N_("Session over"),
}
#: Short phase names (the shared screens' narrow columns), marked as :data:`PHASE_NAMES`.
PHASE_SHORT = {"selection": N_("Selection"), "selected": N_("Selected"), "traded": N_("Traded"), "over": N_("Over")}


def _cards(n: int, word: str = "card") -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def describe(event: SessionEvent, state: Any = None) -> str:
    """One line for an event in the history (counts, never a player's cards):
    ``"Hand: Ann, 12 cards"``, ``"Calamity Selection (seed 7): 3 calamities discarded"``."""
    match event:
        case SessionSetup():
            blocks = f", {event.block.capitalize()} block" if event.block else ""
            return (
                f"Setup: {event.name}, {TITLES[event.game]} trade session, {len(event.players)} players{blocks}, "
                f"trade {event.trade_seconds // 60}:{event.trade_seconds % 60:02d} ({event.trade_source})"
            )
        case SessionHand():
            mining = ", holds Mining" if event.mining else ""
            return f"Hand: {event.player}, {_cards(sum(event.cards.values()))}{mining}"
        case TimerEvent():
            return f"Timer: {event.action} ({event.remaining_ms // 1000} s left)"
        case SessionEndTrade():
            return "End of trade"
        case SessionCalamities():
            n = len(event.held)
            return f"Calamities entered: {event.player}, {n} calamit{'y' if n == 1 else 'ies'}"
        case SessionSelection():
            return f"Calamity Selection (seed {event.seed})"
        case SessionOverrule():
            return f"Overrule: {event.player} keeps {len(event.kept)} ({event.reason})"
        case SessionNextRound():
            return "Next round"
        case SessionFinish():
            return "Session over" + (f" ({event.note})" if event.note else "")
        case Ruling() | Undo() | Redo() | Rewind():
            return shared_line(event)
        case _:
            assert_never(event)


def status_line(state: SessionState) -> str:
    """``"round 2, Trade"``."""
    return f"round {state.turn}, {PHASE_NAMES.get(state.phase, state.phase)}"


def state_text(state: SessionState) -> str:
    """The ``replay`` answer: round, phase, each player's calamities shown and discarded."""
    lines = [f"{state.name}: {state.title} trade session, {status_line(state)}"]
    for p in state.players:
        shown = state.calamity_count(p)
        block = f" [{p.block.capitalize()}]" if p.block else ""
        lines.append(
            f"  {p.name}{block}: calamities {'—' if shown is None else shown}, discarded in all {p.discarded}"
        )
    return "\n".join(lines)


def export_data(state: SessionState, events: Sequence[Any]) -> dict[str, Any]:
    """The ``export --format json`` object: the summary, each round, history and rulings."""
    data = state.summary()
    data["history"] = history_rows(state, events, describe, turn_key="round")
    data["rulings"] = [
        {"seq": r.seq, "round": r.turn, "phase": r.phase, "text": r.text, "rule": r.rule, "player": r.player}
        for r in state.rulings
    ]
    return data


def export_markdown(state: SessionState, events: Sequence[Any]) -> str:
    """A human-readable report: players, each round's Calamity Selection, rulings, history."""
    out = [f"# {state.name}", "", f"{state.title} trade session — {status_line(state)}", ""]
    out += ["## Players", "", "| player | block | calamities discarded |", "|---|---|---|"]
    for p in state.players:
        out.append(table_row(p.name, (p.block or state.block or "—").capitalize(), p.discarded))
    out += ["", "## Rounds", ""]
    for r in state.rounds:
        if r.seed is None:
            out.append(f"- round {r.turn}: " + ("trade ended" if r.trade_ended else "trading"))
            continue
        gone = "; ".join(
            f"{name} {', '.join(state.deck.name(c) for c in cards)}" for name, cards in r.discards.items() if cards
        )
        out.append(f"- round {r.turn}: Calamity Selection, seed {r.seed}; discarded: {gone or 'nothing'}")
    out.append("")
    out += rulings_and_history(state, events, turn_word="round", phase_names=PHASE_NAMES, describe=describe)
    return "\n".join(out) + "\n"
