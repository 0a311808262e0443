"""The trade checker with Mega Civilization's wording, 002_68463270ecbd4b83.txt "Trade" and "Calamities"."""

from __future__ import annotations

import pytest

from companion.rules.advciv.sets import hand_value
from companion.rules.megaciv.errors import MegaOfferError
from companion.rules.megaciv.trade import MegaSide, check_trade, read_offer


def side(deck, player, count, named, given):
    return MegaSide(player, read_offer(deck, count, named), given)


def test_a_deal_that_keeps_every_rule_stands(mega_deck):
    """Two commodities named truly, the count true, and a tradable calamity hidden among the cards:
    "all other calamities may be included in a trade transaction"."""
    a = side(mega_deck, "Anna", 3, ["salt", "grain"], {"salt": 1, "grain": 1, "treachery": 1})
    b = side(mega_deck, "Ben", 4, ["iron", "iron"], {"iron": 2, "ochre": 2})
    verdict = check_trade(mega_deck, [a, b])
    assert verdict.status == "stands"
    assert verdict.reverted == ()


def test_if_more_than_2_are_mentioned_the_first_2_must_be_true(mega_deck):
    """ "If more than 2 commodities are mentioned, the first 2 mentioned must be true": the third may be false."""
    ok = side(mega_deck, "Anna", 3, ["salt", "grain", "gold"], {"salt": 1, "grain": 1, "ochre": 1})
    assert check_trade(mega_deck, [ok]).status == "stands"
    wrong = side(mega_deck, "Anna", 3, ["gold", "salt", "grain"], {"salt": 1, "grain": 1, "ochre": 1})
    verdict = check_trade(mega_deck, [wrong])
    assert verdict.status == "revertible"
    assert "first 2 commodities named (Gold and Salt)" in verdict.breaches[0].reason


def test_a_wrong_count_makes_the_deal_revertible_and_all_cards_of_both_sides_go_back(mega_deck):
    """ "A trade transaction cannot be reverted except when a player receives ... a different number of cards
    than specified ... In this case all cards involved are reverted"."""
    a = side(mega_deck, "Anna", 4, ["salt", "grain"], {"salt": 1, "grain": 1, "ochre": 1})
    b = side(mega_deck, "Ben", 3, ["iron", "wine"], {"iron": 1, "wine": 1, "hides": 1})
    verdict = check_trade(mega_deck, [a, b])
    assert verdict.status == "revertible"
    assert [(br.player, br.reason) for br in verdict.breaches] == [("Anna", "announced 4 cards but handed over 3")]
    assert verdict.reverted == (
        ("Anna", {"ochre": 1, "salt": 1, "grain": 1}),
        ("Ben", {"hides": 1, "iron": 1, "wine": 1}),
    )


def test_a_non_tradeable_calamity_makes_the_deal_revertible(mega_deck):
    """ "when a player receives a Non Tradeable Calamity": Flood is non-tradable (C202)."""
    a = side(mega_deck, "Anna", 3, ["salt", "grain"], {"salt": 1, "grain": 1, "flood": 1})
    verdict = check_trade(mega_deck, [a])
    assert verdict.status == "revertible"
    assert verdict.breaches[0].reason == "handed over Flood, a Non Tradeable Calamity"


def test_fewer_than_3_cards_per_side_is_illegal(mega_deck):
    """ "each trade must include at least 3 trade cards per player"."""
    a = side(mega_deck, "Anna", 2, ["salt", "grain"], {"salt": 1, "grain": 1})
    verdict = check_trade(mega_deck, [a])
    assert verdict.status == "illegal"
    assert {b.consequence for b in verdict.breaches} == {"illegal"}
    assert verdict.reverted == (("Anna", {"salt": 1, "grain": 1}),)


def test_calamities_are_never_named(mega_deck):
    """ "Players are not allowed to speak about calamities held or involved in a trade" (ruling C207)."""
    a = side(mega_deck, "Anna", 3, ["salt", "grain", "treachery"], {"salt": 1, "grain": 1, "treachery": 1})
    verdict = check_trade(mega_deck, [a])
    assert verdict.status == "illegal"
    assert verdict.breaches[0].reason == "named Treachery; calamities may not be mentioned"


def test_two_commodities_must_be_named(mega_deck):
    a = side(mega_deck, "Anna", 3, ["salt"], {"salt": 3})
    assert check_trade(mega_deck, [a]).status == "illegal"


def test_the_first_two_named_count_with_repeats(mega_deck):
    """Ruling C208: "salt, salt" named first needs two Salt."""
    a = side(mega_deck, "Anna", 3, ["salt", "salt"], {"salt": 1, "grain": 2})
    assert check_trade(mega_deck, [a]).status == "revertible"


def test_more_than_two_players_is_refused(mega_deck):
    a = side(mega_deck, "Anna", 3, ["salt", "grain"], {"salt": 1, "grain": 1, "ochre": 1})
    with pytest.raises(MegaOfferError, match="at most 2 players"):
        check_trade(mega_deck, [a, a, a])


def test_mega_civ_set_value_is_the_same_formula(mega_deck):
    """Mega Civilization sets: cards² × face value, as 28.51; 8 Grain = 8 x 8 x 4 (C201)."""
    assert hand_value(mega_deck, {"grain": 8}).total == 8 * 8 * 4


def test_first_named_are_the_first_two_commodities_counted_with_repeats(mega_deck):
    """ "the first 2 mentioned must be true", counted with repeats (ruling C208); an illegal offer (a calamity
    named, "not allowed to speak about calamities") has nothing to check."""
    from companion.rules.megaciv.trade import first_named

    assert first_named(mega_deck, read_offer(mega_deck, 3, ["salt", "salt", "gold"])) == ("salt", "salt")
    assert first_named(mega_deck, read_offer(mega_deck, 3, ["salt", "grain", "flood"])) == ()
    assert first_named(mega_deck, read_offer(mega_deck, 3, ["salt"])) == ()
