"""Issue 22, item 3 at the table: a dialog opens filled with the phone's entry, the phone hears what
the host recorded instead, y is one Ctrl+Z (and one redo), and an undo gives the phone its entry back.

The phones here are the real server's pages (aiohttp on loopback), driven as a phone's page is: a
POST of the entry, then a GET of the page."""

from __future__ import annotations

import json
import re

import html

import aiohttp

from tests.tui.helpers import keys_of
from tests.web.test_tui_sharing import shared, step2  # noqa: F401 - step2: a fixture (a game at Resolution step 2, and a copy)
from tests.game.helpers import new_game
from companion.game.titm.events import PhaseAdvance


ANN = {"goods": {"grain": 2}, "icons": {"democracy": 1, "venus": 1}}


async def send(app, name: str, kind: str, body: dict) -> None:
    """What a phone's page does: POST the entry to the player's link."""
    async with aiohttp.ClientSession() as session:
        async with session.post(f"{app.sharing.server.player_url(name)}/submit", json={"kind": kind, "body": body}) as answer:
            assert answer.status == 200, await answer.text()


async def page(app, name: str, says: str | None = None, *, not_says: str | None = None) -> str:
    """The player's page as their phone loads it, its text unescaped. The server draws its pages on
    its own thread a moment after a change (at most every 0.15 s): with ``says`` / ``not_says`` the
    page is loaded again (for up to 3 s) until it holds / no longer holds that text."""
    import asyncio

    for _ in range(60):
        async with aiohttp.ClientSession() as session:
            async with session.get(app.sharing.server.player_url(name)) as answer:
                text = html.unescape(await answer.text())
        if (says is None or says in text) and (not_says is None or not_says not in text):
            return text
        await asyncio.sleep(0.05)
    return text


async def to_table(pilot) -> None:
    await pilot.press("escape")  # the share screen → the table
    await pilot.pause()


async def test_the_step_2_dialog_opens_filled_with_the_phones_entry_and_the_phone_hears_what_was_recorded_instead(step2):
    # the scenario: Ann's phone sends 2 grain, 1 democracy, 1 venus; the host presses n and
    # types 3gr Enter 2w Enter
    async with shared(step2[0], (100, 30)) as (app, pilot):
        await send(app, "Ann", "goods", ANN)
        await to_table(pilot)
        await pilot.press("n")
        await pilot.pause()
        dialog = app.screen
        assert "from Ann's phone" in str(dialog.query_one("#goods-title").render())
        assert dialog.query_one("#goods").value == "grain 2"
        assert dialog.query_one("#icons").value == "white, blue"  # the arrows by colour: democracy white, venus blue
        await pilot.press(*keys_of("3gr"), "enter", *keys_of("2w"), "enter")
        await pilot.pause()
        event = app.game.events[-1]
        assert (event.player, dict(event.goods), dict(event.icons), event.by) == ("Ann", {"grain": 3}, {"democracy": 2}, None)
        said = ("The host recorded 3 grain; bottoms 2 democracy instead of your "
                "2 grain; bottoms 1 democracy, 1 venus.")
        text = await page(app, "Ann", said)
        assert said in text
        assert "Applied by the host" not in text
        await pilot.press("escape")


async def test_enter_records_the_phones_entry_as_sent(step2):
    async with shared(step2[0], (100, 30)) as (app, pilot):
        await send(app, "Ann", "goods", ANN)
        await to_table(pilot)
        await pilot.press("n", "enter")  # the dialog, filled; Enter records it as it is
        await pilot.pause()
        event = app.game.events[-1]
        assert (event.player, dict(event.goods), dict(event.icons), event.by) == ("Ann", ANN["goods"], ANN["icons"], "Ann")
        assert "Applied by the host" in await page(app, "Ann", "Applied by the host")
        assert "from Ben's phone" not in str(app.screen.query_one("#goods-title").render())  # Ben sent nothing
        await pilot.press("escape")


async def test_y_is_one_ctrl_z_and_one_redo_and_the_phones_are_told_and_given_their_entries_back(step2):
    spends = {"Ann": {"wine": 3}, "Ben": {"grain": 2}, "Cat": {"wool": 1}, "Dan": {"dye": 2}}
    async with shared(step2[0], (100, 30)) as (app, pilot):
        for name, goods in spends.items():
            await send(app, name, "goods", {"goods": goods})
        await to_table(pilot)
        before = len(app.game.state.this_turn.goods)
        await pilot.press("y")
        await pilot.pause()
        assert set(app.game.state.this_turn.goods) == set(spends)
        await pilot.press("ctrl+z")  # one undo takes back every entry y applied
        await pilot.pause()
        assert len(app.game.state.this_turn.goods) == before == 0
        for name, goods in spends.items():
            good, n = next(iter(goods.items()))
            text = await page(app, name, f"The host took back your entry ({n} {good})")
            assert f"The host took back your entry ({n} {good})" in text
            # the form is back, filled with what was sent (the page lays it out again as cards)
            refill = re.search(r'id="goods-form" data-refill="(\{.*?\})">', text)  # page() unescapes it
            assert refill is not None
            assert json.loads(refill.group(1))["goods"] == goods
        await pilot.press("ctrl+y")  # one redo puts them all back
        await pilot.pause()
        assert set(app.game.state.this_turn.goods) == set(spends)
        text = await page(app, "Ann", "Applied by the host", not_says="took back")
        assert "took back" not in text and "Applied by the host" in text
        history = app.game.history()
        assert sum(1 for line in history if line.event.type == "undo") == 1


async def test_the_history_shows_the_phones_step_as_one_line_naming_the_players(step2):
    from companion.tui.widgets.history_table import HistoryTable

    async with shared(step2[0], (100, 30)) as (app, pilot):
        for name in ("Ann", "Ben", "Cat"):
            await send(app, name, "goods", {"goods": {"wine": 1}})
        await to_table(pilot)
        await pilot.press("y")
        await pilot.pause()
        await pilot.press("ctrl+l", "h")  # the ledger, its history tab
        await pilot.pause()
        table = app.screen.query_one(HistoryTable)
        rows = [[str(cell) for cell in table.get_row_at(i)] for i in range(table.row_count)]
        first = app.game.events[-3].seq
        assert rows[-1][0] == f"{first}–{first + 2}"
        assert rows[-1][4] == "phones"
        assert rows[-1][6] == "phone entries applied together: Ann, Ben, Cat (3 events)"
        assert len(rows) == len(app.game.events) - 2  # three events, one row
        await pilot.press("escape")


async def test_the_warehouse_form_opens_filled_with_the_phones_entry(tmp_path):
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    game.close()
    async with shared(game.path, (100, 30)) as (app, pilot):
        await send(app, "Ann", "warehouse", {"cards": 2})
        await to_table(pilot)
        await pilot.press("w")  # Ann is under the cursor
        await pilot.pause()
        assert "from Ann's phone" in app.screen.title_text
        assert app.screen.query_one("#field-cards").value == "2"
        await pilot.press("enter")  # records it as sent
        await pilot.pause()
        assert (app.game.state.this_turn.warehouse, app.game.events[-1].by) == ({"Ann": 2}, "Ann")
        assert app.sharing.table.inbox().note("Ann") == ""
        await pilot.press("w", "3", "enter")  # the host corrects it: typing replaces the text
        await pilot.pause()
        assert app.game.state.this_turn.warehouse == {"Ann": 3}
        said = "The host recorded warehoused 3 cards instead of your warehoused 2 cards."
        assert said in await page(app, "Ann", said)
