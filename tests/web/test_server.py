"""The table's web server, driven in-process with aiohttp's test client (issue 10, "Done when").

Hidden totals never reach the board's bytes; tokens are checked; bad, oversized or
misplaced entries get a clear 4xx and record nothing; an accepted entry becomes exactly
one journal event when the host applies it; user text is shown as text; at most N live
connections.
"""

from __future__ import annotations

import asyncio

import pytest

from companion.game.titm.timer_reading import TimerReading
from tests.game.helpers import new_game
from tests.game.test_public import give
from tests.web.helpers import read_event, serving
from companion.game.titm.events import AbilitiesResolved, PhaseAdvance, Warehouse

ANN_TOTAL, BEN_TOTAL = 543, 197  # 11 × 49 + 4 and 4 × 49 + 1: no other number on the pages looks like these


@pytest.fixture
def hidden(tmp_path):
    """A face-down game in the Trading phase where Ann holds 543 VP and Ben 197."""
    game = new_game(tmp_path, hidden_vp=True)
    give(game, "Ann", ANN_TOTAL)
    give(game, "Ben", BEN_TOTAL)
    game.record(PhaseAdvance(to="trading"))
    return game


async def raw_event(stream, timeout: float = 5.0) -> bytes:
    """The bytes of the next event (up to its blank line), as they crossed the wire."""
    data = b""
    while not data.endswith(b"\n\n") or data.startswith((b":", b"retry:")):
        if data.startswith((b":", b"retry:")) and data.endswith(b"\n\n"):
            data = b""
        data += await asyncio.wait_for(stream.content.readline(), timeout)
    return data


async def test_the_board_never_carries_face_down_totals(hidden):
    async with serving(hidden, timer=TimerReading("running", 250_000)) as (client, share, table):
        page = await (await client.get(f"/b/{share.tokens.board}")).read()
        stream = await client.get(f"/b/{share.tokens.board}/events")
        first = await raw_event(stream)
        # a phone's entry and a host's action both update the board
        await client.post(f"/p/{share.tokens.players['Ann']}/submit", json={"kind": "warehouse", "body": {"cards": 2}})
        second = await raw_event(stream)
        hidden.record(Warehouse(player="Ben", cards=1))
        share.changed()
        third = await raw_event(stream)
        stream.close()
    for data in (page, first, second, third):
        assert b"VP \xc2\xb7\xc2\xb7" in data or b"VP \\u00b7\\u00b7" in data or "VP ··".encode() in data
        assert str(ANN_TOTAL).encode() not in data
        assert str(BEN_TOTAL).encode() not in data
    assert b"warehoused 1 card" in third  # Ben's warehouse (public: the cards are face down under his warehouse)
    assert b"warehoused 2" not in second + third  # Ann's phone entry is not on the board before the host applies it


async def test_a_player_page_shows_their_own_total_only(hidden):
    async with serving(hidden) as (client, share, table):
        ann = await (await client.get(f"/p/{share.tokens.players['Ann']}")).text()
        stream = await client.get(f"/p/{share.tokens.players['Ann']}/events")
        live = await raw_event(stream)
        stream.close()
    assert f"Your VP: <b>{ANN_TOTAL}</b>" in ann
    assert str(BEN_TOTAL) not in ann
    assert str(ANN_TOTAL).encode() in live and str(BEN_TOTAL).encode() not in live


@pytest.mark.parametrize(
    "path",
    ["/b/{player}", "/p/{board}", "/b/not-a-token", "/p/", "/", "/b/{board}x",
     "/b/{player}/events", "/static/../server.py", "/static/pages.py", "/favicon.ico"],
)
async def test_wrong_tokens_and_unknown_paths_get_a_bare_404(hidden, path):
    async with serving(hidden) as (client, share, table):
        url = path.format(board=share.tokens.board, player=share.tokens.players["Ann"])
        response = await client.get(url, allow_redirects=False)
        body = await response.text()
    assert response.status == 404
    assert body == "Not found\n"


async def test_a_wrong_token_cannot_submit_and_nothing_is_recorded(hidden):
    events = len(hidden.events)
    async with serving(hidden) as (client, share, table):
        for url in (f"/p/{share.tokens.board}/submit", "/p/guess/submit", f"/b/{share.tokens.board}/submit"):
            response = await client.post(url, json={"kind": "warehouse", "body": {"cards": 3}})
            assert response.status in (404, 405), url
        assert table.pending() == []
    assert len(hidden.events) == events


async def test_a_player_token_submits_for_that_player_only(hidden):
    async with serving(hidden) as (client, share, table):
        ann = share.tokens.players["Ann"]
        refused = await client.post(f"/p/{ann}/submit", json={"kind": "warehouse", "body": {"cards": 3, "player": "Ben"}})
        assert refused.status == 422
        assert "player" in (await refused.json())["error"]
        refused = await client.post(f"/p/{ann}/submit", json={"kind": "abandon", "body": {"track": "religion", "declare": True}, "player": "Ben"})
        assert refused.status == 400
        accepted = await client.post(f"/p/{ann}/submit", json={"kind": "warehouse", "body": {"cards": 3}})
        assert accepted.status == 200
        assert [(i.player, i.payload) for i in table.pending()] == [("Ann", {"player": "Ann", "cards": 3})]


async def test_an_entry_in_the_wrong_phase_is_refused_with_a_message(hidden):
    events = len(hidden.events)
    async with serving(hidden) as (client, share, table):
        response = await client.post(
            f"/p/{share.tokens.players['Ann']}/submit", json={"kind": "goods", "body": {"goods": {"wine": 3}}}
        )
        answer = await response.json()
    assert response.status == 422
    assert answer["error"].startswith("Spent cards are entered in the Resolution phase")
    assert len(hidden.events) == events


@pytest.mark.parametrize(
    ("data", "headers", "status"),
    [
        (b"not json", {"Content-Type": "application/json"}, 400),
        (b"[1, 2]", {"Content-Type": "application/json"}, 400),
        (b'{"kind": "warehouse"}', {"Content-Type": "application/json"}, 400),
        (b'{"kind": "warehouse", "body": {"cards": 9}}', {"Content-Type": "application/json"}, 422),
        (b'{"kind": "teleport", "body": {}}', {"Content-Type": "application/json"}, 422),
        (b'{"kind": "warehouse", "body": {"cards": 1}}', {"Content-Type": "text/plain"}, 415),
        (b"\xff\xfe", {"Content-Type": "application/json"}, 400),
    ],
)
async def test_bad_bodies_get_a_clear_4xx_and_record_nothing(hidden, data, headers, status):
    events = len(hidden.events)
    async with serving(hidden) as (client, share, table):
        response = await client.post(f"/p/{share.tokens.players['Ann']}/submit", data=data, headers=headers)
        text = await response.text()
        assert table.pending() == []
    assert response.status == status
    assert text and "Traceback" not in text
    assert len(hidden.events) == events


@pytest.mark.parametrize("path", ["submit", "preview"])
async def test_json_nested_too_deep_is_not_json_rather_than_a_server_fault(hidden, path):
    # 5,000 nested lists: 10 KB, under the 16 KB limit, deeper than Python's parser goes. It was a
    # 500 and a fault line on the host's screen; docs/web.md: 400 "The body is not JSON."
    events = len(hidden.events)
    deep = b"[" * 5000 + b"]" * 5000
    async with serving(hidden) as (client, share, table):
        response = await client.post(f"/p/{share.tokens.players['Ann']}/{path}", data=deep,
                                      headers={"Content-Type": "application/json"})
        assert (response.status, await response.text()) == (400, "The body is not JSON.\n")
        assert share.errors == [] and table.pending() == []
    assert len(hidden.events) == events


async def test_an_oversized_body_is_refused(hidden):
    events = len(hidden.events)
    big = b'{"kind": "goods", "body": {"goods": {"' + b"w" * 20_000 + b'": 1}}}'
    async with serving(hidden) as (client, share, table):
        response = await client.post(
            f"/p/{share.tokens.players['Ann']}/submit", data=big, headers={"Content-Type": "application/json"}
        )
        assert table.pending() == []
    assert response.status == 413
    assert len(hidden.events) == events


async def test_an_accepted_entry_becomes_exactly_one_event_when_the_host_applies_it(hidden):
    hidden.record(PhaseAdvance(to="resolution"))
    hidden.record(AbilitiesResolved())
    async with serving(hidden) as (client, share, table):
        before = len(hidden.events)
        body = {"goods": {"wine": 3, "dye": 2}, "icons": {"dictatorship": 2, "prosperity": 1}}
        response = await client.post(f"/p/{share.tokens.players['Ann']}/submit", json={"kind": "goods", "body": body})
        assert response.status == 200 and (await response.json())["status"] == "submitted"
        assert len(hidden.events) == before  # nothing changes the score before the host applies it
        assert table.apply_all() == []
    assert len(hidden.events) == before + 1
    event = hidden.events[-1]
    assert (event.type, event.player, dict(event.goods), dict(event.icons)) == (
        "goods_resolved", "Ann", {"wine": 3, "dye": 2}, {"dictatorship": 2, "prosperity": 1}
    )
    # R1: 3 wine = 6 VP, 2 dye = 3 VP; prosperity +1 VP: 10 VP more than her 543
    assert hidden.state.player("Ann").vp == ANN_TOTAL + 6 + 3 + 1


async def test_apply_at_once_records_as_the_phone_sends(hidden):
    async with serving(hidden) as (client, share, table):
        table.auto_apply = True
        before = len(hidden.events)
        response = await client.post(f"/p/{share.tokens.players['Cat']}/submit", json={"kind": "warehouse", "body": {"cards": 1}})
        assert (await response.json())["status"] == "applied"
    assert len(hidden.events) == before + 1
    assert hidden.state.this_turn.warehouse == {"Cat": 1}


async def test_the_preview_is_the_tuis_preview(hidden):
    hidden.record(PhaseAdvance(to="resolution"))
    async with serving(hidden) as (client, share, table):
        url = f"/p/{share.tokens.players['Ann']}/preview"
        early = await client.post(url, json={"goods": {"wine": 3}})
        assert early.status == 409  # step 1 first
        hidden.record(AbilitiesResolved())
        answer = await (await client.post(url, json={"goods": {"wine": 3}, "icons": {"prosperity": 1, "mars": 2}})).json()
        unknown = await client.post(url, json={"goods": {"caviar": 3}})
        assert unknown.status == 422 and "caviar" in (await unknown.json())["error"]
    # R1: 3 wine = 6 VP; prosperity +1: 7 VP; 2 mars arrows: Ann (venus 1) crosses the box (R5)
    assert "VP earned: 7" in answer["lines"]
    assert any(line.startswith("Religion: venus space 1") and "CONVERSION" in line for line in answer["lines"])


async def test_a_player_named_script_shows_as_text(tmp_path):
    from companion.edition import load_edition
    from companion.game.session import Game
    from tests.game.helpers import PLAYERS, fixed_clock

    name = "<script>alert(1)"  # names are at most 24 characters
    players = [dict(PLAYERS[0], name=name), *PLAYERS[1:4]]
    game = Game.new(tmp_path / "x.jsonl", name="<b>night</b>", players=players, edition=load_edition(), clock=fixed_clock())
    async with serving(game) as (client, share, table):
        board = await (await client.get(f"/b/{share.tokens.board}")).text()
        mine = await (await client.get(f"/p/{share.tokens.players[name]}")).text()
        stream = await client.get(f"/b/{share.tokens.board}/events")
        live = (await read_event(stream))[1]["html"]
        stream.close()
    for html in (board, mine, live):
        assert "&lt;script&gt;alert(1)" in html
        assert "<script>alert" not in html
        assert "<b>night" not in html and "&lt;b&gt;night&lt;/b&gt;" in html


async def test_at_most_n_live_connections(hidden):
    async with serving(hidden, limit=3) as (client, share, table):
        url = f"/b/{share.tokens.board}/events"
        streams = [await client.get(url) for _ in range(3)]
        for stream in streams:
            await read_event(stream)
        assert share.hub.count == 3
        refused = await client.get(url)
        assert refused.status == 503
        streams[0].close()
        for _ in range(100):  # the server notices the closed stream
            if share.hub.count < 3:
                break
            await asyncio.sleep(0.01)
        again = await client.get(url)
        assert again.status == 200
        for stream in [*streams[1:], again]:
            stream.close()


async def test_a_page_reloaded_frees_its_stream_at_once(hidden):
    # A closed stream left the hub only when a keep-alive write failed (15 s later): reloading one
    # page 34 times filled the 32 slots with dead streams and every new page got 503 meanwhile.
    # The keep-alive here is an hour away: only the closed connection itself can free the slot.
    # The server is the one the host runs (aiohttp's test server cancels handlers by itself).
    import aiohttp

    from companion.game.titm.phones_host import SharedTable
    from companion.web.server import ShareServer
    from tests.web.helpers import recorder

    share = ShareServer(SharedTable(lambda: hidden.state, recorder(hidden), lambda: None), per_player=3, ping=3600)
    await share.start()
    try:
        async with aiohttp.ClientSession() as session:
            url = share.player_url("Ann") + "/events"
            streams = [await session.get(url) for _ in range(3)]
            for stream in streams:
                await read_event(stream)
            for reload in range(5):  # the newest page reloaded, again and again
                streams[-1].close()
                streams[-1] = await session.get(url)
                assert streams[-1].status == 200, reload
                await read_event(streams[-1])
            assert share.hub.count == 3
            assert (await session.get(url)).status == 503  # three live pages are still three
            for stream in streams:
                stream.close()
    finally:
        await share.stop()


async def test_renewed_tokens_kill_old_links_and_their_streams(hidden):
    async with serving(hidden) as (client, share, table):
        old_board, old_ann = share.tokens.board, share.tokens.players["Ann"]
        stream = await client.get(f"/b/{old_board}/events")
        await read_event(stream)
        share.renew()
        with pytest.raises(EOFError):
            await read_event(stream)
        assert (await client.get(f"/b/{old_board}")).status == 404
        assert (await client.get(f"/p/{old_ann}")).status == 404
        assert (await client.get(f"/b/{share.tokens.board}")).status == 200
        assert share.tokens.board != old_board and len(share.tokens.board) == 22  # 16 bytes, URL-safe base64


async def test_stopping_closes_every_stream(hidden):
    async with serving(hidden) as (client, share, table):
        streams = [await client.get(f"/b/{share.tokens.board}/events") for _ in range(2)]
        streams.append(await client.get(f"/p/{share.tokens.players['Ben']}/events"))
        for stream in streams:
            await read_event(stream)
        share.hub.close()
        for stream in streams:
            with pytest.raises(EOFError):
                await read_event(stream)
        assert share.hub.count == 0


async def test_pages_carry_a_strict_content_security_policy(hidden):
    async with serving(hidden) as (client, share, table):
        page = await client.get(f"/b/{share.tokens.board}")
        css = await client.get("/static/app.css")
    assert "script-src 'self'" in page.headers["Content-Security-Policy"]
    assert page.headers["Referrer-Policy"] == "no-referrer"
    assert css.status == 200 and css.headers["Content-Type"].startswith("text/css")


async def test_a_page_is_sent_again_only_when_what_it_shows_changes(hidden):
    async with serving(hidden) as (client, share, table):
        stream = await client.get(f"/b/{share.tokens.board}/events")
        await read_event(stream)
        share.changed()  # nothing the board shows has changed
        with pytest.raises(TimeoutError):
            await read_event(stream, timeout=0.3)
        hidden.record(Warehouse(player="Cat", cards=2))
        share.changed()
        name, data = await read_event(stream)
        assert "warehoused 2 cards" in data["html"]
        stream.close()


def test_a_slow_phone_is_dropped_and_never_waited_for():
    from companion.web.stream import QUEUE_SIZE, Client, Hub

    async def run() -> None:
        hub = Hub()
        slow, live = Client("board", "t"), Client("player:Ann", "t")
        hub._clients.update({slow, live})  # noqa: SLF001 - two streams whose pages never read
        for n in range(QUEUE_SIZE):
            hub.publish("board", b"x")
        assert hub.count == 2 and hub.dropped == 0
        hub.publish("board", b"one too many")  # returns at once: the slow page is dropped
        assert hub.count == 1 and hub.dropped == 1
        assert slow.queue.get_nowait() is None  # its stream is told to end
        assert live in hub._clients  # noqa: SLF001

    asyncio.run(run())


async def test_the_board_names_the_turn_as_the_table_does(tmp_path):
    # The turn track is numbered I–VI: the TUI's title says "Turn I of VI"; the board said "of 6".
    game = new_game(tmp_path)
    async with serving(game) as (client, share, table):
        page = (await (await client.get(f"/b/{share.tokens.board}")).read()).decode()
    assert "Turn <b>I</b> of VI" in page


def test_the_development_button_says_cards_when_two_may_be_played(tmp_path):
    # 001 Development Phase: "up to one government card … and one religion card" — two cards, one
    # button; a Peasant Revolt victim plays one ("you will only play one development card").
    from companion.game.titm.private import player_view
    from companion.web.pages import player_form
    from tests.game.helpers import resolve_everyone

    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    resolve_everyone(game)
    game.record(PhaseAdvance(to="development"))
    view = player_view(game.state, "Ann")
    assert view["development"]["plays"] == 2
    assert "Play the chosen cards</button>" in player_form(view)
    view["development"]["plays"] = 1
    assert "Play the chosen card</button>" in player_form(view)


def test_at_game_over_a_phone_shows_its_players_place(tmp_path):
    # Ann: second of four at 16 VP = 10 chits + 2 on developments + 4 from the Monument of Knowledge
    # (tests/game/test_end_explained.py works it by hand)
    from companion.game.titm.private import player_view
    from companion.web.pages import player_page
    from tests.game.tables import play_tied_game

    game = new_game(tmp_path)
    play_tied_game(game)
    page = player_page(player_view(game.state, "Ann"))
    assert "Final: <b>#2</b> of 4 · <b>16 VP</b>" in page
    assert "10 in chits + 2 on developments + 4 from Monuments and Shrines" in page
    assert "Nothing to enter" not in page and "the whole ranking and its tie-breaks are on the board" in page


async def test_a_port_taken_leaves_nothing_listening_or_takes_any_free_port(hidden):
    # Sharing again after a restart asks for the port its kept links name; another program may
    # have it by now. Refused: nothing of the server stays set up. With or_any_port: another port.
    import socket

    from companion.game.titm.phones_host import SharedTable
    from companion.web.server import ShareServer
    from tests.web.helpers import recorder

    with socket.socket() as squatter:
        squatter.bind(("127.0.0.1", 0))
        squatter.listen()
        taken = squatter.getsockname()[1]
        table = SharedTable(lambda: hidden.state, recorder(hidden), lambda: None)
        refused = ShareServer(table, port=taken)
        with pytest.raises(OSError):
            await refused.start()
        assert not refused.running
        elsewhere = ShareServer(table, port=taken)
        await elsewhere.start(or_any_port=True)
        try:
            assert elsewhere.running and elsewhere.port not in (0, taken)
        finally:
            await elsewhere.stop()


async def test_the_preview_and_the_entry_are_refused_in_the_same_words_outside_step_2(hidden):
    # One phase check (the inbox's) says where spent cards belong: the preview asks it as the entry does.
    hidden.record(PhaseAdvance(to="resolution"))  # step 1: the trade phase abilities come first
    async with serving(hidden) as (client, share, table):
        ann = share.tokens.players["Ann"]
        preview = await client.post(f"/p/{ann}/preview", json={"goods": {"wine": 3}})
        entry = await client.post(f"/p/{ann}/submit", json={"kind": "goods", "body": {"goods": {"wine": 3}}})
        said = (await preview.json())["error"], (await entry.json())["error"]
    assert (preview.status, entry.status) == (409, 422)
    assert said == ("Spent cards are entered in Resolution step 2; the table is at step 1.",) * 2
