"""``companion calc advciv …`` (000_cc0dfa045792078f.txt, rule 28)."""

from __future__ import annotations

import json

import pytest

from tests.cli.conftest import assert_one_line_error, console_script, run_cli


def test_value_28_51_three_grain_is_36():
    """28.51: 3 x 3 x 4 = 36."""
    result = run_cli("calc", "advciv", "value", "GRAIN=3")
    assert result.code == 0
    assert "Grain: 3 cards × 3 × 4 = 36" in result.out
    assert "total: 36" in result.out


def test_value_with_mining_json_28_53_bronze_54_to_96():
    """28.53: Mining raises three Bronze from 54 to 96; Grain (3 x 3 x 4 = 36) is not a Mining commodity."""
    data = run_cli("calc", "advciv", "value", "GRAIN=3", "BRONZE=3", "--mining", "--json").json()
    assert data["pack"] == "advciv" and data["computation"] == "value"
    assert data["sets"] == [
        {"commodity": "grain", "name": "Grain", "cards": 3, "face_value": 4, "value": 3 * 3 * 4},
        {"commodity": "bronze", "name": "Bronze", "cards": 3, "face_value": 6, "value": 3 * 3 * 6},
    ]
    assert data["total"] == 36 + 54
    assert data["mining"] == {
        "commodity": "bronze",
        "name": "Bronze",
        "cards": 3,
        "counted": 4,
        "before": 54,
        "after": 96,
        "gain": 96 - 54,
    }
    assert data["total_with_mining"] == 36 + 96
    assert "C101" in data["assumed"] and "C104" in data["assumed"]


def test_value_without_mining_has_null_mining():
    data = run_cli("calc", "advciv", "value", "salt=2", "--json").json()
    assert data["mining"] is None and data["total_with_mining"] is None
    assert data["total"] == 2 * 2 * 3


def test_trade_28_3_example_stands_with_a_tradable_calamity_as_third_card():
    """28.3 example: three cards including two salt for grain, an iron and two unknown cards."""
    result = run_cli(
        "calc",
        "advciv",
        "trade",
        "--announced",
        "3:salt,salt",
        "--given",
        "salt=2,treachery=1",
        "--announced",
        "4:grain,iron",
        "--given",
        "grain=1,iron=1,hides=2",
        "--json",
    )
    data = result.json()
    assert data["stands"] is True
    assert data["breaches"] == []
    assert [s["player"] for s in data["sides"]] == ["A", "B"]
    assert data["sides"][0]["announced"] == {"count": 3, "named": ["salt", "salt"]}


def test_trade_reports_what_broke_the_deal():
    result = run_cli(
        "calc",
        "advciv",
        "trade",
        "--player",
        "Anna",
        "--player",
        "Ben",
        "--announced",
        "3:salt,salt",
        "--given",
        "salt=1,ochre=2",
        "--announced",
        "4:grain,iron",
        "--given",
        "grain=1,iron=1,hides=1",
    )
    assert result.code == 0
    assert "Anna: announced 3 cards naming Salt, Salt" in result.out
    assert "at least two must be correct" in result.out
    assert "Ben" in result.out and "announced 4 cards but handed over 3" in result.out
    assert "The deal does not stand (28.3)" in result.out


def test_guarantee_28_3_example():
    """28.3 example: "our player can only be sure that he will receive one grain, one iron and two other cards"."""
    data = run_cli("calc", "advciv", "guarantee", "4:grain,iron", "--json").json()
    assert data["guaranteed"] == {"grain": 1, "iron": 1}
    assert data["unknown"] == 4 - 2


def test_deal_before_and_after():
    """Anna: Salt 2 (2² x 3 = 12) + Ochre 1 (1) = 13 → Grain 1 (4) + Iron 1 (2) + Hides 2 (2² x 1 = 4) = 10."""
    data = run_cli(
        "calc",
        "advciv",
        "deal",
        "--player",
        "Anna",
        "--player",
        "Ben",
        "--hand",
        "salt=2,ochre=1",
        "--gives",
        "salt=2,ochre=1",
        "--hand",
        "grain=1,iron=1,hides=2",
        "--gives",
        "grain=1,iron=1,hides=2",
        "--json",
    ).json()
    anna, ben = data["sides"]
    assert (anna["before"]["total"], anna["after"]["total"], anna["change"]) == (12 + 1, 4 + 2 + 4, 10 - 13)
    assert (ben["before"]["total"], ben["after"]["total"]) == (4 + 2 + 4, 12 + 1)


@pytest.mark.parametrize(
    ("argv", "fragment"),
    [
        (["value", "SAFFRON=2"], "'SAFFRON' is not a trade card"),
        (["value", "grain=9"], "only 8 Grain cards"),
        (["value", "grain=-1"], "a count is 0 to 99"),
        (["value"], "required"),
        (["value", "grain=1", "--data", "missing-pack"], "no such data file"),
        (["value", "grain=1", "--data", "nul\x00.json"], "cannot be read"),
        (["value", "grain=1", "--data", "ti4"], "pack"),
        (["trade", "--announced", "3", "--given", "salt=3"], "expected COUNT:NAME,NAME"),
        (["trade", "--announced", "3:salt,salt"], "required"),
        (["trade", "--announced", "3:salt,salt", "--given", "salt=3", "--given", "salt=3"], "once per side"),
        (["trade", "--announced", "2:salt,salt,salt", "--given", "salt=3"], "3 cards named but only 2 announced"),
        (["guarantee", "x:salt"], "not a whole number"),
        (["deal", "--hand", "salt=2", "--gives", "salt=3", "--hand", "grain=3", "--gives", "grain=3"], "holds 2"),
        (["deal", "--hand", "salt=2", "--gives", "salt=1"], "twice"),
        (["mine"], "invalid choice"),
    ],
)
def test_bad_input_exits_2_with_one_line(argv, fragment):
    assert_one_line_error(run_cli("calc", "advciv", *argv), fragment)


def test_bad_data_file_names_file_field_and_reason(tmp_path):
    from companion.edition.assets import resolve

    data = json.loads(resolve("advciv").read_text(encoding="utf-8"))
    data["commodities"][2]["cards"]["value"] = 0
    path = tmp_path / "broken-advciv.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    result = run_cli("calc", "advciv", "value", "grain=1", "--data", str(path))
    assert_one_line_error(
        result, "broken-advciv.json", "commodities[2] (iron).cards.value", "greater than or equal to 1"
    )


def test_console_script_runs_and_fails_cleanly():
    ok = console_script("calc", "advciv", "value", "grain=3", "--json")
    assert ok.returncode == 0, ok.stderr
    assert json.loads(ok.stdout)["total"] == 3 * 3 * 4
    bad = console_script("calc", "advciv", "value", "SAFFRON=2")
    assert bad.returncode == 2
    assert bad.stdout == ""
    assert len(bad.stderr.strip().splitlines()) == 1 and "Traceback" not in bad.stderr
