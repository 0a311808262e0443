"""Random Trade and Triumph scoreboards, with undo, redo and rewind (hypothesis state machine).

Checked after every step: replaying the journal from disk gives the live state;
each player's VP (and gold) is the sum of their ledger entries; a refused event
changes nothing; and undo followed by redo is the identity.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import initialize, invariant, precondition, rule

from tests.game.machine import JournalMachine, journal_lines_not_fsynced  # noqa: F401  (an autouse fixture)
from tests.game.tnt_helpers import new_tnt, random_move


class TntMachine(JournalMachine):
    @initialize(players=st.integers(2, 4))
    def start(self, players):
        self.folder = Path(tempfile.mkdtemp(prefix="companion-tnt-sm-"))
        self.game = new_tnt(self.folder, players=players)

    @precondition(lambda self: self.game.state.phase != "over")
    @rule(rng=st.randoms(use_true_random=False), moves=st.integers(1, 30))
    def play(self, rng, moves):
        for _ in range(moves):
            if self.game.state.phase == "over":
                break
            self.record(random_move(self.game.state, rng))

    @invariant()
    def gold_equals_the_sum_of_the_ledger(self):
        if hasattr(self, "game"):
            state = self.game.state
            for p in state.players:
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
