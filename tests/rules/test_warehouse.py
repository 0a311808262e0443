"""Warehousing — 001 Trading Phase, WAREHOUSING; BARBARIAN FURY & DEPRESSION; ZEALOTS, CORRUPTION &
SLAVE REVOLT ("may not be warehoused"); RULINGS R11."""

from __future__ import annotations

import pytest

from companion.rules.errors import CountError, UnknownNameError
from companion.rules.warehouse import WarehouseError, check_warehouse


def test_up_to_three_cards(components):
    # "They may warehouse up to 3 goods"
    for cards in (0, 1, 2, 3):
        check_warehouse(components, cards)
    with pytest.raises(CountError, match="a warehouse holds at most 3 cards"):
        check_warehouse(components, 4)


def test_cards_found_in_a_check_with_ordinary_bottoms_are_fine(components):
    check_warehouse(components, 3, {"mars": 1, "poverty": 1, "barbarians": 1})


@pytest.mark.parametrize(
    ("bottom", "printed"),
    [("depression", "Depression"), ("barbarian-fury", "Barbarian Fury"), ("zealots", "Zealots"),
     ("corruption", "Corruption"), ("slave-revolt", "Slave Revolt")],
)
def test_a_card_that_may_not_be_warehoused_is_refused_with_the_rule_quoted(components, bottom, printed):
    # "BARBARIAN FURY & DEPRESSION: … Note that these cards may not be warehoused";
    # "ZEALOTS, CORRUPTION & SLAVE REVOLT: These cards make your people unhappy and may not be warehoused."
    with pytest.raises(WarehouseError) as caught:
        check_warehouse(components, 2, {bottom: 1, "democracy": 1})
    message = str(caught.value)
    assert message.startswith(f"{printed} may not be warehoused: ")
    assert "MAY NOT WAREHOUSE, that means exactly what it says" in message
    assert "001 Trading Phase, Warehousing" in message


def test_no_more_cards_named_than_warehoused(components):
    with pytest.raises(WarehouseError, match="3 cards named, but only 2 warehoused"):
        check_warehouse(components, 2, {"mars": 2, "poverty": 1})


def test_an_unknown_bottom_is_named(components):
    with pytest.raises(UnknownNameError, match="'purple' is not a card bottom"):
        check_warehouse(components, 1, {"purple": 1})
