"""Undo, redo and rewind: which events are in effect, and the history as the table sees it.

The journal is append-only. An ``undo`` takes the last event in effect out of
effect; ``redo`` puts the last undone event back; ``rewind`` undoes everything
after an event (redo then walks forward again one event at a time). Any other
new event clears what could be redone. Timer events are never undone (time
only runs forward); setup is never undone.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

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


class Timeline:
    """The events in effect and the stack of undone events that redo restores.

    Feed it the journal's events in order with :meth:`push`. Each push costs
    amortised O(1), so resolving a whole journal is O(n) in its length however
    many undos, redos and rewinds it holds: the events in effect are kept by
    ``seq`` in the order they took effect (a redone event goes to the end, as it
    is applied after whatever came meanwhile), and the undoable ones among them
    form a stack (their ``seq`` only grows along it), so the event an undo or a
    rewind takes out is always its top.

    Attributes:
        redo: the undone events redo restores, the next one last.
    """

    def __init__(self) -> None:
        self._kept: dict[int, Event] = {}
        self._undoable: list[Event] = []
        self.redo: list[Event] = []

    @property
    def kept(self) -> list[Event]:
        """The events in effect, in the order they are applied (a new list: O(n))."""
        return list(self._kept.values())

    def in_effect(self, seq: int) -> bool:
        """True if the event ``seq`` is in effect (a setup, a timer or an event not undone)."""
        return seq in self._kept

    def last_undoable(self) -> Event | None:
        """The event an undo would take out of effect, if any."""
        return self._undoable[-1] if self._undoable else None

    def _put(self, event: Event) -> None:
        self._kept[event.seq] = event
        if event.type not in NOT_UNDOABLE:
            self._undoable.append(event)

    def _take_last(self) -> Event:
        event = self._undoable.pop()
        del self._kept[event.seq]
        self.redo.append(event)
        return event

    def push(self, event: Event) -> tuple[Sequence[int], Sequence[int]]:
        """Add the next journal event; return (seqs taken out of effect, seqs put back).

        Raises:
            GameError: an undo/redo/rewind that does not match the journal (a
                hand-edited or damaged journal).
        """
        if event.type not in _HISTORY_TYPES:  # the common case, kept cheap for long replays
            self._put(event)
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
            out.append(self._take_last().seq)
        elif event.type == "redo":
            if not self.redo or self.redo[-1].seq != event.target:
                raise GameError(f"redo of event {event.target}, but that is not the last undone event", seq=event.seq)
            self._put(self.redo.pop())
            back.append(event.target)
        elif event.type == "rewind":
            if event.to not in self._kept:
                raise GameError(f"rewind to event {event.to}, which is not in effect", seq=event.seq)
            while self._undoable and self._undoable[-1].seq > event.to:
                out.append(self._take_last().seq)
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
    """Every journal event with whether it is in effect and what undid it (O(n) in the journal's length)."""
    timeline = Timeline()
    undone_by: dict[int, int] = {}
    for event in events:
        out, back = timeline.push(event)
        for seq in out:
            undone_by[seq] = event.seq
        for seq in back:
            undone_by.pop(seq, None)
    return [
        HistoryLine(e, timeline.in_effect(e.seq) or e.type in _HISTORY_TYPES, undone_by.get(e.seq))
        for e in events
    ]
