"""A terminal that goes away without a SIGHUP: the companion quits as Ctrl+Q would and frees the game.

Before: Textual's input thread read the dead terminal's end of file in a loop at 100% CPU, and the
app held the game's lock until killed, so the next `companion resume` opened the game read-only
(seen on this project's own machine: a companion left by a closed tmux server spun for an hour).
The process here runs in a new session with no controlling terminal (PtyScreen's
``start_new_session``), so closing the pty sends it no SIGHUP, as after a dropped ssh link.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import pytest

from companion.game.journal import load
from companion.game.session import Game
from companion.tui.hangup import HANGUP, INTERVAL
from tests.game.helpers import new_game
from tests.tui.terminal import PtyScreen

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pty")

COMPANION = str(Path(sys.executable).parent / "companion")


def test_a_closed_terminal_ends_the_companion_and_frees_the_game(tmp_path):
    game = new_game(tmp_path)
    game.close()
    term = PtyScreen([COMPANION, "--game", str(game.path)], env={"COMPANION_DATA_DIR": str(tmp_path)})
    try:
        term.wait_for("Test night — Turn I of VI · Production")
        term.press(b"n")  # recorded, then shown
        term.wait_for("[Trading]")
        term.press(b"t")  # the trade timer runs: a quit saves it paused
        term.wait_for("running")
        os.close(term.fd)  # the terminal goes away; no signal is sent
        deadline = time.monotonic() + 5 * INTERVAL + 10
        while term.process.poll() is None and time.monotonic() < deadline:
            time.sleep(0.1)
        assert term.process.poll() == HANGUP, "the companion is still running on a closed terminal"
    finally:
        term.kill()
    reopened = Game.open(game.path)  # the lock is free (JournalLocked, and a read-only table, before)
    try:
        kinds = [(e.type, getattr(e, "action", None)) for e in load(game.path).events]
        assert ("phase_advance", None) in kinds and kinds[-1] == ("timer", "pause")  # as Ctrl+Q leaves it
    finally:
        reopened.close()
