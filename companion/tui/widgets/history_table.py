"""The journal's history as a table: every event, when, who, and whether it is still in effect.

The table's own words are the host's (:mod:`companion.i18n`); an event's text is the journal's record as
the reports word it (``kind.describe``), in English.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text

from companion.game import kinds
from companion.game.history import HistoryLine, step_words, steps
from companion.game.kinds import GameKind
from companion.tui.widgets.plain_table import PlainTable
from companion.i18n import N_, _

#: What each game type calls a turn: its column heading and where an event stands ("turn III, Trading").
TURN_WORDS = {"turn": (N_("Turn"), N_("turn {turn}, {phase}")), "round": (N_("Round"), N_("round {turn}, {phase}"))}


def turn_heading(kind: GameKind[Any, Any]) -> str:
    """The column heading of the game type's turns: ``"Turn"``, ``"Round"``, in the host's words."""
    heading = TURN_WORDS.get(kind.turn_word)
    return _(heading[0]) if heading else kind.turn_word.capitalize()


def phase_name(kind: GameKind[Any, Any], phase: str, *, short: bool = False) -> str:
    """A phase's name (:meth:`GameKind.phase_name`) in the host's words."""
    return _(kind.phase_name(phase, short=short))


def when(kind: GameKind[Any, Any], turn: int, phase: str) -> str:
    """Where a game or an event stands (:meth:`GameKind.when`) in the host's words: ``"turn III, Trading"``."""
    words = TURN_WORDS.get(kind.turn_word)
    if not turn or words is None:
        return phase_name(kind, phase) if not turn else kind.when(turn, phase)
    return _(words[1]).format(turn=kind.turn_label(turn), phase=phase_name(kind, phase))


def _kind(kind: GameKind[Any, Any] | None) -> GameKind[Any, Any]:
    return kind or kinds.get(kinds.DEFAULT)


def status(line: HistoryLine) -> str:
    """``"in effect"``, or ``"undone by 38"`` (words, not only a colour)."""
    if line.in_effect:
        return _("in effect")
    return _("undone by {seq}").format(seq=line.undone_by) if line.undone_by is not None else _("not in effect")


def detail(line: HistoryLine, kind: GameKind[Any, Any] | None = None, state: Any = None) -> str:
    """The whole story of one event, for the line under the table (``kind``: the game's type;
    ``state``: the game's, for the names of its developments and cards)."""
    e, kind = line.event, _kind(kind)
    if line.earlier:  # a step of several events: each on its own line
        first = line.earlier[0]
        head = _("#{first}–{last} at {time} · {when} · {status} · one step of undo").format(
            first=first.seq, last=e.seq, time=f"{e.at:%H:%M:%S}", when=when(kind, e.turn, e.phase), status=status(line))
        return "\n".join([head, *(_("#{seq} by {who}: {event}").format(
            seq=x.seq, who=x.by or _("host"), event=kind.describe(x, state)) for x in line.step)])
    head = (_("#{seq} at {time} · {when} · by {who} · {status}") if e.by else _("#{seq} at {time} · {when} · {status}"))
    head = head.format(seq=e.seq, time=f"{e.at:%H:%M:%S}", when=when(kind, e.turn, e.phase), who=e.by, status=status(line))
    return f"{head}\n{kind.describe(e, state)}"


def _who(line: HistoryLine) -> str:
    """Who entered it: the player whose phone sent it, or ``host`` (no ``by``: the host's keys); a step
    of several players' entries says ``phones`` (the Event column names them)."""
    names = list(dict.fromkeys(e.by or _("host") for e in line.step))
    return names[0] if len(names) == 1 else _("phones")


class HistoryTable(PlainTable):
    """One row per journal event, oldest first; the row key is the event's seq.

    Undone events are struck through and say which event undid them. Turns,
    phases and event texts read as the open game's type words them.
    """

    COLUMNS = ("#", N_("Time"), N_("Turn"), N_("Phase"), N_("Who"), N_("Status"), N_("Event"))

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
            self.add_columns(*(turn_heading(kind) if c == "Turn" else _(c) for c in self.COLUMNS))
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
                phase_name(kind, e.phase, short=True),
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
