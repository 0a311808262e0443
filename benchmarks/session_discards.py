"""The time from a trade session's last calamity entered to every phone showing its discards (issue 37),
and the taps a player makes to enter a 12-card hand, in a real browser (Chromium, headless).

12 players' pages are open in Chromium, each following its own stream, on a real server (loopback).
Each player's hand is entered by tapping its page's + buttons (counted); at Calamity Selection every
phone but the last sends its calamities by its button, then the last one does, and the host's app
applies the limit as soon as that entry is recorded (the host's key, with no delay for the person).
The time is from the last phone's tap on "Send my calamities" to the moment every page shows its
outcome (a discard, or "nothing to discard"), measured by the pages themselves (performance.timeOrigin
+ performance.now(): the same wall clock for every page of one browser).

Usage: python benchmarks/session_discards.py [--runs 5]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from docs.board_screenshot import ARGS  # noqa: E402

NAMES = [f"P{i:02d}" for i in range(1, 13)]
#: A 12-card hand: 4 Salt, 3 Ochre, 2 Papyrus, 1 Wine and two calamities (Flood, Famine).
HAND = {"salt": 4, "ochre": 3, "papyrus": 2, "wine": 1, "flood": 1, "famine": 1}


async def until(page, script: str) -> None:
    """Poll ``script`` (a function's text) on ``page`` until it is true (the pages' CSP forbids
    Playwright's own waits, which evaluate strings)."""
    while not await page.evaluate(script):
        await asyncio.sleep(0.02)


async def one_run(run: int) -> tuple[float, int]:
    from playwright.async_api import async_playwright

    from companion.game.tradesession.events import SessionEndTrade, SessionSelection
    from companion.game.tradesession.kind import seat, start
    from companion.game.session import recorder
    from companion.game.tradesession.phones import SessionTable
    from companion.web.server import ShareServer

    folder = Path(tempfile.mkdtemp())
    os.environ["COMPANION_DATA_DIR"] = str(folder)
    game = start(folder / "mega.jsonl", name="Mega night", game="megaciv", players=seat("megaciv", NAMES))
    record = recorder(game)

    def on_entry(event: object) -> str | None:  # the host applies the limit once the last phone has entered
        problem = record(event)
        if problem is None and game.state.phase == "selection" and all(p.entered is not None for p in game.state.players):
            game.record(SessionSelection(seed=run))
        return problem

    server = ShareServer(SessionTable(lambda: game.state, on_entry))
    await server.start()
    taps = 0
    try:
        async with async_playwright() as playwright:
            browser = await playwright.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
            pages = []
            for name in NAMES:
                page = await browser.new_page(viewport={"width": 360, "height": 740})
                await page.goto(server.player_url(name))
                await page.wait_for_selector("#conn[data-state=live]")
                pages.append(page)
            first = pages[0]
            for card, n in HAND.items():  # the taps of one 12-card hand, on the first phone
                for _ in range(n):
                    before = await first.locator(f'[data-card="{card}"] .n').text_content()
                    await first.click(f'[data-card="{card}"] .more')
                    taps += 1
                    await until(first, f"() => document.querySelector('[data-card=\"{card}\"] .n').textContent != '{before}'")
            # 4 Salt (stack 3): 4² × 3 = 48; 3 Ochre 9; 2 Papyrus 2² × 2 = 8; 1 Wine 5
            await until(first, f"() => document.getElementById('total').textContent === '{48 + 9 + 8 + 5}'")
            game.record(SessionEndTrade())
            server.changed()
            for page in pages:
                await page.wait_for_selector("#send-calamities")
            for page in pages[:-1]:
                await page.click("#send-calamities")
            await until(pages[0], "() => document.body.innerText.includes('waiting for the others')")
            script = ("() => new Promise(done => { const seen = () => document.getElementById('discards'); "
                      "if (seen()) return done(performance.timeOrigin + performance.now()); "
                      "new MutationObserver((_, o) => { if (seen()) { o.disconnect(); "
                      "done(performance.timeOrigin + performance.now()); } }).observe(document.body, "
                      "{childList: true, subtree: true}); })")
            shown = [asyncio.ensure_future(page.evaluate(script)) for page in pages]
            tapped = await pages[-1].evaluate(
                "() => new Promise(done => { const b = document.getElementById('send-calamities'); "
                "b.addEventListener('click', () => done(performance.timeOrigin + performance.now()), {once: true}); "
                "b.click(); })"
            )
            times = await asyncio.gather(*shown)
            await browser.close()
    finally:
        await server.stop()
        game.close()
    return (max(times) - tapped) / 1000, taps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    results = [asyncio.run(one_run(i)) for i in range(args.runs)]
    seconds = [s for s, _ in results]
    print(f"taps for a 12-card hand: {results[0][1]}")
    print(f"last calamity sent → every phone shows its discards: median {statistics.median(seconds) * 1000:.0f} ms, "
          f"worst {max(seconds) * 1000:.0f} ms over {len(seconds)} runs (target ≤ 1000 ms)")


if __name__ == "__main__":
    main()
