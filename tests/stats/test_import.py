"""companion import PATH: a journal checked as replay checks it, copied under a free name, never over a saved game."""

from __future__ import annotations

import shutil
from pathlib import Path

from companion.game.store import games_dir
from tests.cli.conftest import assert_one_line_error, run_cli
from tests.stats.nights import monday

FULL_GAME = Path(__file__).parents[1] / "data" / "full-game-5p.jsonl"


def saved() -> dict[str, bytes]:
    folder = games_dir()
    return {p.name: p.read_bytes() for p in folder.iterdir()} if folder.is_dir() else {}


def test_a_journal_is_copied_whole_into_the_games_folder(tmp_path):
    source = tmp_path / "Friday Night.jsonl"
    shutil.copyfile(FULL_GAME, source)
    result = run_cli("import", str(source))
    assert result.code == 0, result.err
    assert saved() == {"friday-night.jsonl": FULL_GAME.read_bytes()}
    assert "Full game, five players" in result.out and "friday-night.jsonl" in result.out
    assert run_cli("replay", "friday-night").code == 0


def test_a_saved_game_of_that_name_is_never_replaced(tmp_path):
    monday()
    mine = (games_dir() / "monday.jsonl").read_bytes()
    source = tmp_path / "monday.jsonl"
    shutil.copyfile(FULL_GAME, source)  # another game, under the same file name
    assert run_cli("import", str(source)).code == 0
    assert run_cli("import", str(source)).out.count("already saved as monday-2.jsonl") == 1
    assert saved() == {"monday.jsonl": mine, "monday-2.jsonl": FULL_GAME.read_bytes()}


def test_a_damaged_journal_is_refused_in_one_line_and_nothing_is_written(tmp_path):
    lines = FULL_GAME.read_text(encoding="utf-8").splitlines(keepends=True)
    bad = tmp_path / "bad.jsonl"
    bad.write_text("".join([*lines[:3], "{not json\n", *lines[4:]]), encoding="utf-8")
    assert_one_line_error(run_cli("import", str(bad)), "bad.jsonl: line 4")
    refused = tmp_path / "refused.jsonl"  # valid lines, but an event the rules do not allow
    refused.write_text("".join([*lines[:2], lines[2].replace('"to":"trading"', '"to":"civic"')]), encoding="utf-8")
    assert '"to":"civic"' in refused.read_text(encoding="utf-8")
    result = run_cli("import", str(refused))
    assert_one_line_error(result, "refused.jsonl: line 3")
    assert_one_line_error(run_cli("import", str(tmp_path / "missing.jsonl")), "missing.jsonl")
    assert_one_line_error(run_cli("import", str(tmp_path)), "folder")
    assert saved() == {}
    assert not list(games_dir().parent.rglob("*.new"))  # no temporary file left behind
