"""A trade session's board and a player's page in the pseudo-locale ``qps``, at 360 px (issue 36).

``qps`` wraps every catalog message in ⟦ ⟧ and lengthens it by about 40%: a visible text the catalog
does not hold shows bare. A 12-player Mega Civilization session (two blocks) is opened at two moments:
the trade, with P01's hand tapped in and a trade check answered on P01's phone; and after Calamity
Selection, where P01 entered two Floods and a Famine and must discard a Flood (a duplicate, 8.).
Each time the board and P01's page are read, every visible text node and label: once the ⟦ ⟧
messages and the game's own words are taken out (the players' and the session's names, the game's
title, the names printed on the trade cards) no letter may be left, and neither page may be wider
than the phone. P01's phone chooses ``qps`` once with its language switch (``?lang=qps``) and keeps it
(the cookie), as a primary game's phone does.

The helpers are tests/web/test_browser_pseudo.py's (Chromium at /usr/bin/chromium; skipped without it).
"""

from __future__ import annotations

import pytest
from aiohttp.test_utils import TestClient, TestServer

from companion.edition.packs import megaciv
from companion.game.session import recorder
from companion.game.titm.timer_reading import TimerReading
from companion.game.tradesession.events import SessionCalamities, SessionEndTrade, SessionSelection
from companion.game.tradesession.phones import SessionTable
from companion.web.server import ShareServer
from tests.session.helpers import TWELVE, mega12
from tests.web.test_browser import a_browser, a_page
from tests.web.test_browser_pseudo import look_at
from tests.web.chromium import SHARED_CHROMIUM

pytestmark = SHARED_CHROMIUM

#: P01's taps: 3 Ochre and 2 Salt (commodities), a Flood (a calamity).
TAPS = {"ochre": 3, "salt": 2, "flood": 1}


@pytest.fixture(autouse=True)
def at_once(monkeypatch):
    """Every change published at once (no burst window), so a page asked for next shows it."""
    monkeypatch.setattr("companion.web.server.PUBLISH_SECONDS", 0)


def session_words(game) -> list[str]:
    """What the pages show as the session and the rule pack give it: the players' and the session's names,
    the game's title and the names printed on the trade cards, longest first."""
    state = game.state
    deck = megaciv.load().deck
    words = {state.name, state.title, *state.names}
    words |= {c.name for c in deck.commodities} | {c.name for c in deck.calamities}
    return sorted((w for w in words if w), key=len, reverse=True)


async def _read(page, url: str, words: list[str], where: str, problems: dict[str, list[str]]) -> None:
    await page.goto(url)
    await page.wait_for_selector("#conn[data-state=live]")
    await look_at(page, words, where, problems)


async def test_every_text_of_a_sessions_board_and_phone_is_a_catalog_message_and_fits_360_px(tmp_path):
    game = mega12(tmp_path)
    words = session_words(game)
    timer = [TimerReading("running", 200_000)]
    table = SessionTable(lambda: game.state, recorder(game), lambda: timer[0])
    share = ShareServer(table)
    table._on_change = share.changed  # noqa: SLF001 - the TUI wires this the same way
    problems: dict[str, list[str]] = {}
    async with a_browser() as browser, TestClient(TestServer(share.app)) as client:
        try:
            board_url = str(client.make_url(f"/b/{share.tokens.board}?lang=qps"))
            phone_url = str(client.make_url(f"/p/{share.tokens.players['P01']}"))
            board, phone = await a_page(browser, 360, 740), await a_page(browser, 360, 740)
            # the trade: the phone switches to qps, taps a hand in and checks a deal that breaks the rules
            await phone.goto(phone_url + "?lang=qps")
            await phone.wait_for_selector("#conn[data-state=live]")
            for card, n in TAPS.items():
                for _ in range(n):
                    await phone.click(f'[data-card="{card}"] .more')
            await phone.wait_for_function("() => document.getElementById('total').textContent === String(3 * 3 * 1 + 2 * 2 * 3)")  # Ochre stack 1: 3² × 1; Salt stack 3: 2² × 3
            await phone.fill("#check-count", "2")
            await phone.fill("#check-named", "ochre")
            await phone.fill("#check-given", "2 ochre")
            await phone.click("#check-go")
            await phone.wait_for_function("() => document.getElementById('check-out').textContent !== ''")
            await look_at(phone, words, "trade: phone", problems)
            await _read(board, board_url, words, "trade: board", problems)
            # Calamity Selection: P01 entered two Floods and a Famine; the duplicate Flood goes
            game.record(SessionEndTrade())
            for name in TWELVE:
                game.record(SessionCalamities(player=name, held=["flood", "flood", "famine"] if name == "P01" else [],
                                              by=name))
            game.record(SessionSelection(seed=7))
            assert [d.calamity for d in game.state.player("P01").discards] == ["flood"]
            share.changed()
            await _read(phone, phone_url, words, "selected: phone", problems)  # no ?lang=: the phone kept qps
            assert await phone.locator("#discards li").count() == 1
            await _read(board, board_url, words, "selected: board", problems)
        finally:
            await share.stop()
    assert not problems, "\n".join(f"{where}: {text}" for where, texts in problems.items() for text in texts)
