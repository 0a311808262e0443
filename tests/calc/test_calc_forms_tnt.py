"""The calculator's Trade and Triumph forms read what the table says (004_94530a861ff71851.txt)."""

from __future__ import annotations

from companion.edition import load_edition
from companion.tui.calc_forms import Sources, show
from companion.tui.calc_forms import tnt

SOURCES = Sources(lambda: load_edition("titm-v6"))


def test_sell_reads_the_cubes_colours():
    """004 "Trade Resources": green, white, yellow and blue cubes are forest, mountain, desert and ocean:
    one of each is one set of four, 1 x 6 VP = 6 VP."""
    shown = show(tnt.SELL, SOURCES, {"resources": "green, white, yellow, blue"})
    assert not shown.problem, shown.text
    assert f"{1 * 6} VP." in shown.text


def test_cards_place_in_any_case():
    """3 cards at the city: 3 x 2 = 6 gold."""
    shown = show(tnt.CARDS, SOURCES, {"cards": "3", "at": "City"})
    assert "3 × 2 = 6 gold" in shown.text


def test_an_unknown_place_is_named_as_a_place():
    shown = show(tnt.CARDS, SOURCES, {"cards": "3", "at": "sea"})
    assert shown.problem and "'sea' is not a place here" in shown.text


def test_hand_below_zero_says_cards_in_hand():
    shown = show(tnt.HAND, SOURCES, {"cards": "-1"})
    assert shown.problem and "cards in hand: -1 is negative" in shown.text, shown.text
