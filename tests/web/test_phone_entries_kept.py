"""What the board says of the players' goods, and what a phone's entry taken back gives its form again
(issue 35, item 4; the browser side is tests/web/test_browser_hand_kept.py)."""

from __future__ import annotations

from companion.game.titm.board import board_checklist
from companion.game.titm.events import CalamitiesResolved, GoodsResolved
from tests.game.tables import Table, to_resolution


def test_announce_wealth_goes_round_the_table_in_seat_order_not_in_the_order_entered():
    """001 Announce Wealth: the players announce their goods VP. The seats are Ann, Ben, Cat, Dan
    (the setup's order); the goods were entered Dan, Cat, Ben, Ann. R1: 3 wine = 1 + 2 + 3 = 6 VP,
    2 grain = 1 + 2 = 3 VP, 1 card = 1 VP."""
    table = Table()
    to_resolution(table)
    for name, goods in (("Dan", {"grain": 1}), ("Cat", {"grain": 2}), ("Ben", {"wool": 1}), ("Ann", {"wine": 3})):
        table.record(GoodsResolved(player=name, goods=goods))
    table.record(CalamitiesResolved())
    assert board_checklist(table.state)[0] == "Announce wealth (goods VP this turn): Ann 6, Ben 1, Cat 3, Dan 1"


def test_a_goods_entry_taken_back_gives_its_form_each_card_with_its_own_bottom():
    """Two civic cards, a wine bearing a Zealots with a red arrow printed on it (R18) and a slaves
    bearing a Barbarian Fury: the event holds only the sums, which either card could have borne.
    The phone sends the cards too; what fills its form again is the cards as sent."""
    import pytest

    from companion.game.titm.entry_fate import form_body
    from companion.game.titm.inbox import Inbox, SubmissionError

    table = Table()
    to_resolution(table)
    cards = [["wine", "zealots", "mars"], ["slaves", "barbarian-fury", ""]]
    body = {"goods": {"wine": 1, "slaves": 1}, "icons": {"zealots": 1, "mars": 1, "barbarian-fury": 1}, "cards": cards}
    item = Inbox().submit(table.state, "Ann", "goods", body)
    assert dict(item.entry.goods) == body["goods"] and dict(item.entry.icons) == body["icons"]
    assert form_body(item)["cards"] == cards
    # cards that are not the sums sent (one Zealots too many) are refused, not half believed
    with pytest.raises(SubmissionError, match="do not add up"):
        Inbox().submit(table.state, "Ann", "goods", {**body, "cards": [*cards, ["art", "zealots", "venus"]]})


def test_the_goods_form_is_given_the_limits_the_server_holds_an_entry_to():
    """The page leaves the cards out of an entry the server would refuse (player.js): it is given the
    server's own numbers, so the two cannot drift: one card past the form's data-max-cards is refused
    by the entry's model, and a body past data-max-body is past the server's client_max_size (413)."""
    import re

    import pytest
    from pydantic import ValidationError

    from companion.game.titm.phone_bodies import GoodsBody
    from companion.game.titm.private import player_view
    from companion.web.pages import player_form

    table = Table()
    to_resolution(table)
    form = player_form(player_view(table.state, "Ann"))
    tag = re.search(r'<form[^>]*id="goods-form"[^>]*>', form)
    assert tag is not None
    max_cards = int(re.search(r'data-max-cards="(\d+)"', tag.group()).group(1))
    max_body = int(re.search(r'data-max-body="(\d+)"', tag.group()).group(1))
    # the counts stay within a good's 99 (the model's cap): 99 + 99 + 99 + 99 + 4 = 400 cards
    counts = {"grain": 99, "wool": 99, "timber": 99, "ore": 99, "salt": max_cards - 4 * 99}
    cards = [[good, "", ""] for good, n in counts.items() for _ in range(n)]
    assert len(cards) == max_cards
    GoodsBody(goods=counts, cards=cards)
    with pytest.raises(ValidationError, match="at most"):
        GoodsBody(goods={**counts, "salt": counts["salt"] + 1}, cards=[*cards, ["salt", "", ""]])
    from companion.web import routes

    assert routes.MAX_BODY == max_body  # what build_app gives aiohttp as client_max_size
