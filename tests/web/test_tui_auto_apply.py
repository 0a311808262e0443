"""Apply phone entries at once, with the real server on its own thread: the host's table follows each entry.

Issue 35: with "apply phone entries at once" on, the host's callbacks ran on Textual's loop
without Textual's context (the active app): ``set_timer`` raised ``LookupError`` and the table
stopped redrawing (the journal at seq 5, the table still at seq 2). The app here shares its
table as a host does (``s``): the server runs on its own thread and the entries come through HTTP.
"""

from __future__ import annotations

import asyncio

import aiohttp

from companion.game.titm.events import AbilitiesResolved, PhaseAdvance
from companion.tui.app import make_app
from companion.tui.screens.table import TableScreen
from companion.tui.widgets.players import PlayerBoard
from tests.game.helpers import fixed_clock, new_game
from tests.tui.helpers import cells, share

#: Each player's cards at Resolution step 2: 3 wine and 2 dye, every one with prosperity at its bottom.
GOODS = {"goods": {"wine": 3, "dye": 2}, "icons": {"prosperity": 5}}
#: R1 (RULINGS.md): 3 wine = 6 VP, 2 dye = 3 VP; R11: prosperity is +1 VP a card, 5 cards.
VP = 6 + 3 + 5


def vp_of(app, name: str) -> str:
    """The VP the host's table shows for ``name`` (the compact board's second column)."""
    board = app.screen.query_one(PlayerBoard)
    return cells(board, name)[1]


async def until_shown(pilot, app, name: str, vp: str) -> str:
    """Let the app run until its table shows ``vp`` for ``name`` (a burst's redraw comes within a
    quarter second); gives up after some seconds and returns what the table shows then."""
    for _ in range(200):
        await pilot.pause(0.02)
        if vp_of(app, name) == vp:
            break
    return vp_of(app, name)


async def test_the_host_table_redraws_each_entry_applied_at_once_from_the_threaded_server(tmp_path):
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    game.record(PhaseAdvance(to="resolution"))
    game.record(AbilitiesResolved())
    game.close()
    app = make_app(start="open", game_path=game.path, blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await share(pilot)
        server = app.sharing.server
        assert server._thread is not None  # the server runs on its own thread, as when a host shares
        await pilot.press("a")  # apply phone entries at once
        await pilot.press("escape")  # back to the table
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        names = [player.name for player in app.game.state.players]
        assert [vp_of(app, name) for name in names] == ["0"] * len(names)
        async with aiohttp.ClientSession() as session:
            for done, name in enumerate(names, start=1):
                url = f"{server.player_url(name)}/submit"
                async with session.post(url, json={"kind": "goods", "body": GOODS}) as answer:
                    assert answer.status == 200, await answer.text()
                assert await until_shown(pilot, app, name, str(VP)) == str(VP)
                # the players who sent nothing yet still show none
                assert [vp_of(app, other) for other in names[done:]] == ["0"] * (len(names) - done)
        # every entry is one journal event, recorded at once, and the table was drawn from the last
        assert [event.type for event in app.game.events[-len(names):]] == ["goods_resolved"] * len(names)
        assert [event.by for event in app.game.events[-len(names):]] == names
        await asyncio.sleep(0)
        await pilot.press("ctrl+q")
