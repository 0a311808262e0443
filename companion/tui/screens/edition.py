"""The edition: goods and charts, the bad cards and the goods that carry them, tracks, turn track, die, timer, players and the development catalogue.

Shows the open game's edition (the snapshot in its journal), or the configured
one. Values the project assumed are marked ``† R1``, a table's house corrections
``‡`` (see :mod:`companion.tui.edition_views`); the line under the tabs (for a
development, its detail lines) says where each value of the highlighted row comes
from: the table's reason, the ruling, the rules heading. Keys ``1``–``4`` pick a tab.
"""

from __future__ import annotations

from collections.abc import Sequence

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Static, TabbedContent, TabPane

from companion.edition.models import Edition
from companion.errors import CompanionError
from companion.text import printable
from companion.tui import edition_views as ev
from companion.tui.widgets.plain_table import PlainTable
from companion.tui.widgets.footer import KeysFooter
from companion.tui.reach import ReachesApp
from companion.tui.styles import SCREENS_CSS
from companion.i18n import N_, _


class SourcedTable(PlainTable):
    """A read-only table of an edition's values; ``whys[row]`` says where that row's values come from."""

    def __init__(self, table_id: str, columns: Sequence[str], rows: ev.Rows, keys: Sequence[str] = ()) -> None:
        super().__init__(id=table_id, cursor_type="row", zebra_stripes=True)
        self.add_columns(*ev.columns(tuple(columns)))
        for i, (row, _) in enumerate(rows):
            self.add_row(*row, key=keys[i] if keys else None)
        self.whys = [why for _, why in rows]

    def on_resize(self) -> None:
        """Shorter (the lines under it grew for a long card): the highlighted row stays in view."""
        self.move_cursor(row=self.cursor_row)

    def why(self) -> str:
        """Where the values of the row under the cursor come from ("" without rows)."""
        return self.whys[self.cursor_row] if 0 <= self.cursor_row < len(self.whys) else ""


def _table(table_id: str, columns: Sequence[str], rows: ev.Rows, keys: Sequence[str] = ()) -> DataTable[object]:
    """A read-only table; rows are keyed by ``keys`` (a good's name, a development's id) if given."""
    return SourcedTable(table_id, columns, rows, keys)


class EditionScreen(ReachesApp, Screen[None]):
    """The printed components as the companion reads them, assumptions marked."""

    CSS_PATH = SCREENS_CSS

    HELP_TITLE = N_("Edition")

    BINDINGS = [
        Binding("escape,q", "back", N_("Back"), id="back"),
        Binding("1", "tab('goods-tab')", N_("Goods"), id="edition_goods", show=False),
        Binding("2", "tab('tracks-tab')", N_("Tracks"), id="edition_tracks", show=False),
        Binding("3", "tab('turns-tab')", N_("Turns, die, timer, players"), id="edition_turns", show=False),
        Binding("4", "tab('developments-tab')", N_("Developments"), id="edition_developments", show=False),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.edition: Edition | None = None
        self.problem = ""

    def compose(self) -> ComposeResult:
        try:
            self.edition = self.companion_app.default_edition()
        except CompanionError as error:
            self.problem = str(error)
        e = self.edition
        # An edition file is anyone's to edit: its names are data, its errors are shown printable.
        title = _("Edition — {name} ({id})").format(name=e.name, id=e.id) if e else _("Edition")
        yield Static(title, classes="screen-title", markup=False)
        yield Static(_(ev.LEGEND) if e else printable(f"⚠ {self.problem}"), id="edition-legend", markup=False)
        if e is not None:
            with TabbedContent(id="edition-tabs", initial="goods-tab"):
                with TabPane("1 " + _("Goods"), id="goods-tab"):
                    yield _table("goods-table", ev.GOODS_COLUMNS, ev.goods_rows(e), [g.name for g in e.goods])
                    yield _table("bad-cards-table", ev.BAD_CARD_COLUMNS, ev.bad_card_rows(e), [b.name for b in e.bad_cards])
                with TabPane("2 " + _("Tracks"), id="tracks-tab"):
                    yield _table("tracks-table", ev.RULES_COLUMNS, ev.track_rows(e))
                with TabPane("3 " + _("Turns, die, timer, players"), id="turns-tab"):
                    yield _table("turns-table", ev.TURN_COLUMNS, ev.turn_rows(e), [str(t.turn) for t in e.turn_track])
                    yield _table("other-table", ev.RULES_COLUMNS, ev.other_rows(e))
                with TabPane("4 " + _("Developments"), id="developments-tab"):
                    yield _table(
                        "developments-table", ev.DEVELOPMENT_COLUMNS, ev.development_rows(e), [d.id for d in e.developments]
                    )
                    yield Static("", id="development-detail", markup=False)
            # where the highlighted row's values come from: a heading, a ruling, a table's own reason
            yield Static("", id="edition-source", markup=False)
        yield KeysFooter()

    def on_mount(self) -> None:
        if self.edition is not None:
            self._focus_shown_tab()

    def _focus_shown_tab(self) -> None:
        """Put the cursor in the first table of the tab shown, at once.

        At once, and only in the tab shown: focusing a table also shows its tab (Textual's
        TabPane.Focused), so a focus left to happen later (``focus()``) in the goods tab took the
        screen back there after ``4``, typed right after ``e``, had shown the developments.
        """
        pane = self.query_one(TabbedContent).active_pane
        if pane is None:
            return
        table = pane.query(DataTable).first()
        if not table.has_focus:
            self.set_focus(table)

    @on(TabbedContent.TabActivated)
    def _tab_changed(self, event: TabbedContent.TabActivated) -> None:
        if event.pane is not None and event.pane is self.query_one(TabbedContent).active_pane:
            self._focus_shown_tab()

    @on(DataTable.RowHighlighted, "#developments-table")
    def _development_highlighted(self, event: DataTable.RowHighlighted) -> None:
        if self.edition is not None and 0 <= event.cursor_row < len(self.edition.developments):
            entry = self.edition.developments[event.cursor_row]
            why = self.query_one("#developments-table", SourcedTable).whys[event.cursor_row]
            self.query_one("#development-detail", Static).update(f"{ev.development_detail(entry)}\n{why}")

    @on(DataTable.RowHighlighted)
    def _row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        if event.data_table.has_focus:
            self._show_source()

    def on_descendant_focus(self) -> None:
        self._show_source()

    def _show_source(self) -> None:
        """The line under the tabs: where the values of the row under the cursor come from (the
        developments' detail lines say it for a development)."""
        table = self.focused
        if isinstance(table, SourcedTable) and self.query("#edition-source"):
            line = self.query_one("#edition-source", Static)
            line.display = table.id != "developments-table"
            line.update(table.why())

    def action_back(self) -> None:
        """Escape or q: back."""
        self.app.pop_screen()

    def action_tab(self, tab: str) -> None:
        """1–4: goods, tracks, turns/die/timer/players, developments."""
        if self.edition is not None:
            self.query_one(TabbedContent).active = tab
            self._focus_shown_tab()
