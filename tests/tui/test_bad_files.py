"""Unreadable files never hang or stop the TUI: the start screen, ``companion --game PATH``, ``companion resume``.

Each bad-file class — a FIFO, a folder, ``/dev/zero`` behind a symlink, a binary file, a journal of a
newer schema, a journal whose timestamp has no time zone — ends as one clear line: exit status 2
before the TUI starts, or the start screen with one notification. Nothing here may hang: a FIFO
opened for reading blocks until a writer comes, so every test runs under a timeout.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path

import pytest

from companion.cli import commands
from companion.game.store import games_dir
from companion.tui.app import make_app
from tests.cli.helpers import run
from tests.game.helpers import fixed_clock, new_game
from tests.tui.hostile import screen_text
from tests.tui.test_hostile_text import notifications, options_text, settle

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev/zero are POSIX")

SIZE = (160, 40)


def good_journal(folder: Path) -> Path:
    game = new_game(folder)
    game.close()
    return folder / "game.jsonl"


def make_bad(kind: str, folder: Path) -> Path:
    """A bad journal of one class, as ``folder/<kind>.jsonl``."""
    path = folder / f"{kind}.jsonl"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "dev-zero":
        path.symlink_to("/dev/zero")
    elif kind == "binary":
        path.write_bytes(bytes(range(256)) * 64)
    elif kind == "newer-schema":
        lines = good_journal(folder / "tmp-newer").read_text(encoding="utf-8").splitlines()
        header = json.loads(lines[0])
        header["schema"] = 99
        path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n", encoding="utf-8")
    elif kind == "naive-time":
        text = good_journal(folder / "tmp-naive").read_text(encoding="utf-8")
        path.write_text(text.replace('Z"', '"'), encoding="utf-8")  # "at":"2026-11-20T19:30:00" — no time zone
    else:  # pragma: no cover
        raise ValueError(kind)
    return path


BAD = ["fifo", "folder", "dev-zero", "binary", "newer-schema", "naive-time"]


def tui_options(monkeypatch) -> list[dict]:
    """Make the command line hand the TUI's options to the test instead of starting a terminal app."""
    started: list[dict] = []

    def start(**options):
        started.append(options)
        return 0

    monkeypatch.setattr(commands, "_run_tui", start)
    monkeypatch.setattr("companion.cli.terminal.terminal_problem", lambda: None)  # as in a terminal
    return started


async def start_screen_with_one_notification(options: dict) -> tuple[str, list[str]]:
    """Run the TUI as the command line would start it; return the screen's class name and its notifications."""
    app = make_app(**options, blink=False, now=fixed_clock())
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await settle(pilot)
        return type(app.screen).__name__, notifications(app)


@pytest.mark.parametrize("command", ["--game", "resume"])
@pytest.mark.parametrize("kind", BAD)
async def test_a_bad_file_is_one_line_never_a_hang(tmp_path, monkeypatch, capsys, kind, command):
    """``companion --game PATH`` / ``companion resume PATH``: exit 2 with one line, or the start screen with one notification."""
    path = make_bad(kind, tmp_path)
    started = tui_options(monkeypatch)
    status, out, err = await asyncio.wait_for(asyncio.to_thread(run, capsys, command, str(path)), timeout=20)
    if status == 2:  # refused before the TUI starts: one line (resume names no file yet: it looks among saved games)
        assert not started and err.startswith("companion: ") and err.count("\n") == 1, err
        assert command == "resume" or path.name in err, err
        return
    assert status == 0 and len(started) == 1, err
    screen, shown = await asyncio.wait_for(start_screen_with_one_notification(started[0]), timeout=30)
    assert screen == "StartScreen", screen
    assert len(shown) == 1 and path.name in shown[0], shown


async def test_the_start_screen_lists_every_readable_game_beside_unreadable_ones():
    folder = games_dir()
    folder.mkdir(parents=True, exist_ok=True)
    good = new_game(folder)
    good.close()
    for kind in BAD:
        make_bad(kind, folder)
    (folder / "control.jsonl").write_bytes(b"\x1b]0;pwned\x07\x1b[2J\n")
    (folder / "\x1b]0;pwned\x07.jsonl").write_bytes(b"\x00\xff binary\n")  # a file name that would set the title
    app = make_app(start="start", blink=False, now=fixed_clock())
    async with app.run_test(size=SIZE) as pilot:
        await asyncio.wait_for(settle(pilot), timeout=30)
        listed = options_text(app.screen.query_one("#start-menu"))
        assert "Resume: Test night — Ann, Ben, Cat, Dan — turn I, Production" in listed
        for kind in ("binary", "newer-schema", "naive-time", "control"):
            assert f"✗ {kind}.jsonl: " in listed, listed
        assert "✗ \\x1b]0;pwned\\x07.jsonl: " in listed, listed  # file text is shown printable
        assert "\x1b" not in screen_text(app) and "\x07" not in screen_text(app)


async def test_a_file_name_with_control_characters_is_shown_printable(tmp_path, monkeypatch, capsys):
    path = tmp_path / "\x1b]0;pwned\x07.jsonl"
    path.write_bytes(b"\x00\xff binary\n")
    tui_options(monkeypatch)  # never a real terminal app inside the test
    status, out, err = run(capsys, "--game", str(path))
    if status == 2:  # the command line refuses it first: its one line is printable too
        assert "\\x1b]0;pwned\\x07.jsonl" in err and "\x1b" not in err and "\x07" not in err, err
    # The TUI opening the same file (as the start screen or a file gone bad after the check would): one notification.
    screen, shown = await start_screen_with_one_notification({"start": "open", "game_path": path})
    assert screen == "StartScreen" and len(shown) == 1, shown
    assert "\\x1b]0;pwned\\x07.jsonl" in shown[0] and "\x1b" not in shown[0] and "\x07" not in shown[0], shown
