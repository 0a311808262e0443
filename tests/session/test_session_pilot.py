"""A Mega Civilization trade session on the host's screen, keys only (Pilot; issue 37): the timer,
the end of trade, Calamity Selection with a seed the journal keeps, the next round."""

from __future__ import annotations

from companion.game.journal import load
from companion.game.tradesession.events import SessionCalamities, SessionSelection
from companion.tui.screens.session import SessionScreen
from tests.session.helpers import TWELVE, mega12
from tests.tui.helpers import opened_app


async def test_the_host_runs_a_round_with_the_keys(tmp_path):
    game = mega12(tmp_path)
    path = game.path
    app = opened_app(game)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SessionScreen)
        await pilot.press("t")  # the timer starts
        await pilot.pause()
        assert app.timer is not None and app.timer.status == "running"
        await pilot.press("s")  # share the table: a page per player, whose entries are recorded at once
        await pilot.pause()
        assert app.sharing is not None and set(app.sharing.urls()[1]) == set(TWELVE)
        assert app.sharing.table.submit("P02", "hand", {"cards": {"ochre": 2}}) is None
        assert app.game.state.player("P02").cards == {"ochre": 2}
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("e")  # the end of trade
        await pilot.pause()
        assert app.game.state.phase == "selection"
        refused = app.record(SessionSelection(seed=1))
        assert refused and "waiting for P01" in refused
        for i, name in enumerate(TWELVE):
            assert app.record(SessionCalamities(player=name, held=["flood", "famine", "piracy"] if i == 0 else [])) is None
        await pilot.press("c")  # Calamity Selection
        await pilot.pause()
        assert app.game.state.phase == "selected"
        shown = str(app.screen.query_one("#session-players").render())
        assert "P01 [West]: calamities 2" in shown and "Flood" not in shown  # counts, never a card
        await pilot.press("n")
        await pilot.pause()
        assert (app.game.state.turn, app.game.state.phase) == (2, "trading")
    events = load(path).events
    seeds = [e.seed for e in events if isinstance(e, SessionSelection)]
    assert len(seeds) == 1  # the seed the key drew is in the journal: a replay draws the same discards
    assert [e.action for e in events if e.type == "timer"][:1] == ["start"]


async def test_a_session_starts_from_the_start_screen(tmp_path, monkeypatch):
    from companion.tui.app import make_app
    from tests.game.helpers import fixed_clock
    from tests.tui.helpers import type_text

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    app = make_app(start="start", blink=False, now=fixed_clock())
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        app.focused.value = ""
        await type_text(pilot, "advciv")
        await pilot.press("enter")
        await type_text(pilot, "Ada, Bo, Cy, Di, Ed, Flo")
        await pilot.press("enter")  # only optional fields left: Enter starts the session
        await pilot.pause()
        for _ in range(5):
            await pilot.pause()
        assert isinstance(app.screen, SessionScreen), (app.screen.values(), str(app.screen.query_one(".dialog-error").render()))
        state = app.game.state
        assert (state.game, state.names, state.trade_seconds) == ("advciv", ["Ada", "Bo", "Cy", "Di", "Ed", "Flo"], 300)
        assert state.trade_source == "000 rule 28.41"
