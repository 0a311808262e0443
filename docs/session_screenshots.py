"""Write docs/session-phone.png (a player's private hand on a phone, 360×740), docs/session-board-trade.png
and docs/session-board-selected.png (the TV's board, 1280×720, during trade and after Calamity Selection)
of a 12-player Mega Civilization trade session.

Run from the repository root: ``python docs/session_screenshots.py``. Needs Chromium
(``/usr/bin/chromium``) and the test extra (Playwright). The timer is frozen at 3:12 (paused) and the
seed is fixed, so the pictures are the same every time.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from docs.board_screenshot import ARGS  # noqa: E402

NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lea"]


async def main() -> None:
    from playwright.async_api import async_playwright

    from companion.game.titm.timer_reading import TimerReading
    from companion.game.tradesession.events import SessionCalamities, SessionEndTrade, SessionHand, SessionSelection
    from companion.game.tradesession.kind import seat, start
    from companion.game.session import recorder
    from companion.game.tradesession.phones import SessionTable
    from companion.web.server import ShareServer
    from tests.game.helpers import fixed_clock

    folder = Path(tempfile.mkdtemp())
    os.environ["COMPANION_DATA_DIR"] = str(folder)
    game = start(folder / "mega.jsonl", name="Mega night", game="megaciv", players=seat("megaciv", NAMES), clock=fixed_clock())
    game.record(SessionHand(player="Ann", cards={"ochre": 3, "papyrus": 2, "salt": 4, "wine": 1, "flood": 1, "famine": 1}))
    timer = TimerReading("paused", 192_400)
    table = SessionTable(lambda: game.state, recorder(game), lambda: timer if game.state.phase == "trading" else None)
    server = ShareServer(table)
    await server.start()
    docs = ROOT / "docs"
    try:
        async with async_playwright() as playwright:
            browser = await playwright.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            phone = await browser.new_page(viewport={"width": 360, "height": 740}, device_scale_factor=2)
            await phone.goto(server.player_url("Ann"))
            await phone.wait_for_selector("#conn[data-state=live]")
            await phone.screenshot(path=str(docs / "session-phone.png"))
            tv = await browser.new_page(viewport={"width": 1280, "height": 720})
            await tv.goto(server.board_url())
            await tv.wait_for_selector("#conn[data-state=live]")
            await tv.screenshot(path=str(docs / "session-board-trade.png"))
            game.record(SessionEndTrade())
            held = {"Ann": ["flood", "famine", "piracy"], "Dan": ["civil-war", "civil-war"], "Kai": ["epidemic"]}
            for name in NAMES:
                game.record(SessionCalamities(player=name, held=held.get(name, [])))
            game.record(SessionSelection(seed=37))
            server.changed()
            await tv.wait_for_selector("text=Calamities selected")
            await tv.screenshot(path=str(docs / "session-board-selected.png"))
            await browser.close()
    finally:
        await server.stop()
        game.close()


if __name__ == "__main__":
    asyncio.run(main())
