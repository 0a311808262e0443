"""The trading timer as the pages show it: one reading, from the host's live timer or from the journal.

Pure: the time is passed in (the host's timer reads its own clock; a journal is read at a
wall-clock time given by the caller). Source: RULINGS R4 (the five-minute phase, the warnings at
1:00 and 0:30, the grace period).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import msgspec

from companion.game.titm.state import GameState


class TimerReading(msgspec.Struct, frozen=True):
    """The trading timer at one instant, as the host's app reads it.

    Attributes:
        status: ``ready``, ``running``, ``paused``, ``grace`` or ``over``.
        remaining_ms: time left in the phase (0 in grace and over).
        grace_ms: time left of the grace period (0 outside it).
        length_ms: the phase's length (R4: 300 000).
        warnings_ms: when the warnings sound, in ms left (R4: 60 000 and 30 000).
    """

    status: str
    remaining_ms: int
    grace_ms: int = 0
    length_ms: int = 300_000
    warnings_ms: tuple[int, ...] = (60_000, 30_000)

    @classmethod
    def of(cls, timer: Any) -> TimerReading:
        """Read a live :class:`companion.tui.timer_model.TradeTimer` (or anything shaped like it)."""
        return cls(
            status=timer.status,
            remaining_ms=int(math.floor(timer.remaining() * 1000)),
            grace_ms=int(math.floor(timer.grace_remaining() * 1000)),
            length_ms=int(timer.length * 1000),
            warnings_ms=tuple(int(w * 1000) for w in timer.warnings),
        )

    def data(self) -> dict[str, Any]:
        """JSON-ready."""
        return {
            "status": self.status,
            "remaining_ms": self.remaining_ms,
            "grace_ms": self.grace_ms,
            "length_ms": self.length_ms,
            "warnings_ms": list(self.warnings_ms),
        }


def timer_from_journal(state: GameState, wall: float, warnings: Sequence[int] = (60, 30)) -> TimerReading:
    """The trading timer as the journal last recorded it, read at wall-clock time ``wall``.

    For a reader that follows a journal another app writes (``companion serve``): a
    running timer's end is its recorded ``deadline`` (seconds since 1970), then the
    grace period (house rule ``grace_seconds``), then over.

    Args:
        state: the folded game.
        wall: now, in seconds since 1970.
        warnings: the edition's warnings, in seconds left (R4).
    """
    rules = state.house_rules
    length = rules.trade_seconds * 1000
    warn = tuple(w * 1000 for w in warnings)
    saved = state.timer
    if saved is None or saved.turn != state.turn:
        return TimerReading("ready", length, 0, length, warn)
    if saved.action == "end":
        return TimerReading("over", 0, 0, length, warn)
    if saved.action == "pause" or saved.deadline is None:
        return TimerReading("paused", saved.remaining_ms, 0, length, warn)
    left = saved.deadline - wall
    if left > 0:
        return TimerReading("running", int(left * 1000), 0, length, warn)
    grace = left + rules.grace_seconds
    if grace > 0:
        return TimerReading("grace", 0, int(grace * 1000), length, warn)
    return TimerReading("over", 0, 0, length, warn)
