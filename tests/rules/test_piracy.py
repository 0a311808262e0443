"""Piracy, the luxury deck's dead card — 001 About the Goods, Production Phase (EXCEPTION); RULINGS R16."""

from __future__ import annotations

import pytest

from companion.edition import EditionError, edition_from_data, load_edition
from companion.rules.errors import CountError
from companion.rules.resolution import Spend, resolve_goods
from companion.rules.sets import score_sets
from tests.rules.helpers import standing


def test_piracy_is_worth_nothing_and_in_no_set_r16(components):
    # "a dead card that is worth nothing": 2 gold = a set of 2 = 3 VP (R1); Piracy adds 0.
    result = score_sets(components, {"gold": 2, "piracy": 1})
    gold, piracy = result.goods
    assert (gold.sets, gold.vp) == ((2,), 3)
    assert (piracy.count, piracy.sets, piracy.vp) == (1, (), 0)
    assert result.total_vp == 3 + 0
    assert piracy.describe() == "1 piracy: dead card, 0 VP"


def test_piracy_does_not_join_a_gold_or_spices_set_r16(components):
    # A player may say Piracy "is a spice or a gold", but it is dead: 5 gold + Piracy = 15, not 21.
    assert score_sets(components, {"gold": 5, "piracy": 1}).total_vp == 15


def test_there_is_one_piracy_card_r16(components):
    with pytest.raises(CountError, match="piracy: 2 cards, but the deck has only 1"):
        score_sets(components, {"piracy": 2})


def test_piracy_has_no_bottom_so_it_moves_no_track_r16(components):
    result = resolve_goods(components, Spend({"piracy": 1}), standing())
    assert (result.vp, result.happiness.end, result.safety.end) == (0, 0, 0)
    assert result.government.end == standing().government


def test_an_edition_refuses_a_dead_card_with_a_value():
    data = load_edition().model_dump(mode="json")
    piracy = next(g for g in data["goods"] if g["name"] == "piracy")
    piracy["chart"] = [1]
    with pytest.raises(EditionError, match=r"dead card is worth nothing: its chart must be \[0\]"):
        edition_from_data(data, origin="our.json")
