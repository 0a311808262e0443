"""Marker moves on the four tracks: arrows, Revolution/Conversion, happiness and safety.

Sources: 001_26b6d8b0f4cbe6f7.txt, "Resolving Trade Goods" (RELIGION &
GOVERNMENT ARROWS, REVOLUTION OR CONVERSION, BARBARIANS & POVERTY), "Abandon
Religion or Government"; RULINGS.md R5 (track layout, crossing the box), R6
(Abandon), R7 (status tracks).
"""

from __future__ import annotations

from collections.abc import Mapping

import msgspec

from companion.rules import _check
from companion.rules.components import PoliticalTrack, StatusTrack
from companion.rules.errors import CountError


class TrackPosition(msgspec.Struct, frozen=True):
    """A marker on the government or religion track: a side and a space (1 = centre)."""

    side: str
    space: int

    def __str__(self) -> str:
        return f"{self.side} {self.space}"


def position(track: PoliticalTrack, side: object, space: object) -> TrackPosition:
    """Return a checked :class:`TrackPosition`.

    Raises:
        UnknownNameError: ``side`` is not a side of ``track``.
        TrackError: ``space`` is not 1 … spaces-per-side.
    """
    return TrackPosition(track.check_side(side), track.check_space(space))


def level(track: PoliticalTrack, pos: TrackPosition) -> int:
    """The level (0–3) of a marker at ``pos`` (R5: spaces 1→0, 2–3→1, 4–5→2, 6→3)."""
    return track.level(pos.space)


def _linear(track: PoliticalTrack, pos: TrackPosition) -> int:
    # The first side's spaces are 0 … n-1, the second side's −1 … −n:
    # the box between them is not a space (R5), so crossing it costs no arrow.
    return pos.space - 1 if pos.side == track.sides[0] else -pos.space


def _from_linear(track: PoliticalTrack, x: int) -> TrackPosition:
    return TrackPosition(track.sides[0], x + 1) if x >= 0 else TrackPosition(track.sides[1], -x)


class PoliticalMove(msgspec.Struct, frozen=True):
    """The result of moving a government or religion marker.

    Attributes:
        track: "government" or "religion".
        start: where the marker was.
        abandoned: the marker first went back to space 1 of its side (Abandon, R6).
        toward: arrows by side, as spent.
        net: net spaces toward the track's first side (democracy / venus); negative
            toward the second.
        end: where the marker ends.
        crossed: the marker crossed the box: a Revolution (government) or a
            Conversion (religion).
        lost: arrows wasted against the end of the track.
    """

    track: str
    start: TrackPosition
    abandoned: bool
    toward: tuple[tuple[str, int], ...]
    net: int
    end: TrackPosition
    crossed: bool
    lost: int


def move_political(
    track: PoliticalTrack,
    start: TrackPosition,
    arrows: Mapping[str, int],
    *,
    abandon: bool = False,
) -> PoliticalMove:
    """Move a marker by the arrows spent; report a Revolution/Conversion.

    Opposite arrows cancel ("a black and a white arrow … cancel each other
    out"), so only the net count moves the marker and the order of the cards
    never matters. Crossing the box costs no arrow (R5); arrows beyond the last
    space are lost (R5). With ``abandon`` the marker first returns to space 1 of
    its side (R6); crossing afterwards is still a Revolution/Conversion.

    Args:
        track: the government or religion track.
        start: the marker's position before the move.
        arrows: arrows by side, e.g. ``{"democracy": 1, "dictatorship": 2}``;
            sides of the other track are ignored.
        abandon: the player declared Abandon Government/Religion this turn.

    Returns:
        A :class:`PoliticalMove` with the end position and ``crossed``.

    Raises:
        UnknownNameError, TrackError: ``start`` is not on the track.
        CountError: an arrow count that is negative or not a whole number.
    """
    start = position(track, start.side, start.space)
    first, second = track.sides
    a = _check.count(f"{first} arrows", arrows.get(first, 0))
    b = _check.count(f"{second} arrows", arrows.get(second, 0))
    origin = TrackPosition(start.side, 1) if abandon else start
    x = _linear(track, origin)
    target = x + a - b
    lowest, highest = -track.spaces, track.spaces - 1
    end_x = max(lowest, min(highest, target))
    end = _from_linear(track, end_x)
    return PoliticalMove(
        track=track.name,
        start=start,
        abandoned=abandon,
        toward=((first, a), (second, b)),
        net=a - b,
        end=end,
        crossed=end.side != start.side,
        lost=abs(target - end_x),
    )


class StatusMove(msgspec.Struct, frozen=True):
    """The result of moving a happiness or safety marker.

    Attributes:
        track: "happiness" or "safety".
        start, end: spaces from START before and after.
        delta: spaces asked for (negative: down).
    """

    track: str
    start: int
    delta: int
    end: int

    @property
    def moved(self) -> int:
        """Spaces actually moved (markers stop at the track's ends, R7)."""
        return self.end - self.start


def move_status(track: StatusTrack, start: int, delta: int) -> StatusMove:
    """Move a happiness or safety marker by ``delta`` spaces, stopping at the ends (R7).

    Raises:
        TrackError: ``start`` is off the track.
        CountError: ``delta`` is not a whole number.
    """
    track.check(start)
    if isinstance(delta, bool) or not isinstance(delta, int):
        raise CountError(f"{track.name}: move {delta!r} is not a whole number of spaces")
    return StatusMove(track.name, start, delta, track.clamp(start + delta))
