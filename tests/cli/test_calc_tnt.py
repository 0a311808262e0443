"""``companion calc tnt …`` (004_94530a861ff71851.txt)."""

from __future__ import annotations

import json

import pytest

from tests.cli.conftest import assert_one_line_error, console_script, run_cli


def test_sell_finds_the_best_sale():
    """forest 2, mountain 1, desert 1, ocean 3: one set of four (6 VP) + 3 singles (3 x 1 VP) = 9 VP."""
    data = run_cli("calc", "tnt", "sell", "forest=2,mountain=1,desert=1,ocean=3", "--json").json()
    assert data["sets"] == 1
    assert data["singles"] == {"forest": 1, "mountain": 0, "desert": 0, "ocean": 2}
    assert data["vp"] == 1 * 6 + 3 * 1


def test_cards_at_the_city_and_at_a_node():
    assert run_cli("calc", "tnt", "cards", "3", "--at", "city", "--json").json()["gold"] == 3 * 2
    assert run_cli("calc", "tnt", "cards", "3", "--at", "node", "--json").json()["gold"] == 3 * 1


def test_hand_limit_7():
    data = run_cli("calc", "tnt", "hand", "9", "--json").json()
    assert (data["discard"], data["keep"]) == (9 - 7, 7)


def test_end_triggered_round_completed():
    """ "The current round is completed so that all players have had an equal number of turns"."""
    data = run_cli("calc", "tnt", "end", "Ada=14:6", "Bo=20:6", "Cy=9:5", "--json").json()
    assert (data["triggered"], data["over"], data["still_to_play"]) == (True, False, ["Cy"])


def test_winner_tie_breaks():
    """VP tie (21, 21), gold tie (4, 4): the fewest upgrades (1 < 2) wins."""
    data = run_cli("calc", "tnt", "winner", "Ada=21:4:2", "Bo=21:4:1", "Cy=19:30:0", "--json").json()
    assert data["winners"] == ["Bo"] and data["decided_by"] == "upgrades"
    assert [s["name"] for s in data["standings"]] == ["Bo", "Ada", "Cy"]
    text = run_cli("calc", "tnt", "winner", "Ada=21:4:1", "Bo=21:4:1").out
    assert text.startswith("Winner: Ada and Bo (still tied on VP, gold and upgrades: the victory is shared).")


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["sell", "lava=2"], "'lava' is not a region"),
        (["sell", "forest=-1"], "a count is 0 to 99"),
        (["cards", "3", "--at", "sea"], "invalid choice"),
        (["cards", "x", "--at", "city"], "not a whole number"),
        (["hand", "-1"], "negative"),
        (["end", "Ada=14:5", "Bo=20:6"], "not possible in turn order"),
        (["end", "Ada"], "expected NAME=VP:TURNS"),
        (["winner", "Ada=21:4"], "expected VP:GOLD:UPGRADES"),
        (["winner", "Ada=21:4:9"], "tracks hold 0 to 6"),
        (["winner", "Ada=1:1:1", "Ada=2:2:2"], "given twice"),
        (["winner", "=1:1:1"], "expected NAME="),
    ],
)
def test_bad_input_exits_2_with_one_line(argv, fragment):
    assert_one_line_error(run_cli("calc", "tnt", *argv), fragment)


def test_console_script_runs_and_fails_cleanly():
    ok = console_script("calc", "tnt", "sell", "forest=1,mountain=1,desert=1,ocean=1", "--json")
    assert ok.returncode == 0, ok.stderr
    assert json.loads(ok.stdout)["vp"] == 6
    bad = console_script("calc", "tnt", "sell", "lava=2")
    assert bad.returncode == 2 and bad.stdout == ""
    assert len(bad.stderr.strip().splitlines()) == 1 and "Traceback" not in bad.stderr
