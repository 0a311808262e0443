"""A phone's spent cards are held to one bottom per card (issue 22, item 1), via the server's test client.

In the trial a phone sent ``{"goods": {}, "icons": {"prosperity": 99}}`` and the host's ``y`` applied
it: +99 VP. The entry is now refused when it is sent, in the table's words, and nothing waits for the
host; the phone's preview says so too, and counts the bottoms when fewer than the cards.
Sources: 001_26b6d8b0f4cbe6f7.txt, "Resolution Step 2 - Resolving Trade Goods", The Goods.
"""

from __future__ import annotations

from tests.game.helpers import new_game
from tests.game.tables import to_resolution
from tests.web.helpers import serving


async def test_the_prosperity_99_entry_is_refused_with_the_sentence(tmp_path):
    game = new_game(tmp_path)
    to_resolution(game)
    events = len(game.events)
    async with serving(game) as (client, share, table):
        ann = share.tokens.players["Ann"]
        response = await client.post(f"/p/{ann}/submit", json={"kind": "goods", "body": {"goods": {}, "icons": {"prosperity": 99}}})
        answer = await response.json()
        preview = await client.post(f"/p/{ann}/preview", json={"goods": {}, "icons": {"prosperity": 99}})
        refused = await preview.json()
        assert table.pending() == []
    assert response.status == 422
    # said to the player on their own phone: "you", not "Ann" (issue 24)
    assert answer["error"] == "You spent 0 cards but entered 99 bottoms: each card has one"
    assert preview.status == 422 and refused["error"] == answer["error"]
    assert len(game.events) == events and game.state.player("Ann").vp == 0


async def test_a_bad_card_on_no_card_that_carries_it_is_refused_from_a_phone(tmp_path):
    game = new_game(tmp_path)
    to_resolution(game)
    async with serving(game) as (client, share, table):
        ben = share.tokens.players["Ben"]
        body = {"goods": {"grain": 2}, "icons": {"barbarian-fury": 1}}
        response = await client.post(f"/p/{ben}/submit", json={"kind": "goods", "body": body})
        answer = await response.json()
        assert table.pending() == []
    assert response.status == 422
    assert answer["error"] == "Barbarian Fury is only on civic goods; you spent no civic card"


async def test_the_phones_preview_says_when_fewer_bottoms_than_cards_are_entered(tmp_path):
    game = new_game(tmp_path)
    to_resolution(game)
    async with serving(game) as (client, share, table):
        url = f"/p/{share.tokens.players['Ann']}/preview"
        answer = await (await client.post(url, json={"goods": {"wine": 7}, "icons": {"mars": 6}})).json()
        sent = await client.post(f"/p/{share.tokens.players['Ann']}/submit",
                                 json={"kind": "goods", "body": {"goods": {"wine": 7}, "icons": {"mars": 6}}})
        assert sent.status == 200 and [i.player for i in table.pending()] == ["Ann"]
    assert "7 cards, 6 bottoms entered" in answer["lines"]


async def test_the_phones_form_offers_each_printed_bottom_once(tmp_path):
    from companion.game.titm.private import spend_form

    game = new_game(tmp_path)
    to_resolution(game)
    form = spend_form(game.state)
    # Poverty and Barbarians are the named cards; the same bottoms are not offered again as icons.
    names = [b["name"] for b in form["bottoms"]]
    assert len(names) == len(set(names))
    assert {"poverty", "barbarians", "prosperity"} <= set(names) and not {"unhappy", "barbarian"} & set(names)
