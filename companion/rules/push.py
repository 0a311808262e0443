"""Applying a push (VP and track moves) to one player: civic, immediate and ability effects.

Every-turn effects (Civic phase), yellow immediate effects and trade phase
abilities all move markers and VP the same way goods bottoms do, so a push that
crosses the box is a Revolution/Conversion with the same consequences.

Sources: 001_26b6d8b0f4cbe6f7.txt, "Civic Phase", "Orange EVERY TURN Effects",
"Yellow Immediate Effects", "Resolution Step 1"; RULINGS.md R5–R7; docs/rulings.md C2.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import msgspec

from companion.rules.components import Components
from companion.rules.effects import Development, Push
from companion.rules.resolution import crossing_bonus, crossing_destroys
from companion.rules.standing import Standing, check_standing
from companion.rules.tracks import PoliticalMove, StatusMove, move_political, move_status


def combine(pushes: Iterable[Push]) -> Push:
    """Add pushes together (arrows by side)."""
    vp = happiness = safety = 0
    arrows: dict[str, int] = {}
    for p in pushes:
        vp += p.vp
        happiness += p.happiness
        safety += p.safety
        for side, n in p.arrows.items():
            arrows[side] = arrows.get(side, 0) + n
    return Push(vp, happiness, safety, arrows)


class PushResult(msgspec.Struct, frozen=True):
    """What a push does to one player.

    Attributes:
        push: the push applied (all sources added).
        vp: VP gained (negative: returned), including crossing bonuses.
        government, religion, happiness, safety: the marker moves.
        destroyed: development ids destroyed by a Revolution/Conversion.
    """

    push: Push
    vp: int
    government: PoliticalMove
    religion: PoliticalMove
    happiness: StatusMove
    safety: StatusMove
    destroyed: tuple[str, ...]

    @property
    def standing(self) -> Standing:
        """The player's markers afterwards."""
        return Standing(self.government.end, self.religion.end, self.happiness.end, self.safety.end)


def _arrow_counts(components: Components, arrows: dict[str, int]) -> dict[str, int]:
    # A push of −1 toward a side is a push of +1 toward the other side.
    counts = {side: 0 for side in components.arrow_sides}
    for side, n in arrows.items():
        track = components.track_of_side(side)
        if n >= 0:
            counts[side] += n
        else:
            counts[track.other_side(side)] -= n
    return counts


def apply_push(
    components: Components,
    standing: Standing,
    push: Push,
    developments: Sequence[Development] = (),
    *,
    abandon_government: bool = False,
    abandon_religion: bool = False,
) -> PushResult:
    """Apply a push to a player's markers.

    Args:
        components: the edition.
        standing: the player's markers before.
        push: VP, happiness/safety spaces and arrows by side.
        developments: the player's developments (what a crossing destroys).
        abandon_government, abandon_religion: Abandon declared (R6): the marker
            goes back to space 1 of its side first.

    Raises:
        UnknownNameError: an arrow side that no track has.
        TrackError: a marker off its track.
    """
    check_standing(components, standing)
    arrows = _arrow_counts(components, push.arrows)
    government = move_political(components.government, standing.government, arrows, abandon=abandon_government)
    religion = move_political(components.religion, standing.religion, arrows, abandon=abandon_religion)
    moves = (government, religion)
    return PushResult(
        push=push,
        vp=push.vp + crossing_bonus(moves, developments),
        government=government,
        religion=religion,
        happiness=move_status(components.happiness, standing.happiness, push.happiness),
        safety=move_status(components.safety, standing.safety, push.safety),
        destroyed=tuple(d for m in moves for d in crossing_destroys(m, developments)),
    )
