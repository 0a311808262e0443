"""`companion export --format md` says what the end screen and the board say: a shared place is
``2=`` (docs/rulings.md C12), and a Peasant Revolt's level cap is the one the game applied (R10:
Stability lifts it).

Issue 35: the report printed "2." for both players sharing second place, and "max level 1" for a
victim holding Stability, whose draws and plays were never capped.
"""

from __future__ import annotations

import pytest

from companion.game.titm.events import (
    CalamitiesResolved, CivicApplied, Correction, DevelopmentChosen, GameOver, GoodsResolved, PhaseAdvance,
)
from tests.cli.conftest import run_cli
from tests.game.helpers import new_game
from tests.game.tables import move, to_resolution


@pytest.fixture
def night(tmp_path):
    """Six turns, four players. Turn I: Ben (dictatorship 4, level 2, R5) plays Stability. Turn III:
    Ben and Cat spend 4 unhappy faces each and are the Peasant Revolt's victims (R8); Ben holds
    Stability, Cat does not. VP chits at the end: Ben and Cat 10 for their 4 grain (R1: 4 × 5 / 2), Ben
    3 more and Ann 10 by corrections: Ben 13, Ann and Cat 10, Dan none."""
    game = new_game(tmp_path)
    for turn in range(1, 7):
        to_resolution(game)
        unhappy = {"Ben", "Cat"} if turn == 3 else set()
        for name in game.state.names:
            spent = {"goods": {"grain": 4}, "icons": {"unhappy": 4}} if name in unhappy else {}
            game.record(GoodsResolved(player=name, **spent))
        game.record(CalamitiesResolved())
        game.record(PhaseAdvance(to="development"))
        if turn == 1:
            move(game, "Ben", "government", "dictatorship", 4)
            game.record(DevelopmentChosen(player="Ben", development="stability"))
        if turn == 6:
            for name, vp in (("Ann", 10), ("Ben", 3)):
                game.record(Correction(player=name, what="vp", value=vp, reason="test setup"))
        game.record(PhaseAdvance(to="civic"))
        game.record(CivicApplied())
        if turn < 6:
            game.record(PhaseAdvance(to="production"))
    game.record(GameOver())
    game.close()
    return game.path


def test_players_sharing_second_place_are_both_2_equals_as_on_the_end_screen(night):
    result = run_cli("export", str(night), "--format", "md")
    assert result.code == 0, result.err
    places = [line for line in result.out.splitlines() if line.startswith("- ") and " VP = " in line]
    # Ben: 13 chits + Stability's 2 VP = 15, first. Ann and Cat: 10 chits each, no developments,
    # level 0 in both tracks (R5: space 1), no happy faces or shields: equal on every figure (C12),
    # both 2nd, marked 2=; Dan, with nothing, is 4th.
    ranks = [line.split(":")[0].split(" ")[1:] for line in places]
    assert [rank for rank, _ in ranks] == ["1.", "2=", "2=", "4."]
    assert ranks[0][1] == "Ben" and {name for _, name in ranks[1:3]} == {"Ann", "Cat"} and ranks[3][1] == "Dan"


def test_the_report_says_stability_lifted_the_revolts_level_cap(night):
    result = run_cli("export", str(night), "--format", "md")
    assert result.code == 0, result.err
    turn3 = next(line for line in result.out.splitlines() if line.startswith("- Turn III:"))
    # Turn III's Peasant Revolt: one development fewer and level 1 at most (the Turn Track); Ben holds
    # Stability, so his level is not capped (R10), in the words of the calamities dialog.
    assert turn3.startswith("- Turn III: Peasant Revolt: Ben, Cat (−1 development, max level 1; "
                            "Ben holds Stability: no level cap); Barbarian Attack:")
