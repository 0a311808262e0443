"""Reading typed counts for the fast goods entry."""

from __future__ import annotations

import pytest

from companion.tui.entry import ICON_ALIASES, EntryError, parse_counts

GOODS = ["grain", "wool", "timber", "ore", "salt", "wine", "dye", "slaves", "art", "spices", "gold"]
ICONS = ["democracy", "dictatorship", "venus", "mars", "prosperity", "unhappy", "barbarian", "poverty",
         "depression", "barbarians", "barbarian-fury", "zealots", "corruption", "slave-revolt"]


@pytest.mark.parametrize(
    "text",
    ["wine 3, dye 2", "3 wine 2 dye", "wine=3 dye=2", "wi 3 dy 2", "WINE 3; DYE 2", "wine 2 dye 2 wine"],
)
def test_many_ways_to_type_the_same_spend(text):
    assert parse_counts(text, GOODS) == {"wine": 3, "dye": 2}


def test_a_name_alone_counts_once_and_colours_name_arrows():
    assert parse_counts("black 2 white prosp", ICONS, ICON_ALIASES) == {
        "dictatorship": 2, "democracy": 1, "prosperity": 1
    }


def test_exact_names_win_over_longer_ones():
    assert parse_counts("barbarian 2", ICONS) == {"barbarian": 2}


@pytest.mark.parametrize(
    ("text", "message"),
    [("g 2", "could be gold, grain"), ("saffron", "'saffron' is not one of"), ("3 4 wine", "two numbers"),
     ("wine 3 2", "a number without a name")],
)
def test_unclear_entries_say_why(text, message):
    with pytest.raises(EntryError, match=message):
        parse_counts(text, GOODS)


def test_empty_is_nothing():
    assert parse_counts("", GOODS) == {}
