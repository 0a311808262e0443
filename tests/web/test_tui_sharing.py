"""Sharing the table from the TUI: the real app serves, the phones' entries are recorded through its record().

Issue 10: "a submission becomes exactly one journal event with the same result as the same
entry typed in the TUI (compare the folded states)"; the host's app stays the one writer;
nothing of the web server is imported at start-up; stopping or quitting closes every connection;
a server fault never affects the game.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from contextlib import asynccontextmanager

import aiohttp
import pytest

from companion.tui.app import make_app
from tests.game.helpers import fixed_clock, new_game
from tests.tui.helpers import share, type_text
from tests.web.helpers import read_event
from companion.game.titm.events import AbilitiesResolved, PhaseAdvance
from companion.game.tnt.events import TntResource


def test_starting_the_app_imports_no_web_server():
    code = (
        "import sys, companion.tui.app, companion.cli;"
        "bad = [m for m in ('aiohttp', 'jinja2', 'companion.web', 'companion.tui.sharing') if m in sys.modules];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.fixture
def step2(tmp_path):
    """Two copies of one journal: a 4-player game at Resolution step 2 of turn I."""
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    game.record(PhaseAdvance(to="resolution"))
    game.record(AbilitiesResolved())
    game.close()
    copy = tmp_path / "copy.jsonl"
    shutil.copy(game.path, copy)
    return game.path, copy


def app_for(path):
    return make_app(start="open", game_path=path, blink=False, now=fixed_clock())


@asynccontextmanager
async def shared(path, size=(80, 24)):
    """The app on ``path``, its table shared (s); yields (app, pilot) and quits at the end."""
    app = app_for(path)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await share(pilot)
        yield app, pilot
        if app.is_running:
            await pilot.press("ctrl+q")


def dump(state) -> dict:
    return state.model_dump(mode="json")


async def test_a_phone_entry_folds_to_the_same_state_as_the_same_entry_typed(step2):
    typed_path, phone_path = step2
    typed = app_for(typed_path)
    async with typed.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("n")  # Resolution step 2 for the first player waiting, Ann
        await pilot.pause()
        await type_text(pilot, "wine 3, dye 2")
        await pilot.press("enter")
        await type_text(pilot, "black 2, prosperity")
        await pilot.press("enter")
        await pilot.pause()
        typed_state, typed_events = dump(typed.game.state), list(typed.game.events)

    phone = app_for(phone_path)
    async with phone.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await share(pilot)
        server = phone.sharing.server
        before = len(phone.game.events)
        body = {"goods": {"wine": 3, "dye": 2}, "icons": {"dictatorship": 2, "prosperity": 1}}
        async with aiohttp.ClientSession() as session:
            async with session.post(f"{server.player_url('Ann')}/submit", json={"kind": "goods", "body": body}) as answer:
                assert answer.status == 200
        await pilot.pause()
        assert len(phone.game.events) == before  # not before the host applies it
        await pilot.press("escape")  # back to the table
        await pilot.pause()
        assert "● sent" in str(phone.screen.query_one("#phones").render())
        await pilot.press("y")  # apply every waiting phone entry
        await pilot.pause()
        assert "✓ entered" in str(phone.screen.query_one("#phones").render())
        phone_state, phone_events = dump(phone.game.state), list(phone.game.events)
        await pilot.press("ctrl+q")

    assert len(phone_events) == before + 1  # exactly one journal event
    assert phone_state == typed_state
    same = ("type", "player", "goods", "icons", "turn", "phase", "seq")
    assert {k: getattr(phone_events[-1], k) for k in same} == {k: getattr(typed_events[-1], k) for k in same}
    # the journal keeps who entered it: Ann on her phone (the history's "Who"); the host's keys leave it out
    assert (phone_events[-1].by, typed_events[-1].by) == ("Ann", None)
    # R1: 3 wine = 6 VP, 2 dye = 3 VP, + 1 prosperity
    assert phone_state["players"][0]["vp"] == 6 + 3 + 1


async def test_the_host_corrects_a_phone_entry_in_the_normal_dialog(step2):
    path, _ = step2
    async with shared(path, (100, 30)) as (app, pilot):
        # a Zealots with the red arrow printed on it (R18: the phone asked which), counted with the arrows
        error = app.sharing.table.submit("Ben", "goods", {"goods": {"wine": 3}, "icons": {"zealots": 1, "mars": 1}})
        assert error is None
        await pilot.press("i")  # the phone entries
        await pilot.pause()
        await pilot.press("e")  # correct it in the Resolution step 2 dialog, pre-filled
        await pilot.pause()
        goods = app.screen.query_one("#goods")
        assert (goods.value, app.screen.query_one("#icons").value) == ("wine 3", "Zealots:red")
        goods.value = "wine 2"
        await pilot.press("enter", "enter")
        await pilot.pause()
        assert dict(app.game.events[-1].goods) == {"wine": 2}
        assert dict(app.game.events[-1].icons) == {"zealots": 1, "mars": 1}
        assert app.sharing.table.pending() == []
        # his phone is told what was recorded instead of what it sent (issue 22: it said "✓ Applied by
        # the host", listing the 3 wine it sent)
        assert app.sharing.table.inbox().note("Ben") == (
            "The host recorded 2 wine; bottoms 1 Zealots, 1 mars instead of your 3 wine; bottoms 1 Zealots, 1 mars.")
        assert app.sharing.table.statuses()["Ben"] == "applied"


async def test_enter_applies_the_selected_phone_entry(step2):
    # the review's first key, "Enter: apply the selected entry": the list under the cursor took it
    # for itself (a DataTable's own Enter) and nothing was applied
    path, _ = step2
    async with shared(path, (100, 30)) as (app, pilot):
        assert app.sharing.table.submit("Ben", "goods", {"goods": {"wine": 3}, "icons": {}}) is None
        events = len(app.game.events)
        await pilot.press("i", "enter")
        await pilot.pause()
        assert len(app.game.events) == events + 1 and app.game.events[-1].player == "Ben"
        assert app.sharing.table.pending() == []


async def test_a_correction_closed_with_nothing_recorded_leaves_the_phone_entry_waiting(step2):
    path, _ = step2
    async with shared(path, (100, 30)) as (app, pilot):
        assert app.sharing.table.submit("Ben", "goods", {"goods": {"wine": 3}, "icons": {}}) is None
        await pilot.press("i", "e")  # the phone entries; correct Ben's in the normal dialog
        await pilot.pause()
        assert app.screen.query_one("#goods").value == "wine 3"
        await pilot.press("escape")  # closed: nothing recorded
        await pilot.pause()
        assert [item.player for item in app.sharing.table.pending()] == ["Ben"]  # it waits, as it was
        assert app.sharing.table.inbox().note("Ben") == ""  # and his phone was told nothing


async def test_the_host_corrects_a_phones_development_with_its_card_typed_in(tmp_path):
    # docs/web.md: "e opens the normal entry dialog with the phone's entry in it". For a development
    # the dialog opened empty: the host had to find the phone's card again among the numbered ones.
    from companion.game.titm.choices import playable
    from tests.game.helpers import resolve_everyone

    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    resolve_everyone(game)
    game.record(PhaseAdvance(to="development"))
    card = playable(game.state, "Ann")[-1]  # the last card listed: not the one Enter would pick anyway
    game.close()
    async with shared(game.path, (100, 30)) as (app, pilot):
        assert app.sharing.table.submit("Ann", "development", {"development": card.id}) is None
        await pilot.press("i", "e")
        await pilot.pause()
        assert app.screen.query_one("#filter").value == card.name
        await pilot.press("enter")  # plays it, as the phone chose
        await pilot.pause()
        assert [d for d in app.game.state.this_turn.chosen["Ann"]] == [card.id]
        # the phone's card, recorded as it was sent: the journal says Ann's phone entered it (issue 22)
        assert app.game.events[-1].by == "Ann"
        assert app.sharing.table.pending() == []
        assert app.sharing.table.inbox().note("Ann") == ""  # her phone says applied, and nothing else
        assert app.sharing.table.statuses()["Ann"] == "applied"


async def test_quitting_closes_every_connection(step2):
    path, _ = step2
    async with shared(path, (80, 24)) as (app, pilot):
        url = app.sharing.server.board_url()
        async with aiohttp.ClientSession() as session:
            stream = await session.get(url + "/events")
            await read_event(stream)
            await pilot.press("ctrl+q")
            await pilot.pause()
            with pytest.raises((EOFError, aiohttp.ClientError)):
                await read_event(stream)
            with pytest.raises(aiohttp.ClientError):
                await session.get(url)
    assert app.sharing is None


async def test_a_server_fault_is_one_notification_and_the_game_goes_on(step2, monkeypatch):
    path, _ = step2
    async with shared(path, (100, 30)) as (app, pilot):
        url = app.sharing.server.board_url()

        def broken(*args, **kwargs):
            raise RuntimeError("the board cannot be drawn")

        monkeypatch.setattr("companion.web.server.board_view", broken)  # reading the board's data fails
        app.sharing.changed()
        await pilot.pause(0.2)
        assert any("the board cannot be drawn" in n.message for n in app._notifications)
        async with aiohttp.ClientSession() as session:
            async with session.get(url) as answer:  # the board as last drawn
                assert answer.status == 200
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("n")  # the game goes on: Ann's goods
        await pilot.pause()
        await type_text(pilot, "grain 1")
        await pilot.press("enter", "enter")
        await pilot.pause()
        assert "Ann" in app.game.state.this_turn.goods


async def test_lan_is_the_hosts_explicit_choice(step2, monkeypatch):
    path, _ = step2
    monkeypatch.setattr("companion.web.net.lan_address", lambda: "127.0.0.2")  # a second loopback address
    async with shared(path, (80, 24)) as (app, pilot):
        server = app.sharing.server
        assert server.board_url().startswith("http://127.0.0.1:")
        await pilot.press("l")
        await pilot.pause()
        await pilot.press("n")  # not now
        await pilot.pause()
        assert server.lan_ip is None
        await pilot.press("l")
        await pilot.pause()
        await pilot.press("y")
        for _ in range(50):
            await pilot.pause(0.02)
            if server.lan_ip:
                break
        assert server.board_url().startswith("http://127.0.0.2:")
        assert "LAN ON" in str(app.screen.query_one("#share-info").render())
        async with aiohttp.ClientSession() as session:
            async with session.get(server.board_url()) as answer:
                assert answer.status == 200
        await pilot.press("l")  # back to this computer only: no question asked
        for _ in range(50):
            await pilot.pause(0.02)
            if not server.lan_ip:
                break
        assert server.board_url().startswith("http://127.0.0.1:")


async def test_new_links_from_the_share_screen(step2):
    path, _ = step2
    async with shared(path, (80, 24)) as (app, pilot):
        old = app.sharing.server.board_url()
        await pilot.press("r", "y")
        await pilot.pause()
        new = app.sharing.server.board_url()
        async with aiohttp.ClientSession() as session:
            assert (await session.get(old)).status == 404
            assert (await session.get(new)).status == 200


async def test_the_trade_and_triumph_scoreboard_shares_a_read_only_board(tmp_path):
    from tests.game.tnt_helpers import new_tnt

    game = new_tnt(tmp_path)
    game.record(TntResource(player="Ada", region="ocean"))
    game.close()
    app = app_for(game.path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await app.run_action("share")  # the command palette's "Share the table…"
        await pilot.pause()
        server = app.sharing.server
        assert server.tokens.players == {}  # no player pages: the scoreboard's board is read-only
        # and the share screen offers none: no "p: a player's own page", no p in its footer
        info = str(app.screen.query_one("#share-info").render())
        assert "read-only" in info and "player's own page" not in info and "Phone entries" not in info
        assert app.screen.check_action("phone", ()) is False
        async with aiohttp.ClientSession() as session:
            async with session.get(server.board_url()) as answer:
                html = await answer.text()
        assert "Trade and Triumph" in html and "ocean <b>1</b>" in html
        await pilot.press("ctrl+q")


def test_the_lan_address_is_never_loopback(monkeypatch):
    import socket

    from companion.web import net

    found = net.lan_address()
    assert found is None or not found.startswith("127.")

    class NoRoute(socket.socket):
        def connect(self, address):
            raise OSError("no route")

    monkeypatch.setattr(net.socket, "socket", NoRoute)
    monkeypatch.setattr(net.socket, "getaddrinfo", lambda *a, **k: [(0, 0, 0, "", ("127.0.1.1", 0)), (0, 0, 0, "", ("10.1.2.3", 0))])
    assert net.lan_address() == "10.1.2.3"  # the host name's own address, loopback ones skipped


async def test_keys_typed_fast_in_the_review_act_on_the_entry_under_the_cursor(step2):
    # ↓ then Enter typed at once: Enter (a priority binding) applied the entry the cursor was on
    # before the ↓ (which the list took later); and "e" then the first letters of a correction
    # reached the list while the dialog opened.
    from tests.tui.helpers import send_keys

    path, _ = step2
    async with shared(path, (100, 30)) as (app, pilot):
        for name in ("Ann", "Ben"):
            assert app.sharing.table.submit(name, "goods", {"goods": {"wine": 3}, "icons": {}}) is None
        await pilot.press("i")
        await pilot.pause()
        send_keys(pilot, ["down", "enter"])  # Ben's entry, the second row
        for _ in range(12):
            await pilot.pause()
        assert app.game.events[-1].player == "Ben"
        assert [item.player for item in app.sharing.table.pending()] == ["Ann"]


async def test_sharing_again_after_stopping_serves_the_same_port_so_old_links_are_dead(step2):
    # x, then s again: the server came back on a new port, where the old pages' links never
    # answered at all, so they said "reconnecting…" for ever. On the same port the old links answer
    # 404, and their pages say they no longer work (docs/web.md).
    path, _ = step2
    async with shared(path, (80, 24)) as (app, pilot):
        old_url, old_port = app.sharing.server.player_url("Ann"), app.sharing.server.port
        await pilot.press("x")
        for _ in range(50):
            await pilot.pause(0.02)
            if app.sharing is None and type(app.screen).__name__ != "ShareScreen":
                break
        await share(pilot)
        assert app.sharing.server.port == old_port
        async with aiohttp.ClientSession() as session:
            assert (await session.get(old_url)).status == 404
            assert (await session.get(app.sharing.server.player_url("Ann"))).status == 200


async def test_sharing_again_takes_another_port_when_the_last_one_is_taken(step2):
    import socket

    path, _ = step2
    async with shared(path, (80, 24)) as (app, pilot):
        old_port = app.sharing.server.port
        await pilot.press("x")
        for _ in range(50):
            await pilot.pause(0.02)
            if app.sharing is None and type(app.screen).__name__ != "ShareScreen":
                break
        with socket.socket() as squatter:  # another program took the port meanwhile
            squatter.bind(("127.0.0.1", old_port))
            squatter.listen()
            await share(pilot)
            assert app.sharing.running and app.sharing.server.port not in (0, old_port)


async def test_the_host_records_a_phone_entry_unchanged_from_the_dialog(step2):
    # e, then Enter with the phone's entry as it was: the phone showed "✓ Applied by the host."
    # and "⚠ Not applied: 3 wine — the host is entering it by hand" together.
    path, _ = step2
    async with shared(path, (100, 30)) as (app, pilot):
        assert app.sharing.table.submit("Ben", "goods", {"goods": {"ore": 4}, "icons": {}}) is None
        await pilot.press("i", "e")
        await pilot.pause()
        assert app.screen.query_one("#goods").value == "ore 4"
        await pilot.press("enter", "enter")
        await pilot.pause()
        assert dict(app.game.events[-1].goods) == {"ore": 4}
        page = app.sharing.server.private("Ben")
        assert (page["status"], page["note"]) == ("applied", "")


async def test_undo_to_resolution_step_1_lapses_the_spent_cards_waiting(step2):
    # The entries survived the undo: the table offered "y Apply phones · 2 to apply", and y then
    # refused both. They lapse, as when the phase moves on, and each phone is told.
    path, _ = step2
    async with shared(path, (100, 30)) as (app, pilot):
        await pilot.press("escape")  # the table
        await pilot.pause()
        for name, good in (("Ann", "wine"), ("Ben", "dye")):
            assert app.sharing.table.submit(name, "goods", {"goods": {good: 2}, "icons": {}}) is None
        await pilot.pause()
        assert len(app.sharing.table.pending()) == 2 and app.check_action("apply_phones", ()) is True
        assert app.sharing.waiting_warning() == (  # for the table's questions that move the game on
            "2 phone entries are still waiting (Ann, Ben): they lapse unapplied if you go on (y on the table applies them).")
        await pilot.press("ctrl+z")  # undo "abilities resolved": Resolution step 1
        await pilot.pause()
        assert app.sharing.table.pending() == [] and app.check_action("apply_phones", ()) is False
        assert app.sharing.waiting() == 0 and app.sharing.waiting_warning() == ""
        assert "y" not in {binding.key for binding in app.screen.active_bindings.values()
                           if binding.binding.action == "app.apply_phones"}
        for name, good in (("Ann", "wine"), ("Ben", "dye")):
            assert app.sharing.server.private(name)["note"] == (
                f"Not applied: the host went back to Resolution step 1 before applying your entry (2 {good}).")


async def test_ending_trading_asks_first_while_phone_entries_wait(tmp_path):
    # Ada's "warehouse 1" waited while the host pressed n: the question said only "End trading
    # now, with 5:16 left?", and the entry lapsed unapplied. With the timer not started (or over)
    # trading ended without a question at all.
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    game.close()
    from companion.tui.dialogs.confirm import ConfirmDialog

    async with shared(game.path, (100, 30)) as (app, pilot):
        await pilot.press("escape")  # the table
        await pilot.pause()
        assert app.sharing.table.submit("Ann", "warehouse", {"cards": 1}) is None
        await pilot.pause()
        await pilot.press("e")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        assert app.screen.question == (
            "End trading now? The timer has not been started. 1 phone entry is still waiting (Ann): "
            "they lapse unapplied if you go on (y on the table applies them).")
        await pilot.press("n")  # keep trading
        await pilot.pause()
        assert app.game.state.phase == "trading" and len(app.sharing.table.pending()) == 1


async def test_leaving_development_asks_first_while_phone_entries_wait(tmp_path):
    from companion.game.titm.choices import playable
    from companion.tui.dialogs.confirm import ConfirmDialog
    from tests.game.helpers import resolve_everyone

    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    resolve_everyone(game)
    game.record(PhaseAdvance(to="development"))
    card = playable(game.state, "Ben")[0]
    game.close()
    async with shared(game.path, (100, 30)) as (app, pilot):
        await pilot.press("escape")
        await pilot.pause()
        assert app.sharing.table.submit("Ben", "development", {"development": card.id}) is None
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        assert app.screen.question.startswith("Go on to the Civic phase? 1 phone entry is still waiting (Ben)")
        await pilot.press("y")
        await pilot.pause()
        assert app.game.state.phase == "civic"


async def test_a_game_that_was_shared_is_shared_again_when_reopened_and_keeps_its_entered_marks(tmp_path):
    """Issue 24: the host quit mid-Trading; ``companion resume`` brought the game back unshared, the
    phones said "reconnecting…" until the host remembered s, and the Phones line had lost Ann's
    "✓ entered" (the inbox lives in the app's memory). Reopened now, the game is shared again at once
    on the same links, and Ann's warehouse, in the journal, still reads as entered."""
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    game.close()
    async with shared(game.path, (100, 30)) as (app, pilot):
        url = app.sharing.server.player_url("Ann")
        async with aiohttp.ClientSession() as session:
            body = {"kind": "warehouse", "body": {"cards": 2}}
            async with session.post(f"{url}/submit", json=body) as answer:
                assert answer.status == 200
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("y")  # applied: the warehouse is in the journal
        await pilot.pause()
        assert app.game.state.this_turn.warehouse == {"Ann": 2}
        assert "Ann ✓ entered" in str(app.screen.query_one("#phones").render())
    # quit (ctrl+q) without x: the links are kept

    again = app_for(game.path)
    async with again.run_test(size=(100, 30)) as pilot:
        for _ in range(200):  # no key pressed: sharing resumes by itself
            await pilot.pause(0.02)
            if again.sharing is not None and again.sharing.running:
                break
        assert again.sharing is not None and again.sharing.running, "sharing was not resumed"
        assert again.sharing.server.player_url("Ann") == url
        async with aiohttp.ClientSession() as session:
            async with session.get(url) as page:
                assert page.status == 200
        await pilot.pause()
        assert "Ann ✓ entered" in str(again.screen.query_one("#phones").render())
        await pilot.press("s")  # s shows the share screen: the same sharing, not a second server
        await pilot.pause()
        assert again.sharing.server.player_url("Ann") == url
        await pilot.press("ctrl+q")


async def test_a_game_whose_sharing_was_stopped_is_not_shared_when_reopened(tmp_path):
    """x forgets the links: stopping means stopping, after a restart too (docs/web.md)."""
    game = new_game(tmp_path)
    game.close()
    async with shared(game.path, (100, 30)) as (app, pilot):
        await pilot.press("x")
        await pilot.pause()
        for _ in range(50):
            await pilot.pause(0.02)
            if app.sharing is None:
                break
    again = app_for(game.path)
    async with again.run_test(size=(100, 30)) as pilot:
        await pilot.pause(0.3)
        assert again.sharing is None
        await pilot.press("ctrl+q")
