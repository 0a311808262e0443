"""The fold of events through the rules (issue: game state and the journal)."""

from __future__ import annotations

import pytest

from companion.game.errors import GameError
from companion.game.journal import load
from companion.game.session import check
from tests.game.helpers import PLAYERS, new_game, play_turn, resolve_everyone, to_calamities_of_turn_3
from companion.game.titm.events import Abandon, AbilitiesResolved, AbilityTarget, CalamitiesResolved, CivicApplied, Correction, DevelopmentChosen, GoodsResolved, Penalty, PhaseAdvance, VPTransfer


def test_setup_puts_markers_on_start_and_a_centre_space(tmp_path):
    # 001 Setup Components 4: "Place a cylinder of each players color on the start space of the
    # happiness and safety tracks and on one of the center space on the government and religion tracks"
    game = new_game(tmp_path)
    ben = game.state.player("Ben")
    assert (ben.happiness, ben.safety) == (0, 0)
    assert (ben.government.side, ben.government.space) == ("dictatorship", 1)
    assert (game.state.turn, game.state.phase) == (1, "production")


def test_four_to_six_players_r13(tmp_path):
    with pytest.raises(GameError, match="3 players: this edition is for 4–6"):
        new_game(tmp_path / "a", players=3)
    assert not (tmp_path / "a" / "game.jsonl").exists()  # nothing written for a refused setup
    game = new_game(tmp_path / "b", players=3, any_player_count=True)
    assert len(game.state.players) == 3


def test_phases_go_in_order(tmp_path):
    game = new_game(tmp_path)
    with pytest.raises(GameError, match="moves to trading, not civic"):
        game.record(PhaseAdvance(to="civic"))
    game.record(PhaseAdvance(to="trading"))
    game.record(PhaseAdvance(to="resolution"))
    with pytest.raises(GameError, match="resolve the trade phase abilities first"):
        game.record(PhaseAdvance(to="development"))


def test_a_whole_turn_and_the_next(tmp_path):
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    # Ann: 3 wine (6 VP) + 1 prosperity; 2 democracy arrows from democracy 1 → democracy 3
    resolve_everyone(game, {"Ann": ({"wine": 3}, {"prosperity": 1, "democracy": 2})})
    ann = game.state.player("Ann")
    assert ann.vp == 6 + 1
    assert (ann.government.side, ann.government.space) == ("democracy", 3)
    assert [e.reason for e in game.state.entries_of("Ann")] == ["3 wine", "1 prosperity"]
    game.record(PhaseAdvance(to="development"))
    game.record(PhaseAdvance(to="civic"))
    game.record(CivicApplied())
    game.record(PhaseAdvance(to="production"))
    assert (game.state.turn, game.state.phase) == (2, "production")
    assert game.state.this_turn.goods == {}


def test_events_refused_in_the_wrong_phase(tmp_path):
    game = new_game(tmp_path)
    with pytest.raises(GameError, match="during the Trading phase"):
        game.record(Abandon(player="Ann", track="government"))
    with pytest.raises(GameError, match="Resolution phase"):
        game.record(GoodsResolved(player="Ann"))


def test_vp_transfer_and_penalty(tmp_path):
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    resolve_everyone(game, {"Ann": ({"wine": 4}, {})})  # 4 wine = 10 VP
    game.record(VPTransfer(giver="Ann", receiver="Ben", amount=3))
    assert (game.state.player("Ann").vp, game.state.player("Ben").vp) == (10 - 3, 0 + 3)
    with pytest.raises(GameError, match="has only 3 VP"):
        game.record(VPTransfer(giver="Ben", receiver="Ann", amount=4))
    # "penalized up to 5 victory points": Ben holds 3, so a 5 VP penalty takes 3.
    game.record(Penalty(player="Ben", amount=5, reason="revealed a card bottom"))
    assert game.state.player("Ben").vp == 0
    assert game.state.entries_of("Ben")[-1].reason == "penalty: revealed a card bottom (of 5: VP never go below 0)"
    with pytest.raises(GameError):
        game.record(Penalty(player="Ben", amount=6, reason="too much"))
    # Ben now holds 0: a 3 VP penalty takes nothing, and the ledger still says it was given
    # (it said "total of no entries" while the history said "Penalty: Ben 3 VP").
    game.record(Penalty(player="Ben", amount=3, reason="hinted"))
    last = game.state.entries_of("Ben")[-1]
    assert (last.amount, last.reason) == (0, "penalty: hinted (of 3: VP never go below 0)")
    assert game.state.player("Ben").vp == 0


def test_unknown_player(tmp_path):
    game = new_game(tmp_path)
    with pytest.raises(GameError, match="'Zed' is not a player in this game"):
        game.record(Penalty(player="Zed", amount=1, reason="x"))


def test_barbarian_attack_in_turn_3(tmp_path):
    game = new_game(tmp_path)
    for _ in range(2):
        play_turn(game, {"Dan": ({"gold": 5}, {})})  # 15 VP a turn
    game.record(PhaseAdvance(to="trading"))
    game.record(PhaseAdvance(to="resolution"))
    game.record(AbilitiesResolved())
    game.record(GoodsResolved(player="Ann"))
    game.record(GoodsResolved(player="Ben"))
    game.record(GoodsResolved(player="Cat", goods={"grain": 4}, icons={"unhappy": 4}))  # happiness -4: Peasant Revolt
    # safety -4: Barbarian Attack; Barbarian Fury is on civic goods (001 The Goods): 2 wine, 3 VP (R1)
    game.record(GoodsResolved(player="Dan", goods={"wine": 2}, icons={"barbarian-fury": 2}))
    with pytest.raises(GameError, match=r"victims \(Dan\)"):
        game.record(CalamitiesResolved(rolls={}))
    with pytest.raises(GameError, match="rolls the Barbarian Die 1 time"):
        game.record(CalamitiesResolved(rolls={"Dan": [1, 2]}))
    game.record(CalamitiesResolved(rolls={"Dan": [2]}))
    dan, cat = game.state.player("Dan"), game.state.player("Cat")
    assert dan.vp == 15 + 15 + 3 - (3 + 2)  # turn 3: lose 3 + die
    assert game.state.entries_of("Dan")[-1].reason == "Barbarian Attack: 3 + die 2"
    assert (dan.safety, cat.happiness) == (0, 0)  # back to START
    assert game.state.this_turn.calamities.peasant_revolt == ["Cat"]


def test_a_barbarian_attack_on_a_player_without_vp_keeps_its_ledger_line_r9(tmp_path):
    # R9: "VP never go below 0: the loss owed is reported, and the amount actually lost is capped at
    # the VP held". Turn 3: "Lose 3 + 0-3 VP". Ann holds 4 VP (1 wine and 1 dye carrying Barbarian
    # Fury, 1 + 1 VP; 1 grain carrying a prosperity, 1 + 1), owes 3 + die 2 = 5 and loses 4; Dan, whose
    # wine and dye (2 VP) went as a penalty, holds 0, owes 3 + die 1 = 4 and loses 0.
    # Dan's ledger said nothing while the history said "Dan lost 0 VP (owed 4 …)".
    game = new_game(tmp_path)
    fury = {"barbarian-fury": 2}  # on civic goods only (001 The Goods)
    to_calamities_of_turn_3(game, {"Ann": ({"wine": 1, "dye": 1, "grain": 1}, {"prosperity": 1, **fury}),
                                   "Dan": ({"wine": 1, "dye": 1}, fury)})
    game.record(Penalty(player="Dan", amount=2, reason="revealed a card bottom"))
    assert (game.state.player("Ann").vp, game.state.player("Dan").vp) == (1 + 1 + 1 + 1, 2 - 2)
    game.record(CalamitiesResolved(rolls={"Ann": [2], "Dan": [1]}))
    ann, dan = game.state.entries_of("Ann")[-1], game.state.entries_of("Dan")[-1]
    assert (ann.amount, ann.reason) == (-4, "Barbarian Attack: 3 + die 2 (of 5: VP never go below 0)")
    assert (dan.amount, dan.reason) == (0, "Barbarian Attack: 3 + die 1 (of 4: VP never go below 0)")
    assert (game.state.player("Ann").vp, game.state.player("Dan").vp) == (0, 0)


def test_peasant_revolt_limits_the_development_phase(tmp_path):
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    game.record(PhaseAdvance(to="resolution"))
    game.record(AbilitiesResolved())
    for name in game.state.names:
        game.record(GoodsResolved(player=name, **({"goods": {"grain": 3}, "icons": {"unhappy": 3}} if name == "Ann" else {})))
    # turn 1 has no Peasant Revolt
    game.record(CalamitiesResolved())
    assert game.state.this_turn.calamities.peasant_revolt == []
    game.record(PhaseAdvance(to="development"))
    game.record(DevelopmentChosen(player="Ann", development="urbanize"))
    game.record(DevelopmentChosen(player="Ann", development="venus-temple"))
    with pytest.raises(GameError, match="may play 2 developments"):
        game.record(DevelopmentChosen(player="Ann", development="education"))


def test_one_government_and_one_religion_development(tmp_path):
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    resolve_everyone(game)
    game.record(PhaseAdvance(to="development"))
    game.record(DevelopmentChosen(player="Ben", development="urbanize"))
    with pytest.raises(GameError, match="already chosen a government development"):
        game.record(DevelopmentChosen(player="Ben", development="education"))
    with pytest.raises(GameError, match="level 1; Ben is level 0"):
        game.record(DevelopmentChosen(player="Ben", development="total-war".replace("total-war", "isolationism")))
    with pytest.raises(GameError, match="venus card"):
        game.record(DevelopmentChosen(player="Ben", development="hymns"))


def test_a_journal_line_naming_a_player_who_does_not_exist(tmp_path):
    game = new_game(tmp_path)
    game.close()
    path = tmp_path / "game.jsonl"
    with path.open("a", encoding="utf-8") as f:
        f.write('{"type":"penalty","seq":2,"at":"2026-11-20T19:31:00Z","turn":1,"phase":"production",'
                '"player":"Zed","amount":1,"reason":"x"}\n')
    with pytest.raises(GameError, match=r"line 3: 'Zed' is not a player"):
        check(load(path))


def test_players_and_symbols_must_differ(tmp_path):
    from companion.edition import load_edition
    from companion.game.session import Game

    twins = [dict(PLAYERS[0]), dict(PLAYERS[0], colour="blue")] + PLAYERS[2:4]
    with pytest.raises(GameError, match="same name"):
        Game.new(tmp_path / "x.jsonl", name="x", players=twins, edition=load_edition())
    same_symbol = [PLAYERS[0], dict(PLAYERS[1], symbol="A"), *PLAYERS[2:4]]
    # Which two, so the host knows which row to change (the first letter is the default symbol).
    with pytest.raises(GameError, match=rf"^{PLAYERS[0]['name']} and {PLAYERS[1]['name']} have the same symbol \(A\)"):
        Game.new(tmp_path / "y.jsonl", name="y", players=same_symbol, edition=load_edition())


def test_an_ability_ignored_with_venetian_monastery_is_told_in_step_1(tmp_path):
    # 001 Specific Development Card Notes (Venetian Monastery): "ignore being the target of any
    # trade phase ability targeted on you by your opponent if you wish". The ability changes nothing
    # for Ann, so step 1 must still say why Ben's recorded Barracks did nothing.
    game = new_game(tmp_path)
    # R5: space 2 of a side is level 1, so Ben may play Barracks (dictatorship 1), Ann Venetian Monastery (venus 1)
    game.record(Correction(player="Ben", what="government", side="dictatorship", value=2, reason="test"))
    game.record(Correction(player="Ann", what="religion", side="venus", value=2, reason="test"))
    play_turn(game, developments={"Ben": "barracks", "Ann": "venetian-monastery"})
    game.record(PhaseAdvance(to="trading"))
    game.record(AbilityTarget(holder="Ben", development="barracks", ability=0, targets=["Ann"], declined=["Ann"]))
    safety_before = game.state.player("Ann").safety
    game.record(PhaseAdvance(to="resolution"))
    game.record(AbilitiesResolved())
    assert game.state.player("Ann").safety == safety_before  # Barracks' one space down never happened
    assert game.state.this_turn.ability_lines == ["Ann ignores Ben's Barracks (Venetian Monastery)"]


def test_the_phase_advance_out_of_civic_is_described_as_the_next_turn(tmp_path):
    # Out of the Civic phase the game goes to the next turn ("At the end of each turn", 001 Civic Phase;
    # the turn marker, Setup 3): "Phase: to Production" under turn I read as if turn I's came again.
    from companion.game.titm.report import describe_event

    game = new_game(tmp_path)
    play_turn(game)
    advances = [e for e in game.events if e.type == "phase_advance"]
    assert [describe_event(e) for e in advances] == [
        "Phase: to Trading", "Phase: to Resolution", "Phase: to Development", "Phase: to Civic",
        "Phase: to turn II, Production",
    ]
