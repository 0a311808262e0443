"""What the server sends, drawn once per change of the game: each page and its stream message as bytes.

The host's app reads the views (:mod:`companion.game.titm.public`) when the game or the phones'
entries change (a burst of changes once, at most every 0.15 s) and hands them to the server's
thread, which draws each followed channel's page (``"board"``, ``"player:<name>"``) into a
:class:`Page` — unless what the page shows is the same as before, in which case the old
:class:`Page` stays and nothing is sent; a page nobody follows is drawn when it is next asked
for. Every request and every stream is then answered with those bytes, never by drawing again.

What the page shows is its view without the event counter ``seq`` (nothing on a page shows it)
and without the running timer's milliseconds (the pages count down by themselves): a VP transfer
while the totals are face down changes nothing on the board, so the board is not sent again and a
phone cannot tell that, or when, it happened.

The trading timer's time left is the one thing in a page that depends on when it is sent: it is
drawn as a placeholder and filled in as the page or message leaves, from the time the view was
read (``taken``), so a page opened 40 s after the last change still counts down from the right time.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from companion import i18n
from companion.web import pages
from companion.web.stream import sse

_REMAINING, _GRACE = "__remaining_ms__", "__grace_ms__"


def shown(view: dict[str, Any]) -> Any:
    """What decides whether a page must be sent again: the view without ``seq`` and without the
    running timer's milliseconds."""
    key = {k: v for k, v in view.items() if k != "seq"}
    timer = view.get("timer")
    if timer:
        running = timer["status"] in ("running", "grace")
        key["timer"] = {**timer, "remaining_ms": None if running else timer["remaining_ms"], "grace_ms": None}
    return key


@dataclass(frozen=True, slots=True)
class Page:
    """One channel's page as drawn from one view.

    Attributes:
        event: the stream's event name (``board`` or ``player``).
        html: the whole page (UTF-8), timer placeholders in it.
        message: the stream message (one server-sent event), timer placeholders in it.
        key: :func:`shown` of the view it was drawn from.
        timer: the view's timer (None outside the Trading phase).
        taken: when the view was read (``time.monotonic()``).
    """

    event: str
    html: bytes
    message: bytes
    key: Any
    timer: dict[str, Any] | None
    taken: float

    def _fill(self, raw: bytes, now: float | None) -> bytes:
        timer = self.timer
        if not timer or timer["status"] not in ("running", "grace"):
            return raw
        gone = 0 if now is None else max(0, int((now - self.taken) * 1000))
        remaining = timer["remaining_ms"] - gone if timer["status"] == "running" else timer["remaining_ms"]
        grace = timer["grace_ms"] - gone if timer["status"] == "grace" else timer["grace_ms"]
        for holder, value in ((_REMAINING, remaining), (_GRACE, grace)):
            number = str(max(0, value)).encode()
            raw = raw.replace(f'"{holder}"'.encode(), number).replace(holder.encode(), number)  # JSON, then HTML
        return raw

    def page(self, now: float | None = None) -> bytes:
        """The whole page, its timer as at ``now`` (monotonic; None: as read)."""
        return self._fill(self.html, now)

    def stream(self, now: float | None = None) -> bytes:
        """The stream message, its timer as at ``now`` (monotonic; None: as read)."""
        return self._fill(self.message, now)


def _placeheld(view: dict[str, Any]) -> dict[str, Any]:
    timer = view.get("timer")
    if not timer or timer["status"] not in ("running", "grace"):
        return view
    return {**view, "timer": {**timer, "remaining_ms": _REMAINING, "grace_ms": _GRACE}}


def draw(channel: str, view: dict[str, Any], taken: float | None = None, lang: str = i18n.SOURCE) -> Page:
    """Draw ``channel``'s page and stream message from ``view`` (``taken``: when it was read) in ``lang``
    (the view's own words were read in it already, :meth:`~companion.web.server.ShareServer._view`)."""
    with i18n.language(lang):
        return _draw(channel, view, taken)


def _draw(channel: str, view: dict[str, Any], taken: float | None) -> Page:
    drawn = _placeheld(view)
    if channel == "board":
        live = pages.board_live(drawn)
        html = pages.board_page(drawn, live=live)
        data: dict[str, Any] = {"html": live, "timer": drawn["timer"], "lang": i18n.current_code()}
        event = "board"
    else:
        form = pages.player_form(drawn)
        live = pages.player_live(drawn)
        html = pages.player_page(drawn, live=live, form=form)
        data = {"html": live, "form": form, "form_key": pages.key_of(form), "timer": drawn["timer"],
                "lang": i18n.current_code()}
        event = "player"
    return Page(event, html.encode(), sse(event, data), shown(view), view.get("timer"),
                time.monotonic() if taken is None else taken)
