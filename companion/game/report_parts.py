"""Pieces of the readable reports that every game type shares: a Markdown table's row, the lines of
the shared events (ruling, undo, redo, rewind), and the "Rulings" and "History" sections.

Each game type's report (:mod:`companion.game.titm.report`, :mod:`companion.game.tnt.report`)
builds on these; no game type's report imports another's.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Protocol, TypeVar, cast

from companion.game.events import EventBase
from companion.game.history import history


class RulingLike(Protocol):
    """A ruling made at the table, as a game's state keeps it."""

    @property
    def turn(self) -> int: ...
    @property
    def phase(self) -> str: ...
    @property
    def text(self) -> str: ...
    @property
    def rule(self) -> str: ...


class WithRulings(Protocol):
    """A game's state that keeps its rulings (every game type's does)."""

    @property
    def rulings(self) -> Sequence[RulingLike]: ...


S = TypeVar("S", bound=WithRulings)
E = TypeVar("E", bound=EventBase)


def table_row(*cells: object) -> str:
    """One row of a Markdown table: ``| a | b |``, a ``|`` or ``\\`` in a cell escaped.

    User text is data: a player named ``Bo|b`` would otherwise split the row into one
    cell too many and shift every column after it.
    """
    return "| " + " | ".join(str(c).replace("\\", "\\\\").replace("|", "\\|") for c in cells) + " |"


def history_rows(state: S, events: Sequence[E], describe: Callable[[E, S], str], *, turn_key: str = "turn") -> list[dict[str, object]]:
    """The ``history`` of an ``export --format json`` object: one row an event, in effect or not
    (``turn_key``: what the game type calls a turn, ``"round"``)."""
    return [
        {
            "seq": h.event.seq,
            "at": h.event.at.isoformat(),
            turn_key: h.event.turn,
            "phase": h.event.phase,
            "by": h.event.by,
            "text": describe(cast(E, h.event), state),  # an event of this game type's journal
            "in_effect": h.in_effect,
            "undone_by": h.undone_by,
        }
        for h in history(events)
    ]


def rulings_and_history(
    state: S,
    events: Sequence[E],
    *,
    turn_word: str,
    phase_names: Mapping[str, str],
    describe: Callable[[E, S], str],
) -> list[str]:
    """The "Rulings" and "History" sections of a Markdown report (every game type has both), as lines.

    ``describe`` gives an event's line (the game type's report); ``turn_word`` and ``phase_names`` say
    where it was recorded (``"turn 3, Trading"``, ``"round 2, Playing"``).
    """

    def when(turn: int, phase: str) -> str:
        return f"{turn_word} {turn}, {phase_names.get(phase, phase)}"

    out = ["## Rulings", ""]
    out += [f"- {when(r.turn, r.phase)}: {r.text}" + (f" ({r.rule})" if r.rule else "") for r in state.rulings] or ["None."]
    out += ["", "## History", ""]
    for h in history(events):
        e = h.event
        mark = "" if h.in_effect else f" — *undone by event {h.undone_by}*" if h.undone_by else " — *not in effect*"
        by = f" (by {e.by})" if e.by else ""
        out.append(f"{e.seq}. {when(e.turn, e.phase)}: {describe(cast(E, e), state)}{by}{mark}")
    return out
