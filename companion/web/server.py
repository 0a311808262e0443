"""The table's web server: :class:`ShareServer`, which the host starts, changes and stops, and :class:`TableHost`.

aiohttp, inside the host's own asyncio loop (Textual's, or ``companion serve``'s):
an :class:`aiohttp.web.AppRunner` with no signal handlers and no thread. The
server reads views of the state from a :class:`TableHost` and hands it the
phones' entries; it never touches a file. The endpoints are in
:mod:`companion.web.routes` (and docs/web.md).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any, Protocol

from aiohttp import web

from companion.errors import CompanionError
from companion.game.public import player_view, public_view
from companion.game.timer_reading import TimerReading
from companion.web import pages
from companion.web.net import lan_address
from companion.web.routes import MAX_BODY, build_app
from companion.web.stream import LIMIT, PING_SECONDS, Hub, sse
from companion.web.tokens import Tokens

#: Loopback: the default; the LAN only by the host's explicit choice.
LOOPBACK = "127.0.0.1"

log = logging.getLogger("companion.web")

__all__ = ["LOOPBACK", "MAX_BODY", "ShareServer", "TableHost", "build_app"]


class TableHost(Protocol):
    """What the server needs from the app that holds the game (its one writer).

    The TUI's in-app sharing implements it (entries are recorded through the app's
    ``record()``), and so does ``companion serve``'s read-only journal follower.
    """

    def state(self) -> Any:
        """The game state now (a GameState, or a Trade and Triumph scoreboard's state)."""

    def timer(self) -> TimerReading | None:
        """The trading timer now, or None outside the Trading phase."""

    def inbox(self) -> Any:
        """The phones' submissions (:class:`companion.game.inbox.Inbox`), or None: read-only, no player pages."""

    def submit(self, player: str, kind: str, body: Any) -> str | None:
        """Take a phone's entry: None if accepted (waiting or applied), else why not, for the phone."""


def _unclocked(view: dict[str, Any]) -> Any:
    """A view without the timer's running milliseconds: what decides whether a page must be sent again."""
    timer = view.get("timer")
    if not timer:
        return view
    return {**view, "timer": {**timer, "remaining_ms": None if timer["status"] in ("running", "grace") else timer["remaining_ms"],
                              "grace_ms": None}}


class ShareServer:
    """The table's web server for one game, as the host starts, changes and stops it.

    Args:
        host: the app that holds the game.
        port: the TCP port (0: any free port).
        lan: also listen on the local network's address (the host's explicit choice).
        limit: live connections at most.
        ping: seconds between keep-alive comments.
        on_error: told one line when something fails (the TUI shows it; the game goes on).
        tokens: the links' tokens (new ones by default).
    """

    def __init__(
        self,
        host: TableHost,
        *,
        port: int = 0,
        lan: bool = False,
        limit: int = LIMIT,
        ping: float = PING_SECONDS,
        on_error: Callable[[str], None] | None = None,
        tokens: Tokens | None = None,
    ) -> None:
        self.host = host
        state = host.state()
        names = list(state.names) if host.inbox() is not None else []
        self.tokens = tokens or Tokens(names)
        self.hub = Hub(limit=limit, ping=ping)
        self.app = build_app(self)
        self.port = port
        self.lan = lan
        self.lan_ip: str | None = None
        self.errors: list[str] = []
        self._on_error = on_error
        self._runner: web.AppRunner | None = None
        self._lan_site: web.TCPSite | None = None
        self._pending = False
        self._loop: asyncio.AbstractEventLoop | None = None
        self._sent: dict[str, Any] = {}  # channel → the view it was last sent (without the timer's milliseconds)

    # --- views --------------------------------------------------------------------------

    def public(self) -> dict[str, Any]:
        """The board's data now."""
        state = self.host.state()
        inbox = self.host.inbox()
        statuses = inbox.statuses(state) if inbox is not None and hasattr(state, "this_turn") else None
        return public_view(state, self.host.timer(), submissions=statuses)

    def private(self, name: str) -> dict[str, Any]:
        """One player's page data now."""
        return player_view(self.host.state(), name, self.host.timer(), inbox=self.host.inbox())

    def board_message(self) -> bytes:
        """The board's live part now, as one server-sent event."""
        return self._board_event(self.public())

    def player_message(self, name: str) -> bytes:
        """A player's live part and form now, as one server-sent event."""
        return self._player_event(self.private(name))

    def first_message(self, channel: str) -> bytes:
        """What a page that has just connected to ``channel`` gets at once: the page now.

        The first follower of a channel also sets what the channel was last sent, so the next
        change that shows nothing new is not sent again.
        """
        name = channel.removeprefix("player:") if channel.startswith("player:") else None
        view = self.public() if name is None else self.private(name)
        if channel not in self.hub.channels():
            self._sent[channel] = _unclocked(view)
        return self._board_event(view) if name is None else self._player_event(view)

    @staticmethod
    def _board_event(view: dict[str, Any]) -> bytes:
        return sse("board", {"html": pages.board_live(view), "timer": view["timer"], "seq": view["seq"]})

    @staticmethod
    def _player_event(view: dict[str, Any]) -> bytes:
        form = pages.player_form(view)
        data = {"html": pages.player_live(view), "form": form, "form_key": pages.key_of(form), "timer": view["timer"]}
        return sse("player", data)

    # --- running ------------------------------------------------------------------------

    async def start(self, *, or_any_port: bool = False) -> None:
        """Listen on 127.0.0.1 (and the LAN address if ``lan``).

        Args:
            or_any_port: if ``port`` cannot be bound (another program has it), take any free port.

        Raises:
            OSError: the port cannot be bound; nothing is left listening.
        """
        self._loop = asyncio.get_running_loop()
        # handler_cancellation: a page that closes its connection ends its stream's handler at once
        runner = web.AppRunner(self.app, access_log=None, handle_signals=False, shutdown_timeout=1.0,
                               handler_cancellation=True)
        await runner.setup()
        try:
            try:
                await web.TCPSite(runner, LOOPBACK, self.port).start()
            except OSError:
                if not (or_any_port and self.port):
                    raise
                await web.TCPSite(runner, LOOPBACK, 0).start()
        except OSError:
            await runner.cleanup()
            raise
        self._runner = runner
        self.port = int(runner.addresses[0][1])
        if self.lan:
            await self.set_lan(True)

    async def set_lan(self, on: bool) -> str | None:
        """Serve the local network too (``on``), or loopback only. Returns the LAN address, or None.

        Raises:
            CompanionError: this computer has no LAN address.
        """
        if self._runner is None:
            self.lan = on
            return None
        if on and self._lan_site is None:
            address = lan_address()
            if address is None:
                raise CompanionError("this computer is on no local network: phones cannot reach it")
            site = web.TCPSite(self._runner, address, self.port)
            await site.start()
            self._lan_site, self.lan_ip = site, address
        elif not on and self._lan_site is not None:
            site, self._lan_site, self.lan_ip = self._lan_site, None, None
            await site.stop()
        self.lan = on
        return self.lan_ip

    async def stop(self) -> None:
        """Close every connection and stop listening."""
        self.hub.close()
        if self._runner is not None:
            runner, self._runner, self._lan_site = self._runner, None, None
            await runner.cleanup()

    @property
    def running(self) -> bool:
        """True while listening."""
        return self._runner is not None

    def renew(self) -> None:
        """New links for the board and every player: the old ones get 404, their open pages are closed."""
        self.tokens.renew()
        self._sent.clear()
        self.hub.close(keep=lambda client: self.tokens.valid(client.token))

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

    # --- live updates ---------------------------------------------------------------------

    def changed(self) -> None:
        """The game or the phones' entries changed: update every open page soon (bursts coalesce). Never waits."""
        if self._pending:
            return
        loop = self._loop
        if loop is None:  # driven by a test server rather than start()
            try:
                loop = asyncio.get_running_loop()
            except RuntimeError:
                return
        if loop.is_closed():
            return
        self._pending = True
        loop.call_soon(self._publish)

    def _publish(self) -> None:
        """Send each followed channel its new page, but only if its view changed since the last one sent.

        A view is compared without the timer's milliseconds (the pages count down by themselves),
        so a burst of phone entries that changes nothing a page shows costs no rendering and no
        bytes to the thirty boards.
        """
        self._pending = False
        try:
            channels = self.hub.channels()
            # a channel nobody follows forgets what it was sent: its next follower got the page of its own time
            self._sent = {channel: key for channel, key in self._sent.items() if channel in channels}
            for channel in channels:
                name = channel.removeprefix("player:") if channel.startswith("player:") else None
                view = self.public() if name is None else self.private(name)
                key = _unclocked(view)
                if self._sent.get(channel) == key:
                    continue
                self._sent[channel] = key
                self.hub.publish(channel, self._board_event(view) if name is None else self._player_event(view))
        except Exception as error:  # noqa: BLE001 - a page that cannot be drawn must never stop the game
            self.report(f"live update failed: {error!r}")

    def report(self, line: str) -> None:
        """One line about a failure: kept, logged, and told to the host's ``on_error``."""
        self.errors = [*self.errors[-19:], line]
        log.warning(line)
        if self._on_error is not None:
            self._on_error(line)
