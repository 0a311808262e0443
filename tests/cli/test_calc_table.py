"""``companion calc table``: several players' spent cards in one Resolution step 2, held to the
table's cards by the fold's own judge (issue 34, item 1: "calc where it takes several hands"; C16).

Decks (R1): 12 cards of each civic good, 18 of each basic good. The 138-card case is turn II's
table of tests/game/test_table_cards.py: it was dealt 5 of each basic good (25) and 3 civic cards,
28 goods, and kept 3 in warehouses.
"""

from __future__ import annotations

from tests.cli.conftest import run_cli

EVE = "grain 18, wool 18, timber 18, ore 18, salt 18, wine 12, dye 12, slaves 12, art 12"


def test_three_hands_of_5_wine_the_third_is_refused_in_the_tables_words():
    result = run_cli("calc", "table", "Ann=5 wine", "Ben=5 wine", "Cat=5 wine")
    assert result.code == 2 and result.out == ""
    # 5 + 5 = 10 of the 12 wine cards; Cat's 5 would make 10 + 5 = 15
    assert result.err.strip().splitlines() == [
        "companion: Ann and Ben have spent 10 of the 12 wine cards; Cat's 5 would make 15: check Cat's cards"
    ]


def test_two_hands_of_5_wine_fit_the_deck():
    answer = run_cli("calc", "table", "Ann=5 wine", "Ben=wine 5", "--json").json()
    assert answer == {"hands": [{"player": "Ann", "goods": {"wine": 5}, "cards": 5, "held": None},
                                {"player": "Ben", "goods": {"wine": 5}, "cards": 5, "held": None}],
                      "spent": {"wine": 10}, "cards": 5 + 5}


def test_the_138_card_hand_is_held_back_with_the_figures_and_the_others_counted():
    dealt = ["--dealt", "grain 5, wool 5, timber 5, ore 5, salt 5", "--civic", "3", "--kept", "3"]
    result = run_cli("calc", "table", f"Eve={EVE}", "Dan=timber", *dealt)
    assert result.code == 0, result.err
    cards = 5 * 18 + 4 * 12  # 138: every basic and civic card there is
    held = (f"The table was dealt {5 * 5 + 3} goods and kept 3 in warehouses; with Eve's {cards} cards it would "
            f"have spent {cards}: check Eve's cards. Only the host may record it anyway, with a reason "
            "(a development the edition does not model may deal extra cards)")
    assert result.out.splitlines()[0].endswith(f"; held back: {held}")
    answer = run_cli("calc", "table", f"Eve={EVE}", "Dan=timber", *dealt, "--json").json()
    assert [(h["player"], h["cards"], h["held"]) for h in answer["hands"]] == [("Eve", cards, held), ("Dan", 1, None)]
    assert answer["spent"] == {"timber": 1}  # what is held back is not the table's until the host records it
