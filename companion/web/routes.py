"""The table's web routes: every endpoint, the security headers, and the app factory.

Endpoints (docs/web.md):

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
``Referrer-Policy: no-referrer`` (the tokens are in the URLs). The handlers read
the :class:`~companion.web.server.ShareServer` they serve from the application.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from aiohttp import web

from companion.errors import CompanionError
from companion.web import pages

if TYPE_CHECKING:
    from companion.web.server import ShareServer

#: The largest request body accepted, in bytes (a spent-cards entry is ~300).
MAX_BODY = 16 * 1024

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
    except (ValueError, UnicodeDecodeError, RecursionError):  # RecursionError: [[[[…]]]] nested too deep to parse
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
    answer: dict[str, Any] = {"ok": True, "status": status}
    if status == "submitted":  # the entry's slot and number: the page sees whether another of the player's pages replaced it
        item = max(inbox.pending(name), key=lambda pending: pending.number)
        answer["entry"], answer["slot"] = item.number, item.slot
    return web.json_response(answer)


async def preview(request: web.Request) -> web.Response:
    from companion.game.flow import resolution_step
    from companion.game.inbox import GoodsBody, printed_arrow_problem
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
    problem = printed_arrow_problem(state, dict(spend.icons))
    if problem:
        return _problem(422, problem)
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
