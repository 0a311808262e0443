"""Helpers shared by the rule packs' ``calc`` commands (argument syntax, data option, footers).

Kept free of heavy imports: the rules engine and pydantic are imported by each
command's run function.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterable

from companion.cli.parsing import UsageError, add_json_option, parse_int

RULINGS_DOC = "docs/rulings-packs.md"


def add_common_options(parser: argparse.ArgumentParser, pack: str) -> None:
    """Add ``--json`` and ``--data ID_OR_PATH`` (the pack's data file; default: the shipped one)."""
    add_json_option(parser)
    parser.add_argument(
        "--data",
        default=pack,
        metavar="ID_OR_PATH",
        help=f"the pack's data file: a shipped id or a path to a corrected copy (default: {pack})",
    )


def computation(
    sub: argparse._SubParsersAction, name: str, help_text: str, example: str
) -> argparse.ArgumentParser:
    """Add one computation with its one-line help and an example in its description."""
    return sub.add_parser(
        name,
        help=help_text,
        description=f"{help_text[0].upper()}{help_text[1:]}. Example: {example}",
    )


def assumed_line(ids: Iterable[str]) -> str:
    """Return the text footer naming the rulings an answer relied on ("" when none)."""
    found = list(ids)
    return f"\nassumed: {', '.join(found)} (see {RULINGS_DOC})" if found else ""


def split_names(items: Iterable[str]) -> list[str]:
    """Split names given as separate arguments and/or comma-separated; drop empty parts."""
    return [part.strip() for item in items for part in item.split(",") if part.strip()]


def parse_announced(text: str) -> tuple[int, list[str]]:
    """Parse an announced offer ``COUNT:NAME,NAME,...`` (``"3:salt,salt"``).

    Raises:
        UsageError: no ``:``, a count that is not a whole number.
    """
    count, sep, names = text.partition(":")
    if not sep:
        raise UsageError(f"announced offer: expected COUNT:NAME,NAME (e.g. 3:salt,salt), got {text!r}")
    return parse_int("announced count", count), split_names([names])


def parse_fields(what: str, text: str, fields: tuple[str, ...], *, least: int = 1) -> list[int]:
    """Parse ``N:N:N`` into whole numbers, one per field (the last ones may be omitted, as 0).

    Raises:
        UsageError: too many or too few parts, or a part that is not a whole number.
    """
    parts = text.split(":") if text.strip() else []
    if not least <= len(parts) <= len(fields):
        raise UsageError(f"{what}: expected {':'.join(f.upper() for f in fields)}, got {text!r}")
    values = [parse_int(f"{what} {name}", part) for name, part in zip(fields, parts)]
    return values + [0] * (len(fields) - len(values))


def pair_sides(what: str, first: list[str] | None, second: list[str] | None, names: tuple[str, str]) -> None:
    """Check that two repeatable options were given the same number of times (1 or 2).

    Raises:
        UsageError: a count mismatch, or more than two sides.
    """
    a, b = len(first or []), len(second or [])
    if a != b or not 1 <= a <= 2:
        raise UsageError(
            f"{what}: give {names[0]} and {names[1]} once per side (one or two sides), got {a} and {b}"
        )


def rulings(*groups: Iterable[str]) -> list[str]:
    """Merge ruling ids (``"C105"``) from several sources: unique, sorted by number."""
    found = {r for group in groups for r in group}
    return sorted(found, key=lambda r: (r.rstrip("0123456789"), int(r[len(r.rstrip("0123456789")) :] or 0)))
