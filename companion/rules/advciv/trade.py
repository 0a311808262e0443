"""The trade checker of *Advanced Civilization* (000_cc0dfa045792078f.txt, rule 28.3).

28.3: each trade involves at least three trade cards on each side; each player
honestly tells the other the number of cards he trades and at least two of the
cards, and "this information must be correct"; the remaining cards "may consist
of any commodity or tradable calamity card(s), regardless of what was said".

Given what a side announced (:class:`Offer`) and what it actually handed over,
:func:`check_trade` says whether the deal stands or lists what broke it;
:func:`check_offer` is the part of that check an announcement alone can fail,
and :func:`guarantee` says what the receiver of a lawful offer can count on
before the cards change hands. Rule 28 names no remedy for a broken deal (28.1: a completed deal
"cannot be revoked"); the checker reports, the table decides (ruling C106).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

import msgspec

from companion.rules import _check
from companion.rules.advciv.cards import Calamity, Deck
from companion.rules.advciv.errors import OfferError
from companion.rules.words import ENGLISH, Words

PLAYERS = range(2, 19)
"""Players a table's trade session may seat: "one trade deal may involve only two players" (28.2) needs
two; rule 28 sets no upper bound, so up to Mega Civilization's 18 (ruling C108)."""

MINIMUM_CARDS = 3
"""28.3: "Each trade must involve at least three trade cards on each side"."""

TRUE_NAMED = 2
"""28.3: each player names "at least two of the trade cards involved", correctly."""


class Offer(msgspec.Struct, frozen=True):
    """One side's announcement (28.3).

    Attributes:
        count: the number of trade cards announced.
        named: the card ids named, in the order said (repeats allowed: ``("salt", "salt")``).
    """

    count: int
    named: tuple[str, ...]


class Side(msgspec.Struct, frozen=True):
    """One side of a deal: who, what they announced, and the cards they handed over.

    Attributes:
        player: the player's name, for messages.
        offer: the announcement.
        given: ``{card id: count}`` actually handed over.
    """

    player: str
    offer: Offer
    given: Mapping[str, int]


class Breach(msgspec.Struct, frozen=True):
    """One thing that broke a deal.

    Attributes:
        player: the side that broke the rule.
        rule: the rule broken (``"28.3"``).
        reason: one sentence, in the game's words.
    """

    player: str
    rule: str
    reason: str


class Verdict(msgspec.Struct, frozen=True):
    """Whether a deal stands (28.3).

    Attributes:
        breaches: what broke it, side by side; empty when the deal stands.
    """

    breaches: tuple[Breach, ...]

    @property
    def stands(self) -> bool:
        """True when no side broke rule 28.3."""
        return not self.breaches


class Guarantee(msgspec.Struct, frozen=True):
    """What the receiver of an offer is sure to get (28.3 and its example).

    Attributes:
        count: how many cards arrive (the number must be correct).
        cards: ``((card id, count), ...)`` certain to be among them.
        unknown: the other cards: any commodity or tradable calamity.
    """

    count: int
    cards: tuple[tuple[str, int], ...]
    unknown: int


def read_offer(deck: Deck, count: object, named: Sequence[str]) -> Offer:
    """Build an :class:`Offer` from what a player said.

    Args:
        deck: the edition's trade cards.
        count: the number of cards announced.
        named: the cards named, in the order said (printed names or ids).

    Raises:
        CountError: ``count`` is not a whole number ≥ 0.
        UnknownNameError: a named card that is not a trade card.
        OfferError: more cards named than announced.
    """
    n = _check.count("announced cards", count)
    ids = tuple(deck.card(name).id for name in named)
    if len(ids) > n:
        raise OfferError(f"{len(ids)} cards named but only {n} announced; name at most the cards traded")
    return Offer(n, ids)


def _may_be_true(deck: Deck | None, named: Sequence[str]) -> list[str]:
    """The named cards that can be among those handed over: not a calamity that may not be traded (C102)."""
    if deck is None:
        return list(named)
    return [c for c in named if not (isinstance(card := deck.card(c), Calamity) and not card.tradable)]


def check_offer(deck: Deck, offer: Offer, words: Words = ENGLISH) -> tuple[str, ...]:
    """Return what an announcement alone breaks of rule 28.3, before any card changes hands.

    Checks: at least three cards announced ("at least three trade cards on each
    side"); no more than the game's cards that may be traded; at least two cards
    named, at least two of which can be true: a calamity that may not be traded
    (C102) is never among the cards handed over (ruling C105).

    Returns:
        One sentence per breach, in the game's words (``words``: their language,
        :mod:`companion.rules.words`; English by default); empty when the offer keeps 28.3.
    """
    found: list[str] = []
    if offer.count < MINIMUM_CARDS:
        found.append(words.ngettext("announced {n} card; each side must trade at least three",
                                    "announced {n} cards; each side must trade at least three",
                                    offer.count).format(n=offer.count))
    if offer.count > deck.tradable_cards:
        found.append(words.ngettext("announced {n} card, but the game has {cards} that may be traded",
                                    "announced {n} cards, but the game has {cards} that may be traded",
                                    offer.count).format(n=offer.count, cards=deck.tradable_cards))
    possible = _may_be_true(deck, offer.named)
    if len(offer.named) < TRUE_NAMED:
        found.append(words.ngettext("named {n} card; at least two must be named",
                                    "named {n} cards; at least two must be named",
                                    len(offer.named)).format(n=len(offer.named)))
    elif len(possible) < TRUE_NAMED:
        barred = list(dict.fromkeys(deck.card(c).name for c in offer.named if c not in possible))
        found.append(words.ngettext(
            "named {cards}, a calamity that may not be traded, so fewer than two named cards can be correct",
            "named {cards}, calamities that may not be traded, so fewer than two named cards can be correct",
            len(barred)).format(cards=", ".join(barred)))
    return tuple(found)


def guarantee(offer: Offer, deck: Deck | None = None) -> Guarantee:
    """Return what the receiver of ``offer`` is sure to get (28.3).

    At least two named cards must be true (ruling C105); a card is certain as
    many times as it appears in every choice of two named cards that can be
    true. In the 28.3 example "three cards including two salt" guarantees two
    Salt and one unknown card, and the assurance that the third is Salt too
    guarantees nothing more. An offer naming fewer than two cards guarantees only the count.

    Args:
        offer: the announcement.
        deck: the edition's trade cards. With it the offer is first checked by
            :func:`check_offer` (the check :func:`check_side` makes), and a named
            calamity that may not be traded is never one of the true cards (C102).

    Raises:
        OfferError: with ``deck``, an offer that breaks 28.3; the message lists why.
    """
    if deck is not None:
        broken = check_offer(deck, offer)
        if broken:
            raise OfferError(f"the offer breaks 28.3: {'; '.join(broken)}")
    named = Counter(_may_be_true(deck, offer.named))
    size = sum(named.values())
    certain: list[tuple[str, int]] = []
    if size >= TRUE_NAMED:
        for card, times in named.items():
            sure = max(0, TRUE_NAMED - (size - times))
            if sure:
                certain.append((card, sure))
    return Guarantee(offer.count, tuple(certain), offer.count - sum(n for _, n in certain))


def check_side(deck: Deck, side: Side, words: Words = ENGLISH) -> tuple[Breach, ...]:
    """Return what one side broke of rule 28.3 (empty when it kept every part).

    Checks: the announcement (:func:`check_offer`); at least three cards handed
    over; the count handed over equals the count announced; at least two of the
    named cards among those handed over, counted with repeats (ruling C105); no
    calamity that may not be traded. ``words``: the reasons' language (:mod:`companion.rules.words`;
    English by default).

    Raises:
        UnknownNameError, CountError: ``side.given`` is not a valid set of trade cards.
    """
    given = deck.tally(f"{side.player} gives", side.given)
    handed = sum(given.values())
    found = list(check_offer(deck, side.offer, words))
    if handed < MINIMUM_CARDS:
        found.append(words.ngettext("handed over {n} card; each side must trade at least three",
                                    "handed over {n} cards; each side must trade at least three",
                                    handed).format(n=handed))
    if handed != side.offer.count:
        found.append(words.ngettext("announced {n} card but handed over {handed}; the number must be correct",
                                    "announced {n} cards but handed over {handed}; the number must be correct",
                                    side.offer.count).format(n=side.offer.count, handed=handed))
    if len(_may_be_true(deck, side.offer.named)) >= TRUE_NAMED:
        named = Counter(side.offer.named)
        true = sum(min(times, given.get(card, 0)) for card, times in named.items())
        if true < TRUE_NAMED:
            said = ", ".join(deck.card(c).name for c in side.offer.named)
            found.append(words.ngettext(
                "named {cards} but only {n} of them was handed over; at least two must be correct",
                "named {cards} but only {n} of them were handed over; at least two must be correct",
                true).format(cards=said, n=true))
    for card_id in given:
        card = deck.card(card_id)
        if isinstance(card, Calamity) and not card.tradable:
            found.append(words.gettext("handed over {card}, a calamity that may not be traded").format(card=card.name))
    return tuple(Breach(side.player, "28.3", reason) for reason in found)


def check_trade(deck: Deck, sides: Sequence[Side], words: Words = ENGLISH) -> Verdict:
    """Say whether a deal stands under rule 28.3, or what broke it.

    Args:
        deck: the edition's trade cards.
        sides: both sides of the deal (or one, to check a single side).
        words: the breaches' language (:mod:`companion.rules.words`; English by default).

    Raises:
        OfferError: no side, or more than two (28.2: a deal involves only two players).
        UnknownNameError, CountError: cards handed over that are not valid trade cards,
            or both sides together handing over more of a card than the game has
            (``"Salt: the two sides hand over 18 cards, but the game has 9"``).
    """
    if not 1 <= len(sides) <= 2:
        raise OfferError(f"a deal has one or two sides to check, not {len(sides)} (28.2: only two players)")
    deck.check_supply("the two sides hand over", [deck.tally(f"{s.player} gives", s.given) for s in sides])
    return Verdict(tuple(b for side in sides for b in check_side(deck, side, words)))
