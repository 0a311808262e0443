"""User text is data: what may be stored, and how to print it on a terminal.

Names, notes and reasons come from people (the new-game form, dialogs) and
from files (journals, editions) that anyone may have edited. They must never
reach a terminal as control codes: an ESC sequence in a player's name could
set the terminal's title, clear it, or worse.

- :func:`refuse_control` is the boundary check (the events' and the forms'
  validators): a control character (C0, DEL, C1: Unicode category ``Cc``) or a
  bidirectional embedding/override/isolate (U+202A–U+202E, U+2066–U+2069, which
  can make text display in another order than it is stored) is refused with a
  message saying which. Left-to-right and right-to-left marks (U+200E, U+200F)
  and the zero-width joiner of emoji sequences are ordinary text.
- :func:`refuse_invisible` is the boundary check for names: a name made only of
  spaces, zero-width or format characters and combining marks shows nothing, and is refused.
- :func:`printable` is for the command line's output: it shows any such
  character as a visible escape (``\\x1b``) instead of sending it.
- :func:`clip` bounds text read from a file wherever it is shown (a line of the
  games listing, an error naming an event): a journal or edition anyone may
  have edited must not make one line of output megabytes long.

Markup is a separate matter: the TUI renders user text through objects that
never parse markup (Rich ``Text``, Textual ``Content``), so ``[b]`` or ``[/]``
in a name is shown as typed.
"""

from __future__ import annotations

import re
import unicodedata

#: Bidirectional embeddings, overrides and isolates (not the LRM/RLM marks).
_BIDI_CONTROLS = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
_UNSAFE = re.compile(f"[\\x00-\\x1f\\x7f-\\x9f{_BIDI_CONTROLS}]")

_NAMES = {"\x1b": "ESC", "\x07": "BEL", "\x00": "NUL", "\n": "a line break", "\r": "a line break", "\t": "a tab"}


def unsafe_characters(text: str) -> list[str]:
    """The control and bidi-override characters in ``text``, in order (empty if it is safe)."""
    return _UNSAFE.findall(text)


def describe(char: str) -> str:
    """A character as a person reads it: ``"ESC"``, ``"a tab"``, ``"U+202E (RIGHT-TO-LEFT OVERRIDE)"``."""
    if char in _NAMES:
        return _NAMES[char]
    name = unicodedata.name(char, "")
    return f"U+{ord(char):04X}" + (f" ({name})" if name else "")


def refuse_control(text: str) -> str:
    """Return ``text`` if it holds no control character; pydantic validators and forms call this.

    Raises:
        ValueError: e.g. ``"contains a control character (ESC): type letters, digits and signs only"``.
    """
    found = unsafe_characters(text)
    if found:
        raise ValueError(f"contains a control character ({describe(found[0])}): type letters, digits and signs only")
    return text


def visible(text: str) -> bool:
    """Whether ``text`` shows anything: a letter, a digit, a sign or a symbol (Unicode L, N, P, S)."""
    return any(unicodedata.category(ch)[0] in "LNPS" for ch in text)


def refuse_invisible(text: str) -> str:
    """Return ``text`` if it shows something; pydantic validators and forms call this for names.

    Raises:
        ValueError: ``"shows nothing: type a letter, digit or sign"`` (only spaces, zero-width
            or format characters, combining marks).
    """
    if not visible(text):
        raise ValueError("shows nothing: type a letter, digit or sign")
    return text


def printable(text: str, *, lines: bool = False) -> str:
    """``text`` safe to print on a terminal: every control or bidi-override character as an escape.

    ``"Ann\\x1b]0;pwned\\x07"`` → ``"Ann\\\\x1b]0;pwned\\\\x07"``; other text is unchanged.
    With ``lines=True`` line breaks (``\\n``) are kept, for a text of several lines.
    """
    if lines:
        return "\n".join(_UNSAFE.sub(_escape, line) for line in text.split("\n"))
    return _UNSAFE.sub(_escape, text)


#: What ``json.dumps(ensure_ascii=False)`` leaves raw in strings though a terminal would act on it.
_UNSAFE_IN_JSON = re.compile(f"[\\x7f-\\x9f{_BIDI_CONTROLS}]")


def printable_json(text: str) -> str:
    """JSON text (``json.dumps(..., ensure_ascii=False)``) safe to print: the same JSON, with DEL, C1
    controls and bidi overrides written as JSON escapes such as ``\\u202e`` (``json`` escapes C0 itself).
    """
    return _UNSAFE_IN_JSON.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def sentence(text: str) -> str:
    """``text`` with its first letter made a capital, and nothing else changed.

    ``str.capitalize`` lowercases the rest: ``"best sale … = 7 VP"`` became ``"… = 7 vp"``,
    and a name in the text would lose its capitals too.
    """
    return text[:1].upper() + text[1:]


#: How many characters of a file's text one shown value keeps (a name, an event type, a reason).
CLIP = 200


def clip(text: str, limit: int = CLIP) -> str:
    """``text`` cut to at most ``limit`` characters, ending in ``…`` when it was cut.

    ``clip("x" * 10_000_000)`` is 199 ``x`` and ``…``; text within the limit is unchanged.
    """
    return text if len(text) <= limit else text[: max(limit - 1, 0)] + "…"
