"""Undo, redo and rewind are resolved in O(n) and exactly as the plain definition says.

``Reference`` below is the definition of docs/journal-format.md ("Undo, redo,
rewind") written the obvious way, by scanning the list of events in effect
(it was the companion's own implementation, and it was quadratic: 20,000
rewinds took 32.8 s to load). The property test feeds random histories, legal
and illegal steps alike, to both and requires the same events in effect, the
same redo stack, the same answer for every step and the same refusals.
"""

from __future__ import annotations

from dataclasses import dataclass

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.game.errors import GameError
from companion.game.history import NOT_UNDOABLE, Timeline, history


@dataclass(frozen=True)
class Ev:
    """The fields of an event the timeline reads."""

    seq: int
    type: str
    target: int = 0
    to: int = 0


class Reference:
    """The definition, by scanning: the old implementation, kept as the test's oracle."""

    def __init__(self) -> None:
        self.kept: list[Ev] = []
        self.redo: list[Ev] = []

    def last_undoable(self) -> Ev | None:
        for event in reversed(self.kept):
            if event.type not in NOT_UNDOABLE:
                return event
        return None

    def _take_out(self, event: Ev) -> None:
        self.kept.remove(event)
        self.redo.append(event)

    def push(self, event: Ev) -> tuple[list[int], list[int]]:
        if event.type == "undo":
            last = self.last_undoable()
            if last is None or last.seq != event.target:
                raise GameError("undo", seq=event.seq)
            self._take_out(last)
            return [last.seq], []
        if event.type == "redo":
            if not self.redo or self.redo[-1].seq != event.target:
                raise GameError("redo", seq=event.seq)
            self.kept.append(self.redo.pop())
            return [], [event.target]
        if event.type == "rewind":
            if not any(e.seq == event.to for e in self.kept):
                raise GameError("rewind", seq=event.seq)
            out = []
            while (last := self.last_undoable()) is not None and last.seq > event.to:
                self._take_out(last)
                out.append(last.seq)
            return out, []
        self.kept.append(event)
        if event.type not in NOT_UNDOABLE:
            self.redo.clear()
        return [], []


#: One step of a history: the kind, and a number that picks its target (valid or not).
steps = st.lists(
    st.tuples(st.sampled_from(["penalty", "penalty", "timer", "undo", "undo", "redo", "redo", "rewind"]), st.integers(0, 40)),
    max_size=120,
)


def _event(seq: int, kind: str, pick: int, reference: Reference) -> Ev:
    """An event of ``kind``; its target is the right one most of the time, any seq otherwise."""
    if kind == "undo":
        last = reference.last_undoable()
        return Ev(seq, "undo", target=last.seq if last is not None and pick % 5 else pick)
    if kind == "redo":
        return Ev(seq, "redo", target=reference.redo[-1].seq if reference.redo and pick % 5 else pick)
    if kind == "rewind":
        kept = reference.kept
        return Ev(seq, "rewind", to=kept[pick % len(kept)].seq if pick % 7 else pick)
    return Ev(seq, kind)


@settings(max_examples=300, deadline=None)
@given(steps)
def test_the_timeline_resolves_any_history_as_the_definition_does(history_steps):
    reference, timeline = Reference(), Timeline()
    setup = Ev(1, "setup")
    reference.push(setup)
    timeline.push(setup)
    seq = 1
    for kind, pick in history_steps:
        seq += 1
        event = _event(seq, kind, pick, reference)
        try:
            expected = reference.push(event)
        except GameError:
            try:
                timeline.push(event)
            except GameError:
                seq -= 1  # refused by both: the journal would stop here; go on without it
                continue
            raise AssertionError(f"{event} was accepted, the definition refuses it")
        out, back = timeline.push(event)
        assert (list(out), list(back)) == expected
        assert timeline.kept == reference.kept
        assert timeline.redo == reference.redo
        assert timeline.last_undoable() == reference.last_undoable()
        assert all(timeline.in_effect(e.seq) for e in reference.kept)


def test_a_redone_event_is_applied_after_what_came_meanwhile():
    # undo 2, a timer (3) runs on, redo 2: the timer stays, the redone event follows it
    timeline = Timeline()
    for event in (Ev(1, "setup"), Ev(2, "penalty"), Ev(3, "undo", target=2), Ev(4, "timer"), Ev(5, "redo", target=2)):
        timeline.push(event)
    assert [e.seq for e in timeline.kept] == [1, 4, 2]


def test_a_rewind_takes_out_every_undoable_event_after_its_target_newest_first():
    timeline = Timeline()
    events = [Ev(1, "setup"), Ev(2, "penalty"), Ev(3, "timer"), Ev(4, "penalty"), Ev(5, "penalty")]
    for event in events:
        timeline.push(event)
    out, back = timeline.push(Ev(6, "rewind", to=3))
    assert (list(out), list(back)) == ([5, 4], [])
    assert [e.seq for e in timeline.kept] == [1, 2, 3]
    assert [e.seq for e in timeline.redo] == [5, 4]  # redo puts 4 back first


def test_history_marks_what_each_undo_and_rewind_took_out():
    events = [
        Ev(1, "setup"), Ev(2, "penalty"), Ev(3, "penalty"), Ev(4, "rewind", to=2),
        Ev(5, "redo", target=3), Ev(6, "undo", target=3),
    ]
    lines = history(events)
    assert [(line.event.seq, line.in_effect, line.undone_by) for line in lines] == [
        (1, True, None), (2, True, None), (3, False, 6), (4, True, None), (5, True, None), (6, True, None),
    ]
