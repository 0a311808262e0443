"""The players at the table told apart: by name and by symbol, in any case (both game types' setup)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from companion.game.errors import GameError


def _twins(values: Iterable[tuple[str, str]]) -> tuple[str, str, str] | None:
    """The first two players whose key is the same, with the key: ``("Ann", "Al", "A")``, or None."""
    seen: dict[str, str] = {}
    for name, key in values:
        folded = key.casefold()
        if folded in seen:
            return seen[folded], name, key
        seen[folded] = name
    return None


def check_names(names: Iterable[str]) -> None:
    """Refuse two players with the same name (in any case), saying which two (a trade session's setup,
    whose players have no symbols).

    Raises:
        GameError: ``"two players have the same name (Ann, ann)"``.
    """
    twins = _twins((name, name) for name in names)
    if twins is not None:
        raise GameError(f"two players have the same name ({twins[0]}, {twins[1]})")


def check_seats(players: Iterable[Any]) -> None:
    """Refuse two players with the same name or the same symbol (in any case), saying which two.

    Args:
        players: the setup event's players (``name`` and ``symbol`` attributes).

    Raises:
        GameError: e.g. ``"Ann and Al have the same symbol (A): colours must also be told apart
            without colour"``.
    """
    players = list(players)
    check_names(p.name for p in players)
    twins = _twins((p.name, p.symbol) for p in players)
    if twins is not None:
        first, second, symbol = twins
        raise GameError(
            f"{first} and {second} have the same symbol ({symbol}): colours must also be told apart without colour"
        )
