"""Single fields: whole numbers, yes/no, a side of a track with a number, people's names, players with numbers, announced offers.

Names inside them are read by :mod:`companion.entry.names` and numbers by
:func:`companion.entry.words.number`, so the same spellings and the same
messages hold in every box. Every problem is an
:class:`~companion.entry.errors.EntryError` that starts with the field's name.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Literal, overload

from companion.entry.counts import read_names
from companion.entry.errors import entry_error
from companion.errors import N_
from companion.entry.names import as_vocabulary, read_name
from companion.entry.vocabulary import Vocabulary
from companion.entry.words import echo, normal, number, tokens
from companion.game.words import ROMAN
from companion.text import describe, unsafe_characters, visible

#: A whole number as people type it: "3", "-2", "+1", "−4" (a typographic minus).
INTEGER = re.compile(r"[+\-−]?\d+")
#: An announced offer's count at the start of the text, with an optional colon after it.
COUNT_FIRST = re.compile(r"\s*([+\-−]?\d+)\s*:?")
YES = ("y", "yes", "x", "1", "true", "on")
NO = ("n", "no", "0", "false", "off", "-")


def as_int(text: str, *, field: str = "Number") -> int | None:
    """``text`` as an int if it is one whole number (at most 9 digits), else None.

    Raises:
        EntryError: a whole number with too many digits.
    """
    typed = text.strip()
    return number(field, typed) if INTEGER.fullmatch(typed) else None


def read_int(text: str, *, field: str, default: int | None = None, low: int | None = None, high: int | None = None) -> int:
    """One whole number; an empty field is ``default`` (an error if there is none).

    Args:
        text: what was typed (``"3"``, ``"-2"``, ``"+1"``, ``"−4"``).
        field: the field's name for messages.
        default: the value of an empty field, or None if it must be filled.
        low, high: bounds, inclusive.

    Raises:
        EntryError: empty without a default, not a whole number, or out of bounds.
    """
    typed = text.strip()
    if not typed:
        if default is None:
            raise entry_error(N_("{field}: type a whole number"), field)
        return default
    if not INTEGER.fullmatch(typed):
        raise entry_error(N_("{field}: {typed} is not a whole number"), field, typed=echo(typed))
    return number(field, typed, low=low, high=high)


#: Turns as the turn track prints them (I–VI), and beyond for other games' rounds (the numerals
#: the screens print, :data:`companion.game.words.ROMAN`).
ROMAN_NUMERALS = {numeral: n for n, numeral in enumerate(ROMAN, start=1)}


def read_turn(text: str, *, field: str, default: int | None = None) -> int:
    """A turn, as a number or as the turn track prints it: ``"3"``, ``"III"``, ``"iii"``, ``"turn III"``.

    Whether the turn is on the edition's turn track is for the rules to say
    (:class:`~companion.rules.errors.TurnError`); here it is only read.

    Raises:
        EntryError: empty without a default, or neither a whole number nor a Roman numeral (I–XII).
    """
    typed = text.strip()
    words = typed.split()
    if len(words) == 2 and words[0].casefold() in ("turn", "round"):
        typed = words[1]
    numeral = ROMAN_NUMERALS.get(typed.upper())
    if numeral is not None:
        return numeral
    if typed and not INTEGER.fullmatch(typed):
        raise entry_error(N_("{field}: {typed} is not a turn: type 3 or III"), field, typed=echo(typed))
    return read_int(typed, field=field, default=default)


def read_optional_int(text: str, *, field: str, low: int | None = None, high: int | None = None) -> int | None:
    """A whole number, or None when the field is empty.

    Raises:
        EntryError: as :func:`read_int`.
    """
    return read_int(text, field=field, low=low, high=high) if text.strip() else None


def read_ints(text: str, *, field: str, low: int | None = None, high: int | None = None) -> list[int]:
    """Whole numbers separated by spaces or commas (``"2 3"``); none is an empty list.

    Raises:
        EntryError: a part that is not a whole number, or out of bounds.
    """
    return [read_int(part, field=field, low=low, high=high) for part in re.split(r"[\s,;]+", text.strip()) if part]


def read_yes(text: str, *, field: str) -> bool:
    """``yes``/``y``/``x``/``1`` or ``no``/``n``/``0``/empty.

    Raises:
        EntryError: anything else.
    """
    typed = text.strip().lower()
    if not typed or typed in NO:
        return False
    if typed in YES:
        return True
    raise entry_error(N_("{field}: type y or n, not {typed}"), field, typed=echo(text.strip()))


@overload
def read_side(
    text: str, sides: Vocabulary | Iterable[str], *, field: str, level: Literal[False] = False
) -> tuple[str, int]: ...
@overload
def read_side(text: str, sides: Vocabulary | Iterable[str], *, field: str, level: bool) -> tuple[str | None, int]: ...
def read_side(text: str, sides: Vocabulary | Iterable[str], *, field: str, level: bool = False) -> tuple[str | None, int]:
    """A side of a track and a number: ``"dem 3"``, ``"3 democracy"``, ``"white 3"``, ``"democracy:3"``, or ``"0"`` for level 0.

    Args:
        text: what was typed.
        sides: the track's sides (a vocabulary with the arrows' colours, see
            :func:`companion.entry.titm.sides`), or plain side names.
        field: the field's name for messages.
        level: the number is a level, and ``0`` alone stands for level 0 of no side.

    Raises:
        EntryError: not one side and one number, an unknown or ambiguous side, or a
            number with too many digits.
    """
    vocabulary = as_vocabulary(sides, "side")
    typed = tokens(text)
    said = " ".join(t.text for t in typed if t.kind == "word")
    numbers = [number(field, t.text) for t in typed if t.kind == "number"]
    if level and not said and numbers == [0]:
        return None, 0
    example = vocabulary.terms[0].label[:3] if vocabulary.terms else "side"
    if not said or len(numbers) != 1:
        if level:
            raise entry_error(N_("{field}: type a side and a level, e.g. {example} (or 0)"), field, example=f"{example} 1")
        raise entry_error(N_("{field}: type a side and a space, e.g. {example}"), field, example=f"{example} 3")
    return read_name(said, vocabulary, field=field), numbers[0]


def read_person(text: str, *, field: str, taken: Iterable[str] = ()) -> str:
    """A person's name, new here (a calculator's players): trimmed, kept as typed.

    Args:
        text: what was typed.
        field: the field's name for messages.
        taken: the names already given; a name that differs from one of them only in
            case or accents (``"ann"`` and ``"Ann"``) is the same person.

    Raises:
        EntryError: empty, showing nothing (only zero-width characters), holding a
            control character, or given twice.
    """
    name = text.strip()
    if not name:
        raise entry_error(N_("{field}: type a name"), field)
    if not visible(name):  # the sentences of companion.text's refuse_invisible and refuse_control, for this field
        raise entry_error(N_("{field}: {typed} shows nothing: type a letter, digit or sign"), field, typed=echo(name))
    unsafe = unsafe_characters(name)
    if unsafe:
        raise entry_error(N_("{field}: {typed} contains a control character ({character}): type letters, digits and signs only"),
                          field, typed=echo(name), character=describe(unsafe[0]))
    for other in taken:
        if normal(other) == normal(name):
            if other == name:
                raise entry_error(N_("{field}: {typed} is given twice"), field, typed=echo(name))
            raise entry_error(N_("{field}: {typed} is given twice (as {other})"), field, typed=echo(name), other=echo(other))
    return name


def read_rows(text: str, columns: tuple[str, ...], *, field: str) -> list[tuple[str, list[int]]]:
    """Players with numbers, separated by commas: ``"Ann -3 -1, Ben -5 0"`` (also ``"Ann=-3:-1"``).

    A name is the words before the numbers and keeps its case; with ``=`` it is
    everything before it (``"Player 2=-3:-1"``). The names are new here (a
    calculator's players), so they are not looked up.

    Raises:
        EntryError: no players, a part without a name or with the wrong count of
            numbers, a number with too many digits, or a name that :func:`read_person`
            refuses (given twice, in any case).
    """
    rows: list[tuple[str, list[int]]] = []
    shape = "NAME " + " ".join(c.upper() for c in columns)
    for part in re.split(r"[,;\n]+", text):
        if not part.strip():
            continue
        name, equals, rest = part.partition("=")
        words = rest.replace(":", " ").split() if equals else name.replace(":", " ").split()
        numbers: list[int] = []
        while words and (n := as_int(words[-1], field=field)) is not None:
            numbers.insert(0, n)
            words.pop()
        name = name.strip() if equals and not words else " ".join(words)
        if not name or len(numbers) != len(columns):
            raise entry_error(N_("{field}: expected {shape}, got {typed}"), field, shape=shape, typed=echo(part.strip()))
        rows.append((read_person(name, field=field, taken=[other for other, _ in rows]), numbers))
    if not rows:
        raise entry_error(N_("{field}: type {shape}, separated by commas"), field, shape=shape)
    return rows


def read_announced(text: str, names: Vocabulary | Iterable[str], *, field: str) -> tuple[int, list[str]]:
    """An announced offer: the card count, then the cards named (``"3 salt salt"``, ``"3: salt, grain"``).

    Raises:
        EntryError: no count first, or a name that cannot be read.
    """
    first = COUNT_FIRST.match(text)
    if first is None:
        raise entry_error(N_("{field}: type the card count, then the cards named, e.g. 3 salt grain"), field)
    return number(field, first.group(1)), read_names(text[first.end() :], names, field=field)
