"""`companion replay` of a complete 6-turn, 5-player game recorded through the engine (tests/data)."""

from __future__ import annotations

import json
from pathlib import Path

from companion.game.journal import load
from companion.game.titm.report import export_data
from companion.game.session import check
from tests.cli.helpers import run, run_installed

JOURNAL = Path(__file__).resolve().parents[1] / "data" / "full-game-5p.jsonl"


def test_replay_prints_the_final_ranking(capsys):
    status, out, err = run(capsys, "replay", str(JOURNAL))
    assert status == 0, err
    assert "turn VI, Game over" in out  # numbered as on the turn track, as the table's title says
    assert "Final ranking:" in out
    ranking_lines = [line for line in out.splitlines() if line.startswith("  1. ")]
    assert len(ranking_lines) >= 1


def test_the_ranking_follows_from_the_ledger(capsys):
    status, out, _ = run(capsys, "replay", str(JOURNAL), "--json")
    data = json.loads(out)
    assert (data["turn"], data["phase"]) == (6, "over")
    assert len(data["players"]) == 5
    loaded = load(JOURNAL)
    state = check(loaded)
    report = export_data(state, loaded.events)
    for final in report["final"]["finals"]:
        ledger = sum(e["amount"] for e in report["ledger"] if e["player"] == final["name"])
        assert final["chits"] == ledger
        assert final["total"] == final["chits"] + final["development_vp"] + final["monument_vp"]
    totals = [place["total"] for place in data["ranking"]]
    assert totals == sorted(totals, reverse=True)
    assert sorted(n for place in data["ranking"] for n in place["names"]) == sorted(p["name"] for p in data["players"])


def test_the_history_keeps_what_was_undone():
    loaded = load(JOURNAL)
    report = export_data(check(loaded), loaded.events)
    undone = [h for h in report["history"] if not h["in_effect"]]
    assert [h["text"].split(":")[0] for h in undone] == ["Penalty"]
    assert undone[0]["undone_by"] == next(h["seq"] for h in report["history"] if h["text"].startswith("Undo"))


def test_installed_replay_of_the_full_game(tmp_path):
    done = run_installed(tmp_path, "replay", str(JOURNAL), "--json")
    assert done.returncode == 0, done.stderr
    assert "ranking" in json.loads(done.stdout)
