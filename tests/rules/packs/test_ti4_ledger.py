"""The commodity and trade-good ledger, 003_fbbad9fb1e9f590a.txt §21 and its Notes."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.rules.errors import CountError, UnknownNameError
from companion.rules.ti4.errors import LedgerError
from companion.rules.ti4.factions import Faction, custom_faction
from companion.rules.ti4.ledger import (
    Goods,
    PlayerLedger,
    convert,
    give_commodities,
    pay,
    replenish,
    spend_trade_goods,
    start,
    transact,
)

HACAN = Faction("hacan", "Emirates of Hacan", 6)
SOL = Faction("sol", "Federation of Sol", 4)


def test_note_1_a_player_starts_with_zero_commodities(factions):
    """Note 1: "A player starts the game with zero commodities"."""
    ledger = start(factions.faction("Emirates of Hacan"))
    assert (ledger.commodities, ledger.trade_goods) == (0, 0)


def test_21_2_commodity_value_is_the_maximum():
    """21.2: the commodity value "indicates the maximum number of commodities that player can have"."""
    with pytest.raises(CountError, match="commodity value of Federation of Sol is 4"):
        PlayerLedger(SOL, commodities=5)


def test_21_3_replenish_takes_up_to_the_commodity_value():
    """21.3: the player "takes the number of commodity tokens necessary so that the amount of commodities that
    player has equals the commodity value"; 21.4: from the supply. Hacan (6) holding 2 takes 6 - 2 = 4."""
    result = replenish(PlayerLedger(HACAN, commodities=2, trade_goods=1))
    assert result.taken == 6 - 2
    assert (result.ledger.commodities, result.ledger.trade_goods) == (6, 1)
    assert result.triggered


def test_note_2_replenish_at_the_maximum_takes_nothing_but_still_triggers():
    """Note 2: "If a player has their maximum number of commodities, and is instructed to replenish their
    commodities, they will take no commodities. However, they will still trigger any 'when [this] player
    replenishes commodities' effects, most notably the Trade Agreement promissory note."""
    full = PlayerLedger(HACAN, commodities=6)
    result = replenish(full)
    assert result.taken == 0
    assert result.ledger == full
    assert result.triggered is True


def test_21_5_commodities_received_become_trade_goods():
    """21.5: "When a player receives a commodity from another player, the player who received that token converts
    it into a trade good"; 21.5.1: "That token is no longer a commodity token". Hacan gives 3 commodities and
    Sol gives 1 trade good: Hacan 6 - 3 = 3 commodities, 0 + 1 = 1 trade good; Sol keeps its 2 commodities and
    has 2 - 1 + 3 = 4 trade goods."""
    hacan = PlayerLedger(HACAN, commodities=6)
    sol = PlayerLedger(SOL, commodities=2, trade_goods=2)
    deal = transact(hacan, sol, Goods(commodities=3), Goods(trade_goods=1))
    assert (deal.first.commodities, deal.first.trade_goods) == (6 - 3, 0 + 1)
    assert (deal.second.commodities, deal.second.trade_goods) == (2, 2 - 1 + 3)
    assert (deal.first_gained, deal.second_gained) == (1, 3)


def test_21_5_2_trade_commodities_before_replenishing():
    """21.5.2: "A player can trade commodity tokens before resolving a game effect that allows them to replenish
    commodities": Hacan at 6 gives all 6 away, then replenishes 6 again."""
    hacan = PlayerLedger(HACAN, commodities=6)
    sol = start(SOL)
    deal = transact(hacan, sol, Goods(commodities=6), Goods())
    again = replenish(deal.first)
    assert again.taken == 6
    assert deal.second.trade_goods == 6 and deal.second.commodities == 0


def test_21_5_3_converting_own_commodities_is_not_gaining():
    """21.5.3: trade goods from converting one's own commodities "are not treated as being gained"."""
    result = convert(PlayerLedger(SOL, commodities=3, trade_goods=1), 2)
    assert (result.ledger.commodities, result.ledger.trade_goods) == (3 - 2, 1 + 2)
    assert result.converted == 2
    assert result.gained == 0


def test_21_6_a_give_effect_converts_the_commodity():
    """21.6: "Any game effect that instructs a player to give a commodity to another player causes that
    commodity to be converted into a trade good"."""
    deal = give_commodities(PlayerLedger(SOL, commodities=4), start(HACAN), 2)
    assert (deal.first.commodities, deal.second.commodities, deal.second.trade_goods) == (4 - 2, 0, 2)


def test_21_7_commodities_cannot_be_spent():
    """21.7: "A player cannot spend commodities unless otherwise specified"."""
    ledger = PlayerLedger(SOL, commodities=4, trade_goods=1)
    assert spend_trade_goods(ledger, 1).trade_goods == 0
    with pytest.raises(LedgerError, match="commodities cannot be spent, 21.7"):
        spend_trade_goods(ledger, 2)


def test_nobody_gives_or_converts_what_they_do_not_have():
    with pytest.raises(LedgerError, match="has 2 commodities, cannot give 3"):
        transact(PlayerLedger(SOL, commodities=2), start(HACAN), Goods(commodities=3), Goods())
    with pytest.raises(LedgerError, match="has 0 trade goods, cannot give 1"):
        transact(PlayerLedger(SOL, commodities=2), start(HACAN), Goods(), Goods(trade_goods=1))
    with pytest.raises(LedgerError, match="cannot convert 3"):
        convert(PlayerLedger(SOL, commodities=2), 3)


def test_the_faction_table_and_custom_values(factions):
    """Ruling C301 (the issue's table, and the six Thunder's Edge factions) and C302 (a custom value)."""
    assert factions.faction("Emirates of Hacan").commodity_value == 6
    assert factions.faction("universities of jol-nar").commodity_value == 4
    assert factions.faction("Arborec").commodity_value == 3
    assert factions.faction("vuil'raith cabal").commodity_value == 2
    assert len(factions.factions) == 1 + 7 + 10 + 7 + 6
    assert custom_faction(5).commodity_value == 5
    with pytest.raises(UnknownNameError, match="choose from: hacan"):
        factions.faction("Space Pirates")
    with pytest.raises(CountError):
        custom_faction(-1)


@given(
    value=st.integers(0, 8),
    data=st.data(),
)
def test_property_replenish_always_ends_at_the_maximum_and_always_triggers(value, data):
    faction = custom_faction(value)
    held = data.draw(st.integers(0, value))
    result = replenish(PlayerLedger(faction, held, data.draw(st.integers(0, 20))))
    assert result.ledger.commodities == value
    assert result.taken == value - held >= 0
    assert result.triggered


@given(
    a=st.integers(0, 6),
    b=st.integers(0, 4),
    tg=st.integers(0, 5),
    give_c=st.integers(0, 6),
    give_t=st.integers(0, 5),
)
def test_property_a_transaction_moves_value_and_never_adds_commodities(a, b, tg, give_c, give_t):
    """What one side hands over, the other receives as trade goods; nobody's commodities grow (21.5)."""
    first, second = PlayerLedger(HACAN, a, tg), PlayerLedger(SOL, b, 0)
    try:
        deal = transact(first, second, Goods(give_c, give_t), Goods())
    except LedgerError:
        assert give_c > a or give_t > tg
        return
    total = lambda p: p.commodities + p.trade_goods  # noqa: E731
    assert total(deal.first) + total(deal.second) == total(first) + total(second)
    assert deal.second.commodities == b
    assert deal.second.trade_goods == give_c + give_t


def test_pay_is_one_side_of_a_transaction_before_it_receives():
    """21.5: Hacan (6, C301) with 4 commodities and 2 trade goods hands over 3 and 1: 4 - 3 = 1, 2 - 1 = 1 left."""
    hacan = Faction("hacan", "Emirates of Hacan", 6)
    assert pay(PlayerLedger(hacan, 4, 2), Goods(3, 1)) == PlayerLedger(hacan, 4 - 3, 2 - 1)
    with pytest.raises(LedgerError, match="has 2 trade goods, cannot give 3"):
        pay(PlayerLedger(hacan, 4, 2), Goods(0, 3))
