"""Resolution step 3 — 001 "Resolving Calamities", Turn Track; RULINGS R8, R9, C4."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.rules.calamities import (
    after_calamity,
    barbarian_loss,
    calamity_victims,
    lowest_below_line,
    roll_die,
    rolls_for,
)
from companion.rules.effects import TotalWar
from companion.rules.errors import DieError, PlayerError, TrackError, TurnError
from tests.rules.helpers import card, standing


@pytest.mark.parametrize(
    ("turn", "base"),
    # Turn Track: "Lose 3 + 0-3 VP", "Lose 4 + 0-3 VP", "Lose 5 + 0-3 VP", "Lose 7 + 0-3 VP"
    [(3, 3), (4, 4), (5, 5), (6, 7)],
)
def test_barbarian_attack_table(components, turn, base):
    for roll in (0, 1, 2, 3):
        assert barbarian_loss(components, turn, [roll]).owed == base + roll


@pytest.mark.parametrize("turn", [1, 2])
def test_no_barbarian_attack_before_turn_3(components, turn):
    with pytest.raises(TurnError, match=f"turn {turn}: there is no Barbarian Attack"):
        barbarian_loss(components, turn, [1])


def test_barbarian_die_faces(components):
    # "Barbarian Die 1d6 with sides (0,1,1,2,2,3)"
    assert sorted(components.die_faces) == [0, 1, 1, 2, 2, 3]
    with pytest.raises(DieError, match="roll 4"):
        barbarian_loss(components, 3, [4])
    with pytest.raises(DieError):
        barbarian_loss(components, 3, [1.0])


def test_total_war_rolls_twice(components):
    # "whoever is attacked must roll the die twice instead of once": turn 6, 7 + 2 + 3
    loss = barbarian_loss(components, 6, [2, 3])
    assert loss.owed == 7 + 2 + 3
    assert loss.reason() == "Barbarian Attack: 7 + die 2 + die 3"
    with pytest.raises(DieError):
        barbarian_loss(components, 6, [1, 1, 1])


def test_total_war_reaches_every_victim_by_default_c4(components):
    total_war = card("total-war", "religion", "mars", 2, effects=(TotalWar(),))
    held = {"Ann": [total_war], "Ben": []}
    assert rolls_for("Ben", held) == 2
    holder_only = card("total-war", "religion", "mars", 2, effects=(TotalWar(scope="holder"),))
    assert rolls_for("Ben", {"Ann": [holder_only], "Ben": []}) == 1
    assert rolls_for("Ann", {"Ann": [holder_only], "Ben": []}) == 2


def test_vp_never_go_below_zero_r9(components):
    # Turn 5: owes 5 + 3 = 8 but holds 6: loses 6, keeps 0.
    loss = barbarian_loss(components, 5, [3], vp=6)
    assert (loss.owed, loss.lost, loss.vp_after) == (5 + 3, 6, 0)
    loss = barbarian_loss(components, 5, [3], vp=20)
    assert (loss.lost, loss.vp_after) == (5 + 3, 20 - 8)


def test_roll_die_uses_the_callers_generator(components):
    rng_a, rng_b = random.Random(7), random.Random(7)
    rolls = [roll_die(components, rng_a) for _ in range(50)]
    assert rolls == [roll_die(components, rng_b) for _ in range(50)]
    assert set(rolls) <= {0, 1, 2, 3}


def test_nobody_below_the_line_no_peasant_revolt(components):
    # "If no player is below the yellow dotted line on the happiness track there is no Peasant Revolt"
    victims = calamity_victims(components, 4, {"Ann": -2, "Ben": 0}, {"Ann": 0, "Ben": 1})
    assert victims.peasant_revolt == ()
    assert victims.barbarian_attack == ()


def test_lowest_players_are_victims_and_ties_all_suffer_r8(components):
    happiness = {"Ann": -3, "Ben": -5, "Cat": -5, "Dan": 1}
    safety = {"Ann": -4, "Ben": 0, "Cat": -2, "Dan": -3}
    victims = calamity_victims(components, 3, happiness, safety)
    assert victims.peasant_revolt == ("Ben", "Cat")
    assert victims.barbarian_attack == ("Ann",)


def test_calamities_by_turn(components):
    # Peasant Revolt on turns 2-6, Barbarian Attack on turns 3-6.
    low = {"Ann": -6, "Ben": 0}
    assert calamity_victims(components, 1, low, low).peasant_revolt == ()
    assert calamity_victims(components, 2, low, low).peasant_revolt == ("Ann",)
    assert calamity_victims(components, 2, low, low).barbarian_attack == ()
    assert calamity_victims(components, 3, low, low).barbarian_attack == ("Ann",)
    with pytest.raises(TurnError, match="turn 7"):
        calamity_victims(components, 7, low, low)


def test_gwen_goes_back_to_start(components):
    # "Gwen just has been declared as the victim of a peasant revolt … She moves her
    # marker on the happiness track back to the start space."
    gwen = standing(happiness=-4, safety=-1)
    assert calamity_victims(components, 2, {"Gwen": -4, "Olaf": -1}, {"Gwen": -1, "Olaf": 0}).peasant_revolt == ("Gwen",)
    after = after_calamity(components, gwen, peasant_revolt=True, barbarian_attack=False)
    assert (after.happiness, after.safety) == (components.happiness.start, -1)


def test_bad_positions(components):
    with pytest.raises(TrackError, match="happiness: -9"):
        calamity_victims(components, 3, {"Ann": -9}, {"Ann": 0})
    with pytest.raises(PlayerError):
        calamity_victims(components, 3, {"Ann": 0}, {"Ben": 0})


@given(st.dictionaries(st.text(min_size=1, max_size=5), st.integers(-8, 3), min_size=1, max_size=6))
def test_victims_are_exactly_the_minimum_below_the_line(components, positions):
    victims = lowest_below_line(components.happiness, positions)
    lowest = min(positions.values())
    if lowest > -3:
        assert victims == ()
    else:
        assert set(victims) == {n for n, p in positions.items() if p == lowest}
        assert all(positions[v] <= -3 for v in victims)
