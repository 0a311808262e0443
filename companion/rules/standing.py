"""Where a player's four markers stand, and what levels that gives.

Sources: 001_26b6d8b0f4cbe6f7.txt, "Setup Components" (markers start on START
and a centre space); RULINGS.md R5, R7.
"""

from __future__ import annotations

import msgspec

from companion.rules.components import Components
from companion.rules.effects import AppliesTo
from companion.rules.tracks import TrackPosition, position


class Standing(msgspec.Struct, frozen=True):
    """A player's four markers.

    Attributes:
        government, religion: side and space (1 = centre) on the political tracks.
        happiness, safety: spaces from START (0), negative below it.
    """

    government: TrackPosition
    religion: TrackPosition
    happiness: int = 0
    safety: int = 0


def starting_standing(components: Components, government_side: str, religion_side: str) -> Standing:
    """A player's markers at setup: START on both status tracks, space 1 of the chosen sides.

    Raises:
        UnknownNameError: a side the track does not have.
    """
    return Standing(
        government=position(components.government, government_side, 1),
        religion=position(components.religion, religion_side, 1),
        happiness=components.happiness.start,
        safety=components.safety.start,
    )


def check_standing(components: Components, standing: Standing) -> Standing:
    """Return ``standing`` if every marker is on its track, else raise (UnknownNameError, TrackError)."""
    position(components.government, standing.government.side, standing.government.space)
    position(components.religion, standing.religion.side, standing.religion.space)
    components.happiness.check(standing.happiness)
    components.safety.check(standing.safety)
    return standing


def levels(components: Components, standing: Standing) -> tuple[int, int]:
    """The player's (government level, religion level)."""
    return (
        components.government.level(standing.government.space),
        components.religion.level(standing.religion.space),
    )


def total_levels(components: Components, standing: Standing) -> int:
    """Levels in government + religion (the first end-of-game tie-break)."""
    return sum(levels(components, standing))


def reaches(applies_to: AppliesTo, *, is_holder: bool, components: Components, standing: Standing) -> bool:
    """True if an effect with ``applies_to`` reaches a player.

    "Cards that refer to 'Venetians' or 'Democracies' … affect all players who
    are level 1 or higher of that religion or government" (Specific Development
    Card Notes).

    Args:
        applies_to: the effect's reach.
        is_holder: the player holds the development.
        components: the edition (track levels).
        standing: the player's markers.
    """
    if applies_to.scope == "self" and not is_holder:
        return False
    if applies_to.scope == "others" and is_holder:
        return False
    if applies_to.side is None:
        return True
    for track, pos in ((components.government, standing.government), (components.religion, standing.religion)):
        if pos.side == applies_to.side:
            return track.level(pos.space) >= applies_to.min_level
    return False
