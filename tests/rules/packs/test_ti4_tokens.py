"""Tokens of one and three, 003_fbbad9fb1e9f590a.txt 21.8 (and 21.1)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.rules.errors import CountError
from companion.rules.ti4.errors import LedgerError
from companion.rules.ti4.tokens import Tokens, fewest_tokens, make_change


def test_21_8_fewest_tokens_for_seven_is_two_threes_and_a_one():
    """21.8: "Commodity tokens come in values of one and three": 7 = 3 + 3 + 1."""
    tokens = fewest_tokens(7)
    assert (tokens.threes, tokens.ones) == (2, 1)
    assert tokens.total == 3 * 2 + 1 * 1
    assert tokens.pieces == 3


def test_21_8_swap_a_three_to_hand_over_one():
    """21.8: "A player can swap between these tokens as necessary": holding one 3, handing over 1 means
    swapping the 3 for three 1s, handing one over and keeping two."""
    change = make_change(Tokens(threes=1), 1)
    assert change.returned == Tokens(threes=1)
    assert change.taken == Tokens(ones=3)
    assert change.handed == Tokens(ones=1)
    assert change.kept == Tokens(ones=2)


def test_no_swap_when_the_ones_held_suffice():
    change = make_change(Tokens(ones=4), 3)
    assert change.handed == Tokens(ones=3)
    assert change.returned == Tokens() and change.taken == Tokens()


def test_cannot_hand_over_more_than_held():
    with pytest.raises(LedgerError, match="worth 4, cannot hand over 5"):
        make_change(Tokens(ones=1, threes=1), 5)


@pytest.mark.parametrize("bad", [-1, 1.5, "2", None])
def test_bad_amounts(bad):
    with pytest.raises(CountError):
        fewest_tokens(bad)


@given(st.integers(0, 200))
def test_property_fewest_tokens_is_fewest(amount):
    """No other mix of ones and threes worth ``amount`` uses fewer tokens (brute force)."""
    best = fewest_tokens(amount)
    assert best.total == amount
    assert best.pieces == min(ones + threes for threes in range(amount // 3 + 1) for ones in [amount - 3 * threes])


@given(ones=st.integers(0, 10), threes=st.integers(0, 10), data=st.data())
def test_property_change_adds_up_and_swaps_at_most_once(ones, threes, data):
    held = Tokens(ones, threes)
    amount = data.draw(st.integers(0, held.total))
    change = make_change(held, amount)
    assert change.handed.total == amount
    assert change.kept.total == held.total - amount
    assert change.returned.total == change.taken.total <= 3
    assert change.handed.ones + change.kept.ones == ones + change.taken.ones


def test_21_1_trade_goods_use_the_same_tokens():
    """21.1: "Commodities and trade goods are represented by opposite sides of the same token": 4 trade goods
    are counted out like 4 commodities, 3 + 1."""
    assert fewest_tokens(4) == Tokens(ones=1, threes=1)
