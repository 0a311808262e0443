"""The trade checker, 000_cc0dfa045792078f.txt rule 28.3 (and 28.2)."""

from __future__ import annotations

import pytest

from companion.rules.advciv.errors import OfferError
from companion.rules.advciv.trade import Side, check_offer, check_trade, guarantee, read_offer
from companion.rules.errors import CountError, UnknownNameError

# The 28.3 example: "he will trade three cards including two salt, for grain, an iron and two unknown cards".


def test_28_3_example_the_partner_is_guaranteed_two_salt_and_one_unknown_card(deck):
    """28.3 example: "This guarantees that the other player will receive two salt cards."""
    offer = read_offer(deck, 3, ["salt", "salt"])
    g = guarantee(offer)
    assert g.count == 3
    assert dict(g.cards) == {"salt": 2}
    assert g.unknown == 3 - 2


def test_28_3_example_an_assurance_about_the_third_card_guarantees_nothing_more(deck):
    """28.3 example: "An assurance that the third card is also salt does not guarantee that the third card
    traded will not be a different commodity, or possibly a tradable calamity card."""
    assured = guarantee(read_offer(deck, 3, ["salt", "salt", "salt"]))
    assert dict(assured.cards) == {"salt": 2}
    assert assured.unknown == 1


def test_28_3_example_the_announcer_is_sure_of_one_grain_one_iron_and_two_other_cards(deck):
    """28.3 example: "our player can only be sure that he will receive one grain, one iron and two other cards"."""
    g = guarantee(read_offer(deck, 4, ["grain", "iron"]))
    assert g.count == 4
    assert dict(g.cards) == {"grain": 1, "iron": 1}
    assert g.unknown == 4 - 1 - 1


def test_28_3_example_deal_stands_whatever_the_unnamed_cards_are(deck):
    """28.3: the remaining cards "may consist of any commodity or tradable calamity card(s), regardless of what
    was said": the third card is a tradable calamity (Treachery) although it was 'assured' to be salt."""
    ours = Side("announcer", read_offer(deck, 3, ["salt", "salt", "salt"]), {"salt": 2, "treachery": 1})
    theirs = Side(
        "partner", read_offer(deck, 4, ["grain", "iron"]), {"grain": 1, "iron": 1, "ochre": 1, "hides": 1}
    )
    verdict = check_trade(deck, [ours, theirs])
    assert verdict.stands
    assert verdict.breaches == ()


def test_28_3_example_deal_breaks_if_only_one_salt_arrives(deck):
    ours = Side("announcer", read_offer(deck, 3, ["salt", "salt"]), {"salt": 1, "ochre": 2})
    theirs = Side("partner", read_offer(deck, 4, ["grain", "iron"]), {"grain": 1, "iron": 1, "ochre": 2})
    verdict = check_trade(deck, [ours, theirs])
    assert not verdict.stands
    assert [(b.player, b.rule) for b in verdict.breaches] == [("announcer", "28.3")]
    assert "only 1 of them" in verdict.breaches[0].reason


def test_28_3_three_cards_at_least_on_each_side(deck):
    """28.3: "Each trade must involve at least three trade cards on each side"."""
    side = Side("Anna", read_offer(deck, 2, ["salt", "salt"]), {"salt": 2})
    reasons = [b.reason for b in check_trade(deck, [side]).breaches]
    assert any("announced 2 cards; each side must trade at least three" in r for r in reasons)
    assert any("handed over 2 cards" in r for r in reasons)


def test_28_3_the_number_of_cards_must_be_correct(deck):
    side = Side("Anna", read_offer(deck, 4, ["salt", "salt"]), {"salt": 2, "ochre": 1})
    (breach,) = check_trade(deck, [side]).breaches
    assert breach.reason == "announced 4 cards but handed over 3; the number must be correct"


def test_28_3_at_least_two_cards_must_be_named(deck):
    side = Side("Anna", read_offer(deck, 3, ["salt"]), {"salt": 3})
    (breach,) = check_trade(deck, [side]).breaches
    assert breach.reason == "named 1 card; at least two must be named"


def test_28_3_with_three_named_any_two_true_is_enough(deck):
    """Ruling C105: naming salt, grain, iron and handing over salt, iron and an ochre keeps two named
    cards true."""
    side = Side("Anna", read_offer(deck, 3, ["salt", "grain", "iron"]), {"salt": 1, "iron": 1, "ochre": 1})
    assert check_trade(deck, [side]).stands


def test_28_3_no_non_tradable_calamity(deck):
    """28.3 allows only "tradable calamity card(s)" among the cards: Famine is non-tradable (C102)."""
    side = Side("Anna", read_offer(deck, 3, ["salt", "salt"]), {"salt": 2, "famine": 1})
    (breach,) = check_trade(deck, [side]).breaches
    assert breach.reason == "handed over Famine, a calamity that may not be traded"


def test_28_3_every_breach_of_both_sides_is_listed(deck):
    a = Side("Anna", read_offer(deck, 3, ["salt", "salt"]), {"salt": 2, "flood": 1})
    b = Side("Ben", read_offer(deck, 3, ["grain", "iron"]), {"grain": 1, "ochre": 3})
    verdict = check_trade(deck, [a, b])
    assert [b.player for b in verdict.breaches] == ["Anna", "Ben", "Ben"]


def test_28_2_a_deal_involves_only_two_players(deck):
    side = Side("Anna", read_offer(deck, 3, ["salt", "salt"]), {"salt": 3})
    with pytest.raises(OfferError, match="28.2"):
        check_trade(deck, [side, side, side])


def test_more_names_than_cards_is_not_an_offer(deck):
    with pytest.raises(OfferError, match="3 cards named but only 2 announced"):
        read_offer(deck, 2, ["salt", "salt", "grain"])


def test_bad_offer_input_is_a_rules_error(deck):
    with pytest.raises(UnknownNameError):
        read_offer(deck, 3, ["saffron", "salt"])
    with pytest.raises(CountError):
        read_offer(deck, -3, ["salt", "salt"])
    with pytest.raises(CountError, match="only 4 Dye"):
        check_trade(deck, [Side("Anna", read_offer(deck, 5, ["dye", "dye"]), {"dye": 5})])


def test_guarantee_with_mixed_names_counts_only_what_every_true_pair_holds(deck):
    """Ruling C105: salt, salt, grain named: any two true leaves at least one salt certain."""
    g = guarantee(read_offer(deck, 3, ["salt", "salt", "grain"]))
    assert dict(g.cards) == {"salt": 1}
    assert g.unknown == 2


def test_guarantee_with_the_deck_refuses_an_offer_that_breaks_28_3(deck):
    """28.3: at least three cards, at least two named; the same words as check_side."""
    with pytest.raises(OfferError, match="announced 2 cards; each side must trade at least three"):
        guarantee(read_offer(deck, 2, ["salt", "salt"]), deck)
    with pytest.raises(OfferError, match="named 1 card; at least two must be named"):
        guarantee(read_offer(deck, 3, ["salt"]), deck)


def test_a_non_tradable_calamity_named_is_never_a_true_card(deck):
    """28.3 allows only tradable calamities among the cards (Flood is not, C102): ruling C105."""
    (reason,) = check_offer(deck, read_offer(deck, 3, ["flood", "salt"]))
    assert reason.startswith("named Flood, a calamity that may not be traded")
    g = guarantee(read_offer(deck, 3, ["flood", "salt", "salt"]), deck)
    assert dict(g.cards) == {"salt": 2}
    assert g.unknown == 3 - 2


def test_an_offer_cannot_announce_more_cards_than_may_be_traded(deck):
    """C101: 114 commodity cards; C102: 8 tradable calamities, one card each."""
    tradable = 114 + 8
    assert deck.tradable_cards == tradable
    assert check_offer(deck, read_offer(deck, tradable, ["salt", "salt"])) == ()
    (reason,) = check_offer(deck, read_offer(deck, tradable + 1, ["salt", "salt"]))
    assert reason == f"announced {tradable + 1} cards, but the game has {tradable} that may be traded"


def test_both_sides_together_cannot_hand_over_more_than_the_game_has(deck):
    """C101: 9 Salt; 5 + 5 = 10 handed over."""
    a = Side("Anna", read_offer(deck, 5, ["salt", "salt"]), {"salt": 5})
    b = Side("Ben", read_offer(deck, 5, ["salt", "salt"]), {"salt": 5})
    with pytest.raises(CountError, match="Salt: the two sides hand over 10 cards, but the game has 9"):
        check_trade(deck, [a, b])
