"""Resolution step 2 — 001 "Resolving Trade Goods"; RULINGS R2, R5, R6, R11."""

from __future__ import annotations

import random

import msgspec
import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.rules.components import Good
from companion.rules.effects import OnCrossing, SetModifier
from companion.rules.errors import BottomsError, CountError, TrackError, UnknownNameError
from companion.rules.resolution import Card, Spend, resolve_goods
from companion.rules.tracks import TrackPosition
from tests.rules.helpers import card, standing


def test_marks_full_goods_resolution_r2(components):
    """001 FULL GOODS RESOLUTION EXAMPLE (Mark), with charts that give his values (R2).

    Mark's text prices 3 grain at 3 VP, 1 timber at 0, 2 dye at 5 and 1 spice at
    3, which the default charts do not; R2: test the mechanics with an edition
    whose charts give those values and expect the sum the rules imply.
    """
    goods = dict(components.goods)
    goods["grain"] = Good("grain", "basic", (1, 2, 3, 4, 5, 6), 18)  # 3 grain → 3
    goods["timber"] = Good("timber", "basic", (0, 1, 3, 6, 10, 15), 18)  # 1 timber → 0
    goods["dye"] = Good("dye", "civic", (2, 5, 9, 14, 20, 27), 12)  # 2 dye → 5
    goods["spices"] = Good("spices", "luxury", (3, 7, 12, 18, 25, 33), 12)  # 1 spice → 3
    marks_edition = msgspec.structs.replace(components, goods=goods)
    spend = Spend(
        goods={"grain": 3, "timber": 1, "dye": 2, "spices": 1},
        # two black arrows and one white arrow; two blue arrows, zero red;
        # a prosperity card; a barbarian.
        icons={"dictatorship": 2, "democracy": 1, "venus": 2, "prosperity": 1, "barbarian": 1},
    )
    before = standing("democracy 3", "venus 2", happiness=0, safety=0)

    result = resolve_goods(marks_edition, spend, before)

    # "moving one spot to the left on the government track": 2 - 1 = 1 toward dictatorship
    assert result.government.net == 1 - 2
    assert result.government.end == TrackPosition("democracy", 3 - 1)
    # "moving two spots to the right on the religion track"
    assert result.religion.end == TrackPosition("venus", 2 + 2)
    # "He has a barbarian and goes down one spot on his safety track."
    assert result.safety.end == 0 - 1
    assert result.happiness.end == 0
    # 3 + 0 + 5 + 3 = 11 for goods, + 1 prosperity = 12 (R2: not the text's "15")
    assert result.goods_vp == 3 + 0 + 5 + 3
    assert result.vp == 3 + 0 + 5 + 3 + 1
    assert not result.government.crossed and not result.religion.crossed


def test_pauls_revolution_destroys_his_black_developments(components):
    """001 REVOLUTION OR CONVERSION, Paul: two black developments destroyed, grey kept."""
    black_1 = card("barracks", "government", "dictatorship", 1)
    black_2 = card("stability", "government", "dictatorship", 2)
    grey = card("urbanize", "government", None, 0)
    mars = card("total-war", "religion", "mars", 2)
    before = standing("dictatorship 2", "mars 3")
    # "He was traded a whole lot of democracy arrows": 4 white arrows from
    # dictatorship space 2: 1 step to space 1, 1 across the box to democracy 1, 2 more → democracy 3.
    result = resolve_goods(
        components, Spend({"grain": 4}, {"democracy": 4}), before, developments=[black_1, black_2, grey, mars]
    )
    assert result.government.crossed
    assert result.government.end == TrackPosition("democracy", 3)
    assert result.destroyed == ("barracks", "stability")
    assert not result.religion.crossed


def test_svens_abandon_government_r6(components):
    """001 ABANDON RELIGION OR GOVERNMENT, Sven: two steps down the dictator track, four democracy cards."""
    # "two steps down the dictator track": from the centre space 1, two steps → space 3.
    before = standing("dictatorship 3", "venus 1")
    four_white = Spend({"grain": 4}, {"democracy": 4})

    without = resolve_goods(components, four_white, before)
    # 4 arrows: dictatorship 3 → 2 → 1 → democracy 1 → democracy 2
    assert without.government.end == TrackPosition("democracy", 2)

    with_abandon = resolve_goods(components, four_white, before, abandon_government=True)
    # R6: back to space 1 of dictatorship for free, then 4 arrows: → democracy 1, 2, 3, 4
    assert with_abandon.government.abandoned
    assert with_abandon.government.end == TrackPosition("democracy", 4)
    # "allowing him to make more progress down the Democracy track"; still a Revolution (R6)
    assert with_abandon.government.crossed


def test_opposite_arrows_cancel(components):
    # "a black and a white arrow or a red and a blue arrow will cancel each other out"
    before = standing("democracy 2", "mars 2")
    result = resolve_goods(
        components, Spend({"grain": 6}, {"democracy": 1, "dictatorship": 1, "venus": 2, "mars": 2}), before
    )
    assert result.government.end == before.government
    assert result.religion.end == before.religion


def test_crossing_the_box_costs_no_arrow_r5(components):
    # R5: space 1 of one side + 1 opposite arrow = space 1 of the other side: a Conversion.
    result = resolve_goods(components, Spend({"grain": 1}, {"mars": 1}), standing("democracy 1", "venus 1"))
    assert result.religion.end == TrackPosition("mars", 1)
    assert result.religion.crossed


def test_arrows_past_space_six_are_lost_r5(components):
    result = resolve_goods(components, Spend({"grain": 4}, {"democracy": 4}), standing("democracy 4", "venus 1"))
    assert result.government.end == TrackPosition("democracy", 6)
    assert result.government.lost == (4 + 4) - 6


def test_named_bad_cards_expand_to_icons_r11(components):
    # Depression: down two on happiness; Barbarian Fury: down two on safety;
    # Zealots: unhappy (its reversed arrow is entered as an arrow); all three may not be warehoused.
    # Depression is on a basic good, Barbarian Fury and Zealots (with its arrow) on civic goods (001 The Goods).
    spend = Spend(goods={"grain": 1, "wine": 2}, icons={"depression": 1, "barbarian-fury": 1, "zealots": 1, "venus": 1})
    result = resolve_goods(components, spend, standing())
    assert result.happiness.end == 0 - 2 - 1
    assert result.safety.end == 0 - 2
    assert set(result.bottoms.may_not_warehouse) == {"depression", "barbarian-fury", "zealots"}


def test_poverty_and_barbarians_move_one_space(components):
    result = resolve_goods(components, Spend({"grain": 2, "wine": 1}, {"poverty": 2, "barbarians": 1}), standing())
    assert (result.happiness.end, result.safety.end) == (0 - 2, 0 - 1)


def test_markers_stop_at_the_bottom_of_the_track_r7(components):
    result = resolve_goods(components, Spend({"grain": 5}, {"unhappy": 5}), standing(happiness=-6))
    assert result.happiness.end == -8


def test_martian_orthodoxy_gives_an_unhappiness_per_art_or_dye_set(components):
    # "take an unhappiness whenever they play an art or dye set": 2 art (one set) + 7 dye (6 + 1: two sets)
    mod = ("Martian Orthodoxy", SetModifier(goods=("art", "dye"), happiness=-1))
    result = resolve_goods(components, Spend(goods={"art": 2, "dye": 7}), standing(), modifiers=[mod])
    assert result.happiness.end == 0 - (1 + 2)


def test_revolutionaries_bonus_on_crossing(components):
    rev = card("revolutionaries", "government", "democracy", 2, effects=(OnCrossing(track="government", vp=5),))
    result = resolve_goods(
        components, Spend({"grain": 1}, {"dictatorship": 1}), standing("democracy 1", "venus 1"), developments=[rev]
    )
    assert result.crossing_vp == 5
    assert result.destroyed == ("revolutionaries",)  # it belonged to the side he left


def test_bad_input_is_a_players_error(components):
    with pytest.raises(UnknownNameError, match="purple"):
        resolve_goods(components, Spend(icons={"purple": 1}), standing())
    with pytest.raises(CountError):
        resolve_goods(components, Spend(icons={"mars": -1}), standing())
    with pytest.raises(TrackError, match="happiness"):
        resolve_goods(components, Spend(), standing(happiness=9))
    with pytest.raises(TrackError, match="space 7"):
        resolve_goods(components, Spend(), standing("democracy 7", "venus 1"))


ICONS = ["democracy", "dictatorship", "venus", "mars", "prosperity", "unhappy", "barbarian", "zealots"]
cards = st.lists(
    st.builds(
        Card,
        good=st.sampled_from(["grain", "wine", "dye", "gold", None]),
        bottom=st.dictionaries(st.sampled_from(ICONS), st.integers(1, 2), max_size=2),
    ),
    max_size=12,
)
sides = st.sampled_from(["democracy 1", "democracy 4", "dictatorship 2", "dictatorship 6"])


@given(pile=cards, seed=st.integers(), gov=sides)
def test_order_of_cards_never_matters(components, pile, seed, gov):
    shuffled = list(pile)
    random.Random(seed).shuffle(shuffled)
    before = standing(gov, "mars 3", -1, 1)

    def outcome(cards):  # a pile no real hand could show is refused, in the same words either way
        try:
            return resolve_goods(components, Spend.from_cards(cards), before)
        except BottomsError as error:
            return str(error)

    assert outcome(pile) == outcome(shuffled)


@given(gov=sides, white=st.integers(0, 8), black=st.integers(0, 8))
def test_arrows_equal_to_their_net(components, gov, white, black):
    # Only the difference of opposite arrows matters ("cancel each other out").
    before = standing(gov, "venus 1")
    # one card for each arrow (each card has one bottom)
    both = resolve_goods(components, Spend({"grain": white + black}, {"democracy": white, "dictatorship": black}), before)
    net = white - black
    only_net = Spend({"grain": abs(net)}, {"democracy": max(net, 0), "dictatorship": max(-net, 0)})
    assert both.government.end == resolve_goods(components, only_net, before).government.end
