"""SIGKILL of the real TUI at random moments during key presses loses nothing the screen showed.

A handful of kills here (the full campaign of 30 and more: ``python tests/tui/sigkill.py --kills 30``);
see :mod:`tests.tui.sigkill` for how frames are read and compared with the journal.
"""

from __future__ import annotations

import sys

import pytest

from tests.tui.sigkill import campaign
from companion.game.titm.events import Correction, PhaseAdvance, Warehouse

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pty and SIGKILL")

KILLS = 3


def test_a_few_kills_of_the_real_tui_lose_nothing_shown(tmp_path, monkeypatch):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    result = campaign(KILLS, seed=20261123, folder=tmp_path)
    assert [k.problem for k in result.kills] == [""] * KILLS, result.summary()
    assert all(k.frames >= 1 for k in result.kills)  # each run showed its table before it was killed
    assert sum(k.found - k.start for k in result.kills) >= 1, result.summary()  # and recorded something


def test_the_check_finds_an_event_shown_but_missing_from_the_journal(tmp_path):
    """The comparison itself: frames of states 1…n match a journal of n events, not one of n − 1."""
    from tests.tui.sigkill import fresh_journal, journal_states, unmatched

    from companion.game.session import Game

    path = fresh_journal(tmp_path, 1)
    game = Game.open(path)
    start = len(game.events)
    game.record(PhaseAdvance(to="trading"))
    game.record(Warehouse(player="Ada", cards=2))
    game.record(Correction(player="Bram", what="vp", value=3, reason="a card misread"))
    events = list(game.events)
    game.close()
    frames = [shown for _, shown, _ in journal_states(events, start)]
    assert unmatched(frames, journal_states(events, start)) == (len(events), None)
    last_shown, missing = unmatched(frames, journal_states(events[:-1], start))
    assert missing == frames[-1] and last_shown == len(events) - 1
    # Out of order is caught too: the warehouse shown after the correction was shown.
    assert unmatched([frames[-1], frames[-2]], journal_states(events, start))[1] == frames[-2]
