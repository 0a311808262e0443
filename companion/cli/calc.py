"""``companion calc …``: referee computations without running a game."""

from __future__ import annotations

import argparse

from companion.cli import packs


def register(sub: argparse._SubParsersAction) -> None:
    """Add ``calc`` and its subcommands to the top-level subparsers."""
    calc = sub.add_parser(
        "calc",
        help="settle a dispute: set values, resolutions, calamities, draws",
        description="Referee computations for a dispute at the table, without running a game.",
    )
    calc_sub = calc.add_subparsers(title="computations", metavar="COMPUTATION", required=True)
    packs.register_all(calc_sub)
