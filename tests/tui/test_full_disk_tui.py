"""A full disk at the table: the screen says so in one line, the app keeps running, nothing is shown as done.

Before: Ctrl+Z and Ctrl+Y on a full disk stopped the app (the JournalError was not caught), and a
timer key started the big digits although the timer event was never saved. The disk is filled by
making ``os.write`` refuse journal lines with ENOSPC during a Pilot run.
"""

from __future__ import annotations

import errno
import os

from companion.game.journal import load
from companion.game.store import games_dir
from companion.tui.app import make_app
from tests.game.helpers import new_game, fixed_clock
from tests.tui.hostile import screen_text
from tests.tui.test_hostile_text import notifications, settle, submit
from companion.game.titm.events import Correction, PhaseAdvance


class FullDisk:
    """``os.write`` that refuses every journal line (a JSON event) with ENOSPC while ``full``; other writes pass."""

    def __init__(self) -> None:
        self.real = os.write
        self.full = True
        self.refused = 0

    def __call__(self, fd: int, data) -> int:
        if self.full and bytes(data[:9]) == b'{"type":"':
            self.refused += 1
            raise OSError(errno.ENOSPC, "No space left on device")
        return self.real(fd, data)


def a_game_in_trading():
    game = new_game(games_dir())
    game.record(PhaseAdvance(to="trading"))
    game.record(Correction(player="Ben", what="vp", value=2, reason="a card misread"))
    game.close()
    return games_dir() / "game.jsonl"


async def test_keys_undo_redo_and_the_timer_on_a_full_disk(monkeypatch):
    path = a_game_in_trading()
    app = make_app(start="open", game_path=path, blink=False, now=fixed_clock())
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+z", "ctrl+y")  # with room: the correction undone and redone
        await settle(pilot)
        saved = path.read_bytes()
        disk = FullDisk()
        monkeypatch.setattr(os, "write", disk)

        shown: list[str] = []  # one notification is on screen at a time: read each as it comes
        await pilot.press("t")  # the timer: not started, since its start was not saved
        await settle(pilot)
        shown += notifications(app)
        assert app.timer is not None and app.timer.status == "ready"
        assert "ready — t to start" in screen_text(app)

        await pilot.press("ctrl+z")  # undo: refused, the correction stays
        await settle(pilot)
        shown += notifications(app)
        assert app.game.state.player("Ben").vp == 2

        await pilot.press("ctrl+y")  # nothing to redo… so first make something to redo, with room
        monkeypatch.setattr(os, "write", disk.real)
        await pilot.press("ctrl+z")
        await settle(pilot)
        assert app.game.state.player("Ben").vp == 0
        saved = path.read_bytes()
        monkeypatch.setattr(os, "write", disk)
        await pilot.press("ctrl+y")  # redo: refused, the correction stays undone
        await settle(pilot)
        shown += notifications(app)
        assert app.game.state.player("Ben").vp == 0

        await pilot.press("w")  # a dialog's record: the dialog says why and stays open
        await settle(pilot)
        await submit(pilot, cards="2", checked="")
        assert "No space left on device" in str(app.screen.query_one(".dialog-error").render())
        await pilot.press("escape")
        await settle(pilot)

        assert disk.refused == 4, disk.refused
        for said in ("No space left on device", "Not undone: ", "Not redone: "):
            assert any(said in n for n in shown), (said, shown)
        assert all("\n" not in n for n in shown), shown  # each says it in one line
        assert path.read_bytes() == saved  # not one byte of a refused change
        assert app.return_code is None and type(app.screen).__name__ == "TableScreen"  # still running, on the table

        monkeypatch.setattr(os, "write", disk.real)  # room again: the same keys work
        await pilot.press("ctrl+y", "t")
        await settle(pilot)
        assert app.game.state.player("Ben").vp == 2 and app.timer.status == "running"
        await pilot.press("ctrl+q")
    assert [e.type for e in load(path).events][-3:] == ["redo", "timer", "timer"]  # redone, started, paused on quitting


async def test_quitting_on_a_full_disk_with_the_timer_running_says_the_timer_runs_on(monkeypatch):
    """Before: Ctrl+Q could not save the running timer paused, and the app quit with status 0 and
    not a word; the next `resume` found the trading time spent while the game was closed. The app
    still quits at once, and leaves a line saying so, printed once the terminal is restored."""
    path = a_game_in_trading()
    app = make_app(start="open", game_path=path, blink=False, now=fixed_clock())
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await settle(pilot)
        await pilot.press("t")  # started, with room
        await settle(pilot)
        assert app.timer.status == "running"
        monkeypatch.setattr(os, "write", FullDisk())
        await pilot.press("ctrl+q")
    monkeypatch.undo()
    assert app.return_code == 0
    assert load(path).events[-1].action == "start"  # the pause was not saved
    note = app.exit_note or ""
    assert "the trading timer could not be saved paused" in note and "No space left on device" in note, note
    assert "\n" not in note


def test_run_tui_prints_the_apps_last_word_after_the_terminal_is_restored(monkeypatch, capsys):
    import companion.tui.app as tui_app
    from companion.tui.run import run_tui

    class Quit:
        game = None
        return_code = 0
        exit_note = "the trading timer could not be saved paused (No space left on device): it is still running"

        def run(self):
            pass

    monkeypatch.setattr(tui_app, "make_app", lambda **options: Quit())
    assert run_tui(start="start") == 0
    assert capsys.readouterr().err == f"companion: warning: {Quit.exit_note}\n"
