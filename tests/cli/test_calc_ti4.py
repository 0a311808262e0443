"""``companion calc ti4 …`` (003_fbbad9fb1e9f590a.txt, §21)."""

from __future__ import annotations

import json

import pytest

from tests.cli.conftest import assert_one_line_error, console_script, run_cli


def test_replenish_21_3_up_to_the_commodity_value():
    """21.3: Hacan (6, C301) holding 2 takes 6 - 2 = 4."""
    data = run_cli("calc", "ti4", "replenish", "hacan:2:1", "--json").json()
    assert data["player"] == {"faction": "hacan", "name": "Emirates of Hacan", "commodity_value": 6}
    assert data["before"] == {"commodities": 2, "trade_goods": 1}
    assert data["after"] == {"commodities": 6, "trade_goods": 1}
    assert data["taken"] == 6 - 2
    assert data["triggered"] is True


def test_replenish_at_the_maximum_note_2_takes_nothing_but_triggers():
    """Note 2: at the maximum "they will take no commodities. However, they will still trigger any 'when [this]
    player replenishes commodities' effects"."""
    result = run_cli("calc", "ti4", "replenish", "Federation of Sol:4")
    assert result.code == 0
    assert "takes no commodities (Note 2)" in result.out
    assert '"When this player replenishes commodities" effects trigger (Note 2)' in result.out
    data = run_cli("calc", "ti4", "replenish", "sol:4", "--json").json()
    assert (data["taken"], data["triggered"]) == (0, True)


def test_replenish_custom_commodity_value():
    """Ruling C302: a number in place of the faction."""
    data = run_cli("calc", "ti4", "replenish", "5:1", "--json").json()
    assert data["taken"] == 5 - 1 and data["assumed"] == ["C302"]


def test_transaction_21_5_received_commodities_become_trade_goods():
    """21.5: Hacan gives 3 commodities, Sol gives 1 trade good: Sol keeps 2 commodities and has
    2 - 1 + 3 = 4 trade goods."""
    data = run_cli(
        "calc", "ti4", "transaction", "hacan:6:0", "sol:2:2", "--a-gives", "3", "--b-gives", "0:1", "--json"
    ).json()
    hacan, sol = data["players"]
    assert hacan["after"] == {"commodities": 6 - 3, "trade_goods": 1}
    assert sol["after"] == {"commodities": 2, "trade_goods": 2 - 1 + 3}
    assert (hacan["gained_trade_goods"], sol["gained_trade_goods"]) == (1, 3)


def test_convert_21_5_3_not_gained():
    data = run_cli("calc", "ti4", "convert", "sol:3:1", "2", "--json").json()
    assert data["after"] == {"commodities": 3 - 2, "trade_goods": 1 + 2}
    assert data["gained"] == 0


def test_tokens_21_8_fewest_and_swap():
    """21.8: 7 = 2 threes + 1 one; holding one 3 and handing over 1: swap it for three 1s."""
    assert run_cli("calc", "ti4", "tokens", "7", "--json").json()["fewest"] == {"ones": 1, "threes": 2}
    change = run_cli("calc", "ti4", "tokens", "--threes", "1", "--hand-over", "1", "--json").json()["change"]
    assert change["returned"] == {"ones": 0, "threes": 1} and change["taken"] == {"ones": 3, "threes": 0}
    assert change["handed"] == {"ones": 1, "threes": 0} and change["kept"] == {"ones": 2, "threes": 0}


def test_factions_lists_the_table():
    data = run_cli("calc", "ti4", "factions", "--json").json()
    values = {f["faction"]: f["commodity_value"] for f in data["factions"]}
    assert values["hacan"] == 6 and values["jol-nar"] == 4 and values["arborec"] == 3 and values["keleres"] == 2
    assert data["assumed"] == ["C301"]


def test_transaction_sides_are_labelled_a_and_b():
    """Two custom factions (C302) print as A and B, not twice "custom faction:". Nothing changes hands:
    A keeps 2 commodities, B keeps 1."""
    result = run_cli("calc", "ti4", "transaction", "5:2", "4:1")
    lines = result.out.splitlines()
    assert lines[0].startswith("A (custom faction): gives 0 commodities")
    assert lines[0].endswith("now 2 commodities, 0 trade goods")
    assert lines[1].startswith("B (custom faction): gives 0 commodities")
    assert lines[1].endswith("now 1 commodity, 0 trade goods")


def test_one_commodity_or_trade_good_is_counted_in_the_singular():
    """The answers said "receives 1 trade goods", "now 1 commodities". 21.5: Sol (4) holding 2 commodities
    and 0 trade goods gives 1 commodity to Hacan, which receives it as 1 trade good; Sol keeps 2 - 1 = 1.
    21.5.3: Sol holding 3 converts 2 and keeps 3 - 2 = 1 commodity, 0 + 2 = 2 trade goods."""
    lines = run_cli("calc", "ti4", "transaction", "hacan:6:0", "sol:2:0", "--b-gives", "1").out.splitlines()
    assert lines[0] == (
        "A (Emirates of Hacan): gives 0 commodities and 0 trade goods; receives 1 trade good; "
        "now 6 commodities, 1 trade good"
    )
    assert lines[1] == (
        "B (Federation of Sol): gives 1 commodity and 0 trade goods; receives 0 trade goods; "
        "now 1 commodity, 0 trade goods"
    )
    converted = run_cli("calc", "ti4", "convert", "sol:3:0", "2").out
    assert converted.startswith("Federation of Sol (commodity value 4): converts 2 commodities; now 1 commodity, 2 trade goods.")
    assert "converts 1 commodity;" in run_cli("calc", "ti4", "convert", "sol:3:0", "1").out


@pytest.mark.parametrize(
    ("spec", "held"),
    [
        ("hacan", (0, 0)),
        ("hacan:", (0, 0)),
        ("hacan:2:", (2, 0)),  # an empty trailing part is 0, like "hacan:"
        ("hacan::1", (0, 1)),
        ("The Emirates of Hacan:1", (1, 0)),  # the name as printed on the faction sheet
        ("the emir:1:1", (1, 1)),
    ],
)
def test_player_parts_left_out_or_empty_are_0(spec, held):
    """Hacan's commodity value is 6 (C301): replenishing from C commodities takes 6 - C."""
    data = run_cli("calc", "ti4", "replenish", spec, "--json").json()
    assert data["player"]["faction"] == "hacan"
    assert (data["before"]["commodities"], data["before"]["trade_goods"]) == held
    assert data["taken"] == 6 - held[0]


@pytest.mark.parametrize("spec", ["+5:2", "5:2"])
def test_a_signed_custom_value_is_a_commodity_value(spec):
    """C302: +5 is the custom commodity value 5; holding 2, replenishing takes 5 - 2 = 3."""
    data = run_cli("calc", "ti4", "replenish", spec, "--json").json()
    assert (data["player"]["faction"], data["player"]["commodity_value"], data["taken"]) == ("custom", 5, 5 - 2)


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        # which player, in the table's words
        (
            ["transaction", "5:2", "4:1", "--a-gives", "1", "--b-gives", "1:1"],
            "player B: custom faction has 0 trade goods, cannot give 1",
        ),
        (["transaction", "hacan:6:0", "sol:2:-2"], "player B: trade goods: -2 is negative"),
        (["transaction", "hacan:6:0", "5:6"], "player B: commodities: 6, but the commodity value of custom faction is"),
        (["replenish", "hacan:2:x"], "player trade goods: 'x' is not a whole number"),
        (["tokens", "5", "--hand-over", "-1"], "--hand-over: -1 is negative"),
        (["tokens", "--ones", "-1"], "--ones: -1 is negative"),
        (["transaction", "hacan:2", "sol", "--a-gives", "1:x"], "--a-gives trade goods: 'x' is not a whole number"),
        # an "=" where a ":" or a space belongs (the command line reads a player as the calculator's box does)
        (["replenish", "hacan=2"], "player: type the faction, then commodities and trade goods, e.g. hacan 2 1 or hacan:2:1"),
        # a custom value below 0, read as a player although it starts with "-"
        (["replenish", "-5:2"], "player: custom commodity value: -5 is negative; a commodity value is 0 or more"),
        (["transaction", "hacan:6", "-5:2"], "player B: custom commodity value: -5 is negative"),
        # an empty option is refused like an empty AMOUNT
        (["tokens", "--ones", "", "--threes", "2", "--hand-over", "2"], "--ones: type a whole number"),
        (["tokens", "--threes", "", "--ones", "2"], "--threes: type a whole number"),
        (["transaction", "hacan:2", "sol", "--a-gives", ""], "--a-gives: type COMMODITIES[:TRADE_GOODS]"),
    ],
)
def test_errors_say_which_player_and_what_in_the_tables_words(argv, fragment):
    result = run_cli("calc", "ti4", *argv)
    assert_one_line_error(result, fragment)
    assert "trade_goods" not in result.err and "amount:" not in result.err


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["replenish", "pirates"], "'pirates' is not a faction"),
        (["replenish", "hacan:7"], "commodity value of Emirates of Hacan is 6 (21.2)"),
        (["replenish", "hacan:x"], "not a whole number"),
        (["replenish", ":3"], "player: type the faction"),
        (["replenish", "hacan:1:2:3"], "player: after the faction, type commodities and trade goods only"),
        (["transaction", "hacan:2", "sol", "--a-gives", "3"], "has 2 commodities, cannot give 3"),
        (["transaction", "hacan:2", "sol", "--b-gives", "0:1"], "has 0 trade goods, cannot give 1"),
        (["transaction", "hacan"], "required"),
        (["convert", "sol:3", "4"], "cannot convert 4"),
        (["convert", "sol:3", "-1"], "negative"),
        (["tokens"], "give an AMOUNT"),
        (["tokens", "7", "--hand-over", "9"], "cannot hand over 9"),
        (["tokens", "7", "--ones", "1"], "differs from the tokens held"),
        (["tokens", "--ones", "-1"], "negative"),
        (["factions", "--data", "no-such-pack"], "no such data file"),
        (["factions", "hacan"], "unrecognized arguments"),
    ],
)
def test_bad_input_exits_2_with_one_line(argv, fragment):
    assert_one_line_error(run_cli("calc", "ti4", *argv), fragment)


def test_console_script_runs_and_fails_cleanly():
    ok = console_script("calc", "ti4", "replenish", "hacan:6", "--json")
    assert ok.returncode == 0, ok.stderr
    assert json.loads(ok.stdout)["triggered"] is True
    bad = console_script("calc", "ti4", "replenish", "pirates")
    assert bad.returncode == 2 and bad.stdout == ""
    assert len(bad.stderr.strip().splitlines()) == 1 and "Traceback" not in bad.stderr


def test_a_player_is_read_as_the_calculators_box_reads_it():
    # One reader for both: "hacan 2" (a space for the ":") is the Emirates of Hacan holding 2,
    # as in the TUI's box. Commodity value 6 (003 §21 faction sheet, C301): replenish takes 6 - 2 = 4.
    for typed in ("hacan 2", "hacan:2", "The Emirates of Hacan 2"):
        data = run_cli("calc", "ti4", "replenish", typed, "--json").json()
        assert data["after"]["commodities"] == 6 and data["taken"] == 6 - 2, typed


@pytest.mark.parametrize(
    ("typed", "faction", "value"),
    [
        ("Crimson Rebellion", "crimson-rebellion", 2),
        ("The Deepwrought Scholarate", "deepwrought", 3),
        ("firmament", "firmament", 3),
        ("Last Bastion", "last-bastion", 1),
        ("obsidian", "obsidian", 3),
        ("ral nel", "ral-nel", 4),
    ],
)
def test_thunders_edge_factions_replenish_to_their_commodity_value(typed, faction, value):
    """Issue 26: the six Thunder's Edge factions, from ti-assistant's faction data (C301), need no custom
    value (C302). Holding none, a faction takes its whole commodity value (21.3): value - 0."""
    data = run_cli("calc", "ti4", "replenish", f"{typed}:0", "--json").json()
    assert data["player"]["faction"] == faction
    assert data["player"]["commodity_value"] == value
    assert data["taken"] == value - 0
    assert data["assumed"] == []  # sourced, not assumed
    assert "C302" not in data["assumed"]
