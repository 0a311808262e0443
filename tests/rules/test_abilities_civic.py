"""Resolution step 1 and the Civic phase — 001 "Resolution Step 1", "Trade Phase Abilities",
"Pink TRADE PHASE ABILITIES", "Civic Phase", "Specific Development Card Notes"."""

from __future__ import annotations

import pytest

from companion.rules.abilities import AbilityUse, resolve_abilities
from companion.rules.civic import civic_phase
from companion.rules.errors import CountError, DevelopmentError, PlayerError
from companion.rules.push import apply_push
from companion.rules.effects import Push
from companion.rules.tracks import TrackPosition
from tests.rules.helpers import standing


def test_babylon_uses_the_barracks_on_illyria(components):
    # "Babylon used the barracks … they would move the yellow player (Illyria) one space
    # down on the safety track."
    held = {"Babylon": [components.development("barracks")], "Illyria": [], "Thrace": []}
    hits, pushes = resolve_abilities([AbilityUse("Babylon", "barracks", ("Illyria",))], held)
    assert [(h.holder, h.target) for h in hits] == [("Babylon", "Illyria")]
    assert pushes["Illyria"].safety == -1
    assert pushes["Thrace"].is_empty and pushes["Babylon"].is_empty


def test_you_may_never_target_yourself(components):
    held = {"Babylon": [components.development("barracks")], "Illyria": []}
    with pytest.raises(PlayerError, match="own cube"):
        resolve_abilities([AbilityUse("Babylon", "barracks", ("Babylon",))], held)


def test_ability_needs_the_development_in_play(components):
    with pytest.raises(DevelopmentError, match="does not have"):
        resolve_abilities([AbilityUse("Babylon", "barracks", ("Illyria",))], {"Babylon": [], "Illyria": []})


def test_one_cube_per_white_box(components):
    held = {"A": [components.development("barracks")], "B": [], "C": []}
    with pytest.raises(CountError, match="1 white box"):
        resolve_abilities([AbilityUse("A", "barracks", ("B", "C"))], held)


def test_diplomat_has_two_separate_abilities(components):
    # "Diplomat will give you two separate abilities that you can trade to different players or the same"
    held = {"A": [components.development("diplomat")], "B": [], "C": []}
    uses = [AbilityUse("A", "diplomat", ("B",), ability=0), AbilityUse("A", "diplomat", ("B",), ability=1)]
    _, pushes = resolve_abilities(uses, held)
    first_ability = components.development("diplomat").effects[0]
    assert pushes["B"].safety == 2 * first_ability.target.safety


def test_pyramids_to_mars_hits_everyone_but_the_immune(components):
    # "Pyramids to Mars will by default affect all players and you may trade away
    # immunities to that ability to as many players as there are white boxes"
    held = {"A": [components.development("pyramids-to-mars")], "B": [], "C": [], "D": []}
    hits, _ = resolve_abilities([AbilityUse("A", "pyramids-to-mars", ("C",))], held)
    assert sorted(h.target for h in hits) == ["B", "D"]


def test_venetian_monastery_may_ignore_an_ability(components):
    held = {"A": [components.development("barracks")], "B": [components.development("venetian-monastery")], "C": []}
    hits, pushes = resolve_abilities([AbilityUse("A", "barracks", ("B",), declined=("B",))], held)
    assert hits == () and pushes["B"].is_empty
    with pytest.raises(PlayerError, match="Venetian Monastery"):
        resolve_abilities([AbilityUse("A", "barracks", ("C",), declined=("C",))], held)


def test_propaganda_gives_unhappiness_to_take_a_point(components):
    # "Propaganda - You must give unhappiness to take a point."
    held = {"A": [components.development("propaganda")], "B": []}
    _, pushes = resolve_abilities([AbilityUse("A", "propaganda", ("B",))], held)
    assert pushes["B"].happiness == -1 and pushes["A"].vp == 1


def test_sydneys_library_every_turn(components):
    # "At the end of each turn Sydney uses her library to push her one space up the happiness track"
    held = {"Sydney": [components.development("library")], "Mark": []}
    marks = {"Sydney": standing("democracy 2", "venus 1", -1), "Mark": standing()}
    results = civic_phase(components, marks, held)
    assert results["Sydney"].result.happiness.end == -1 + 1
    assert results["Sydney"].result.government.end == TrackPosition("democracy", 3)
    assert results["Mark"].sources == ()


def test_university_reaches_every_democracy_of_level_1_or_more(components):
    # "Cards that refer to 'Venetians' or 'Democracies' … affect all players who are
    # level 1 or higher of that religion or government"
    held = {"A": [components.development("university")], "B": [], "C": [], "D": []}
    marks = {
        "A": standing("democracy 2"),  # level 1
        "B": standing("democracy 1"),  # level 0: not a Democracy for this card
        "C": standing("dictatorship 5"),
        "D": standing("democracy 6"),  # level 3
    }
    reached = {p for p, r in civic_phase(components, marks, held).items() if r.sources}
    assert reached == {"A", "D"}


def test_a_push_across_the_box_is_a_revolution(components):
    barracks = components.development("barracks")
    result = apply_push(components, standing("dictatorship 1"), Push(arrows={"democracy": 1}), [barracks])
    assert result.government.crossed and result.destroyed == ("barracks",)
    # a negative push toward a side is a push toward the other side
    back = apply_push(components, standing("democracy 1"), Push(arrows={"democracy": -1}))
    assert back.government.end == TrackPosition("dictatorship", 1)
