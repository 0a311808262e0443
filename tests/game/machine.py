"""What every game type's state-machine test checks: undo, redo, rewind and the journal on disk.

A subclass adds how to start a game (an ``@initialize`` rule setting
``self.folder`` and ``self.game``) and how to play it; this base class adds the
history rules and the invariants every game type must keep.
"""

from __future__ import annotations

import os
import shutil

import pytest
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from companion.game.errors import GameError
from companion.game.events import built
from companion.game.journal import load


@pytest.fixture(autouse=True)  # imported by each state machine's test module
def journal_lines_not_fsynced(monkeypatch):
    """The journals here are written without fsync (each appended line waited ~20 ms for the disk).

    What the machines check, a journal read back from disk by this same process, is the same with or
    without it: the page cache serves the read. That an acknowledged line survives a crash is
    tests/game/test_crash.py's, with the real fsync.
    """
    monkeypatch.setattr(os, "fsync", lambda fd: None)


def snapshot(state) -> dict:
    """The state as data, without ``seq`` (the last event seen moves on with undo and redo themselves)."""
    data = state.model_dump()
    data.pop("seq")
    return data


class JournalMachine(RuleBasedStateMachine):
    """Random undo, redo and rewind over a game the subclass plays."""

    def teardown(self):
        if hasattr(self, "game"):
            self.game.close()
            shutil.rmtree(self.folder, ignore_errors=True)

    def record(self, event):
        """Record an event; if it is refused, the state must not have changed."""
        before = snapshot(self.game.state)
        try:
            self.game.record(built(event))
        except GameError:
            assert snapshot(self.game.state) == before, "a refused event changed the state"

    @precondition(lambda self: self.game.can_undo)
    @rule(reason=st.sampled_from(["", "wrong key", "misread a card"]))
    def undo(self, reason):
        self.game.undo(reason=reason)

    @precondition(lambda self: self.game.can_redo)
    @rule()
    def redo(self):
        self.game.redo()

    @precondition(lambda self: self.game.can_undo)
    @rule(data=st.data())
    def rewind(self, data):
        to = data.draw(st.sampled_from([e.seq for e in self.game.timeline.kept]))
        self.game.rewind(to, note="back to where it went wrong")

    @precondition(lambda self: self.game.can_undo)
    @rule()
    def undo_then_redo_is_the_identity(self):
        before = snapshot(self.game.state)
        self.game.undo(reason="check")
        self.game.redo()
        assert snapshot(self.game.state) == before

    @invariant()
    def replaying_the_journal_from_disk_gives_the_live_state(self):
        if hasattr(self, "game"):
            loaded = load(self.game.path)
            assert loaded.torn is None
            assert snapshot(self.game.kind.replay(loaded.events)) == snapshot(self.game.state)

    @invariant()
    def vp_totals_equal_the_sum_of_the_ledger(self):
        if hasattr(self, "game"):
            state = self.game.state
            for p in state.players:
                assert p.vp == sum(e.amount for e in state.entries_of(p.name)) >= 0
