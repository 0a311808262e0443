"""HTML from the views: the board and the players' pages, whole or as live fragments.

One renderer for both the first page and every live update: Jinja2 templates
with autoescape on for every template, fed only the JSON-ready views of
:attr:`companion.game.kinds.GameKind.public_view` (each game type's board is drawn by the
function its registry entry names, :attr:`~companion.game.kinds.GameKind.board`). A player's name, a development's name, a reason —
everything comes out as text, never as markup (a player named
``<script>alert(1)</script>`` shows as those characters).
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from importlib import resources
from collections.abc import Callable
from typing import Any, cast

from markupsafe import Markup

from companion import i18n
from companion.game import kinds
from companion.web.jinja import environment
from companion.web.race_chart import race_svg

#: The static assets the pages use; nothing else is ever served from disk.
STATIC_FILES = {
    "app.css": "text/css; charset=utf-8",
    "words.js": "text/javascript; charset=utf-8",
    "kept.js": "text/javascript; charset=utf-8",
    "live.js": "text/javascript; charset=utf-8",
    "player.js": "text/javascript; charset=utf-8",
    "session.js": "text/javascript; charset=utf-8",
}

@lru_cache(maxsize=None)
def static_file(name: str) -> bytes:
    """One of :data:`STATIC_FILES`, read from the package (KeyError for any other name)."""
    if name not in STATIC_FILES:
        raise KeyError(name)
    return resources.files("companion.web").joinpath("static", name).read_bytes()


def _render(template: str, **context: Any) -> str:
    return environment().get_template(template).render(**context)


def board_page(view: dict[str, Any], *, live: str | None = None) -> str:
    """The whole board page (its live part is :func:`board_live`, given if already drawn)."""
    live = board_live(view) if live is None else live
    return _render("board.html", view=view, live=Markup(live))  # already rendered and escaped


def board_live(view: dict[str, Any]) -> str:
    """The board's live part: everything below the page's fixed frame (the game type's own board,
    :attr:`companion.game.kinds.GameKind.board`, for the type ``view["kind"]`` names)."""
    return _board(str(view["kind"]))(view)


@lru_cache(maxsize=None)
def _board(kind: str) -> Callable[[dict[str, Any]], str]:
    """The function that draws the board of the game type ``kind`` (as its registry entry names it)."""
    draw = kinds.named(kinds.get(kind).board)
    if not callable(draw):
        raise TypeError(f"the board of {kind!r} is not a function: {draw!r}")
    return cast(Callable[[dict[str, Any]], str], draw)


def tnt_board(view: dict[str, Any]) -> str:
    """The Trade and Triumph scoreboard's board (:func:`companion.game.tnt.public.tnt_public_view`)."""
    return _render("_board_tnt.html", view=view)


def session_board(view: dict[str, Any]) -> str:
    """A trade session's board (:func:`companion.game.tradesession.views.public_view`): the round, the
    timer and each player's number of calamities, never a card."""
    return _render("_board_session.html", view=view)


def titm_board(view: dict[str, Any]) -> str:
    """The primary game's board (:func:`companion.game.titm.public.public_view`): the players' cards, each
    drawn once per change of its data, and the race at the end."""
    tracks = json.dumps(view["tracks"], sort_keys=True)
    lang = i18n.current_code()
    cards = [Markup(_player_card(json.dumps(p, sort_keys=True), tracks, lang)) for p in view["players"]]
    race = Markup(race_svg(view["race"])) if view.get("race") else None  # rendered and escaped by its template
    return _render("_board.html", view=view, cards=cards, race=race)


@lru_cache(maxsize=64)
def _player_card(player: str, tracks: str, lang: str) -> str:
    """One player's card on the board, from their data as JSON, in ``lang`` (the same data is drawn once)."""
    with i18n.language(lang):
        return _render("_player_card.html", p=json.loads(player), tracks=json.loads(tracks))


def _phone(view: dict[str, Any]) -> tuple[str, str, str]:
    """The templates of a player's page of the view's game type (:attr:`~companion.game.kinds.GameKind.phone_pages`)."""
    return kinds.get(str(view.get("kind", kinds.DEFAULT))).phone_pages


def player_page(view: dict[str, Any], *, live: str | None = None, form: str | None = None) -> str:
    """A player's whole page (its live part and form given if already drawn)."""
    form = player_form(view) if form is None else form
    live = player_live(view) if live is None else live
    # both already rendered and escaped
    return _render(_phone(view)[0], view=view, live=Markup(live), form=Markup(form), form_key=key_of(form))


def player_live(view: dict[str, Any]) -> str:
    """A player's live status: markers, VP, the entry's state, the timer."""
    return _render(_phone(view)[1], view=view)


def player_form(view: dict[str, Any]) -> str:
    """The form of the phase (replaced on the phone only when it changes, so typing is never lost)."""
    return _render(_phone(view)[2], view=view)


def key_of(html: str) -> str:
    """A short fingerprint of a fragment: the phone replaces its form only when this changes."""
    return hashlib.sha256(html.encode()).hexdigest()[:16]
