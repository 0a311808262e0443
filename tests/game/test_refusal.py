"""A refusal is a typed value (issue 34, item 3): the rule's source, the player, the field and the
table's words, carried by the error the judge raises (``error.refusal``) while ``str(error)`` stays
the sentence shown before, and given by the judge when asked without recording
(:func:`companion.game.session.refused`).

Cases: wine beyond its deck (C16; R1: 12 wine cards), a Zealots without the arrow printed on it
(RULINGS.md R18), a fourth warehoused card (001 Trading Phase, Warehousing: "up to 3 goods").
"""

from __future__ import annotations

import pytest

from companion.errors import Refusal
from companion.game.errors import GameError
from companion.game.session import refused
from companion.game.titm.events import GoodsResolved, PhaseAdvance, Warehouse
from companion.game.titm.table_cards import DeckExceeded
from tests.game.tables import Table, to_resolution
from tests.game.test_table_cards import _wine_table


def test_wine_beyond_its_deck_names_c16_the_player_and_the_wine():
    table = _wine_table()
    table.record(GoodsResolved(player="Ann", goods={"wine": 5}))
    table.record(GoodsResolved(player="Ben", goods={"wine": 5}))
    words = "Ann and Ben have spent 10 of the 12 wine cards; Cat's 5 would make 15: check Cat's cards"  # 5 + 5 = 10; 10 + 5 = 15
    with pytest.raises(DeckExceeded) as caught:
        table.record(GoodsResolved(player="Cat", goods={"wine": 5}))
    assert str(caught.value) == words  # what is printed stays the table's sentence
    assert caught.value.refusal == Refusal(words, rule="C16", player="Cat", field="goods.wine")
    # asked without recording, the judge gives the same value
    assert refused(table.state, GoodsResolved(player="Cat", goods={"wine": 5})) == caught.value.refusal


def test_a_zealots_without_its_arrow_names_r18_the_player_and_the_card():
    table = Table()
    to_resolution(table)
    with pytest.raises(GameError) as caught:
        table.record(GoodsResolved(player="Ben", goods={"wine": 1}, icons={"zealots": 1}))
    refusal = caught.value.refusal
    assert (refusal.rule, refusal.player, refusal.field) == ("R18", "Ben", "icons.zealots")
    assert refusal.words == str(caught.value) and refusal.words.startswith("Ben entered Zealots but no arrow")


def test_a_fourth_warehoused_card_names_the_warehousing_rule_the_player_and_the_warehouse():
    table = Table()
    table.record(PhaseAdvance(to="trading"))
    refusal = refused(table.state, Warehouse(player="Ann", cards=4))  # 001 Warehousing: "up to 3 goods"
    assert refusal == Refusal(
        "cards warehoused: 4, but a warehouse holds at most 3 cards (001 Warehousing)",
        rule="001 Trading Phase, Warehousing", player="Ann", field="warehouse",
    )
    with pytest.raises(GameError) as caught:
        table.record(Warehouse(player="Ann", cards=4))
    assert caught.value.refusal == refusal and str(caught.value) == refusal.words
