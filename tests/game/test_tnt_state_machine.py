"""Random Trade and Triumph scoreboards, with undo, redo and rewind (hypothesis state machine).

Checked after every step: replaying the journal from disk gives the live state;
each player's VP (and gold) is the sum of their ledger entries; a refused event
changes nothing; and undo followed by redo is the identity.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from companion.game.errors import GameError
from companion.game.journal import load
from tests.game.tnt_helpers import new_tnt, random_move


def snapshot(state) -> dict:
    data = state.model_dump()
    data.pop("seq")  # the last event seen moves on with undo and redo themselves
    return data


class TntMachine(RuleBasedStateMachine):
    @initialize(players=st.integers(2, 4))
    def start(self, players):
        self.folder = Path(tempfile.mkdtemp(prefix="companion-tnt-sm-"))
        self.game = new_tnt(self.folder, players=players)

    def teardown(self):
        if hasattr(self, "game"):
            self.game.close()
            shutil.rmtree(self.folder, ignore_errors=True)

    def _try(self, kind, payload):
        before = snapshot(self.game.state)
        try:
            self.game.record(kind, **payload)
        except GameError:
            assert snapshot(self.game.state) == before, f"a refused {kind} changed the state"

    @precondition(lambda self: self.game.state.phase != "over")
    @rule(rng=st.randoms(use_true_random=False), moves=st.integers(1, 30))
    def play(self, rng, moves):
        for _ in range(moves):
            if self.game.state.phase == "over":
                break
            self._try(*random_move(self.game.state, rng))

    @precondition(lambda self: self.game.can_undo)
    @rule(reason=st.sampled_from(["", "wrong key", "wrong player"]))
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
    def vp_and_gold_equal_the_sum_of_the_ledger(self):
        if hasattr(self, "game"):
            state = self.game.state
            for p in state.players:
                assert p.vp == sum(e.amount for e in state.entries_of(p.name)) >= 0
                assert p.gold == sum(e.amount for e in state.gold_entries_of(p.name)) >= 0

    @invariant()
    def turns_follow_the_turn_order(self):
        if hasattr(self, "game"):
            turns = [p.turns for p in self.game.state.players]
            assert turns == sorted(turns, reverse=True) and turns[0] - turns[-1] <= 1


TntMachine.TestCase.settings = settings(
    max_examples=30,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
TestTntMachine = TntMachine.TestCase
