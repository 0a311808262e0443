"""The statistics' cache goes by the journal's content: a second run replays nothing unchanged, and an
edit that keeps the file's size and modification time is replayed all the same."""

from __future__ import annotations

import os

import pytest

from companion.game.stats import collect as collect_module
from companion.game.stats.aggregate import compute
from companion.game.stats.cache import DigestCache, cache_dir
from companion.game.stats.collect import collect
from companion.game.stats.names import Names
from companion.game.store import games_dir
from tests.stats.nights import monday, three_nights, tuesday


@pytest.fixture
def replays(monkeypatch):
    """The journals replayed (file names), in order."""
    seen: list[str] = []
    real = collect_module.digest_of

    def counting(path, data):
        seen.append(path.name)
        return real(path, data)

    monkeypatch.setattr(collect_module, "digest_of", counting)
    return seen


def best_of(name: str) -> int | None:
    (titm,) = compute(collect().games, Names({"Bo": "Ben"}))
    return next(p.best_score for p in titm.players if p.name == name)


def test_a_second_run_replays_only_what_cannot_be_cached(replays):
    three_nights()
    collect()
    assert sorted(replays) == ["broken.jsonl", "monday.jsonl", "tuesday.jsonl", "wednesday.jsonl"]
    replays.clear()
    collect()
    assert replays == ["broken.jsonl"]  # a damaged journal has nothing to cache: it is named again


def test_an_edit_keeping_size_and_modification_time_is_replayed(replays):
    monday()
    tuesday()
    assert best_of("Ben") == 20
    path = games_dir() / "tuesday.jsonl"
    before = os.stat(path)
    data = path.read_bytes()
    assert data.count(b'"player":"Bo","what":"vp","value":20,') == 1
    path.write_bytes(data.replace(b'"player":"Bo","what":"vp","value":20,', b'"player":"Bo","what":"vp","value":30,'))
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    after = os.stat(path)
    assert (after.st_size, after.st_mtime_ns) == (before.st_size, before.st_mtime_ns)
    replays.clear()
    assert best_of("Ben") == 30  # Bo's correction now 30: Ben's best score
    assert replays == ["tuesday.jsonl"]


def test_the_cache_lives_in_the_cache_folder_and_a_damaged_one_is_rebuilt(replays):
    monday()
    collect()
    cache = DigestCache(games_dir()).path
    assert cache.is_file() and cache.is_relative_to(cache_dir())
    assert not any(p.name.endswith(".json") and p.parent == games_dir() for p in games_dir().iterdir())
    cache.write_bytes(b"\x00 not a cache")
    replays.clear()
    collect()
    assert replays == ["monday.jsonl"]
    replays.clear()
    collect()
    assert replays == []


def test_a_copy_of_a_saved_journal_counts_once():
    monday()
    (games_dir() / "monday-copy.jsonl").write_bytes((games_dir() / "monday.jsonl").read_bytes())
    collected = collect()
    assert len(collected.games) == 1
    (skipped,) = collected.skipped
    assert "the same journal as monday-copy.jsonl" in skipped.problem
