"""Write docs/table-screen.svg: the table screen of the demo game in the Trading phase, at 100×30.

Run from the repository root: ``python docs/screenshot.py``. The clocks are
frozen, so the picture is the same every time.
"""

from __future__ import annotations

import asyncio
import os
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


async def main() -> None:
    from companion.tui.app import make_app
    from tests.game.helpers import fixed_clock

    os.environ["COMPANION_DATA_DIR"] = tempfile.mkdtemp()
    app = make_app(start="demo", blink=False, now=fixed_clock(), monotonic=lambda: 1000.0, rng=random.Random(1))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.record("phase_advance", to="trading")
        app.record("abandon", player="Bram", track="government")
        app.record("warehouse", player="Cleo", cards=2)
        await pilot.pause()
        app.save_screenshot(filename="table-screen.svg", path=str(ROOT / "docs"))


if __name__ == "__main__":
    asyncio.run(main())
