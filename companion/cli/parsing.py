"""argparse helpers: one-line usage errors and NAME=N pair parsing.

Names and numbers inside the arguments are read by :mod:`companion.entry`, the
grammar the TUI's boxes use, imported only when a command runs (building the
parser stays light).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, NoReturn

from companion.errors import CompanionError

if TYPE_CHECKING:
    from companion.entry import Vocabulary


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
    the same JSON (such characters are written as JSON escapes, e.g. ``\\u009b``).
    """
    from companion.text import printable, printable_json

    if getattr(args, "json", False):
        print(printable_json(json.dumps(data, ensure_ascii=False)))
    else:
        print(printable(text, lines=True))
    return 0


def parse_int(what: str, text: str) -> int:
    """Parse a whole number written by a user (``"3"``, ``"-2"``, ``"+1"``, ``"−4"``).

    Raises:
        EntryError: empty, not a whole number, or more digits than any answer needs.
    """
    from companion.entry import read_int

    return read_int(text, field=what)


def parse_pairs(what: str, items: Iterable[str], names: Vocabulary | None = None) -> dict[str, int]:
    """Parse ``NAME=N`` items (also comma-separated within one item) into a dict.

    With ``names``, each NAME is read by :func:`companion.entry.read_name` (any case,
    spaces or hyphens, a unique beginning, an arrow's colour: ``"Barbarian Fury=1"``,
    ``"black=2"``) and the dict holds the values it stands for; without, names are
    lower-cased. A name given twice (also as two spellings of one name) is an error
    rather than a silent sum. Counts are checked by the computation (the deck's size).

    Raises:
        UsageError: an item without ``=``, an empty name, or a name given twice.
        EntryError: a name that is not in ``names`` or is ambiguous, or a count that
            is not a whole number.
    """
    from companion.entry import read_name

    result: dict[str, int] = {}
    for item in items:
        for part in item.split(","):
            part = part.strip()
            if not part:
                continue
            typed, sep, value = part.partition("=")
            typed = typed.strip()
            if not sep or not typed:
                raise UsageError(f"{what}: expected NAME=N, got {part!r}")
            name = typed.lower() if names is None else read_name(typed, names, field=what)
            if name in result:
                raise UsageError(f"{what}: {name} is given twice")
            result[name] = parse_int(name, value)
    return result
