"""argparse helpers: one-line usage errors and NAME=N pair parsing."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable
from typing import Any, NoReturn

from companion.errors import CompanionError


class UsageError(CompanionError):
    """A command-line argument that cannot be understood."""


#: An error line longer than this is cut (a 10,000-character name quoted in a message).
MAX_LINE = 1000


def one_line(text: str) -> str:
    """Return ``text`` as one line safe to print: what a terminal would act on is escaped.

    Control and bidi-override characters become visible escapes
    (:func:`companion.text.printable`), and so does every other character
    ``str.splitlines`` breaks at (``\u2028``, ``\u2029``), so a message echoing
    user input or a file name stays one line. A line longer than
    :data:`MAX_LINE` characters is cut, saying how much was left out.
    """
    from companion.text import printable

    text = "".join(
        ch if ch.splitlines() == [ch] else ch.encode("unicode_escape").decode("ascii") for ch in printable(text)
    )
    if len(text) > MAX_LINE:
        text = f"{text[:MAX_LINE]}… ({len(text) - MAX_LINE} more characters)"
    return text


def shown(text: str, limit: int = 40) -> str:
    """User input quoted in a message: ``repr`` of it, cut to ``limit`` characters with its length."""
    if len(text) <= limit:
        return repr(text)
    return f"{text[: limit // 2]!r}… ({len(text)} characters)"


class CommandParser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line on stderr and exit status 2."""

    def error(self, message: str) -> NoReturn:  # noqa: D401 - argparse API
        print(one_line(f"{self.prog}: {message} (see {self.prog} --help)"), file=sys.stderr)
        raise SystemExit(2)


def add_json_option(parser: argparse.ArgumentParser) -> None:
    """Add ``--json``: print exactly one JSON object on stdout instead of text."""
    parser.add_argument(
        "--json", action="store_true", help="print exactly one JSON object on stdout"
    )


def add_edition_option(parser: argparse.ArgumentParser) -> None:
    """Add ``--edition ID_OR_PATH`` (default ``titm-v6``)."""
    parser.add_argument(
        "--edition",
        default="titm-v6",
        metavar="ID_OR_PATH",
        help="edition id shipped with the companion, or a path to an edition file (default: titm-v6)",
    )


def emit(args: argparse.Namespace, data: dict[str, Any], text: str) -> int:
    """Print ``data`` as one JSON object when ``--json`` was given, else ``text``; return 0.

    Both are printed safely (:func:`companion.text.printable`): names and file
    names from a file may hold characters a terminal would act on; the JSON stays
    the same JSON (such characters are written as ``\\uXXXX`` escapes).
    """
    from companion.text import printable, printable_json

    if getattr(args, "json", False):
        print(printable_json(json.dumps(data, ensure_ascii=False)))
    else:
        print(printable(text, lines=True))
    return 0


#: The largest whole number a command takes unless it says otherwise (game counts are small).
LIMIT = 9_999


def parse_int(what: str, text: str, *, limit: int = LIMIT) -> int:
    """Parse a whole number written by a user (``"3"``, ``"-2"``, ``"+1"``), from ``-limit`` to ``limit``.

    Raises:
        UsageError: not a whole number, or out of range (a 4,300-digit number
            included: the message quotes only its beginning and its length).
    """
    stripped = text.strip()
    digits = stripped.lstrip("+-").lstrip("0")
    if digits.isdigit() and len(digits) > len(str(limit)):
        raise UsageError(f"{what}: {shown(stripped)} is out of range (-{limit} to {limit})")
    try:
        value = int(stripped)
    except ValueError:
        raise UsageError(f"{what}: {shown(text)} is not a whole number") from None
    if not -limit <= value <= limit:
        raise UsageError(f"{what}: {value} is out of range (-{limit} to {limit})")
    return value


def parse_pairs(what: str, items: Iterable[str]) -> dict[str, int]:
    """Parse ``NAME=N`` items (also comma-separated within one item) into a dict.

    Names are lower-cased; a repeated name is an error rather than a silent sum.

    Raises:
        UsageError: an item without ``=``, an empty name, a count that is not a
            whole number, or a name given twice.
    """
    result: dict[str, int] = {}
    for item in items:
        for part in item.split(","):
            part = part.strip()
            if not part:
                continue
            name, sep, value = part.partition("=")
            name = name.strip().lower()
            if not sep or not name:
                raise UsageError(f"{what}: expected NAME=N, got {part!r}")
            if name in result:
                raise UsageError(f"{what}: {name} is given twice")
            result[name] = parse_int(name, value)
    return result
