"""The End of the Game: final totals and the ranking with its tie-breaks.

Source: 001_26b6d8b0f4cbe6f7.txt, "The End of the Game" ("Victory Points will
be totaled from three different places": chits, development VP, Shrines or
Monuments; "In the case of a tie the tied player who has more levels in
government + religion wins the game. If still tied the player with the most
happy faces + shields wins the game. If still tied the tied players thumb
wrestle"), "Monuments & Shrines", "Monument of Knowledge"; RULINGS.md R15 (happy
faces + shields are the icons printed on the developments in play at the end).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby

import msgspec

from companion.rules import _check
from companion.rules.components import Components
from companion.rules.effects import Development, EndGameVP
from companion.rules.errors import PlayerError
from companion.rules.standing import Standing, check_standing, total_levels


class IconCount(msgspec.Struct, frozen=True):
    """Icons of one kind printed on one development (what a Monument or a tie-break counted).

    Attributes:
        development: the development's name.
        icon: the icon ("happy", "shield", "book", …).
        count: how many the card shows.
    """

    development: str
    icon: str
    count: int


class MonumentItem(msgspec.Struct, frozen=True):
    """One line of a Monument's or Shrine's end-game VP: what it counts, how many, VP each.

    Attributes:
        development: the Monument or Shrine ("Monument of Strength").
        counts: what it counts: an icon ("sword") or "spaces above the yellow line on safety".
        count: how many it found.
        vp_each: VP per icon or space.
        sources: for icons, the developments they are printed on.
    """

    development: str
    counts: str
    count: int
    vp_each: int
    sources: tuple[IconCount, ...] = ()

    @property
    def vp(self) -> int:
        """VP of this line: count × VP each."""
        return self.count * self.vp_each


class FinalScore(msgspec.Struct, frozen=True):
    """One player's end-of-game total and tie-break figures.

    Attributes:
        name: the player.
        chits: VP chits collected during the game.
        development_vp: VP printed on the player's developments.
        monument_vp: VP from Monuments and Shrines (per icon, per space above the line).
        levels: levels in government + religion (first tie-break).
        happy_shields: happy faces + shields on developments (second tie-break, R15).
        monuments: the lines that make ``monument_vp`` (which icons, how many, VP each).
        happy_shield_icons: the icons ``happy_shields`` counted and the developments they are on.
    """

    name: str
    chits: int
    development_vp: int
    monument_vp: int
    levels: int
    happy_shields: int
    monuments: tuple[MonumentItem, ...] = ()
    happy_shield_icons: tuple[IconCount, ...] = ()

    @property
    def total(self) -> int:
        """Final VP: chits + development VP + Monuments/Shrines."""
        return self.chits + self.development_vp + self.monument_vp

    @property
    def key(self) -> tuple[int, int, int]:
        """What decides the ranking, in order: VP, levels, happy faces + shields."""
        return (self.total, self.levels, self.happy_shields)


def icons_on(developments: Sequence[Development], *icons: str) -> tuple[IconCount, ...]:
    """The given icons printed on the developments, card by card (cards without them left out)."""
    return tuple(
        IconCount(d.name, icon, d.icon_count(icon)) for d in developments for icon in icons if d.icon_count(icon)
    )


def monument_items(
    components: Components, standing: Standing, developments: Sequence[Development]
) -> tuple[MonumentItem, ...]:
    """What each Monument and Shrine scores, line by line (EndGameVP effects).

    "The Monument of Strength gives 2 points for each sword icon and each spot
    you are above the safety line"; "Monument of Knowledge - You receive 2 pts
    for every apple, note or book icon you have on your development cards."
    Icons are counted over all of the player's developments.
    """
    items = []
    for d in developments:
        for effect in d.effects_of(EndGameVP):
            for icon, vp in effect.per_icon.items():
                sources = icons_on(developments, icon)
                items.append(MonumentItem(d.name, icon, sum(s.count for s in sources), vp, sources))
            for track, vp in effect.per_space_above_line.items():
                pos = standing.happiness if track == "happiness" else standing.safety
                spaces = components.status(track).spaces_above_line(pos)
                items.append(MonumentItem(d.name, f"spaces above the yellow line on {track}", spaces, vp))
    return tuple(items)


def monument_vp(components: Components, standing: Standing, developments: Sequence[Development]) -> int:
    """VP from Monuments and Shrines: the sum of :func:`monument_items`."""
    return sum(item.vp for item in monument_items(components, standing, developments))


def final_score(
    components: Components,
    name: str,
    chits: int,
    standing: Standing,
    developments: Sequence[Development],
) -> FinalScore:
    """One player's :class:`FinalScore`.

    Args:
        components: the edition.
        name: the player.
        chits: VP chits held (≥ 0).
        standing: the player's markers at the end of the game.
        developments: the player's developments in play.

    Raises:
        CountError: negative chits. TrackError: a marker off its track.
    """
    _check.count(f"{name}: VP", chits)
    check_standing(components, standing)
    items = monument_items(components, standing, developments)
    happy_shields = icons_on(developments, "happy", "shield")  # R15: icons on the cards in play
    return FinalScore(
        name=name,
        chits=chits,
        development_vp=sum(d.vp for d in developments),
        monument_vp=sum(item.vp for item in items),
        levels=total_levels(components, standing),
        happy_shields=sum(i.count for i in happy_shields),
        monuments=items,
        happy_shield_icons=happy_shields,
    )


TIE_BREAKS = ("VP", "levels in government + religion", "happy faces + shields")


class Place(msgspec.Struct, frozen=True):
    """One place in the final ranking.

    Attributes:
        rank: 1 for the winner; tied players share a rank.
        names: the players in this place (more than one only for a true tie).
        score: their figures (the first player's, identical for all in a true tie).
        thumb_wrestle: a true tie for first place: the tied players thumb wrestle for the win.
            A true tie lower down is a shared place (docs/rulings.md C12).
    """

    rank: int
    names: tuple[str, ...]
    score: FinalScore
    thumb_wrestle: bool


class Ranking(msgspec.Struct, frozen=True):
    """The final ranking and the tie-breaks that decided it, step by step."""

    places: tuple[Place, ...]
    steps: tuple[str, ...]

    @property
    def winners(self) -> tuple[str, ...]:
        """The player(s) in first place (more than one: thumb wrestle)."""
        return self.places[0].names if self.places else ()


def _names(scores: Sequence[FinalScore]) -> str:
    names = [s.name for s in scores]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def ordinal(place: int) -> str:
    """``1`` → ``"1st"``, ``2`` → ``"2nd"``, ``11`` → ``"11th"``, ``23`` → ``"23rd"``."""
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


def _explain(group: list[FinalScore], ordered: Sequence[FinalScore], criterion: int = 1) -> list[str]:
    """Steps for players tied on every criterion before ``criterion``: what separated them.

    ``ordered``: every player, best first (a true tie's place is 1 + the players ahead of it)."""
    if criterion == 1:
        steps = [f"{_names(group)} tie at {group[0].total} VP."]
    else:
        steps = [f"  {_names(group)} still tie."]
    if criterion == len(TIE_BREAKS):
        place = 1 + sum(1 for s in ordered if s.key > group[0].key)
        if place == 1:  # "… thumb wrestle to determine the victor"
            return steps + ["  Still tied: the tied players thumb wrestle."]
        return steps + [f"  Still tied: {_names(group)} share {ordinal(place)} place."]
    figures = ", ".join(f"{s.name} {s.key[criterion]}" for s in group)
    steps.append(f"  {TIE_BREAKS[criterion]}: {figures}.")
    for _, same in groupby(group, key=lambda s: s.key[criterion]):
        tied = list(same)
        if len(tied) > 1:
            steps.extend(_explain(tied, ordered, criterion + 1))
    return steps


def rank(scores: Sequence[FinalScore]) -> Ranking:
    """Rank the players: most VP, then levels, then happy faces + shields, then thumb wrestle.

    Args:
        scores: one :class:`FinalScore` per player.

    Returns:
        A :class:`Ranking`: places best first (players with identical figures
        share a place; for first place they thumb wrestle) and the steps that decided each tie.

    Raises:
        PlayerError: a player given twice, or no players.
    """
    if not scores:
        raise PlayerError("no players to rank")
    if len({s.name for s in scores}) != len(scores):
        raise PlayerError("a player is given twice")
    ordered = sorted(scores, key=lambda s: s.key, reverse=True)
    places: list[Place] = []
    position = 1
    for _, same in groupby(ordered, key=lambda s: s.key):
        tied = list(same)
        places.append(Place(position, tuple(s.name for s in tied), tied[0], len(tied) > 1 and position == 1))
        position += len(tied)
    steps: list[str] = []
    for _, same_vp in groupby(ordered, key=lambda s: s.total):
        group = list(same_vp)
        if len(group) > 1:
            steps.extend(_explain(group, ordered))
    return Ranking(tuple(places), tuple(steps))
