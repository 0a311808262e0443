"""A player's phone offers the judge's own warehouse limit, in a real browser (headless Chromium;
tests/web/test_browser.py's helpers, skipped without it): with an edition whose development gives
Ann one more warehouse card (docs/edition-format.md, ``extra_warehouse``), her stepper goes 0–4
and the 4 she sends is recorded, while Ben's still stops at 3 (001 Warehousing: "up to 3 goods")."""

from __future__ import annotations

from tests.game.warehouse_four import warehouse_four_game
from tests.web.test_browser import _true, a_browser, a_page, hosting, wait_until
from tests.web.chromium import SHARED_CHROMIUM

pytestmark = SHARED_CHROMIUM


async def test_the_phone_form_offers_the_warehouse_the_edition_gives(tmp_path):
    game = warehouse_four_game(tmp_path)
    game.close()
    async with a_browser() as browser, hosting(game.path) as (app, pilot):
        pages = {}
        for name in ("Ann", "Ben"):
            pages[name] = await a_page(browser, 360, 740)
            await pages[name].goto(app.sharing.server.player_url(name))
            await pages[name].wait_for_selector("#conn[data-state=live]")
        for name, limit in (("Ann", 3 + 1), ("Ben", 3)):
            page = pages[name]
            form = 'form[data-kind="warehouse"]'
            assert await page.inner_text(f"{form} .slabel") == f"cards (0–{limit})"
            for _ in range(limit + 2):  # two taps more than the warehouse holds
                await page.click(f"{form} .plus")
            assert await page.inner_text(f"{form} output") == str(limit)
        await pages["Ann"].click('form[data-kind="warehouse"] .send')
        await wait_until(lambda: _true(bool(app.sharing.table.pending())))
        await pilot.press("escape", "y")  # the table, where the host applies what the phones sent
        await pilot.pause()
        assert app.game.state.this_turn.warehouse == {"Ann": 4}
