"""The journal's history as a table: every event, when, who, and whether it is still in effect."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text

from companion.game import kinds
from companion.game.history import HistoryLine, step_words, steps
from companion.game.kinds import GameKind
from companion.tui.widgets.plain_table import PlainTable


def _kind(kind: GameKind[Any, Any] | None) -> GameKind[Any, Any]:
    return kind or kinds.get(kinds.DEFAULT)


def status(line: HistoryLine) -> str:
    """``"in effect"``, or ``"undone by 38"`` (words, not only a colour)."""
    if line.in_effect:
        return "in effect"
    return f"undone by {line.undone_by}" if line.undone_by is not None else "not in effect"


def detail(line: HistoryLine, kind: GameKind[Any, Any] | None = None, state: Any = None) -> str:
    """The whole story of one event, for the line under the table (``kind``: the game's type;
    ``state``: the game's, for the names of its developments and cards)."""
    e, kind = line.event, _kind(kind)
    if line.earlier:  # a step of several events: each on its own line
        first = line.earlier[0]
        head = f"#{first.seq}–{e.seq} at {e.at:%H:%M:%S} · {kind.when(e.turn, e.phase)} · {status(line)} · one step of undo"
        return "\n".join([head, *(f"#{x.seq} by {x.by or 'host'}: {kind.describe(x, state)}" for x in line.step)])
    by = f" · by {e.by}" if e.by else ""
    return f"#{e.seq} at {e.at:%H:%M:%S} · {kind.when(e.turn, e.phase)}{by} · {status(line)}\n{kind.describe(e, state)}"


def _who(line: HistoryLine) -> str:
    """Who entered it: the player whose phone sent it, or ``host`` (no ``by``: the host's keys); a step
    of several players' entries says ``phones`` (the Event column names them)."""
    names = list(dict.fromkeys(e.by or "host" for e in line.step))
    return names[0] if len(names) == 1 else "phones"


class HistoryTable(PlainTable):
    """One row per journal event, oldest first; the row key is the event's seq.

    Undone events are struck through and say which event undid them. Turns,
    phases and event texts read as the open game's type words them.
    """

    COLUMNS = ("#", "Time", "Turn", "Phase", "Who", "Status", "Event")

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(cursor_type="row", zebra_stripes=True, **kwargs)
        self.lines: dict[int, HistoryLine] = {}

    def show(self, lines: Sequence[HistoryLine], kind: GameKind[Any, Any] | None = None, state: Any = None) -> None:
        """Render ``lines`` of a game of type ``kind`` (``state``: the game's, for the names it prints).

        A step of several events (the phones' entries applied with one key) is one row naming the
        players (:func:`companion.game.history.steps`). The cursor stays on its event, or follows the
        newest if it was there.
        """
        lines = steps(lines)
        kind = _kind(kind)
        if not self.columns:
            self.add_columns(*(kind.turn_word.capitalize() if c == "Turn" else c for c in self.COLUMNS))
        at_end = self.row_count == 0 or self.cursor_row >= self.row_count - 1
        keep = self.selected_seq
        self.clear()
        self.lines = {line.event.seq: line for line in lines}
        for line in lines:
            e = line.event
            style = "" if line.in_effect else "strike dim"
            self.add_row(
                Text(f"{line.earlier[0].seq}–{e.seq}" if line.earlier else str(e.seq), justify="right"),
                f"{e.at:%H:%M}",
                kind.turn_label(e.turn) if e.turn else "—",
                kind.phase_name(e.phase, short=True),
                _who(line),
                Text(status(line), style="" if line.in_effect else "bold"),
                Text(step_words(line.step, lambda x: kind.describe(x, state)), style=style),
                key=str(e.seq),
            )
        if not self.row_count:
            return
        if at_end or keep is None or keep not in self.lines:
            self.move_cursor(row=self.row_count - 1)
        else:
            self.move_cursor(row=self.get_row_index(str(keep)))

    @property
    def selected_seq(self) -> int | None:
        """The seq of the event under the cursor."""
        if self.row_count == 0:
            return None
        return int(str(self.coordinate_to_cell_key(self.cursor_coordinate).row_key.value))

    @property
    def selected(self) -> HistoryLine | None:
        """The history line under the cursor."""
        seq = self.selected_seq
        return None if seq is None else self.lines.get(seq)
