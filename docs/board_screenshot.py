"""Write docs/board-phone.png: the public board of the demo game on a phone (360×740), in the Trading phase.

Run from the repository root: ``python docs/board_screenshot.py``. With ``--phone de``: the first
player's own page in that language (docs/phone-de.png, 360×740); with ``--tv fr``: the board on a
TV in that language (docs/board-fr.png, 1920×1080, its link's ``?lang=``). Needs Chromium
(``/usr/bin/chromium``, Debian's ``chromium`` package) and the test extra (Playwright).
The timer is frozen at 3:12 (paused), so the picture is the same every time.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


async def main(what: str = "", lang: str = "en") -> None:
    from playwright.async_api import async_playwright

    from companion.game.titm.demo import create_demo
    from companion.game.titm.events import Abandon, PhaseAdvance, Warehouse
    from companion.game.titm.timer_reading import TimerReading
    from companion.game.titm.phones_host import SharedTable
    from companion.web.server import ShareServer
    from tests.game.helpers import fixed_clock
    from tests.web.helpers import recorder

    os.environ["COMPANION_DATA_DIR"] = tempfile.mkdtemp()
    game = create_demo(clock=fixed_clock())
    game.record(PhaseAdvance(to="trading"))
    game.record(Abandon(player="Bram", track="government"))
    game.record(Warehouse(player="Cleo", cards=2))
    timer = TimerReading("paused", 192_400)
    table = SharedTable(lambda: game.state, recorder(game), lambda: timer)
    server = ShareServer(table)
    await server.start()
    try:
        async with async_playwright() as playwright:
            browser = await playwright.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            size, url, name = {"width": 360, "height": 740}, server.board_url(), "board-phone.png"
            if what == "--phone":
                url, name = f"{server.player_url(game.state.players[0].name)}?lang={lang}", f"phone-{lang}.png"
            elif what == "--tv":
                size, url, name = {"width": 1920, "height": 1080}, f"{server.board_url()}?lang={lang}", f"board-{lang}.png"
            page = await browser.new_page(viewport=size, device_scale_factor=2 if what != "--tv" else 1)
            await page.goto(url)
            await page.wait_for_selector("#conn[data-state=live]")
            await page.screenshot(path=str(ROOT / "docs" / name))
            await browser.close()
    finally:
        await server.stop()
        game.close()


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:3]))
