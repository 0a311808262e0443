"""Goods set values — 001 "Collect Victory Points", "What the Game is About"; RULINGS R1."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.rules.components import Good
from companion.rules.effects import SetModifier
from companion.rules.errors import CountError, UnknownNameError
from companion.rules.sets import chart_value, score_good, score_sets, split_sets

TRIANGULAR = (1, 3, 6, 10, 15, 21)


def vp(components, good: str, count: int) -> int:
    return score_sets(components, {good: count}).total_vp


def test_grain_chart_from_what_the_game_is_about(components):
    # "a single grain card is worth one victory point, three grain cards are worth
    # six victory point and five grain cards would be worth 15"
    assert vp(components, "grain", 1) == 1
    assert vp(components, "grain", 3) == 6
    assert vp(components, "grain", 5) == 15


def test_wine_chart_from_collect_victory_points(components):
    # "1 Wine card is worth 1 VP, 2 Wine is worth 3 VP, 5 wine cards are worth 15 VP,
    # 7 Wine cards would be worth 22 VP (A set of 6 and a set of 1)"
    assert vp(components, "wine", 1) == 1
    assert vp(components, "wine", 2) == 3
    assert vp(components, "wine", 5) == 15
    result = score_sets(components, {"wine": 7}).goods[0]
    assert result.sets == (6, 1)
    assert result.vp == 21 + 1 == 22


def test_largest_set_of_wine_is_six(components):
    # "The largest set of wine you can trade in is 6."
    assert components.goods["wine"].largest_set == 6


def test_cards_beyond_the_largest_set_start_a_new_set_r1(components):
    # R1: 13 wine = 21 + 21 + 1 = 43. The default deck has only 12 wine, so the
    # example needs a table whose deck is larger (an edited edition).
    big_deck = Good("wine", "civic", components.goods["wine"].chart, deck=24)
    result = score_good(big_deck, 13)
    assert result.sets == (6, 6, 1)
    assert result.vp == 21 + 21 + 1


def test_several_goods_add_up(components):
    # 3 wine (6) + 2 dye (3) + 1 gold (1)
    assert score_sets(components, {"wine": 3, "dye": 2, "gold": 1}).total_vp == 6 + 3 + 1


def test_more_cards_than_the_deck_is_a_players_error(components):
    with pytest.raises(CountError, match=r"^wine: 19 cards, but the deck has only 12$"):
        score_sets(components, {"wine": 19})


def test_unknown_good_lists_the_goods(components):
    with pytest.raises(UnknownNameError, match="saffron.*grain, wool"):
        score_sets(components, {"saffron": 1})


@pytest.mark.parametrize("bad", [-1, 2.5, "3", None, True])
def test_count_must_be_a_whole_number(components, bad):
    with pytest.raises(CountError):
        score_sets(components, {"grain": bad})


def test_civil_rights_takes_one_point_per_slaves_set(components):
    # "take one less point whenever they play a set of slave goods": 7 slaves are a
    # set of 6 and a set of 1: (21 - 1) + (1 - 1) = 20
    mod = ("Civil Rights", SetModifier(goods=("slaves",), vp=-1))
    result = score_sets(components, {"slaves": 7}, [mod]).goods[0]
    assert result.vp == (21 - 1) + (1 - 1)


def test_a_set_never_earns_less_than_nothing_c3(components):
    # Two Civil Rights in play against a set of 1 slave (1 VP): 1 - 2 would be -1; C3 stops at 0.
    mods = [("Civil Rights", SetModifier(goods=("slaves",), vp=-1))] * 2
    assert score_sets(components, {"slaves": 1}, mods).total_vp == 0


def brute_force_best(chart: tuple[int, ...], count: int) -> int:
    """The best VP over every way of splitting ``count`` cards into sets no larger than the chart."""
    best = {0: 0}
    for n in range(1, count + 1):
        best[n] = max(chart[k - 1] + best[n - k] for k in range(1, min(n, len(chart)) + 1))
    return best[count]


def partitions(n: int, largest: int):
    if n == 0:
        yield ()
        return
    for k in range(min(n, largest), 0, -1):
        for rest in partitions(n - k, k):
            yield (k,) + rest


charts = st.lists(st.integers(0, 12), min_size=1, max_size=6).map(lambda xs: tuple(itertools.accumulate(xs)))


@given(chart=charts, count=st.integers(0, 12))
def test_splitting_is_optimal_under_any_chart(chart, count):
    sets = split_sets(chart, count)
    assert sum(sets) == count
    assert all(1 <= s <= len(chart) for s in sets)
    every_split = [chart_value(chart, p) for p in partitions(count, len(chart))]
    assert chart_value(chart, sets) == max(every_split)


@given(chart=charts, count=st.integers(0, 11))
def test_set_vp_never_decreases_when_a_card_is_added(chart, count):
    good = Good("x", "basic", chart, deck=12)
    assert score_good(good, count + 1).vp >= score_good(good, count).vp


def test_triangular_chart_splits_largest_first():
    # With the default chart, filling the largest set first is best: 8 = 6 + 2 (21 + 3 = 24),
    # better than 4 + 4 (10 + 10 = 20).
    assert split_sets(TRIANGULAR, 8) == (6, 2)
    assert chart_value(TRIANGULAR, (6, 2)) == 21 + 3


def test_a_sets_line_names_the_unhappiness_martian_orthodoxy_gives():
    # "Martian Orthodoxy" - "take an unhappiness whenever the[y] play an art or dye set" (001 Specific
    # Development Card Notes). 7 dye are a set of 6 and a set of 1 (R1): two sets, two unhappiness,
    # and the line the table reads must say why the happiness marker moves.
    dye = Good("dye", "civic", TRIANGULAR, deck=12)
    mod = ("Martian Orthodoxy", SetModifier(goods=("art", "dye"), happiness=-1))
    assert score_good(dye, 7, [mod]).describe() == "7 dye: sets 6+1 = 22 VP; Martian Orthodoxy -2 happiness"
    assert score_good(dye, 2, [mod]).describe() == "2 dye: sets 2 = 3 VP; Martian Orthodoxy -1 happiness"
    # VP adjustments read as before: 1 wine under Venetian Orthodoxy.
    wine = Good("wine", "civic", TRIANGULAR, deck=12)
    orthodoxy = ("Venetian Orthodoxy", SetModifier(goods=("wine",), vp=-1))
    assert score_good(wine, 1, [orthodoxy]).describe() == "1 wine: sets 1 = 1 VP, Venetian Orthodoxy -1 → 0 VP"
