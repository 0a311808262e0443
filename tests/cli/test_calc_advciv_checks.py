"""``companion calc advciv``: what rule 28.3 and the deck refuse, the wording, and the rulings listed.

Rules source: 000_cc0dfa045792078f.txt, rule 28; rulings C101–C107 in docs/rulings-packs.md.
"""

from __future__ import annotations

import pytest

from tests.cli.conftest import assert_one_line_error, run_cli

# C101: Salt has 9 cards; C102: one card of each calamity.
SALT_CARDS = 9
TREACHERY_CARDS = 1
# C101's card counts: 7+7 + 8+7 + 9+8 + 8+7 + 7+6 + 6+5 + 6+5 + 5+4 + 5+4 = 114 commodity cards;
# C102's tradable calamities: Treachery, Superstition, Slave Revolt, Barbarian Hordes, Epidemic,
# Civil Disorder, Iconoclasm & Heresy, Piracy = 8 cards.
TRADABLE_CARDS = 7 + 7 + 8 + 7 + 9 + 8 + 8 + 7 + 7 + 6 + 6 + 5 + 6 + 5 + 5 + 4 + 5 + 4 + 8


def test_two_sides_cannot_hand_over_more_salt_than_the_deck_has():
    """9 + 9 = 18 Salt handed over, but the game has 9 (C101): refused like `deal` refuses it."""
    side = ["--announced", "9:salt,salt", "--given", "salt=9"]
    result = run_cli("calc", "advciv", "trade", *side, *side)
    assert_one_line_error(result, f"Salt: the two sides hand over {9 + 9} cards, but the game has {SALT_CARDS}")


def test_two_sides_cannot_both_hand_over_the_one_treachery():
    """C102: one card of each calamity, so 1 + 1 Treachery cannot both change hands."""
    side = ["--announced", "3:salt,salt", "--given", "salt=2,treachery=1"]
    result = run_cli("calc", "advciv", "trade", *side, *side)
    assert_one_line_error(
        result, f"Treachery: the two sides hand over {1 + 1} cards, but the game has {TREACHERY_CARDS}"
    )


def test_deal_refuses_the_same_way():
    """Both hands hold 5 + 5 = 10 Salt; the game has 9 (C101)."""
    result = run_cli(
        "calc", "advciv", "deal", "--hand", "salt=5", "--gives", "salt=1", "--hand", "salt=5", "--gives", "salt=1"
    )
    assert_one_line_error(result, f"Salt: the two hands hold {5 + 5} cards, but the game has {SALT_CARDS}")


@pytest.mark.parametrize(
    ("said", "reason"),
    [
        # 28.3: "Each trade must involve at least three trade cards on each side."
        ("2:salt,salt", "announced 2 cards; each side must trade at least three"),
        # 28.3: "at least two of the trade cards involved" must be told.
        ("3:salt", "named 1 card; at least two must be named"),
        ("3:", "named 0 cards; at least two must be named"),
        # C102: Flood is not tradable, so only Salt can be correct: fewer than two.
        ("3:flood,salt", "named Flood, a calamity that may not be traded, so fewer than two named cards can be"),
        ("1000000:salt,salt", f"announced 1000000 cards, but the game has {TRADABLE_CARDS} that may be traded"),
    ],
)
def test_guarantee_refuses_an_offer_that_breaks_28_3_with_the_trade_checks_words(said, reason):
    assert_one_line_error(run_cli("calc", "advciv", "guarantee", said), "the offer breaks 28.3", reason)
    count = said.partition(":")[0]
    given = "salt=2,ochre=1" if count != "2" else "salt=2"
    data = run_cli("calc", "advciv", "trade", "--announced", said, "--given", given, "--json").json()
    assert data["stands"] is False
    assert reason in " ".join(data["sides"][0]["breaches"])


def test_guarantee_counts_no_untradable_calamity_among_the_true_cards():
    """Flood, Salt, Salt named: Flood cannot be handed over (C102), so both Salt must be true (28.3, C105)."""
    data = run_cli("calc", "advciv", "guarantee", "3:flood,salt,salt", "--json").json()
    assert data["guaranteed"] == {"salt": 2}
    assert data["unknown"] == 3 - 2
    # The offer is checked against the deck's card counts (C101, C102), Flood's tradability is C102,
    # the reading of 28.3 C105.
    assert data["assumed"] == ["C101", "C102", "C105"]


def test_value_lists_every_ruling_it_relied_on():
    """Grain's card count is C101; Flood's data is C102; Flood adds nothing to the hand (C107)."""
    data = run_cli("calc", "advciv", "value", "flood=1", "grain=1", "--json").json()
    assert data["total"] == 1 * 1 * 4
    assert data["assumed"] == ["C101", "C102", "C107"]
    assert run_cli("calc", "advciv", "value", "grain=1", "--json").json()["assumed"] == ["C101"]


def test_trade_lists_c106_only_when_the_deal_does_not_stand():
    """C106 is the ruling on a broken deal; a deal that stands does not rely on it."""
    kept = ["--announced", "3:salt,grain", "--given", "salt=1,grain=1,ochre=1"]
    assert run_cli("calc", "advciv", "trade", *kept, "--json").json()["assumed"] == ["C101", "C105"]
    broken = ["--announced", "3:salt,grain", "--given", "salt=1,ochre=2"]
    assert run_cli("calc", "advciv", "trade", *broken, "--json").json()["assumed"] == ["C101", "C105", "C106"]


def test_deal_lists_c107_only_when_a_hand_holds_a_calamity():
    plain = ["--hand", "salt=2", "--gives", "salt=1", "--hand", "grain=2", "--gives", "grain=1"]
    assert run_cli("calc", "advciv", "deal", *plain, "--json").json()["assumed"] == ["C101"]
    flood = ["--hand", "salt=2,flood=1", "--gives", "salt=1", "--hand", "grain=2", "--gives", "grain=1"]
    assert run_cli("calc", "advciv", "deal", *flood, "--json").json()["assumed"] == ["C101", "C102", "C107"]


def test_one_side_is_worded_as_one_side():
    """28.3 example, one side: three cards including two salt, the third a tradable calamity."""
    kept = run_cli("calc", "advciv", "trade", "--announced", "3:salt,salt", "--given", "salt=2,treachery=1")
    assert kept.code == 0
    assert "A's side keeps 28.3" in kept.out
    assert "The deal stands" not in kept.out
    broken = run_cli("calc", "advciv", "trade", "--announced", "3:salt,salt", "--given", "salt=2")
    assert "A's side breaks 28.3" in broken.out


def test_singular_and_plural():
    """One Grain: 1 × 1 × 4 = 4 (28.51); one of two named Salt handed over."""
    assert "Grain: 1 card × 1 × 4 = 4" in run_cli("calc", "advciv", "value", "grain=1").out
    out = run_cli("calc", "advciv", "trade", "--announced", "3:salt,salt", "--given", "salt=1,ochre=2").out
    assert "only 1 of them was handed over" in out


@pytest.mark.parametrize(
    ("players", "fragment"),
    [
        (["", " "], "--player: type a name"),
        (["Anna", " "], "--player: type a name"),
        (["Anna", "ANNA"], "given twice"),
        (["Anna", "\u200b"], "--player"),
    ],
)
def test_blank_or_repeated_player_names_are_refused(players, fragment):
    hands = ["--hand", "salt=2", "--gives", "salt=2", "--hand", "grain=1", "--gives", "grain=1"]
    names = [arg for p in players for arg in ("--player", p)]
    assert_one_line_error(run_cli("calc", "advciv", "deal", *hands, *names), fragment)
    side = ["--announced", "3:salt,salt", "--given", "salt=3"]
    assert_one_line_error(run_cli("calc", "advciv", "trade", *side, *side, *names), fragment)
