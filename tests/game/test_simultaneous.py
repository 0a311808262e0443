"""Resolution step 2 is one simultaneous step (RULINGS.md R17).

001_26b6d8b0f4cbe6f7.txt, "Resolution Step 2 - Resolving Trade Goods", SIMULTANEOUS vs TURN
ORDER: "all players resolve the bottoms of their cards all at the same time". R17: every
player's result is computed from the state when step 2 begins; a development destroyed by a
Revolution/Conversion leaves play after every player has resolved; the order in which the host
enters players never changes a result.
"""

from __future__ import annotations

import copy
import itertools
from collections import Counter

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from companion.game.titm.preview import preview_goods
from companion.game.titm.state import GameState
from companion.rules.resolution import Spend
from tests.game.helpers import new_game
from tests.game.tables import ANN_CARDS, ANN_REVOLTS, BEN_SLAVES, Table, civil_rights_table, move, to_development, to_step_2
from companion.game.titm.events import DevelopmentChosen, GoodsResolved

@pytest.mark.parametrize("order", [["Ann", "Ben"], ["Ben", "Ann"]])
def test_civil_rights_of_a_player_who_revolts_still_reaches_the_others_r17(order):
    table = civil_rights_table()
    for name in order:
        goods, icons = (BEN_SLAVES, {}) if name == "Ben" else (ANN_CARDS, ANN_REVOLTS)
        table.record(GoodsResolved(player=name, goods=goods, icons=icons))
    # R1: 3 slaves are one set of 3 = 6 VP. Civil Rights (Specific Development Card Notes): "take
    # one less point whenever they play a set of slave goods": 6 - 1 = 5, whoever is entered first.
    ben = [e for e in table.state.entries_of("Ben") if e.turn == 2]
    assert [(e.kind, e.amount) for e in ben] == [("goods", 6 - 1)]
    assert table.state.this_turn.goods["Ann"].revolution
    assert table.state.this_turn.goods["Ann"].destroyed == ["civil-rights"]


def test_a_destroyed_development_leaves_play_when_the_last_player_has_resolved_r17():
    table = civil_rights_table()
    table.record(GoodsResolved(player="Ann", goods=ANN_CARDS, icons=ANN_REVOLTS))
    ann = table.state.player("Ann")
    assert (ann.government.side, ann.government.space) == ("dictatorship", 1)  # the Revolution is done
    assert ann.developments == ["civil-rights"]  # … but the card is still in play during step 2
    for name in ("Ben", "Cat"):
        table.record(GoodsResolved(player=name))
    assert ann.developments == ["civil-rights"]
    table.record(GoodsResolved(player="Dan"))  # the last player: step 2 is over
    assert table.state.player("Ann").developments == []


def test_the_preview_is_what_the_fold_records_r17():
    table = civil_rights_table()
    table.record(GoodsResolved(player="Ann", goods=ANN_CARDS, icons=ANN_REVOLTS))
    preview = preview_goods(table.state, "Ben", Spend(BEN_SLAVES))
    assert preview.goods_vp == 6 - 1  # Civil Rights still reaches Ben (see above)
    table.record(GoodsResolved(player="Ben", goods=BEN_SLAVES))
    assert table.state.this_turn.goods["Ben"].goods_vp == preview.goods_vp


def test_undo_of_the_last_players_goods_puts_the_destroyed_card_back_in_play(tmp_path):
    game = new_game(tmp_path)  # the same table as civil_rights_table(), with a journal to undo in
    to_development(game)
    move(game, "Ann", "government", "democracy", 4)
    game.record(DevelopmentChosen(player="Ann", development="civil-rights"))
    to_step_2(game)
    game.record(GoodsResolved(player="Ann", goods=ANN_CARDS, icons=ANN_REVOLTS))
    for name in ("Ben", "Cat", "Dan"):
        game.record(GoodsResolved(player=name, goods=BEN_SLAVES if name == "Ben" else {}))
    assert game.state.player("Ann").developments == []
    game.undo(reason="Dan's goods were wrong")
    assert "Dan" not in game.state.this_turn.goods
    assert game.state.player("Ann").developments == ["civil-rights"]
    game.record(GoodsResolved(player="Dan", goods={"grain": 1}))
    assert game.state.player("Ann").developments == []
    assert game.state.player("Ben").vp == 6 - 1


# --- any entry order gives the same result (hypothesis) -------------------------------------


def _modifier_table() -> Table:
    """Every set-modifier card and a Revolutionaries in play, each held by someone who may cross.

    Ann: Civil Rights (democracy 2) and Venetian Orthodoxy (venus 2); Ben: Martian Orthodoxy
    (mars 2); Cat: The Revolutionaries (democracy 2). Markers stay on space 4, so 4 opposite
    arrows make a Revolution/Conversion that destroys these cards.
    """
    table = Table()
    table.to_development()
    table.move("Ann", "government", "democracy", 4)
    table.move("Ann", "religion", "venus", 4)
    table.move("Ben", "religion", "mars", 4)
    table.move("Cat", "government", "democracy", 4)
    table.play("Ann", "civil-rights")
    table.play("Ann", "venetian-orthodoxy")
    table.play("Ben", "martian-orthodoxy")
    table.play("Cat", "revolutionaries-democracy")
    table.to_step_2()
    return table


BASE = _modifier_table()
GOODS = ("slaves", "wine", "art", "dye", "grain")
ICONS = ("democracy", "dictatorship", "venus", "mars", "prosperity", "unhappy", "barbarian")


def _with_cards(goods: dict, icons: dict) -> tuple[dict, dict]:
    """Each bottom on a card of its own (001 The Goods): wool for arrows, prosperity and unhappy
    (Poverty: basic goods), gold for barbarian (Barbarians: luxury goods), added to the goods drawn."""
    extra = {"wool": sum(n for i, n in icons.items() if i != "barbarian"), "gold": icons.get("barbarian", 0)}
    return {**goods, **{g: n for g, n in extra.items() if n}}, icons


def _spend():
    goods = st.dictionaries(st.sampled_from(GOODS), st.integers(0, 7), max_size=3)
    icons = st.dictionaries(st.sampled_from(ICONS), st.integers(0, 4), max_size=4)
    return st.tuples(goods, icons).map(lambda spend: _with_cards(*spend))


def _outcome(state: GameState) -> dict:
    """What step 2 did, without the order it was entered in: ledgers, markers, developments."""
    return {
        p.name: (
            sorted((e.kind, e.amount, e.reason) for e in state.entries_of(p.name) if e.turn == state.turn),
            p.standing(),
            sorted(p.developments),
            state.this_turn.goods[p.name],
        )
        for p in state.players
    }


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(spends=st.tuples(*[_spend() for _ in BASE.state.names]), order=st.permutations(BASE.state.names))
def test_any_entry_order_gives_the_same_ledger_and_markers_r17(spends, order):
    totals = Counter()
    for goods, _ in spends:
        totals.update(goods)
    assume(all(n <= BASE.state.rules.goods[g].deck for g, n in totals.items()))  # cards the decks hold (C16)
    by_name = dict(zip(BASE.state.names, spends))
    outcomes = []
    for entry_order in (BASE.state.names, order):
        table = copy.deepcopy(BASE)
        for name in entry_order:
            goods, icons = by_name[name]
            table.record(GoodsResolved(player=name, goods=goods, icons=icons))
        outcomes.append(_outcome(table.state))
    assert outcomes[0] == outcomes[1]


def test_the_property_reaches_revolutions_and_modifiers():
    """The property test above is not vacuous: a crossing destroys a modifier another player feels."""
    table = copy.deepcopy(BASE)
    spends = {"Ann": ({"grain": 8}, {"dictatorship": 4, "mars": 4}), "Ben": ({"slaves": 2, "wine": 3, "dye": 1}, {})}
    results = {}
    for order in itertools.permutations(["Ann", "Ben"]):
        t = copy.deepcopy(table)
        for name in order:
            goods, icons = spends[name]
            t.record(GoodsResolved(player=name, goods=goods, icons=icons))
        results[order] = t.state.this_turn.goods["Ben"].goods_vp
    # Ben: 2 slaves = 3 VP − 1 (Civil Rights); 3 wine = 6 VP − 1 (Venetian Orthodoxy); 1 dye = 1 VP.
    assert set(results.values()) == {(3 - 1) + (6 - 1) + 1}
