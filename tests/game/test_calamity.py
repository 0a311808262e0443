"""Resolution step 3 as game/ works it out for the fold and the calamity dialog alike (001 Resolving
Calamities, Barbarian Attack Effects; R8, R9)."""

from __future__ import annotations

import pytest

from companion.game.errors import GameError
from companion.game.titm.events import CalamitiesResolved, Penalty
from companion.game.titm.calamity import barbarian_losses, loss_lines, rolls_needed
from companion.rules.errors import DieError
from tests.game.helpers import new_game, to_calamities_of_turn_3


@pytest.fixture
def attacked(tmp_path):
    """Turn III, step 3. Ann spends 1 wine and 1 dye carrying Barbarian Fury (on civic goods only, 001
    The Goods: 1 + 1 VP) and 1 grain carrying a prosperity (1 + 1 VP): 4 VP, safety −2. Dan spends
    1 wine and 1 dye with Barbarian Fury (2 VP) and pays them back as a penalty: 0 VP, safety −2.
    Both are below the yellow line on safety: the turn's Barbarian Attack strikes them (R8)."""
    game = new_game(tmp_path)
    fury = {"barbarian-fury": 2}
    to_calamities_of_turn_3(game, {"Ann": ({"wine": 1, "dye": 1, "grain": 1}, {"prosperity": 1, **fury}),
                                   "Dan": ({"wine": 1, "dye": 1}, fury)})
    game.record(Penalty(player="Dan", amount=2, reason="revealed a card bottom"))
    return game


def test_each_victim_rolls_once_without_total_war(attacked):
    assert rolls_needed(attacked.state) == {"Ann": 1, "Dan": 1}


def test_the_losses_the_dialog_shows_are_the_ones_the_fold_records(attacked):
    state = attacked.state
    before = state.model_dump()
    losses = barbarian_losses(state, {"Ann": [2], "Dan": [1]})
    assert state.model_dump() == before  # pure
    # turn III: "Lose 3 + 0-3 VP". Ann owes 3 + 2 = 5 and holds 4: loses 4, keeps 0 (R9);
    # Dan owes 3 + 1 = 4 and holds 0: loses 0.
    assert loss_lines(losses) == [
        "Ann: Barbarian Attack: 3 + die 2 = 5 VP → loses 4, keeps 0",
        "Dan: Barbarian Attack: 3 + die 1 = 4 VP → loses 0, keeps 0",
    ]
    attacked.record(CalamitiesResolved(rolls={"Ann": [2], "Dan": [1]}))
    assert [(b.player, b.owed, b.lost) for b in attacked.state.this_turn.calamities.barbarian_attack] == [
        ("Ann", 5, 4), ("Dan", 4, 0)]


def test_dice_for_the_wrong_players_or_of_the_wrong_number_are_refused(attacked):
    state = attacked.state
    with pytest.raises(GameError, match=r"victims \(Ann, Dan\), got Ann$"):
        barbarian_losses(state, {"Ann": [2]})
    with pytest.raises(GameError, match="Dan rolls the Barbarian Die 1 time"):
        barbarian_losses(state, {"Ann": [2], "Dan": [1, 1]})
    with pytest.raises(DieError, match="the Barbarian Die shows only 0, 1, 2, 3"):
        barbarian_losses(state, {"Ann": [4], "Dan": [1]})


def test_nobody_below_the_line_rolls_nothing(tmp_path):
    game = new_game(tmp_path)
    to_calamities_of_turn_3(game)
    assert rolls_needed(game.state) == {}
    assert barbarian_losses(game.state, {}) == []
