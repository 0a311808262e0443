"""The table screen's ``n`` and autoplay follow one state machine of a turn's steps (issue 34, item 2).

Source: 001 "Game Overview" (Production, Trading, Resolution, Development, Civic), "Resolution
Phase" (step 1 trade phase abilities, step 2 trade goods, step 3 calamities), "Civic Phase".
Both are watched through the one machine, :func:`companion.game.titm.flow.next_step`: patched in
each, a copy of their own would not be patched (the attribute would not be there), and each walk
records exactly the steps the machine named.
"""

from __future__ import annotations

import random

import pytest

from companion.game.titm import autoplay, flow
from companion.game.titm.events import GoodsResolved
from companion.tui.screens import table
from companion.tui.screens.table import TableScreen
from tests.game.helpers import PLAYERS, new_game
from tests.tui.helpers import opened_app

NAMES = [p["name"] for p in PLAYERS[:4]]

#: A 4-player turn I worked from the rulebook: each phase's own work, then the next phase.
TURN_I = [
    ("production", "record", "phase_advance"),  # on to Trading
    ("trading", "record", "phase_advance"),  # on to Resolution
    ("resolution", "record", "abilities_resolved"),  # step 1
    *[("resolution", "goods", name) for name in NAMES],  # step 2, in seat order
    ("resolution", "calamities", ""),  # step 3
    ("resolution", "record", "phase_advance"),  # on to Development
    ("development", "record", "phase_advance"),  # on to Civic
    ("civic", "record", "civic_applied"),
    ("civic", "record", "phase_advance"),  # turn II's Production
]


def _watching(monkeypatch, module) -> list[tuple[int, str, str, str]]:
    """Every step ``module`` asks the machine for: (seq, phase, kind, event type or player)."""
    asked: list[tuple[int, str, str, str]] = []

    def spy(state):
        step = flow.next_step(state)
        asked.append((state.seq, state.phase, step.kind, step.event.type if step.event else step.player))
        return step

    monkeypatch.setattr(module, "next_step", spy)  # raises if the module has no next_step to follow
    return asked


def _walk(asked: list[tuple[int, str, str, str]]) -> list[tuple[str, str, str]]:
    """The steps asked, each once (autoplay asks again after a move the fold refused)."""
    once = list(dict.fromkeys(asked))
    return [(phase, kind, what) for _, phase, kind, what in once]


def test_autoplay_walks_the_machines_steps(tmp_path, monkeypatch):
    asked = _watching(monkeypatch, autoplay)
    game = new_game(tmp_path)
    autoplay.play(game, random.Random(7), until=(2, "production"))
    assert _walk(asked) == TURN_I


async def test_the_table_screens_n_walks_the_same_steps(tmp_path, monkeypatch):
    asked = _watching(monkeypatch, table)
    app = opened_app(new_game(tmp_path))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        while (app.game.state.turn, app.game.state.phase) != (2, "production"):
            state = app.game.state
            await pilot.press("n")
            if not isinstance(app.screen, TableScreen):
                if flow.resolution_step(state) == 2 and state.phase == "resolution":  # the goods dialog: entered here
                    await pilot.press("escape")
                    player = next(p.name for p in state.players if p.name not in state.this_turn.goods)
                    app.game.record(GoodsResolved(player=player, goods={"wine": 1}))
                    app.state_changed()
                else:  # the table is asked before trading ends while the timer has time left
                    await pilot.press("y")
                await pilot.pause()
            assert len(asked) < 40, asked
    assert _walk(asked) == TURN_I
