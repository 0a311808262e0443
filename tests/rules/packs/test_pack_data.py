"""The rule packs' data files (assets/*.json) and their loader (companion.edition.packs)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import companion
from companion.edition.assets import resolve
from companion.edition.packs import advciv, megaciv, ti4, tnt
from companion.edition.packs.loader import PackDataError

ROOT = Path(companion.__file__).parent.parent
RULINGS = (ROOT / "docs" / "rulings-packs.md").read_text(encoding="utf-8")
LOADERS = {"advciv": advciv.load, "megaciv": megaciv.load, "ti4": ti4.load, "tnt": tnt.load}


def raw(pack: str) -> dict:
    return json.loads(resolve(pack).read_text(encoding="utf-8"))


def sourced_values(node, path=""):
    """Yield (path, {value, stated|assumed|house}) for every sourced value in a data file."""
    if isinstance(node, dict):
        if "value" in node:
            yield path, node
            return
        for key, child in node.items():
            yield from sourced_values(child, f"{path}.{key}")
    elif isinstance(node, list):
        for i, child in enumerate(node):
            yield from sourced_values(child, f"{path}[{i}]")


@pytest.mark.parametrize("pack", sorted(LOADERS))
def test_every_assumed_value_points_to_a_ruling_in_the_docs(pack):
    for path, value in sourced_values(raw(pack)):
        if "assumed" in value:
            ruling = value["assumed"]
            assert f"| {ruling} |" in RULINGS, f"{pack}{path}: {ruling} is not in docs/rulings-packs.md"
            series = {"advciv": "C1", "megaciv": "C2", "ti4": "C3", "tnt": "C4"}[pack]
            assert ruling.startswith(series), f"{pack}{path}: {ruling} is outside the pack's C{series[1]}xx series"


def test_every_ruling_in_the_docs_is_used_by_data_or_code():
    used = " ".join(p.read_text(encoding="utf-8") for p in (ROOT / "companion").rglob("*.py"))
    used += " ".join(resolve(pack).read_text(encoding="utf-8") for pack in LOADERS)
    for ruling in re.findall(r"^\| (C\d+) \|", RULINGS, flags=re.M):
        assert re.search(rf"\b{ruling}\b", used), f"{ruling} is documented but nothing relies on it"


def test_advciv_stated_values_match_rule_28():
    """28.51: Grain is worth 4; 28.53: 3 Bronze = 54, so Bronze is worth 54 / 9 = 6; Mining raises Iron, Bronze,
    Silver, Gems and Gold."""
    pack = advciv.load()
    deck = pack.deck
    assert deck.commodity("grain").value == 4
    assert deck.commodity("bronze").value * 3 * 3 == 54
    assert {c.name for c in deck.commodities if c.mining} == {"Iron", "Bronze", "Silver", "Gems", "Gold"}
    assert pack.provenance.sources["commodity:grain"]["value"].startswith("stated: 000 rule 28.51")
    assert pack.provenance.sources["commodity:bronze"]["value"].startswith("stated: 000 rule 28.53")


def test_issue_supplied_tables_are_marked_assumed():
    """Advanced Civilization's commodity table and calamity list, and the 25 TI4 factions of the issue's table,
    are not in the extracted rules text: assumed."""
    adv = raw("advciv")
    assert all("assumed" in c["cards"] for c in adv["commodities"])
    assert all("assumed" in c["tradable"] and "assumed" in c["stack"] for c in adv["calamities"])
    factions = raw("ti4")["factions"]
    assert sum("assumed" in f["commodity_value"] for f in factions) == 25


def test_values_from_public_lists_name_the_list():
    """Issue 26: Mega Civilization's cards and the Thunder's Edge factions are sourced, the list named."""
    mega = raw("megaciv")
    assert "bubba0077/MegaCiv" in mega["blocks"]["sourced"]
    for c in mega["commodities"]:
        assert all("bubba0077/MegaCiv" in c[key]["sourced"] for key in ("value", "players", "cards")), c["id"]
    for c in mega["calamities"]:
        assert all("megaempiresassistant" in c[key]["sourced"] for key in ("stack", "major")), c["id"]
        assert c["cards"] == {"value": 1, "assumed": "C204"}
    te = [f for f in raw("ti4")["factions"] if "sourced" in f["commodity_value"]]
    assert len(te) == 6 and all("ti-assistant" in f["commodity_value"]["sourced"] for f in te)


def test_advciv_table_as_given():
    """Ruling C101/C102: spot checks of the table the issue supplies."""
    deck = advciv.load().deck
    table = {c.name: (c.value, c.cards) for c in deck.commodities}
    assert table["Ochre"] == (1, 7) and table["Salt"] == (3, 9) and table["Dye"] == (8, 4)
    assert table["Gold"] == (9, 5) and table["Ivory"] == (9, 4)
    assert len(table) == 18
    non_tradable = {c.name for c in deck.calamities if not c.tradable}
    assert non_tradable == {"Volcanic Eruption/Earthquake", "Famine", "Civil War", "Flood"}
    assert {c.name: c.stack for c in deck.calamities}["Piracy"] == 9


def test_megaciv_calamities_as_published():
    """Ruling C202: 24 calamities, three a stack from 2 to 9 (minor, major non-tradable, major tradable).
    002 Calamities: "Except for Non Tradeable Calamities, which may never be traded, all other calamities may
    be included": the minor ones are tradable. 8.: minors are used with 9-11 and 15-18 players only."""
    cards = megaciv.load().deck.calamities
    assert len(cards) == 3 * 8
    assert sum(c.major for c in cards) == 16 and sum(not c.major for c in cards) == 8
    assert sum(not c.tradable for c in cards) == 8 and all(c.major for c in cards if not c.tradable)
    stacks = {c.name: c.stack for c in cards}
    assert (stacks["Superstition"], stacks["Civil War"], stacks["Slave Revolt"], stacks["Flood"]) == (4, 5, 3, 4)
    assert {c.name for c in cards if not c.major} == {
        "Tempest", "Squandered Wealth", "City Riots", "City in Flames",
        "Tribal Conflict", "Minor Uprising", "Banditry", "Coastal Migration",
    }
    minor_counts = set(range(9, 12)) | set(range(15, 19))
    assert all(set(c.players) == minor_counts for c in cards if not c.major)
    assert all(set(c.players) == set(range(5, 19)) for c in cards if c.major)


def test_tnt_numbers_are_the_rulebooks():
    r = tnt.load().rules
    assert (r.resource_vp, r.set_vp) == (1, 6)  # "The City"
    assert (r.card_gold_node, r.card_gold_city) == (1, 2)  # "The Trade Routes", "The City"
    assert r.specialty_cost == 10  # "Specialty Cards"
    assert r.hand_limit == 7  # "Game Rules"
    assert r.end_vp == 20  # "End of the Game"
    assert (r.starting_gold, r.starting_hand) == (5, 2 + 2)  # "Game Setup"
    assert r.spaces("move") == 3 - 1  # "move 1 to 3 spaces"


def write(tmp_path: Path, pack: str, data) -> Path:
    path = tmp_path / f"bad-{pack}.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def broken(pack: str, change) -> dict:
    data = raw(pack)
    change(data)
    return data


@pytest.mark.parametrize(
    ("pack", "change", "fragments"),
    [
        (
            "advciv",
            lambda d: d["commodities"][6]["value"].update(value=10),
            ["commodities[6] (grain).value.value", "less than or equal to 9"],
        ),
        (
            "advciv",
            lambda d: d["commodities"][0]["cards"].pop("assumed"),
            ["commodities[0] (ochre).cards", "exactly one source"],
        ),
        ("advciv", lambda d: d["commodities"][1].update(id="ochre"), ["commodities", "'ochre' is used twice"]),
        ("advciv", lambda d: d["calamities"][0].update(id="grain"), ["calamities", "also a commodity id"]),
        (
            "advciv",
            lambda d: d["calamities"][2]["tradable"].update(value="no"),
            ["calamities[2] (famine).tradable.value", "valid boolean"],
        ),
        ("advciv", lambda d: d.update(colour="red"), ["colour", "Extra inputs are not permitted"]),
        ("advciv", lambda d: d.update(pack="ti4"), ["pack", "'advciv'"]),
        (
            "megaciv",
            lambda d: d["calamities"][1].pop("major"),
            ["calamities[1] (volcanic-eruption-earthquake).major", "Field required"],
        ),
        (
            "megaciv",
            lambda d: d["commodities"][0]["players"].update(value=[[5, 19]]),
            ["commodities[0] (ochre).players.value", "less than or equal to 18"],
        ),
        (
            "megaciv",
            lambda d: d["commodities"][0]["cards"]["value"]["one_block"].update(north=3),
            ["commodities[0] (ochre).cards.value.one_block", "north"],
        ),
        (
            "megaciv",
            lambda d: d["blocks"]["value"][1].update(players=[9, 10]),
            ["blocks", "player count 9 is given blocks twice"],
        ),
        (
            "megaciv",
            lambda d: d["commodities"][0]["value"].update(sourced="x", assumed="C201"),
            ["commodities[0] (ochre).value", "exactly one source"],
        ),
        (
            "ti4",
            lambda d: d["factions"][0]["commodity_value"].update(value=-1),
            ["factions[0] (hacan).commodity_value.value", "greater than or equal to 0"],
        ),
        (
            "ti4",
            lambda d: d["factions"][0]["commodity_value"].update(assumed="because"),
            ["factions[0] (hacan).commodity_value", "ruling id"],
        ),
        ("ti4", lambda d: d["factions"][0].update(id="custom"), ["factions", "reserved"]),
        ("tnt", lambda d: d["tracks"].pop(), ["tracks", "exactly once"]),
        ("tnt", lambda d: d["end_vp"].update(value="20"), ["end_vp.value", "valid integer"]),
    ],
)
def test_bad_data_is_rejected_naming_file_field_and_reason(tmp_path, pack, change, fragments):
    path = write(tmp_path, pack, broken(pack, change))
    with pytest.raises(PackDataError) as caught:
        LOADERS[pack](str(path))
    message = str(caught.value)
    assert message.startswith(f"bad-{pack}.json: ")
    assert "\n" not in message
    for fragment in fragments:
        assert fragment in message, message


def test_unreadable_and_non_json_files(tmp_path):
    latin1 = tmp_path / "latin1.json"
    latin1.write_bytes('{"title": "Civilisation avanc\u00e9e"}'.encode("latin-1"))
    with pytest.raises(PackDataError, match=r"latin1.json: not UTF-8 text"):
        advciv.load(str(latin1))
    with pytest.raises(PackDataError, match="is a folder, not a data file"):
        advciv.load(str(tmp_path))
    with pytest.raises(PackDataError, match="no such data file"):
        advciv.load(str(tmp_path / "missing.json"))
    with pytest.raises(PackDataError, match=r"bad-tnt.json: not valid JSON at line 1"):
        tnt.load(str(write(tmp_path, "tnt", "{not json")))


def test_a_house_correction_is_accepted(tmp_path):
    """A table corrects a value to its printed card: {"value": ..., "house": "why"}."""
    data = broken(
        "advciv", lambda d: d["commodities"][15].update(cards={"value": 5, "house": "our Dye has 5 cards"})
    )
    pack = advciv.load(str(write(tmp_path, "advciv", data)))
    assert pack.deck.commodity("dye").cards == 5
    assert pack.provenance.sources["commodity:dye"]["cards"] == "house: our Dye has 5 cards"
