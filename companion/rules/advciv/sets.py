"""Commodity set values (000_cc0dfa045792078f.txt, rules 28.51–28.52).

28.51: the value of a set is the number of cards squared times the face value
(three Grain, each worth 4: 3 × 3 × 4 = 36). 28.52: each commodity forms its
own set; different commodities never combine, even of the same face value.
"""

from __future__ import annotations

import msgspec

from companion.rules import _check
from companion.rules.advciv.cards import Commodity, Deck


class SetValue(msgspec.Struct, frozen=True):
    """One commodity set in a hand.

    Attributes:
        commodity: the commodity id.
        cards: cards in the set.
        value: the set's value (28.51), in the game's trade-card value points.
    """

    commodity: str
    cards: int
    value: int


class HandValue(msgspec.Struct, frozen=True):
    """The commodity sets of a hand and their total (28.51–28.52).

    Attributes:
        sets: one :class:`SetValue` per commodity held, in table order.
        calamities: ``((calamity id, cards), ...)`` held, in table order: they add
            nothing to the total (ruling C107).
    """

    sets: tuple[SetValue, ...]
    calamities: tuple[tuple[str, int], ...] = ()

    @property
    def total(self) -> int:
        """The hand's total value: the sum of its sets."""
        return sum(s.value for s in self.sets)


def set_value(commodity: Commodity, cards: int) -> int:
    """Return the value of ``cards`` cards of one commodity: cards² × face value (28.51).

    Args:
        commodity: the commodity (its face value and card count).
        cards: how many of its cards form the set (0 gives 0).

    Raises:
        CountError: ``cards`` is not a whole number ≥ 0 or is more than the
            commodity's cards (28.53: never beyond the limit printed on the card).
    """
    n = _check.count(
        commodity.name,
        cards,
        maximum=commodity.cards,
        limit_reason=f"there are only {commodity.cards} {commodity.name} cards",
    )
    return n * n * commodity.value


def hand_value(deck: Deck, hand: object) -> HandValue:
    """Value a hand of trade cards: one set per commodity (28.51), never combined (28.52).

    Args:
        deck: the edition's trade cards.
        hand: ``{card name: count}``; calamities may be included and are worth nothing.

    Returns:
        The sets held, in table order, and the calamities held (worth nothing, C107).

    Raises:
        UnknownNameError: a name that is not a trade card.
        CountError: a bad count or more cards than exist.
    """
    cards = deck.tally("hand", hand)
    sets = tuple(SetValue(c.id, cards[c.id], set_value(c, cards[c.id])) for c in deck.commodities if c.id in cards)
    return HandValue(sets, tuple((c.id, cards[c.id]) for c in deck.calamities if c.id in cards))


class NextCard(msgspec.Struct, frozen=True):
    """A set one card short of a better one (28.51): what one more card of it would add.

    Attributes:
        commodity: the commodity id.
        cards: cards of it held now (at least 1).
        gain: the set's value with one more card, less its value now ((2n+1) × face value).
    """

    commodity: str
    cards: int
    gain: int


def one_card_from(deck: Deck, hand: object) -> tuple[NextCard, ...]:
    """The sets a hand is one card from bettering (28.51), the largest gain first.

    A commodity counts when at least one card of it is held and the game has another
    (28.53: never beyond the cards printed); equal gains keep table order.

    Raises:
        UnknownNameError, CountError: as :func:`hand_value`.
    """
    found = []
    for held in hand_value(deck, hand).sets:
        card = deck.commodity(held.commodity)
        if held.cards < card.cards:
            found.append(NextCard(card.id, held.cards, set_value(card, held.cards + 1) - held.value))
    return tuple(sorted(found, key=lambda n: -n.gain))
