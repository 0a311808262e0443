"""What an edition's development, or a custom card a table adds mid-game, must satisfy beyond its
fields' own bounds: a level its track has, a side of that track, sides and goods the edition has,
and effects the engine can apply (001 The Development Cards; R5, R9).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from companion.rules import effects as fx
from companion.rules.components import Components

if TYPE_CHECKING:
    from companion.edition.models import DevelopmentEntry


def development_problems(
    d: DevelopmentEntry, components: Components, where: str = "", *, applicable: bool = True
) -> list[str]:
    """What is wrong with a development entry for these components (empty if nothing).

    Used for the edition's catalogue and for custom cards a table adds during a game; each
    problem begins with ``where`` (default ``"developments: <id>"``), e.g.
    ``"developments[0] (library): 'democrazy' is not a side of any track"``.

    Args:
        applicable: also refuse effects the engine cannot apply (:func:`_unappliable`), as for an
            edition file read or a custom card played now; False for the copy of its edition a
            journal keeps, read as it was when its game began (a saved game must still load and
            score the same).
    """
    where = where or f"developments: {d.id}"
    track = components.political(d.track)
    problems = []
    if d.level > track.max_level:
        problems.append(f"{where}: level {d.level} is above the track's highest level {track.max_level}")
    if d.level == 0 and d.side is not None:
        problems.append(f"{where}: a level-0 development belongs to no side (side must be null)")
    if d.level > 0 and d.side not in track.sides:
        problems.append(f"{where}: side must be one of {', '.join(track.sides)} for a {d.track} development")
    for effect in d.effects:
        for side in _sides_named(effect):
            if side not in components.arrow_sides:
                problems.append(f"{where}: {side!r} is not a side of any track")
        for good in _goods_named(effect):
            if good not in components.goods:
                problems.append(f"{where}: {good!r} is not a good of this edition")
            elif isinstance(effect, fx.Production) and components.goods[good].category != "basic":
                problems.append(f"{where}: rural workers produce basic goods only, not {good}")
        if applicable:
            problems.extend(f"{where}: {problem}" for problem in _unappliable(effect))
    return problems


def _unappliable(effect: fx.Effect) -> list[str]:
    """What the engine cannot apply, refused on reading rather than mid-game: extra draws or warehouse cards below 0,
    Total War rolls other than 1 or 2 (R9), a line other than happiness or safety's (Monuments)."""
    if isinstance(effect, fx.ExtraDraws) and effect.count < 0:
        return [f"extra draws must be 0 or more, not {effect.count}"]
    if isinstance(effect, fx.ExtraWarehouse) and effect.count < 0:
        return [f"extra warehouse cards must be 0 or more, not {effect.count}"]
    if isinstance(effect, fx.TotalWar) and effect.rolls not in (1, 2):
        return [f"a Barbarian Attack victim rolls the Barbarian Die once or twice (R9), not {effect.rolls} times"]
    if isinstance(effect, fx.EndGameVP):
        return [
            f"{track!r} is not the happiness or safety track (per_space_above_line)"
            for track in effect.per_space_above_line
            if track not in ("happiness", "safety")
        ]
    return []


def _sides_named(effect: fx.Effect) -> list[str]:
    pushes = [getattr(effect, a) for a in ("push", "target", "holder") if hasattr(effect, a)]
    found = [side for p in pushes for side in p.arrows]
    applies = getattr(effect, "applies_to", None)
    if applies is not None and applies.side is not None:
        found.append(applies.side)
    return found


def _goods_named(effect: fx.Effect) -> list[str]:
    if isinstance(effect, fx.SetModifier):
        return list(effect.goods)
    if isinstance(effect, fx.Production):
        return list(effect.rural_workers)
    return []
