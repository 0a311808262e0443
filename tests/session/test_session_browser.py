"""A player taps a 12-card hand into a trade session's page in a real browser (Chromium, headless;
issue 37): every tap counts, and the hand the journal keeps is the one tapped, valued as the packs
value it. Skipped without Chromium, as tests/web/test_browser.py."""

from __future__ import annotations

from companion.game.session import recorder
from companion.game.tradesession.phones import SessionTable
from companion.web.server import ShareServer
from tests.session.helpers import mega12
from tests.web.chromium import SHARED_CHROMIUM
from tests.web.test_browser import a_browser, wait_until

pytestmark = SHARED_CHROMIUM

#: 4 Salt, 3 Ochre, 2 Papyrus, 1 Wine, a Flood and a Famine: 12 cards, 12 taps.
HAND = {"salt": 4, "ochre": 3, "papyrus": 2, "wine": 1, "flood": 1, "famine": 1}


async def test_a_twelve_card_hand_is_twelve_taps_and_reaches_the_journal_whole(tmp_path):
    game = mega12(tmp_path)
    server = ShareServer(SessionTable(lambda: game.state, recorder(game)))
    await server.start()
    try:
        async with a_browser() as browser:
            page = await browser.new_page(viewport={"width": 360, "height": 740})
            await page.goto(server.player_url("P01"))
            await page.wait_for_selector("#conn[data-state=live]")
            taps = 0
            for card, n in HAND.items():
                for _ in range(n):  # as fast as a thumb: no wait for the server between taps
                    await page.click(f'[data-card="{card}"] .more')
                    taps += 1

            async def valued() -> bool:
                return await page.locator("#total").text_content() == str(4 * 4 * 3 + 3 * 3 * 1 + 2 * 2 * 2 + 1 * 1 * 5)

            await wait_until(valued)  # Salt stack 3: 4² × 3; Ochre 3² × 1; Papyrus 2² × 2; Wine 1² × 5
            shown = {c: await page.locator(f'[data-card="{c}"] .n').text_content() for c in HAND}
            message = await page.locator("#msg").text_content()
    finally:
        await server.stop()
    assert taps == 12 and message == ""
    assert shown == {c: str(n) for c, n in HAND.items()}
    assert game.state.player("P01").cards == HAND
