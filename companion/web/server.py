"""The table's web server: routes, the app factory, and :class:`ShareServer` that the host starts and stops.

aiohttp, inside the host's own asyncio loop (Textual's, or ``companion serve``'s):
an :class:`aiohttp.web.AppRunner` with no signal handlers and no thread. The
server reads views of the state from a :class:`TableHost` and hands it the
phones' entries; it never touches a file. Endpoints (docs/web.md):

=================================  =============================================
``GET  /b/<board token>``          the public board (HTML)
``GET  /b/<board token>/events``   its live updates (server-sent events)
``GET  /p/<player token>``         one player's own page (HTML)
``GET  /p/<player token>/events``  its live updates
``POST /p/<player token>/submit``  ``{"kind": …, "body": {…}}``: an entry for the host
``POST /p/<player token>/preview`` ``{"goods": {…}, "icons": {…}}``: the live preview
``GET  /static/<name>``            the pages' CSS and JS (a fixed list)
=================================  =============================================

A wrong or missing token, or any other path, gets 404 with no detail. Bodies are
at most :data:`MAX_BODY` bytes (413 beyond). Every response carries a strict
Content-Security-Policy (no inline script, nothing from elsewhere) and
``Referrer-Policy: no-referrer`` (the tokens are in the URLs).
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable
from typing import Any, Protocol

from aiohttp import web

from companion.errors import CompanionError
from companion.game.public import TimerReading, player_view, public_view
from companion.web import pages
from companion.web.net import lan_address
from companion.web.stream import LIMIT, PING_SECONDS, Hub, sse
from companion.web.tokens import Tokens

#: The largest request body accepted, in bytes (a spent-cards entry is ~300).
MAX_BODY = 16 * 1024
#: Loopback: the default; the LAN only by the host's explicit choice.
LOOPBACK = "127.0.0.1"

log = logging.getLogger("companion.web")

HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Cache-Control": "no-store",
}


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


def _not_found() -> web.HTTPNotFound:
    return web.HTTPNotFound(text="Not found\n")


def _problem(status: int, message: str) -> web.Response:
    return web.json_response({"error": message}, status=status)


@web.middleware
async def _guard(request: web.Request, handler: Callable) -> web.StreamResponse:
    """Security headers on every answer; an unexpected error is one log line and a bare 500, never a traceback."""
    try:
        response = await handler(request)
    except web.HTTPException as error:
        text = "Not found\n" if error.status == 404 else (error.text or f"{error.reason}\n")
        response = web.Response(status=error.status, text=text, headers=error.headers)
    except Exception as error:  # noqa: BLE001 - a server fault must never reach the game or the phone
        request.app[SHARE].report(f"{request.method} {request.path.split('/')[1:2]} failed: {error!r}")
        response = web.Response(status=500, text="Server error\n")
    if not response.prepared:
        response.headers.update(HEADERS)
    return response


SHARE: web.AppKey[ShareServer] = web.AppKey("share")


async def _read_json(request: web.Request) -> dict[str, Any]:
    if request.content_type != "application/json":
        raise web.HTTPUnsupportedMediaType(text="Send JSON (Content-Type: application/json).\n")
    raw = await request.read()  # 413 beyond client_max_size
    try:
        data = json.loads(raw)
    except (ValueError, UnicodeDecodeError):
        raise web.HTTPBadRequest(text="The body is not JSON.\n") from None
    if not isinstance(data, dict):
        raise web.HTTPBadRequest(text="The body must be a JSON object.\n")
    return data


def _board_token(request: web.Request) -> None:
    if not request.app[SHARE].tokens.is_board(request.match_info["token"]):
        raise _not_found()


def _player(request: web.Request) -> str:
    name = request.app[SHARE].tokens.player_of(request.match_info["token"])
    if name is None:
        raise _not_found()
    return name


async def board(request: web.Request) -> web.Response:
    _board_token(request)
    return web.Response(text=pages.board_page(request.app[SHARE].public()), content_type="text/html")


async def board_events(request: web.Request) -> web.StreamResponse:
    _board_token(request)
    share = request.app[SHARE]
    return await share.hub.serve(request, "board", request.match_info["token"], share.first_message("board"))


async def player(request: web.Request) -> web.Response:
    name = _player(request)
    return web.Response(text=pages.player_page(request.app[SHARE].private(name)), content_type="text/html")


async def player_events(request: web.Request) -> web.StreamResponse:
    name = _player(request)
    share = request.app[SHARE]
    channel = f"player:{name}"
    return await share.hub.serve(request, channel, request.match_info["token"], share.first_message(channel))


async def submit(request: web.Request) -> web.Response:
    name = _player(request)
    share = request.app[SHARE]
    data = await _read_json(request)
    kind, body = data.get("kind"), data.get("body")
    if not isinstance(kind, str) or not isinstance(body, dict) or set(data) != {"kind", "body"}:
        return _problem(400, 'Send {"kind": "...", "body": {...}}.')
    try:
        problem = share.host.submit(name, kind, body)
    except CompanionError as error:
        problem = str(error)
    if problem is not None:
        return _problem(422, problem)
    share.changed()
    inbox = share.host.inbox()
    status = inbox.status(share.host.state(), name) if inbox is not None else None
    return web.json_response({"ok": True, "status": status})


async def preview(request: web.Request) -> web.Response:
    from companion.game.flow import resolution_step
    from companion.game.inbox import GoodsBody
    from companion.game.private import preview_lines
    from pydantic import ValidationError

    name = _player(request)
    data = await _read_json(request)
    try:
        spend = GoodsBody.model_validate(data)
    except ValidationError as error:
        first = error.errors(include_url=False)[0]
        return _problem(400, f"{'.'.join(str(p) for p in first['loc']) or 'body'}: {first['msg']}")
    state = request.app[SHARE].host.state()
    if state.phase != "resolution" or resolution_step(state) != 2:
        return _problem(409, "The preview is for Resolution step 2.")
    try:
        lines = preview_lines(state, name, dict(spend.goods), dict(spend.icons))
    except CompanionError as error:
        return _problem(422, str(error))
    return web.json_response({"lines": lines})


async def static(request: web.Request) -> web.Response:
    name = request.match_info["name"]
    try:
        body = pages.static_file(name)
    except KeyError:
        raise _not_found() from None
    response = web.Response(body=body, headers={"Content-Type": pages.STATIC_FILES[name]})
    return response


def build_app(share: ShareServer) -> web.Application:
    """The aiohttp application (the tests drive it in-process with aiohttp's test client)."""
    app = web.Application(middlewares=[_guard], client_max_size=MAX_BODY)
    app[SHARE] = share
    app.router.add_get("/b/{token}", board)
    app.router.add_get("/b/{token}/events", board_events)
    app.router.add_get("/p/{token}", player)
    app.router.add_get("/p/{token}/events", player_events)
    app.router.add_post("/p/{token}/submit", submit)
    app.router.add_post("/p/{token}/preview", preview)
    app.router.add_get("/static/{name}", static)
    return app


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

    async def start(self) -> None:
        """Listen on 127.0.0.1 (and the LAN address if ``lan``).

        Raises:
            OSError: the port cannot be bound.
        """
        self._loop = asyncio.get_running_loop()
        runner = web.AppRunner(self.app, access_log=None, handle_signals=False, shutdown_timeout=1.0)
        await runner.setup()
        self._runner = runner
        site = web.TCPSite(runner, LOOPBACK, self.port)
        await site.start()
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
