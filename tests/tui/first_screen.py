"""Pilot starts where a host starts: with the app's first screen open and drawn.

``App.run_test`` hands over the pilot once the app has mounted, which for the companion is
the "opening…" placeholder; the first real screen (the table, the start screen, the new-game
form) is pushed just after that frame. On a loaded machine one ``pilot.pause()`` is not always
enough for it, and a test that types before the form's own focus lands types into the wrong
field. The fixture here, used by ``tests/tui`` and ``tests/web`` (their conftest files), starts
every Pilot test once the first screen and all its widgets are mounted.
"""

from __future__ import annotations

import time
from contextlib import asynccontextmanager

import pytest

from companion.tui.app import CompanionApp, OpeningScreen

FIRST_SCREEN_TIMEOUT = 30.0  # seconds; a loaded two-core machine opens a 6-player game in well under 1


def first_screen_open(app: CompanionApp) -> bool:
    """True once the screen on top is not the placeholder and it and everything in it is mounted."""
    screen = app.screen
    if isinstance(screen, OpeningScreen) or not screen.is_mounted:
        return False
    return all(widget.is_mounted for widget in screen.walk_children())


@pytest.fixture(autouse=True)
def pilot_after_the_first_screen(monkeypatch):
    """Make ``CompanionApp.run_test`` yield its pilot once :func:`first_screen_open` holds.

    It stops waiting early if the app stops (a test of a crash), and fails after
    :data:`FIRST_SCREEN_TIMEOUT` seconds naming the screen shown.
    """
    original = CompanionApp.run_test

    @asynccontextmanager
    async def run_test(self, *args, **kwargs):
        async with original(self, *args, **kwargs) as pilot:
            deadline = time.monotonic() + FIRST_SCREEN_TIMEOUT
            while self.is_running and not first_screen_open(self):
                assert time.monotonic() < deadline, f"no first screen after {FIRST_SCREEN_TIMEOUT} s: {self.screen!r}"
                await pilot.pause(0.02)
            await pilot.pause()
            yield pilot

    monkeypatch.setattr(CompanionApp, "run_test", run_test)
