"""Reading what the host types into the calculator: numbers, ``"dem 3"``, ``"Ann -3 -1, Ben -5 0"``, yes/no.

Names go through :func:`companion.tui.entry.resolve_name` (exact, alias, or a
unique beginning), so ``dict`` is dictatorship and ``fam`` is famine. Every
problem is an :class:`~companion.tui.entry.EntryError` whose message says which
field and what was typed. No Textual here, so the reading is tested on its own.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from companion.tui.entry import EntryError, resolve_name

#: A whole number as people type it: "3", "-2", "+1", "−4" (a typographic minus).
INTEGER = re.compile(r"[+\-−]?[0-9]+")
#: Words (letters and hyphens: "civil-war") and whole numbers; anything else separates them.
WORD_OR_NUMBER = re.compile(r"[+\-−]?[0-9]+|[a-z][a-z\-]*")
#: An announced offer's count at the start of the text, with an optional colon after it.
COUNT_FIRST = re.compile(r"\s*([+\-−]?[0-9]+)\s*:?")
YES = ("y", "yes", "x", "1", "true", "on")
#: The most copies one number may stand for in a list of names (no hand holds more).
MOST_REPEATS = 99
NO = ("n", "no", "0", "false", "off", "-")


def as_int(token: str) -> int | None:
    """``token`` as an int if it is a whole number, else None."""
    return int(token.replace("−", "-")) if INTEGER.fullmatch(token) else None


def tokens(text: str) -> list[str]:
    """Split typed text into words and numbers (commas, colons, ``=`` and spaces separate them)."""
    return WORD_OR_NUMBER.findall(text.lower())


def read_int(what: str, text: str, *, default: int | None = None) -> int:
    """One whole number; an empty field is ``default`` (an error if there is none).

    Raises:
        EntryError: empty without a default, or not a whole number.
    """
    typed = text.strip()
    if not typed:
        if default is None:
            raise EntryError(f"{what}: type a whole number")
        return default
    value = as_int(typed)
    if value is None:
        raise EntryError(f"{what}: {typed!r} is not a whole number")
    return value


def read_optional_int(what: str, text: str) -> int | None:
    """A whole number, or None when the field is empty."""
    return read_int(what, text) if text.strip() else None


def read_ints(what: str, text: str) -> list[int]:
    """Whole numbers separated by spaces or commas (``"2 3"``); none is an empty list.

    Raises:
        EntryError: a part that is not a whole number.
    """
    values = []
    for part in re.split(r"[\s,;]+", text.strip()):
        if part:
            values.append(read_int(what, part))
    return values


def read_yes(what: str, text: str) -> bool:
    """``yes``/``y``/``x``/``1`` or ``no``/``n``/``0``/empty.

    Raises:
        EntryError: anything else.
    """
    typed = text.strip().lower()
    if not typed or typed in NO:
        return False
    if typed in YES:
        return True
    raise EntryError(f"{what}: type y or n, not {text.strip()!r}")


def read_side(
    what: str,
    text: str,
    sides: Iterable[str],
    aliases: Mapping[str, str] | None = None,
    *,
    level: bool = False,
) -> tuple[str | None, int]:
    """A side of a track and a number: ``"dem 3"``, ``"3 democracy"``, ``"white 3"``, or ``"0"`` for level 0.

    Args:
        what: the field, for messages.
        sides: the track's two sides.
        aliases: other words for the sides (arrow colours), limited to ``sides``.
        level: the number is a level, and ``0`` alone stands for level 0 of no side.

    Raises:
        EntryError: not one side and one number, or an unknown or ambiguous side.
    """
    options = list(sides)
    mine = {a: t for a, t in (aliases or {}).items() if t in options}
    words = [t for t in tokens(text) if as_int(t) is None]
    numbers = [n for t in tokens(text) if (n := as_int(t)) is not None]
    if level and not words and numbers == [0]:
        return None, 0
    shape = f"a side and a {'level' if level else 'space'}, e.g. {options[0][:3]} {'1' if level else '3'}"
    if len(words) != 1 or len(numbers) != 1:
        raise EntryError(f"{what}: type {shape}" + (" (or 0)" if level else ""))
    try:
        side = resolve_name(words[0], options, mine)
    except EntryError as error:
        raise EntryError(f"{what}: {error}") from None
    return side, numbers[0]


def read_names(what: str, text: str, names: Iterable[str], aliases: Mapping[str, str] | None = None) -> list[str]:
    """Names in the order typed, with repeats: ``"famine famine flood"`` or ``"famine 2, flood"``.

    A number before or after a name repeats it (within the same comma-separated part).

    Raises:
        EntryError: an unknown or ambiguous name, or a number with no name.
    """
    options = list(names)
    found: list[str] = []
    for part in re.split(r"[,;\n]+", text):
        found += _names_in(what, part, options, aliases)
    return found


def _names_in(what: str, text: str, options: list[str], aliases: Mapping[str, str] | None) -> list[str]:
    """The names of one comma-separated part of :func:`read_names`' text."""
    found: list[str] = []
    pending: int | None = None  # a number waiting for its name
    last: str | None = None  # a name a number may still follow
    for token in tokens(text):
        n = as_int(token)
        if n is None:
            try:
                name = resolve_name(token, options, aliases)
            except EntryError as error:
                raise EntryError(f"{what}: {error}") from None
            found += [name] * (pending or 1)
            last = None if pending else name
            pending = None
        elif not 1 <= n <= MOST_REPEATS:
            raise EntryError(f"{what}: {n}? type a count from 1 to {MOST_REPEATS}")
        elif last is not None:
            found += [last] * (n - 1)
            last = None
        elif pending is not None:
            raise EntryError(f"{what}: {pending} {n}: two numbers in a row — which is which?")
        else:
            pending = n
    if pending is not None:
        raise EntryError(f"{what}: {pending}: a number without a name after it")
    return found


def read_announced(what: str, text: str, names: Iterable[str]) -> tuple[int, list[str]]:
    """An announced offer: the card count, then the cards named (``"3 salt salt"``, ``"3: salt, grain"``).

    Raises:
        EntryError: no count first, or a name that cannot be read.
    """
    first = COUNT_FIRST.match(text)
    if first is None:
        raise EntryError(f"{what}: type the card count, then the cards named, e.g. 3 salt grain")
    return int(first.group(1).replace("−", "-")), read_names(what, text[first.end() :], names)


def read_rows(what: str, text: str, fields: tuple[str, ...]) -> list[tuple[str, list[int]]]:
    """Players with numbers, separated by commas: ``"Ann -3 -1, Ben -5 0"`` (also ``"Ann=-3:-1"``).

    A name is the words before the numbers and keeps its case; with ``=`` it is
    everything before it (``"Player 2=-3:-1"``).

    Raises:
        EntryError: no players, a part without a name or with the wrong count of
            numbers, or a name given twice.
    """
    rows: list[tuple[str, list[int]]] = []
    shape = "NAME " + " ".join(f.upper() for f in fields)
    for part in re.split(r"[,;\n]+", text):
        if not part.strip():
            continue
        name, equals, rest = part.partition("=")
        words = rest.replace(":", " ").split() if equals else name.replace(":", " ").split()
        numbers: list[int] = []
        while words and (n := as_int(words[-1])) is not None:
            numbers.insert(0, n)
            words.pop()
        name = name.strip() if equals and not words else " ".join(words)
        if not name or len(numbers) != len(fields):
            raise EntryError(f"{what}: expected {shape}, got {part.strip()!r}")
        if any(name == other for other, _ in rows):
            raise EntryError(f"{what}: {name} is given twice")
        rows.append((name, numbers))
    if not rows:
        raise EntryError(f"{what}: type {shape}, separated by commas")
    return rows
