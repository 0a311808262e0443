"""Random legal event sequences, with undo, redo and rewind (hypothesis state machine).

Checked after every step: replaying the journal from disk gives the live state;
each player's VP total is the sum of their ledger entries; a refused event
changes nothing; and undo followed by redo is the identity.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from companion.game.autoplay import progress_move, side_moves
from companion.game.errors import GameError
from companion.game.fold import replay
from companion.game.journal import load
from tests.game.helpers import new_game


def snapshot(state) -> dict:
    return state.model_dump()


class GameMachine(RuleBasedStateMachine):
    @initialize(players=st.integers(4, 6))
    def start(self, players):
        self.folder = Path(tempfile.mkdtemp(prefix="companion-sm-"))
        self.game = new_game(self.folder, players=players)

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
    @rule(rng=st.randoms(use_true_random=False))
    def play_on(self, rng):
        self._try(*progress_move(self.game.state, rng))

    @precondition(lambda self: self.game.state.phase != "over")
    @rule(rng=st.randoms(use_true_random=False), moves=st.integers(5, 40))
    def play_ahead(self, rng, moves):
        for _ in range(moves):
            if self.game.state.phase == "over":
                break
            self._try(*progress_move(self.game.state, rng))

    @precondition(lambda self: self.game.state.phase != "over")
    @rule(rng=st.randoms(use_true_random=False))
    def table_event(self, rng):
        self._try(*rng.choice(side_moves(self.game.state, rng)))

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
        seqs = [e.seq for e in self.game.timeline.kept]
        to = data.draw(st.sampled_from(seqs))
        self.game.rewind(to, note="back to where it went wrong")

    @precondition(lambda self: self.game.can_undo)
    @rule()
    def undo_then_redo_is_the_identity(self):
        before = snapshot(self.game.state)
        self.game.undo(reason="check")
        self.game.redo()
        after = snapshot(self.game.state)
        before.pop("seq"), after.pop("seq")  # the last event seen moved on by two
        assert after == before

    @invariant()
    def replaying_the_journal_from_disk_gives_the_live_state(self):
        if hasattr(self, "game"):
            loaded = load(self.game.path)
            assert loaded.torn is None
            assert snapshot(replay(loaded.events)) == snapshot(self.game.state)

    @invariant()
    def vp_totals_equal_the_sum_of_the_ledger(self):
        if hasattr(self, "game"):
            state = self.game.state
            for p in state.players:
                assert p.vp == sum(e.amount for e in state.entries_of(p.name))
                assert p.vp >= 0


GameMachine.TestCase.settings = settings(
    max_examples=25,
    stateful_step_count=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
TestGameMachine = GameMachine.TestCase
