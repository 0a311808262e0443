"""The trading phase timer as a plain object: a monotonic deadline, never a tick counter.

Source: 001_26b6d8b0f4cbe6f7.txt, "Trading Phase" (timed five minutes; "one
minute and thirty second warnings"; "a ten second grace period to place cards
in their warehouse"); RULINGS.md R4.

The time left is always ``deadline - clock()`` while running, so a late or
missed refresh never makes the timer drift. The clock is injected: the app
passes ``time.monotonic``, tests a fake clock. No Textual here.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from typing import Literal

import msgspec

TimerStatus = Literal["ready", "running", "paused", "grace", "over"]


class Alert(msgspec.Struct, frozen=True):
    """Something the table must hear: a warning (seconds left), time up, or the grace period over."""

    kind: Literal["warning", "zero", "grace_over"]
    seconds: int = 0


class TradeTimer:
    """The trading phase countdown, with warnings, pause, added time and a grace period.

    Args:
        seconds: the phase length (300 by default, R4).
        warnings: seconds left at which a warning sounds, once each (60 and 30).
        grace: the optional grace period after time is up, in seconds (0 for none).
        clock: a monotonic clock in seconds.
    """

    def __init__(
        self,
        seconds: float = 300,
        warnings: Sequence[int] = (60, 30),
        grace: float = 10,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._clock = clock
        self.length = float(seconds)
        self.warnings = tuple(sorted(warnings, reverse=True))
        self.grace = float(grace)
        self.status: TimerStatus = "ready"
        self._left = float(seconds)  # while not running
        self._deadline = 0.0  # while running or in grace
        self._fired: set[int] = set()
        self._zero_fired = False

    # --- reading --------------------------------------------------------------------

    def remaining(self) -> float:
        """Seconds left in the phase (0 once time is up)."""
        if self.status == "running":
            return max(0.0, self._deadline - self._clock())
        if self.status in ("grace", "over"):
            return 0.0
        return self._left

    def grace_remaining(self) -> float:
        """Seconds left of the grace period (0 outside it)."""
        if self.status != "grace":
            return 0.0
        return max(0.0, self._deadline - self._clock())

    def display(self) -> str:
        """The time to show, ``M:SS.t``, never more than 0.1 s from the truth (tenths are floored)."""
        seconds = self.grace_remaining() if self.status == "grace" else self.remaining()
        tenths = math.floor(seconds * 10 + 1e-9)
        minutes, rest = divmod(tenths, 600)
        return f"{minutes}:{rest // 10:02d}.{rest % 10}"

    # --- controls -------------------------------------------------------------------

    def start(self) -> None:
        """Start (or restart after a pause) the countdown."""
        if self.status in ("ready", "paused"):
            self._deadline = self._clock() + self._left
            self.status = "running"

    resume = start

    def pause(self) -> None:
        """Stop the clock, keeping the time left."""
        if self.status == "running":
            self._left = max(0.0, self._deadline - self._clock())
            self.status = "paused"

    def add(self, seconds: float) -> None:
        """Add time (also after time is up: the phase goes on). Warnings above the new time re-arm."""
        if self.status in ("grace", "over"):
            self._left, self.status, self._zero_fired = 0.0, "paused", False
        if self.status == "running":
            self._deadline += seconds
        else:
            self._left += seconds
        left = self.remaining()
        self._fired = {w for w in self._fired if w >= left}

    def end(self) -> None:
        """End trading now (by agreement, or after the grace period)."""
        self.status, self._left = "over", 0.0

    def restore(self, status: TimerStatus, remaining: float) -> None:
        """Put the timer back as a saved game left it (warnings already past stay fired)."""
        self._left = max(0.0, remaining)
        self.status = "paused" if status == "running" else status
        self._fired = {w for w in self.warnings if w >= self._left}
        self._zero_fired = status in ("grace", "over")
        if status == "running":
            self.start()

    # --- alerts ---------------------------------------------------------------------

    def poll(self) -> list[Alert]:
        """Alerts due since the last poll, each fired once; moves into and out of the grace period."""
        alerts: list[Alert] = []
        if self.status == "running":
            left = self.remaining()
            for w in self.warnings:
                if left <= w and w not in self._fired and left > 0:
                    self._fired.add(w)
                    alerts.append(Alert("warning", w))
            if left <= 0 and not self._zero_fired:
                self._fired.update(self.warnings)
                self._zero_fired = True
                alerts.append(Alert("zero"))
                if self.grace > 0:
                    self.status, self._deadline = "grace", self._deadline + self.grace
                else:
                    self.status = "over"
        if self.status == "grace" and self.grace_remaining() <= 0:
            self.status = "over"
            alerts.append(Alert("grace_over"))
        return alerts
