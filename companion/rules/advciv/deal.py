"""Both hands' values before and after a deal (000_cc0dfa045792078f.txt, rules 28.1, 28.51).

Players trade "to build up sets of the same commodities, as sets are more
valuable than individual commodity cards" (28.1). :func:`deal_values` shows
each side what its hand is worth before and after the cards change hands.
It does not judge whether the deal is legal; that is :mod:`.trade`.
"""

from __future__ import annotations

from collections import Counter

import msgspec

from companion.rules.advciv.cards import Deck
from companion.rules.advciv.sets import HandValue, hand_value
from companion.rules.errors import CountError


class DealSide(msgspec.Struct, frozen=True):
    """One player's hand before and after a deal.

    Attributes:
        player: the player's name.
        before: the hand's sets and total before the deal (28.51).
        after: the same after giving its cards and receiving the other side's.
    """

    player: str
    before: HandValue
    after: HandValue

    @property
    def change(self) -> int:
        """How much the hand's value rose (negative: fell)."""
        return self.after.total - self.before.total


def deal_values(
    deck: Deck,
    players: tuple[str, str],
    hands: tuple[object, object],
    gives: tuple[object, object],
) -> tuple[DealSide, DealSide]:
    """Value both hands before and after a deal.

    Args:
        deck: the edition's trade cards.
        players: the two players' names.
        hands: each player's trade cards before the deal, ``{card name: count}``.
        gives: the cards each player hands over, ``{card name: count}``.

    Returns:
        One :class:`DealSide` per player, in the order given.

    Raises:
        UnknownNameError: a name that is not a trade card.
        CountError: a bad count; a player handing over cards they do not hold;
            both hands together holding more of a card than exist.
    """
    held = [Counter(deck.tally(f"{p}'s hand", h)) for p, h in zip(players, hands)]
    given = [Counter(deck.tally(f"{p} gives", g)) for p, g in zip(players, gives)]
    for player, hand, out in zip(players, held, given):
        for card_id, n in out.items():
            if n > hand[card_id]:
                name = deck.card(card_id).name
                raise CountError(f"{player} gives {n} {name} but holds {hand[card_id]}")
    deck.check_supply("the two hands hold", held)
    after = (held[0] - given[0] + given[1], held[1] - given[1] + given[0])
    return (
        DealSide(players[0], hand_value(deck, held[0]), hand_value(deck, after[0])),
        DealSide(players[1], hand_value(deck, held[1]), hand_value(deck, after[1])),
    )
