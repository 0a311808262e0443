"""`companion export` carries the race and hands the play to BG Stats (issue 25, items 2 and 3)."""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

from tests.cli.conftest import assert_one_line_error, run_cli
from tests.game.helpers import new_game
from tests.game.tnt_helpers import new_tnt

FULL_GAME = str(Path(__file__).resolve().parents[1] / "data" / "full-game-5p.jsonl")


def test_json_carries_the_series():
    data = json.loads(run_cli("export", FULL_GAME, "--format", "json").out)
    ann = next(p for p in data["race"]["players"] if p["name"] == "Ann")
    ledger = [e for e in data["ledger"] if e["player"] == "Ann"]
    assert ann["vp"] == [sum(e["amount"] for e in ledger if e["turn"] <= t) for t in range(7)]
    assert data["race"]["labels"][0] == "start" and data["race"]["over"] is True


def test_markdown_has_the_race_as_a_table():
    out = run_cli("export", FULL_GAME).out
    section = out.split("## The race", 1)[1].split("## Calamities", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("|")]
    assert rows[0] == "| turn | Ann [A] | Ben [B] | Cat [C] | Dan [D] | Eve [E] |"
    assert rows[2] == "| start | 0 | 0 | 0 | 0 | 0 |"
    assert rows[3].startswith("| I | 6 |")  # Ann's 3 wool in turn I: 6 VP (R1)
    assert rows[-1] == "| end | 74 | 135 | 110 | 119 | 94 |"  # Cat: 107 chits + 3 on developments


def test_the_chart_beside_the_report_names_every_player(tmp_path):
    result = run_cli("export", FULL_GAME, "-o", str(tmp_path / "night.md"))
    assert result.code == 0, result.err
    svg = (tmp_path / "night-race.svg").read_text(encoding="utf-8")
    assert svg.startswith("<svg ") and svg.rstrip().endswith("</svg>")
    for name in ("Ann", "Ben", "Cat", "Dan", "Eve"):
        assert f">{name} <tspan" in svg
    assert svg.count("<polyline") == 5


def test_bgstats_prints_the_play_and_link_prints_the_link():
    play = json.loads(run_cli("export", FULL_GAME, "--format", "bgstats").out)
    assert play["game"]["name"] == "Trading in the Mediterranean" and len(play["players"]) == 5
    link = run_cli("export", FULL_GAME, "--link").out.strip()
    assert link == run_cli("export", FULL_GAME, "--format", "bgstats", "--link").out.strip()
    assert link.startswith("https://app.bgstatsapp.com/createPlay.html?data=")
    assert json.loads(parse_qs(urlsplit(link).query)["data"][0]) == play


def test_a_game_not_over_and_a_wrong_format_are_one_line(tmp_path):
    game = new_game(tmp_path)
    game.close()
    assert_one_line_error(run_cli("export", str(game.path), "--format", "bgstats"), "not over")
    assert_one_line_error(run_cli("export", FULL_GAME, "--format", "md", "--link"), "--link", "--format bgstats")


def test_a_trade_and_triumph_game_is_not_handed_to_bg_stats(tmp_path):
    game = new_tnt(tmp_path)
    game.close()
    assert_one_line_error(run_cli("export", str(game.path), "--format", "bgstats"), "Trade and Triumph", "BG Stats")
    result = run_cli("export", str(game.path), "-o", str(tmp_path / "tnt.md"))
    assert result.code == 0 and not (tmp_path / "tnt-race.svg").exists()  # no race drawn for this game type
