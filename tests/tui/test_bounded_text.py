"""One bad journal costs the listing no more than a good one, and no line it shows is megabytes long.

Before: a journal whose event type was 10 MB long made ``companion games`` print a 10 MB line, every
time (a problem too long to cache was read again at every listing), and the start screen took 11.8 s
to draw its one 10 MB option. What is quoted of a file is now cut, with an ellipsis.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from companion.game import journal as journal_module
from companion.game.store import games_dir
from companion.game.saved import saved_games
from companion.tui.app import make_app
from tests.cli.conftest import assert_one_line_error, run_cli
from tests.game.helpers import fixed_clock, new_game
from tests.tui.test_hostile_text import options_text, settle
from companion.game.titm.events import PhaseAdvance

HUGE = 10_000_000


def huge_event_type(folder: Path) -> Path:
    """``folder/huge.jsonl``: a good game whose third line's event type is 10 MB of x."""
    game = new_game(folder / "tmp-huge")
    game.record(PhaseAdvance(to="trading"))
    game.close()
    lines = game.path.read_bytes().split(b"\n")
    event = json.loads(lines[2])
    event["type"] = "x" * HUGE
    path = folder / "huge.jsonl"
    path.write_bytes(b"\n".join([*lines[:2], json.dumps(event).encode()]) + b"\n")
    return path


def test_the_games_listing_of_a_10_mb_event_type_is_short_and_read_once(monkeypatch):
    folder = games_dir()
    new_game(folder).close()
    huge_event_type(folder)
    result = run_cli("games")
    assert result.code == 0
    lines = result.out.splitlines()
    assert len(lines) == 3 and max(len(line) for line in lines) < 700, [len(line) for line in lines]
    bad = next(line for line in lines if line.startswith("huge.jsonl: cannot be read"))
    assert "line 3: unknown event type 'xxxxxxxxxx" in bad and bad.endswith("…'")
    reads = []
    real = journal_module.load
    monkeypatch.setattr(journal_module, "load", lambda path: reads.append(path.name) or real(path))
    assert run_cli("games").out == result.out and reads == []  # its problem is cached like a good game's summary
    assert [g.problem != "" for g in saved_games()] == [False, True]


def test_replay_of_a_10_mb_event_type_is_one_short_line(tmp_path):
    path = huge_event_type(tmp_path)
    result = run_cli("replay", str(path))
    assert_one_line_error(result, f"{path}: line 3: unknown event type 'xxxx")
    assert len(result.err) < 500


async def test_the_start_screen_draws_a_10_mb_event_type_as_one_short_line():
    folder = games_dir()
    new_game(folder).close()
    huge_event_type(folder)
    app = make_app(start="start", blink=False, now=fixed_clock())
    async with app.run_test(size=(120, 30)) as pilot:
        await asyncio.wait_for(settle(pilot), timeout=60)
        listed = options_text(app.screen.query_one("#start-menu")).splitlines()
        assert any(line.startswith("Resume: Test night") for line in listed)
        bad = next(line for line in listed if line.startswith("✗ huge.jsonl: "))
        assert "unknown event type 'xxx" in bad and len(bad) < 700
