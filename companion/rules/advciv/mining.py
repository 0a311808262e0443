"""Mining (000_cc0dfa045792078f.txt, rule 28.53).

"Mining increases the value of Iron, Bronze, Silver, Gems or Gold by one card.
This effect only applies once each turn." It may not raise a set "beyond the
limit printed on the commodity card itself". Example: three Bronze (54) count
as four Bronze (96); Mining cannot also raise a set of Gems the same turn.

A turn's use of Mining is a value (:class:`MiningTurn`) passed in and returned,
so a journal can fold it like any other state.
"""

from __future__ import annotations

import msgspec

from companion.rules.advciv.cards import Deck
from companion.rules.advciv.errors import MiningError
from companion.rules.advciv.sets import HandValue, hand_value, set_value


class MiningTurn(msgspec.Struct, frozen=True):
    """Whether Mining was used this turn (28.53: "only applies once each turn").

    Attributes:
        used_on: the commodity id Mining raised this turn, or ``None``.
    """

    used_on: str | None = None


class Mined(msgspec.Struct, frozen=True):
    """One set raised by Mining (28.53).

    Attributes:
        commodity: the commodity id.
        cards: the cards actually held.
        before: the set's value without Mining (28.51).
        after: its value counted as ``cards + 1`` cards.
    """

    commodity: str
    cards: int
    before: int
    after: int

    @property
    def counted(self) -> int:
        """The cards the set counts as with Mining: one more than held."""
        return self.cards + 1

    @property
    def gain(self) -> int:
        """What Mining adds: ``after - before`` (always > 0)."""
        return self.after - self.before


class MinedHand(msgspec.Struct, frozen=True):
    """A hand's value with Mining applied to its best set, if any set can gain.

    Attributes:
        hand: the hand's sets without Mining.
        mining: the set Mining raises, or ``None`` when no set can gain.
    """

    hand: HandValue
    mining: Mined | None

    @property
    def total(self) -> int:
        """The hand's value with Mining: the plain total plus Mining's gain."""
        return self.hand.total + (self.mining.gain if self.mining else 0)


def mine(deck: Deck, commodity: str, cards: int, turn: MiningTurn = MiningTurn()) -> tuple[Mined, MiningTurn]:
    """Use Mining on a set of ``cards`` cards of ``commodity`` (28.53).

    Args:
        deck: the edition's trade cards.
        commodity: the commodity's id or printed name.
        cards: the cards of it held (at least 1).
        turn: Mining's use so far this turn.

    Returns:
        The raised set and the turn with Mining marked as used.

    Raises:
        UnknownNameError: not a commodity.
        CountError: a bad count or more cards than exist.
        MiningError: Mining was already used this turn, the commodity is not one
            Mining raises, no card of it is held, or the set already has all its
            cards ("may not be used ... beyond the limit printed on the commodity card").
    """
    card = deck.commodity(commodity)
    before = set_value(card, cards)
    if turn.used_on is not None:
        used = deck.commodity(turn.used_on).name
        raise MiningError(f"Mining was already used on {used} this turn; it applies once each turn (28.53)")
    if not card.mining:
        raisable = ", ".join(c.name for c in deck.commodities if c.mining)
        raise MiningError(f"Mining does not raise {card.name}, only {raisable} (28.53)")
    if cards == 0:
        raise MiningError(f"Mining raises a set of {card.name} cards, and none is held (28.53)")
    if cards >= card.cards:
        raise MiningError(
            f"{card.name}: the set already has all {card.cards} cards; Mining may not raise it "
            "beyond the limit printed on the card (28.53)"
        )
    return Mined(card.id, cards, before, set_value(card, cards + 1)), MiningTurn(used_on=card.id)


def mining_options(deck: Deck, hand: object) -> tuple[Mined, ...]:
    """Every set of a hand Mining could raise (28.53), largest gain first.

    Equal gains keep table order (the lower face value first), so the choice is
    repeatable; the two sets are worth the same either way.

    Raises:
        UnknownNameError, CountError: as :func:`~companion.rules.advciv.sets.hand_value`.
    """
    options = []
    for held in hand_value(deck, hand).sets:
        card = deck.commodity(held.commodity)
        if card.mining and held.cards < card.cards:
            options.append(mine(deck, card.id, held.cards)[0])
    return tuple(sorted(options, key=lambda m: -m.gain))


def hand_value_with_mining(deck: Deck, hand: object) -> MinedHand:
    """Value a hand with Mining on the set where it gains most (28.51, 28.53).

    Mining raises one set by one card, once: the set whose value rises most.
    A hand without Iron, Bronze, Silver, Gems or Gold below its card count gains nothing.

    Raises:
        UnknownNameError, CountError: as :func:`~companion.rules.advciv.sets.hand_value`.
    """
    options = mining_options(deck, hand)
    return MinedHand(hand_value(deck, hand), options[0] if options else None)
