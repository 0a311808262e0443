"""Selling, buying and the hand limit, 004_94530a861ff71851.txt (Trade and Triumph)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.edition.packs import tnt
from companion.rules.errors import CountError, UnknownNameError
from companion.rules.tnt.board import Resources, Trader, Upgrades, actions, start
from companion.rules.tnt.economy import (
    best_sale,
    buy_upgrade,
    discard_to_hand_limit,
    draw_specialty,
    sell_cards,
    sell_resources,
)
from companion.rules.tnt.errors import PaymentError, UpgradeError

RULES = tnt.load().rules


def test_setup_5_gold_and_2_influence_plus_2_trade_cards(tnt_rules):
    """ "Game Setup": each player takes 5 Gold and draws 2 Influence Cards and 2 Trade Cards."""
    trader = start(tnt_rules, "Ada")
    assert (trader.gold, trader.hand, trader.vp) == (5, 2 + 2, 0)


def test_the_city_one_vp_per_resource(tnt_rules):
    """ "The City": "Each trade resource sells for 1 victory point"."""
    sale = best_sale(tnt_rules, Resources(forest=2, ocean=1))
    assert sale.sets == 0
    assert sale.vp == 2 * 1 + 1 * 1


def test_the_city_one_of_each_for_6_vp(tnt_rules):
    """ "If you have one of each type of trade resource, you may trade them in for 6 victory points"."""
    sale = best_sale(tnt_rules, Resources(1, 1, 1, 1))
    assert (sale.sets, sale.vp) == (1, 6)
    assert sale.vp > 4 * 1


def test_best_sale_uses_as_many_sets_as_the_scarcest_region_allows(tnt_rules):
    """forest 3, mountain 2, desert 2, ocean 4: 2 sets (2 x 6 = 12) + singles 1 + 0 + 0 + 2 = 3 → 15 VP."""
    sale = best_sale(tnt_rules, Resources(3, 2, 2, 4))
    assert sale.sets == 2
    assert sale.singles == Resources(1, 0, 0, 2)
    assert sale.vp == 2 * 6 + (1 + 0 + 0 + 2) * 1


def test_selling_resources_changes_vp_and_resources(tnt_rules):
    trader = Trader("Ada", vp=3, resources=Resources(2, 1, 1, 1))
    after = sell_resources(tnt_rules, trader, 1, Resources(forest=1))
    assert after.vp == 3 + 6 + 1
    assert after.resources == Resources()
    with pytest.raises(PaymentError, match="cannot sell 2 mountain"):
        sell_resources(tnt_rules, trader, 1, Resources(mountain=1))


def test_cards_sell_for_1_gold_at_a_node_and_2_at_the_city(tnt_rules):
    """ "The Trade Routes": "sell any amount of cards in your hand here for 1 gold each";
    "The City": "2 gold each"."""
    trader = Trader("Ada", gold=5, hand=4)
    assert sell_cards(tnt_rules, trader, 3, "node").gold == 5 + 3 * 1
    at_city = sell_cards(tnt_rules, trader, 3, "city")
    assert (at_city.gold, at_city.hand) == (5 + 3 * 2, 4 - 3)
    with pytest.raises(PaymentError, match="holds 4 cards, cannot sell 5"):
        sell_cards(tnt_rules, trader, 5, "city")
    with pytest.raises(UnknownNameError):
        sell_cards(tnt_rules, trader, 1, "harbour")  # type: ignore[arg-type]


def test_specialty_draw_costs_10_gold(tnt_rules):
    """ "Specialty cards cost 10 gold to draw"."""
    after = draw_specialty(tnt_rules, Trader("Ada", gold=12, hand=3))
    assert (after.gold, after.hand) == (12 - 10, 3 + 1)
    with pytest.raises(PaymentError, match="has 9 gold; a specialty draw costs 10"):
        draw_specialty(tnt_rules, Trader("Ada", gold=9))


def test_upgrades_are_bought_left_to_right_until_the_track_is_full(tnt_rules):
    """ "You must upgrade in order from left to right"; the move track holds 2 upgrades (1 → 3 spaces, C401).
    The price is the board's, passed in (C402)."""
    trader = Trader("Ada", gold=20)
    once = buy_upgrade(tnt_rules, trader, "move", 4)
    twice = buy_upgrade(tnt_rules, once, "move", 6)
    assert twice.upgrades == Upgrades(move=2)
    assert twice.gold == 20 - 4 - 6
    with pytest.raises(UpgradeError, match="move track is full"):
        buy_upgrade(tnt_rules, twice, "move", 1)
    with pytest.raises(PaymentError, match="has 3 gold; the upgrade costs 4"):
        buy_upgrade(tnt_rules, Trader("Bo", gold=3), "draw", 4)
    with pytest.raises(UnknownNameError):
        buy_upgrade(tnt_rules, trader, "swim", 1)


def test_hand_limit_of_7_at_the_end_of_a_turn(tnt_rules):
    """ "If you have more than 7 cards in your hand at the end of your turn, you must discard cards until you
    have 7 in your hand"."""
    after, discarded = discard_to_hand_limit(tnt_rules, Trader("Ada", hand=9))
    assert (after.hand, discarded) == (7, 9 - 7)
    same, none = discard_to_hand_limit(tnt_rules, Trader("Ada", hand=7))
    assert (same.hand, none) == (7, 0)


def test_bad_trader_values_are_count_errors():
    with pytest.raises(CountError):
        Trader("Ada", vp=-1)
    with pytest.raises(CountError):
        Resources(forest=1.5)  # type: ignore[arg-type]


def brute_force_best_vp(resources: Resources) -> int:
    """Try every way to sell: any number of sets of four (each needs one of each) and any singles."""
    counts = list(resources.as_dict().values())
    best = 0
    for sets in range(min(counts) + 1):
        rest = [n - sets for n in counts]
        for singles in itertools.product(*(range(n + 1) for n in rest)):
            best = max(best, sets * 6 + sum(singles) * 1)
    return best


@given(st.tuples(*(st.integers(0, 4) for _ in range(4))))
def test_property_the_best_sale_is_optimal_against_brute_force(counts):
    resources = Resources(*counts)
    sale = best_sale(RULES, resources)
    assert sale.vp == brute_force_best_vp(resources)
    assert sale.resources == resources.total


def test_upgrade_board_example_upgrading_plays_uses_the_play_and_works_next_turn(tnt_rules):
    """ "Upgrade Boards" TIP: "If you have 1 play per turn and choose to upgrade to 2 plays per turn, your turn
    immediately ends, as the upgrade counts as your play for that turn. On your next turn, you will have 2 plays.
    If you chose to upgrade again, you will have 1 play remaining for that turn." (A third play space is C401.)"""
    trader = Trader("Ada", gold=30)
    this_turn = actions(trader.upgrades)
    assert this_turn.plays == 1
    upgraded = buy_upgrade(tnt_rules, trader, "play", 5)
    plays_left_this_turn = this_turn.plays - 1  # the upgrade was this turn's play
    assert plays_left_this_turn == 0
    next_turn = actions(upgraded.upgrades)
    assert next_turn.plays == 2
    again = buy_upgrade(tnt_rules, upgraded, "play", 5)
    assert next_turn.plays - 1 == 1  # "you will have 1 play remaining for that turn"
    assert actions(again.upgrades).plays == 3


def test_movement_upgrades_set_a_maximum_of_3_spaces(tnt_rules):
    """ "if you have upgraded your movement ability to move up to 3 spaces, you may choose to move fewer spaces":
    two move upgrades allow up to 1 + 2 = 3 spaces ("You may move 1 to 3 spaces")."""
    trader = buy_upgrade(tnt_rules, buy_upgrade(tnt_rules, Trader("Ada", gold=10), "move", 0), "move", 0)
    assert actions(trader.upgrades).moves == 1 + 2 == 3
