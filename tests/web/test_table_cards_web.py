"""The table's cards add up, from phones through the server's test client (issue 34, item 1; C16).

In the trial three phones each sent ``{"goods": {"wine": 12}}`` and all three were recorded (36
wine of a 12-card deck, R1), and a hostile phone's 138 cards were recorded by ``y`` (+582 VP). Now
the second 12 wine is refused when it is sent, and the 138 cards wait held back, shown with their VP
to the host, and ``y`` leaves them.
"""

from __future__ import annotations

import pytest

from tests.game.helpers import new_game
from tests.game.test_table_cards import EVE, EVE_WORDS, _turn_II, _wine_table
from tests.game.tables import to_resolution
from tests.web.helpers import serving


async def _send(client, share, name, body):
    response = await client.post(f"/p/{share.tokens.players[name]}/submit", json={"kind": "goods", "body": body})
    return response.status, await response.json()


async def test_twelve_wine_from_a_second_phone_is_refused_when_sent(tmp_path):
    game = _wine_table()  # six players in turn III: 6 civic cards dealt, 18 cards kept
    async with serving(game) as (client, share, table):
        first = await _send(client, share, "Ann", {"goods": {"wine": 12}})
        second = await _send(client, share, "Ben", {"goods": {"wine": 12}})
        third = await _send(client, share, "Cat", {"goods": {"wine": 12}})
        assert [item.player for item in table.pending()] == ["Ann"]
    assert first[0] == 200
    # the refusal names the rule (C16), whose entry it is and the card at fault, which Ben's page marks
    assert second == (422, {"error": "Ann has spent 12 of the 12 wine cards; your 12 would make 24: check your cards",
                            "rule": "C16", "player": "Ben", "field": "goods.wine"})
    assert third[0] == 422


async def test_the_138_cards_wait_held_back_with_their_vp_and_y_records_the_others_only(tmp_path):
    game = new_game(tmp_path, players=5, dealt=True)
    _turn_II(game)
    async with serving(game) as (client, share, table):
        held = await _send(client, share, "Eve", {"goods": EVE, "icons": {"prosperity": 99}})
        fine = await _send(client, share, "Dan", {"goods": {"timber": 1}})
        [(eve, verdict), (dan, ok)] = table.inbox().judge(game.state)
        problems = table.apply_all()  # y
        waiting = [item.player for item in table.pending()]
    assert held[0] == 200 and fine[0] == 200
    assert (eve.player, verdict.vp, dan.player, ok.vp, ok.held) == ("Eve", 582, "Dan", 1, "")
    assert verdict.held.startswith(EVE_WORDS)
    assert len(problems) == 1 and problems[0].startswith("Eve: held back, not recorded")
    assert "Dan" in game.state.this_turn.goods and "Eve" not in game.state.this_turn.goods
    assert waiting == ["Eve"]


async def test_a_phone_cannot_send_a_ruling(tmp_path):
    game = new_game(tmp_path, dealt=True)
    to_resolution(game)
    async with serving(game) as (client, share, table):
        status, answer = await _send(client, share, "Ann", {"goods": {"grain": 5}, "ruling": "trust me"})
        assert table.pending() == []
    assert status == 422 and answer["error"].startswith("ruling")


@pytest.mark.asyncio(loop_scope="session")
@pytest.mark.usefixtures("worker_chromium")
async def test_a_phone_marks_the_card_its_refusal_names(tmp_path):
    """The refusal's field (``goods.wine``: Ann's 12 wine are the whole deck, R1) marks Ben's wine, the
    good he tapped and the card he entered, in a real browser (skipped without Chromium)."""
    from companion.game.titm.events import GoodsResolved
    from tests.web.test_browser import a_browser, a_page

    game = _wine_table()
    game.record(GoodsResolved(player="Ann", goods={"wine": 12}))
    async with a_browser() as browser, serving(game) as (client, share, table):
        ben = await a_page(browser, 360, 740)
        await ben.goto(str(client.make_url(f"/p/{share.tokens.players['Ben']}")))
        await ben.wait_for_selector("#goods-form")
        await ben.click('.top-good[data-good="wine"]')
        await ben.click('.bottom[data-bottom="venus"]')  # one wine card: the preview is refused (12 + 1 = 13)
        await ben.wait_for_selector('.top-good[data-good="wine"].at-fault')
        assert await ben.get_attribute(".entered-card", "class") == "entered-card at-fault"
        assert not await ben.query_selector('.top-good[data-good="grain"].at-fault')


async def test_a_phone_whose_entry_is_held_back_is_told_so_while_it_waits(tmp_path):
    """Eve's 138 cards wait held back (28 goods dealt, 3 kept: C16): her page says so, in the table's
    words said to her, and that it waits for the host; Dan's entry, not held back, does not."""
    game = new_game(tmp_path, players=5, dealt=True)
    _turn_II(game)
    async with serving(game) as (client, share, table):
        await _send(client, share, "Eve", {"goods": EVE, "icons": {"prosperity": 99}})
        await _send(client, share, "Dan", {"goods": {"timber": 1}})
        eve = await (await client.get(f"/p/{share.tokens.players['Eve']}")).text()
        dan = await (await client.get(f"/p/{share.tokens.players['Dan']}")).text()
    said = ("The table was dealt 28 goods and kept 3 in warehouses; with your 138 cards it would have spent 138: "
            "check your cards. Only the host may record it anyway, with a reason")
    assert f"Held back by the judge; it waits for the host: {said}" in eve
    assert "Held back" not in dan
