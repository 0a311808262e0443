"""``companion calc megaciv`` with Mega Civilization's own cards (issue 26; rulings C201-C206).

Rules source: 002_68463270ecbd4b83.txt ("Trade", "Separate trade card blocks",
"Calamities", "8. Calamity Selection"). Card counts from bubba0077/MegaCiv
``Civ_Constants.xml`` (C201, C203); calamities from the Mega Empires Assistant (C202).
"""

from __future__ import annotations

import pytest

from tests.cli.conftest import assert_one_line_error, run_cli


def value(*argv: str) -> dict:
    result = run_cli("calc", "megaciv", "value", *argv, "--json")
    assert result.code == 0, result.err
    return result.json()


def calamities(players: int, *held: str, seed: int = 1) -> dict:
    result = run_cli("calc", "megaciv", "calamities", "--players", str(players), *held, "--seed", str(seed), "--json")
    assert result.code == 0, result.err
    return result.json()


def test_the_hands_once_refused_are_accepted_at_5_players():
    """5 players play one block: the West block has 9 Ochre, 8 Papyrus and 8 Oil, the East 9 Hides. Each full
    set is cards x cards x value: 9 x 9 x 1 = 81, 8 x 8 x 2 = 128, 8 x 8 x 4 = 256, 9 x 9 x 1 = 81."""
    west = value("--players", "5", "ochre=9", "papyrus=8", "oil=8")
    assert west["blocks"] == ["west"]
    assert west["total"] == 9 * 9 * 1 + 8 * 8 * 2 + 8 * 8 * 4
    east = value("--players", "5", "hides=9")
    assert east["blocks"] == ["east"] and east["total"] == 9 * 9 * 1
    assert value("--players", "5", "--block", "west", "ochre=8")["total"] == 8 * 8 * 1


@pytest.mark.parametrize(
    ("hand", "total", "fragment"),
    [
        # Bone is a 9-player commodity: 8 cards at 18 players (4 per block), none at 5
        (["bone=8"], 8 * 8 * 1, "Bone is not used with 5 players"),
        # one block at 5 players: West holds Ochre, East holds Hides, never both in one game
        (["ochre=9", "hides=9"], 9 * 9 * 1 + 9 * 9 * 1, "neither holds this hand"),
        # two Floods: one per block at 18 players, one card in all at 5 (C204); they add nothing
        (["grain=1", "flood=2"], 1 * 1 * 4, "Grain is not used with 5 players"),
        (["salt=2", "flood=2"], 2 * 2 * 3, "only 1 Flood card"),
    ],
)
def test_a_hand_legal_at_18_players_is_refused_at_5(hand, total, fragment):
    assert value("--players", "18", *hand)["total"] == total
    assert_one_line_error(run_cli("calc", "megaciv", "value", "--players", "5", *hand), fragment)


def test_two_blocks_share_a_commodity_and_one_block_has_all_of_it():
    """Clay: 9 cards in the West block alone (up to 11 players), 5 West + 4 East from 12: 9 either way, so
    a hand of 9 Clay is worth 9 x 9 x 1 = 81 at 10 and at 12 players, and 10 are refused."""
    assert value("--players", "10", "clay=9")["total"] == 9 * 9 * 1
    assert value("--players", "12", "clay=9")["total"] == 9 * 9 * 1
    assert_one_line_error(run_cli("calc", "megaciv", "value", "--players", "12", "clay=10"), "only 9 Clay cards")
    assert_one_line_error(
        run_cli("calc", "megaciv", "value", "--players", "11", "clay=1"), "Clay is not in the East block"
    )


def test_the_text_names_the_game_it_valued():
    out = run_cli("calc", "megaciv", "value", "--players", "12", "jade=5").out
    assert out.splitlines()[0] == "12 players, the West and East blocks:"
    assert "Jade: 5 cards × 5 × 7 = 175" in out


@pytest.mark.parametrize("players", [9, 15])
def test_with_minor_calamities_3_calamities_2_major_3_minor(players):
    """8.: "not more than 3 calamities, 2 of which may be Major ... 3 of which may be Minor Calamities"."""
    three_minor = calamities(players, "tempest", "banditry", "coastal-migration")
    assert three_minor["limit"] == {"total": 3, "major": 2, "minor_used": True, "blocks": 1 if players < 12 else 2}
    assert three_minor["discarded"] == [] and len(three_minor["kept"]) == 3
    two_major = calamities(players, "famine", "piracy", "tempest")
    assert two_major["discarded"] == [] and len(two_major["kept"]) == 2 + 1
    three_major = calamities(players, "famine", "piracy", "flood")
    assert [d["reason"] for d in three_major["discarded"]] == ["major"]  # 3 majors - 2 allowed = 1
    four_minor = calamities(players, "tempest", "banditry", "city-riots", "coastal-migration")
    assert [d["reason"] for d in four_minor["discarded"]] == ["total"]  # 4 - 3 = 1
    three_major_one_minor = calamities(players, "famine", "piracy", "flood", "tempest")
    assert [d["reason"] for d in three_major_one_minor["discarded"]] == ["major"]  # then 3 held: within 3


def test_no_duplicates_at_9_and_one_goes_at_15():
    """8.: "if a single player holds any calamities of the same name, he must discard 1 of these"; a single
    block (9 players) has one copy of each (C204), two blocks (15) two."""
    assert_one_line_error(run_cli("calc", "megaciv", "calamities", "--players", "9", "tempest", "tempest"), "one block")
    data = calamities(15, "tempest", "tempest", "famine", "piracy")
    assert data["discarded"][0] == {"calamity": "tempest", "name": "Tempest", "reason": "duplicate"}
    assert data["kept"] == ["tempest", "famine", "piracy"]


@pytest.mark.parametrize("players", [6, 13])
def test_without_minor_calamities_no_more_than_2(players):
    """8.: "In a game of 5-8 and 12-14 players, no Minor Calamities are used ... 'no more than 2 calamities'"."""
    data = calamities(players, "famine", "piracy", "flood")
    assert data["limit"]["total"] == 2 and data["limit"]["minor_used"] is False
    assert [d["reason"] for d in data["discarded"]] == ["total"]  # 3 - 2 = 1
    assert len(data["kept"]) == 2
    assert_one_line_error(
        run_cli("calc", "megaciv", "calamities", "--players", str(players), "tempest"),
        f"Tempest is a minor calamity; with {players} players no minor calamities are used",
    )


def test_duplicates_per_block_at_13_players_and_none_at_6():
    """13 players: two blocks, two Famines: the duplicate goes first, then 2 are within the limit."""
    data = calamities(13, "famine", "famine", "piracy")
    assert [d["reason"] for d in data["discarded"]] == ["duplicate"] and data["kept"] == ["famine", "piracy"]
    assert_one_line_error(run_cli("calc", "megaciv", "calamities", "--players", "6", "famine", "famine"), "one block")


def test_the_table_enters_a_minor_discard():
    """C206 with the real types: 9 players, 2 majors and 2 minors: 4 - 3 = 1 card goes; the table drew Banditry."""
    result = run_cli(
        "calc", "megaciv", "calamities", "--players", "9", "famine", "piracy", "tempest", "banditry",
        "--discard", "banditry", "--json",
    )
    assert result.json()["kept"] == ["tempest", "famine", "piracy"]
    assert "C206" in result.json()["assumed"]
    assert_one_line_error(
        run_cli("calc", "megaciv", "calamities", "--players", "9", "famine", "piracy", "flood", "--discard", "tempest"),
        "Tempest is not held",
    )
