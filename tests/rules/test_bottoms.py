"""Every spent card has one bottom, every bottom on a card that carries it (issue 22, items 1 and 2).

Sources: 001_26b6d8b0f4cbe6f7.txt — "Resolution Step 2 - Resolving Trade Goods" ("resolve the
'Idea' on the bottom of each card"); The Goods, the Bad Cards column; "Zealots, Corruption & Slave
Revolt"; RULINGS.md R11, R16 (Piracy: no bottom), R18 (the arrow printed on Zealots & co.).
"""

from __future__ import annotations

from itertools import permutations

import msgspec
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from companion.calc.titm import resolution_lines
from companion.rules.bottoms import check_spend
from companion.rules.errors import BottomsError
from companion.rules.resolution import Spend, resolve_goods
from tests.rules.helpers import standing

#: 001 The Goods, the Bad Cards column, as printed ("Piracy" is the card itself, not a bottom: R16).
GOODS_TABLE = {
    "basic": ("Poverty", "Depression"),
    "civic": ("Barbarians", "Barbarian Fury", "Zealots", "Corruption", "Slave Revolt"),
    "luxury": ("Poverty", "Barbarians"),
}


def test_the_edition_carries_the_goods_tables_bad_cards_column(edition, components):
    for card in components.bad_cards.values():
        printed = card.name.replace("-", " ").title()
        assert set(card.on) == {cls for cls, cards in GOODS_TABLE.items() if printed in cards}, card.name
    # The source of each is the table itself, stated.
    assert all(b.provenance("on").stated == "001 The Goods (Bad Cards)" for b in edition.bad_cards)


def test_more_bottoms_than_cards_is_refused_in_the_tables_words(components):
    with pytest.raises(BottomsError) as caught:
        check_spend(components, {"grain": 1}, {"prosperity": 3}, player="Ann")
    assert str(caught.value) == "Ann spent 1 card but entered 3 bottoms: each card has one"
    # The phone's entry in the issue: no card at all, 99 prosperity.
    with pytest.raises(BottomsError, match="^Ann spent 0 cards but entered 99 bottoms: each card has one$"):
        check_spend(components, {}, {"prosperity": 99}, player="Ann")


def test_a_bad_card_on_no_card_that_carries_it_is_refused(components):
    with pytest.raises(BottomsError) as caught:
        check_spend(components, {"grain": 2}, {"barbarian-fury": 1}, player="Ben")
    assert str(caught.value) == "Barbarian Fury is only on civic goods; Ben spent no civic card"
    # Poverty is on basic and luxury goods: two of them and one grain, the rest civic.
    with pytest.raises(BottomsError) as caught:
        check_spend(components, {"grain": 1, "wine": 3}, {"poverty": 2}, player="Ben")
    assert str(caught.value) == (
        "2 Poverty are only on basic and luxury goods; Ben spent only 1 basic or luxury card for 2 of them: "
        "each card has one bottom"
    )


def test_unhappy_and_barbarian_are_carried_as_poverty_and_barbarians(components):
    # R11: the plain icons are those cards' bottoms: Poverty on basic and luxury goods only.
    with pytest.raises(BottomsError, match="^Poverty is only on basic and luxury goods; Cat spent no basic or luxury card$"):
        check_spend(components, {"wine": 1}, {"unhappy": 1}, player="Cat")
    check_spend(components, {"gold": 1}, {"unhappy": 1})
    check_spend(components, {"wine": 1}, {"barbarian": 1})


def test_a_zealots_without_its_arrow_is_refused_r18(components):
    with pytest.raises(BottomsError) as caught:
        check_spend(components, {"wine": 1}, {"zealots": 1}, player="Ann")
    assert str(caught.value).startswith("Ann entered Zealots but no arrow: each Zealots, Corruption or Slave Revolt")
    assert "(R18)" in str(caught.value)
    # The card and the arrow printed on it are one bottom: one wine carries both.
    assert check_spend(components, {"wine": 1}, {"zealots": 1, "mars": 1}).bottoms == 1


def test_piracy_has_no_bottom_r16(components):
    with pytest.raises(BottomsError, match="spent 1 card but entered 2 bottoms: each card has one .*Piracy has none, R16"):
        check_spend(components, {"grain": 1, "piracy": 1}, {"mars": 2})
    check_spend(components, {"gold": 1, "piracy": 1}, {"mars": 1})


def test_fewer_bottoms_than_cards_are_recorded_and_the_preview_says_so(components):
    # Mark's example has 7 cards and 7 ideas; a table may leave one out (an arrow nobody wants typed).
    result = resolve_goods(components, Spend({"wine": 7}, {"mars": 6}), standing())
    assert (result.cards, result.bottoms_entered) == (7, 6)
    assert "7 cards, 6 bottoms entered" in resolution_lines(components, result)
    whole = resolve_goods(components, Spend({"wine": 7}, {"mars": 7}), standing())
    assert not any("bottoms entered" in line for line in resolution_lines(components, whole))


def test_an_edition_from_before_the_goods_table_was_data_is_read_as_before(components):
    # A journal's copy of an edition written before bad_cards[].on: nothing to match against,
    # so its spent cards score as they always did (docs/journal-format.md): 99 prosperity = 99 VP.
    old = msgspec.structs.replace(
        components, bad_cards={n: msgspec.structs.replace(c, on=None) for n, c in components.bad_cards.items()}
    )
    assert not old.bottoms_checked
    assert resolve_goods(old, Spend({}, {"prosperity": 99}), standing()).vp == 99
    assert resolve_goods(old, Spend({}, {"zealots": 1}), standing()).happiness.end == -1
    with pytest.raises(BottomsError):
        resolve_goods(components, Spend({}, {"prosperity": 99}), standing())


def test_a_table_whose_cards_differ_corrects_which_goods_carry_a_card(components):
    # A house edition where Barbarian Fury is also on basic goods: then 2 grain may carry it.
    fury = msgspec.structs.replace(components.bad_cards["barbarian-fury"], on=("basic", "civic"))
    house = msgspec.structs.replace(components, bad_cards={**components.bad_cards, "barbarian-fury": fury})
    assert check_spend(house, {"grain": 2}, {"barbarian-fury": 1}).bottoms == 1


# --- the matching, against a brute-force oracle ----------------------------------------------

#: One good of each category (and Piracy), and every bottom a card can show.
GOOD_OF = {"basic": "grain", "civic": "wine", "luxury": "gold"}
BOTTOMS = ("democracy", "mars", "prosperity", "unhappy", "barbarian", "poverty", "barbarians",
           "depression", "barbarian-fury", "zealots", "corruption", "slave-revolt")
#: Which categories carry each bottom, written from the Goods table above, not read from the edition.
CARRIED = {
    "democracy": {"basic", "civic", "luxury"}, "mars": {"basic", "civic", "luxury"},
    "prosperity": {"basic", "civic", "luxury"},
    "unhappy": {"basic", "luxury"}, "poverty": {"basic", "luxury"},  # Poverty's bottom (R11)
    "barbarian": {"civic", "luxury"}, "barbarians": {"civic", "luxury"},  # Barbarians' bottom
    "depression": {"basic"}, "barbarian-fury": {"civic"},
    "zealots": {"civic"}, "corruption": {"civic"}, "slave-revolt": {"civic"},
}
REVERSED = ("zealots", "corruption", "slave-revolt")


def matching_exists(cards: dict[str, int], bottoms: list[str]) -> bool:
    """Brute force: try every assignment of the bottoms to distinct cards (a few cards only)."""
    deck = [cls for cls, n in cards.items() for _ in range(n)]
    if len(bottoms) > len(deck):
        return False
    return any(all(cls in CARRIED[b] for b, cls in zip(bottoms, chosen)) for chosen in permutations(deck, len(bottoms)))


@st.composite
def spends(draw):
    cards = {cls: draw(st.integers(0, 3)) for cls in GOOD_OF}
    piracy = draw(st.integers(0, 1))
    picked = draw(st.lists(st.sampled_from(BOTTOMS), max_size=6))
    icons: dict[str, int] = {}
    for b in picked:
        icons[b] = icons.get(b, 0) + 1
        if b in REVERSED:  # the arrow printed on the card, part of the same bottom (R18)
            icons["venus"] = icons.get("venus", 0) + 1
    goods = {GOOD_OF[cls]: n for cls, n in cards.items() if n}
    if piracy:
        goods["piracy"] = 1
    return cards, goods, picked, icons


@settings(max_examples=300, deadline=None)
@given(spends())
def test_an_entry_is_accepted_if_and_only_if_a_matching_exists(components, spend):
    cards, goods, bottoms, icons = spend
    try:
        check_spend(components, goods, icons)
        accepted = True
    except BottomsError:
        accepted = False
    assert accepted == matching_exists(cards, bottoms), (goods, icons)


@given(st.sampled_from(REVERSED), st.integers(1, 3), st.integers(0, 2))
def test_printed_arrows_short_of_the_cards_are_always_refused_r18(components, card, n, arrows):
    arrows = min(arrows, n - 1)
    with pytest.raises(BottomsError, match="R18"):
        check_spend(components, {"wine": 6}, {card: n, "venus": arrows})
