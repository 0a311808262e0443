"""Development Phase: which development cards a player draws, and how many they may play.

Source: 001_26b6d8b0f4cbe6f7.txt, "Development Phase" (DRAWING DEVELOPMENT
CARDS: "one development card for each level that they are on and each lower
level"; Sydney's and Kristin's examples; PEASANT REVOLTS), "Brown DEVELOPMENT
Abilities", "Stability"; the Turn Track; RULINGS.md R3 (the general rule wins
over Kristin's example), R10 (Peasant Revolt: one fewer play, levels capped;
Stability keeps the levels), R12.
"""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

from companion.rules import _check
from companion.rules.components import Components, PeasantRevolt, PoliticalTrack
from companion.rules.effects import Development, ExtraDraws, Stability
from companion.rules.errors import TrackError
from companion.rules.standing import Standing, levels


class Draw(msgspec.Struct, frozen=True):
    """One development card to draw: its deck ("dictatorship", or "government" for level 0) and level."""

    deck: str
    level: int

    def __str__(self) -> str:
        return f"{self.deck} {self.level}"


class DrawEntitlement(msgspec.Struct, frozen=True):
    """What one player draws and may play this Development Phase.

    Attributes:
        draws: the cards to draw, government first, highest level first.
        extra_draws: extra cards from any deck in ``draws`` (Brown abilities).
        plays: developments the player may play (2; 1 after a Peasant Revolt).
        max_level: the highest level the player may play, or None for no cap.
    """

    draws: tuple[Draw, ...]
    extra_draws: int
    plays: int
    max_level: int | None

    @property
    def decks(self) -> tuple[str, ...]:
        """The decks the player may take extra draws from (distinct, in draw order)."""
        return tuple(dict.fromkeys(d.deck for d in self.draws))


def track_draws(track: PoliticalTrack, side: object, level: object) -> tuple[Draw, ...]:
    """Draws for one track: the side's deck at each level from ``level`` down to 1, then level 0.

    Level-0 cards come from the track's own deck ("government" or "religion",
    the grey and purple cards); at level 0 the side does not matter.

    Raises:
        TrackError: a level the track does not have.
        UnknownNameError: a side the track does not have (for level ≥ 1).
    """
    if isinstance(level, bool) or not isinstance(level, int) or not 0 <= level <= track.max_level:
        raise TrackError(f"{track.name}: level {level!r} is not on the track (levels 0 to {track.max_level})")
    if level == 0:
        return (Draw(track.name, 0),)
    side = track.check_side(side)
    return tuple(Draw(side, lv) for lv in range(level, 0, -1)) + (Draw(track.name, 0),)


def draw_entitlement(
    components: Components,
    government: tuple[str | None, int],
    religion: tuple[str | None, int],
    *,
    revolt: PeasantRevolt | None = None,
    stability: bool = False,
    extra: int = 0,
) -> DrawEntitlement:
    """The development cards a player draws and may play.

    Args:
        components: the edition.
        government, religion: (side, level) on each track; side may be None at level 0.
        revolt: the turn's Peasant Revolt rule if the player is a victim, else None.
        stability: the player has Stability (R10: one fewer play, levels not capped).
        extra: extra draws from Brown DEVELOPMENT abilities.

    Returns:
        A :class:`DrawEntitlement`. A Peasant Revolt victim draws only levels up
        to the cap and plays one fewer (R10, Sydney "would only draw a Level 0
        development of each type and could only choose one to play").

    Raises:
        TrackError, UnknownNameError: a side or level not on the track.
        CountError: a negative ``extra``.
    """
    extra = _check.count("extra draws", extra)
    draws = track_draws(components.government, *government) + track_draws(components.religion, *religion)
    plays = components.plays_per_turn
    max_level = None
    if revolt is not None:
        plays = max(0, plays - revolt.fewer_developments)
        if not stability:
            max_level = revolt.max_level
            draws = tuple(d for d in draws if d.level <= max_level)
    return DrawEntitlement(draws, extra, plays, max_level)


def entitlement_for(
    components: Components,
    standing: Standing,
    developments: Sequence[Development],
    *,
    turn: int,
    revolt_victim: bool,
) -> DrawEntitlement:
    """A player's entitlement from their markers and developments in play.

    Extra draws add up over the player's Brown abilities ("Education -
    Multiples can be cumulative"); Stability comes from the card.

    Raises:
        TurnError: a turn off the turn track.
    """
    rule = components.turn(turn)
    gov_level, rel_level = levels(components, standing)
    return draw_entitlement(
        components,
        (standing.government.side, gov_level),
        (standing.religion.side, rel_level),
        revolt=rule.peasant_revolt if revolt_victim else None,
        stability=any(d.effects_of(Stability) for d in developments),
        extra=sum(e.count for d in developments for e in d.effects_of(ExtraDraws)),
    )
