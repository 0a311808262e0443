"""No terminal, nothing touched (issue 35, item 8): the commands that open the TUI ask for a terminal
before they read or open a journal.

Before: ``setsid companion resume </dev/null`` exited 2 as promised, but first cut a torn last line
off the journal and set it aside in ``night.jsonl.torn`` (``--game`` too): opening a game to continue
repairs it, and the terminal was asked for only after.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from companion.game.store import games_dir
from tests.cli.helpers import console_script
from tests.game.helpers import new_game
from companion.game.events import Ruling

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX sessions")


def folder_contents(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


@pytest.mark.parametrize("argv", [["resume"], ["resume", "night"], ["--game", "JOURNAL"], ["--game", "JOURNAL", "resume"]])
def test_a_torn_journal_is_left_byte_for_byte_without_a_terminal(argv):
    game = new_game(games_dir())
    game.record(Ruling(text="a ruling", rule="001 Trading Phase"))
    game.close()
    journal = game.path.rename(games_dir() / "night.jsonl")
    with journal.open("ab") as out:
        out.write(b'{"type":"ruling","se')  # a last line cut short
    before = folder_contents(games_dir())
    result = subprocess.run(
        [str(console_script()), *[str(journal) if a == "JOURNAL" else a for a in argv]],
        stdin=subprocess.DEVNULL, capture_output=True, text=True, env=dict(os.environ), timeout=60,
        start_new_session=True,  # setsid: no controlling terminal
    )
    assert result.returncode == 2 and result.stdout == "", result.stderr
    assert result.stderr.startswith("companion: the TUI needs a terminal") and result.stderr.count("\n") == 1, result.stderr
    assert folder_contents(games_dir()) == before  # the journal byte for byte, no .torn, no listing's cache
