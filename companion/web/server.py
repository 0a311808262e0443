"""The table's web server: :class:`ShareServer`, which the host starts, changes and stops, and :class:`TableHost`.

The host's screen never waits for the network. aiohttp runs on a thread of its own with its
own asyncio loop; it talks to the host's app (Textual's loop, or ``companion serve``'s) in two
ways only:

- **pages** (app → server): when the game or the phones' entries change, the app reads the views
  once and hands them over; the server's thread draws each page that shows something new into
  bytes (:mod:`companion.web.snapshot`) and sends it to the streams of its channel. Every page
  load and every stream is answered from those bytes: a flood of requests costs the app nothing.
- **entries** (server → app): a phone's submission (and its preview) is handed to the app's loop
  (``call_soon_threadsafe``) and judged and recorded there, by the app, exactly as before; the
  server's thread waits for the answer (at most :data:`companion.web.bridge.HOST_SECONDS`, else 503).

Before any of that, every request passes the defences of :mod:`companion.web.routes` and
:mod:`companion.web.limits`: only this table's names (Host), no other site's POSTs (Origin),
rate limits by token and address (the board's token is everyone's), caps on connections per address
and in total (all taken, a new one takes the place of a slow one from the address that holds the
most), header and body read timeouts, board streams shared by address, streams reserved for each
player's page. What clients do wrong is
counted and told in at most one line per kind a minute (``on_problem``), never a toast on the
host's screen. The server never touches a file. The endpoints are in
:mod:`companion.web.routes` (and docs/web.md).

Driven by aiohttp's test server instead of :meth:`ShareServer.start` (the tests), everything
runs on the test's one loop: the same code, with no thread in between.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import logging
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

from aiohttp import web

from companion import i18n
from companion.errors import CompanionError
from companion.web.bridge import LoopBridge
from companion.web.host import TableHost, board_view, player_view
from companion.web.limits import MAX_BODY, Gate, GatedSite, Limits, ProblemLog, Problems
from companion.web import net
from companion.web.routes import build_app
from companion.web.drawn import DrawnPages
from companion.web.snapshot import Page
from companion.web.stream import LIMIT, PER_PLAYER, PING_SECONDS, Hub
from companion.web.tokens import Tokens

#: Loopback: the default; the LAN only by the host's explicit choice.
LOOPBACK = "127.0.0.1"
#: Connections open at most, in all and from one address (the open-file limit is often 1,024).
CONNECTIONS, PER_ADDRESS = 512, 64
#: Connections waiting to be accepted at most (the listening socket's backlog).
BACKLOG = 128
#: Seconds a connection may take to send a request's headers (and stay idle between two requests):
#: aiohttp's keep-alive timeout, which also closes a connection that never finishes its headers.
HEADER_SECONDS = 5.0
#: Seconds between two updates of the pages at least (a burst of changes coalesces; a lone change goes at once).
PUBLISH_SECONDS = 0.15
#: The interpreter's thread switch interval while the server runs, in seconds (Python's default is
#: 0.005): the host's loop waits at most this long for the lock whenever the server's thread is busy.
SWITCH_SECONDS = 0.0005
#: The loggers whose records become :class:`~companion.web.limits.Problems` (never a traceback anywhere).
LOGGERS = ("aiohttp.server", "aiohttp.web", "aiohttp.access", "aiohttp.internal", "companion.web")

__all__ = ["LOOPBACK", "MAX_BODY", "ShareServer", "TableHost", "build_app"]


class ShareServer(LoopBridge):
    """The table's web server for one game, as the host starts, changes and stops it.

    Args:
        host: the app that holds the game.
        port: the TCP port (0: any free port).
        lan: also listen on the local network's address (the host's explicit choice).
        limit: board streams open at most.
        per_player: streams of each player's own page at most (apart from the boards').
        ping: seconds between keep-alive comments.
        on_error: told one line when the server itself fails (the TUI shows it; the game goes on).
        on_problem: told one line per kind of client problem at most once a minute (``serve``'s stderr).
        tokens: the links' tokens (new ones by default).
    """

    def __init__(
        self,
        host: TableHost,
        *,
        port: int = 0,
        lan: bool = False,
        limit: int = LIMIT,
        per_player: int = PER_PLAYER,
        ping: float = PING_SECONDS,
        on_error: Callable[[str], None] | None = None,
        on_problem: Callable[[str], None] | None = None,
        tokens: Tokens | None = None,
    ) -> None:
        self.host = host
        state = host.state()
        names = list(state.names) if host.inbox() is not None else []
        self.tokens = tokens or Tokens(names)
        self.hub = Hub(limit=limit, per_player=per_player, ping=ping)
        self.app = build_app(self)
        self.port = port
        self.lan = lan
        self.lan_ip: str | None = None
        self.errors: list[str] = []
        self._on_error = on_error
        self.problems = Problems(lambda line: self._to_host(on_problem, line) if on_problem else None)
        self.gate = Gate(CONNECTIONS, PER_ADDRESS, self.problems)
        self.limits = Limits()
        #: The table's language: the board's unless its link says another (``?lang=``), and each phone's
        #: until it asks for its own (the share screen sets it; the host's by default).
        self.language = i18n.default()
        #: each page as last drawn, and the languages each channel is wanted in
        self.drawn = DrawnPages(self.hub, self.report)
        self._asked_for: set[tuple[str, str]] = set()  # the same, as the server's thread has told the host
        self._runner: web.AppRunner | None = None
        self._lan_site: web.TCPSite | None = None
        self._pending = False
        self._published = float("-inf")  # when the views were last read (the host loop's clock)
        self._host_loop: asyncio.AbstractEventLoop | None = None  # the app's
        self._loop: asyncio.AbstractEventLoop | None = None  # the server's (its own thread's, after start())
        self._thread: threading.Thread | None = None
        self._switch = sys.getswitchinterval()
        self._log = ProblemLog(self.problems)
        self._draw(self._views(), time.monotonic())

    # --- views and pages ------------------------------------------------------------------

    def private(self, name: str) -> dict[str, Any]:
        """One player's page data now (on the host's loop; :func:`companion.web.host.player_view`)."""
        return player_view(self.host, name)

    def _view(self, channel: str, lang: str) -> dict[str, Any]:
        """The view of ``channel`` in ``lang`` (on the host's loop): its words are the language's."""
        with i18n.language(lang):
            return board_view(self.host) if channel == "board" else player_view(self.host, channel.removeprefix("player:"))

    def _views(self) -> dict[tuple[str, str], dict[str, Any]]:
        channels = ["board", *(f"player:{name}" for name in self.tokens.players)]
        return {key: self._view(*key) for key in self.drawn.wanted(channels, self.language)}

    def _asked(self, channel: str, lang: str) -> dict[tuple[str, str], dict[str, Any]]:
        """On the host's loop: ``channel`` is wanted in ``lang`` from now on (whatever the table's language
        becomes); its view now."""
        self.drawn.keep(channel, lang)
        return {(channel, lang): self._view(channel, lang)}

    async def page_in(self, channel: str, lang: str) -> Page:
        """The page of ``channel`` in ``lang`` (on the server's thread); the first time a language is asked
        for, its view is read on the host's loop, and kept up to date from then on.

        Raises:
            TimeoutError: the host's app did not answer (:meth:`ask_host`).
        """
        key = (channel, lang)
        if key not in self._asked_for:  # the first time: the host keeps it up to date from now on
            if self.drawn.has(key):  # drawn already: served as it is, the host told
                self._to_host(self.drawn.keep, channel, lang)
            else:
                self._draw(await self.ask_host(self._asked, channel, lang), time.monotonic())
            self._asked_for.add(key)
        return self.page(channel, lang)

    def page(self, channel: str, lang: str | None = None) -> Page:
        """The page of ``channel`` in ``lang`` (None: the table's) now (on the server's thread)."""
        return self.drawn.page((channel, self.language if lang is None else lang))

    def set_language(self, code: str) -> None:
        """The table's language from now on (the share screen; on the host's loop): the board's, and each phone's
        that has not chosen its own. Its pages are drawn soon."""
        self.language = code if i18n.known(code) else i18n.SOURCE
        self.changed()
        # the boards that follow the table's language reconnect, get its page, and reload in it (live.js)
        self._to_server(self.hub.close, lambda client: client.channel != "board" or client.pinned)

    def _draw(self, views: dict[tuple[str, str], dict[str, Any]], taken: float) -> None:
        """On the server's thread: :meth:`DrawnPages.draw <companion.web.drawn.DrawnPages.draw>`."""
        self.drawn.draw(views, taken)

    # --- running ------------------------------------------------------------------------

    async def start(self, *, or_any_port: bool = False) -> None:
        """Listen on 127.0.0.1 (and the LAN address if ``lan``), on a thread of the server's own.

        Args:
            or_any_port: if ``port`` cannot be bound (another program has it), take any free port.

        Raises:
            OSError: the port cannot be bound; nothing is left listening, no thread left running.
        """
        self._host_loop = asyncio.get_running_loop()
        self._switch = sys.getswitchinterval()
        sys.setswitchinterval(min(self._switch, SWITCH_SECONDS))
        ready: concurrent.futures.Future[None] = concurrent.futures.Future()
        self._thread = threading.Thread(target=self._run, args=(ready, or_any_port), name="companion-web", daemon=True)
        self._thread.start()
        try:
            await asyncio.wrap_future(ready)
        except BaseException:
            await asyncio.to_thread(self._thread.join, 5)
            self._thread, self._loop = None, None
            sys.setswitchinterval(self._switch)
            raise
        if self.lan:
            await self.set_lan(True)

    def _run(self, ready: concurrent.futures.Future[None], or_any_port: bool) -> None:
        """The server's thread: its loop, until :meth:`stop`."""
        loop = asyncio.new_event_loop()
        loop.set_exception_handler(self._loop_problem)
        self._loop = loop
        try:
            loop.run_until_complete(self._listen(or_any_port))
        except BaseException as error:  # noqa: BLE001 - handed to start()
            ready.set_exception(error)
            loop.close()
            return
        ready.set_result(None)
        try:
            loop.run_forever()
        finally:
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()

    def _loop_problem(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        """The server loop's own errors (``socket.accept()`` out of files…): counted, one line a minute."""
        error = context.get("exception")
        if isinstance(error, OSError):
            self.problems.add("connections refused by the system (out of files or memory)")
        else:
            self.problems.add("server loop errors")

    async def _listen(self, or_any_port: bool) -> None:
        for name in LOGGERS:
            logger = logging.getLogger(name)
            logger.addHandler(self._log)
            logger.propagate = False
        # keepalive_timeout: aiohttp closes a connection idle that long, whether it never finished a
        # request's headers (slowloris: counted from the connection's start, however slowly it trickles)
        # or waits between two requests; handler_cancellation: a page that closes its connection ends
        # its stream's handler at once; lingering_time 0: an answer given before its body came whole
        # (408, 413) closes the connection as it is sent, not after reading what is left for 10 s more
        runner = web.AppRunner(self.app, access_log=None, handle_signals=False, shutdown_timeout=1.0,
                               handler_cancellation=True, keepalive_timeout=HEADER_SECONDS, lingering_time=0,
                               max_line_size=4096, max_field_size=4096, max_headers=64)
        await runner.setup()
        try:
            try:
                await self._site(runner, LOOPBACK, self.port).start()
            except OSError:
                if not (or_any_port and self.port):
                    raise
                await self._site(runner, LOOPBACK, 0).start()
        except OSError:
            await runner.cleanup()
            raise
        self._runner = runner
        self.port = int(runner.addresses[0][1])

    def _site(self, runner: web.AppRunner, address: str, port: int) -> GatedSite:
        return GatedSite(runner, address, port, gate=self.gate, backlog=BACKLOG)

    async def _on_loop(self, make: Callable[[], Any]) -> Any:
        """Await the coroutine ``make()`` on the server's loop (here, with no thread between)."""
        loop = self._loop
        if loop is None or not self._threaded():
            return await make()
        return await asyncio.wrap_future(asyncio.run_coroutine_threadsafe(make(), loop))

    async def set_lan(self, on: bool) -> str | None:
        """Serve the local network too (``on``), or loopback only. Returns the LAN address, or None.

        Raises:
            CompanionError: this computer has no LAN address.
        """
        if self._runner is None:
            self.lan = on
            return None
        if on and self._lan_site is None:
            address = net.lan_address()  # looked up when called: the one source the host's restart asks too
            if address is None:
                raise CompanionError("this computer is on no local network: phones cannot reach it")
            site = self._site(self._runner, address, self.port)
            await self._on_loop(site.start)
            self._lan_site, self.lan_ip = site, address
        elif not on and self._lan_site is not None:
            gone, self._lan_site, self.lan_ip = self._lan_site, None, None
            await self._on_loop(gone.stop)
        self.lan = on
        return self.lan_ip

    async def stop(self) -> None:
        """Close every connection, stop listening, and end the server's thread."""
        runner, self._runner, self._lan_site = self._runner, None, None

        async def close() -> None:
            self.hub.close()
            if runner is not None:
                await runner.cleanup()
            for name in LOGGERS:
                logger = logging.getLogger(name)
                logger.removeHandler(self._log)
                logger.propagate = True

        await self._on_loop(close)
        thread, loop = self._thread, self._loop
        if thread is not None and loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(loop.stop)
            await asyncio.to_thread(thread.join, 5)
            sys.setswitchinterval(self._switch)
        self._thread = None

    @property
    def running(self) -> bool:
        """True while listening."""
        return self._runner is not None

    def renew(self) -> None:
        """New links for the board and every player: the old ones get 404, their open pages are closed."""
        self.tokens.renew()
        self._to_server(self.hub.close, lambda client: self.tokens.valid(client.token))

    # --- links --------------------------------------------------------------------------

    @property
    def base(self) -> str:
        """``http://ADDRESS:PORT``: the LAN address while serving the LAN, else loopback."""
        return f"http://{self.lan_ip or LOOPBACK}:{self.port}"

    def board_url(self) -> str:
        """The public board's link."""
        return f"{self.base}/b/{self.tokens.board}"

    def player_url(self, name: str) -> str:
        """A player's own link (KeyError for a name that has none)."""
        return f"{self.base}/p/{self.tokens.players[name]}"

    def names(self) -> set[str]:
        """The ``Host`` values this table answers to: its loopback names and, while served, its LAN
        address (each with and without the port given by the request's own socket, see routes)."""
        names = {LOOPBACK, "localhost"}
        if self.lan_ip:
            names.add(self.lan_ip)
        return names

    # --- live updates ---------------------------------------------------------------------

    def changed(self) -> None:
        """The game or the phones' entries changed: update every page soon (bursts coalesce). Never waits.

        Called on the host's loop: the views are read there, once, and drawn on the server's thread.
        """
        if self._pending:
            return
        loop: asyncio.AbstractEventLoop | None
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = self._host_loop
        if loop is None or loop.is_closed():
            return
        self._pending = True
        wait = self._published + PUBLISH_SECONDS - loop.time()
        if wait > 0:  # a burst of changes (entries applied at once): one update for all of them
            loop.call_later(wait, self._publish)
        else:  # the first change after a quiet moment (the host's key) goes at once
            loop.call_soon(self._publish)

    def _publish(self) -> None:
        """Read every page's view now (on the host's loop) and hand them to the server's thread."""
        self._pending = False
        try:
            self._published = asyncio.get_running_loop().time()
        except RuntimeError:
            pass
        try:
            views = self._views()
        except Exception as error:  # noqa: BLE001 - a page that cannot be read must never stop the game
            self.report(f"live update failed: {error!r}")
            return
        self._to_server(self._draw, views, time.monotonic())

    def report(self, line: str) -> None:
        """One line about a failure of the server itself: kept, logged, and told to the host's ``on_error``."""
        self.errors = [*self.errors[-19:], line]
        self._to_host(self._on_error, line)
