"""Development draws — 001 "Development Phase"; RULINGS R3, R10."""

from __future__ import annotations

import pytest

from companion.rules.draws import Draw, draw_entitlement, entitlement_for
from companion.rules.effects import ExtraDraws, Stability
from companion.rules.errors import TrackError, UnknownNameError
from tests.rules.helpers import card, standing


def names(entitlement):
    return [str(d) for d in entitlement.draws]


def test_sydneys_draws(components):
    # "Sydney is a level 1 democracy and has level 0 religion. Sydney will draw a
    # Level 1 Democracy card, a Level 0 Government card and a Level 0 Religion card."
    e = draw_entitlement(components, ("democracy", 1), (None, 0))
    assert names(e) == ["democracy 1", "government 0", "religion 0"]
    assert e.plays == 2 and e.max_level is None


def test_kristins_draws_follow_the_general_rule_r3(components):
    # R3: the listed draws (Dictator 2, Dictator 1, Government 0, Mars 1, Religion 0)
    # are those of a level 2 dictator with level 1 Mars.
    e = draw_entitlement(components, ("dictatorship", 2), ("mars", 1))
    assert names(e) == ["dictatorship 2", "dictatorship 1", "government 0", "mars 1", "religion 0"]


def test_peasant_revolt_draw_example_turn_2(components):
    # "On Turn 2 … -1 Development, Max of level 0 … Sydney would only draw a Level 0
    # development of each type and could only choose one to play."
    revolt = components.turn(2).peasant_revolt
    e = draw_entitlement(components, ("democracy", 1), (None, 0), revolt=revolt)
    assert names(e) == ["government 0", "religion 0"]
    assert e.plays == 2 - 1
    assert e.max_level == 0


def test_peasant_revolt_caps_by_turn(components):
    # Turn track: turns 3-5 max level 1, turn 6 max level 2.
    for turn, cap in [(3, 1), (4, 1), (5, 1), (6, 2)]:
        e = draw_entitlement(components, ("democracy", 3), ("mars", 2), revolt=components.turn(turn).peasant_revolt)
        assert max(d.level for d in e.draws) == cap
        assert e.plays == 1


def test_stability_keeps_the_levels_r10(components):
    # "You still get one less development but your development level is not reduced."
    e = draw_entitlement(
        components, ("dictatorship", 2), ("mars", 1), revolt=components.turn(2).peasant_revolt, stability=True
    )
    assert names(e) == ["dictatorship 2", "dictatorship 1", "government 0", "mars 1", "religion 0"]
    assert (e.plays, e.max_level) == (1, None)


def test_entitlement_from_markers_and_cards(components):
    # dictatorship space 4 is level 2 (R5), mars space 2 is level 1; two Education cards: 2 extra draws.
    education = card("education", "government", None, 0, effects=(ExtraDraws(1),))
    stability = card("stability", "government", "dictatorship", 2, effects=(Stability(),))
    e = entitlement_for(
        components, standing("dictatorship 4", "mars 2"), [education, education, stability], turn=3, revolt_victim=True
    )
    assert e.extra_draws == 1 + 1
    assert e.plays == 1 and e.max_level is None
    assert Draw("dictatorship", 2) in e.draws


def test_bad_levels_and_sides(components):
    with pytest.raises(TrackError, match="level 4"):
        draw_entitlement(components, ("democracy", 4), (None, 0))
    with pytest.raises(UnknownNameError, match="purple"):
        draw_entitlement(components, ("purple", 1), (None, 0))
