"""A trade session through the table's web server (issue 37): 12 Mega Civilization phones and 6
Advanced Civilization ones in aiohttp's test client, played end to end; no channel but a player's
own page carries that player's cards."""

from __future__ import annotations

import json
import re

from aiohttp.test_utils import TestClient, TestServer

from companion.calc import megaciv as mega_answers
from companion.edition.packs import megaciv
from companion.game.tradesession.events import SessionEndTrade, SessionNextRound, SessionSelection
from companion.game.session import recorder
from companion.game.tradesession.phones import SessionTable
from companion.web.server import ShareServer
from tests.session.helpers import SIX, TWELVE, adv6, mega12
from tests.web.helpers import read_event

#: Each phone's hand: two stack-1 commodities (Ochre West, Clay East at 12 players) and, for the
#: first three players, three major calamities (two copies of each at 12 players: two blocks).
HANDS = {
    name: {"ochre": 1 + i % 3, "clay": i % 2} | ({"flood": 1, "famine": 1, "civil-war": 1} if i < 2 else {})
    for i, name in enumerate(TWELVE)
}


import pytest


@pytest.fixture(autouse=True)
def at_once(monkeypatch):
    """Every change published at once (no burst window), so a page asked for next shows it."""
    monkeypatch.setattr("companion.web.server.PUBLISH_SECONDS", 0)


async def _serve(game):
    table = SessionTable(lambda: game.state, recorder(game))
    share = ShareServer(table)
    return table, share, TestClient(TestServer(share.app))


async def test_twelve_phones_play_a_mega_civilization_round_end_to_end(tmp_path):
    game = mega12(tmp_path)
    pack = megaciv.load()
    table, share, client = await _serve(game)
    async with client:
        tokens = share.tokens.players
        board = await client.get(f"/b/{share.tokens.board}/events")
        board_messages = [await read_event(board)]
        for name in TWELVE:
            answer = await client.post(f"/p/{tokens[name]}/submit", json={"kind": "hand", "body": {"cards": HANDS[name]}})
            assert answer.status == 200, await answer.text()
        pages = {name: await (await client.get(f"/p/{tokens[name]}")).text() for name in TWELVE}
        for name in TWELVE:
            # the page's total is the one `calc megaciv value --players 12` gives for the same cards
            commodities = {c: n for c, n in HANDS[name].items() if c in ("ochre", "clay") and n}
            expected = mega_answers.value(pack, commodities, 12).data["total"]
            assert expected == sum(n * n for n in commodities.values())  # stack 1: cards² × 1
            assert f'<b id="total">{expected}</b>' in pages[name]
        # a trade check: 3 cards announced, Ochre and Clay named, a Flood (non-tradeable) handed over
        check = await client.post(
            f"/p/{tokens['P01']}/check", json={"count": 3, "named": ["ochre", "clay"], "given": {"ochre": 1, "clay": 1, "flood": 1}}
        )
        verdict = await check.json()
        assert verdict["status"] == "revertible" and "Non Tradeable" in verdict["reasons"][0]
        short = await (await client.post(f"/p/{tokens['P02']}/check", json={"count": 2, "named": ["ochre"], "given": {"ochre": 2}})).json()
        assert short["status"] == "illegal"

        game.record(SessionEndTrade())
        share.changed()
        board_messages.append(await read_event(board))  # the hands changed nothing the board shows: its next message is this
        for name in TWELVE:
            held = [c for c in ("flood", "famine", "civil-war") if HANDS[name].get(c)]
            answer = await client.post(f"/p/{tokens[name]}/submit", json={"kind": "calamities", "body": {"held": held}})
            assert answer.status == 200, await answer.text()
        game.record(SessionSelection(seed=2026))
        share.changed()
        board_messages.append(await read_event(board))
        board.close()
        pages = {name: await (await client.get(f"/p/{tokens[name]}")).text() for name in TWELVE}
        board_page = await (await client.get(f"/b/{share.tokens.board}")).text()

    for name in TWELVE[:2]:  # three majors, "no more than 2 calamities" at 12 players: one to discard
        assert len(re.findall(r"<li><b>(Flood|Famine|Civil War)</b>", pages[name])) == 1
    for name in TWELVE[2:]:
        assert "Discard now" not in pages[name]
    # the board shows the counts after the limit: 2, 2, then 0 for everyone else
    counts = re.findall(r'class="count">(\d+|…)<', board_page)
    assert counts == ["2", "2"] + ["0"] * 10
    # no card of any player on the board's page or any of its stream's messages
    every_card = [*pack.deck.commodities, *pack.deck.calamities]
    for data in [board_page, *(json.dumps(m) for _, m in board_messages)]:
        for card in every_card:
            assert card.name not in data, card.name  # printed names are capitalised: no word of the board is one
            assert not re.search(rf"""["'=]{re.escape(card.id)}["'\s>]""", data), card.id
    # another player's page shows none of P01's cards: its rows all count what that player holds
    mine = pages["P01"]
    assert game.state.player("P01").cards != game.state.player("P03").cards
    for name in TWELVE[1:]:
        rows = dict(re.findall(r'data-card="([^"]+)"[^>]*>\s*<button[^>]*>−</button>\s*<span class="n">(\d+)</span>', pages[name]))
        assert {c: n for c, n in rows.items() if n != "0"} == {c: str(n) for c, n in game.state.player(name).cards.items()}
        assert "Discard now" not in pages[name] or name == "P02"
    assert "Discard now" in mine


async def test_six_advanced_civilization_phones_trade_with_mining_and_rounds_end_at_end_of_trade(tmp_path):
    game = adv6(tmp_path)
    table, share, client = await _serve(game)
    async with client:
        tokens = share.tokens.players
        for i, name in enumerate(SIX):
            body = {"cards": {"bronze": 3, "salt": i % 3}, "mining": name == "Ada"}
            assert (await client.post(f"/p/{tokens[name]}/submit", json={"kind": "hand", "body": body})).status == 200
        share.changed()
        ada = await (await client.get(f"/p/{tokens['Ada']}")).text()
        bo = await (await client.get(f"/p/{tokens['Bo']}")).text()
        refused = await client.post(f"/p/{tokens['Bo']}/submit", json={"kind": "calamities", "body": {"held": []}})
        refusal = (refused.status, (await refused.json())["error"])
        game.record(SessionEndTrade())
        game.record(SessionNextRound())
        check = await (await client.post(
            f"/p/{tokens['Bo']}/check", json={"count": 3, "named": ["bronze", "salt"], "given": {"bronze": 3}}
        )).json()
    # 28.53: three Bronze (54) count as four (96) with Mining; Bo has no Mining: 54 + 1 Salt (3)
    assert '<b id="total">96</b>' in ada and "Mining: Bronze counts one more card, +42" in ada
    assert '<b id="total">57</b>' in bo and "Mining:" not in bo
    assert refusal[0] == 422 and "not recorded during the trade" in refusal[1]
    assert game.state.turn == 2
    # 28.3: at least two named cards must be among those handed over: only the Bronze was
    assert check["status"] == "breaks 28.3"
