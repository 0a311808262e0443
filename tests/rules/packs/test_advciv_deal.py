"""Both hands before and after a deal, 000_cc0dfa045792078f.txt rules 28.1 and 28.51."""

from __future__ import annotations

import pytest

from companion.rules.advciv.deal import deal_values
from companion.rules.errors import CountError


def test_both_sides_values_before_and_after(deck):
    """Anna gives 2 Salt + 1 Ochre for Ben's Grain, Iron and 2 Hides (the 28.3 example's shape).

    Anna before: Salt 2² x 3 = 12, Ochre 1, Grain 2² x 4 = 16 → 29.
    Anna after: Grain 3² x 4 = 36, Iron 1² x 2 = 2, Hides 2² x 1 = 4 → 42.
    Ben before: Grain 1² x 4 = 4, Iron 2, Hides 4, Salt 1² x 3 = 3 → 13.
    Ben after: Salt 3² x 3 = 27, Ochre 1 → 28.
    """
    anna, ben = deal_values(
        deck,
        ("Anna", "Ben"),
        ({"salt": 2, "ochre": 1, "grain": 2}, {"grain": 1, "iron": 1, "hides": 2, "salt": 1}),
        ({"salt": 2, "ochre": 1}, {"grain": 1, "iron": 1, "hides": 2}),
    )
    assert (anna.before.total, anna.after.total) == (12 + 1 + 16, 36 + 2 + 4)
    assert (ben.before.total, ben.after.total) == (4 + 2 + 4 + 3, 27 + 1)
    assert anna.change == (36 + 2 + 4) - (12 + 1 + 16)
    assert ben.change == (27 + 1) - (4 + 2 + 4 + 3)


def test_a_player_cannot_give_cards_they_do_not_hold(deck):
    with pytest.raises(CountError, match="Anna gives 3 Salt but holds 2"):
        deal_values(deck, ("Anna", "Ben"), ({"salt": 2}, {"grain": 3}), ({"salt": 3}, {"grain": 3}))


def test_both_hands_together_cannot_hold_more_cards_than_exist(deck):
    """Dye has 4 cards (C101)."""
    with pytest.raises(CountError, match="Dye: the two hands hold 6 cards, but the game has 4"):
        deal_values(deck, ("Anna", "Ben"), ({"dye": 3}, {"dye": 3}), ({"dye": 1}, {"dye": 1}))
