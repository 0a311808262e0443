"""``companion calc megaciv …`` (002_68463270ecbd4b83.txt)."""

from __future__ import annotations

import json

import pytest

from tests.cli.conftest import assert_one_line_error, console_script, run_cli


def test_value_same_formula_as_advanced_civilization():
    """A full set of 8 Grain (stack 4) is 8 x 8 x 4 = 256, the caption "Value: 256" of 002's lost picture."""
    data = run_cli("calc", "megaciv", "value", "--players", "9", "grain=8", "--json").json()
    assert data["total"] == 8 * 8 * 4 == 256
    assert data["assumed"] == ["C201", "C203"]


def test_trade_non_tradeable_calamity_is_revertible_all_cards_back():
    """ "a player receives a Non Tradeable Calamity ... In this case all cards involved are reverted"."""
    data = run_cli(
        "calc",
        "megaciv",
        "trade",
        "--announced",
        "3:salt,grain",
        "--given",
        "salt=1,grain=1,ochre=1",
        "--announced",
        "3:iron,wine",
        "--given",
        "iron=1,wine=1,flood=1",
        "--json",
    ).json()
    assert data["status"] == "revertible"
    assert data["breaches"] == [
        {"player": "B", "consequence": "revertible", "reason": "handed over Flood, a Non Tradeable Calamity"}
    ]
    assert data["reverted"] == [
        {"player": "A", "cards": {"ochre": 1, "salt": 1, "grain": 1}},
        {"player": "B", "cards": {"iron": 1, "wine": 1, "flood": 1}},
    ]


def test_trade_fewer_than_three_cards_is_illegal():
    result = run_cli("calc", "megaciv", "trade", "--announced", "2:salt,grain", "--given", "salt=1,grain=1")
    assert result.code == 0
    assert "A's side makes the deal illegal" in result.out


def test_trade_that_keeps_the_rules_stands():
    data = run_cli(
        "calc",
        "megaciv",
        "trade",
        "--announced",
        "3:salt,grain,gold",
        "--given",
        "salt=1,grain=1,treachery=1",
        "--json",
    ).json()
    assert data["status"] == "stands" and data["reverted"] == []


def test_calamities_5_players_no_more_than_2():
    """8.: 5-8 players use no minor calamities: "no more than 2 calamities". Three held: one goes."""
    data = run_cli(
        "calc", "megaciv", "calamities", "--players", "5", "famine", "piracy", "flood", "--seed", "7", "--json"
    ).json()
    assert data["limit"] == {"total": 2, "major": 2, "minor_used": False, "blocks": 1}
    assert len(data["kept"]) == 3 - 1
    assert [d["reason"] for d in data["discarded"]] == ["total"]
    assert data["seed"] == 7


def test_calamities_9_players_3_of_which_2_major():
    """8.: "not allowed to hold more than 3 calamities, 2 of which may be Major": the table entered Piracy."""
    data = run_cli(
        "calc",
        "megaciv",
        "calamities",
        "--players",
        "9",
        "famine",
        "piracy",
        "flood",
        "--discard",
        "piracy",
        "--json",
    ).json()
    assert data["limit"] == {"total": 3, "major": 2, "minor_used": True, "blocks": 1}
    assert data["kept"] == ["famine", "flood"]
    assert data["discarded"] == [{"calamity": "piracy", "name": "Piracy", "reason": "major"}]


def test_calamities_12_players_duplicate_first():
    """8.: 12-14 players: no minor calamities, two blocks; the duplicate goes before the excess."""
    result = run_cli(
        "calc", "megaciv", "calamities", "--players", "12", "famine", "famine", "piracy", "--seed", "1"
    )
    assert result.code == 0
    lines = result.out.splitlines()
    assert lines[0].startswith("12 players: no more than 2 calamities")
    assert lines[2] == "discard Famine: a duplicate: one card of the same name goes"
    assert "kept: Famine, Piracy" in result.out


def test_a_house_correction_of_a_calamity_still_counts(tmp_path):
    """A table whose printed Tempest reads major corrects it in its copy (ruling C202): at 9 players Famine,
    Piracy and Tempest are then 3 majors, one more than the 2 allowed, so one of them goes."""
    from companion.edition.assets import resolve

    data = json.loads(resolve("megaciv").read_text(encoding="utf-8"))
    tempest = next(c for c in data["calamities"] if c["id"] == "tempest")
    tempest["major"] = {"value": True, "house": "our printed Tempest reads major"}
    path = tmp_path / "our-megaciv.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    argv = ["calc", "megaciv", "calamities", "--players", "9", "famine", "piracy", "tempest", "--json"]
    shipped = run_cli(*argv).json()
    assert shipped["discarded"] == [] and shipped["kept"] == ["tempest", "famine", "piracy"]
    ours = run_cli(*argv, "--data", str(path), "--seed", "1").json()
    assert [d["reason"] for d in ours["discarded"]] == ["major"]
    assert len(ours["kept"]) == 3 - 1


def test_a_house_correction_of_a_card_count_still_counts(tmp_path):
    """A table with a tenth Clay card corrects its copy: 10 Clay at 12 players is then 10 x 10 x 1 = 100."""
    from companion.edition.assets import resolve

    data = json.loads(resolve("megaciv").read_text(encoding="utf-8"))
    clay = next(c for c in data["commodities"] if c["id"] == "clay")
    tenth = {"one_block": {"west": 9}, "two_blocks": {"west": 6, "east": 4}}
    clay["cards"] = {"value": tenth, "house": "our West block has a sixth Clay"}
    path = tmp_path / "our-megaciv.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert_one_line_error(run_cli("calc", "megaciv", "value", "--players", "12", "clay=10"), "only 9 Clay")
    ours = run_cli("calc", "megaciv", "value", "--players", "12", "clay=10", "--data", str(path), "--json").json()
    assert ours["total"] == 10 * 10 * 1


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["calamities", "--players", "4", "famine"], "5 to 18 players"),
        (["calamities", "--players", "nine", "famine"], "--players: 'nine' is not a whole number"),
        # Python's int() read "1_2" as 12; what people type is read by the entry grammar (the calculator's box)
        (["calamities", "--players", "1_2", "famine"], "--players: '1_2' is not a whole number"),
        (["calamities", "--players", "", "famine"], "--players: type a whole number"),
        (["calamities", "--players", "9", "famine", "piracy", "flood", "--seed", "x"], "--seed: 'x' is not a whole number"),
        (["calamities", "--players", "9", "saffron"], "not a calamity"),
        (["calamities", "--players", "9", "famine", "famine"], "one block"),
        (["calamities", "--players", "9", "famine", "piracy", "flood"], "give a seed or the table's discards"),
        (
            [
                "calamities",
                "--players",
                "9",
                "famine",
                "piracy",
                "flood",
                "--discard",
                "famine",
                "--discard",
                "flood",
            ],
            "discard exactly 1 calamity",
        ),
        (["calamities", "--players", "9", "famine", "--seed", "1", "--discard", "famine"], "not allowed with"),
        (["calamities", "famine"], "required"),
        (["trade", "--announced", "3:salt,saffron", "--given", "salt=3"], "'saffron' is not a trade card"),
        (
            ["trade", "--announced", "3:salt", "--given", "salt=3", "--player", "A", "--player", "B"],
            "different names",
        ),
        (["value", "--players", "9", "grain=9"], "only 8 Grain"),
        (["value", "grain=1"], "required"),
        (["value", "--players", "4", "grain=1"], "5 to 18 players"),
        (["value", "--players", "nine", "grain=1"], "--players: 'nine' is not a whole number"),
        (["value", "--players", "9", "--block", "north", "grain=1"], "--block: 'north' is not a block"),
        (["value", "--players", "10", "--block", "east", "ochre=1"], "uses the West block, not the East"),
        (["value", "--players", "12", "--block", "west", "ochre=1"], "both blocks are in play"),
        (["value", "--players", "5", "tempest=1"], "Tempest is not used with 5 players"),
        (["value", "--players", "9", "flood=2"], "only 1 Flood card"),
    ],
)
def test_bad_input_exits_2_with_one_line(argv, fragment):
    assert_one_line_error(run_cli("calc", "megaciv", *argv), fragment)


def test_players_and_seed_are_read_as_the_calculator_reads_them():
    # 9 players: at most 3 calamities, 2 of them major (all shipped calamities are major, C202).
    # Famine, Piracy, Flood are 3 majors: one major goes, at random (C205); the same seed, the same card.
    typed = run_cli("calc", "megaciv", "calamities", "--players", " 9 ", "famine", "piracy", "flood",
                    "--seed", "+7", "--json").json()
    plain = run_cli("calc", "megaciv", "calamities", "--players", "9", "famine", "piracy", "flood",
                    "--seed", "7", "--json").json()
    assert typed == plain
    assert len(plain["kept"]) == 3 - 1 and [d["reason"] for d in plain["discarded"]] == ["major"]


def test_console_script_runs_and_fails_cleanly():
    ok = console_script("calc", "megaciv", "calamities", "--players", "12", "famine", "famine", "--json")
    assert ok.returncode == 0, ok.stderr
    assert json.loads(ok.stdout)["kept"] == ["famine"]
    bad = console_script("calc", "megaciv", "calamities", "--players", "3", "famine")
    assert bad.returncode == 2 and bad.stdout == ""
    assert len(bad.stderr.strip().splitlines()) == 1 and "Traceback" not in bad.stderr
