"""Write docs/stats-league-80x24.svg, docs/stats-league-120x40.svg and docs/stats-ratings-120x40.svg:
the Statistics screen's League tab (and its ratings chart) over eight game nights of one group.

Run from the repository root: ``python docs/stats_screenshots.py``. The nights are played through
the rules with a clock that moves one second per event (tests/stats/nights.py), their VP recorded
as corrections in turn VI; the app's clock is frozen on 2026-11-20, so the current season is 2026
and the pictures are the same every time.
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

#: The nights: (day of the year 2026, name, {player: VP}); a player below the happiness line in turn I.
NIGHTS = [
    ((9, 7), "First Monday", {"Ann": 31, "Ben": 24, "Cat": 24, "Dan": 12}),
    ((9, 14), "Second Monday", {"Ann": 18, "Ben": 33, "Cat": 20, "Eve": 9}),
    ((9, 21), "Harbour night", {"Ben": 27, "Cat": 29, "Dan": 15, "Eve": 22}),
    ((10, 5), "October", {"Ann": 26, "Ben": 26, "Cat": 11, "Dan": 30, "Eve": 8}),
    ((10, 19), "Rainy Monday", {"Ann": 40, "Ben": 21, "Dan": 19, "Eve": 19}),
    ((11, 2), "All Souls", {"Ann": 22, "Ben": 35, "Cat": 28, "Dan": 28}),
    ((11, 9), "Long night", {"Ann": 17, "Ben": 37, "Cat": 25, "Eve": 30}),
    ((11, 16), "Last one", {"Ann": 29, "Ben": 38, "Cat": 14, "Dan": 21, "Eve": 19}),
]


def nights() -> None:
    """Play the nights into the data folder's games."""
    from tests.game.tables import play_to_the_end
    from tests.stats.nights import new, seated, vp
    from companion.game.titm.events import Correction

    for (month, day), name, score in NIGHTS:
        file = name.lower().replace(" ", "-") + ".jsonl"
        game = new(file, name, datetime(2026, month, day, 19, 0, tzinfo=timezone.utc), seated(*score))

        def develop(turn: int, game=game, score=score) -> None:
            if turn == 1 and "Dan" in score:
                game.record(Correction(player="Dan", what="happiness", value=-4, reason="screenshot night"))
            if turn == 6:
                vp(game, **score)

        play_to_the_end(game, develop)
        game.close()


async def shoot(size: tuple[int, int], key: str, filename: str) -> None:
    """The Statistics screen at ``size``, on the tab ``key`` opens, saved as docs/``filename``."""
    from companion.tui.app import make_app
    from tests.game.helpers import fixed_clock

    app = make_app(start="start", blink=False, now=fixed_clock())
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        await pilot.press(key)
        await pilot.pause(0.2)
        app.save_screenshot(filename=filename, path=str(ROOT / "docs"))


async def main() -> None:
    folder = tempfile.mkdtemp()
    os.environ["COMPANION_DATA_DIR"] = str(Path(folder) / "data")
    os.environ["COMPANION_CACHE_DIR"] = str(Path(folder) / "cache")
    nights()
    await shoot((80, 24), "l", "stats-league-80x24.svg")
    await shoot((120, 40), "l", "stats-league-120x40.svg")
    await shoot((120, 40), "g", "stats-ratings-120x40.svg")


if __name__ == "__main__":
    asyncio.run(main())
