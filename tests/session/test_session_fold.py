"""A trade session's fold: setup, rounds, private hands valued by the packs, Calamity Selection
with seeded random discards (002 "8. CALAMITY SELECTION"), the host's overrule (issue 37)."""

from __future__ import annotations

import pytest

from companion.game.errors import GameError
from companion.game.journal import load
from companion.game.session import check
from companion.game.tradesession.events import (
    SessionCalamities,
    SessionEndTrade,
    SessionHand,
    SessionNextRound,
    SessionOverrule,
    SessionSelection,
)
from companion.game.tradesession.kind import start
from companion.game.tradesession.views import player_view, public_view
from tests.session.helpers import SIX, TWELVE, adv6, mega12


def test_a_hand_is_valued_at_twelve_players_as_cards_squared_times_face_value(tmp_path):
    game = mega12(tmp_path)
    game.record(SessionHand(player="P01", cards={"ochre": 3, "clay": 2, "flood": 1}))
    hand = player_view(game.state, "P01")["hand"]
    # Ochre and Clay are stack 1 (face value 1): 3² × 1 + 2² × 1 = 9 + 4; Flood adds nothing (C209)
    assert [(s["name"], s["cards"], s["value"]) for s in hand["sets"]] == [("Ochre", 3, 9), ("Clay", 2, 4)]
    assert hand["total"] == 13
    assert [c["name"] for c in hand["calamities"]] == ["Flood"]
    # one more Ochre: 4² − 3² = 7; one more Clay: 3² − 2² = 5 (best first)
    assert [(n["name"], n["gain"]) for n in hand["one_card"]] == [("Ochre", 7), ("Clay", 5)]


def test_a_hand_the_game_cannot_hold_is_refused_in_words(tmp_path):
    game = mega12(tmp_path)
    # Grain is used only with 9-11 and 15-18 players (C203)
    assert "Grain is not used with 12 players" in game.refusal(SessionHand(player="P01", cards={"grain": 2}))
    assert "not a player" in game.refusal(SessionHand(player="Zed", cards={}))


def test_mining_raises_the_advciv_set_it_gains_most_on(tmp_path):
    game = adv6(tmp_path)
    game.record(SessionHand(player="Ada", cards={"bronze": 3, "salt": 2}, mining=True))
    hand = player_view(game.state, "Ada")["hand"]
    # 28.53's example: three Bronze (54) count as four (96) with Mining; Salt 2² × 3 = 12
    assert hand["mining"] == {"id": "bronze", "name": "Bronze", "cards": 3, "gain": 96 - 54}
    assert hand["total"] == 96 + 12
    assert "Mining is Advanced Civilization's" in mega12(tmp_path).refusal(SessionHand(player="P01", cards={}, mining=True))


def test_setup_needs_each_players_block_from_twelve_and_none_below(tmp_path):
    with pytest.raises(GameError, match="give P01, P02"):
        start(tmp_path / "a.jsonl", name="x", game="megaciv", players=[{"name": n} for n in TWELVE])
    with pytest.raises(GameError, match="5 to 18"):
        start(tmp_path / "b.jsonl", name="x", game="megaciv", players=[{"name": n} for n in SIX[:4]])
    with pytest.raises(GameError, match="name it"):  # 5-9 players: the table chooses West or East (C203)
        start(tmp_path / "c.jsonl", name="x", game="megaciv", players=[{"name": n} for n in SIX])
    assert not list(tmp_path.iterdir())  # nothing written
    game = start(tmp_path / "d.jsonl", name="x", game="megaciv", players=[{"name": n} for n in SIX], block="east")
    assert game.state.block == "east"


def test_advciv_rounds_end_at_the_end_of_trade(tmp_path):
    game = adv6(tmp_path)
    game.record(SessionEndTrade())
    assert game.state.phase == "traded"
    assert "not recorded after the end of trade" in game.refusal(SessionCalamities(player="Ada", held=[]))
    game.record(SessionNextRound())
    assert (game.state.turn, game.state.phase) == (2, "trading")


def _to_selection(game, held):
    game.record(SessionEndTrade())
    for name in TWELVE:
        game.record(SessionCalamities(player=name, held=held.get(name, [])))


def test_selection_waits_for_every_player_and_the_board_shows_counts_only(tmp_path):
    game = mega12(tmp_path)
    game.record(SessionEndTrade())
    game.record(SessionCalamities(player="P01", held=["flood", "famine", "civil-war"]))
    assert "waiting for P02, P03" in game.refusal(SessionSelection(seed=1))
    board = public_view(game.state)
    assert board["players"][0]["calamities"] == 3 and board["players"][1]["calamities"] is None
    for name in TWELVE[1:]:
        game.record(SessionCalamities(player=name, held=[]))
    game.record(SessionSelection(seed=1))
    # 12 players: no minor calamities, "no more than 2 calamities": one of the three goes
    assert public_view(game.state)["players"][0]["calamities"] == 2
    assert "Flood" not in str(public_view(game.state)) and "flood" not in str(public_view(game.state))
    mine = player_view(game.state, "P01")["calamities"]
    assert len(mine["discards"]) == 1 and mine["discards"][0]["name"] in ("Flood", "Famine", "Civil War")
    assert player_view(game.state, "P02")["calamities"]["discards"] == []


def test_the_table_holds_no_more_copies_than_the_blocks_have(tmp_path):
    game = mega12(tmp_path)
    game.record(SessionEndTrade())
    game.record(SessionCalamities(player="P01", held=["flood"]))
    game.record(SessionCalamities(player="P02", held=["flood"]))
    # two blocks in play: 2 Flood cards in the game (C204)
    assert "Flood: the players hold 3 cards, but the game has 2" in game.refusal(
        SessionCalamities(player="P03", held=["flood"])
    )


def test_the_host_overrules_with_a_reason_and_the_journal_replays_it(tmp_path):
    game = mega12(tmp_path)
    _to_selection(game, {"P01": ["flood", "famine", "civil-war"]})
    game.record(SessionSelection(seed=5))
    assert "did not enter Piracy" in game.refusal(SessionOverrule(player="P01", kept=["piracy"], reason="x"))
    game.record(SessionOverrule(player="P01", kept=["flood"], reason="two were traded back before the end"))
    p = game.state.player("P01")
    assert p.kept == ["flood"] and sorted(d.calamity for d in p.discards) == ["civil-war", "famine"]
    assert p.discarded == 2
    assert game.state.rulings[-1].player == "P01"
    replayed = check(load(game.path))
    assert replayed.player("P01").kept == ["flood"] and replayed.player("P01").discarded == 2
