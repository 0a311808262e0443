"""The floor the stack sets for the table's screen, for benchmarks/tui.py: Textual's own widgets laid out
as ``companion resume`` lays out its 6-player game in turn V (Trading), with the same words, and nothing
of the companion's.

It first imports pydantic and builds one model (the pydantic floor), then shows a title, the turn track
and the phase line (three Statics), the players' board (a DataTable: 8 columns, 6 rows), the phones'
strip (a Static), the panel (the checklist in a VerticalScroll beside the trading timer: Digits and a
Static) and a Footer with the table's keys, all in its first frame as the companion draws its table (the
board filled before it is mounted, the footer's keys drawn without waiting a frame for the bindings:
the least a Textual app can do). The words are the screen's own (benchmarks/tui.py's
``table_drawn`` test finds it usable, as it does the resume), so the difference from ``resume`` is what the
companion's own code costs on the way to the same screen: the game layer, the journal's fold, its screens'
and widgets' own code, its stylesheet. Ctrl+Q quits.
"""

from __future__ import annotations

import pydantic
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import DataTable, Digits, Footer, Static


class One(pydantic.BaseModel):  # the pydantic floor: the first model builds pydantic's machinery
    value: int


ROWS = [
    (" A  Ann", "71", "-2", "-2", "Dem 4 L2", "Mars 4 L2", "5b 0c 0l", ""),
    (" B  Ben", "45", "-1", "+0", "Dem 3 L1", "Mars 1 L0", "4b 1c 0l", ""),
    (" C  Cat", "87", "-1", "-1", "Dict 2 L1", "Ven 6 L3", "5b 0c 1l", ""),
    (" D  Dan", "53", "+0", "-2", "Dict 3 L1", "Ven 1 L0", "5b 1c 0l", ""),
    (" E  Eve", "50", "+1", "+0", "Dem 4 L2", "Ven 3 L1", "5b 0c 0l", ""),
    (" F  Fay", "69", "+0", "-1", "Dict 2 L1", "Ven 4 L2", "5b 0c 0l", ""),
]
CHECKLIST = "\n".join([
    "Trade! No hints about card bottoms.", "Warehouse ≤ 3 cards; place the cubes.", "",
    "t timer  + add 30 s  f full screen", "a ability  g / r abandon gov / rel", "w warehouse  v VP deal  p penalty",
    "e end trading", "Now: wh3 3 warehoused · ⟲g ⟲r abandon gov / rel · ✦2 ability cubes",
])


class TableFloor(App[None]):
    """The table's screen, in Textual's widgets alone."""

    CSS = """
    #title { height: 1; padding: 0 1; background: $primary-background; }
    #board { border: round $primary; height: auto; }
    #panel { height: 1fr; min-height: 4; border: round $secondary; padding: 0 1; }
    #phones { display: none; }
    #checklist-box { width: 1fr; }
    #clock { width: 22; height: auto; margin-left: 2; }
    """
    BINDINGS = [
        Binding(key, f"noop('{key}')", description, key_display=shown)
        for key, description, shown in (
            ("n", "Next", None), ("t", "Timer", None), ("plus", "+30s", "+"), ("f", "Big timer", None),
            ("e", "End trade", None), ("a", "Ability", None), ("w", "Warehouse", None), ("v", "VP deal", None),
            ("f1", "Help", None),
        )
    ] + [Binding("ctrl+q", "quit", "Quit")]

    def compose(self) -> ComposeResult:
        yield Static("Six players — Turn V of VI · Trading", id="title", markup=False)
        yield Static(" Turn  I  II  III  IV [V] VI   Revolt −1 dev ≤L1 · Barbarians 5+die", markup=False)
        yield Static(" Production › [Trading] › Resolution › Development › Civic", markup=False)
        board: DataTable[str] = DataTable(id="board", cursor_type="row")
        board.add_columns("Player", "VP", "Hap", "Saf", "Gov", "Rel", "Prod", "Now")
        board.add_rows(ROWS)  # filled before it is mounted, so its first frame can show the rows
        yield board
        yield Static("", id="phones")
        with Horizontal(id="panel"):
            with VerticalScroll(id="checklist-box", can_focus=False):
                yield Static(CHECKLIST, markup=False)
            with Vertical(id="clock"):
                yield Digits("5:00.0")
                yield Static("ready — t to start")
        footer = Footer()
        # Drawn with the first frame, as the companion's footer is (Textual's own waits a frame or more
        # for the screen's bindings, ~70 ms here): the floor is the least a Textual app can do.
        footer.set_reactive(Footer._bindings_ready, True)
        yield footer

    def on_mount(self) -> None:
        self.query_one(DataTable).focus()

    def action_noop(self, key: str) -> None:
        pass


if __name__ == "__main__":
    TableFloor().run()
