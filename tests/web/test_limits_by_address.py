"""Limits by who asks, not by what they hold (issue 35): the board's token is on the TV and in every
QR code, so a guest's flood of board pages or streams, the board streams a guest holds, and many
slow connections from many addresses cost only the guest: the TV and the phones, each from an
address of its own, still get their pages and streams. And a body too slow is answered 408 with
its connection closed.

Each device is a client socket bound to a loopback address of its own (127.0.0.2, 127.0.0.3, …:
Linux routes the whole of 127/8 on ``lo``, and the server, listening on 127.0.0.1, sees each
address as it is: ``test_connections_are_capped_per_address_and_another_address_still_gets_in``
in test_defences.py counts them apart). The server is the one the host runs (its own thread);
the limits are made small where the real ones would make a test slow, and rate buckets get a
clock that stands still, so nothing here depends on how fast the machine is.
"""

from __future__ import annotations

import asyncio
from contextlib import asynccontextmanager

import aiohttp

from companion.web.limits import Buckets
from tests.web.helpers import connect_from, read_event
from tests.web.test_defences import head, started, trading  # noqa: F401  (trading: a fixture)

GUEST, TV, PHONE = "127.0.0.2", "127.0.0.3", "127.0.0.4"


@asynccontextmanager
async def device(address: str):
    """An HTTP client whose connections come from ``address``."""
    async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(local_addr=(address, 0))) as session:
        yield session


async def load(session: aiohttp.ClientSession, url: str) -> int:
    async with session.get(url) as answer:
        await answer.read()
        return answer.status


async def opened(share, count: int) -> None:
    """Until the server's gate counts ``count`` connections (it counts them as it accepts them)."""
    for _ in range(500):
        if share.gate.count == count:
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"{share.gate.count} connections open, not {count}")


async def exchange(port: int, request: bytes, *, source: str, wait: float = 5.0) -> tuple[bytes, bool]:
    """Send ``request`` from ``source`` and read until the server closes the connection: (what came,
    whether the server closed it within ``wait`` seconds)."""
    reader, writer = await connect_from(source, port)
    writer.write(request)
    data, closed = b"", False
    try:
        while chunk := await asyncio.wait_for(reader.read(65536), wait):
            data += chunk
        closed = True
    except ConnectionError:
        closed = True
    except TimeoutError:
        pass
    writer.close()
    return data, closed


async def slow(port: int, source: str) -> asyncio.StreamWriter:
    """A connection from ``source`` that starts a request and never finishes its headers."""
    _, writer = await connect_from(source, port)
    writer.write(f"GET /b/slow HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n".encode())
    return writer


# --- rates: the board's token counted by address -----------------------------------------------------


async def test_a_guests_flood_of_board_pages_leaves_the_tv_its_page(trading):
    # One guest looping on the board's page got the TV 429 on 18 of 19 loads: the token was counted, not the guest.
    async with started(trading) as (share, table):
        share.limits.pages = Buckets(3, 1, clock=lambda: 0.0)  # 3 loads at once, then none (the clock stands still)
        board = share.board_url()
        async with device(GUEST) as guest, device(TV) as tv:
            assert [await load(guest, board) for _ in range(4)] == [200, 200, 200, 429]  # the guest's 3 spent
            assert await load(tv, board) == 200  # the TV's own 3


async def test_a_guests_churn_of_board_streams_leaves_the_tv_its_stream(trading):
    async with started(trading) as (share, table):
        share.limits.streams = Buckets(2, 1, clock=lambda: 0.0)  # 2 streams opened, then none
        events = share.board_url() + "/events"
        async with device(GUEST) as guest, device(TV) as tv:
            for _ in range(2):
                async with guest.get(events) as stream:  # opened, read to its first update, closed
                    assert stream.status == 200 and (await read_event(stream))[0] == "board"
            assert await load(guest, events) == 429
            async with tv.get(events) as stream:
                assert stream.status == 200 and (await read_event(stream))[0] == "board"


# --- board streams: a full pool makes room for another address ------------------------------------------


async def test_a_guest_holding_every_board_stream_leaves_the_tv_its_stream(trading):
    # 40 streams held from one address left new TVs 503: the 32 board streams were one pool for all.
    async with started(trading, limit=3) as (share, table):  # 3 board streams at most here
        events = share.board_url() + "/events"
        async with device(GUEST) as guest, device(TV) as tv:
            held = [await guest.get(events) for _ in range(3)]
            for stream in held:
                assert stream.status == 200 and (await read_event(stream))[0] == "board"
            mine = await tv.get(events)  # all 3 open: the guest holds 3, the TV 0, 3 >= 0 + 2
            assert mine.status == 200 and (await read_event(mine))[0] == "board"
            try:
                await read_event(held[0])  # the guest's oldest stream made room: it ends
                raise AssertionError("the guest's oldest stream went on")
            except EOFError:
                pass
            # the guest now holds 2, the TV 1: 2 < 1 + 2, so the guest's next stream finds the pool full
            assert await load(guest, events) == 503
            assert share.hub.boards == 3
            for stream in [*held, mine]:
                stream.close()


# --- connections: slow, token-less ones cannot keep the table out -----------------------------------------


async def test_slow_connections_from_many_addresses_leave_room_for_the_tvs_page(trading, monkeypatch):
    # Slowloris from 20 addresses filled the 512 connections: phones got 9 of 42 pages, the TV 7 of 27.
    # Here 6 connections at most, 3 from one address: two guests' slow ones fill them all.
    monkeypatch.setattr("companion.web.server.CONNECTIONS", 6)
    monkeypatch.setattr("companion.web.server.PER_ADDRESS", 3)
    async with started(trading) as (share, table):
        slows = [await slow(share.port, address) for address in ("127.0.0.5", "127.0.0.6") for _ in range(3)]
        await opened(share, 6)
        page = f"GET /b/{share.tokens.board} HTTP/1.1\r\nHost: 127.0.0.1:{share.port}\r\nConnection: close\r\n\r\n"
        answer, _ = await exchange(share.port, page.encode(), source=TV)
        assert answer and head(answer)[0] == 200  # a guest's oldest slow connection made room (3 >= 0 + 2)
        assert share.problems.counts["connections closed for another address's"] == 1
        for writer in slows:
            writer.close()


async def test_a_connection_answering_a_valid_token_is_never_the_one_taken(trading, monkeypatch):
    # The oldest connection of the address holding the most is taken, unless it is answering a request
    # with a valid token (here the phone's own stream): then the next oldest.
    monkeypatch.setattr("companion.web.server.CONNECTIONS", 3)
    async with started(trading) as (share, table):
        async with device(GUEST) as guest:
            stream = await guest.get(share.player_url("Ann") + "/events")  # the oldest of GUEST's 3
            assert stream.status == 200 and (await read_event(stream))[0] == "player"
            slows = [await slow(share.port, GUEST) for _ in range(2)]
            await opened(share, 3)
            page = f"GET /b/{share.tokens.board} HTTP/1.1\r\nHost: 127.0.0.1:{share.port}\r\nConnection: close\r\n\r\n"
            answer, _ = await exchange(share.port, page.encode(), source=TV)
            assert answer and head(answer)[0] == 200
            assert share.hub.count == 1  # the stream still open: a slow connection made room
            # published on the server's own loop, as the server does (the hub is that thread's, not ours)
            share._loop.call_soon_threadsafe(share.hub.publish, "player:Ann", b"event: player\ndata: {}\n\n")  # noqa: SLF001
            assert (await read_event(stream))[0] == "player"
            stream.close()
            for writer in slows:
                writer.close()


# --- a slow body ------------------------------------------------------------------------------------------


async def test_a_body_too_slow_gets_408_and_its_connection_closed(trading, monkeypatch):
    # The 408 came at 10 s, and the socket was held 10 s more (aiohttp read what was left of the body).
    monkeypatch.setattr("companion.web.routes.BODY_SECONDS", 0.2)
    async with started(trading) as (share, table):
        token = share.tokens.players["Ann"]
        start = (f"POST /p/{token}/submit HTTP/1.1\r\nHost: 127.0.0.1:{share.port}\r\n"
                 "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n" + '{"kind": ')  # 9 bytes of 100
        # the server's lingering read was 10 s: 5 s of waiting tells a closed connection from a held one
        answer, closed = await exchange(share.port, start.encode(), source=PHONE, wait=5.0)
        assert head(answer)[0] == 408
        assert closed
