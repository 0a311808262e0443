"""Resolution step 2: resolve the trade goods one player spends.

Source: 001_26b6d8b0f4cbe6f7.txt, "Resolution Step 2 - Resolving Trade Goods"
(arrows, PROSPERITY, BARBARIANS & POVERTY, BARBARIAN FURY & DEPRESSION,
ZEALOTS, CORRUPTION & SLAVE REVOLT, COLLECT VICTORY POINTS, REVOLUTION OR
CONVERSION), The Goods (which goods carry which bad cards); RULINGS.md R5 (crossing
the box), R6 (Abandon), R11 (icons and named bad cards), R16, R18 (one bottom per card,
:mod:`companion.rules.bottoms`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

import msgspec

from companion.rules import _check
from companion.rules.bottoms import check_spend, tally
from companion.rules.components import BARBARIAN, PROSPERITY, UNHAPPY, Components
from companion.rules.effects import Development, OnCrossing, SetModifier
from companion.rules.errors import UnknownNameError
from companion.rules.sets import SetsResult, score_sets
from companion.rules.standing import Standing, check_standing, reaches
from companion.rules.tracks import PoliticalMove, StatusMove, move_political, move_status


class Spend(msgspec.Struct, frozen=True):
    """The non-warehoused cards a player places face up.

    Attributes:
        goods: cards by good (the card tops), e.g. ``{"grain": 3, "dye": 2}``.
        icons: card bottoms by icon: arrows by side ("democracy", "mars", …),
            "prosperity", and named bad cards ("poverty", "depression", "zealots", …) which
            expand to their icons (R11); "unhappy" and "barbarian" (as journals of earlier
            versions wrote Poverty and Barbarians) are read as those cards. One bottom per card,
            each on goods that carry it: :func:`companion.rules.bottoms.check_spend`.
    """

    goods: Mapping[str, int] = msgspec.field(default_factory=dict)
    icons: Mapping[str, int] = msgspec.field(default_factory=dict)

    @classmethod
    def from_cards(cls, cards: Iterable[Card]) -> Spend:
        """Count a pile of cards: their tops by good and their bottoms by icon."""
        goods: dict[str, int] = {}
        icons: dict[str, int] = {}
        for card in cards:
            if card.good is not None:
                goods[card.good] = goods.get(card.good, 0) + 1
            for icon, n in card.bottom.items():
                icons[icon] = icons.get(icon, 0) + n
        return cls(goods, icons)


class Card(msgspec.Struct, frozen=True):
    """One goods card: its top (the good, or None for a dead card such as Piracy) and its bottom icons."""

    good: str | None
    bottom: Mapping[str, int] = msgspec.field(default_factory=dict)


def icon_names(components: Components) -> tuple[str, ...]:
    """Every icon name a :class:`Spend` accepts, arrows first."""
    return components.arrow_sides + (PROSPERITY, UNHAPPY, BARBARIAN) + tuple(components.bad_cards)


class Bottoms(msgspec.Struct, frozen=True):
    """Card bottoms with named bad cards expanded to icons (R11).

    Attributes:
        arrows: arrows by side.
        prosperity: prosperity icons (1 VP each).
        unhappy: unhappy faces (happiness spaces down).
        barbarian: barbarian icons (safety spaces down).
        may_not_warehouse: named cards spent that say MAY NOT WAREHOUSE.
    """

    arrows: dict[str, int]
    prosperity: int
    unhappy: int
    barbarian: int
    may_not_warehouse: tuple[str, ...]


def read_bottoms(components: Components, icons: Mapping[str, int]) -> Bottoms:
    """Expand a player's icon counts (R11).

    Raises:
        UnknownNameError: an icon the edition does not have.
        CountError: a negative or non-whole count, or more icons than the
            edition has goods cards.
    """
    _check.counts("icons", icons)
    names = icon_names(components)
    most = sum(g.deck for g in components.goods.values())
    for name, n in icons.items():
        _check.known("card bottom", name, names)
        _check.count(name, n, maximum=most, limit_reason=f"the edition has only {most} goods cards")
    arrows = {side: icons.get(side, 0) for side in components.arrow_sides}
    unhappy = icons.get(UNHAPPY, 0)
    barbarian = icons.get(BARBARIAN, 0)
    banned = []
    for name, card in components.bad_cards.items():
        n = icons.get(name, 0)
        unhappy += card.unhappy * n
        barbarian += card.barbarian * n
        if n and card.may_not_warehouse:
            banned.append(name)
    return Bottoms(arrows, icons.get(PROSPERITY, 0), unhappy, barbarian, tuple(banned))


class GoodsResolution(msgspec.Struct, frozen=True):
    """Everything one player's spent cards do (Resolution step 2).

    Attributes:
        sets: the VP of the goods, by good.
        prosperity_vp: 1 VP per prosperity icon.
        crossing_vp: one-time VP for crossing the box (Revolutionaries).
        bottoms: the card bottoms, named cards expanded.
        government, religion: the political moves (``crossed``: Revolution / Conversion).
        happiness, safety: the status moves (bottoms and set modifiers).
        destroyed: ids of the player's developments a Revolution/Conversion destroys.
        cards: cards with a bottom spent (dead cards such as Piracy left out, R16).
        bottoms_entered: bottoms entered (a Zealots & co. and its printed arrow are one).
    """

    sets: SetsResult
    prosperity_vp: int
    crossing_vp: int
    bottoms: Bottoms
    government: PoliticalMove
    religion: PoliticalMove
    happiness: StatusMove
    safety: StatusMove
    destroyed: tuple[str, ...]
    cards: int = 0
    bottoms_entered: int = 0

    @property
    def missing_bottoms(self) -> int:
        """Cards spent whose bottom was not entered (a table may leave an arrow out)."""
        return max(0, self.cards - self.bottoms_entered)

    @property
    def goods_vp(self) -> int:
        """VP from goods sets alone (what a player announces: "announce wealth")."""
        return self.sets.total_vp

    @property
    def vp(self) -> int:
        """All VP earned: sets, prosperity and crossing bonuses."""
        return self.sets.total_vp + self.prosperity_vp + self.crossing_vp

    @property
    def standing(self) -> Standing:
        """The player's markers after resolution."""
        return Standing(self.government.end, self.religion.end, self.happiness.end, self.safety.end)

    def reason(self) -> str:
        """The ledger reason for the goods VP, e.g. ``"3 wine + 2 dye"``."""
        return " + ".join(f"{s.count} {s.good}" for s in self.sets.goods if s.count) or "no goods"


def crossing_destroys(
    move: PoliticalMove, developments: Iterable[Development]
) -> tuple[str, ...]:
    """Ids of developments a Revolution/Conversion destroys.

    "any black development cards you had played would be destroyed …
    0-Level developments, that are colored grey and purple, are never
    destroyed" (Revolution or Conversion): the cards of the side the marker
    left, level 1 and up.
    """
    if not move.crossed:
        return ()
    return tuple(
        d.id
        for d in developments
        if d.track == move.track and d.side == move.start.side and d.level > 0
    )


def crossing_bonus(moves: Sequence[PoliticalMove], developments: Iterable[Development]) -> int:
    """One-time VP for crossing a box while holding a Revolutionaries card (Revolutionaries)."""
    crossed = {m.track for m in moves if m.crossed}
    return sum(e.vp for d in developments for e in d.effects_of(OnCrossing) if e.track in crossed)


def resolve_goods(
    components: Components,
    spend: Spend,
    standing: Standing,
    *,
    developments: Sequence[Development] = (),
    modifiers: Sequence[tuple[str, SetModifier]] = (),
    abandon_government: bool = False,
    abandon_religion: bool = False,
    player: str = "the player",
) -> GoodsResolution:
    """Resolve one player's spent cards: VP, arrows, track moves, Revolution/Conversion.

    The bottoms are first checked against the cards (:func:`companion.rules.bottoms.check_spend`:
    one bottom per card, each on goods that carry it, R18) whenever the edition says which goods
    carry each bad card (:attr:`Components.bottoms_checked`); a journal's copy of an edition
    from before it said so is read as it always was.

    Args:
        components: the edition.
        spend: the cards spent (goods by type, bottoms by icon).
        standing: the player's markers before resolution (after step 1).
        developments: the player's developments in play (what a crossing destroys,
            Revolutionaries bonuses).
        modifiers: (development name, set modifier) pairs of other players'
            developments that reach this player (see :func:`set_modifiers_for`).
        abandon_government, abandon_religion: Abandon declared this turn (R6):
            the marker first returns to space 1 of its side.
        player: who spent the cards, for the messages.

    Returns:
        A :class:`GoodsResolution`.

    Raises:
        BottomsError: bottoms no hand of real cards could show (the message says why).
        UnknownNameError: an unknown good or icon.
        CountError: a bad count, or more cards of a good than its deck holds.
        TrackError: a marker off its track.
    """
    check_standing(components, standing)
    sets = score_sets(components, spend.goods, modifiers)
    bottoms = read_bottoms(components, spend.icons)
    if components.bottoms_checked:
        counted = check_spend(components, spend.goods, spend.icons, player=player)
    else:
        counted = tally(components, spend.goods, spend.icons)
    set_happiness = sum(a.happiness for s in sets.goods for a in s.adjustments)
    set_safety = sum(a.safety for s in sets.goods for a in s.adjustments)
    government = move_political(
        components.government, standing.government, bottoms.arrows, abandon=abandon_government
    )
    religion = move_political(
        components.religion, standing.religion, bottoms.arrows, abandon=abandon_religion
    )
    happiness = move_status(components.happiness, standing.happiness, set_happiness - bottoms.unhappy)
    safety = move_status(components.safety, standing.safety, set_safety - bottoms.barbarian)
    moves = (government, religion)
    destroyed = tuple(d for m in moves for d in crossing_destroys(m, developments))
    return GoodsResolution(
        sets=sets,
        prosperity_vp=bottoms.prosperity,
        crossing_vp=crossing_bonus(moves, developments),
        bottoms=bottoms,
        government=government,
        religion=religion,
        happiness=happiness,
        safety=safety,
        destroyed=destroyed,
        cards=counted.spent,
        bottoms_entered=counted.bottoms,
    )


def set_modifiers_for(
    components: Components,
    player: str,
    standing: Standing,
    developments_by_player: Mapping[str, Sequence[Development]],
) -> tuple[tuple[str, SetModifier], ...]:
    """The set modifiers of every player's developments that reach ``player``.

    Civil Rights, Venetian Orthodoxy and Martian Orthodoxy act on the *other*
    players' sets ("remind the other players to take one less victory point
    when they play a wine set", Specific Development Card Notes).

    Raises:
        UnknownNameError: ``player`` is not in ``developments_by_player``.
    """
    if player not in developments_by_player:
        raise UnknownNameError(f"{player!r} is not a player in this game")
    found = []
    for holder, developments in developments_by_player.items():
        for d in developments:
            for mod in d.effects_of(SetModifier):
                if reaches(mod.applies_to, is_holder=holder == player, components=components, standing=standing):
                    found.append((d.name, mod))
    return tuple(found)
