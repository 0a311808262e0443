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
at most :data:`MAX_BODY` bytes (413 beyond) and must arrive within
:data:`BODY_SECONDS` (408 beyond; the server closes the connection as either is sent). Before any of that, :func:`_guard` refuses a request
whose ``Host`` is not one of this table's names (421, no detail), a POST whose
``Origin`` is another site (403), and a token from an address, a player's token, or an
address over its rate (429 with ``Retry-After``). Every answer — pages, streams, refusals, errors — carries a strict
Content-Security-Policy (no inline script, nothing from elsewhere),
``Referrer-Policy: no-referrer`` (the tokens are in the URLs), ``nosniff``,
``X-Frame-Options: DENY`` and a ``Server`` without a version
(:data:`companion.web.limits.HEADERS`). The handlers read the
:class:`~companion.web.server.ShareServer` they serve from the application; they run on
the server's thread, read pages already drawn, and hand entries to the host's app.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from aiohttp import web

import asyncio
import time

from companion import i18n
from companion.errors import CompanionError
from companion.web import pages
from companion.web.host import entries_inbox, entries_state
from companion.web.limits import HEADERS, MAX_BODY, retry_after

if TYPE_CHECKING:
    from aiohttp.typedefs import Handler

    from companion.web.server import ShareServer

#: Seconds a request's body may take to arrive.
BODY_SECONDS = 10.0
#: Seconds a 429 waits before it is sent, at most.
TARPIT = 1.0


def _not_found() -> web.HTTPNotFound:
    return web.HTTPNotFound(text="Not found\n")


def _problem(status: int, message: str) -> web.Response:
    return web.json_response({"error": message}, status=status)


def _bare(status: int, text: str, **headers: str) -> web.Response:
    response = web.Response(status=status, text=text, headers=headers)
    return response


def _host_refusal(request: web.Request) -> web.Response | None:
    """421 for a request that names another host than this table's (DNS rebinding); 403 for a
    POST from a page of another site."""
    share = request.app[SHARE]
    sockname = request.transport.get_extra_info("sockname") if request.transport is not None else None
    port = str(sockname[1]) if sockname else ""
    given = request.headers.get("Host", "")
    name, _, given_port = given.rpartition(":") if given.count(":") == 1 else (given, "", "")
    if not name or name.lower() not in share.names() or (given_port and given_port != port):
        share.problems.add("requests for another host name")
        return _bare(421, "Misdirected Request\n")
    origin = request.headers.get("Origin")
    if request.method == "POST" and origin is not None and origin != f"http://{given}":
        share.problems.add("POSTs from another site")
        return _bare(403, "Forbidden\n")
    return None


def _rate_refusal(request: web.Request) -> tuple[web.Response | None, bool]:
    """(429 with Retry-After, or None; whether the request carries a valid token). 429 when the
    request's token from its address (page loads, streams), its player's token (previews, entries)
    or, with no valid token, its address is over its rate, or its address is over the rate of all
    its requests: the board's token is everyone's, so nobody's flood costs another address."""
    share = request.app[SHARE]
    limits = share.limits
    address = request.remote or ""
    parts = request.path.split("/")
    token = parts[2] if len(parts) > 2 and parts[1] in ("b", "p") else ""
    valid = bool(token) and (share.tokens.is_board(token) if parts[1] == "b" else share.tokens.player_of(token) is not None)
    key: tuple[str, str] | str = (token, address)  # the board's token is everyone's: counted by who asks
    bucket = limits.pages
    if not valid:
        bucket, key = limits.strangers, address
    elif parts[-1] == "events":
        bucket = limits.streams
    elif parts[-1] == "submit":
        bucket, key = limits.submits, token
    elif parts[-1] == "preview":
        bucket, key = limits.previews, token
    wait = limits.addresses.take(address) or bucket.take(key)
    if not wait:
        return None, valid
    share.problems.add("requests over the rate limit")
    return _bare(429, "Too many requests: wait a moment.\n", **{"Retry-After": retry_after(wait)}), valid


@web.middleware
async def _guard(request: web.Request, handler: Handler) -> web.StreamResponse:
    """Host and Origin, rate limits, then the handler (a request with a valid token keeps its
    connection from being taken for another address's, :class:`~companion.web.limits.Gate`);
    security headers on every answer; an unexpected error is one line for the host and a bare
    500, never a traceback."""
    response: web.StreamResponse | None = _host_refusal(request)
    valid = False
    if response is None:
        response, valid = _rate_refusal(request)
    if response is not None and response.status == 429:
        # the refusal waits (at most TARPIT seconds, on this connection only): a flood from a few
        # connections is slowed to a few requests a second instead of costing the server a refusal
        # for every request it can parse
        await asyncio.sleep(min(float(response.headers["Retry-After"]), TARPIT))
    elif response is None:
        try:
            with request.app[SHARE].gate.serving(request.transport if valid else None):
                response = await handler(request)
        except web.HTTPException as error:
            text = "Not found\n" if error.status == 404 else (error.text or f"{error.reason}\n")
            response = web.Response(status=error.status, text=text, headers=error.headers)
        except Exception as error:  # noqa: BLE001 - a server fault must never reach the game or the phone
            request.app[SHARE].report(f"{request.method} {request.path.split('/')[1:2]} failed: {type(error).__name__}")
            response = web.Response(status=500, text="Server error\n")
    assert response is not None  # a refusal, or the handler's answer
    if not response.prepared:
        response.headers.update(HEADERS)
    return response


SHARE: web.AppKey[ShareServer] = web.AppKey("share")


async def _read_json(request: web.Request) -> dict[str, Any]:
    if request.content_type != "application/json":
        raise web.HTTPUnsupportedMediaType(text="Send JSON (Content-Type: application/json).\n")
    try:
        raw = await asyncio.wait_for(request.read(), BODY_SECONDS)  # 413 beyond client_max_size
    except TimeoutError:
        request.app[SHARE].problems.add("bodies too slow")
        raise web.HTTPRequestTimeout(text="The body came too slowly.\n", headers={"Connection": "close"}) from None
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


#: The cookie in which a phone keeps the language it chose with its page's switch (docs/web.md).
LANG_COOKIE = "companion-lang"
#: How long a phone keeps its language, in seconds (a year: the table's next game night too).
LANG_KEPT = 365 * 24 * 3600


def _given_lang(request: web.Request) -> str | None:
    """The language the link names (``?lang=de``), if the companion speaks it."""
    given = request.query.get("lang", "")
    return given if given and len(given) <= 8 and i18n.known(given) else None


def _lang(request: web.Request, channel: str) -> str:
    """The language of a page or of what its script asks: the link's ``?lang=``; else, for a player's
    page, the language the phone chose (its cookie) or its browser's ``Accept-Language``; else the
    table's (the board's: the share screen's choice)."""
    share = request.app[SHARE]
    given = _given_lang(request)
    if given is not None or channel == "board":
        return given or share.language
    kept = request.cookies.get(LANG_COOKIE, "")
    if kept and len(kept) <= 8 and i18n.known(kept):
        return kept
    return i18n.negotiate(request.headers.get("Accept-Language"), share.language)


def _html(page: bytes) -> web.Response:
    return web.Response(body=page, content_type="text/html", charset="utf-8")


async def _page(request: web.Request, channel: str) -> web.Response:
    share = request.app[SHARE]
    try:
        page = await share.page_in(channel, _lang(request, channel))
    except TimeoutError:
        return _bare(503, "The host's app did not answer: reload in a moment.\n")
    return _html(page.page(time.monotonic()))


async def board(request: web.Request) -> web.Response:
    _board_token(request)
    return await _page(request, "board")


async def _stream(request: web.Request, channel: str) -> web.StreamResponse:
    share = request.app[SHARE]
    lang = _lang(request, channel)
    try:
        await share.page_in(channel, lang)
    except TimeoutError:
        return _bare(503, "The host's app did not answer: reload in a moment.\n")
    return await share.hub.serve(request, channel, request.match_info["token"],
                                 lambda: share.page(channel, lang).stream(time.monotonic()), lang,
                                 pinned=_given_lang(request) is not None)


async def board_events(request: web.Request) -> web.StreamResponse:
    _board_token(request)
    return await _stream(request, "board")


async def player(request: web.Request) -> web.Response:
    name = _player(request)
    response = await _page(request, f"player:{name}")
    chosen = _given_lang(request)
    if chosen is not None and response.status == 200:  # the page's language switch: the phone keeps it
        response.set_cookie(LANG_COOKIE, chosen, max_age=LANG_KEPT, path="/", samesite="Strict", httponly=True)
    return response


async def player_events(request: web.Request) -> web.StreamResponse:
    return await _stream(request, f"player:{_player(request)}")


def _take_entry(share: ShareServer, name: str, kind: str, body: Any) -> tuple[int, dict[str, Any]]:
    """On the host's loop: the app judges and records the entry; (status, answer)."""
    try:
        problem = share.host.submit(name, kind, body)
    except CompanionError as error:
        problem = error.refusal.to(name)
    if problem is not None:  # the words, and the rule, player and field the page marks
        return 422, problem.data()
    share.changed()
    inbox = entries_inbox(share.host)
    status = inbox.status(entries_state(share.host), name) if inbox is not None else None
    answer: dict[str, Any] = {"ok": True, "status": status}
    if inbox is not None and status == "submitted":  # the entry's slot and number: the page sees whether another of the player's pages replaced it
        item = max(inbox.pending(name), key=lambda pending: pending.number)
        answer["entry"], answer["slot"] = item.number, item.slot
    return 200, answer


def _in(lang: str, fn: Callable[..., tuple[int, dict[str, Any]]], *args: Any) -> tuple[int, dict[str, Any]]:
    """``fn(*args)`` with its words in ``lang`` (on the host's loop)."""
    with i18n.language(lang):
        return fn(*args)


async def _from_host(request: web.Request, fn: Callable[..., tuple[int, dict[str, Any]]], *args: Any,
                     lang: str = i18n.SOURCE) -> web.Response:
    try:
        status, answer = await request.app[SHARE].ask_host(_in, lang, fn, *args)
    except TimeoutError:
        return _problem(503, "The host's app did not answer: try again.")
    return web.json_response(answer, status=status)


async def submit(request: web.Request) -> web.Response:
    name = _player(request)
    data = await _read_json(request)
    kind, body = data.get("kind"), data.get("body")
    if not isinstance(kind, str) or not isinstance(body, dict) or set(data) != {"kind", "body"}:
        return _problem(400, 'Send {"kind": "...", "body": {...}}.')
    return await _from_host(request, _take_entry, request.app[SHARE], name, kind, body, lang=_lang(request, f"player:{name}"))


def _preview_of(share: ShareServer, name: str, spend: Any) -> tuple[int, dict[str, Any]]:
    """On the host's loop: the Resolution step 2 preview of ``spend`` for ``name``; (status, answer)."""
    from companion.game.titm.phone_words import phase_problem, printed_arrow_problem
    from companion.game.titm.private import preview

    state = entries_state(share.host)
    problem = phase_problem(state, "goods", name)  # a preview of spent cards where they may be entered
    if problem:
        return 409, problem.data()
    problem = printed_arrow_problem(state, dict(spend.icons), name)
    if problem:
        return 422, problem.data()
    try:
        lines, short = preview(state, name, dict(spend.goods), dict(spend.icons))
    except CompanionError as error:  # said to the player, as a refused entry is
        return 422, error.refusal.to(name).data()
    return 200, {"lines": lines, "short": short}


async def preview(request: web.Request) -> web.Response:
    from companion.game.titm.phone_bodies import GoodsBody
    from pydantic import ValidationError

    name = _player(request)
    data = await _read_json(request)
    try:
        spend = GoodsBody.model_validate(data)
    except ValidationError as error:
        first = error.errors(include_url=False)[0]
        return _problem(400, f"{'.'.join(str(p) for p in first['loc']) or 'body'}: {first['msg']}")
    return await _from_host(request, _preview_of, request.app[SHARE], name, spend, lang=_lang(request, f"player:{name}"))


def _check_of(share: ShareServer, name: str, body: Any) -> tuple[int, dict[str, Any]]:
    """On the host's loop: a trade session's check of a phone's own side of a deal; (status, answer).
    Answered to that phone only, recorded nowhere."""
    check = getattr(share.host, "check", None)
    if check is None:
        return 404, {"error": i18n.gettext("this game has no trade check")}
    try:
        return 200, dict(check(name, body))
    except CompanionError as error:
        return 422, {"error": error.said()}


async def trade_check(request: web.Request) -> web.Response:
    name = _player(request)
    data = await _read_json(request)
    return await _from_host(request, _check_of, request.app[SHARE], name, data, lang=_lang(request, f"player:{name}"))


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
    app.router.add_post("/p/{token}/check", trade_check)
    app.router.add_get("/static/{name}", static)
    return app
