"""What the calculator looks like at 80×24: the Sets tab with an entry typed (blinking off)."""

from __future__ import annotations

from companion.tui.app import make_app


async def _type_sets(pilot) -> None:
    await pilot.pause()
    await pilot.press("ctrl+k")
    await pilot.pause()
    await pilot.pause()
    await pilot.press(*"wine", "space", "7", "comma", "space", *"dye", "space", "2")
    await pilot.pause()


def test_sets_tab_with_an_entry(snap_compare):
    assert snap_compare(make_app(start="start", blink=False), terminal_size=(80, 24), run_before=_type_sets)
