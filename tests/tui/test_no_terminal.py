"""No terminal at all: the TUI says so in one line and exits 2; the other commands work as ever.

Before: ``setsid companion --game J </dev/null`` (a script, a cron job, a service) spun at 100% CPU
for ever (Textual's input thread reading the end of file in a loop), holding the game's lock, so
the host's next ``companion resume`` opened the game read-only.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from companion.game.session import Game
from tests.game.helpers import new_game

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX sessions")

COMPANION = str(Path(sys.executable).parent / "companion")


def _run(tmp_path: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    """``companion ARGV`` in a new session, with no terminal on any of its streams."""
    env = {**os.environ, "COMPANION_DATA_DIR": str(tmp_path / "data")}
    return subprocess.run(
        [COMPANION, *argv],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        start_new_session=True,
    )


@pytest.mark.parametrize("argv", [["--game", "JOURNAL"], ["resume"], ["demo"], [], ["--game", "NEW"]])
def test_the_tui_without_a_terminal_exits_at_once_with_one_line(tmp_path, argv):
    saved = new_game(tmp_path / "data" / "games")
    saved.close()
    given = [str(saved.path) if a == "JOURNAL" else str(tmp_path / "new.jsonl") if a == "NEW" else a for a in argv]
    before = saved.path.read_bytes()
    result = _run(tmp_path, *given)
    assert result.returncode == 2, result.stderr
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.stderr, result.stderr
    assert lines[0].startswith("companion: the TUI needs a terminal, and standard input is not one")
    assert "companion games, replay, export, serve or calc" in lines[0]
    assert saved.path.read_bytes() == before and not (tmp_path / "new.jsonl").exists()
    Game.open(saved.path).close()  # the game's lock is free


def test_the_commands_that_need_no_terminal_run_without_one(tmp_path):
    saved = new_game(tmp_path / "data" / "games")
    saved.close()
    games = _run(tmp_path, "games")
    assert games.returncode == 0 and "Test night" in games.stdout
    replay = _run(tmp_path, "replay", str(saved.path))
    assert replay.returncode == 0 and "Ann" in replay.stdout
    export = _run(tmp_path, "export", str(saved.path))
    assert export.returncode == 0 and export.stdout.startswith("# Test night")
    calc = _run(tmp_path, "calc", "sets", "wine=1")
    assert calc.returncode == 0 and "1 VP" in calc.stdout


def test_serve_runs_without_a_terminal(tmp_path):
    import signal

    saved = new_game(tmp_path)
    saved.close()
    env = {**os.environ, "COMPANION_DATA_DIR": str(tmp_path / "data"), "PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen(
        [COMPANION, "serve", str(saved.path)],
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
        start_new_session=True,
    )
    try:
        assert process.stdout is not None
        assert process.stdout.readline().startswith("board: http://127.0.0.1:")
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=10) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
