"""Production Phase: the goods cards each player receives.

Source: 001_26b6d8b0f4cbe6f7.txt, "Production Phase" (PRODUCING GOODS CARDS,
DIVERSITY OF CITIES, Waldorf's example, "having more than four cities is not
very useful") and "The Development Cards — Production" ("you can produce up to
TWO of one type of basic good"; "If you cannot lose the required type you may
not play the card").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

import msgspec

from companion.errors import N_, say
from companion.rules import _check
from companion.rules.components import Components
from companion.rules.effects import Development, Production
from companion.rules.errors import ProductionError


class ProductionEntitlement(msgspec.Struct, frozen=True):
    """The goods cards one player receives in the Production Phase.

    Attributes:
        basic: cards of each basic good (one per rural worker).
        cities: city icons in play.
        boats: boat icons in play.
        civic: civic cards: one per city, never two of a type, so at most one
            per civic good ("more than four cities is not very useful").
        luxury: luxury cards: one per boat.
    """

    basic: dict[str, int]
    cities: int
    boats: int
    civic: int
    luxury: int

    @property
    def total(self) -> int:
        """All goods cards the player receives."""
        return sum(self.basic.values()) + self.civic + self.luxury


def _producers(
    components: Components,
    developments: Sequence[Development],
    worker_changes: Mapping[str, int],
) -> tuple[Counter[str], int, int]:
    workers: Counter[str] = Counter(components.starting_rural_workers)
    cities = boats = 0
    _check.counts("rural worker changes", worker_changes)
    for name, n in worker_changes.items():
        components.good(name)
        workers[name] += _check.integer(f"{name} rural workers", n)
    for d in developments:
        for p in d.effects_of(Production):
            for name, n in p.rural_workers.items():
                workers[name] += n
            cities += p.cities
            boats += p.boats
    return workers, cities, boats


def production_entitlement(
    components: Components,
    developments: Sequence[Development],
    worker_changes: Mapping[str, int] | None = None,
) -> ProductionEntitlement:
    """The goods cards a player receives this Production Phase.

    Args:
        components: the edition (starting rural workers, civic goods).
        developments: the player's developments in play (production effects).
        worker_changes: rural workers gained or lost outside developments
            (e.g. Martian Brotherhood, Sacrificial Altar), by basic good.

    Returns:
        A :class:`ProductionEntitlement`.

    Raises:
        UnknownNameError: a good the edition does not have.
        ProductionError: fewer than zero producers of a good (the data or the
            changes are inconsistent).
    """
    workers, cities, boats = _producers(components, developments, worker_changes or {})
    for name, n in workers.items():
        if n < 0:
            raise ProductionError(f"{name}: {n} rural workers — a player cannot have fewer than none")
    if cities < 0 or boats < 0:
        raise ProductionError("cities and boats cannot be fewer than none")
    civic_types = sum(1 for g in components.goods.values() if g.category == "civic")
    basic = {
        name: workers.get(name, 0)
        for name, good in components.goods.items()
        if good.category == "basic" and workers.get(name, 0)
    }
    return ProductionEntitlement(basic, cities, boats, min(cities, civic_types), boats)


def check_playable(
    components: Components,
    developments: Sequence[Development],
    new: Development,
    worker_changes: Mapping[str, int] | None = None,
) -> None:
    """Raise :class:`ProductionError` if playing ``new`` breaks a production rule.

    "You may not play a development to produce more than two of a basic good";
    "If you cannot lose the required type you may not play the card"
    (The Development Cards — Production): a rural worker, a city or a boat the card
    loses must be there to lose. A card that adds no production is always playable here.
    """
    if not new.effects_of(Production):
        return
    before, cities_before, boats_before = _producers(components, developments, worker_changes or {})
    after, cities, boats = _producers(components, [*developments, new], worker_changes or {})
    card = components.printed("developments", new.id) if new.id in components.developments else new.name
    if cities < 0:
        raise ProductionError(say(N_("{card}: needs a city to lose, but the player has {had}"), card=card, had=cities_before))
    if boats < 0:
        raise ProductionError(say(N_("{card}: needs a boat to lose, but the player has {had}"), card=card, had=boats_before))
    for name in after:
        good = components.printed("goods", name)
        if after[name] < 0:
            raise ProductionError(say(N_("{card}: needs a {good} rural worker to lose, but the player has {had}"),
                                      card=card, good=good, had=before[name]))
        if after[name] > components.max_basic_production and after[name] > before[name]:
            raise ProductionError(say(N_("{card}: would make {n} {good}, but developments may produce at most {most} of "
                                         "a basic good"), card=card, n=after[name], good=good,
                                      most=components.max_basic_production))


class CivicDeal(msgspec.Struct, frozen=True):
    """The result of dealing civic cards to one player.

    Attributes:
        kept: the cards the player keeps, in the order dealt.
        returned: duplicates put back on top of the deck, in the order dealt.
        still_owed: cards still owed when the dealt sequence ran out.
    """

    kept: tuple[str, ...]
    returned: tuple[str, ...]
    still_owed: int


def deal_civic(components: Components, cities: int, dealt: Sequence[str]) -> CivicDeal:
    """Deal civic cards one by one, returning duplicates (DIVERSITY OF CITIES).

    "When a player is dealt civic cards they may not be dealt more than one of
    the same type of good. If a player is dealt a second good of the same type
    that card is placed on the top of the deck and replaced with a new card."

    Args:
        components: the edition (which goods are civic).
        cities: the player's cities; cities beyond the number of civic goods add nothing.
        dealt: the civic cards in the order they come off the deck.

    Raises:
        UnknownNameError: a card that is not a civic good.
        CountError: a negative number of cities.
    """
    civic = [name for name, g in components.goods.items() if g.category == "civic"]
    cities = _check.count("cities", cities)
    wanted = min(cities, len(civic))
    kept: list[str] = []
    returned: list[str] = []
    for card in dealt:
        if len(kept) == wanted:
            break
        _check.known("civic good", card, civic)
        (returned if card in kept else kept).append(card)
    return CivicDeal(tuple(kept), tuple(returned), wanted - len(kept))
