"""A DataTable whose text cells are data: shown as typed, never parsed as markup.

Textual's :class:`~textual.widgets.DataTable` reads a ``str`` cell as Rich markup
(and ``:emoji:`` codes): a player named ``Cat [2nd`` or ``[/]`` would be drawn
wrong or stop the app with a MarkupError. Every table of the companion derives
from :class:`PlainTable`, which turns each ``str`` cell into a Rich ``Text``
(plain, no markup) before it reaches the table, and each ``str`` column label too
(the labels are the companion's own words, but parsing them loads Rich's emoji table,
0.8 MiB of the app's memory, for nothing). Cells that are already Rich renderables
(styled ``Text``) are kept as they are.

Home and End go to the first and the last row, as in any list: the companion's tables are
lists of players and events. (DataTable's own Home/End scroll to the first and the last
column: in the history at 80 columns End showed only the ends of the events' texts.)
"""

from __future__ import annotations

from rich.text import Text
from textual.binding import Binding
from textual.widgets import DataTable
from textual.widgets.data_table import CellType, ColumnKey, RowKey
from companion.i18n import N_


def plain_cell(value: object, *, wrap: bool = False) -> object:
    """``value`` as a table cell: a ``str`` becomes a plain ``Text`` (one line unless ``wrap``); others unchanged."""
    if isinstance(value, str):
        return Text(value, end="", no_wrap=not wrap)
    return value


#: ↑/↓ for a screen whose keys act on the row under a table's cursor: priority bindings to the
#: screen's ``action_cursor(step)`` (which calls :meth:`PlainTable.step_cursor`), so the cursor
#: moves when the app reads the key, before a key typed next acts on the row.
CURSOR_KEYS = [
    Binding("down", "cursor(1)", "", show=False, priority=True),
    Binding("up", "cursor(-1)", "", show=False, priority=True),
]


class PlainTable(DataTable[object]):
    """A :class:`~textual.widgets.DataTable` whose ``str`` cells are plain text (see the module)."""

    BINDINGS = [
        Binding("home", "scroll_top", N_("First row"), show=False),
        Binding("end", "scroll_bottom", N_("Last row"), show=False),
    ]

    def step_cursor(self, step: int) -> None:
        """Move the row cursor ``step`` rows (down if positive), staying on the table.

        Screens whose keys act on the row under the cursor bind ↑/↓ to this as priority bindings:
        the cursor moves when the app reads the key, before the next key acts on its row.
        """
        if self.row_count:
            self.move_cursor(row=max(0, min(self.row_count - 1, self.cursor_row + step)))

    def add_row(
        self,
        *cells: CellType,
        height: int | None = 1,
        key: str | None = None,
        label: str | Text | None = None,
    ) -> RowKey:
        """Add a row; ``str`` cells and a ``str`` label are shown exactly as given."""
        wrap = height != 1
        plain = [plain_cell(cell, wrap=wrap) for cell in cells]
        row_label = Text(label, end="") if isinstance(label, str) else label
        return super().add_row(*plain, height=height, key=key, label=row_label)

    def add_column(
        self,
        label: str | Text,
        *,
        width: int | None = None,
        key: str | None = None,
        default: CellType | None = None,
    ) -> ColumnKey:
        """Add a column; a ``str`` label is shown exactly as given (``add_columns`` comes here too)."""
        heading = Text(label, end="") if isinstance(label, str) else label
        return super().add_column(heading, width=width, key=key, default=default)

    def measure_now(self) -> None:
        """Measure the rows just added or changed now, rather than when the app is next idle.

        Textual's DataTable measures new rows (and lays itself out again) in its idle handler,
        so a table of ``height: auto`` is first drawn empty, a frame before its rows. Called
        after a batch of rows, this does what that handler does, and the rows come in the same
        frame as the rest of the screen (Textual is pinned: 8.2.8's ``DataTable._on_idle``).
        """
        if self._updated_cells:
            updated = self._updated_cells.copy()
            self._updated_cells.clear()
            self._update_column_widths(updated)
        if self._require_update_dimensions:
            self._require_update_dimensions = False
            new_rows = self._new_rows.copy()
            self._new_rows.clear()
            self._update_dimensions(new_rows)
