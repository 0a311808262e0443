"""Undo, redo and rewind: which events are in effect, and the history as the table sees it.

The journal is append-only. An ``undo`` takes the last event in effect out of
effect; ``redo`` puts the last undone event back; ``rewind`` undoes everything
after an event (redo then walks forward again one step at a time). Any other
new event clears what could be redone. Timer events are never undone (time
only runs forward); setup is never undone.

A *step* of undo is one event, or several recorded with one key (the phones'
entries applied with ``y``): every event after the first carries ``joins``, the
seq of the event recorded just before it, and an undo or a redo takes out or
puts back the whole step (docs/journal-format.md, "Undo, redo, rewind").
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import cast

import msgspec

from companion.game.errors import GameError
from companion.game.events import META_TYPES, SETUP_TYPES, EventBase, Redo, Rewind, Undo


#: Event types an undo never takes out of effect.
NOT_UNDOABLE = META_TYPES | SETUP_TYPES
_HISTORY_TYPES = frozenset({"undo", "redo", "rewind"})
_NOTHING: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())


def undoable(event: EventBase) -> bool:
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
        self._kept: dict[int, EventBase] = {}
        self._undoable: list[EventBase] = []
        self.redo: list[EventBase] = []

    @property
    def kept(self) -> list[EventBase]:
        """The events in effect, in the order they are applied (a new list: O(n))."""
        return list(self._kept.values())

    def in_effect(self, seq: int) -> bool:
        """True if the event ``seq`` is in effect (a setup, a timer or an event not undone)."""
        return seq in self._kept

    def last_undoable(self) -> EventBase | None:
        """The event an undo would take out of effect, if any (the last of its step)."""
        return self._undoable[-1] if self._undoable else None

    def last_step(self) -> list[EventBase]:
        """Every event the next undo takes out of effect, in journal order ([] if none)."""
        step: list[EventBase] = []
        for event in reversed(self._undoable):
            if step and not _joins(step[0], event):
                break
            step.insert(0, event)
        return step

    def redo_step(self) -> list[EventBase]:
        """Every event the next redo puts back, in journal order ([] if none)."""
        step: list[EventBase] = []
        for event in reversed(self.redo):
            if step and not _joins(event, step[-1]):
                break
            step.append(event)
        return step

    def _put(self, event: EventBase) -> None:
        self._kept[event.seq] = event
        if event.type not in NOT_UNDOABLE:
            self._undoable.append(event)

    def _take_last(self) -> EventBase:
        event = self._undoable.pop()
        del self._kept[event.seq]
        self.redo.append(event)
        return event

    def _take_step(self) -> list[int]:
        """Take the last step out of effect; its seqs, the last first."""
        out = [self._take_last()]
        while self._undoable and _joins(out[-1], self._undoable[-1]):
            out.append(self._take_last())
        return [event.seq for event in out]

    def push(self, event: EventBase) -> tuple[Sequence[int], Sequence[int]]:
        """Add the next journal event; return (seqs taken out of effect, seqs put back).

        Raises:
            GameError: an undo/redo/rewind that does not match the journal (a
                hand-edited or damaged journal).
        """
        if event.type not in _HISTORY_TYPES:  # the common case, kept cheap for long replays
            if getattr(event, "joins", None) is not None:
                problem = joins_problem(event)
                if problem:
                    raise GameError(problem, seq=event.seq)
            self._put(event)
            if self.redo and event.type not in NOT_UNDOABLE:
                self.redo.clear()
            return _NOTHING
        out: list[int] = []
        back: list[int] = []
        # the type says which event it is (the timeline reads only the fields it names)
        if event.type == "undo":
            undo = cast(Undo, event)
            last = self.last_undoable()
            if last is None or last.seq != undo.target:
                raise GameError(
                    f"undo of event {undo.target}, but that is not the last event in effect", seq=event.seq
                )
            out.extend(self._take_step())
        elif event.type == "redo":
            redo = cast(Redo, event)
            if not self.redo or self.redo[-1].seq != redo.target:
                raise GameError(f"redo of event {redo.target}, but that is not the last undone event", seq=event.seq)
            for _ in self.redo_step():
                back.append(self.redo[-1].seq)
                self._put(self.redo.pop())
        elif event.type == "rewind":
            rewind = cast(Rewind, event)
            if rewind.to not in self._kept:
                raise GameError(f"rewind to event {rewind.to}, which is not in effect", seq=event.seq)
            while self._undoable and self._undoable[-1].seq > rewind.to:
                out.append(self._take_last().seq)
        return out, back


def joins_problem(event: EventBase) -> str | None:
    """Why an event's ``joins`` cannot be read (None if it can): it must name the event just before it,
    and only an event an undo takes out joins a step."""
    joins = getattr(event, "joins", None)
    if joins is None:
        return None
    if joins != event.seq - 1:
        return f"joins: must be the event just before this one ({event.seq - 1}), not {joins}"
    if event.type in NOT_UNDOABLE:
        return f"joins: a {event.type} event is never undone, so it joins no step of undo"
    return None


def _joins(event: EventBase, before: EventBase) -> bool:
    """True if ``event`` is one step of undo with ``before``, the event recorded just before it (its ``joins``)."""
    return getattr(event, "joins", None) == before.seq


def effective(events: Iterable[EventBase]) -> Timeline:
    """The :class:`Timeline` after all ``events``: what is in effect, what redo can restore."""
    timeline = Timeline()
    for event in events:
        timeline.push(event)
    return timeline


class HistoryLine(msgspec.Struct, frozen=True):
    """One journal event as the history screen shows it.

    Attributes:
        event: the event.
        in_effect: it counts now (not undone); undo, redo and rewind themselves always count.
        undone_by: the seq of the undo or rewind that last took it out of effect.
        earlier: in a line of :func:`steps`, the events of its step before ``event`` (recorded with
            the same key), first to last; ``event`` is the step's last.
    """

    event: EventBase
    in_effect: bool
    undone_by: int | None
    earlier: tuple[EventBase, ...] = ()

    @property
    def step(self) -> tuple[EventBase, ...]:
        """Every event of the line, first to last."""
        return (*self.earlier, self.event)


def history(events: Sequence[EventBase]) -> list[HistoryLine]:
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


def step_words(events: Sequence[EventBase], describe: Callable[[EventBase], str]) -> str:
    """One line for a step of undo: the event's own words, or for a step of several (the phones' entries
    applied with one key) ``"phone entries applied together: Ann, Ben, Eve (3 events)"``."""
    if len(events) == 1:
        return describe(events[0])
    names = ", ".join(dict.fromkeys(e.by or "host" for e in events))
    return f"phone entries applied together: {names} ({len(events)} events)"


def steps(lines: Sequence[HistoryLine]) -> list[HistoryLine]:
    """The history with each step of several events (the phones' entries applied with one key) as one
    line, as the history screen shows it: its ``event`` is the step's last (a rewind to it keeps the
    whole step), ``earlier`` the others. Events a rewind split apart stay apart (they differ in effect)."""
    out: list[HistoryLine] = []
    for line in lines:
        before = out[-1] if out else None
        if (before is not None and getattr(line.event, "joins", None) == before.event.seq
                and (before.in_effect, before.undone_by) == (line.in_effect, line.undone_by)):
            out[-1] = HistoryLine(line.event, line.in_effect, line.undone_by, before.step)
        else:
            out.append(line)
    return out
