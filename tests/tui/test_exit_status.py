"""A crash of the TUI exits non-zero, says where the journal is, and releases the game.

Before: an unexpected error in the TUI printed Textual's traceback and exited 0, so a script or
a host could not tell a crash from quitting, and nothing said whether the game was safe. Now the
exit status is 1, the last line names the journal (everything the screen showed is in it), and
the journal is closed so `companion resume` opens it at once. Run in a real pty, with a fault
injected by a wrapper script (``tests/tui/faulty_companion.py``).
"""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest

from companion.game.journal import load
from companion.game.session import Game
from companion.tui.run import crash_note
from tests.tui.terminal import PtyScreen

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pty")

ROOT = Path(__file__).resolve().parents[2]
WRAPPER = Path(__file__).with_name("faulty_companion.py")


def squeezed(text: str) -> str:
    """``text`` without any white space (a long line wraps at the terminal's edge)."""
    return re.sub(r"\s+", "", text)


def companion(tmp_path: Path, *argv: str, fault: str = "") -> PtyScreen:
    env = {"COMPANION_DATA_DIR": str(tmp_path), "PYTHONPATH": str(ROOT), "COMPANION_TEST_FAULT": fault}
    return PtyScreen([sys.executable, str(WRAPPER), *argv], columns=120, lines=50, env=env)


def test_a_crash_exits_1_names_the_journal_and_keeps_every_change_shown(tmp_path):
    term = companion(tmp_path, "demo", fault="timer")
    try:
        term.wait_for("Demo night — Turn III of VI · Production")
        term.press(b"n")  # recorded, then shown
        term.wait_for("[Trading]")
        term.press(b"t")  # the injected bug
        status = term.wait_exit(timeout=30)
        shown = term.text()
    finally:
        term.close()
    journal = tmp_path / "games" / "demo.jsonl"
    assert status == 1, shown
    assert "injected fault: the t key" in shown  # Textual's report of the error, after the terminal is restored
    assert squeezed(crash_note(journal)) in squeezed(shown), shown
    loaded = load(journal)
    assert loaded.torn is None and loaded.events[-1].type == "phase_advance" and loaded.events[-1].to == "trading"
    Game.open(journal).close()  # the lock was released: resume opens it at once


def test_quitting_exits_0_and_says_nothing_more(tmp_path):
    term = companion(tmp_path, "demo", fault="timer")
    try:
        term.wait_for("Demo night — Turn III of VI · Production")
        term.press(b"\x11")  # Ctrl+Q
        status = term.wait_exit(timeout=30)
        shown = term.text()
    finally:
        term.close()
    assert status == 0 and "unexpected error" not in shown


def test_the_crash_note_without_a_game_and_read_only():
    assert crash_note(None) == "companion: stopped by an unexpected error (above). No game was open."
    note = crash_note(Path("/games/\x1b]0;x\x07.jsonl"), read_only=True)
    assert "open read-only here" in note and "\\x1b]0;x\\x07.jsonl" in note and "\x1b" not in note
    assert os.sep in crash_note(Path("/games/friday.jsonl"))


async def test_the_timer_refresh_while_the_table_is_taken_down_does_not_raise():
    """Quitting while the trading timer runs: the app's 20 Hz refresh may come after the clock widget is gone.

    Before, ``TableScreen.show_timer`` raised NoMatches then (seen when a test app quit in Trading).
    """
    from companion.tui.widgets.trade_clock import TradeClock
    from tests.tui.helpers import demo_app

    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("n", "t")  # Trading, the timer running
        await pilot.pause()
        await app.screen.query_one(TradeClock).remove()  # as when the screen is taken down
        app.poll_timer()  # what the interval does next: no error
        assert app.timer.status == "running"


async def test_the_timer_refresh_after_the_last_screen_is_gone_does_not_raise():
    """Quitting while the trading timer runs: Textual takes the screens down before the 20 Hz interval stops.

    Before, ``poll_timer`` raised ScreenStackError then (seen in the suite under load), which a crash
    now reports with exit status 1.
    """
    from tests.tui.helpers import demo_app

    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("n", "t")
        await pilot.pause()
        stack = app._screen_stacks[app._current_mode]  # as Textual leaves it while shutting down
        screens = list(stack)
        stack.clear()
        try:
            app.poll_timer()  # no error
        finally:
            stack.extend(screens)
        assert app.timer.status == "running"


def test_a_crash_before_a_new_game_was_saved_says_no_game_was_open(tmp_path, monkeypatch, capsys):
    """`companion --game new.jsonl` crashing in the new-game form, before the game exists: before,
    the note said 'Nothing saved was lost: every change the screen showed is in the journal
    …/new.jsonl — `companion resume` reopens it', a file that was never written."""
    import companion.tui.app as tui_app
    from companion.tui.run import CRASHED, run_tui

    class Crashed:
        game = None
        return_code = 1

        def run(self):
            pass

    monkeypatch.setattr(tui_app, "make_app", lambda **options: Crashed())
    new = tmp_path / "new.jsonl"
    assert run_tui(start="new", game_path=new) == CRASHED
    assert capsys.readouterr().err == crash_note(None) + "\n"
    new.write_bytes(b"")  # a journal that exists is named, as ever
    assert run_tui(start="open", game_path=new) == CRASHED
    assert capsys.readouterr().err == crash_note(new) + "\n"
