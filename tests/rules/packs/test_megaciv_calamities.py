"""The calamity limit, 002_68463270ecbd4b83.txt "8. Calamity Selection"."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from companion.rules.errors import CountError, UnknownNameError
from companion.rules.megaciv.calamities import calamity_limit, select_calamities
from companion.rules.megaciv.errors import CalamitySelectionError


def test_limit_for_5_players_no_minor_calamities_no_more_than_2():
    """8.: "In a game of 5-8 and 12-14 players, no Minor Calamities are used. In this case the rule should be
    read as 'no more than 2 calamities'." 5 players use a single block: no duplicates."""
    limit = calamity_limit(5)
    assert (limit.total, limit.major, limit.minor_used, limit.blocks) == (2, 2, False, 1)


def test_limit_for_9_players_3_calamities_2_of_them_major():
    """8.: "not allowed to hold more than 3 calamities, 2 of which may be Major Calamities"; 9 is not in
    5-8 or 12-14, so minor calamities are used; up to 11 players is a single block."""
    limit = calamity_limit(9)
    assert (limit.total, limit.major, limit.minor_used, limit.blocks) == (3, 2, True, 1)


def test_limit_for_12_players_no_more_than_2_and_two_blocks():
    """8.: 12-14 players use no minor calamities; "separate trade card blocks East and West are used (12-18
    players)", so duplicates exist (ruling C204)."""
    limit = calamity_limit(12)
    assert (limit.total, limit.major, limit.minor_used, limit.blocks) == (2, 2, False, 2)


@pytest.mark.parametrize(
    ("players", "total"), [(6, 2), (8, 2), (10, 3), (11, 3), (13, 2), (14, 2), (15, 3), (18, 3)]
)
def test_limit_across_player_counts(players, total):
    assert calamity_limit(players).total == total


@pytest.mark.parametrize("players", [4, 19, 0, -1, "9", 9.0, True])
def test_player_counts_outside_5_to_18_are_refused(players):
    """Ruling C203."""
    with pytest.raises(CountError):
        calamity_limit(players)


def test_5_players_three_calamities_discard_one_at_random(mega_deck):
    held = ["famine", "piracy", "flood"]
    result = select_calamities(mega_deck, 5, held, rng=random.Random(7))
    assert len(result.kept) == 2
    assert len(result.discarded) == 3 - 2
    assert result.discarded[0].reason == "total"
    assert Counter(result.kept) + Counter(d.calamity for d in result.discarded) == Counter(held)


def test_9_players_three_major_calamities_one_major_goes(mega_deck):
    """9 players: 3 calamities are allowed but only 2 major; the shipped calamities are all major (C202)."""
    result = select_calamities(mega_deck, 9, ["famine", "piracy", "flood"], rng=random.Random(1))
    assert [d.reason for d in result.discarded] == ["major"]
    assert len(result.kept) == 2


def test_9_players_two_major_and_one_minor_are_kept(mega_deck):
    result = select_calamities(mega_deck, 9, ["famine", "piracy", "tempest"], rng=random.Random(1))
    assert result.discarded == ()
    assert set(result.kept) == {"famine", "piracy", "tempest"}


def test_9_players_three_major_one_minor_lose_exactly_one_major(mega_deck):
    """3 majors (one over 2) and 4 cards (one over 3): one major discard fixes both (ruling C205)."""
    result = select_calamities(
        mega_deck, 9, ["famine", "piracy", "flood", "tempest"], rng=random.Random(3)
    )
    assert [d.reason for d in result.discarded] == ["major"]
    assert "tempest" in result.kept and len(result.kept) == 3


def test_9_players_two_major_two_minor_lose_one_card(mega_deck):
    held = ["famine", "piracy", "tempest", "squandered-wealth"]
    result = select_calamities(mega_deck, 9, held, rng=random.Random(5))
    assert [d.reason for d in result.discarded] == ["total"]
    assert len(result.kept) == 4 - 1


def test_12_players_duplicate_discarded_first_then_the_excess(mega_deck):
    """8.: "if a single player holds any calamities of the same name, he must discard 1 of these at random. If
    the number ... still exceeds the limit ..., he must discard the excess cards at random"."""
    result = select_calamities(mega_deck, 12, ["famine", "famine", "piracy", "flood"], rng=random.Random(2))
    assert result.discarded[0].calamity == "famine" and result.discarded[0].reason == "duplicate"
    assert [d.reason for d in result.discarded[1:]] == ["total"]
    assert len(result.kept) == 2
    assert len(set(result.kept)) == len(result.kept)


def test_12_players_duplicate_only(mega_deck):
    result = select_calamities(mega_deck, 12, ["epidemic", "epidemic"])
    assert result.kept == ("epidemic",)
    assert [(d.calamity, d.reason) for d in result.discarded] == [("epidemic", "duplicate")]


def test_single_block_has_no_duplicates(mega_deck):
    """8.: "In a game using a single block (up to 11 players), there are no duplicate calamities in the game"."""
    with pytest.raises(CalamitySelectionError, match="one block"):
        select_calamities(mega_deck, 9, ["famine", "famine"])


def test_minor_calamities_are_not_used_with_5_or_12_players(mega_deck):
    for players in (5, 12):
        with pytest.raises(CalamitySelectionError, match="no minor calamities are used"):
            select_calamities(mega_deck, players, ["tempest"])


def test_within_the_limit_needs_no_random_choice(mega_deck):
    result = select_calamities(mega_deck, 9, ["famine", "piracy"])
    assert result.discarded == () and result.kept == ("famine", "piracy")


def test_an_excess_without_seed_or_discards_is_an_error(mega_deck):
    with pytest.raises(CalamitySelectionError, match="give a seed or the table's discards"):
        select_calamities(mega_deck, 5, ["famine", "piracy", "flood"])


def test_the_same_seed_gives_the_same_discards(mega_deck):
    held = ["famine", "piracy", "flood", "epidemic"]
    first = select_calamities(mega_deck, 5, held, rng=random.Random(42))
    again = select_calamities(mega_deck, 5, held, rng=random.Random(42))
    assert first == again


def test_the_table_enters_its_discards(mega_deck):
    """Ruling C206: 5 players, 4 calamities: the table drew Piracy and Flood."""
    result = select_calamities(
        mega_deck, 5, ["famine", "piracy", "flood", "epidemic"], discards=["Piracy", "flood"]
    )
    assert result.kept == ("famine", "epidemic")
    assert [(d.calamity, d.reason) for d in result.discarded] == [("piracy", "total"), ("flood", "total")]


def test_entered_discards_are_checked(mega_deck):
    held = ["famine", "piracy", "flood"]
    with pytest.raises(CalamitySelectionError, match="discard exactly 1 calamity .*2 entered"):
        select_calamities(mega_deck, 5, held, discards=["famine", "piracy"])
    with pytest.raises(CalamitySelectionError, match="Epidemic is not held"):
        select_calamities(mega_deck, 5, held, discards=["epidemic"])
    with pytest.raises(CalamitySelectionError, match="leave 3 major calamities"):
        select_calamities(mega_deck, 9, [*held, "tempest"], discards=["tempest"])
    with pytest.raises(CalamitySelectionError, match="nothing to discard"):
        select_calamities(mega_deck, 5, ["famine"], discards=["famine"])
    with pytest.raises(CalamitySelectionError, match="not both"):
        select_calamities(mega_deck, 5, held, discards=["famine"], rng=random.Random(1))
    with pytest.raises(UnknownNameError):
        select_calamities(mega_deck, 5, held, discards=["grain"])


def test_only_calamities_can_be_held(mega_deck):
    with pytest.raises(UnknownNameError, match="not a calamity"):
        select_calamities(mega_deck, 5, ["grain"])


def _shipped_deck():
    from companion.edition.packs import megaciv

    return megaciv.load().deck


DECK = _shipped_deck()
"""The shipped deck: 16 major and 8 minor calamities (ruling C202)."""


@st.composite
def situations(draw):
    """A player count and a hand of calamities that can exist in that game (minor ones included)."""
    deck = DECK
    players = draw(st.integers(5, 18))
    limit = calamity_limit(players)
    usable = [c for c in deck.calamities if players in c.players]
    copies = draw(st.lists(st.integers(0, limit.blocks), min_size=len(usable), max_size=len(usable)))
    held = [c.id for c, n in zip(usable, copies) for _ in range(n)]
    held = draw(st.permutations(held))
    return deck, players, list(held)


@given(situation=situations(), seed=st.integers(0, 2**32))
def test_property_discards_end_within_the_limit_duplicates_first(situation, seed):
    """Property: the discard always ends within the limit, never discards a non-duplicate while a duplicate
    remains, keeps only cards held, and discards no more than needed (ruling C205)."""
    deck, players, held = situation
    result = select_calamities(deck, players, held, rng=random.Random(seed))
    limit = result.limit
    kept = Counter(result.kept)
    assert max(kept.values(), default=0) <= 1
    assert len(result.kept) <= limit.total
    assert sum(1 for c in result.kept if deck.calamity(c).major) <= limit.major
    reasons = [d.reason for d in result.discarded]
    duplicates = reasons.count("duplicate")
    assert reasons[:duplicates] == ["duplicate"] * duplicates
    assert kept + Counter(d.calamity for d in result.discarded) == Counter(held)
    distinct = len(set(held))
    majors = sum(1 for c in set(held) if deck.calamity(c).major)
    over_major = max(0, majors - limit.major) if limit.minor_used else 0
    assert len(result.discarded) == (len(held) - distinct) + max(over_major, distinct - limit.total, 0)


@given(situation=situations(), seed=st.integers(0, 2**32))
def test_property_the_table_may_enter_what_the_seed_drew(situation, seed):
    """Entering the random draw's excess discards by hand gives the same result (ruling C206)."""
    deck, players, held = situation
    drawn = select_calamities(deck, players, held, rng=random.Random(seed))
    excess = [d.calamity for d in drawn.discarded if d.reason != "duplicate"]
    entered = select_calamities(deck, players, held, discards=excess)
    assert entered.kept == drawn.kept
    assert sorted(entered.discarded, key=repr) == sorted(drawn.discarded, key=repr)
