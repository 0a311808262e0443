"""End of the game, worked by hand — 001 "The End of the Game", "Monuments & Shrines"; RULINGS R5, R7, R15."""

from __future__ import annotations

import pytest

from companion.rules.endgame import FinalScore, final_score, rank
from tests.rules.helpers import standing


@pytest.mark.parametrize(
    ("safety", "spaces"),
    [(3, 3 - (-3)), (0, 0 - (-3)), (-2, -2 - (-3)), (-3, 0), (-8, 0)],  # R7: the line lies between −2 and −3
)
def test_monument_of_strength_counts_each_space_above_the_safety_line(components, safety, spaces):
    # "2 points for each sword icon and each spot you are above the safety line": no swords here.
    strength = components.development("monument-of-strength")
    s = final_score(components, "Ben", 0, standing("dictatorship 6", "mars 1", safety=safety), [strength])
    assert s.monument_vp == 2 * spaces


@pytest.mark.parametrize(("space", "level"), [(1, 0), (2, 1), (3, 1), (4, 2), (5, 2), (6, 3)])  # R5
def test_levels_in_government_plus_religion_at_every_space(components, space, level):
    s = final_score(components, "Ann", 0, standing(f"democracy {space}", f"mars {space}"), [])
    assert s.levels == level + level


def test_six_players_with_a_zero_and_ties_at_two_places():
    # (name, chits, development VP, monument VP, levels, happy faces + shields)
    scores = [
        FinalScore("Ann", 20, 4, 10, 6, 2),  # 20 + 4 + 10 = 34
        FinalScore("Ben", 13, 5, 16, 6, 2),  # 13 + 5 + 16 = 34, same levels and icons as Ann
        FinalScore("Cat", 34, 0, 0, 2, 0),  # 34, fewer levels: 3rd
        FinalScore("Dan", 0, 0, 0, 0, 0),  # 0 VP: last
        FinalScore("Eve", 5, 1, 0, 1, 1),  # 6, level 1 beats Fay's 0
        FinalScore("Fay", 6, 0, 0, 0, 0),  # 6
    ]
    ranking = rank(scores)
    assert [(p.rank, p.names, p.thumb_wrestle) for p in ranking.places] == [
        (1, ("Ann", "Ben"), True),
        (3, ("Cat",), False),  # two players ahead: 2 + 1 = 3
        (4, ("Eve",), False),
        (5, ("Fay",), False),
        (6, ("Dan",), False),
    ]
    assert ranking.winners == ("Ann", "Ben")
    assert ranking.steps == (
        "Ann, Ben and Cat tie at 34 VP.",
        "  levels in government + religion: Ann 6, Ben 6, Cat 2.",
        "  Ann and Ben still tie.",
        "  happy faces + shields: Ann 2, Ben 2.",
        "  Ann and Ben still tie.",
        "  Still tied: the tied players thumb wrestle.",
        "Eve and Fay tie at 6 VP.",
        "  levels in government + religion: Eve 1, Fay 0.",
    )


def test_more_levels_beat_more_happy_faces_and_shields():
    # The chain is in order: levels first, icons only if the levels are equal.
    ranking = rank([FinalScore("Ann", 10, 0, 0, 3, 9), FinalScore("Ben", 10, 0, 0, 4, 0)])
    assert [p.names for p in ranking.places] == [("Ben",), ("Ann",)]


def test_a_true_tie_below_first_place_is_shared_not_thumb_wrestled():
    # "If still tied the tied players thumb wrestle to determine the victor": the thumb wrestle
    # decides the victor only. Lower down, players equal on every figure share the place
    # (docs/rulings.md C12).
    scores = [
        FinalScore("Ann", 30, 0, 0, 4, 1),  # 30: 1st alone
        FinalScore("Ben", 20, 0, 0, 2, 1),  # 20, same levels and icons as Cat
        FinalScore("Cat", 18, 2, 0, 2, 1),  # 18 + 2 = 20
        FinalScore("Dan", 5, 0, 0, 0, 0),  # 5: after the two in 2nd, so 4th (1 + 2 ahead = 3 players)
    ]
    ranking = rank(scores)
    assert [(p.rank, p.names, p.thumb_wrestle) for p in ranking.places] == [
        (1, ("Ann",), False),
        (2, ("Ben", "Cat"), False),
        (4, ("Dan",), False),
    ]
    assert ranking.steps == (
        "Ben and Cat tie at 20 VP.",
        "  levels in government + religion: Ben 2, Cat 2.",
        "  Ben and Cat still tie.",
        "  happy faces + shields: Ben 1, Cat 1.",
        "  Ben and Cat still tie.",
        "  Still tied: Ben and Cat share 2nd place.",
    )
