"""The Trade and Triumph board in the pseudo-locale: every word it shows is a catalog message.

A scoreboard is shared read-only (as the app shares one) and its board opened at 360 px with
``?lang=qps`` while a round is played, once someone reached the end's VP (004: the game ends after
that round) and at the end: once the ⟦ ⟧ messages and the game's own names are taken out of every
visible text, no letter may be left, and the page may not be wider than the phone. The helpers are
tests/web/test_browser_pseudo.py's and tests/web/test_browser.py's (skipped without Chromium).
"""

from __future__ import annotations

from aiohttp.test_utils import TestClient, TestServer

from companion.game.tnt.events import TntResource, TntUpgrade, TntVP
from companion.web.server import ShareServer
from tests.game.tnt_helpers import end_round, new_tnt
from tests.web.test_browser import a_browser, a_page
from tests.web.test_browser_pseudo import TEXTS, WIDE, WIDEST, unwrapped
from tests.web.chromium import SHARED_CHROMIUM

pytestmark = SHARED_CHROMIUM

#: TEXTS, each text read whole from its block (a paragraph, a heading, a cell): a message with two
#: numbers in bold ("⟦Gold <b>5</b> · cards in hand <b>4</b> · turns 0⟧") spans five text nodes.
BLOCKS = TEXTS.replace("out.push([node.textContent,", "const block = el.closest('p,h1,h2,h3,th,td,li,button,div,span') || el;\n"
                       "    out.push([block.textContent,")
assert BLOCKS != TEXTS


class ReadOnly:
    """A board only, as the app shares a scoreboard (its players have no pages of their own)."""

    def __init__(self, game) -> None:
        self.game = game

    def kind(self):
        return self.game.kind

    def state(self):
        return self.game.state

    def timer(self):
        return None

    def inbox(self):
        return None

    def submit(self, player, kind, body):
        return "this board is read-only"


async def test_every_text_of_the_trade_and_triumph_board_is_a_catalog_message(tmp_path):
    game = new_tnt(tmp_path, players=3)
    game.record(TntResource(player="Ada", region="forest"))
    game.record(TntUpgrade(player="Ada", track="move", price=0))
    end_vp = game.state.numbers.end_vp
    words = sorted({game.state.name, *(p.name for p in game.state.players), *(p.symbol for p in game.state.players)},
                   key=len, reverse=True)
    share = ShareServer(ReadOnly(game))
    problems: dict[str, list[str]] = {}
    async with a_browser() as browser, TestClient(TestServer(share.app)) as client:
        try:  # the streams closed before the test server stops (it would wait for them)
            board = await a_page(browser, 360, 740)
            for stop in ("playing", "triggered", "over"):
                if stop == "triggered":  # Ada reaches the end's VP: the round is played out (004)
                    game.record(TntVP(player="Ada", amount=end_vp, reason="sale"))
                elif stop == "over":
                    end_round(game)
                share.changed()
                await board.goto(str(client.make_url(f"/b/{share.tokens.board}?lang=qps")))
                await board.wait_for_selector("#conn[data-state=live]")
                left = sorted(set(unwrapped(await board.evaluate(BLOCKS), words)))
                if left:
                    problems[stop] = left
                if await board.evaluate(WIDE) > 360:
                    problems[f"{stop} wide"] = await board.evaluate(WIDEST)
        finally:
            await share.stop()
    assert game.state.phase == "over"
    assert not problems, "\n".join(f"{where}: {text}" for where, texts in problems.items() for text in texts)
