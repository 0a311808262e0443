"""Cutting typed text into tokens: words, numbers, stops and the marks that attach a word to a name.

Words are compared in one normal form (:func:`normal`): Unicode compatibility
forms, accents and apostrophes dropped, case folded, so ``"Zoë"``, ``"ZOE"`` and
``"zoe"`` are one word and ``"O'Neil"`` is ``"oneil"``; messages repeat them as typed. Hyphens, underscores,
spaces, ``=``, ``+``, ``&``, ``/``, dots and other joining punctuation separate words; a comma, a
semicolon or a line break ends an item (:data:`STOP`); ``:`` and brackets attach a word to the
name before it (``zealots:red``, ``zealots (red)``); ``×`` is the times sign ``x``. A number
with a decimal point (``1.5``) is a token of its own (``decimal``), and so is any other sign or
symbol (``other``: ``?``, ``*``, ``#``, an emoji), so that a counted list can refuse it rather
than read past it.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Literal, get_args

from companion.entry.errors import entry_error
from companion.errors import N_, say

TokenKind = Literal["word", "number", "decimal", "stop", "attach", "open", "close", "other"]
#: Each group of :data:`TOKEN` as its kind (a match always ends in one of them).
_KIND: dict[str | None, TokenKind] = {kind: kind for kind in get_args(TokenKind)}

#: Tokens, in the order tried. A sign belongs to a number only when no letter or digit
#: is glued before it ("-3", but "grain-3" is grain and 3).
TOKEN = re.compile(
    r"(?P<decimal>(?:(?<![^\W_])[+\-−])?\d+\.\d+)"
    r"|(?P<number>(?:(?<![^\W_])[+\-−])?\d+)"
    r"|(?P<word>[^\W\d_]+)"
    r"|(?P<stop>[,;\n])"
    r"|(?P<attach>:)"
    r"|(?P<open>[(\[])"
    r"|(?P<close>[)\]])"
    r"|(?P<other>[^\w\s])"
)
#: Signs that are never mere separators: a question, a wildcard, a note to self.
NOT_SEPARATORS = frozenset("?#*@%\\…")
#: The most digits a number may have: far beyond any count, VP or space, and far below
#: the length at which Python refuses to convert (so a pasted wall of digits is an
#: EntryError, never a ValueError).
MOST_DIGITS = 9
#: The most characters of typed text a message repeats.
ECHO = 24


@dataclass(frozen=True, slots=True)
class Token:
    """One piece of typed text.

    Attributes:
        kind: word, number, stop (``,`` ``;`` or a line break), attach (``:``),
            open or close (a bracket).
        text: the normalised text ("barbarian", "3", "-2").
        typed: the text as typed ("Barbarian").
        start, end: where it was in the typed text (tokens with ``end ==
            next.start`` were typed glued together, as in ``3x`` or ``grain3``).
    """

    kind: TokenKind
    text: str
    typed: str
    start: int
    end: int


#: Marks dropped from words before anything else ("O'Neil" is one word); the times sign is an x.
APOSTROPHES = str.maketrans({"'": None, "’": None, "`": None, "×": " x "})


def normal(text: str) -> str:
    """``text`` in the form names are compared in: no accents, no apostrophes, case folded."""
    decomposed = unicodedata.normalize("NFKD", text.translate(APOSTROPHES))
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).casefold()


def _separates(sign: str) -> bool:
    """Whether a sign only separates words: punctuation (``-``, ``.``, ``/``, ``—``, ``!``), ``+``/``=``,
    and a combining mark left over after NFC (as before: only symbols are refused)."""
    return sign not in NOT_SEPARATORS and (unicodedata.category(sign)[0] in "PM" or sign in "+=")


def tokens(text: str) -> list[Token]:
    """The tokens of ``text``, each word normalised; separators (:func:`_separates`) are left out."""
    typed = unicodedata.normalize("NFC", text.translate(APOSTROPHES))
    return [
        Token(_KIND[m.lastgroup], normal(m.group()), m.group(), m.start(), m.end())
        for m in TOKEN.finditer(typed)
        if m.lastgroup != "other" or not _separates(m.group())
    ]


def words(text: str) -> tuple[str, ...]:
    """The words and numbers of ``text``, normalised: ``"Barbarian-Fury"`` → ``("barbarian", "fury")``."""
    return tuple(t.text for t in tokens(text) if t.kind in ("word", "number"))


def echo(text: str) -> str:
    """``text`` short enough to repeat in a one-line message, quoted."""
    text = " ".join(text.split())
    return repr(text if len(text) <= ECHO else text[: ECHO - 1] + "…")


def number(field: str, text: str, *, low: int | None = None, high: int | None = None, what: str = "") -> int:
    """A whole number token's value, checked against its bounds.

    Args:
        field: the field, for messages.
        text: the digits, with an optional sign (``+``, ``-`` or a typographic ``−``).
        low, high: the bounds, inclusive (None: unbounded, up to :data:`MOST_DIGITS` digits).
        what: what the number is, for messages: a message marked ``N_`` (``N_("a count")``).

    Raises:
        EntryError: too many digits, or out of bounds.
    """
    digits = text.lstrip("+-−")
    if len(digits) > MOST_DIGITS:
        raise entry_error(N_("{field}: {typed} is far too large a number"), field, typed=echo(text))
    value = int(digits) * (-1 if text[:1] in "-−" else 1)
    if (low is not None and value < low) or (high is not None and value > high):
        said = say(what or N_("the number"))
        if low is not None and high is not None:
            raise entry_error(N_("{field}: {value}? {what} is {low} to {high}"), field, value=value, what=said, low=low, high=high)
        if low is not None:
            raise entry_error(N_("{field}: {value}? {what} is at least {low}"), field, value=value, what=said, low=low)
        raise entry_error(N_("{field}: {value}? {what} is at most {high}"), field, value=value, what=said, high=high or 0)
    return value
