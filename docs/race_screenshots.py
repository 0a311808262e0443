"""Write docs/end-race.svg and docs/board-race.png: the race of tests/data/full-game-5p.jsonl, on the
end screen at 80×24 and on the public board at game over.

Run from the repository root: ``python docs/race_screenshots.py``. Needs Chromium
(``/usr/bin/chromium``, Debian's ``chromium`` package) and the test extra (Playwright) for the board.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
GAME = ROOT / "tests" / "data" / "full-game-5p.jsonl"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]


async def end_screen(folder: Path) -> None:
    """The end screen at 80×24, scrolled to the race (r)."""
    from companion.tui.app import make_app
    from tests.game.helpers import fixed_clock

    shutil.copy(GAME, folder / "game.jsonl")
    app = make_app(start="open", game_path=folder / "game.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("n")  # the game is over: the final ranking
        await pilot.pause()
        await pilot.press("r")  # the race
        await pilot.pause(0.2)
        app.save_screenshot(filename="end-race.svg", path=str(ROOT / "docs"))


async def board() -> None:
    """The public board's race section, as a phone held sideways or a laptop shows it (760 px wide)."""
    from playwright.async_api import async_playwright

    from companion.game.journal import load
    from companion.game.session import check
    from companion.game.titm.phones_host import SharedTable
    from companion.web.server import ShareServer

    state = check(load(GAME))
    table = SharedTable(lambda: state, lambda *args, **kwargs: None, lambda: None)
    server = ShareServer(table)
    await server.start()
    try:
        async with async_playwright() as playwright:
            browser = await playwright.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            page = await browser.new_page(viewport={"width": 760, "height": 900}, device_scale_factor=2)
            await page.goto(server.board_url())
            await page.wait_for_selector("#conn[data-state=live]")
            await page.locator("section.race").screenshot(path=str(ROOT / "docs" / "board-race.png"))
            await browser.close()
    finally:
        await server.stop()


async def main() -> None:
    folder = Path(tempfile.mkdtemp())
    os.environ["COMPANION_DATA_DIR"] = str(folder)
    await end_screen(folder)
    await board()


if __name__ == "__main__":
    asyncio.run(main())
