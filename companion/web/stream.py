"""Server-sent events: live updates to the board and the players' pages.

One :class:`Hub` per server, on the server's own thread. Each open page holds one
``text/event-stream`` response (the browser's ``EventSource`` reconnects by itself).
Nobody waits for a phone: :meth:`Hub.publish` only puts the message in each client's
bounded queue (``put_nowait``); a client more than :data:`QUEUE_SIZE` messages behind (a
slow or vanished phone) is dropped, and a write that takes longer than ``write_timeout``
drops it too. What a stream may hold in flight besides its queue is bounded as well: its
socket's send buffer is set to :data:`SEND_BUFFER` bytes, and aiohttp's write waits once
64 KB are buffered, so a phone that never reads is dropped after at most 8 messages
queued plus about 100 KB on their way, not megabytes.

Streams are counted by channel: at most ``limit`` board streams (32 by default) and
``per_player`` streams for each player's own page (4 by default: a phone and a tab or
two), so that however many boards are open, every player's page gets its stream. The
board's token is on the TV and in every QR code, so its streams are shared by address:
when all of them are open, a page from an address holding fewer than the address that
holds the most (by two or more) takes that address's oldest stream (:func:`~companion.web.limits.fair_victim`):
one guest holding 40 boards open keeps a new TV out of nothing. A 503 is decided before
anything is drawn, and its connection closed. A stream whose page
closed its connection (a reload) no longer counts, whether or not a write has failed
yet. A comment line is sent every ``ping`` seconds so that proxies and phones keep the
connection and a phone that vanished without closing it is noticed.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import socket
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from companion.web.limits import HEADERS, fair_victim

#: Board streams at most (issue 10: "at most N open live connections (say 32)").
LIMIT = 32
#: Streams of one player's own page at most: kept for them whatever the boards hold.
PER_PLAYER = 4
#: A stream socket's send buffer, in bytes (the kernel doubles it): a phone that never reads
#: holds at most this much besides its queue and aiohttp's 64 KB.
SEND_BUFFER = 16 * 1024
#: Seconds between keep-alive comments.
PING_SECONDS = 15.0
#: Messages a client may have waiting before it is dropped as too slow.
QUEUE_SIZE = 8
#: Seconds a write may take before the client is dropped.
WRITE_TIMEOUT = 10.0

_opened = itertools.count()  # the streams' order of opening (the oldest of an address is taken first)


def sse(event: str, data: Any) -> bytes:
    """One server-sent event: ``event: NAME`` and its data as one line of JSON."""
    return f"event: {event}\ndata: {json.dumps(data, separators=(',', ':'))}\n\n".encode()


@dataclass(eq=False)
class Client:
    """One open stream: which channel it follows, the token it came with, its queue, its connection,
    the address it came from, when it opened (a number: the lower, the older) and the language
    its page is drawn in (``""``: any; a channel's streams are counted whatever their language) and
    whether its link named that language (``?lang=``) rather than following the table's."""

    channel: str
    token: str
    lang: str = ""
    pinned: bool = False
    queue: asyncio.Queue[bytes | None] = field(default_factory=lambda: asyncio.Queue(QUEUE_SIZE))
    request: web.BaseRequest | None = None
    address: str = ""
    opened: int = field(default_factory=lambda: next(_opened))

    def gone(self) -> bool:
        """True once its page closed the connection (a reload, a closed tab), before any write fails."""
        if self.request is None:
            return False
        transport = self.request.transport
        return transport is None or transport.is_closing()

    def close(self) -> None:
        """Make its stream end now (whatever is queued is dropped)."""
        while not self.queue.empty():
            self.queue.get_nowait()
        self.queue.put_nowait(None)


class Hub:
    """The open streams, by channel (``"board"`` or ``"player:<name>"``).

    Args:
        limit: board streams open at most.
        per_player: streams of one player's page open at most (apart from the boards').
        ping: seconds between keep-alive comments.
        write_timeout: seconds a write may take before the client is dropped.
    """

    def __init__(self, *, limit: int = LIMIT, per_player: int = PER_PLAYER, ping: float = PING_SECONDS,
                 write_timeout: float = WRITE_TIMEOUT) -> None:
        self.limit = limit
        self.per_player = per_player
        self.ping = ping
        self.write_timeout = write_timeout
        self._clients: set[Client] = set()
        self.dropped = 0  # clients dropped as too slow (for the share screen)

    @property
    def count(self) -> int:
        """Streams open now (those whose page has gone are not counted). Safe to read from any thread."""
        return sum(1 for client in list(self._clients) if not client.gone())

    @property
    def boards(self) -> int:
        """Board streams open now, of :attr:`limit` (players' own streams are counted apart). Safe to read from any thread."""
        return sum(1 for client in list(self._clients) if client.channel == "board" and not client.gone())

    def full(self, channel: str = "board", address: str = "") -> bool:
        """True if no more stream of ``channel`` may open from ``address`` (boards and each player
        counted apart). All board streams open, one from an address that holds fewer than the
        address holding the most (by two or more) is made room for: that address's oldest
        stream ends (its page reconnects, and finds the boards full)."""
        self._prune()
        cap = self.limit if channel == "board" else self.per_player
        mine = [c for c in self._clients if c.channel == channel]
        if len(mine) < cap:
            return False
        if channel != "board":  # a player's own streams: only that player's token opens them
            return True
        held: dict[str, int] = {}
        for client in mine:
            held[client.address] = held.get(client.address, 0) + 1
        victim = fair_victim(held, address)
        if victim is None:
            return True
        self._drop(min((c for c in mine if c.address == victim), key=lambda c: c.opened))
        return False

    def _prune(self) -> None:
        """Drop the streams whose page has closed the connection. A page reloaded leaves its old
        stream behind until a write fails (the next keep-alive, 15 s on): thirty reloads would fill
        every slot with dead streams, and every new page would get 503."""
        for client in [c for c in self._clients if c.gone()]:
            self._drop(client)

    def channels(self) -> set[str]:
        """The channels somebody follows."""
        return {c.channel for c in self._clients}

    def followed(self) -> set[tuple[str, str]]:
        """The channels somebody follows, each with the language its page is drawn in."""
        return {(c.channel, c.lang) for c in self._clients}

    def publish(self, channel: str, message: bytes, lang: str | None = None) -> None:
        """Queue ``message`` for every client of ``channel`` (in ``lang``; None: in any language);
        drop those whose queue is full. Never waits."""
        for client in list(self._clients):
            if client.channel != channel or (lang is not None and client.lang != lang):
                continue
            try:
                client.queue.put_nowait(message)
            except asyncio.QueueFull:
                self.dropped += 1
                self._drop(client)

    def close(self, keep: Callable[[Client], bool] | None = None) -> None:
        """End every stream (or those ``keep`` refuses): their pages reconnect, or see a dead link."""
        for client in list(self._clients):
            if keep is None or not keep(client):
                self._drop(client)

    def _drop(self, client: Client) -> None:
        self._clients.discard(client)
        client.close()

    async def serve(self, request: web.Request, channel: str, token: str, first: Callable[[], bytes],
                    lang: str = "", *, pinned: bool = False) -> web.StreamResponse:
        """Hold one stream open: ``first()`` at once, then what is published on ``channel`` in ``lang``, pings between.

        Answers 503 (and closes the connection) when ``channel`` has all its streams already and
        none may be taken from another address (:meth:`full`), before ``first`` is called.
        """
        address = request.remote or ""
        if self.full(channel, address):
            refused = web.Response(status=503, text="Too many open pages: close one and reload.\n", headers=HEADERS)
            refused.force_close()
            return refused
        client = Client(channel, token, lang, pinned, request=request, address=address)
        self._clients.add(client)
        response = web.StreamResponse(
            headers={**HEADERS, "Content-Type": "text/event-stream", "X-Accel-Buffering": "no"}
        )
        sock = request.transport.get_extra_info("socket") if request.transport is not None else None
        if sock is not None:
            try:
                sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, SEND_BUFFER)
            except OSError:
                pass
        try:
            await response.prepare(request)
            await asyncio.wait_for(response.write(b"retry: 2000\n\n" + first()), self.write_timeout)
            while True:
                try:
                    message = await asyncio.wait_for(client.queue.get(), self.ping)
                except TimeoutError:
                    message = b": ping\n\n"
                if message is None:
                    break
                await asyncio.wait_for(response.write(message), self.write_timeout)
        except (ConnectionError, TimeoutError, RuntimeError):
            pass  # the phone went away, or the stream was too slow: it is simply dropped
        finally:
            self._clients.discard(client)
        return response
