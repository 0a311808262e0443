"""The table's languages: gettext catalogs, the language in use, and how a language is chosen.

Every word the companion says is a message of the ``companion`` gettext domain, marked where it
is written: ``_("Turn {turn}").format(turn=…)`` in Python, ``{{ _("…") }}`` in the web templates
(``jinja2.ext.i18n``, :mod:`companion.web.jinja`), ``T("…")`` in the pages' JavaScript (its
messages reach it in a JSON block of the page, :func:`js_messages`). ``pybabel extract``
(``babel.cfg``) gathers them into ``companion/locale/companion.pot``; each language's
``companion/locale/<lang>/LC_MESSAGES/companion.po`` is compiled to ``.mo`` by the wheel's build
hook (``hatch_build.py``).

The language in use is a :class:`~contextvars.ContextVar`: the host's language by default
(:func:`set_default`), and the page's while the web server draws a page for a phone or the TV
(``with language("de"): …``). Only the standard library's :mod:`gettext` is imported here: a
catalog is read when a language is first used. In a source checkout, where no ``.mo`` was built,
the ``.po`` is compiled in memory with Babel (:mod:`companion.locale_build`) if Babel is installed
(the test extra has it), else the language falls back to English. The pseudo-locale ``qps``
(every message wrapped in ⟦ ⟧ and lengthened by about 40%, for the tests) is made from the
``.pot`` the same way: never stored by hand.

Rule references keep their English source names (``R17``, ``001 Warehousing``): they name the
rulebook's headings, which are English; the sentence around them is translated.
"""

from __future__ import annotations

import gettext as _gettext
import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache
from pathlib import Path

#: The gettext domain of every catalog.
DOMAIN = "companion"
#: Where the catalogs live: ``<lang>/LC_MESSAGES/companion.po`` (and ``.mo`` in the wheel), the ``.pot`` beside.
LOCALE_DIR = Path(__file__).parent / "locale"
#: The template every catalog is made from (``pybabel extract``).
POT = LOCALE_DIR / f"{DOMAIN}.pot"
#: The language the companion is written in (no catalog).
SOURCE = "en"
#: The pseudo-locale of the tests (made from :data:`POT` when asked for).
PSEUDO = "qps"
#: Each language's own name, as its switch on a phone shows it (a language is offered once its catalog ships).
NAMES = {"en": "English", "de": "Deutsch", "fr": "Français", "es": "Español", "it": "Italiano", "nl": "Nederlands",
         "qps": "⟦Pseudo⟧"}

_current: ContextVar[str | None] = ContextVar("companion_language", default=None)
_default: list[str] = [SOURCE]


@lru_cache(maxsize=1)
def shipped() -> list[str]:
    """The languages with a catalog in the package, English first: ``["en", "de", …]``."""
    found = sorted(p.name for p in LOCALE_DIR.iterdir()
                   if (p / "LC_MESSAGES" / f"{DOMAIN}.po").is_file() or (p / "LC_MESSAGES" / f"{DOMAIN}.mo").is_file()) \
        if LOCALE_DIR.is_dir() else []
    return [SOURCE, *[code for code in found if code not in (SOURCE, PSEUDO)]]  # read once: the package's files


def known(code: str) -> bool:
    """Whether ``code`` is a language the companion can speak (a shipped catalog, English or ``qps``)."""
    return code == PSEUDO or code in shipped()


def normalise(value: str | None) -> str | None:
    """The language a locale name or tag means, if the companion speaks it: ``"de_DE.UTF-8"`` → ``"de"``,
    ``"fr-CH"`` → ``"fr"``, ``"C"`` → ``"en"``; None for one it does not know."""
    if not value:
        return None
    tag = value.strip().split(".")[0].split("@")[0].replace("-", "_").lower()
    if tag in ("c", "posix"):
        return SOURCE
    base = tag.split("_")[0]
    return base if base and known(base) else None


def from_environment(environ: Mapping[str, str] | None = None) -> str | None:
    """The language the environment asks for, in gettext's order (``LANGUAGE``, ``LC_ALL``,
    ``LC_MESSAGES``, ``LANG``; ``LANGUAGE`` may list several, ``de:fr``): the first the companion
    speaks, or None."""
    env = os.environ if environ is None else environ
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for part in env.get(name, "").split(":"):
            code = normalise(part)
            if code is not None:
                return code
        if env.get(name) and name != "LANGUAGE":
            return None  # the first variable set decides, as for gettext (LANGUAGE only lists preferences)
    return None


def negotiate(accept_language: str | None, default: str = SOURCE) -> str:
    """The language of an HTTP ``Accept-Language`` (``"de-DE,de;q=0.9,en;q=0.8"``) that the companion
    speaks, by the header's weights (first given first among equals); ``default`` if none."""
    ranked: list[tuple[float, int, str]] = []
    for index, item in enumerate((accept_language or "")[:400].split(",")):
        tag, _sep, params = item.strip().partition(";")
        weight = 1.0
        if params.strip().startswith("q="):
            try:
                weight = float(params.strip()[2:])
            except ValueError:
                weight = 0.0
        code = normalise(tag) if tag.strip() != "*" else None
        if code is not None and weight > 0:
            ranked.append((-weight, index, code))
    return min(ranked)[2] if ranked else default


@lru_cache(maxsize=None)
def translations(code: str) -> _gettext.NullTranslations:
    """The catalog of ``code`` (English, or a language the companion does not speak: no translation).

    The wheel's compiled ``.mo`` when there is one; in a source checkout the ``.po`` (or, for
    ``qps``, the ``.pot``) compiled in memory by Babel, or English if Babel is not installed.
    """
    if code == SOURCE or not known(code):
        return _gettext.NullTranslations()
    mo = LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo"
    if mo.is_file():
        with mo.open("rb") as stream:
            return _gettext.GNUTranslations(stream)
    try:
        from companion.locale_build import compiled
    except ImportError:  # no Babel (an installed wheel always has its .mo): English
        return _gettext.NullTranslations()
    from io import BytesIO

    return _gettext.GNUTranslations(BytesIO(compiled(code)))


#: The companion's own setting of the host's language (before the locale's variables).
SETTING = "COMPANION_LANG"


def choose(given: str | None, environ: Mapping[str, str] | None = None, saved: str | None = None) -> str:
    """The host's language, made the default (:func:`set_default`): ``given`` (``--lang``), else the
    ``COMPANION_LANG`` environment variable, else ``saved`` (the settings file's language, chosen on the
    start screen: :mod:`companion.settings`), else the locale's variables (:func:`from_environment`),
    else English.

    Raises:
        ValueError: ``given`` (or the variable, or the saved setting) names a language the companion does
            not speak (the message says which it does).
    """
    env = os.environ if environ is None else environ
    chosen = given or env.get(SETTING) or saved or None
    if chosen is not None:
        code = normalise(chosen)
        if code is None:
            where = "" if given or env.get(SETTING) else " the settings name"
            raise ValueError(f"no catalog for the language{where} {chosen[:20]!r} (one of: {', '.join(shipped())})")
    else:
        code = from_environment(env) or SOURCE
    set_default(code)
    return code


def set_default(code: str) -> None:
    """Make ``code`` the language of everything not drawn for a page of its own (the host's)."""
    _default[0] = code if known(code) else SOURCE


def default() -> str:
    """The host's language (:func:`set_default`)."""
    return _default[0]


def current_code() -> str:
    """The language in use here: the page's being drawn, else the host's."""
    chosen = _current.get()
    return chosen if chosen is not None else _default[0]


def current() -> _gettext.NullTranslations:
    """The catalog in use here (:func:`current_code`'s)."""
    return translations(current_code())


@contextmanager
def language(code: str) -> Iterator[None]:
    """Speak ``code`` inside the block (this thread's or task's context only)."""
    token = _current.set(code if known(code) else SOURCE)
    try:
        yield
    finally:
        _current.reset(token)


def _(message: str) -> str:
    """``message`` in the language in use (placeholders are ``{name}``, filled after: ``_("…").format(…)``)."""
    return current().gettext(message)


def gettext(message: str) -> str:
    """:func:`_` by its long name (the templates' ``gettext``)."""
    return current().gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or a plural form for ``n``, as the language in use counts (``"{n} card"``, ``"{n} cards"``)."""
    return current().ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in ``context`` (the same English word that two languages say differently)."""
    return current().pgettext(context, message)


def N_(message: str) -> str:
    """Mark ``message`` for extraction only: it is translated where it is shown (``_(TABLE[key])``)."""
    return message


def js_messages(msgids: list[str]) -> dict[str, str]:
    """The page's JavaScript's messages in the language in use: msgid → translation (only those translated)."""
    catalog = current()
    out = {}
    for msgid in msgids:
        said = catalog.gettext(msgid)
        if said != msgid:
            out[msgid] = said
    return out
