"""The player view's new parts for the phone (issue 24): the resolved summary in full, a calamity's
loss where the player looks, the hand calculator's tables, and refusals said to the player."""

from __future__ import annotations

from companion.game.titm.hand import hand_calculator
from companion.game.titm.private import player_view
from companion.game.words import to_player
from tests.game.helpers import new_game, to_calamities_of_turn_3
from companion.game.titm.events import AbilitiesResolved, CalamitiesResolved, GoodsResolved, PhaseAdvance


def step2(tmp_path):
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    game.record(PhaseAdvance(to="resolution"))
    game.record(AbilitiesResolved())
    return game


def test_the_resolved_summary_shows_every_part_of_the_vp_and_the_markers(tmp_path):
    # Ann (democracy 1) holds Revolutionaries (democracy, "+5 VP on a Revolution"). She spends
    # 3 wine (R1: a set of 3 = 6 VP), a prosperity (+1 VP) and 2 black arrows: the first crosses
    # the box (R5: a Revolution, no arrow spent), the second moves her to dictatorship 2.
    # VP this step: 6 + 1 + 5 = 12. The phone listed only the sets: "VP this step: 12 (goods 6)".
    game = step2(tmp_path)
    ann = game.state.player("Ann")
    assert (ann.government.side, ann.government.space) == ("democracy", 1)
    ann.developments.append("revolutionaries-democracy")  # as if played in an earlier turn
    game.record(GoodsResolved(player="Ann", goods={"wine": 3}, icons={"prosperity": 1, "dictatorship": 2}))
    resolved = player_view(game.state, "Ann")["resolution"]["resolved"]
    assert resolved["vp"] == 6 + 1 + 5
    assert [(p["what"], p["vp"]) for p in resolved["parts"]] == [("goods sets", 6), ("prosperity", 1), ("The Revolutionaries (Democracy)", 5)]
    assert resolved["sum"] == "6 goods sets + 1 prosperity + 5 The Revolutionaries (Democracy) = 12 VP"
    government = game.state.player("Ann").government
    assert resolved["markers"][0] == f"Government: dictatorship {government.space} (level 1) — Revolution!"
    assert government.space == 2
    assert resolved["markers"][2] == "Happiness: +0"
    # and each track's move, from → to: 2 black arrows from democracy 1 (level 0) — the first crosses
    # the box to dictatorship 1, the second moves on to dictatorship 2 (level 1, R5)
    assert resolved["moves"][0] == ("Government: democracy space 1 (level 0) → dictatorship space 2 (level 1)  "
                                    "[2 dictatorship]  REVOLUTION")
    assert resolved["moves"][2] == "Happiness: +0 → +0"


def test_a_barbarian_attack_loss_is_at_the_top_of_the_victims_page(tmp_path):
    # Turn III: "Lose 3 + 0-3 VP" (R9). Dan spends 2 wine (civic goods, which carry Barbarian Fury:
    # 1 + 2 = 3 VP) with Barbarian Fury ×2 (safety −4, below the yellow line): the die says 2, he owes
    # 3 + 2 = 5 and holds 3: he loses 3.
    game = new_game(tmp_path)
    to_calamities_of_turn_3(game, {"Dan": ({"wine": 2}, {"barbarian-fury": 2})})
    game.record(CalamitiesResolved(rolls={"Dan": [2]}))
    assert player_view(game.state, "Dan")["calamities"] == [
        "Barbarian Attack: you lost 3 VP (of 5 owed: VP never go below 0); Barbarian Die 2."]
    assert player_view(game.state, "Ann")["calamities"] == []


def test_the_hand_calculator_gives_the_rulebooks_set_values_by_count(tmp_path):
    # R1: every good's chart is 1, 3, 6, 10, 15, 21 for sets of 1 … 6; cards beyond 6 start a new set:
    # 7 = 21 + 1, 12 = 21 + 21, 13 would be 21 + 21 + 1 (but a civic deck holds 12 cards).
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    goods = {g["name"]: g for g in hand_calculator(game.state, "Ann")["goods"]}
    assert "piracy" not in goods  # a dead card: in no set (R16)
    assert goods["wine"]["vp"] == [0, 1, 3, 6, 10, 15, 21, 21 + 1, 21 + 3, 21 + 6, 21 + 10, 21 + 15, 21 + 21]
    assert goods["grain"]["vp"][13] == 21 + 21 + 1
    assert goods["wine"]["lines"][7] == "7 wine: sets 6+1 = 22 VP"
    assert hand_calculator(game.state, "Ann")["modifiers"] == []
    # Civil Rights (Ben's): "take one less point whenever they play a set of slave goods" (001 notes)
    game.state.player("Ben").developments.append("civil-rights")
    mine = hand_calculator(game.state, "Ann")
    slaves = next(g for g in mine["goods"] if g["name"] == "slaves")
    assert slaves["vp"][3] == 6 - 1 and slaves["vp"][7] == (21 - 1) + (1 - 1)  # a set never below 0 (C3)
    assert mine["modifiers"] == ["Civil Rights: -1 VP per slaves set"]
    bens = next(g for g in hand_calculator(game.state, "Ben")["goods"] if g["name"] == "slaves")
    assert bens["vp"][3] == 6  # not on its holder's own sets


def test_the_form_offers_each_class_the_bottoms_the_goods_table_gives_it(tmp_path):
    # 001 "The Goods": basic — Poverty, Depression; civic — Barbarians, Barbarian Fury, Zealots,
    # Corruption, Slave Revolt; luxury — Poverty, Barbarians (and Piracy, a card of its own). The
    # form reads it from the edition's bad cards (their "on"), as the fold does.
    game = step2(tmp_path)
    form = player_view(game.state, "Ann")["resolution"]["form"]
    carried = {b["name"]: set(b["classes"]) for b in form["bottoms"]}
    for name in ("democracy", "dictatorship", "venus", "mars", "prosperity"):
        assert carried[name] == {"basic", "civic", "luxury"}
    assert carried["poverty"] == {"basic", "luxury"} and carried["barbarians"] == {"civic", "luxury"}
    assert carried["depression"] == {"basic"}
    assert carried["zealots"] == carried["corruption"] == carried["slave-revolt"] == carried["barbarian-fury"] == {"civic"}
    marks = {b["name"]: b["mark"] for b in form["bottoms"] if b["kind"] == "arrow"}
    assert marks == {"democracy": "W", "dictatorship": "Bk", "venus": "Bl", "mars": "R"}  # readable without colour


def test_a_refusal_is_said_to_the_player_on_their_phone():
    assert to_player("Cleo may play 1 development this turn", "Cleo") == "You may play 1 development this turn"
    assert to_player("Peasant Revolt: Cleo may play level 1 or lower this turn", "Cleo") == (
        "Peasant Revolt: you may play level 1 or lower this turn")
    assert to_player("Cleo's goods are already resolved this turn", "Cleo") == "Your goods are already resolved this turn"
    assert to_player("Library is level 2; Cleo is level 1 in religion", "Cleo") == "Library is level 2; you are level 1 in religion"
    assert to_player("Cleo already has a monument", "Cleo") == "You already have a monument"
    assert to_player("Cleopatra may play", "Cleo") == "Cleopatra may play"  # another name is left alone
