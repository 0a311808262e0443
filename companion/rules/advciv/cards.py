"""The trade cards of *Advanced Civilization*: commodities and calamities (000, rule 28).

Frozen value types only. The tables themselves (face values, card counts,
which calamities are tradable) are data: ``assets/advciv.json``, loaded by
:mod:`companion.edition.packs.advciv`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping

import msgspec

from companion.rules import _check
from companion.rules._names import lookup
from companion.rules.errors import CountError

Hand = Mapping[str, int]
"""Trade cards by card id (``{"grain": 3, "treachery": 1}``); counts are cards."""


class Commodity(msgspec.Struct, frozen=True):
    """One commodity of the trade cards (28.5).

    Attributes:
        id: lower-case key (``"grain"``).
        name: printed name (``"Grain"``).
        value: face value of one card, which is also its trade-card stack (1–9).
        cards: how many cards of it exist: the largest set (28.53 "the limit
            printed on the commodity card").
        mining: whether Mining raises its sets (28.53: Iron, Bronze, Silver, Gems, Gold).
    """

    id: str
    name: str
    value: int
    cards: int
    mining: bool = False


class Calamity(msgspec.Struct, frozen=True):
    """A calamity card among the trade cards.

    Attributes:
        id: lower-case key (``"civil-war"``).
        name: printed name (``"Civil War"``).
        stack: the trade-card stack it is shuffled into (2–9).
        tradable: whether it may be handed over in a trade (28.3 "tradable calamity").
        cards: how many copies exist (one in Advanced Civilization).
    """

    id: str
    name: str
    stack: int
    tradable: bool
    cards: int = 1


Card = Commodity | Calamity


def n_cards(n: int, what: str = "card") -> str:
    """``"1 card"``, ``"3 cards"`` (``what`` is the singular: ``n_cards(2, "Salt card")``)."""
    return f"{n} {what}" if n == 1 else f"{n} {what}s"


def _only(cards: int, name: str) -> str:
    """``"there are only 4 Dye cards"`` / ``"there is only 1 Famine card"``."""
    return f"there is only 1 {name} card" if cards == 1 else f"there are only {cards} {name} cards"


class Deck(msgspec.Struct, frozen=True):
    """All trade cards of one edition: commodities and calamities, in table order."""

    commodities: tuple[Commodity, ...]
    calamities: tuple[Calamity, ...] = ()

    def commodity(self, name: object) -> Commodity:
        """Return the commodity called ``name`` (id or printed name, any case).

        Raises:
            UnknownNameError: no such commodity; the message lists them.
        """
        return lookup("commodity", name, self.commodities)

    def card(self, name: object) -> Card:
        """Return the commodity or calamity called ``name`` (id or printed name, any case).

        Raises:
            UnknownNameError: no such trade card; the message lists them.
        """
        cards: tuple[Card, ...] = (*self.commodities, *self.calamities)
        return lookup("trade card", name, cards)

    def tally(self, what: str, cards: object, *, commodities_only: bool = False) -> dict[str, int]:
        """Check a player's cards and return them keyed by card id, in table order.

        Args:
            what: whose cards these are, for messages (``"hand"``, ``"Anna gives"``).
            cards: ``{name: count}``; names may be ids or printed names in any case.
            commodities_only: refuse calamities (a set value needs commodities only).

        Returns:
            ``{card id: count}`` without zero counts.

        Raises:
            UnknownNameError: a name that is not a trade card.
            CountError: a count that is not a whole number ≥ 0, more cards than
                exist (28.53 "the limit printed on the commodity card"), or one
                card written twice under different spellings.
        """
        given = _check.counts(what, cards)
        found: dict[str, int] = {}
        for name, number in given.items():
            card = self.commodity(name) if commodities_only else self.card(name)
            n = _check.count(
                f"{what}: {card.name}",
                number,
                maximum=card.cards,
                limit_reason=_only(card.cards, card.name),
            )
            if card.id in found:
                raise CountError(f"{what}: {card.name} is given twice")
            found[card.id] = n
        order = [c.id for c in self.commodities] + [c.id for c in self.calamities]
        return {key: found[key] for key in order if found.get(key)}

    def check_supply(self, what: str, tallies: Iterable[Mapping[str, int]]) -> None:
        """Refuse cards that together are more than the game has (000 rule 28.53; C101, C102).

        Args:
            what: the verb phrase for the message (``"the two hands hold"``).
            tallies: ``{card id: count}`` maps already checked by :meth:`tally`.

        Raises:
            CountError: ``"Salt: the two hands hold 10 cards, but the game has 9"``.
        """
        total: Counter[str] = Counter()
        for cards in tallies:
            total.update(cards)
        for card_id, n in total.items():
            card = self.card(card_id)
            if n > card.cards:
                raise CountError(f"{card.name}: {what} {n_cards(n)}, but the game has {card.cards}")

    @property
    def tradable_cards(self) -> int:
        """How many cards may change hands in a trade: every commodity and tradable calamity (28.3)."""
        return sum(c.cards for c in self.commodities) + sum(c.cards for c in self.calamities if c.tradable)
