"""Undo, redo and rewind: which events are in effect, and the history as the table sees it.

The journal is append-only. An ``undo`` takes the last event in effect out of
effect; ``redo`` puts the last undone event back; ``rewind`` undoes everything
after an event (redo then walks forward again one event at a time). Any other
new event clears what could be redone. Timer events are never undone (time
only runs forward); setup is never undone.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from companion.game.errors import GameError
from companion.game.events import META_TYPES, Event
from companion.game.kinds import SETUP_TYPES


#: Event types an undo never takes out of effect.
NOT_UNDOABLE = META_TYPES | SETUP_TYPES
_HISTORY_TYPES = frozenset({"undo", "redo", "rewind"})
_NOTHING: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())


def undoable(event: Event) -> bool:
    """True for events an undo can take out of effect (not a setup, timer, undo, redo, rewind)."""
    return event.type not in NOT_UNDOABLE


@dataclass
class Timeline:
    """The events in effect and the stack of undone events that redo restores.

    Feed it the journal's events in order with :meth:`push`.
    """

    kept: list[Event] = field(default_factory=list)
    redo: list[Event] = field(default_factory=list)

    def last_undoable(self) -> Event | None:
        """The event an undo would take out of effect, if any."""
        for event in reversed(self.kept):
            if undoable(event):
                return event
        return None

    def _take_out(self, event: Event) -> None:
        for i in range(len(self.kept) - 1, -1, -1):
            if self.kept[i] is event:
                del self.kept[i]
                break
        self.redo.append(event)

    def push(self, event: Event) -> tuple[Sequence[int], Sequence[int]]:
        """Add the next journal event; return (seqs taken out of effect, seqs put back).

        Raises:
            GameError: an undo/redo/rewind that does not match the journal (a
                hand-edited or damaged journal).
        """
        if event.type not in _HISTORY_TYPES:  # the common case, kept cheap for long replays
            self.kept.append(event)
            if self.redo and event.type not in NOT_UNDOABLE:
                self.redo.clear()
            return _NOTHING
        out: list[int] = []
        back: list[int] = []
        if event.type == "undo":
            last = self.last_undoable()
            if last is None or last.seq != event.target:
                raise GameError(
                    f"undo of event {event.target}, but that is not the last event in effect", seq=event.seq
                )
            self._take_out(last)
            out.append(last.seq)
        elif event.type == "redo":
            if not self.redo or self.redo[-1].seq != event.target:
                raise GameError(f"redo of event {event.target}, but that is not the last undone event", seq=event.seq)
            self.kept.append(self.redo.pop())
            back.append(event.target)
        elif event.type == "rewind":
            if not any(e.seq == event.to for e in self.kept):
                raise GameError(f"rewind to event {event.to}, which is not in effect", seq=event.seq)
            while (last := self.last_undoable()) is not None and last.seq > event.to:
                self._take_out(last)
                out.append(last.seq)
        return out, back


def effective(events: Iterable[Event]) -> Timeline:
    """The :class:`Timeline` after all ``events``: what is in effect, what redo can restore."""
    timeline = Timeline()
    for event in events:
        timeline.push(event)
    return timeline


@dataclass(frozen=True)
class HistoryLine:
    """One journal event as the history screen shows it.

    Attributes:
        event: the event.
        in_effect: it counts now (not undone); undo, redo and rewind themselves always count.
        undone_by: the seq of the undo or rewind that last took it out of effect.
    """

    event: Event
    in_effect: bool
    undone_by: int | None


def history(events: Sequence[Event]) -> list[HistoryLine]:
    """Every journal event with whether it is in effect and what undid it."""
    timeline = Timeline()
    undone_by: dict[int, int] = {}
    for event in events:
        out, back = timeline.push(event)
        for seq in out:
            undone_by[seq] = event.seq
        for seq in back:
            undone_by.pop(seq, None)
    in_effect = {e.seq for e in timeline.kept}
    return [
        HistoryLine(e, e.seq in in_effect or e.type in ("undo", "redo", "rewind"), undone_by.get(e.seq))
        for e in events
    ]
