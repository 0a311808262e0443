"""Production — 001 "Production Phase", "The Development Cards: Production"."""

from __future__ import annotations

import pytest

from companion.rules.effects import Production
from companion.rules.errors import ProductionError, UnknownNameError
from companion.rules.production import check_playable, deal_civic, production_entitlement
from tests.rules.helpers import card


def test_every_player_starts_with_one_of_each_basic_good(components):
    # "each player starts with a rural worker on each type of good"
    e = production_entitlement(components, [])
    assert e.basic == {"grain": 1, "wool": 1, "timber": 1, "ore": 1, "salt": 1}
    assert (e.civic, e.luxury, e.total) == (0, 0, 5)


def test_cities_and_boats(components):
    city = card("city", "government", None, 0, effects=(Production(cities=1),))
    boat = card("boat", "religion", None, 0, effects=(Production(boats=1),))
    e = production_entitlement(components, [city, city, boat])
    assert (e.cities, e.civic, e.boats, e.luxury) == (2, 2, 1, 1)
    assert e.total == 5 + 2 + 1


def test_more_than_four_cities_is_not_very_useful(components):
    # "Because of this rule having more than four cities is not very useful": 4 civic types.
    city = card("city", "government", None, 0, effects=(Production(cities=1),))
    assert production_entitlement(components, [city] * 5).civic == 4


def test_waldorfs_civic_deal(components):
    # "Waldorf has three cities. Geoff deals him art, art, and wine. The second art card is
    # not allowed and is placed on top of the deck. Geoff then deals him another card which is dye."
    deal = deal_civic(components, 3, ["art", "art", "wine", "dye"])
    assert deal.kept == ("art", "wine", "dye")
    assert deal.returned == ("art",)
    assert deal.still_owed == 0


def test_civic_deal_reports_cards_still_owed(components):
    assert deal_civic(components, 2, ["wine", "wine"]).still_owed == 1
    with pytest.raises(UnknownNameError):
        deal_civic(components, 1, ["grain"])


def test_no_more_than_two_of_a_basic_good(components):
    # "You may not play a development to produce more than two of a basic good."
    farm = card("farm", "government", None, 0, effects=(Production(rural_workers={"ore": 1}),))
    check_playable(components, [], farm)  # 1 + 1 = 2 ore: allowed
    with pytest.raises(ProductionError, match="3 ore.*at most 2"):
        check_playable(components, [farm], farm)


def test_urbanize_needs_the_worker_it_loses(components):
    # "If you cannot lose the required type you may not play the card."
    urbanize = components.development("urbanize")
    check_playable(components, [], urbanize)
    with pytest.raises(ProductionError, match="grain rural worker"):
        check_playable(components, [urbanize], urbanize)
    assert production_entitlement(components, [urbanize]).basic.get("grain", 0) == 0


def test_a_card_that_loses_a_city_or_boat_needs_one_to_lose(components):
    # "If you cannot lose the required type you may not play the card" (The Development Cards:
    # Production). A table's card that turns a city into a boat was accepted from a player with no
    # city; then the Production checklist could not say what they are dealt (cities fewer than none).
    harbour = card("harbour", "religion", None, 0, effects=(Production(cities=-1, boats=1),))
    with pytest.raises(ProductionError, match="needs a city to lose, but the player has 0"):
        check_playable(components, [], harbour)
    city = components.development("city")
    check_playable(components, [city], harbour)  # 1 city - 1 = 0: allowed
    assert production_entitlement(components, [city, harbour]).luxury == 1
    sink = card("sink", "religion", None, 0, effects=(Production(boats=-1),))
    with pytest.raises(ProductionError, match="needs a boat to lose, but the player has 0"):
        check_playable(components, [], sink)
