"""The wall clock events are stamped with (kept apart so the app can start without the game layer)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timezone

Clock = Callable[[], datetime]


def wall_clock() -> datetime:
    """The current time, with its time zone (event timestamps)."""
    return datetime.now(timezone.utc).astimezone()
