"""The edition screen: every assumed value marked † with its ruling, house corrections ‡, stated values bare.

Expected marks come from the rules and docs/rulings.md: R1 assumes the charts of every good but
grain (001 What the Game is About states grain's), R4 the trade phase timer, C1 the luxury decks;
the turn track and the Barbarian Die are stated (001 Turn Track, Components Listing).
"""

from __future__ import annotations

import json
from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import DataTable

from companion.edition.assets import resolve
from companion.tui.app import make_app
from companion.tui.screens.edition import EditionScreen
from companion.tui.screens.start import StartScreen
from tests.tui.helpers import cells, demo_app

CHART, DECK = 3, 2


async def open_edition(pilot: Pilot) -> EditionScreen:
    await pilot.pause()
    assert isinstance(pilot.app.screen, StartScreen)
    await pilot.press("e")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, EditionScreen)
    return screen


async def test_assumed_values_are_marked_with_their_ruling():
    app = make_app(start="start", blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_edition(pilot)
        legend = str(screen.query_one("#edition-legend").render())
        assert "†" in legend and "‡" in legend and "--edition PATH" in legend

        goods = screen.query_one("#goods-table", DataTable)
        assert cells(goods, "wool")[CHART] == "1, 3, 6, 10, 15, 21 † R1"
        assert cells(goods, "grain")[CHART] == "1, 3, 6, 10, 15, 21"
        assert cells(goods, "grain")[DECK] == "18"  # 90 basic goods of 5 types: stated
        assert cells(goods, "gold")[DECK] == "12 † C1"

        await pilot.press("3")
        await pilot.pause()
        turns = screen.query_one("#turns-table", DataTable)
        assert cells(turns, "3") == ["III", "−1 development, max level 1", "lose 3 + die"]
        assert cells(turns, "1") == ["I", "—", "—"]
        other = screen.query_one("#other-table", DataTable)
        values = {str(row[0]): str(row[1]) for row in (other.get_row_at(i) for i in range(other.row_count))}
        assert values["Barbarian Die: faces"] == "0, 1, 1, 2, 2, 3"
        assert values["Trade phase: length"] == "5:00 † R4"
        assert values["Players: fewest"] == "4" and values["Players: most"] == "6"

        await pilot.press("2")
        await pilot.pause()
        tracks = screen.query_one("#tracks-table", DataTable)
        rows = {str(r[0]): str(r[1]) for r in (tracks.get_row_at(i) for i in range(tracks.row_count))}
        assert rows["Government: level of spaces 1–6 (1 = centre)"] == "0, 1, 1, 2, 2, 3 † R5"
        assert rows["Government: sides"] == "democracy | dictatorship"
        assert rows["Happiness: yellow line"] == "between −2 and −3 † R7"

        await pilot.press("4")
        await pilot.pause()
        devs = screen.query_one("#developments-table", DataTable)
        assert devs.row_count == len(app.default_edition().developments)
        library = cells(devs, "library")
        assert library[:4] == ["Library", "gov", "Dem † C5", "1 † C5"]  # name and track stated (Sydney's example)
        assert "democracy push" in library[6]
        assert "Library: government, democracy, level 1" in str(screen.query_one("#development-detail").render())

        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, StartScreen)


async def test_house_corrections_are_marked(tmp_path: Path):
    data = json.loads(resolve("titm-v6").read_text(encoding="utf-8"))
    wine = next(g for g in data["goods"] if g["name"] == "wine")
    wine["deck"] = 13
    wine["sources"]["deck"] = {"house": "our box has 13 wine"}
    path = tmp_path / "ours.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    app = make_app(start="start", blink=False, edition=str(path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_edition(pilot)
        goods = screen.query_one("#goods-table", DataTable)
        assert cells(goods, "wine")[DECK] == "13 ‡"
        assert cells(goods, "dye")[DECK] == "12"


async def test_the_open_games_edition_from_the_command():
    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await app.run_action("edition")
        await pilot.pause()
        assert isinstance(app.screen, EditionScreen)
        assert app.screen.edition == app.default_edition()


async def test_every_developments_detail_lines_are_whole_at_80x24():
    # The lines under the catalogue got a fixed height of 5 rows when they took the line saying where
    # the card's values come from: Freedom of Speech's card text takes 6 rows at 80 columns, and its
    # sources, the line that was added, were cut off entirely (so were Sacrificial Altar's and the
    # Venetian cards'). Whole, they take rows from the catalogue above: its highlighted row stays in view.
    from textual.geometry import Size
    from textual.widgets import Static

    app = make_app(start="start", blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_edition(pilot)
        await pilot.press("4")
        await pilot.pause()
        detail = screen.query_one("#development-detail", Static)
        devs = screen.query_one("#developments-table", DataTable)
        for row in range(devs.row_count):
            devs.move_cursor(row=row)
            for _ in range(3):  # the lines under the table, then the table's size, then its scroll
                await pilot.pause()
            width = detail.content_size.width
            needed = detail.get_content_height(Size(width, 100), Size(80, 24), width)
            name = str(devs.get_row_at(row)[0])
            assert needed <= detail.content_size.height, f"{name}: {needed} rows, {detail.content_size.height} shown"
            assert devs.size.height >= 4, name  # the catalogue keeps rows to move in
            # and the row highlighted stays in view when the lines under it grow (the table shrinks)
            assert devs.scroll_y <= row < devs.scroll_y + devs.size.height - 2, name


async def test_the_goods_tab_shows_which_goods_carry_each_bad_card():
    # Issue 22: which goods carry which bad card is edition data (001 The Goods, Bad Cards), shown
    # and sourced like any value, so a table whose cards differ sees what to correct.
    app = make_app(start="start", blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_edition(pilot)
        bad = screen.query_one("#bad-cards-table", DataTable)
        assert cells(bad, "poverty") == ["Poverty", "1 unhappy", "basic, luxury"]
        assert cells(bad, "barbarian-fury") == ["Barbarian Fury", "2 barbarian; may not warehouse", "civic"]
        assert cells(bad, "zealots")[2] == "civic"
        assert "the arrow printed on it" in cells(bad, "zealots")[1]
        screen.set_focus(bad)
        bad.move_cursor(row=0)
        await pilot.pause()
        assert "on: 001 The Goods (Bad Cards)" in str(screen.query_one("#edition-source").render())
