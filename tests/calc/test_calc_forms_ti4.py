"""The calculator's Twilight Imperium 4 forms (003_fbbad9fb1e9f590a.txt, §21): players typed as the table says them."""

from __future__ import annotations

import pytest

from companion.edition import load_edition
from companion.tui.calc_forms import Sources, show
from companion.tui.calc_forms import ti4

SOURCES = Sources(lambda: load_edition("titm-v6"))


@pytest.mark.parametrize(
    ("typed", "before", "taken"),
    [
        # Hacan's commodity value is 6 (C301): replenishing from C commodities takes 6 - C.
        ("The Emirates of Hacan 1", 1, 6 - 1),
        ("hacan::1", 0, 6 - 0),  # an empty part is 0, as on the command line: 0 commodities, 1 trade good
        ("hacan:2:", 2, 6 - 2),
        ("+5:2", 2, 5 - 2),  # a custom commodity value of 5 (C302)
    ],
)
def test_replenish_reads_the_player(typed, before, taken):
    shown = show(ti4.REPLENISH, SOURCES, {"player": typed})
    assert not shown.problem, shown.text
    assert f"{before} → {before + taken} commodities, took {taken} from the supply" in shown.text


@pytest.mark.parametrize(
    ("values", "message"),
    [
        (
            {"a": "5 2", "b": "4 1", "a_gives": "1", "b_gives": "1 1"},
            "⚠ B: custom faction has 0 trade goods, cannot give 1",
        ),
        ({"a": "hacan 6 0", "b": "sol 2 -2"}, "⚠ B: trade goods: -2 is negative"),
    ],
)
def test_transaction_errors_name_the_side(values, message):
    shown = show(ti4.TRANSACTION, SOURCES, values)
    assert shown.problem and shown.text == message


def test_transaction_labels_two_custom_factions_a_and_b():
    text = show(ti4.TRANSACTION, SOURCES, {"a": "5 2", "b": "4 1"}).text
    assert text.splitlines()[0].startswith("A (custom faction): ")
    assert text.splitlines()[1].startswith("B (custom faction): ")


@pytest.mark.parametrize(
    ("form", "values", "message"),
    [
        (
            ti4.REPLENISH,
            {"player": "hacan=2"},
            "⚠ Player: type the faction, then commodities and trade goods, e.g. hacan 2 1 or hacan:2:1",
        ),
        (
            ti4.REPLENISH,
            {"player": "-5 2"},
            "⚠ Player: custom commodity value: -5 is negative; a commodity value is 0 or more (C302)",
        ),
        (ti4.TOKENS, {"amount": "5", "hand_over": "-1"}, "⚠ Hand over: -1? the number is at least 0"),
    ],
)
def test_wrong_syntax_and_negative_numbers_say_so(form, values, message):
    shown = show(form, SOURCES, values)
    assert shown.problem and shown.text == message
