"""``companion calc <pack> …``: referee commands of the rule packs for related games.

Each module here (advciv, megaciv, ti4, tnt) defines ``register(calc_subparsers)``
and adds one ``calc`` subcommand with its own subcommands.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from companion.cli.parsing import Subparsers

PACKS: tuple[str, ...] = ("advciv", "megaciv", "ti4", "tnt")


def register_all(calc_subparsers: Subparsers) -> None:
    """Add every rule pack's ``calc`` subcommand."""
    for name in PACKS:
        try:
            module = importlib.import_module(f"companion.cli.packs.{name}")
        except ModuleNotFoundError as error:
            if error.name != f"companion.cli.packs.{name}":
                raise
            continue
        module.register(calc_subparsers)
