"""companion import PATH: a journal checked as replay checks it, copied under a free name, never over a saved game."""

from __future__ import annotations

import json
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


# --- a torn last line (issue 35, item 5) ---------------------------------------------------------

def torn_copy(folder: Path) -> Path:
    """The full game with a last line cut short while it was written (no newline at its end)."""
    source = folder / "torn.jsonl"
    source.write_bytes(FULL_GAME.read_bytes() + b'{"type":"ruling","se')
    return source


def test_a_torn_last_line_is_left_out_of_the_copy_and_said_in_one_warning(tmp_path):
    """Chosen: a torn last line is a write cut short, not damage (replay, export and resume skip it
    too), so the game is imported without it; the warning says so, the source is left as it is.
    Before: the copy kept the torn bytes, said to be skipped "and everything before it kept"."""
    source = torn_copy(tmp_path)
    before = source.read_bytes()
    result = run_cli("import", str(source))
    assert result.code == 0, result.err
    lines = FULL_GAME.read_text(encoding="utf-8").count("\n")
    assert result.err == (
        f"companion: warning: {source}: line {lines + 1} was incomplete (no newline at the end; the companion "
        "stopped while saving it) and was left out of torn.jsonl; everything before it is kept, and torn.jsonl is unchanged\n"
    )
    assert saved() == {"torn.jsonl": FULL_GAME.read_bytes()}  # every whole line, and nothing else
    assert source.read_bytes() == before


def test_the_game_imported_torn_and_again_whole_is_one_game(tmp_path):
    """Before: the torn copy and the whole journal (the source once resumed where it was played, and
    its torn line cut) were two saved games, and the statistics counted the night twice."""
    source = torn_copy(tmp_path)
    assert run_cli("import", str(source)).code == 0
    whole = tmp_path / "torn-resumed" / "torn.jsonl"
    whole.parent.mkdir()
    shutil.copyfile(FULL_GAME, whole)
    again = run_cli("import", str(whole))
    assert again.code == 0 and "already saved as torn.jsonl" in again.out, again.out
    assert len(saved()) == 1
    stats = run_cli("stats", "--json")
    assert stats.code == 0, stats.err
    (titm,) = json.loads(stats.out)["sections"]
    assert titm["group"]["games"] == 1
