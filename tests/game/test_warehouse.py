"""The warehouse event and a warehouse check (001 Trading Phase, WAREHOUSING; R11)."""

from __future__ import annotations

import pytest

from companion.game.errors import GameError
from companion.game.titm.events import EVENT_ADAPTER
from companion.game.titm.report import describe_event
from tests.game.tables import Table
from companion.game.titm.events import PhaseAdvance, Warehouse


def _trading() -> Table:
    table = Table()
    table.record(PhaseAdvance(to="trading"))
    return table


def test_a_warehouse_check_is_recorded():
    table = _trading()
    table.record(Warehouse(player="Ann", cards=2, checked={"mars": 1, "poverty": 1}))
    turn = table.state.this_turn
    assert turn.warehouse == {"Ann": 2}
    assert turn.warehouse_checked == {"Ann": {"mars": 1, "poverty": 1}}


def test_a_card_that_may_not_be_warehoused_is_refused_and_nothing_changes():
    table = _trading()
    table.record(Warehouse(player="Ann", cards=1))
    with pytest.raises(GameError, match="Depression may not be warehoused: .*MAY NOT WAREHOUSE"):
        table.record(Warehouse(player="Ann", cards=2, checked={"depression": 1}))
    assert table.state.this_turn.warehouse == {"Ann": 1}
    assert table.state.this_turn.warehouse_checked == {}


def test_a_journal_line_without_the_new_field_still_loads():
    line = ('{"type":"warehouse","seq":7,"at":"2026-11-20T19:30:06Z","turn":1,"phase":"trading",'
            '"player":"Ann","cards":3}')
    event = EVENT_ADAPTER.validate_json(line)
    assert (event.cards, event.checked) == (3, {})
    assert describe_event(event) == "Warehouse: Ann 3 cards"


def test_the_history_says_what_the_check_found():
    line = ('{"type":"warehouse","seq":7,"at":"2026-11-20T19:30:06Z","turn":1,"phase":"trading",'
            '"player":"Ann","cards":2,"checked":{"mars":1,"poverty":1}}')
    assert describe_event(EVENT_ADAPTER.validate_json(line)) == "Warehouse: Ann 2 cards (checked: 1 mars, 1 poverty)"


def test_a_warehouse_check_names_zealots_without_its_printed_arrow(components):
    # The bottoms field of step 2 asks for the arrow printed on Zealots (R18); a warehouse check need
    # not: the card may not be warehoused whatever its arrow, and the fold says so.
    from companion.entry import read_counts
    from companion.entry import titm as words

    assert read_counts("red, zealots", words.seen_bottoms(components)) == {"mars": 1, "zealots": 1}
    table = _trading()
    with pytest.raises(GameError, match="Zealots may not be warehoused"):
        table.record(Warehouse(player="Ann", cards=2, checked={"mars": 1, "zealots": 1}))


def test_a_warehouse_check_reads_zealots_with_its_arrow_as_the_goods_entry_does(components):
    # README teaches zealots:red (the arrow printed on the card, R18) for the bottoms of step 2; a host
    # typing it the same way in a warehouse check was told "nothing is attached to zealots: type them
    # apart". The arrow is read (one red arrow seen, as "zealots, red" counts it), never asked for.
    from companion.entry import read_counts
    from companion.entry import titm as words

    seen = words.seen_bottoms(components)
    assert read_counts("zealots:red", seen) == {"zealots": 1, "mars": 1}  # red = Mars (R5)
    assert read_counts("2 corruption:white, poverty", seen) == {"corruption": 2, "democracy": 2, "poverty": 1}
    assert read_counts("zealots", seen) == {"zealots": 1}  # still not asked for
