"""What README.md and docs/*.md promise a user of the command line, tried for real."""

from __future__ import annotations

import pytest

from companion.game.store import games_dir
from tests.cli.conftest import assert_one_line_error, run_cli
from tests.game.helpers import new_game


@pytest.fixture
def saved_game():
    """A saved game in the data folder, as ``companion games`` lists it (``game.jsonl``)."""
    folder = games_dir()
    folder.mkdir(parents=True, exist_ok=True)
    game = new_game(folder)
    game.close()
    return game.path


# --- GAME: a saved game's name, the file name `companion games` lists, or a path ------------------


def test_replay_and_export_take_the_file_name_that_games_lists(saved_game, tmp_path, monkeypatch):
    # README: `replay GAME` "(its name, or its journal file)"; `companion games` lists "… — game.jsonl".
    monkeypatch.chdir(tmp_path)  # anywhere but the games folder
    listed = run_cli("games")
    assert listed.out.rstrip().endswith("— game.jsonl"), listed.out
    replayed = run_cli("replay", "game.jsonl")
    assert replayed.code == 0, replayed.err
    assert replayed.out.startswith("Test night: turn I, Production")
    exported = run_cli("export", "game.jsonl")
    assert exported.code == 0, exported.err
    assert exported.out.startswith("# Test night")


def test_a_listed_file_name_in_the_current_folder_is_still_that_file(saved_game, tmp_path, monkeypatch):
    # A file that exists where the command runs is that file, even if a saved game has its name.
    monkeypatch.chdir(tmp_path)
    (tmp_path / "game.jsonl").write_text("not a journal\n", encoding="utf-8")
    assert_one_line_error(run_cli("replay", "game.jsonl"), "game.jsonl", "not a companion journal")


@pytest.mark.parametrize("command", ["resume", "serve"])
def test_resume_and_serve_name_what_is_wrong_with_a_path(command, saved_game, tmp_path):
    # journal-format.md, File rules: "a folder … is refused at once with one line naming the file";
    # it used to be "no saved game called '/tmp/…'", as if the path had been taken for a name.
    folder = tmp_path / "not-a-game"
    folder.mkdir()
    assert_one_line_error(run_cli(command, str(folder)), str(folder), "is a folder, not a journal")
    missing = tmp_path / "missing.jsonl"
    assert_one_line_error(run_cli(command, str(missing)), str(missing), "no such journal")

