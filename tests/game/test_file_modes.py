"""Journals are their owner's only: a game played with VP totals face down keeps those totals in its
journal, which was created 0644 (any local user could read them) in a data folder made 0755.

Now the folders the companion makes for journals are 0700 and every journal, and every copy of one
(``.torn``, ``-rescued``), 0600, whatever the umask allows beyond.
"""

from __future__ import annotations

import os
import stat
import sys

import pytest

from companion.game.store import games_dir, new_game_path
from companion.game.saved import saved_games
from companion.game.summaries import CACHE_NAME
from tests.game.helpers import fixed_clock, new_game, reopened_with_torn_tail
from companion.game.events import Ruling

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX modes")


@pytest.fixture(autouse=True)
def _usual_umask():
    old = os.umask(0o022)  # the usual umask: files 0644 and folders 0755 unless the companion says otherwise
    yield
    os.umask(old)


def mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


def test_a_new_games_data_folder_games_folder_and_journal_are_private(tmp_path, monkeypatch):
    data = tmp_path / "home" / "share" / "companion"
    monkeypatch.setenv("COMPANION_DATA_DIR", str(data))
    path = new_game_path("Friday", fixed_clock()(), games_dir())
    game = new_game(path.parent)
    game.close()
    assert path.parent == data / "games"
    assert (mode(data), mode(data / "games"), mode(game.path)) == (0o700, 0o700, 0o600)
    assert mode(tmp_path / "home") == 0o700  # made for the journal, like every missing folder above it
    saved_games()
    assert mode(data / "games" / CACHE_NAME) == 0o600  # the listing's cache: names and players


def test_a_folder_that_exists_is_left_as_it_is(tmp_path):
    os.chmod(tmp_path, 0o755)
    game = new_game(tmp_path)
    game.close()
    assert (mode(tmp_path), mode(game.path)) == (0o755, 0o600)


def test_a_torn_tail_set_aside_and_a_rescued_journal_are_private(tmp_path):
    game = reopened_with_torn_tail(new_game(tmp_path))
    assert mode(tmp_path / "game.jsonl.torn") == 0o600
    game.path.unlink()
    with pytest.raises(Exception, match="was deleted or replaced"):
        game.record(Ruling(text="after the deletion"))
    game.close()
    assert mode(tmp_path / "game-rescued.jsonl") == 0o600


# --- import and the statistics' cache (issue 35, item 5) ----------------------------------------

FULL_GAME = os.path.join(os.path.dirname(__file__), "..", "data", "full-game-5p.jsonl")


@pytest.mark.parametrize("umask", [0o022, 0o000], ids=["umask-022", "umask-000"])
def test_import_into_a_fresh_data_folder_makes_private_folders_and_journal(tmp_path, monkeypatch, umask):
    """Before: `companion import` made the folders 0755 and the journal 0644 (368 of 368 fuzzed imports)."""
    from tests.cli.conftest import run_cli

    data = tmp_path / "fresh" / "companion"
    monkeypatch.setenv("COMPANION_DATA_DIR", str(data))
    os.umask(umask)  # 0o000: nothing taken away; the companion sets the modes itself
    result = run_cli("import", FULL_GAME)
    assert result.code == 0, result.err
    journal = data / "games" / "full-game-5p.jsonl"
    assert (mode(tmp_path / "fresh"), mode(data), mode(data / "games"), mode(journal)) == (0o700, 0o700, 0o700, 0o600)


@pytest.mark.parametrize("umask", [0o022, 0o000], ids=["umask-022", "umask-000"])
def test_the_statistics_cache_folders_are_private(tmp_path, monkeypatch, umask):
    """Before: the cache folder and its stats folder were made 0755 (players' names are in the cache)."""
    from companion.game.stats.cache import DigestCache
    from companion.game.stats.collect import collect

    cache = tmp_path / "home" / "cache"
    monkeypatch.setenv("COMPANION_CACHE_DIR", str(cache))
    game = new_game(games_dir())
    game.close()
    os.umask(umask)
    assert len(collect().games) == 1
    kept = DigestCache(games_dir()).path
    assert kept.parent == cache / "stats"
    assert (mode(tmp_path / "home"), mode(cache), mode(cache / "stats"), mode(kept)) == (0o700, 0o700, 0o700, 0o600)
