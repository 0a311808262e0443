"""Civic Phase: every player's orange EVERY TURN abilities, applied simultaneously.

Source: 001_26b6d8b0f4cbe6f7.txt, "Civic Phase" ("all players simultaneously
use any orange EVERY TURN abilities of all their buildings"), "Orange EVERY
TURN Effects" ("This includes the turn in which the development was
obtained"), "Specific Development Card Notes" (cards that refer to
"Venetians" or "Democracies").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import msgspec

from companion.rules.components import Components
from companion.rules.effects import Development, EveryTurn, Push
from companion.rules.errors import PlayerError
from companion.rules.push import PushResult, apply_push, combine
from companion.rules.standing import Standing, reaches


class CivicSource(msgspec.Struct, frozen=True):
    """One every-turn ability reaching one player: whose card, which card, what it pushes."""

    holder: str
    development: str
    push: Push


class CivicResult(msgspec.Struct, frozen=True):
    """A player's Civic phase: the abilities that reach them and what they do together."""

    player: str
    sources: tuple[CivicSource, ...]
    result: PushResult


def civic_phase(
    components: Components,
    standings: Mapping[str, Standing],
    developments_by_player: Mapping[str, Sequence[Development]],
) -> dict[str, CivicResult]:
    """Every player's every-turn effects, computed from the markers before the phase.

    Args:
        components: the edition.
        standings: every player's markers, by name.
        developments_by_player: every player's developments in play, by name.

    Returns:
        A :class:`CivicResult` per player, in the order of ``standings``.

    Raises:
        PlayerError: the two mappings name different players.
        UnknownNameError, TrackError: a bad arrow side or marker.
    """
    if set(standings) != set(developments_by_player):
        raise PlayerError("markers and developments must be given for the same players")
    results = {}
    for player, standing in standings.items():
        sources = tuple(
            CivicSource(holder, d.name, effect.push)
            for holder, developments in developments_by_player.items()
            for d in developments
            for effect in d.effects_of(EveryTurn)
            if reaches(effect.applies_to, is_holder=holder == player, components=components, standing=standing)
        )
        result = apply_push(
            components, standing, combine(s.push for s in sources), developments_by_player[player]
        )
        results[player] = CivicResult(player, sources, result)
    return results
