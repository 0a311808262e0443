"""The Trade and Triumph scoreboard's fold, with the rulebook's numbers (004_94530a861ff71851.txt).

Expected values come from the rulebook's text or are worked by hand in the
test's comment; rulings are those of docs/rulings-packs.md (C401–C406).
"""

from __future__ import annotations

import pytest

from companion.game.errors import GameError
from companion.game.journal import load
from tests.game.tnt_helpers import TRADERS, end_round, new_tnt
from companion.game.events import Ruling
from companion.game.tnt.events import TntEndTurn, TntGold, TntHand, TntResource, TntSellCards, TntSellResources, TntSpecialty, TntUpgrade, TntVP


@pytest.fixture
def game(tmp_path):
    g = new_tnt(tmp_path)
    yield g
    g.close()


def refused(game, event_class, match, **fields):
    """Record an event that must be refused (built or recorded): nothing changes, nothing is written."""
    before, lines = game.state.model_dump(), game.path.read_bytes()
    with pytest.raises(GameError, match=match):
        game.record(event_class(**fields))
    assert game.state.model_dump() == before
    assert game.path.read_bytes() == lines


def resources(game, player, *regions):
    for region in regions:
        game.record(TntResource(player=player, region=region))


def ledger_matches(state):
    for p in state.players:
        assert p.vp == sum(e.amount for e in state.entries_of(p.name))
        assert p.gold == sum(e.amount for e in state.gold_entries_of(p.name))


# --- setup -------------------------------------------------------------------------------


def test_setup_gives_each_trader_5_gold_and_4_cards(game):
    # "Game Setup": 5 Gold; draw 2 Influence Cards and 2 Trade Cards.
    state = game.state
    assert [(p.name, p.vp, p.gold, p.hand) for p in state.players] == [("Ada", 0, 5, 4), ("Bo", 0, 5, 4), ("Cy", 0, 5, 4)]
    assert (state.turn, state.phase, state.whose_turn) == (1, "playing", "Ada")
    assert [e.reason for e in state.gold_entries_of("Ada")] == ["starting gold (Game Setup)"]
    ledger_matches(state)


@pytest.mark.parametrize(
    ("players", "match"),
    [
        ([TRADERS[0], {**TRADERS[1], "name": "ada"}], "same name"),
        ([TRADERS[0], {**TRADERS[1], "symbol": "a"}], "same symbol"),
        (TRADERS[:1], "at least 2"),
        ([*TRADERS, {"name": "Ed", "colour": "white", "symbol": "E"}], "at most 4"),
    ],
)
def test_a_bad_setup_is_refused_and_writes_nothing(tmp_path, players, match):
    from companion.game.tnt.kind import start

    with pytest.raises(GameError, match=match):
        start(tmp_path / "bad.jsonl", name="x", players=players)
    assert not (tmp_path / "bad.jsonl").exists()


def test_the_setup_keeps_the_data_so_the_game_scores_the_same_forever(game):
    setup = load(game.path).events[0]
    assert setup.data["set_vp"]["value"] == 6 and setup.data["specialty_cost"]["value"] == 10


# --- selling at the city ---------------------------------------------------------------------


def test_one_of_each_and_another_forest_sell_for_6_plus_1(game):
    # "one of each type of trade resource: 6 victory points"; "each trade resource sells for 1".
    resources(game, "Ada", "forest", "mountain", "desert", "ocean", "forest")
    game.record(TntSellResources(player="Ada"))  # the best sale
    ada = game.state.player("Ada")
    assert ada.vp == 6 + 1 and ada.resources.total == 0
    assert [e.reason for e in game.state.entries_of("Ada")] == ["1 set of four + 1 forest at the city"]


def test_the_player_may_sell_singles_instead_of_the_set(game):
    resources(game, "Ada", "forest", "mountain", "desert", "ocean")
    game.record(TntSellResources(player="Ada", sets=0, singles={"forest": 1, "ocean": 1}))
    ada = game.state.player("Ada")
    assert ada.vp == 2 and (ada.resources.forest, ada.resources.mountain, ada.resources.ocean) == (0, 1, 0)


def test_several_sets_in_one_visit(game):
    # C403: as many sets of four as the trader holds: 2 × 6 = 12.
    resources(game, "Ada", *["forest", "mountain", "desert", "ocean"] * 2)
    game.record(TntSellResources(player="Ada"))
    assert game.state.player("Ada").vp == 12


def test_selling_what_is_not_held_is_refused(game):
    resources(game, "Ada", "forest")
    refused(game, TntSellResources, "cannot sell 2 forest", player="Ada", singles={"forest": 2})
    refused(game, TntSellResources, "cannot sell", player="Ada", sets=1)
    game.record(TntResource(player="Ada", region="forest", amount=-1))
    refused(game, TntSellResources, "holds no trade resources", player="Ada")


def test_selling_is_in_ones_own_turn(game):
    resources(game, "Bo", "forest")
    refused(game, TntSellResources, "only in their own turn: it is Ada's turn", player="Bo")
    refused(game, TntSellCards, "only in their own turn", player="Bo", cards=1, where="city")


# --- cards and gold --------------------------------------------------------------------------


@pytest.mark.parametrize(("at", "gold"), [("city", 5 + 3 * 2), ("node", 5 + 3 * 1)])
def test_cards_sell_for_2_gold_at_the_city_and_1_at_a_node(game, at, gold):
    game.record(TntSellCards(player="Ada", cards=3, where=at))
    ada = game.state.player("Ada")
    assert (ada.gold, ada.hand) == (gold, 4 - 3)
    ledger_matches(game.state)


def test_more_cards_than_in_hand_cannot_be_sold(game):
    refused(game, TntSellCards, "holds 4 cards, cannot sell 5", player="Ada", cards=5, where="city")


def test_the_specialty_draw_costs_10_gold_once_a_turn(game):
    refused(game, TntSpecialty, "has 5 gold; a specialty draw costs 10", player="Ada")
    game.record(TntGold(player="Ada", amount=20, reason="trade cards revealed"))
    game.record(TntSpecialty(player="Ada"))
    ada = game.state.player("Ada")
    assert (ada.gold, ada.hand) == (25 - 10, 4 + 1)
    refused(game, TntSpecialty, "already drawn a specialty card this turn", player="Ada")
    end_round(game)
    game.record(TntSpecialty(player="Ada"))  # a new turn, a new draw
    assert game.state.player("Ada").gold == 5
    ledger_matches(game.state)


def test_gold_and_vp_never_go_below_0(game):
    refused(game, TntGold, "has 5 gold and cannot pay 6", player="Ada", amount=-6, reason="influence card")
    refused(game, TntVP, "has 0 VP and cannot lose 1", player="Ada", amount=-1, reason="correction")
    refused(game, TntHand, "holds 4 cards and cannot give up 5", player="Ada", amount=-5)
    refused(game, TntResource, "holds 0 ocean", player="Ada", region="ocean", amount=-1)


# --- upgrades ------------------------------------------------------------------------------------


def test_an_upgrade_costs_its_price_and_counts_as_the_turns_play(game):
    game.record(TntUpgrade(player="Ada", track="move", price=3))
    ada = game.state.player("Ada")
    assert (ada.gold, ada.upgrades.move) == (5 - 3, 1)
    # one play a turn: a second upgrade is refused
    refused(game, TntUpgrade, "has 1 play this turn", player="Ada", track="draw", price=0)


def test_a_play_upgrade_gives_two_plays_from_the_next_turn(game):
    # "If you have 1 play per turn and choose to upgrade to 2 plays per turn, your turn immediately
    # ends ... On your next turn, you will have 2 plays."
    game.record(TntGold(player="Ada", amount=10, reason="trade cards revealed"))
    game.record(TntUpgrade(player="Ada", track="play", price=2))
    assert game.state.this_turn.plays == 1
    end_round(game)
    assert game.state.this_turn.plays == 2
    game.record(TntUpgrade(player="Ada", track="move", price=2))
    game.record(TntUpgrade(player="Ada", track="move", price=2))
    assert game.state.player("Ada").upgrades.model_dump() == {"move": 2, "draw": 0, "play": 1}


def test_a_full_track_takes_no_more_upgrades(game):
    # C401: each track has 2 upgrades beyond its starting space.
    for _ in range(2):
        game.record(TntUpgrade(player="Ada", track="move", price=0))
        end_round(game)
    refused(game, TntUpgrade, "move track is full", player="Ada", track="move", price=0)


def test_an_upgrade_beyond_the_gold_held_is_refused(game):
    refused(game, TntUpgrade, "has 5 gold; the upgrade costs 6", player="Ada", track="draw", price=6)


# --- the end of a turn ------------------------------------------------------------------------------


@pytest.mark.parametrize(("drawn", "kept", "discarded"), [(4, 7, 1), (3, 7, 0), (6, 7, 3)])
def test_the_hand_limit_of_7_at_the_end_of_a_turn(game, drawn, kept, discarded):
    # 4 cards + 4 drawn = 8 at the end of the turn: discard 1.
    game.record(TntHand(player="Ada", amount=drawn, reason="drawn"))
    game.record(TntEndTurn(player="Ada"))
    ada = game.state.player("Ada")
    assert (ada.hand, ada.discarded, ada.turns) == (kept, discarded, 1)


def test_turns_go_in_order_and_a_round_ends_with_the_last_player(game):
    refused(game, TntEndTurn, "it is Ada's turn, not Bo's", player="Bo")
    game.record(TntEndTurn(player="Ada"))
    game.record(TntEndTurn(player="Bo"))
    assert (game.state.turn, game.state.whose_turn) == (1, "Cy")
    game.record(TntEndTurn(player="Cy"))
    assert (game.state.turn, game.state.whose_turn) == (2, "Ada")


def test_reaching_20_vp_mid_round_ends_the_game_when_the_round_is_complete(game):
    # "The current round is completed so that all players have had an equal number of turns."
    game.record(TntEndTurn(player="Ada"))
    game.record(TntVP(player="Bo", amount=20, reason="specialty cards"))
    state = game.state
    assert (state.phase, state.triggered_by, state.still_to_play) == ("last round", "Bo", ["Bo", "Cy"])
    game.record(TntEndTurn(player="Bo"))
    assert game.state.phase == "last round" and game.state.whose_turn == "Cy"
    game.record(TntVP(player="Cy", amount=3, reason="a sale"))
    game.record(TntEndTurn(player="Cy"))
    state = game.state
    assert state.phase == "over" and state.outcome is not None
    assert (state.outcome.winners, state.outcome.decided_by) == (["Bo"], "vp")
    assert [p.turns for p in state.players] == [1, 1, 1]


def test_the_trigger_stands_when_vp_fall_below_20(game):
    # C404: the trigger stands even if VP later fall below 20.
    game.record(TntVP(player="Ada", amount=21, reason="sale"))
    game.record(TntVP(player="Ada", amount=-5, reason="correction"))
    assert game.state.triggered
    end_round(game)
    assert game.state.phase == "over"


def test_reaching_20_in_the_last_turn_of_a_round_ends_the_game_at_once(game):
    game.record(TntEndTurn(player="Ada"))
    game.record(TntEndTurn(player="Bo"))
    game.record(TntVP(player="Cy", amount=20, reason="sale"))
    game.record(TntEndTurn(player="Cy"))
    assert game.state.phase == "over" and game.state.outcome.winners == ["Cy"]


def test_after_the_end_only_rulings_and_undo(game):
    game.record(TntVP(player="Ada", amount=20, reason="sale"))
    end_round(game)
    refused(game, TntVP, "the game is over", player="Bo", amount=1, reason="late")
    game.record(Ruling(text="the game ended in round 1", rule="004 End of the Game"))
    assert [r.text for r in game.state.rulings] == ["the game ended in round 1"]
    game.undo(reason="the ruling")
    game.undo(reason="Cy had not finished")
    assert (game.state.phase, game.state.whose_turn, game.state.outcome) == ("last round", "Cy", None)


# --- the winner and the tie-breaks ---------------------------------------------------------------------


def finish(game, vp, gold, upgrades=None):
    """Give each trader VP, gold and upgrades, then complete the round (Ada reaches 20 first)."""
    for name, points in vp.items():
        game.record(TntVP(player=name, amount=points, reason="sales"))
    for name, extra in gold.items():
        if extra:
            game.record(TntGold(player=name, amount=extra, reason="trade cards"))
    for name in game.state.names:
        for track in (upgrades or {}).get(name, []):
            game.record(TntUpgrade(player=name, track=track, price=0))
        game.record(TntEndTurn(player=name))
    return game.state.outcome


def test_a_tie_on_vp_goes_to_the_most_gold(game):
    outcome = finish(game, {"Ada": 21, "Bo": 21, "Cy": 19}, {"Ada": 0, "Bo": 3, "Cy": 30})
    assert (outcome.winners, outcome.decided_by) == (["Bo"], "gold")
    assert [s.name for s in outcome.standings] == ["Bo", "Ada", "Cy"]


def test_then_to_the_fewest_upgrades(game):
    outcome = finish(game, {"Ada": 21, "Bo": 21}, {"Ada": 2, "Bo": 2}, {"Ada": ["move"]})
    # Ada 21 VP, 7 gold, 1 upgrade; Bo 21 VP, 7 gold, 0 upgrades
    assert (outcome.winners, outcome.decided_by) == (["Bo"], "upgrades")


def test_then_the_victory_is_shared(game):
    outcome = finish(game, {"Ada": 20, "Bo": 20, "Cy": 20}, {})
    assert (outcome.winners, outcome.decided_by) == (["Ada", "Bo", "Cy"], "shared")


# --- stamps: rounds and phases --------------------------------------------------------------------------


def test_a_game_goes_on_past_round_20(game):
    for _ in range(22):
        end_round(game)
    game.record(Ruling(text="a long night"))
    assert game.state.turn == 23 and game.state.rulings[0].turn == 23
    game.close()
    from companion.game.session import Game

    again = Game.open(game.path)
    assert again.state.model_dump() == game.state.model_dump()
    again.close()


def test_an_event_for_another_round_or_phase_is_refused(game):
    from companion.game.session import stamp

    event = stamp(TntEndTurn(player="Ada"), seq=2, at=game.events[0].at, state=game.state, game=game.kind)
    stale = event.model_copy(update={"turn": 3})
    with pytest.raises(GameError, match="for round 3, playing, but the game is in round 1, playing"):
        game.kind.apply(game.state, stale)


def test_the_primary_games_turns_and_phases_stay_its_own():
    """Turn 21 or a scoreboard phase in a primary game's event is refused, naming the turn or phase."""
    from companion.game import kinds

    titm = kinds.get("titm")
    line = {"type": "ruling", "seq": 2, "at": "2026-11-20T19:30:01Z", "turn": 1, "phase": "production", "text": "x"}
    with pytest.raises(GameError, match="turn 21: the game has turns 0 to 20"):
        titm.validate_python({**line, "turn": 21})
    with pytest.raises(GameError, match="phase 'playing' is not one of this game's"):
        titm.validate_python({**line, "phase": "playing"})
    assert titm.validate_python(line).turn == 1


def test_ledger_sums_hold_through_a_game(game):
    resources(game, "Ada", "forest", "mountain", "desert", "ocean")
    game.record(TntSellResources(player="Ada"))
    game.record(TntSellCards(player="Ada", cards=2, where="city"))
    game.record(TntUpgrade(player="Ada", track="draw", price=4))
    game.record(TntGold(player="Bo", amount=-2, reason="influence card"))
    game.record(TntVP(player="Cy", amount=3, reason="specialty card"))
    ledger_matches(game.state)
    assert [e.kind for e in game.state.gold_entries_of("Ada")] == ["start", "cards", "upgrade"]
