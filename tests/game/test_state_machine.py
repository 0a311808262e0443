"""Random legal event sequences of the primary game, with undo, redo and rewind (hypothesis).

Checked after every step (tests/game/machine.py): replaying the journal from
disk gives the live state; each player's VP total is the sum of their ledger
entries; a refused event changes nothing; and undo followed by redo is the
identity.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import initialize, precondition, rule

from companion.game.titm.autoplay import progress_move, side_moves
from tests.game.helpers import new_game
from tests.game.machine import JournalMachine, journal_lines_not_fsynced  # noqa: F401  (an autouse fixture)


class GameMachine(JournalMachine):
    @initialize(players=st.integers(4, 6))
    def start(self, players):
        self.folder = Path(tempfile.mkdtemp(prefix="companion-sm-"))
        self.game = new_game(self.folder, players=players)

    @precondition(lambda self: self.game.state.phase != "over")
    @rule(rng=st.randoms(use_true_random=False))
    def play_on(self, rng):
        self.record(progress_move(self.game.state, rng))

    @precondition(lambda self: self.game.state.phase != "over")
    @rule(rng=st.randoms(use_true_random=False), moves=st.integers(5, 40))
    def play_ahead(self, rng, moves):
        for _ in range(moves):
            if self.game.state.phase == "over":
                break
            self.record(progress_move(self.game.state, rng))

    @precondition(lambda self: self.game.state.phase != "over")
    @rule(rng=st.randoms(use_true_random=False))
    def table_event(self, rng):
        self.record(rng.choice(side_moves(self.game.state, rng)))


GameMachine.TestCase.settings = settings(
    max_examples=25,
    stateful_step_count=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
TestGameMachine = GameMachine.TestCase
