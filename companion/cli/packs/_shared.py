"""Helpers shared by the rule packs' ``calc`` commands: argument syntax, the data option, printing an answer.

Kept free of heavy imports: the rules engine and pydantic are imported by each
command's run function. The answers themselves (text, JSON, the ``assumed``
footer) are computed in :mod:`companion.calc`.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from companion.cli.parsing import add_json_option, CommandParser, emit, parse_counts, parse_int, Subparsers, UsageError
from companion.i18n import _
from companion.text import sentence

if TYPE_CHECKING:
    from companion.entry import Vocabulary


def add_computations(parser: CommandParser) -> Subparsers:
    """Add the subparsers of a ``calc`` command's computations, titled in the host's language."""
    return parser.add_subparsers(title=_("computations"), metavar="COMPUTATION", required=True)


def example(command: str) -> str:
    """An epilog showing one command line, ``command`` as typed (never translated)."""
    return _("example: {example}").format(example=command)


def add_common_options(parser: argparse.ArgumentParser, pack: str) -> None:
    """Add ``--json`` and ``--data ID_OR_PATH`` (the pack's data file; default: the shipped one)."""
    add_json_option(parser)
    parser.add_argument(
        "--data",
        default=pack,
        metavar="ID_OR_PATH",
        help=_("the pack's data file: a shipped id or a path to a corrected copy (default: {pack})").format(pack=pack),
    )


def computation(
    sub: Subparsers, name: str, help_text: str, example: str
) -> argparse.ArgumentParser:
    """Add one computation with its one-line help (a message, said here in the host's language) and
    an example in its description."""
    said = _(help_text)
    return sub.add_parser(
        name,
        help=said,
        description=_("{help}. Example: {example}").format(help=sentence(said), example=example),
    )


def answer(args: argparse.Namespace, result: Any) -> int:
    """Print a :class:`companion.calc.Answer`: its data as JSON with ``--json``, else its text."""
    return emit(args, result.data, result.text)


def split_names(items: Iterable[str], names: Vocabulary | None = None, what: str = "name") -> list[str]:
    """Split names given as separate arguments and/or comma-separated; drop empty parts.

    With ``names``, each is read by :func:`companion.entry.read_name` (any case, a
    unique beginning: ``"civ war"`` is civil-war) and the list holds the values.

    Raises:
        EntryError: with ``names``, a name not in them or ambiguous.
    """
    parts = [part.strip() for item in items for part in item.split(",") if part.strip()]
    if names is None:
        return parts
    from companion.entry import read_name

    return [read_name(part, names, field=what) for part in parts]


def parse_announced(text: str, names: Vocabulary | None = None) -> tuple[int, list[str]]:
    """Parse an announced offer ``COUNT:NAME,NAME,...`` (``"3:salt,salt"``); names as :func:`split_names`.

    Raises:
        UsageError: no ``:``, a count that is not a whole number.
    """
    count, sep, named = text.partition(":")
    if not sep:
        raise UsageError(_("announced offer: expected {shape} (e.g. {example}), got {typed}").format(
            shape="COUNT:NAME,NAME", example="3:salt,salt", typed=repr(text)))
    return parse_int(_("announced count"), count), split_names([named], names, _("announced offer"))


def parse_fields(
    what: str, text: str, fields: tuple[str, ...], *, least: int = 1, empty: int | None = None
) -> list[int]:
    """Parse ``N:N:N`` into whole numbers, one per field (the last ones may be omitted, as 0).

    ``fields``: their English names, marked ``N_`` (the expected shape shows them upper-cased as typed;
    a message names a field in the host's language). ``empty``: the value of a part left empty
    (``hacan::1``), or None to refuse it.

    Raises:
        UsageError: too many or too few parts.
        EntryError: a part that is not a whole number (named: ``"player trade goods: 'x' is not a whole number"``).
    """
    from companion.entry import read_int

    parts = text.split(":") if text.strip() else []
    if not least <= len(parts) <= len(fields):
        shape = ":".join(f.upper().replace(" ", "_") for f in fields)
        raise UsageError(_("{field}: expected {shape}, got {typed}").format(field=what, shape=shape, typed=repr(text)))
    values = [read_int(part, field=_("{who} {field}").format(who=what, field=_(name)), default=empty)
              for name, part in zip(fields, parts)]
    return values + [0] * (len(fields) - len(values))


def parse_players(items: list[str], fields: tuple[str, ...]) -> list[tuple[str, list[int]]]:
    """Parse each ``NAME=N:N...``, keeping the name's case.

    A name is read by :func:`companion.entry.read_person`: one that shows nothing, or that
    another player already has in any case (``Ada`` and ``ada``), is refused.

    Raises:
        UsageError: no ``=``, no name, or not one number per field.
        EntryError: a name refused by :func:`~companion.entry.read_person`, or a part that is not a whole number.
    """
    from companion.entry import read_person

    rows: list[tuple[str, list[int]]] = []
    for item in items:
        name, sep, rest = item.partition("=")
        if not sep or not name.strip():
            shape = "NAME=" + ":".join(f.upper() for f in fields)
            raise UsageError(_("expected {shape}, got {typed}").format(shape=shape, typed=repr(item)))
        name = read_person(name, field=_("player"), taken=[other for other, _ in rows])
        rows.append((name, parse_fields(name, rest, fields, least=len(fields))))
    return rows


def pair_sides(what: str, first: list[str] | None, second: list[str] | None, names: tuple[str, str]) -> None:
    """Check that two repeatable options were given the same number of times (1 or 2).

    Raises:
        UsageError: a count mismatch, or more than two sides.
    """
    a, b = len(first or []), len(second or [])
    if a != b or not 1 <= a <= 2:
        raise UsageError(_("{command}: give {first} and {second} once per side (one or two sides), got {a} and {b}")
                         .format(command=what, first=names[0], second=names[1], a=a, b=b))


def trade_sides(players: list[str], announced: list[str], given: list[str], cards: Vocabulary) -> list[Any]:
    """Parse each side's ``--announced COUNT:NAME,...`` and ``--given NAME=N,...`` into the sides of a deal.

    Card names are read by the entry grammar over ``cards`` (the pack's trade cards).
    """
    from companion.calc.advciv import TradeSide

    sides = []
    for player, said, handed in zip(players, announced, given):
        count, named = parse_announced(said, cards)
        sides.append(TradeSide(player, count, named, parse_counts(_("{player} gives").format(player=player), [handed], cards)))
    return sides
