"""Single fields: numbers, yes/no, a side with a number, players with numbers, announced offers."""

from __future__ import annotations

import pytest

from companion.entry import (
    EntryError,
    read_announced,
    read_int,
    read_ints,
    read_names,
    read_person,
    read_rows,
    read_side,
    read_turn,
    read_yes,
)
from companion.entry import titm as words


@pytest.fixture(scope="module")
def government(components):
    return words.sides(components.government)


@pytest.mark.parametrize("text", ["dem 3", "3 dem", "democracy:3", "white 3", "DEM 3", "Democracy 3", "w 3"])
def test_a_track_position_many_ways(government, text):
    # R5: white arrows are Democracy's.
    assert read_side(text, government, field="Gov.") == ("democracy", 3)


def test_level_zero_needs_no_side_and_colours_of_the_other_track_are_not_sides(government):
    assert read_side("0", government, field="Gov.", level=True) == (None, 0)
    with pytest.raises(EntryError, match="Gov.: 'red' is not a side here"):
        read_side("red 2", government, field="Gov.")
    with pytest.raises(EntryError, match="could be democracy or dictatorship"):
        read_side("d 2", government, field="Gov.")
    with pytest.raises(EntryError, match="a side and a space"):
        read_side("dem", government, field="Gov.")
    with pytest.raises(EntryError, match="far too large"):
        read_side("dem " + "9" * 4300, government, field="Gov.")


def test_numbers_yes_no():
    assert read_int(" 4 ", field="Turn") == 4
    assert read_int("−3", field="Safety") == -3  # a typographic minus
    assert read_int("", field="Extra", default=0) == 0
    assert read_ints("2 3", field="Die") == [2, 3]
    assert read_yes("Y", field="Revolt") and not read_yes("", field="Revolt") and not read_yes("no", field="Revolt")
    for bad in ("x3", "3.5", "three", "²"):
        with pytest.raises(EntryError, match="Turn: .* is not a whole number"):
            read_int(bad, field="Turn")
    with pytest.raises(EntryError, match="Turn: type a whole number"):
        read_int("", field="Turn")
    with pytest.raises(EntryError, match="Revolt: type y or n"):
        read_yes("maybe", field="Revolt")


def test_numbers_are_bounded_and_a_wall_of_digits_is_an_entry_error():
    with pytest.raises(EntryError, match=r"Penalty: 6\? the number is 1 to 5"):
        read_int("6", field="Penalty", low=1, high=5)
    with pytest.raises(EntryError) as caught:
        read_int("9" * 4300, field="VP")
    assert str(caught.value).startswith("VP: '999") and "far too large" in str(caught.value)
    assert len(str(caught.value)) < 80


def test_players_with_numbers():
    rows = read_rows("Ann -3 -1, Ben=-5:0, Player 2=-2:+1, Mary Ann 0 -4", ("happiness", "safety"), field="Players")
    assert rows == [("Ann", [-3, -1]), ("Ben", [-5, 0]), ("Player 2", [-2, 1]), ("Mary Ann", [0, -4])]
    for bad, why in [("Ann -3", "expected NAME"), ("Ann 1 2 3", "expected NAME"), ("Ann 1 2, Ann 3 4", "twice"), (" , ", "type NAME")]:
        with pytest.raises(EntryError, match=why):
            read_rows(bad, ("happiness", "safety"), field="Players")


def test_announced_offers_and_counts_of_names():
    calamities = ["famine", "flood", "piracy", "civil-war"]
    assert read_announced("3: salt, grain", ["salt", "grain"], field="A said") == (3, ["salt", "grain"])
    assert read_announced("4 salt salt", ["salt", "grain"], field="A said") == (4, ["salt", "salt"])
    with pytest.raises(EntryError, match="A said: type the card count"):
        read_announced("salt salt", ["salt"], field="A said")
    with pytest.raises(EntryError, match="Held: '99999999999' is far too large"):
        read_names("famine 99999999999", calamities, field="Held")
    with pytest.raises(EntryError, match=r"Held: 100\? a count is 0 to 99"):
        read_names("famine 100", calamities, field="Held")


def test_a_person_is_the_same_in_any_case_or_accent_and_must_show_something():
    assert read_person("  Zoë ", field="Player") == "Zoë"
    with pytest.raises(EntryError, match="'zoe' is given twice \\(as 'Zoë'\\)"):
        read_person("zoe", field="Player", taken=["Ann", "Zoë"])
    for blank in ("", "   ", "\u200b", "\u200b\ufeff"):
        with pytest.raises(EntryError, match="Player: (type a name|.* shows nothing)"):
            read_person(blank, field="Player")
    with pytest.raises(EntryError, match="control character \\(ESC\\)"):
        read_person("Ann\x1b[2J", field="Player")


def test_rows_refuse_a_player_given_twice_in_another_case():
    with pytest.raises(EntryError, match="Players: 'ann' is given twice"):
        read_rows("Ann -3 -1, ann 0 0", ("happiness", "safety"), field="Players")


@pytest.mark.parametrize("typed, turn", [("3", 3), ("III", 3), ("iii", 3), (" VI ", 6), ("turn IV", 4), ("Round 2", 2)])
def test_a_turn_as_a_number_or_as_the_turn_track_prints_it(typed, turn):
    assert read_turn(typed, field="Turn") == turn


@pytest.mark.parametrize("typed", ["3x", "IIII", "turn", "three"])
def test_what_is_not_a_turn(typed):
    with pytest.raises(EntryError, match="Turn: .* is not a turn: type 3 or III"):
        read_turn(typed, field="Turn")
