"""The companion's tables show every text as given: cells, row labels and column labels.

Textual's DataTable reads a ``str`` as Rich markup with ``:emoji:`` codes. Cells and row labels
carry players' names (tests/tui/test_hostile_text.py opens every screen with hostile ones); the
column labels are the companion's own words, and since they are no longer parsed the table
screen does not load Rich's emoji table (0.8 MiB of memory, issue 8).
"""

from __future__ import annotations

import subprocess
import sys

from textual.app import App, ComposeResult

from companion.tui.widgets.plain_table import PlainTable


class TableApp(App[None]):
    def compose(self) -> ComposeResult:
        yield PlainTable()


async def test_column_labels_are_shown_as_typed_not_as_markup_or_emoji_codes():
    app = TableApp()
    async with app.run_test() as pilot:
        table = app.query_one(PlainTable)
        table.add_columns("[b]Player[/b]", ":warning: VP")
        table.add_column("[/]", width=4)
        table.add_row("Ann", "3", "x")
        await pilot.pause()
        labels = [column.label.plain for column in table.columns.values()]
        assert labels == ["[b]Player[/b]", ":warning: VP", "[/]"]  # as typed: no bold tag eaten, no ⚠ emoji


def test_the_demo_table_screen_never_loads_richs_emoji_table():
    """Run in a fresh interpreter: the suite's other tests may have loaded it already."""
    code = """
import asyncio, os, sys, tempfile
os.environ["COMPANION_DATA_DIR"] = tempfile.mkdtemp()
from companion.tui.app import make_app

async def main():
    app = make_app(start="demo", blink=False)
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(200):
            await pilot.pause(0.05)
            if type(app.screen).__name__ == "TableScreen":
                break
        assert type(app.screen).__name__ == "TableScreen", app.screen
        await pilot.pause()
asyncio.run(main())
print("rich._emoji_codes" in sys.modules)
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "False"


async def test_home_and_end_go_to_the_first_and_the_last_row_not_column():
    # a list wider and longer than its window: 40 events with long texts at 30x10
    app = TableApp()
    async with app.run_test(size=(30, 10)) as pilot:
        table = app.query_one(PlainTable)
        table.cursor_type = "row"
        table.add_columns("#", "Event")
        for n in range(40):
            table.add_row(str(n), "Goods: Ada spent 4 spices; bottoms 1 democracy " * 2)
        table.focus()
        await pilot.pause()
        await pilot.press("end")
        await pilot.pause()
        assert (table.cursor_row, table.scroll_x) == (39, 0)
        await pilot.press("home")
        await pilot.pause()
        assert (table.cursor_row, table.scroll_x, table.scroll_y) == (0, 0, 0)
