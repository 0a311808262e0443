"""Nothing of the host's table overflows an 80×24 terminal in the pseudo-locale ``qps`` (issue 36, item 4).

``qps`` wraps every message in ⟦ ⟧ and makes it about 40% longer (companion/locale_build.py): longer
than every shipped language. Read as Textual's Pilot lays the screens out at 80×24, with four players
and with six, the last named "Alexandros" (10 letters; the compact Player column has 5 cells for a
name), in each phase of turn III, at game over and on the end screen:

- every heading and cell of a table fits its column (its text's cells, ``rich.cells.cell_len``, no
  more than the column's), or is shortened and its whole text is readable in another text of the
  screen: for the players' board, with the cursor moved to its row (the panel spells that row out);
  a cut cell of the Player column is read as the player's name;
- the turn track, the phase bar and every other text outside a scrolling box: each of its lines no
  wider than its widget, and no more lines than the widget shows (a bar broken between two phases,
  not inside one's name); a text inside a scrolling box (the panel's checklist, the end screen) wraps
  to its width, and the box scrolls;
- the footer's keys, each whole where it shows (a key that does not fit is dropped whole: F1 lists
  every key), and no widget, table or table's columns reach past the screen's right edge.

Before the fix this found 96 such texts with four players and with six, counted once per screen
looked at: 82 of the board's headings and cells cut with nothing showing them whole, the turn track
cut in each of the 8 screens of the table and the phase bar in 4, the end screen's totals 97 cells
wide in 78, and no line following the cursor.
"""

from __future__ import annotations

import re

import pytest
from rich.cells import cell_len
from rich.text import Text
from textual.app import App
from textual.containers import ScrollableContainer
from textual.widgets import DataTable, Static
from textual.widgets._footer import FooterKey

from companion import i18n
from companion.game.session import Game
from companion.game.titm.events import AbilitiesResolved, CalamitiesResolved, GoodsResolved, PhaseAdvance
from companion.i18n import _
from companion.tui.app import make_app
from companion.tui.screens.table import TableScreen
from companion.tui.widgets.footer import key_width
from companion.tui.widgets.players import PlayerBoard
from tests.game.helpers import PLAYERS, edition, fixed_clock, play_turn
from tests.game.tables import play_tied_game

LONG = "Alexandros"


@pytest.fixture
def pseudo_host():
    """The host speaks ``qps`` for the test (the suite's host speaks English, tests/conftest.py)."""
    i18n.set_default("qps")
    yield
    i18n.set_default(i18n.SOURCE)


def _new_game(folder, players: int) -> Game:
    """``players`` players, the last of them called :data:`LONG`, in turn I's Production."""
    seated = [*PLAYERS[: players - 1], {**PLAYERS[players - 1], "name": LONG}]
    return Game.new(folder / "game.jsonl", name="Test night", players=seated, edition=edition(), clock=fixed_clock())


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def _plain(widget: Static) -> str:
    shown = widget.render()
    return shown.plain if isinstance(shown, Text) else str(getattr(shown, "plain", shown))


def _in_a_scroller(widget) -> bool:
    return any(isinstance(node, ScrollableContainer) for node in widget.ancestors)


def _shown_statics(app: App) -> list[Static]:
    return [w for w in app.screen.query(Static) if w.display and w.region.area and not isinstance(w, FooterKey)]


def _texts_past_their_room(app: App, where: str) -> list[str]:
    """What of the screen is wider than its room, a table's shortened texts aside (see :func:`_cut_cells`)."""
    width = app.size.width
    found = []
    for widget in app.screen.query("*"):
        if not widget.display or not widget.region.area:
            continue
        name = f"{where}: {type(widget).__name__}#{widget.id}"
        if widget.region.right > width:
            found.append(f"{name} runs past the screen's right edge")
        if isinstance(widget, DataTable):
            columns = sum(column.get_render_width(widget) for column in widget.columns.values())
            if columns > widget.scrollable_content_region.width:
                found.append(f"{name}: columns {columns} cells wide in {widget.scrollable_content_region.width}")
        elif isinstance(widget, FooterKey):
            if widget.region.width < key_width(widget) or widget.region.right > width:
                found.append(f"{name}: key {widget.description!r} cut")
        elif isinstance(widget, Static):
            room = widget.content_region
            lines = _plain(widget).split("\n")
            if _in_a_scroller(widget):  # wraps at its width: its height is that of its lines, and the box scrolls
                continue
            if any(cell_len(line) > room.width for line in lines) or len(lines) > room.height:
                found.append(f"{name}: {lines!r} in {room.width}×{room.height}")
    return found


def _cut_cells(table: DataTable) -> list[tuple[int | None, str]]:
    """(row, whole text) of each heading (row ``None``) and cell of ``table`` wider than its column."""
    cut: list[tuple[int | None, str]] = []
    rooms = [column.get_render_width(table) - 2 * table.cell_padding for column in table.columns.values()]
    for column, room in zip(table.columns.values(), rooms):
        if column.label.cell_len > room:
            cut.append((None, column.label.plain))
    for row in range(table.row_count):
        for i, (cell, room) in enumerate(zip(table.get_row_at(row), rooms)):
            text = cell.plain if isinstance(cell, Text) else str(cell)
            if cell_len(text) > room:
                cut.append((row, _row_key(table, row) if isinstance(table, PlayerBoard) and i == 0 else text))
    return cut


def _unreadable(app: App, where: str) -> list[str]:
    """The texts of the screen shown cut or past their room, their whole text nowhere else on it: a cut
    cell of the players' board in the line the panel shows with the cursor on its row
    (:meth:`PlayerBoard.spelt_out`: the panel's line is checked to be that of the row under the cursor,
    and to follow the cursor, in the test); any other in a text shown on the screen."""
    found = _texts_past_their_room(app, where)
    elsewhere = " | ".join(_flat(_plain(w)) for w in _shown_statics(app))
    for table in app.screen.query(DataTable):
        if not table.display:
            continue
        for row, text in _cut_cells(table):
            if isinstance(table, PlayerBoard):
                shown = _spelt_out(table, table.selected if row is None else _row_key(table, row))
            else:
                shown = elsewhere
            if _flat(text) not in shown:
                found.append(f"{where}: {table.id} cut {text!r}, whole nowhere")
    return sorted(set(found))


def _row_key(table: DataTable, row: int) -> str:
    return str(table.coordinate_to_cell_key((row, 0)).row_key.value)


def _spelt_out(board: PlayerBoard, name: str | None) -> str:
    """The line the panel shows for ``name``'s row ("" where the board has none: before the fix)."""
    spell = getattr(board, "spelt_out", None)
    return _flat(str(spell(name) or "")) if spell is not None else ""


def _panel_line(app: App) -> str:
    """The line under the panel's checklist: the row under the cursor, as far as the board cut it."""
    lines = [line for line in app.screen.query("#board-whole") if isinstance(line, Static) and line.display]
    return _flat(_plain(lines[0])) if lines else ""


async def _look(pilot, seen: dict[str, list[str]], where: str) -> None:
    await pilot.pause()
    app = pilot.app
    seen[where] = _unreadable(app, where)
    if isinstance(app.screen, TableScreen):  # the panel's line is the row under the cursor's
        board = app.screen.query_one(PlayerBoard)
        if _panel_line(app) != _spelt_out(board, board.selected):
            seen[where].append(f"{where}: the panel's line is not the row under the cursor")


@pytest.mark.parametrize("players", [4, 6])
async def test_the_table_and_the_end_screen_fit_80x24_in_the_pseudo_locale(tmp_path, pseudo_host, players):
    game = _new_game(tmp_path / "table", players)
    for _turn in (1, 2):
        play_turn(game)
    game.close()
    seen: dict[str, list[str]] = {}
    app = make_app(start="open", game_path=tmp_path / "table" / "game.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await _look(pilot, seen, "production")
        names = app.game.state.names
        steps = {
            "trading": [PhaseAdvance(to="trading")],
            "resolution step 2": [PhaseAdvance(to="resolution"), AbilitiesResolved()],
            # Ann's two depressions put her below the yellow line: turn III's Peasant Revolt hits her
            "resolution step 3": [GoodsResolved(player=name, goods={"grain": 2} if name == "Ann" else {},
                                                icons={"depression": 2} if name == "Ann" else {}) for name in names],
            "resolution step 4": [CalamitiesResolved(rolls={})],
            "development": [PhaseAdvance(to="development")],
            "civic": [PhaseAdvance(to="civic")],
        }
        for where, events in steps.items():
            for event in events:
                app.game.record(event)
            app.state_changed()
            await _look(pilot, seen, where)
        assert app.game.state.this_turn.calamities.peasant_revolt == ["Ann"]
        await pilot.press(*["down"] * (players - 1))  # the panel's line follows the cursor, to the last row
        await pilot.pause()
        assert app.screen.query_one(PlayerBoard).selected == LONG
        if not _panel_line(app).startswith(f"{_('{heading}: {value}').format(heading=_('Player'), value=LONG)} · "):
            seen["cursor"] = [f"the panel's line does not follow the cursor to {LONG}"]
    game = _new_game(tmp_path / "end", players)
    play_tied_game(game)
    game.close()
    app = make_app(start="open", game_path=tmp_path / "end" / "game.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await _look(pilot, seen, "game over")
        await pilot.press("n")
        await _look(pilot, seen, "end screen")
        assert type(app.screen).__name__ == "EndScreen"
    problems = [text for texts in seen.values() for text in texts]
    print(f"{players} players: {len(problems)} texts cut or past their room")
    for text in problems:
        print(" ", text)
    assert problems == []
