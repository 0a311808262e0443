"""The end of the game and the winner, 004_94530a861ff71851.txt "End of the Game"."""

from __future__ import annotations

import pytest

from companion.rules.errors import PlayerError, TurnError
from companion.rules.tnt.board import Trader, Upgrades
from companion.rules.tnt.endgame import end_of_game, winner


def test_reaching_20_vp_triggers_the_end_and_the_round_is_completed(tnt_rules):
    """ "When a player reaches 20 victory points, the game end is triggered. The current round is completed so
    that all players have had an equal number of turns." Bo (second in turn order) reaches 20 in round 6:
    Cy and Di still play their sixth turn."""
    traders = [
        Trader("Ada", vp=12, turns=6),
        Trader("Bo", vp=20, turns=6),
        Trader("Cy", turns=5),
        Trader("Di", turns=5),
    ]
    state = end_of_game(tnt_rules, traders)
    assert state.triggered and not state.over
    assert state.still_to_play == ("Cy", "Di")
    done = end_of_game(tnt_rules, [Trader(t.name, t.vp, turns=6) for t in traders])
    assert done.over and done.still_to_play == ()


def test_19_vp_does_not_trigger_the_end(tnt_rules):
    state = end_of_game(tnt_rules, [Trader("Ada", vp=19, turns=3), Trader("Bo", vp=2, turns=3)])
    assert not state.triggered and not state.over


def test_a_trigger_noted_earlier_stands(tnt_rules):
    """Ruling C404: VP that fall below 20 after the trigger do not undo it."""
    state = end_of_game(tnt_rules, [Trader("Ada", vp=18, turns=4), Trader("Bo", turns=3)], triggered=True)
    assert state.triggered and state.still_to_play == ("Bo",)


def test_impossible_turn_counts_are_refused(tnt_rules):
    with pytest.raises(TurnError):
        end_of_game(tnt_rules, [Trader("Ada", turns=3), Trader("Bo", turns=4)])
    with pytest.raises(TurnError):
        end_of_game(tnt_rules, [Trader("Ada", turns=5), Trader("Bo", turns=3)])


def test_the_most_vp_wins():
    """ "The player with the highest number of victory points is declared the winner"."""
    outcome = winner([Trader("Ada", vp=21, gold=0), Trader("Bo", vp=20, gold=30)])
    assert outcome.winners == ("Ada",) and outcome.decided_by == "vp"
    assert [t.name for t in outcome.standings] == ["Ada", "Bo"]


def test_a_tie_on_vp_goes_to_the_most_gold():
    """ "If there is a tie for victory points, the tied player with the most gold wins"."""
    outcome = winner([Trader("Ada", vp=20, gold=4), Trader("Bo", vp=20, gold=7), Trader("Cy", vp=15, gold=50)])
    assert outcome.winners == ("Bo",) and outcome.decided_by == "gold"


def test_then_the_fewest_upgrades():
    """ "If there is still a tie after considering gold, the tied player with the least upgrades wins"."""
    outcome = winner(
        [
            Trader("Ada", vp=20, gold=4, upgrades=Upgrades(move=2)),
            Trader("Bo", vp=20, gold=4, upgrades=Upgrades(draw=1)),
        ]
    )
    assert outcome.winners == ("Bo",) and outcome.decided_by == "upgrades"


def test_still_tied_players_share_the_victory():
    """ "If players are still tied after considering upgrades, the tied players share the victory"."""
    outcome = winner(
        [
            Trader("Ada", vp=22, gold=4, upgrades=Upgrades(move=1)),
            Trader("Bo", vp=22, gold=4, upgrades=Upgrades(play=1)),
            Trader("Cy", vp=22, gold=3),
        ]
    )
    assert outcome.winners == ("Ada", "Bo") and outcome.decided_by == "shared"


def test_players_must_be_distinct_and_present():
    with pytest.raises(PlayerError, match="given twice"):
        winner([Trader("Ada"), Trader("Ada")])
    with pytest.raises(PlayerError, match="no players"):
        winner([])


@pytest.mark.parametrize("call", ["end", "winner"])
def test_names_differing_only_in_case_are_one_player(tnt_rules, call):
    """A name given twice in another case ("Ada", "ada") is the same player, as in a game's setup."""
    traders = [Trader("Ada", vp=21, turns=4), Trader("ada", vp=21, turns=4)]
    with pytest.raises(PlayerError, match=r"ada is given twice \(as Ada\)"):
        end_of_game(tnt_rules, traders) if call == "end" else winner(traders)


def test_a_name_that_shows_nothing_is_refused():
    """A zero-width space would make a blank winner."""
    with pytest.raises(PlayerError, match="shows something"):
        winner([Trader("\u200b", vp=21), Trader("Bo", vp=3)])
