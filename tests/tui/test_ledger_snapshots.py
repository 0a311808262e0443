"""Snapshots of the ledger screen (ledger and history tabs) at 80×24 and 160×48.

The demo game with a fixed clock, so the history's times are the same every run. Update
with ``--snapshot-update`` only after looking at the report.
"""

from __future__ import annotations

import pytest
from textual.pilot import Pilot

from tests.tui.helpers import demo_app


@pytest.mark.parametrize("size", [(80, 24), (160, 48)], ids=["80x24", "160x48"])
@pytest.mark.parametrize("tab", ["l", "h"], ids=["ledger", "history"])
def test_ledger_screen(snap_compare, size, tab):
    async def run_before(pilot: Pilot) -> None:
        await pilot.pause()
        await pilot.press("ctrl+l")
        await pilot.pause()
        await pilot.press(tab)
        await pilot.pause()

    assert snap_compare(demo_app(), terminal_size=size, run_before=run_before)
