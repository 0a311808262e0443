"""Every spent card has one bottom, and every bottom sits on a card that can carry it.

Sources: 001_26b6d8b0f4cbe6f7.txt — "Resolution Step 2 - Resolving Trade Goods" ("resolve
the 'Idea' on the bottom of each card"; FULL GOODS RESOLUTION EXAMPLE: Mark's cards carry
one idea each); The Goods (the Bad Cards column: basic goods — Poverty, Depression; civic
goods — Barbarians, Barbarian Fury, Zealots, Corruption, Slave Revolt; luxury goods —
Poverty, Barbarians, Piracy); "Zealots, Corruption & Slave Revolt"; RULINGS.md R11 (icons and
named bad cards), R16 (Piracy is the card itself: a dead card with no bottom), R18 (the arrow
printed on Zealots, Corruption and Slave Revolt is on the same card).

What a player enters for Resolution step 2 is the cards' tops (goods) and bottoms (icons).
Arrows and prosperity may sit on any card; each named bad card only on the goods the Goods
table lists for it (the edition's ``on``, :attr:`~companion.rules.components.BadCard.on`). The
plain ``unhappy`` and ``barbarian`` icons are Poverty's and Barbarians' bottoms under another
name (R11), carried as those cards are. A Zealots, Corruption or Slave Revolt and the arrow
printed on it are one bottom.

Fewer bottoms than cards may be entered (a table may leave an arrow out): :func:`tally` counts
both, and the previews say so.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations

import msgspec

from companion.errors import N_, Param, Refusal, Words, either, listed, refusal, say, say_n
from companion.rules.components import BARBARIAN, UNHAPPY, Components, card_name
from companion.rules.errors import BottomsError, PrintedArrowError

#: A bottom that may sit on any card (an arrow, prosperity): no category limits it.
ANY = None


class Tally(msgspec.Struct, frozen=True):
    """Cards spent and bottoms entered, as the Goods table counts them.

    Attributes:
        cards: cards with a bottom spent, by category of goods (dead cards such as Piracy left out).
        dead: dead cards spent (Piracy, R16): they have no bottom.
        bottoms: bottoms entered: every icon counted once, except that a Zealots, Corruption or
            Slave Revolt and the arrow printed on it are one bottom.
        printed: Zealots, Corruption and Slave Revolt entered (each needs one arrow, R18).
        arrows: arrows entered (those printed on Zealots & co. included).
    """

    cards: dict[str, int]
    dead: int
    bottoms: int
    printed: int
    arrows: int

    @property
    def spent(self) -> int:
        """Cards with a bottom spent."""
        return sum(self.cards.values())


def plain_card(components: Components, icon: str) -> str | None:
    """The named bad card a plain icon stands for: ``unhappy`` → Poverty (one unhappy face and
    nothing else), ``barbarian`` → Barbarians (R11); None if the edition has no such card."""
    want = {UNHAPPY: (1, 0), BARBARIAN: (0, 1)}.get(icon)
    for card in components.bad_cards.values():
        if want == (card.unhappy, card.barbarian) and not card.may_not_warehouse and not card.arrow_reversed:
            return card.name
    return None


def carried_on(components: Components, icon: str) -> frozenset[str] | None:
    """The categories of goods whose cards may carry ``icon`` (001 The Goods); None: any card.

    Arrows and prosperity sit on any card; a named bad card on the categories of its ``on``;
    ``unhappy``/``barbarian`` as Poverty/Barbarians.
    """
    name = plain_card(components, icon) if icon in (UNHAPPY, BARBARIAN) else icon
    card = components.bad_cards.get(name or "")
    if card is None or card.on is None:
        return ANY
    return frozenset(card.on)


def tally(components: Components, goods: Mapping[str, int], icons: Mapping[str, int]) -> Tally:
    """Count the cards spent (by category, dead cards apart) and the bottoms entered.

    Names the edition does not have are left to the callers that check them
    (:func:`companion.rules.resolution.resolve_goods`): an unknown good counts as no card.
    """
    cards: dict[str, int] = {}
    dead = 0
    for name, n in goods.items():
        good = components.goods.get(name)
        if good is None:
            continue
        if good.dead:
            dead += n
        else:
            cards[good.category] = cards.get(good.category, 0) + n
    printed = sum(n for name, n in icons.items() if name in components.bad_cards and components.bad_cards[name].arrow_reversed)
    arrows = sum(icons.get(side, 0) for side in components.arrow_sides)
    bottoms = sum(icons.values()) - min(printed, arrows)
    return Tally(cards, dead, bottoms, printed, arrows)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _either(categories: tuple[str, ...], joiner: str) -> str:
    return categories[0] if len(categories) == 1 else f"{', '.join(categories[:-1])} {joiner} {categories[-1]}"


def _too_many_bottoms(who: Param, t: Tally) -> Words:
    """``"Ann spent 1 card but entered 3 bottoms: each card has one"`` (each card one bottom; a dead card none, R16)."""
    piracy: Param = say(N_(" (a dead card such as Piracy has none, R16)")) if t.dead else ""
    if t.bottoms == 1:  # and no card spent
        return say(N_("{who} spent 0 cards but entered 1 bottom: each card has one{piracy}"), who=who, piracy=piracy)
    if t.spent == 1:
        return say(N_("{who} spent 1 card but entered {bottoms} bottoms: each card has one{piracy}"), who=who,
                   bottoms=t.bottoms, piracy=piracy)
    return say(N_("{who} spent {n} cards but entered {bottoms} bottoms: each card has one{piracy}"), who=who, n=t.spent,
               bottoms=t.bottoms, piracy=piracy)


#: The goods' categories, as a refusal names them ("only on civic goods").
CATEGORY_WORDS = {"basic": N_("basic"), "civic": N_("civic"), "luxury": N_("luxury")}


def _unmatched_words(components: Components, subset: tuple[str, ...], within: Mapping[str, int], have: int,
                     player: str) -> Words:
    """C15's refusal: ``"Barbarian Fury is only on civic goods; Ben spent no civic card"``, or ``"… are only
    on civic and luxury goods; Ben spent only 1 civic or luxury card for 2 of them: each card has one bottom"``."""
    named: list[Param] = []
    for name, n in within.items():
        card: Param = components.printed("bad_cards", name) if name in components.bad_cards else card_name(name)
        named.append(card if n == 1 else say(N_("{n} {card}"), n=n, card=card))
    words = dict(cards=listed(named), both=listed([say(CATEGORY_WORDS.get(c, c)) for c in subset]),
                 either=either([say(CATEGORY_WORDS.get(c, c)) for c in subset]), player=player)
    bottoms = sum(within.values())
    if not have and len(within) == 1 and bottoms == 1:
        return say(N_("{cards} is only on {both} goods; {player} spent no {either} card"), **words)
    if not have:
        return say(N_("{cards} are only on {both} goods; {player} spent no {either} card"), **words)
    return say_n(N_("{cards} are only on {both} goods; {player} spent only {n} {either} card for {m} of them: each card has one bottom"),
                 N_("{cards} are only on {both} goods; {player} spent only {n} {either} cards for {m} of them: each card has one bottom"),
                 have, m=bottoms, **words)


def _named(counts: Mapping[str, int]) -> str:
    parts = [card_name(name) if n == 1 else f"{n} {card_name(name)}" for name, n in counts.items()]
    return parts[0] if len(parts) == 1 else f"{', '.join(parts[:-1])} and {parts[-1]}"


def unmatched(components: Components, cards: Mapping[str, int], limited: Mapping[str, int]) -> tuple[tuple[str, ...], dict[str, int]] | None:
    """Whether the bottoms limited to some categories can each sit on a card of their own.

    This is a bipartite matching, bottoms to cards, where a bottom may go on any card of a
    category that carries it (001 The Goods, Bad Cards). By Hall's marriage theorem such a
    matching exists if and only if, for every set S of categories, the bottoms that only
    categories of S carry are no more than the cards of S spent. With three categories there
    are seven such sets to check (the bottoms that sit on any card need only the whole count,
    :func:`check_spend`'s first test).

    Args:
        components: the edition (``on`` of each bad card).
        cards: cards with a bottom spent, by category.
        limited: bottoms that only some categories carry, by name (named bad cards,
            ``unhappy``, ``barbarian``), counts > 0.

    Returns:
        None if every limited bottom can have its own card; else the smallest set of categories
        that fails, sorted as the edition lists its goods, and the bottoms only it carries.
    """
    order: tuple[str, ...] = tuple(dict.fromkeys(g.category for g in components.goods.values()))
    kinds = {name: carried_on(components, name) or frozenset(order) for name in limited}
    order += tuple(sorted({c for k in kinds.values() for c in k} - set(order)))
    for size in range(1, len(order) + 1):
        for subset in combinations(order, size):
            within = {name: n for name, n in limited.items() if kinds[name] <= set(subset)}
            if sum(within.values()) > sum(cards.get(c, 0) for c in subset):
                return subset, within
    return None


def check_printed_arrows(components: Components, icons: Mapping[str, int], *, player: str = "the player") -> None:
    """Refuse a Zealots, Corruption or Slave Revolt entered without the arrow printed on it (R18):
    each carries one, so a spend has at least as many arrows as such cards. The one place this
    rule is checked: :func:`check_spend` asks it first, the phones' inbox asks it to word its question.

    Args:
        icons: bottoms by icon or named card, as :class:`~companion.rules.resolution.Spend` holds them.
        player: who spent them, for the message.

    Raises:
        PrintedArrowError: e.g. "Ann entered Zealots but no arrow: each Zealots, Corruption or Slave
            Revolt carries one arrow printed on it, entered with the card (R18)"; its ``cards`` name them.
    """
    t = tally(components, {}, icons)
    if t.printed > t.arrows:
        who = player[:1].upper() + player[1:]
        reversed_cards = tuple(card_name(n) for n, card in components.bad_cards.items() if card.arrow_reversed)
        printed = {n: icons[n] for n, card in components.bad_cards.items() if icons.get(n) and card.arrow_reversed}
        arrows = _plural(t.arrows, "arrow") if t.arrows else "no arrow"
        words = (f"{who} entered {_named(printed)} but {arrows}: each {_either(reversed_cards, 'or')} "
                 "carries one arrow printed on it, entered with the card (R18)")
        raise PrintedArrowError(Refusal(words, "R18", field=f"icons.{next(iter(printed))}"), tuple(printed))


def check_spend(components: Components, goods: Mapping[str, int], icons: Mapping[str, int], *, player: str = "the player") -> Tally:
    """Refuse bottoms that no hand of real cards could show; return the tally of a spend that is possible.

    In this order: each Zealots, Corruption or Slave Revolt comes with the arrow printed on it
    (R18); no more bottoms than cards with a bottom ("each card has one": Piracy has none,
    R16); every named bad card on a card of goods that carries it (:func:`unmatched`). Fewer
    bottoms than cards pass.

    Args:
        goods: cards spent by good (tops); icons: bottoms by icon or named card, as
            :class:`~companion.rules.resolution.Spend` holds them.
        player: who spent them, for the message.

    Raises:
        BottomsError: in the table's words, e.g. "Ann spent 1 card but entered 3 bottoms: each
            card has one", "Barbarian Fury is only on civic goods; Ben spent no civic card".
    """
    check_printed_arrows(components, icons, player=player)
    who = player[:1].upper() + player[1:]
    t = tally(components, goods, icons)
    if t.bottoms > t.spent:
        raise BottomsError(refusal(_too_many_bottoms(who if player != "the player" else say(N_("The player")), t),
                                   "001 The Goods", field="icons"))
    limited: dict[str, int] = {}
    for name in (*components.bad_cards, UNHAPPY, BARBARIAN):  # in the edition's order, whatever the entry's
        n = icons.get(name, 0)
        if n and carried_on(components, name) is not ANY:
            card = plain_card(components, name) if name in (UNHAPPY, BARBARIAN) else name
            limited[card or name] = limited.get(card or name, 0) + n
    failed = unmatched(components, t.cards, limited)
    if failed is not None:
        subset, within = failed
        raise BottomsError(refusal(_unmatched_words(components, subset, within, sum(t.cards.get(c, 0) for c in subset), player),
                                   "C15", field=f"icons.{next(iter(within))}"))
    return t
