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


# --- a cache entry is checked as strictly as an edition (issue 35, item 6) ----------------------

def edit_cached(change) -> None:
    """Apply ``change`` to monday's one cached digest (a dict, as the file holds it) and write the file back."""
    import json

    path = DigestCache(games_dir()).path
    cache = json.loads(path.read_text(encoding="utf-8"))
    (entry,) = cache["entries"].values()
    change(entry)
    path.write_text(json.dumps(cache), encoding="utf-8")  # allow_nan: NaN and Infinity written as such


def ann(entry: dict) -> dict:
    return next(p for p in entry["players"] if p["name"] == "Ann")


EDITS = {
    "NaN length": lambda e: e.update(seconds=float("nan")),
    "infinite turn": lambda e: e["turn_seconds"].__setitem__(0, float("inf")),
    "turns as text": lambda e: e.update(turns="6"),
    "score 999": lambda e: ann(e).update(score=999),  # Ann's sources still sum to 12
    "VP by source edited alone": lambda e: ann(e)["sources"].update(correction=99),
    "a worse score placed first": lambda e: next(p for p in e["players"] if p["name"] == "Dan").update(rank=1, winner=True),
    "place past the table": lambda e: ann(e).update(rank=9),
    "negative calamities": lambda e: ann(e)["calamities"].update({"Peasant Revolt": -1}),
    "unfinished, yet scored": lambda e: e.update(finished=False),
}


@pytest.mark.parametrize("edit", list(EDITS), ids=list(EDITS))
def test_a_cache_entry_that_is_not_a_digest_is_ignored_and_rebuilt(replays, edit):
    """Before: NaN made `companion stats` print a traceback (exit 1) and end the TUI's Statistics screen
    until the cache was deleted; a score edited to 999 was shown as the highest score."""
    from tests.cli.conftest import run_cli

    monday()  # Ann 12, Ben 12, Cat 5, Dan 0
    collect()
    edit_cached(EDITS[edit])
    replays.clear()
    result = run_cli("stats")
    assert result.code == 0 and result.err == "", result.err
    assert "Highest score: 12 VP" in result.out, result.out
    assert replays == ["monday.jsonl"]  # the entry was not believed: the journal was replayed
    replays.clear()
    assert best_of("Ann") == 12 and replays == []  # and its digest cached again, whole
