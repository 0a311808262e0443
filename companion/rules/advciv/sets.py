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
