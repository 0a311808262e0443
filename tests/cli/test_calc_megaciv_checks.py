"""``companion calc megaciv``: data files it refuses, counted calamities, wording and the rulings listed.

Rules source: 002_68463270ecbd4b83.txt ("Trade", "Calamities", "8. Calamity Selection");
rulings C201–C210 in docs/rulings-packs.md.
"""

from __future__ import annotations

import json

import pytest

from tests.cli.conftest import assert_one_line_error, run_cli


def shipped(pack: str) -> dict:
    from companion.edition.assets import resolve

    return json.loads(resolve(pack).read_text(encoding="utf-8"))


def write(tmp_path, name: str, data: dict) -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_a_data_file_without_calamities_is_refused_with_the_reason(tmp_path):
    """8. Calamity Selection limits the calamities a player holds: a deck without any cannot be used."""
    data = shipped("megaciv")
    data["calamities"] = []
    path = write(tmp_path, "nocal.json", data)
    result = run_cli("calc", "megaciv", "calamities", "--players", "5", "flood", "--data", path)
    assert_one_line_error(result, "nocal.json", "calamities", "no calamity is listed", "8. Calamity Selection")


def test_advanced_civilization_needs_no_calamity(tmp_path):
    """Rule 28's computations value and trade commodities: 3 Grain = 3 x 3 x 4 = 36 (28.51)."""
    data = shipped("advciv")
    data["calamities"] = []
    path = write(tmp_path, "nocal.json", data)
    result = run_cli("calc", "advciv", "value", "grain=3", "--data", path, "--json")
    assert result.code == 0 and result.json()["total"] == 3 * 3 * 4


@pytest.mark.parametrize("pack", ["advciv", "megaciv"])
@pytest.mark.parametrize(
    ("table", "card", "name", "fragment"),
    [
        ("commodities", "grain", "Salt", "'Salt' (salt) and 'Salt' (grain)"),  # Grain renamed Salt
        ("commodities", "grain", "SALT", "'Salt' (salt) and 'SALT' (grain)"),  # in another case
        ("commodities", "grain", "Sàlt", "'Salt' (salt) and 'Sàlt' (grain)"),  # with an accent
        # a calamity named like a commodity
        ("calamities", "treachery", "salt", "'Salt' (salt) and 'salt' (treachery)"),
        ("calamities", "treachery", "Famine", "'Famine' (treachery) and 'Famine' (famine)"),  # two calamities
    ],
)
def test_two_cards_with_the_same_name_are_refused(tmp_path, pack, table, card, name, fragment):
    data = shipped(pack)
    entry = next(c for c in data[table] if c["id"] == card)
    entry["name"] = name
    path = write(tmp_path, "dupename.json", data)
    players = ["--players", "9"] if pack == "megaciv" else []
    result = run_cli("calc", pack, "value", "salt=3", *players, "--data", path)
    assert_one_line_error(result, "dupename.json", fragment, "names must differ")


@pytest.mark.parametrize("held", [["2", "flood"], ["2flood"], ["flood x2"], ["flood 2"], ["flood", "flood"]])
def test_calamities_are_a_counted_list(held):
    """12 players: two blocks, so two Floods can be held; one card of a duplicated name is discarded (8.)."""
    data = run_cli("calc", "megaciv", "calamities", "--players", "12", *held, "--json").json()
    assert data["held"] == ["flood", "flood"]
    assert data["discarded"] == [{"calamity": "flood", "name": "Flood", "reason": "duplicate"}]
    assert data["kept"] == ["flood"]


def test_calamities_comma_lists_still_work():
    """9 players: at most 3 calamities, 2 of them major; Famine and Piracy are within it."""
    data = run_cli("calc", "megaciv", "calamities", "--players", "9", "famine,piracy", "--json").json()
    assert data["held"] == ["famine", "piracy"] and data["discarded"] == []
    data = run_cli(
        "calc", "megaciv", "calamities", "--players", "9", "famine, piracy, flood", "--discard", "piracy", "--json"
    ).json()
    assert data["kept"] == ["famine", "flood"]


def test_value_lists_every_ruling_it_relied_on():
    """The set value is C201 and the cards of 9 players C203; Flood is on the calamity list of C202, its copies
    C204, and it adds nothing (C209). Two Grain: 2 x 2 x 4 = 16."""
    data = run_cli("calc", "megaciv", "value", "--players", "9", "flood=1", "grain=2", "--json").json()
    assert data["total"] == 2 * 2 * 4
    assert data["assumed"] == ["C201", "C202", "C203", "C204", "C209"]
    plain = run_cli("calc", "megaciv", "value", "--players", "9", "grain=2", "--json").json()
    assert plain["assumed"] == ["C201", "C203"]


def test_trade_lists_c207_only_for_an_illegal_deal_and_c208_only_for_a_repeat():
    """A Non Tradeable Calamity received makes the deal revertible, not illegal (no C207); the first two
    commodities named differ (no C208). "salt, salt" first must hand over two Salt (C208)."""
    revertible = ["--announced", "3:salt,grain", "--given", "salt=1,grain=1,flood=1"]
    data = run_cli("calc", "megaciv", "trade", *revertible, "--json").json()
    assert data["assumed"] == ["C202", "C204", "C210"]
    illegal = ["--announced", "2:salt,grain", "--given", "salt=1,grain=1"]
    assert run_cli("calc", "megaciv", "trade", *illegal, "--json").json()["assumed"] == ["C207", "C210"]
    repeat = ["--announced", "3:salt,salt", "--given", "salt=1,grain=2"]
    data = run_cli("calc", "megaciv", "trade", *repeat, "--json").json()
    assert data["status"] == "revertible" and data["assumed"] == ["C208", "C210"]


def test_one_side_is_worded_as_one_side():
    """One side, 4 cards announced, 3 handed over: a different number than specified, revertible."""
    result = run_cli("calc", "megaciv", "trade", "--announced", "4:salt,grain", "--given", "salt=1,grain=1,ochre=1")
    assert result.code == 0
    assert "both sides" not in result.out
    assert "A's side makes the deal revertible" in result.out
    assert "A takes back 3 cards" in result.out
    kept = run_cli("calc", "megaciv", "trade", "--announced", "3:salt,grain", "--given", "salt=1,grain=1,ochre=1")
    assert "A's side keeps the trade rules" in kept.out and "The deal stands" not in kept.out


def test_singular_and_plural():
    """One card announced and handed over: "1 card", "1 commodity card"."""
    out = run_cli("calc", "megaciv", "trade", "--announced", "1:salt", "--given", "salt=1").out
    assert "offered 1 card;" in out and "handed over 1 card;" in out
    assert "named 1 commodity card;" in out
    assert "A takes back 1 card;" in out
    assert "Grain: 1 card × 1 × 4 = 4" in run_cli("calc", "megaciv", "value", "--players", "9", "grain=1").out


@pytest.mark.parametrize(
    ("players", "fragment"),
    [([" "], "--player: type a name"), (["", "B"], "--player: type a name"), (["Ann", "ann"], "given twice")],
)
def test_blank_or_repeated_player_names_are_refused(players, fragment):
    side = ["--announced", "3:salt,grain", "--given", "salt=1,grain=1,ochre=1"]
    names = [arg for p in players for arg in ("--player", p)]
    assert_one_line_error(run_cli("calc", "megaciv", "trade", *(side * len(players)), *names), fragment)
