"""The board on a TV or a laptop in a real browser (headless Chromium): it fits the window.

The helpers are tests/web/test_browser.py's (Chromium at /usr/bin/chromium; skipped without it).
"""

from __future__ import annotations

import random

from companion.edition import load_edition
from companion.game.titm.autoplay import play
from companion.game.session import Game
from tests.game.helpers import PLAYERS, fixed_clock
from tests.web.helpers import serving
from tests.web.test_browser import a_browser, a_page
from tests.web.chromium import SHARED_CHROMIUM

pytestmark = SHARED_CHROMIUM

OVERFLOW = "() => document.documentElement.scrollHeight - window.innerHeight"
FONT = "() => parseFloat(getComputedStyle(document.documentElement).fontSize)"


async def test_five_players_fit_a_720p_tv_and_a_laptop_in_the_development_phase(tmp_path):
    """docs/web.md: on a wide screen the board fits the window, its text shrinking down to 12 px.
    Five players in the Development phase of turn III (developments in play, Revolutions, a
    Barbarian Attack, a Peasant Revolt) were 856 pixels tall at 12 px on a 1280×720 TV, and taller
    than a 1366×768 laptop: the fifth player was below the screen. With more players than two
    columns hold at 12 px, the players are laid out in three."""
    names = ["Alexandra", "Benedikt", "Cat", "Dmitri", "Evangeline"]
    game = Game.new(tmp_path / "five.jsonl", name="Explore night", edition=load_edition(), clock=fixed_clock(),
                    players=[dict(p, name=n) for p, n in zip(PLAYERS[:5], names, strict=True)],
                    house_rules={"hidden_vp": True})
    async with a_browser() as browser, serving(game) as (client, share, _):
        screens = [await a_page(browser, w, h) for w, h in ((1280, 720), (1366, 768))]
        for page in screens:
            await page.goto(str(client.make_url(f"/b/{share.tokens.board}")))
            await page.wait_for_selector("#conn[data-state=live]")
        rng = random.Random(3)
        for until in ((3, "development"), (3, "civic"), (5, "development"), None):
            play(game, rng, until=until)
            share.changed()  # as the host's app does after each event
            await screens[0].wait_for_timeout(500)  # the live update, and the fit after it
            for page in screens:
                assert await page.evaluate(OVERFLOW) <= 0, (until, page.viewport_size)
                assert await page.evaluate(FONT) >= 12
        assert game.state.phase == "over"


async def test_the_trade_and_triumph_board_on_a_tv_puts_its_traders_beside_the_status(tmp_path):
    """The wide layout put the players on the TitM board's third row (below its phase list). The
    Trade and Triumph board has no phase list: its traders began a row lower than the status
    beside them, under an empty band as tall as the status box."""
    from aiohttp.test_utils import TestClient, TestServer

    from companion.web.server import ShareServer
    from tests.game.tnt_helpers import new_tnt

    game = new_tnt(tmp_path, players=4)

    class ReadOnly:  # a board only, as the app shares a scoreboard
        state, timer, inbox = (lambda self: game.state), (lambda self: None), (lambda self: None)
        kind = lambda self: game.kind  # noqa: E731

        def submit(self, player, kind, body):
            return "this board is read-only"

    share = ShareServer(ReadOnly())
    async with a_browser() as browser, TestClient(TestServer(share.app)) as client:
        tv = await a_page(browser, 1920, 1080)
        await tv.goto(str(client.make_url(f"/b/{share.tokens.board}")))
        await tv.wait_for_selector("#conn[data-state=live]")
        top = "s => document.querySelector(s).getBoundingClientRect().top"
        assert await tv.evaluate(top, ".players > .player") == await tv.evaluate(top, ".checklist")
        await share.stop()
