"""Taps a player makes on their phone for the reference turn's spent cards, before and after, in Chromium.

The reference turn is benchmarks/entry.py's (issue 9 §2): five players at turn III, Resolution
step 2, each spending the hand that script's ``AS_WRITTEN`` gives. The host's keys for the same
turn are entry.py's figures; with every player on a phone the host presses ``y`` once to apply them.

Each hand is entered in a real browser (headless Chromium at 360×740, the Python ``playwright``
package driving the system's Chromium: ``playwright install`` is never run) by clicking the page's
own buttons, one click per tap, then Send; the entry the host receives is checked against the hand.
Two forms:

- ``steppers`` (before, issue 10's form): one ``+`` per card top and per bottom icon; a Zealots,
  Corruption or Slave Revolt asks its printed arrow (one tap more). Run it on the project before
  this change (``git archive main | tar -x -C OLD``, then ``PYTHONPATH=OLD python
  benchmarks/phone_taps.py``): the script finds the form the page has.
- ``cards`` (after, issue 24 item 5): one card at a time, its good then its bottom; ``+1 same``
  repeats the last card with one tap. The form offers a card only the bottoms its class carries
  (001 "The Goods"): Dan's Barbarian Fury (civic only) cannot sit on his salt or gold, nor Eve's
  Depression (basic only) on her wine, so those two hands are entered as real cards could be —
  Barbarians on Dan's gold, Barbarian Fury on Eve's wine — the same number of cards and bottoms,
  hence the same taps. The hands' other cards have no bottom listed: they are entered with "none".

Also printed: the form's height on a 360-pixel phone, in CSS pixels (one screen: 740).

Usage: python benchmarks/phone_taps.py
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.append(str(ROOT))  # after PYTHONPATH: an older project exported there is the one measured

from benchmarks.entry import PLAYERS, reference_game  # noqa: E402

#: Each hand card by card: (good, bottom, printed arrow); "" for none. Issue 9 §2's hands.
CARDS = {
    "Ann": [("grain", "democracy", ""), ("grain", "democracy", ""), ("grain", "venus", ""), ("wool", "prosperity", "")],
    "Ben": [("ore", "dictatorship", "")] * 3 + [("ore", "poverty", "")],
    "Cleo": [("timber", "dictatorship", ""), ("timber", "mars", ""), ("dye", "mars", ""), ("dye", "barbarians", "")],
    "Dan": [("salt", "", "")] * 3 + [("gold", "barbarians", "")],
    "Eve": [("wine", "mars", "")] * 3 + [("wine", "barbarian-fury", ""), ("wine", "", "")],
}


def spend_of(cards: list[tuple[str, str, str]]) -> tuple[dict[str, int], dict[str, int]]:
    goods: dict[str, int] = {}
    icons: dict[str, int] = {}
    for good, bottom, arrow in cards:
        goods[good] = goods.get(good, 0) + 1
        for icon in (bottom, arrow):
            if icon:
                icons[icon] = icons.get(icon, 0) + 1
    return goods, icons


class Taps:
    """Clicks on one page, counted."""

    def __init__(self, page) -> None:
        self.page = page
        self.count = 0
        self.tallest = 0  # the form's greatest height, in CSS pixels, after any tap

    async def tap(self, selector: str) -> None:
        await self.page.click(selector)
        self.count += 1
        self.tallest = max(self.tallest, await self.page.evaluate(
            "() => { const f = document.getElementById('goods-form');"
            " return f ? Math.round(f.getBoundingClientRect().height) : 0; }"))


async def steppers(taps: Taps, cards) -> None:
    goods, icons = spend_of(cards)
    for group, counts in (("goods", goods), ("icons", icons)):
        for name, n in counts.items():
            for _ in range(n):
                await taps.tap(f'.stepper[data-field="{group}.{name}"] .plus')


async def one_card_at_a_time(taps: Taps, cards) -> None:
    last = None
    for card in cards:
        good, bottom, arrow = card
        if card == last:
            await taps.tap("#again")
            continue
        await taps.tap(f'.top-good[data-good="{good}"]')
        await taps.tap(f'.bottom[data-bottom="{bottom}"]')
        if arrow:
            await taps.tap(f'.bottom[data-bottom="{arrow}"]')
        last = card


async def measure() -> tuple[str, dict[str, int], int]:
    from companion.game.session import Game
    from companion.game.titm.events import AbilitiesResolved, PhaseAdvance
    from tests.web.helpers import serving
    from tests.web.test_browser import a_browser, a_page

    with tempfile.TemporaryDirectory() as folder:
        game = Game.open(reference_game(Path(folder)))
        for event in (PhaseAdvance(to="trading"), PhaseAdvance(to="resolution"), AbilitiesResolved()):
            game.record(event)
        counted: dict[str, int] = {}
        height = 0
        async with a_browser() as browser, serving(game) as (client, share, table):
            for name, *_ in PLAYERS:
                page = await a_page(browser, 360, 740)
                await page.goto(str(client.make_url(f"/p/{share.tokens.players[name]}")))
                await page.wait_for_selector("#goods-form")
                form = "cards" if await page.query_selector(".top-good") else "steppers"
                taps = Taps(page)
                await (one_card_at_a_time if form == "cards" else steppers)(taps, CARDS[name])
                await taps.tap("#goods-form .send")
                height = max(height, taps.tallest)
                await page.wait_for_selector("#entry-state.state-submitted")
                item = next(i for i in table.pending() if i.player == name)
                goods, icons = spend_of(CARDS[name])
                if (dict(item.payload["goods"]), dict(item.payload["icons"])) != (goods, icons):
                    raise SystemExit(f"{name}: the host received {item.payload}, not the hand {goods} {icons}")
                counted[name] = taps.count
                await page.close()
        game.close()
    return form, counted, height


def main() -> None:
    form, counted, height = asyncio.run(measure())
    print(f"spent-cards form: {form} (taps per player, Send included)")
    for name, n in counted.items():
        print(f"  {name:<6}{n:>4}")
    print(f"  {'total':<6}{sum(counted.values()):>4}")
    print(f"form height at 360 px wide, at its tallest while entering: {height} CSS px (one phone screen: 740)")
    print("host's keys for the same step with every player on a phone: y (apply all), as benchmarks/entry.py counts")


if __name__ == "__main__":
    main()
