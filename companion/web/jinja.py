"""The one Jinja2 environment of the web pages and the race chart: autoescaped, strict.

Every template is rendered here (:func:`environment`), so user text is escaped
everywhere alike (STYLE.md convention 9) and an undefined name is an error,
never an empty string. Its words are gettext messages (``jinja2.ext.i18n``, new-style:
``{{ _("Turn %(turn)s", turn=…) }}``, the values escaped): ``_`` reads the catalog of the
language the page is drawn in (:func:`companion.i18n.language`, set per page by
:mod:`companion.web.snapshot`), the per-request translations object.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import Protocol, cast
from importlib import resources

import jinja2

from companion import i18n

#: Player colours the stylesheet knows (``.pc-red`` …, static/app.css); the symbol tells them apart without colour.
COLOURS = ("red", "blue", "green", "yellow", "white", "black", "magenta", "orange", "purple", "cyan")


def colour_word(word: str) -> str:
    """A side, a track or a development's colour in the page's language (``"democracy"`` → ``"Demokratie"``,
    :func:`companion.game.titm.board.side_name`)."""
    from companion.game.titm.side_words import side_name

    return side_name(word)


def level_label(level: int) -> str:
    """A level, short, in the page's language: ``"L2"`` (:func:`companion.game.titm.board.level_label`)."""
    from companion.game.titm.side_words import level_label as label

    return label(level)


def colour_class(colour: str) -> str:
    """The CSS class of a player colour: ``pc-red``; ``pc-other`` for a colour the stylesheet lacks."""
    name = str(colour).lower()
    return f"pc-{name}" if name in COLOURS else "pc-other"


def entry_limits() -> dict[str, int]:
    """What the server accepts of a phone's entry, for the page to hold itself to: ``cards``, the most
    cards a goods entry sends one by one; ``body``, a request's largest body in bytes."""
    from companion.game.titm.phone_bodies import MAX_CARDS
    from companion.web.limits import MAX_BODY

    return {"cards": MAX_CARDS, "body": MAX_BODY}


#: A message of the pages' JavaScript: ``T("…")`` with a string literal (what ``pybabel extract`` reads too).
JS_MESSAGE = re.compile(r"""\bT\(\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')""")


@lru_cache(maxsize=1)
def js_msgids() -> tuple[str, ...]:
    """Every message the pages' JavaScript says (``T("…")`` in ``static/*.js``), read once from the files."""
    found: dict[str, None] = {}
    for script in sorted(resources.files("companion.web").joinpath("static").iterdir(), key=lambda f: f.name):
        if script.name.endswith(".js"):
            for double, single in JS_MESSAGE.findall(script.read_text(encoding="utf-8")):
                found[double or single] = None  # a message with a backslash in it is refused by tests/web/test_i18n_catalogs.py
    return tuple(found)


def page_words() -> dict[str, object]:
    """The page's JSON block for its JavaScript: its language and its messages in it (``{"lang", "messages"}``)."""
    code = current_code()
    return {"lang": code, "messages": i18n.js_messages(list(js_msgids()))}


def current_code() -> str:
    """The language the page is being drawn in (``lang`` of its ``<html>``)."""
    return i18n.current_code()


def languages() -> list[dict[str, str]]:
    """The languages a phone may switch to: ``[{"code": "de", "name": "Deutsch"}, …]``."""
    return [{"code": code, "name": i18n.NAMES.get(code, code)} for code in i18n.shipped()]


#: The trading timer's state in words, as the page says it before its script takes over (live.js says the same).
TIMER_WORDS = {"ready": i18n.N_("ready"), "paused": i18n.N_("paused"), "running": "", "grace": i18n.N_("grace period"),
               "over": i18n.N_("time is up"), "away": i18n.N_("the host's laptop is away")}


def timer_word(status: str) -> str:
    """The timer's ``status`` in words, in the page's language (a status it does not know: as given)."""
    words = TIMER_WORDS.get(status, status)
    return i18n.gettext(words) if words else ""


class _I18nEnvironment(Protocol):
    """What ``jinja2.ext.i18n`` adds to the environment it extends (not in Jinja2's own types)."""

    def install_gettext_callables(self, gettext: Callable[[str], str], ngettext: Callable[[str, str, int], str], *,
                                  newstyle: bool, pgettext: Callable[[str, str], str]) -> None: ...


@lru_cache(maxsize=1)
def environment() -> jinja2.Environment:
    """The templates, autoescaped, undefined names an error (a typo never renders as nothing)."""
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("companion.web", "templates"),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        extensions=["jinja2.ext.i18n"],
    )
    # the callables read the language of the page being drawn (companion.i18n's context variable)
    cast(_I18nEnvironment, env).install_gettext_callables(i18n.gettext, i18n.ngettext, newstyle=True,
                                                          pgettext=i18n.pgettext)
    env.globals["page_words"] = page_words
    env.globals["languages"] = languages
    env.globals["lang"] = current_code
    env.globals["timer_word"] = timer_word
    env.globals["colour_word"] = colour_word
    env.globals["level_label"] = level_label
    env.globals["colour_class"] = colour_class
    env.globals["entry_limits"] = entry_limits()
    env.filters["signed"] = lambda n: f"{n:+d}"
    return env
