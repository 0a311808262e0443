"""End of the game — 001 "The End of the Game", "Monuments & Shrines"."""

from __future__ import annotations

import pytest

from companion.rules.endgame import FinalScore, final_score, rank
from companion.rules.errors import PlayerError
from tests.rules.helpers import card, standing


def score(name, total, levels=0, icons=0):
    return FinalScore(name, total, 0, 0, levels, icons)


def test_total_from_three_places(components):
    # chits + development VP + Monuments: Monument of Strength gives 2 per sword and
    # 2 per space above the safety line; safety at +1 is 4 spaces above the line (-3).
    strength = components.development("monument-of-strength")
    swords = card("war", "government", "dictatorship", 1, vp=2, icons={"sword": 2})
    s = final_score(components, "Ann", 30, standing("dictatorship 6", "mars 1", safety=1), [strength, swords])
    assert s.development_vp == strength.vp + 2
    assert s.monument_vp == 2 * 2 + 2 * (1 - (-3))
    assert s.total == 30 + s.development_vp + s.monument_vp


def test_monument_of_knowledge(components):
    # "2 pts for every apple, note or book icon you have on your development cards"
    knowledge = components.development("monument-of-knowledge")
    books = card("x", "government", "democracy", 1, icons={"book": 2, "apple": 1, "note": 1, "sword": 3})
    s = final_score(components, "Ann", 0, standing(), [knowledge, books])
    assert s.monument_vp == 2 * (2 + 1 + 1)


def test_most_vp_wins():
    ranking = rank([score("Ann", 30), score("Ben", 41), score("Cat", 35)])
    assert [p.names for p in ranking.places] == [("Ben",), ("Cat",), ("Ann",)]
    assert ranking.winners == ("Ben",)
    assert ranking.steps == ()


def test_tie_broken_by_levels_then_happy_faces_and_shields():
    # "the tied player who has more levels in government + religion wins the game.
    # If still tied the player with the most happy faces + shields wins the game."
    ranking = rank([score("Ann", 40, levels=3, icons=5), score("Ben", 40, levels=4, icons=0), score("Cat", 40, levels=3, icons=6)])
    assert [p.names for p in ranking.places] == [("Ben",), ("Cat",), ("Ann",)]
    assert ranking.steps == (
        "Ben, Cat and Ann tie at 40 VP.",
        "  levels in government + religion: Ben 4, Cat 3, Ann 3.",
        "  Cat and Ann still tie.",
        "  happy faces + shields: Cat 6, Ann 5.",
    )


def test_true_tie_thumb_wrestles():
    # "If still tied the tied players thumb wrestle to determine the victor."
    ranking = rank([score("Ann", 40, 3, 2), score("Ben", 40, 3, 2), score("Cat", 10)])
    first = ranking.places[0]
    assert first.names == ("Ann", "Ben") and first.thumb_wrestle and first.rank == 1
    assert ranking.places[1].rank == 3
    assert ranking.steps[-1].strip() == "Still tied: the tied players thumb wrestle."


def test_rank_refuses_repeated_players():
    with pytest.raises(PlayerError):
        rank([score("Ann", 1), score("Ann", 2)])


def test_monuments_are_itemised_with_the_developments_their_icons_come_from(components):
    # "The Monument of Strength gives 2 points for each sword icon and each spot you are above the
    # safety line": swords 2 (war) + 1 (raid) = 3 → 6; safety +1 is 1 − (−3) = 4 spaces above → 8.
    strength = components.development("monument-of-strength")
    war = card("war", "government", "dictatorship", 1, name="War", icons={"sword": 2, "shield": 1})
    raid = card("raid", "government", "dictatorship", 1, name="Raid", icons={"sword": 1, "happy": 1})
    s = final_score(components, "Ann", 0, standing("dictatorship 6", "mars 1", safety=1), [strength, war, raid])
    icons, spaces = s.monuments
    assert (icons.development, icons.counts, icons.count, icons.vp_each, icons.vp) == ("Monument of Strength", "sword", 3, 2, 6)
    assert [(i.development, i.count) for i in icons.sources] == [("War", 2), ("Raid", 1)]
    assert (spaces.counts, spaces.count, spaces.vp) == ("spaces above the yellow line on safety", 1 - (-3), 8)
    assert s.monument_vp == 6 + 8


def test_happy_faces_and_shields_are_the_icons_on_the_developments_in_play_r15(components):
    war = card("war", "government", "dictatorship", 1, name="War", icons={"sword": 2, "shield": 1})
    raid = card("raid", "government", "dictatorship", 1, name="Raid", icons={"sword": 1, "happy": 2})
    # Track positions do not count (R15): happiness +3 adds nothing.
    s = final_score(components, "Ann", 0, standing(happiness=3), [war, raid])
    assert s.happy_shields == 1 + 2
    assert [(i.development, i.icon, i.count) for i in s.happy_shield_icons] == [("War", "shield", 1), ("Raid", "happy", 2)]
