"""No input makes a rule pack fail with anything but a :class:`RulesError`.

Every engine entry point gets arbitrary values (wrong types, negative numbers,
unknown names, NaN); it either answers or raises the project's error type.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.edition.packs import advciv, megaciv, ti4, tnt
from companion.rules.advciv import deal, mining, sets, trade
from companion.rules.errors import RulesError
from companion.rules.megaciv import calamities
from companion.rules.megaciv import trade as mega_trade
from companion.rules.ti4 import ledger, tokens
from companion.rules.ti4.factions import custom_faction
from companion.rules.tnt import board, economy, endgame

DECK = advciv.load().deck
MEGA = megaciv.load().deck
FACTIONS = ti4.load().factions
TNT = tnt.load().rules

NAMES = st.sampled_from(
    [
        "grain",
        "Bronze",
        "GOLD",
        "salt",
        "famine",
        "Civil War",
        "treachery",
        "saffron",
        "",
        " ",
        "hacan",
        "forest",
        "move",
        "node",
        "city",
        "tempest",
    ]
)
ANYTHING = st.one_of(
    st.integers(-3, 12),
    st.text(max_size=4),
    NAMES,
    st.none(),
    st.booleans(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.lists(st.integers(-1, 3), max_size=2),
)
HANDS = st.one_of(
    st.dictionaries(st.one_of(NAMES, st.text(max_size=3), st.integers()), ANYTHING, max_size=4), ANYTHING
)


def answers_or_rules_error(call, *args, **kwargs):
    try:
        call(*args, **kwargs)
    except RulesError:
        pass


@settings(max_examples=150)
@given(hand=HANDS, other=HANDS, name=ANYTHING, count=ANYTHING, named=st.lists(ANYTHING, max_size=4))
def test_advciv_never_crashes(hand, other, name, count, named):
    answers_or_rules_error(sets.hand_value, DECK, hand)
    answers_or_rules_error(mining.hand_value_with_mining, DECK, hand)
    answers_or_rules_error(mining.mine, DECK, name, count)
    answers_or_rules_error(deal.deal_values, DECK, ("A", "B"), (hand, other), (other, hand))
    try:
        offer = trade.read_offer(DECK, count, named)
    except RulesError:
        return
    trade.guarantee(offer)
    answers_or_rules_error(trade.check_trade, DECK, [trade.Side("A", offer, hand)])


@settings(max_examples=150)
@given(
    players=ANYTHING,
    held=st.lists(ANYTHING, max_size=5),
    discards=st.one_of(st.none(), st.lists(ANYTHING, max_size=3)),
    seed=st.integers(0, 1000),
    hand=HANDS,
    count=ANYTHING,
    named=st.lists(ANYTHING, max_size=3),
)
def test_megaciv_never_crashes(players, held, discards, seed, hand, count, named):
    answers_or_rules_error(calamities.calamity_limit, players)
    answers_or_rules_error(calamities.select_calamities, MEGA, players, held, rng=random.Random(seed))
    answers_or_rules_error(calamities.select_calamities, MEGA, players, held, discards=discards)
    try:
        offer = mega_trade.read_offer(MEGA, count, named)
    except RulesError:
        return
    answers_or_rules_error(mega_trade.check_trade, MEGA, [mega_trade.MegaSide("A", offer, hand)])


@settings(max_examples=150)
@given(a=ANYTHING, b=ANYTHING, c=ANYTHING, d=ANYTHING, name=ANYTHING)
def test_ti4_never_crashes(a, b, c, d, name):
    answers_or_rules_error(FACTIONS.faction, name)
    answers_or_rules_error(custom_faction, a)
    answers_or_rules_error(tokens.fewest_tokens, a)
    try:
        held = tokens.Tokens(a, b)
    except RulesError:
        held = tokens.Tokens(1, 1)
    answers_or_rules_error(tokens.make_change, held, c)
    try:
        player = ledger.PlayerLedger(FACTIONS.faction("hacan"), a, b)
    except RulesError:
        player = ledger.PlayerLedger(FACTIONS.faction("hacan"), 3, 1)
    other = ledger.start(FACTIONS.faction("sol"))
    ledger.replenish(player)
    answers_or_rules_error(ledger.convert, player, c)
    answers_or_rules_error(ledger.spend_trade_goods, player, d)
    answers_or_rules_error(ledger.transact, player, other, ledger.Goods(c, d), ledger.Goods())
    answers_or_rules_error(ledger.give_commodities, player, other, c)


@settings(max_examples=150)
@given(values=st.lists(ANYTHING, min_size=8, max_size=8), name=ANYTHING, place=ANYTHING)
def test_tnt_never_crashes(values, name, place):
    answers_or_rules_error(board.Resources, *values[:4])
    answers_or_rules_error(board.Upgrades, *values[:3])
    answers_or_rules_error(board.Trader, name, *values[:2])
    trader = board.Trader("Ada", vp=3, gold=12, hand=9, resources=board.Resources(1, 1, 1, 2))
    answers_or_rules_error(economy.sell_cards, TNT, trader, values[0], place)
    answers_or_rules_error(economy.buy_upgrade, TNT, trader, name, values[1])
    answers_or_rules_error(economy.sell_resources, TNT, trader, values[2], board.Resources(1))
    economy.best_sale(TNT, trader.resources)
    economy.discard_to_hand_limit(TNT, trader)
    economy.draw_specialty(TNT, trader)
    answers_or_rules_error(endgame.winner, [trader, trader])
    answers_or_rules_error(endgame.end_of_game, TNT, [])
