"""The warehouse's limit follows the edition: an ``extra_warehouse`` development raises it, and the
judge (the fold) holds the player to the raised limit (001 Warehousing: "They may warehouse up to 3
goods"; docs/edition-format.md, effect ``extra_warehouse``)."""

from __future__ import annotations

import pytest

from companion.game.errors import GameError
from companion.game.titm.events import Warehouse
from tests.game.warehouse_four import warehouse_four_game


def test_a_great_warehouse_holds_four_cards_and_refuses_five(tmp_path):
    game = warehouse_four_game(tmp_path)
    assert game.state.turn == 2 and game.state.phase == "trading"
    # Ann: 3 (the rulebook) + 1 (the Great Warehouse) = 4
    game.record(Warehouse(player="Ann", cards=4))
    assert game.state.this_turn.warehouse["Ann"] == 4
    with pytest.raises(GameError, match="at most 4 cards"):
        game.record(Warehouse(player="Ann", cards=5))
    assert game.state.this_turn.warehouse["Ann"] == 4


def test_without_the_card_a_warehouse_still_holds_three(tmp_path):
    game = warehouse_four_game(tmp_path)
    with pytest.raises(GameError, match="at most 3 cards"):
        game.record(Warehouse(player="Ben", cards=4))


def test_an_edition_cannot_take_warehouse_cards_away(tmp_path):
    import json

    from companion.edition import load_edition
    from companion.edition import EditionError
    from tests.game.warehouse_four import warehouse_four_edition

    path = warehouse_four_edition(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["developments"][-1]["effects"] = [{"kind": "extra_warehouse", "count": -1}]
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(EditionError, match="extra warehouse cards must be 0 or more, not -1"):
        load_edition(path)


def test_the_phones_view_offers_each_player_their_own_warehouse(tmp_path):
    from companion.game.titm.private import player_view

    game = warehouse_four_game(tmp_path)
    assert player_view(game.state, "Ann")["trading"]["warehouse_limit"] == 3 + 1
    assert player_view(game.state, "Ben")["trading"]["warehouse_limit"] == 3


def test_the_trading_checklist_says_who_may_warehouse_more(tmp_path):
    from companion.game.titm.board import board_checklist, checklist

    game = warehouse_four_game(tmp_path)
    line = next(line for line in checklist(game.state) if line.text.startswith("Warehouse"))
    assert line.text.startswith("Warehouse up to 3 cards (Ann 4), place your ability cubes")
    assert line.short == "Warehouse ≤ 3 cards (Ann 4)."
    assert len(line.short) <= 38  # the clock's side of the host's panel at 80 columns
    assert line.text in board_checklist(game.state)
