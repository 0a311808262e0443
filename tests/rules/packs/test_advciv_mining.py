"""Mining, 000_cc0dfa045792078f.txt rule 28.53."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.edition.packs import advciv
from companion.rules.advciv.errors import MiningError
from companion.rules.advciv.mining import MiningTurn, hand_value_with_mining, mine, mining_options
from companion.rules.advciv.sets import hand_value

DECK = advciv.load().deck


def test_28_53_example_mining_raises_three_bronze_from_54_to_96(deck):
    """28.53: "he could use Mining to increase the value of the set from 54 to 96 (the value of four
    Bronze cards)"."""
    mined, turn = mine(deck, "Bronze", 3)
    assert mined.before == 3 * 3 * 6 == 54
    assert mined.after == 4 * 4 * 6 == 96
    assert mined.counted == 4
    assert turn.used_on == "bronze"


def test_28_53_example_not_also_on_gems_the_same_turn(deck):
    """28.53: "but could not also use Mining to increase the value of a set of Gems cards in the same turn"."""
    _, turn = mine(deck, "bronze", 3)
    with pytest.raises(MiningError, match="already used on Bronze this turn"):
        mine(deck, "gems", 2, turn)


def test_28_53_mining_again_next_turn_is_fine(deck):
    _, this_turn = mine(deck, "bronze", 3)
    assert this_turn.used_on == "bronze"
    mined, _ = mine(deck, "gems", 2, MiningTurn())
    assert (mined.before, mined.after) == (2 * 2 * 8, 3 * 3 * 8)


def test_28_53_never_beyond_the_card_count(deck):
    """28.53: "Mining may not be used to increase the value of a set ... beyond the limit printed on the
    commodity card itself". Gold has 5 cards (C101): a full set cannot be raised."""
    with pytest.raises(MiningError, match="all 5 cards"):
        mine(deck, "gold", 5)
    mined, _ = mine(deck, "gold", 4)
    assert mined.after == 5 * 5 * 9


def test_28_53_only_iron_bronze_silver_gems_gold(deck):
    assert {c.id for c in deck.commodities if c.mining} == {"iron", "bronze", "silver", "gems", "gold"}
    with pytest.raises(MiningError, match="does not raise Grain"):
        mine(deck, "grain", 3)


def test_mining_needs_a_card_held(deck):
    """Ruling C103: Mining raises a set; with no card there is no set."""
    with pytest.raises(MiningError, match="none is held"):
        mine(deck, "iron", 0)


def test_calc_picks_the_set_where_mining_gains_most(deck):
    """3 Bronze gain (16 - 9) x 6 = 42; 2 Gems gain (9 - 4) x 8 = 40; 1 Gold gains (4 - 1) x 9 = 27."""
    hand = {"bronze": 3, "gems": 2, "gold": 1, "grain": 3}
    result = hand_value_with_mining(deck, hand)
    assert result.mining is not None
    assert result.mining.commodity == "bronze"
    assert result.mining.gain == (4 * 4 - 3 * 3) * 6 == 42
    assert result.total == (3 * 3 * 6 + 2 * 2 * 8 + 1 * 1 * 9 + 3 * 3 * 4) + 42
    assert [m.commodity for m in mining_options(deck, hand)] == ["bronze", "gems", "gold"]


def test_a_full_set_is_passed_over_for_one_that_can_grow(deck):
    """Dye is no Mining commodity; Gold is full (5 of 5), so Mining goes to Iron: (2² - 1²) x 2 = 6."""
    result = hand_value_with_mining(deck, {"gold": 5, "iron": 1, "dye": 4})
    assert result.mining is not None and result.mining.commodity == "iron"
    assert result.mining.gain == (2 * 2 - 1 * 1) * 2


def test_no_set_to_mine_gains_nothing(deck):
    result = hand_value_with_mining(deck, {"grain": 3, "gold": 5})
    assert result.mining is None
    assert result.total == 3 * 3 * 4 + 5 * 5 * 9


def test_equal_gains_pick_the_first_in_table_order(deck):
    """Ruling C104: 2 Silver and 2 Bronze (both worth 6) each gain (3² - 2²) x 6 = 30; Bronze comes
    first in the table."""
    result = hand_value_with_mining(deck, {"silver": 2, "bronze": 2})
    assert result.mining is not None and result.mining.commodity == "bronze"
    assert result.mining.gain == (3 * 3 - 2 * 2) * 6


hands = st.dictionaries(st.sampled_from([c.id for c in DECK.commodities]), st.integers(0, 4), max_size=8).map(
    lambda h: {k: min(v, DECK.commodity(k).cards) for k, v in h.items()}
)


@given(hand=hands)
def test_mining_never_lowers_a_value_and_applies_at_most_once(hand):
    """Property (28.53): Mining never lowers a hand's value, changes at most one set, by exactly one card."""
    plain = hand_value(DECK, hand)
    mined = hand_value_with_mining(DECK, hand)
    assert mined.total >= plain.total
    if mined.mining is None:
        assert mined.total == plain.total
    else:
        m = mined.mining
        card = DECK.commodity(m.commodity)
        assert card.mining and m.counted == hand[m.commodity] + 1 <= card.cards
        assert mined.total - plain.total == m.gain == (m.counted**2 - m.cards**2) * card.value
        # no other set would have gained more
        assert all(o.gain <= m.gain for o in mining_options(DECK, hand))


@given(hand=hands, second=st.sampled_from(["iron", "bronze", "silver", "gems", "gold"]))
def test_mining_cannot_be_used_twice_in_a_turn(hand, second):
    """Property (28.53 "only applies once each turn"): after one use, any second use is refused."""
    options = mining_options(DECK, hand)
    if not options:
        return
    _, turn = mine(DECK, options[0].commodity, options[0].cards)
    with pytest.raises(MiningError):
        mine(DECK, second, 1, turn)
