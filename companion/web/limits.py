"""The server's defences: rate limits, connection caps, bare error answers, and problems told once.

- :class:`Buckets`: token buckets by key (a token, an address): a burst, then a steady rate;
  :meth:`Buckets.take` answers how many seconds to wait (0: go), the ``Retry-After`` of a 429.
- :class:`Gate`: the connections open, by address and in total. A connection over its address's cap
  is closed as it is accepted, before a byte is read (:class:`GatedSite`, :class:`_Gated`); one that
  finds them all open takes the place of the oldest connection of the address holding the most,
  if that holds two more than its own (:func:`fair_victim`) and the connection taken is not
  answering a request with a valid token: many slow, token-less connections from many addresses
  cannot keep the table's TV and phones out.
- :class:`_Handler`: aiohttp's own error answers (a malformed request line, a header too long) as a
  bare ``400 Bad Request`` with the security headers, never echoing the request; its log lines
  become :class:`Problems`.
- :class:`Problems`: what clients did wrong, by kind, counted; one line per kind at most every
  ``every`` seconds, never the request line or a token.

All of it runs on the server's own thread and loop (:mod:`companion.web.server`).
"""

from __future__ import annotations

import asyncio
import logging
import math
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from aiohttp import web
from aiohttp.web_protocol import RequestHandler

#: The largest request body accepted, in bytes (a spent-cards entry is ~300; the phone's page is given this number).
MAX_BODY = 16 * 1024

#: Every answer's security headers, the stream's and aiohttp's own error answers included.
HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Cache-Control": "no-store",
    "Server": "companion",  # no version: aiohttp's own would say Python/3.x aiohttp/3.x
}


class Buckets:
    """Token buckets by key: ``burst`` requests at once, then ``rate`` a second.

    Args:
        burst: requests a key may make at once.
        rate: requests a second it may make after that.
        clock: seconds, monotonic (tests pass their own).
        keep: keys kept at most (the oldest full ones are forgotten first: an address that
            stopped asking).
    """

    def __init__(self, burst: float, rate: float, *, clock: Callable[[], float] = time.monotonic, keep: int = 4096) -> None:
        self.burst, self.rate, self._clock, self._keep = burst, rate, clock, keep
        self._level: dict[Any, tuple[float, float]] = {}  # key → (tokens, when)

    def take(self, key: Any) -> float:
        """Spend one request of ``key``: 0.0 if allowed, else the seconds until one is (nothing spent)."""
        now = self._clock()
        tokens, when = self._level.get(key, (self.burst, now))
        tokens = min(self.burst, tokens + (now - when) * self.rate)
        if tokens < 1:
            self._level[key] = (tokens, now)
            return (1 - tokens) / self.rate
        self._level[key] = (tokens - 1, now)
        if len(self._level) > self._keep:
            for old in list(self._level)[: len(self._level) - self._keep]:
                del self._level[old]
        return 0.0


class Limits:
    """The request rate limits: (burst, then per second) by token and address, by token, and by address.

    Page loads and stream opens are counted by token *and* address: the board's token is on the TV
    and in every QR code, so one guest's flood spends only that guest's share. A player's previews
    and entries are counted by token alone (only that player holds it; they reach the host's app).
    """

    def __init__(self) -> None:
        self.pages = Buckets(40, 4)  # page loads of one token from one address
        self.streams = Buckets(40, 4)  # live streams opened with one token from one address
        self.previews = Buckets(20, 8)  # one player's previews (the page asks at most every 150 ms)
        self.submits = Buckets(10, 1)  # one player's entries (a player sends one now and then)
        self.strangers = Buckets(60, 20)  # requests with no valid token (404s, the static files), by address
        self.addresses = Buckets(200, 50)  # every request, by address


def retry_after(seconds: float) -> str:
    """A ``Retry-After`` value: whole seconds, at least 1."""
    return str(max(1, math.ceil(seconds)))


class Problems:
    """What clients did wrong, by kind (``"malformed request"``, ``"rate limited"``, …).

    Args:
        tell: given one line per kind at most every ``every`` seconds (None: only counted).
        every: seconds between two lines of one kind.
    """

    def __init__(self, tell: Callable[[str], None] | None = None, *, every: float = 60.0,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.counts: dict[str, int] = {}
        self._told: dict[str, tuple[float, int]] = {}  # kind → (when told, count then)
        self._tell, self._every, self._clock = tell, every, clock

    def add(self, kind: str) -> None:
        """Count one problem of ``kind`` (a fixed phrase: never anything the client sent)."""
        self.counts[kind] = self.counts.get(kind, 0) + 1
        now = self._clock()
        told = self._told.get(kind)
        if self._tell is None or (told is not None and now - told[0] < self._every):
            return
        since = self.counts[kind] - (told[1] if told else 0)
        self._told[kind] = (now, self.counts[kind])
        self._tell(f"{kind} ({since} since the last line)" if told else kind)


class ProblemLog(logging.Handler):
    """aiohttp's and asyncio's log records on the server's thread, as :class:`Problems` kinds: one
    word for what happened, never the message (it may quote the request)."""

    def __init__(self, problems: Problems) -> None:
        super().__init__(logging.DEBUG)
        self.problems = problems

    def emit(self, record: logging.LogRecord) -> None:
        error = record.exc_info[1] if record.exc_info else None
        if isinstance(error, OSError) or "accept" in str(record.msg):
            self.problems.add("connections refused by the system (out of files or memory)")
        elif error is not None and type(error).__module__.startswith("aiohttp"):
            self.problems.add("malformed requests")
        elif record.levelno >= logging.WARNING:
            self.problems.add(f"server {record.levelname.lower()}s")


class _Handler(RequestHandler):
    """aiohttp's request handler, whose own error answers say nothing but their status.

    aiohttp answers a request it cannot parse itself (before any middleware) with the parser's
    message, which quotes the request line, and logs it with a traceback.
    """

    __slots__ = ()

    def handle_error(self, request: web.BaseRequest, status: int = 500, exc: BaseException | None = None,
                     message: str | None = None) -> web.StreamResponse:
        self.log_exception("Error handling request", exc_info=exc)
        if request.writer.output_size > 0:
            raise ConnectionError("the answer was already under way")
        from http import HTTPStatus

        phrase = HTTPStatus(status).phrase if status in HTTPStatus._value2member_map_ else "Error"
        response = web.Response(status=status, text=f"{phrase}\n", headers=HEADERS)
        response.force_close()
        return response


def fair_victim(held: Mapping[str, int], address: str) -> str | None:
    """The address whose place a full pool gives to ``address``: the one holding the most, if it
    holds at least two more than ``address`` does; None when ``address`` has its fair share already.

    ``held``: places held now, by address (connections, board streams).
    """
    if not held:
        return None
    most = max(held, key=held.__getitem__)
    return most if held[most] >= held.get(address, 0) + 2 else None


class Gate:
    """The connections open, by peer address and in total.

    Args:
        total: connections at most; a new one beyond takes a place (:func:`fair_victim`) or is refused.
        per_address: connections at most from one address.
        problems: where a refusal is counted.
    """

    def __init__(self, total: int, per_address: int, problems: Problems) -> None:
        self.total, self.per_address, self.problems = total, per_address, problems
        self._open: dict[str, dict[_Gated, None]] = {}  # address → its connections, oldest first
        self._of: dict[asyncio.BaseTransport, _Gated] = {}  # a connection by its transport

    @property
    def count(self) -> int:
        """Connections open now."""
        return len(self._of)

    def admit(self, connection: _Gated) -> bool:
        """Count a new connection (from ``connection.address``); False (not counted) over a cap.
        All places taken, the oldest connection of the address holding the most that answers no
        request with a valid token now is closed for it, when :func:`fair_victim` says so."""
        mine = self._open.get(connection.address, {})
        if len(mine) >= self.per_address:
            self.problems.add("connections refused: too many from one address")
            return False
        if self.count >= self.total:
            victim = fair_victim({address: len(held) for address, held in self._open.items()}, connection.address)
            idle = next((c for c in self._open.get(victim, {}) if not c.serving), None) if victim is not None else None
            if idle is None:
                self.problems.add("connections refused: too many open")
                return False
            self.problems.add("connections closed for another address's")
            self.release(idle)
            idle.drop()
        self._open.setdefault(connection.address, {})[connection] = None
        if connection.transport is not None:
            self._of[connection.transport] = connection
        return True

    def release(self, connection: _Gated) -> None:
        """A counted connection closed (or taken): forgotten (nothing if it was not counted)."""
        held = self._open.get(connection.address)
        if held is None or connection not in held:
            return
        del held[connection]
        if not held:
            del self._open[connection.address]
        if connection.transport is not None:
            self._of.pop(connection.transport, None)

    @contextmanager
    def serving(self, transport: asyncio.BaseTransport | None) -> Iterator[None]:
        """While a request with a valid token is answered on ``transport``, its connection is never
        taken for another address's (a connection this gate does not hold: nothing)."""
        connection = self._of.get(transport) if transport is not None else None
        if connection is None:
            yield
            return
        connection.serving += 1
        try:
            yield
        finally:
            connection.serving -= 1


class _Gated(asyncio.Protocol):
    """One connection: admitted by the :class:`Gate` (then aiohttp's handler takes it), or closed at once."""

    def __init__(self, gate: Gate, make: Callable[[], RequestHandler]) -> None:
        self.gate, self.make = gate, make
        self.inner: RequestHandler | None = None
        self.transport: asyncio.BaseTransport | None = None
        self.address = ""
        self.serving = 0  # requests with a valid token being answered on it now

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        peer = transport.get_extra_info("peername")
        self.address = str(peer[0]) if peer else ""
        self.transport = transport
        if not self.gate.admit(self):
            self.drop()
            return
        inner = self.make()
        inner.__class__ = _Handler  # the same object and layout, our error answers (see _Handler)
        self.inner = inner
        inner.connection_made(transport)

    def drop(self) -> None:
        """Close the connection at once: dropped, not closed politely."""
        if isinstance(self.transport, asyncio.WriteTransport):  # a TCP connection
            self.transport.abort()
        elif self.transport is not None:  # pragma: no cover - a TCP server's connections can abort
            self.transport.close()

    def data_received(self, data: bytes) -> None:
        if self.inner is not None:
            self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        if self.inner is not None:
            self.inner.eof_received()  # aiohttp's answers None: close the connection
        return None

    def pause_writing(self) -> None:
        if self.inner is not None:
            self.inner.pause_writing()

    def resume_writing(self) -> None:
        if self.inner is not None:
            self.inner.resume_writing()

    def connection_lost(self, exc: BaseException | None) -> None:
        self.gate.release(self)
        if self.inner is not None:
            inner, self.inner = self.inner, None
            inner.connection_lost(exc)


class GatedSite(web.TCPSite):
    """A TCP site whose connections pass the :class:`Gate` first (aiohttp's own ``backlog``)."""

    def __init__(self, runner: web.BaseRunner, host: str, port: int, *, gate: Gate, backlog: int) -> None:
        super().__init__(runner, host, port, backlog=backlog, reuse_address=True)
        self.gate, self.at = gate, (host, port)

    async def start(self) -> None:
        await web.BaseSite.start(self)  # registers the site with its runner
        loop = asyncio.get_running_loop()
        make = self._runner.server
        assert make is not None
        host, port = self.at
        self._server = await loop.create_server(lambda: _Gated(self.gate, make), host, port,
                                                backlog=self._backlog, reuse_address=True)
