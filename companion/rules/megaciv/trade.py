"""The trade checker of *Mega Civilization* (002_68463270ecbd4b83.txt, "Trade" and "Calamities").

The text: each trade includes "at least 3 trade cards per player"; both players
"must truthfully inform each other on the identity of 2 commodities, as well as
the total number of cards"; "If more than 2 commodities are mentioned, the first
2 mentioned must be true"; players "are not allowed to speak about calamities"
and Non Tradeable Calamities "may never be traded". A transaction "cannot be
reverted except when a player receives a Non Tradeable Calamity, a different
number of cards than specified, or not at least the first 2 commodities
specified. In this case all cards involved are reverted".

:func:`check_trade` returns ``"stands"``, ``"revertible"`` (what a receiver may
revert: all cards of both sides) or ``"illegal"`` (fewer than 3 cards, a
calamity named, fewer than two commodities named: the deal may not be made;
if the cards already moved they go back the same way, ruling C207).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Literal

import msgspec

from companion.rules import _check
from companion.rules.advciv.cards import Calamity
from companion.rules.megaciv.cards import MegaDeck
from companion.rules.megaciv.errors import MegaOfferError
from companion.rules.words import ENGLISH, Words

MINIMUM_CARDS = 3
""""each trade must include at least 3 trade cards per player"."""

TRUE_NAMED = 2
""""the identity of 2 commodities" must be true; with more named, "the first 2"."""

Status = Literal["stands", "revertible", "illegal"]


class MegaOffer(msgspec.Struct, frozen=True):
    """One player's trade offer: the total card count and the cards named, in the order said.

    Attributes:
        count: the total number of cards announced.
        named: card ids named, first mentioned first (repeats allowed: two Salt).
    """

    count: int
    named: tuple[str, ...]


class MegaSide(msgspec.Struct, frozen=True):
    """One side of a deal: the player, their offer and the cards they handed over."""

    player: str
    offer: MegaOffer
    given: Mapping[str, int]


class MegaBreach(msgspec.Struct, frozen=True):
    """One thing wrong with a deal.

    Attributes:
        player: the side that broke the rule.
        consequence: ``"revertible"`` (the receiver may revert: all cards go back)
            or ``"illegal"`` (the deal may not be made at all).
        reason: one sentence, in the game's words.
    """

    player: str
    consequence: Literal["revertible", "illegal"]
    reason: str


class MegaVerdict(msgspec.Struct, frozen=True):
    """What a deal comes to.

    Attributes:
        breaches: everything wrong, side by side.
        reverted: when the deal does not stand, the cards that go back: every
            card of both sides, as ``((player, {card id: count}), ...)``; else empty.
    """

    breaches: tuple[MegaBreach, ...]
    reverted: tuple[tuple[str, Mapping[str, int]], ...]

    @property
    def status(self) -> Status:
        """``"illegal"`` if any breach makes it so, else ``"revertible"`` if any, else ``"stands"``."""
        kinds = {b.consequence for b in self.breaches}
        return "illegal" if "illegal" in kinds else "revertible" if kinds else "stands"


def read_offer(deck: MegaDeck, count: object, named: Sequence[str]) -> MegaOffer:
    """Build a :class:`MegaOffer` from what a player said.

    Names may be commodities or calamities: naming a calamity is a breach that
    :func:`check_trade` reports, not a typing error.

    Raises:
        CountError: ``count`` is not a whole number ≥ 0.
        UnknownNameError: a name that is not a trade card.
        MegaOfferError: more cards named than announced.
    """
    n = _check.count("announced cards", count)
    ids = tuple(deck.card(name).id for name in named)
    if len(ids) > n:
        raise MegaOfferError(f"{len(ids)} cards named but only {n} announced; name at most the cards traded")
    return MegaOffer(n, ids)


def first_named(deck: MegaDeck, offer: MegaOffer) -> tuple[str, ...]:
    """Return "the first 2 commodities specified", which must be handed over (ruling C208).

    Counted with repeats: ``("salt", "salt")`` needs two Salt. Empty when the offer
    is illegal (a calamity named, or fewer than 2 commodities): then nothing is checked.
    """
    commodities = [c for c in offer.named if not isinstance(deck.card(c), Calamity)]
    if len(commodities) < TRUE_NAMED or len(commodities) < len(offer.named):
        return ()
    return offer.named[:TRUE_NAMED]


def check_side(deck: MegaDeck, side: MegaSide, words: Words = ENGLISH) -> tuple[MegaBreach, ...]:
    """Return what one side broke of Mega Civilization's trade rules (empty if nothing).

    Illegal (ruling C207): fewer than 3 cards offered or handed over, a calamity
    named, fewer than 2 commodities named. Revertible: a Non Tradeable Calamity
    handed over, a different number of cards than announced, not the first 2
    commodities named (:func:`first_named`). ``words``: the reasons' language
    (:mod:`companion.rules.words`; English by default).

    Raises:
        UnknownNameError, CountError: ``side.given`` is not a valid set of trade cards.
    """
    given = deck.tally(f"{side.player} gives", side.given)
    handed = sum(given.values())
    offer = side.offer
    found: list[tuple[Literal["revertible", "illegal"], str]] = []
    if offer.count < MINIMUM_CARDS:
        found.append(("illegal", words.ngettext("offered {n} card; each trade must include at least 3 per player",
                                                "offered {n} cards; each trade must include at least 3 per player",
                                                offer.count).format(n=offer.count)))
    if handed < MINIMUM_CARDS:
        found.append(("illegal", words.ngettext("handed over {n} card; each trade must include at least 3 per player",
                                                "handed over {n} cards; each trade must include at least 3 per player",
                                                handed).format(n=handed)))
    named_calamities = [deck.card(c).name for c in offer.named if isinstance(deck.card(c), Calamity)]
    if named_calamities:
        found.append(("illegal", words.gettext("named {cards}; calamities may not be mentioned").format(
            cards=", ".join(named_calamities))))
    commodities = [c for c in offer.named if not isinstance(deck.card(c), Calamity)]
    if len(commodities) < TRUE_NAMED:
        found.append(("illegal", words.ngettext("named {n} commodity card; 2 must be named",
                                                "named {n} commodity cards; 2 must be named",
                                                len(commodities)).format(n=len(commodities))))
    for card_id in given:
        card = deck.card(card_id)
        if isinstance(card, Calamity) and not card.tradable:
            found.append(("revertible", words.gettext("handed over {card}, a Non Tradeable Calamity").format(
                card=card.name)))
    if handed != offer.count:
        found.append(("revertible", words.ngettext("announced {n} card but handed over {handed}",
                                                   "announced {n} cards but handed over {handed}",
                                                   offer.count).format(n=offer.count, handed=handed)))
    first = first_named(deck, offer)
    if any(given.get(c, 0) < n for c, n in Counter(first).items()):
        said = words.gettext(" and ").join(deck.card(c).name for c in first)
        found.append(("revertible", words.gettext("the first 2 commodities named ({cards}) were not both handed "
                                                  "over").format(cards=said)))
    return tuple(MegaBreach(side.player, kind, reason) for kind, reason in found)


def check_trade(deck: MegaDeck, sides: Sequence[MegaSide], words: Words = ENGLISH) -> MegaVerdict:
    """Judge a Mega Civilization deal: stands, revertible (all cards back) or illegal.

    Args:
        deck: the edition's trade cards.
        sides: both sides of the deal (or one, to check a single side).
        words: the breaches' language (:mod:`companion.rules.words`; English by default).

    Raises:
        MegaOfferError: no side, or more than two ("Trades cannot involve more than 2 players").
        UnknownNameError, CountError: cards handed over that are not valid trade cards.
    """
    if not 1 <= len(sides) <= 2:
        raise MegaOfferError(f"a deal has one or two sides to check, not {len(sides)} (at most 2 players)")
    breaches = tuple(b for side in sides for b in check_side(deck, side, words))
    reverted = tuple((s.player, deck.tally(f"{s.player} gives", s.given)) for s in sides) if breaches else ()
    return MegaVerdict(breaches, reverted)
