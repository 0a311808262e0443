"""The saved-games listing (`companion games`, the start screen): bounded work per unchanged journal,
never a stale line for a game that moved on, never broken by one bad file or a bad cache."""

from __future__ import annotations

import re

import pytest

from companion.game import journal as journal_module
from companion.game.saved import saved_games
from companion.game.summaries import CACHE_NAME
from companion.game.session import Game
from tests.game.helpers import new_game
from companion.game.titm.events import PhaseAdvance


@pytest.fixture
def loads(monkeypatch):
    """Count the journals read (and folded) by the listing."""
    seen = []
    real = journal_module.load

    def counting(path):
        seen.append(path.name)
        return real(path)

    monkeypatch.setattr(journal_module, "load", counting)
    return seen


def two_games(folder):
    for name in ("a", "b"):
        sub = folder / name
        sub.mkdir()
        game = new_game(sub)
        game.close()
        game.path.rename(folder / f"{name}.jsonl")


def test_unchanged_journals_are_read_once_and_a_changed_one_again(tmp_path, loads):
    two_games(tmp_path)
    first = saved_games(tmp_path)
    assert sorted(loads) == ["a.jsonl", "b.jsonl"]
    loads.clear()
    assert saved_games(tmp_path) == first and loads == []  # from the cache, identical
    game = Game.open(tmp_path / "b.jsonl")
    game.record(PhaseAdvance(to="trading"))
    game.close()
    listed = {g.path.name: g.phase for g in saved_games(tmp_path)}
    assert loads == ["b.jsonl"] and listed == {"a.jsonl": "production", "b.jsonl": "trading"}


@pytest.mark.parametrize("cache", [b"not json", b"{}", b'{"version": 99, "entries": {}}', b"\x00" * 10])
def test_a_damaged_or_foreign_cache_is_ignored_and_rebuilt(tmp_path, loads, cache):
    two_games(tmp_path)
    (tmp_path / CACHE_NAME).write_bytes(cache)
    assert [g.phase for g in saved_games(tmp_path)] == ["production", "production"]
    assert sorted(loads) == ["a.jsonl", "b.jsonl"]
    loads.clear()
    saved_games(tmp_path)
    assert loads == []


def test_a_cache_entry_for_another_file_state_is_not_trusted(tmp_path, loads):
    two_games(tmp_path)
    saved_games(tmp_path)
    (tmp_path / "a.jsonl").write_text("damaged\n", encoding="utf-8")
    problems = {g.path.name: g.problem for g in saved_games(tmp_path)}
    assert "not a companion journal" in problems["a.jsonl"] and problems["b.jsonl"] == ""


def test_a_journal_linked_into_the_folder_is_listed_as_it_is_now(tmp_path, loads):
    """A game kept elsewhere (a synced folder) and linked into the games folder: before, the cache
    went by the link's own state, which never changes as the game is played through its real path,
    so the listing said 'Trading' for ever while the game had moved on."""
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    new_game(elsewhere).close()
    folder = tmp_path / "games"
    folder.mkdir()
    (folder / "linked.jsonl").symlink_to(elsewhere / "game.jsonl")
    assert [g.phase for g in saved_games(folder)] == ["production"]
    game = Game.open(elsewhere / "game.jsonl")
    game.record(PhaseAdvance(to="trading"))
    game.close()
    assert [g.phase for g in saved_games(folder)] == ["trading"]
    loads.clear()
    assert [g.phase for g in saved_games(folder)] == ["trading"] and loads == []  # unchanged: from the cache


def test_a_listing_in_a_folder_it_cannot_write_still_lists(tmp_path, monkeypatch):
    two_games(tmp_path)
    from companion.errors import CompanionError

    def refuse(*args, **kwargs):
        raise CompanionError("read-only folder")

    monkeypatch.setattr("companion.game.files.write_file", refuse)
    assert len(saved_games(tmp_path)) == 2 and not (tmp_path / CACHE_NAME).exists()


def test_a_game_is_listed_with_its_turn_as_the_turn_track_numbers_it(tmp_path):
    # The table's title says "Turn III of VI · Trading"; the listing said "turn 3, trading".
    import random

    from companion.game.titm.autoplay import play
    from companion.game.store import games_dir

    game = new_game(games_dir())
    play(game, random.Random(1), until=(3, "trading"))
    game.close()
    listed = saved_games()[0].describe()
    assert listed.startswith("Test night — Ann, Ben, Cat, Dan — turn III, Trading — ")
    finished = new_game(games_dir() / "over")
    play(finished, random.Random(1))
    finished.close()
    assert "— game over —" in saved_games(games_dir() / "over")[0].describe()


@pytest.mark.parametrize("why", ["unreadable", "a file"])
def test_a_games_folder_that_cannot_be_read_is_a_problem_not_an_empty_list(tmp_path, monkeypatch, why):
    """Before: a games folder the user could not read (its permissions changed), or a file where it
    should be, listed as 'No saved games yet … Start one', and `resume` said 'no saved games': the
    table thought its games were gone. The listing now says the folder cannot be read, and why."""
    import errno
    import os

    from companion.game.errors import GameError
    from companion.game.saved import find_game

    folder = tmp_path / "games"
    if why == "a file":
        folder.write_text("not a folder\n", encoding="utf-8")
        reason = "Not a directory"
    else:
        two_games(folder.mkdir() or folder)
        real = os.scandir

        def refused(path=".", *args):
            if os.fspath(path) == os.fspath(folder):
                raise PermissionError(errno.EACCES, "Permission denied")
            return real(path, *args)

        monkeypatch.setattr(os, "scandir", refused)
        reason = "Permission denied"
    listed = saved_games(folder)
    assert len(listed) == 1 and listed[0].problem == f"{folder}: the games folder cannot be read ({reason})"
    with pytest.raises(GameError, match="the games folder cannot be read"):
        find_game(None, folder)
    # asked for by name, the same reason: 'no saved games in …' said the games were gone
    with pytest.raises(GameError, match=f"^{re.escape(str(folder))}: the games folder cannot be read \\({reason}\\)$"):
        find_game("friday", folder)
    assert saved_games(tmp_path / "none") == []  # no folder yet: simply no games


def test_a_same_size_edit_with_its_time_kept_is_listed_afresh(tmp_path, loads):
    """Before: the cache trusted size and modification time, so an edit that kept both (the phase
    written back as a word of the same length, the time set back with touch -r) listed the game as
    it was before. The cache is now keyed by the content's SHA-256."""
    import os

    two_games(tmp_path)
    path = tmp_path / "b.jsonl"
    game = Game.open(path)
    game.record(PhaseAdvance(to="trading"))
    game.close()
    assert {g.path.name: g.phase for g in saved_games(tmp_path)}["b.jsonl"] == "trading"
    before = os.stat(path)
    data = path.read_bytes()
    edited = data.replace(b'"to":"trading"', b'"to":"xxxxxxx"')  # same length; the game can no longer be read
    assert len(edited) == len(data) and edited != data
    with path.open("r+b") as out:
        out.write(edited)
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    after = os.stat(path)
    assert (after.st_size, after.st_mtime_ns, after.st_ino) == (before.st_size, before.st_mtime_ns, before.st_ino)
    loads.clear()
    listed = {g.path.name: g for g in saved_games(tmp_path)}
    assert loads == ["b.jsonl"]
    assert listed["b.jsonl"].problem and "line 3" in listed["b.jsonl"].problem


def test_a_touched_or_copied_journal_is_not_folded_again(tmp_path, loads):
    """Its content is what was read: the times moved, the SHA-256 did not, so the summary stands."""
    import os
    import shutil

    two_games(tmp_path)
    saved_games(tmp_path)
    os.utime(tmp_path / "a.jsonl", ns=(1, 1))
    shutil.copyfile(tmp_path / "b.jsonl", tmp_path / "b.tmp")
    os.replace(tmp_path / "b.tmp", tmp_path / "b.jsonl")  # a new file (inode), the same content
    loads.clear()
    assert [g.phase for g in saved_games(tmp_path)] == ["production", "production"] and loads == []
