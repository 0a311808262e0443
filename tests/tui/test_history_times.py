"""The history tab says how long each turn and trading phase took (issue 9, section 3: time accounting)."""

from __future__ import annotations

from textual.widgets import Static

from tests.game.tables import timed_turn_one
from tests.tui.helpers import opened_app


async def test_the_history_tab_times_each_turn_and_trading_with_pauses_apart(tmp_path):
    game, _ = timed_turn_one(tmp_path)  # turn I: 11:02, trading 5:12 of which 0:40 paused (worked out there)
    app = opened_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+l")
        await pilot.pause()
        await pilot.press("h")
        await pilot.pause()
        screen = app.screen
        assert str(screen.query_one("#history-times", Static).render()) == (
            "Time: I 11:02 (trading 5:12, paused 0:40) · II 0:00 so far"
        )
        table = screen.query_one("#history-table")
        table.move_cursor(row=3)  # an event of turn I
        await pilot.pause()
        assert str(screen.query_one("#history-detail", Static).render()).splitlines()[-1] == (
            "Turn I: 11:02 (trading 5:12, of which paused 0:40)"
        )
