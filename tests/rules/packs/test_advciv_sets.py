"""Commodity set values, 000_cc0dfa045792078f.txt rules 28.51–28.52."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.edition.packs import advciv
from companion.rules.advciv.sets import hand_value, set_value
from companion.rules.errors import CountError, UnknownNameError

DECK = advciv.load().deck


def test_28_51_example_three_grain_worth_four_each_are_36(deck):
    """28.51: "three grain cards (each worth four) have a value of 3 x 3 x 4 = 36, rather than 4 + 4 + 4 = 12"."""
    grain = deck.commodity("Grain")
    assert grain.value == 4
    assert set_value(grain, 3) == 3 * 3 * 4 == 36
    assert set_value(grain, 3) != 4 + 4 + 4


def test_28_51_one_card_is_worth_its_face_value(deck):
    ochre = deck.commodity("ochre")
    assert set_value(ochre, 1) == 1 * 1 * 1


def test_28_52_different_commodities_of_the_same_value_never_combine(deck):
    """28.52: Grain and Oil are both worth 4; two of each are two sets, not one set of four."""
    value = hand_value(deck, {"grain": 2, "oil": 2})
    assert [s.commodity for s in value.sets] == ["grain", "oil"]
    assert value.total == 2 * 2 * 4 + 2 * 2 * 4
    assert value.total != 4 * 4 * 4


def test_hand_value_sums_one_set_per_commodity(deck):
    value = hand_value(deck, {"Salt": 4, "GOLD": 2, "hides": 1})
    assert value.total == 4 * 4 * 3 + 2 * 2 * 9 + 1 * 1 * 1


def test_calamities_in_a_hand_are_worth_nothing(deck):
    """Ruling C107: set values count commodities only."""
    assert hand_value(deck, {"grain": 2, "Civil War": 1}).total == 2 * 2 * 4


def test_no_set_beyond_the_number_of_cards_that_exist(deck):
    """28.53 "the limit printed on the commodity card": Dye has 4 cards (C101)."""
    with pytest.raises(CountError, match="only 4 Dye cards"):
        set_value(deck.commodity("dye"), 5)
    with pytest.raises(CountError, match="only 4 Dye cards"):
        hand_value(deck, {"dye": 5})


def test_a_full_set_is_allowed(deck):
    assert set_value(deck.commodity("salt"), 9) == 9 * 9 * 3


def test_unknown_commodity_lists_the_choices(deck):
    with pytest.raises(UnknownNameError, match="saffron.*choose from: ochre, hides"):
        hand_value(deck, {"saffron": 2})


@pytest.mark.parametrize("bad", [-1, 1.5, "3", True, None])
def test_bad_counts_are_count_errors(deck, bad):
    with pytest.raises(CountError):
        hand_value(deck, {"grain": bad})


def test_the_same_card_under_two_spellings_is_refused(deck):
    with pytest.raises(CountError, match="given twice"):
        hand_value(deck, {"Grain": 1, "grain": 2})


@given(
    commodity=st.sampled_from(DECK.commodities),
    data=st.data(),
)
def test_set_value_is_monotone_in_cards(commodity, data):
    """Property (28.51): one more card never lowers a set's value, and raises a non-empty one."""
    n = data.draw(st.integers(0, commodity.cards - 1))
    assert set_value(commodity, n + 1) > set_value(commodity, n)
    assert set_value(commodity, n) == n * n * commodity.value


def test_one_card_calamities_are_counted_too(deck):
    """Ruling C102: one card of each calamity."""
    with pytest.raises(CountError, match="there is only 1 Famine card"):
        hand_value(deck, {"famine": 2})


def test_calamities_in_a_hand_are_kept_apart_and_add_nothing(deck):
    """Ruling C107: one Grain (1 x 1 x 4 = 4) and Flood: Flood adds nothing, and the value says it was held."""
    from companion.rules.advciv.sets import hand_value

    hand = hand_value(deck, {"grain": 1, "flood": 1})
    assert hand.total == 1 * 1 * 4
    assert hand.calamities == (("flood", 1),)
