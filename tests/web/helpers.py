"""Serving a game in-process for the server tests: a host over a Game, and aiohttp's test client."""

from __future__ import annotations

import asyncio
import json
import socket
from collections.abc import Callable
from contextlib import asynccontextmanager
from typing import Any

from aiohttp.test_utils import TestClient, TestServer

from companion.game.titm.timer_reading import TimerReading
from companion.game.titm.phones_host import SharedTable
from companion.web.server import ShareServer
from companion.game.session import recorder




@asynccontextmanager
async def serving(game, *, timer: TimerReading | Callable[[], TimerReading | None] | None = None, **options: Any):
    """(client, share, table): the server of ``game`` on a test server, with a SharedTable host
    (``timer``: the trading timer, or a function that reads it each time it is asked)."""
    table = SharedTable(lambda: game.state, recorder(game), timer if callable(timer) else lambda: timer)
    share = ShareServer(table, **options)
    table._on_change = share.changed  # noqa: SLF001 - the TUI wires this the same way
    async with TestClient(TestServer(share.app)) as client:
        try:
            yield client, share, table
        finally:
            await share.stop()


async def read_event(response, timeout: float = 5.0) -> tuple[str, Any]:
    """The next server-sent event of a stream: (event name, data); comments are skipped."""
    name, data = "", []
    while True:
        line = await asyncio.wait_for(response.content.readline(), timeout)
        if not line:
            raise EOFError("the stream ended")
        text = line.decode().rstrip("\n")
        if text.startswith(":") or text.startswith("retry:"):
            continue
        if text.startswith("event: "):
            name = text[7:]
        elif text.startswith("data: "):
            data.append(text[6:])
        elif text == "" and name:
            return name, json.loads("\n".join(data))


async def connect_from(source: str, port: int) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """A connection to the server on 127.0.0.1:``port`` from the loopback address ``source`` (another device)."""
    sock = socket.socket()
    sock.bind((source, 0))
    sock.setblocking(False)
    await asyncio.get_running_loop().sock_connect(sock, ("127.0.0.1", port))
    return await asyncio.open_connection(sock=sock)
