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
    assert text.startswith("Winners: Ada and Bo (still tied on VP, gold and upgrades: the victory is shared).")
    # one upgrade each: "1 upgrade", where the standings said "1 upgrades"
    assert "  Ada: 21 VP, 4 gold, 1 upgrade\n  Bo: 21 VP, 4 gold, 1 upgrade\n" in text


def test_three_who_share_the_victory_are_listed_as_people_write_them():
    """Three tied on VP (21), gold (4) and upgrades (1): "the tied players share the victory" (004 End of the Game).
    The line said "Winner: Ada and Bo and Cy"."""
    text = run_cli("calc", "tnt", "winner", "Ada=21:4:1", "Bo=21:4:1", "Cy=21:4:1", "Di=3:0:0").out
    assert text.startswith("Winners: Ada, Bo and Cy (still tied on VP, gold and upgrades: the victory is shared).")


def test_sell_reads_the_cubes_colours():
    """004 "Trade Resources": "Green = Forest / White = Mountain / Yellow = Desert / Blue = Ocean". One cube of
    each colour is one set of four: 1 x 6 VP = 6 VP, no singles."""
    data = run_cli("calc", "tnt", "sell", "green=1", "white=1", "yellow=1", "blue=1", "--json").json()
    assert data["resources"] == {"forest": 1, "mountain": 1, "desert": 1, "ocean": 1}
    assert (data["sets"], data["vp"]) == (1, 1 * 6)
    mixed = run_cli("calc", "tnt", "sell", "2 green, forest, blue", "--json").json()
    assert mixed["resources"] == {"forest": 2 + 1, "mountain": 0, "desert": 0, "ocean": 1}
    assert mixed["vp"] == 4 * 1  # no set without a mountain and a desert: 4 singles


@pytest.mark.parametrize(("at", "price"), [("City", 2), ("CITY", 2), ("c", 2), ("Node", 1), ("n", 1)])
def test_cards_place_in_any_case_or_a_unique_beginning(at, price):
    """3 cards: 3 x 2 = 6 gold at the city, 3 x 1 = 3 at a trade node."""
    data = run_cli("calc", "tnt", "cards", "3", "--at", at, "--json").json()
    assert (data["at"], data["gold"]) == ({2: "city", 1: "node"}[price], 3 * price)


def test_winner_below_the_end_vp_is_named_with_a_note():
    """Nobody has 20 VP (5 and 4): Ada wins on VP, and a note says the end needs 20 VP (C404)."""
    result = run_cli("calc", "tnt", "winner", "Ada=5:3:0", "Bo=4:3:0")
    assert result.code == 0
    assert result.out.startswith("Winner: Ada (the most VP).")
    assert "Note: nobody has 20 VP; the game ends only once someone reaches 20 (C404)." in result.out
    data = run_cli("calc", "tnt", "winner", "Ada=5:3:0", "Bo=4:3:0", "--json").json()
    assert data["winners"] == ["Ada"] and data["assumed"] == ["C404"]
    assert run_cli("calc", "tnt", "winner", "Ada=20:3:0", "Bo=4:3:0", "--json").json()["assumed"] == []


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["winner", "Ada=21:4:2", "ada=21:4:2"], "player: 'ada' is given twice (as 'Ada')"),
        (["end", "Ada=21:4", "ADA=21:4"], "player: 'ADA' is given twice (as 'Ada')"),
        (["winner", "\u200b=21:4:2", "Bo=3:3:3"], "shows nothing"),
        (["hand", "-1"], "cards in hand: -1 is negative"),
        (["winner", "Ada=-1:0:0"], "Ada: VP: -1 is negative"),
        (["end", "Ada=1:-1"], "Ada: turns completed: -1 is negative"),
        (["cards", "3", "--at", "sea"], "--at: 'sea' is not a place here (choose from node or city)"),
    ],
)
def test_names_and_counts_are_refused_in_the_tables_words(argv, fragment):
    result = run_cli("calc", "tnt", *argv)
    assert_one_line_error(result, fragment)
    assert "player: hand:" not in result.err and "vp:" not in result.err


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["sell", "lava=2"], "'lava' is not a region"),
        (["sell", "forest=-1"], "a count is 0 to 99"),
        (["cards", "3", "--at", "sea"], "not a place"),
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
