"""The race (issue 25, item 2): each player's VP by turn, as the ledger gives it, and who may see it.

The series is checked against the journal of a whole five-player game (tests/data/full-game-5p.jsonl):
the running totals are summed here from the ledger's entries turn by turn, not by the function
under test.
"""

from __future__ import annotations

from pathlib import Path

from companion.game.journal import load
from companion.game.titm.public import public_view
from companion.game.titm.race import nice_step, race, race_data, race_rows
from companion.game.session import check
from tests.game.helpers import new_game, play_turn
from companion.game.titm.events import Correction

FULL_GAME = Path(__file__).resolve().parents[1] / "data" / "full-game-5p.jsonl"


def _full_game():
    loaded = load(FULL_GAME)
    return loaded, check(loaded)


def test_the_series_is_the_ledgers_running_total_turn_by_turn():
    _, state = _full_game()
    data = race_data(race(state))
    assert data["turns"] == [0, 1, 2, 3, 4, 5, 6]  # the start, then turns I to VI (the game is over)
    assert data["labels"] == ["start", "I", "II", "III", "IV", "V", "VI"]
    for line in data["players"]:
        entries = [e for e in state.ledger if e.player == line["name"]]
        expected = [sum(e.amount for e in entries if e.turn <= t) for t in range(7)]
        assert line["vp"] == expected, line["name"]
        assert line["vp"][-1] == state.player(line["name"]).vp  # the ledger's sum is the chits held


def test_a_few_points_of_the_race_worked_out_from_the_journal():
    _, state = _full_game()
    lines = {line["name"]: line for line in race_data(race(state))["players"]}
    # Turn I, event 6: Ann spends 3 wool; the set chart 1, 3, 6 (R1) gives 6 VP, her only entry of turn I.
    assert lines["Ann"]["vp"][:2] == [0, 6]
    # Turn II, event 24: Ben gives Ann 1 VP for a wine, a transfer in the Trading phase: it counts in turn II.
    ben_turn_2 = [e.amount for e in state.ledger if e.player == "Ben" and e.turn == 2]
    assert -1 in ben_turn_2
    assert lines["Ben"]["vp"][2] == lines["Ben"]["vp"][1] + sum(ben_turn_2)


def test_the_final_point_is_the_rankings_total_with_developments():
    _, state = _full_game()
    lines = {line["name"]: line for line in race_data(race(state))["players"]}
    cat = state.player("Cat")
    printed = sum(state.development(d).vp for d in cat.developments)  # VP printed on her developments
    assert printed == 3
    assert lines["Cat"]["vp"][-1] == 107  # her chits
    assert lines["Cat"]["final"] == 107 + 3  # 001 The End of the Game: chits + developments (no Monument)
    rows = race_rows(race(state))
    assert rows[0] == ["turn", "Ann [A]", "Ben [B]", "Cat [C]", "Dan [D]", "Eve [E]"]
    assert rows[-1][0] == "end" and rows[-1][3] == "110"
    assert rows[-2][0] == "VI" and rows[-2][3] == "107"


def test_a_game_in_play_has_its_race_so_far_and_no_final(tmp_path):
    game = new_game(tmp_path)
    play_turn(game)  # turn I: nothing spent
    game.record(Correction(player="Ann", what="vp", value=4, reason="test"))
    data = race_data(race(game.state))
    assert data["turns"] == [0, 1, 2] and data["over"] is False
    ann = next(p for p in data["players"] if p["name"] == "Ann")
    assert ann["vp"] == [0, 0, 4] and ann["final"] is None  # the correction is in turn II, being played


def test_the_board_has_no_race_while_totals_are_face_down_until_game_over(tmp_path):
    game = new_game(tmp_path, hidden_vp=True)
    game.record(Correction(player="Ann", what="vp", value=37, reason="test total"))
    assert public_view(game.state)["race"] is None  # 001 Announce Wealth: totals face down
    assert "37" not in str(public_view(game.state)["players"])
    face_up = new_game(tmp_path / "up")
    face_up.record(Correction(player="Ann", what="vp", value=37, reason="test total"))
    assert public_view(face_up.state)["race"] is None  # face up, the totals are on the board; the race is the end's


def test_the_board_has_the_race_at_game_over_even_face_down(tmp_path):
    from tests.game.tables import play_to_the_end

    game = new_game(tmp_path, hidden_vp=True)
    play_to_the_end(game, lambda turn: turn == 6 and game.record(
        Correction(player="Ann", what="vp", value=12, reason="test total")))
    view = public_view(game.state)
    assert view["ranking"] is not None
    assert view["race"]["players"][0]["vp"] == [0, 0, 0, 0, 0, 0, 12]
    assert view["race"]["players"][0]["final"] == 12


def test_nice_steps():
    assert nice_step(1) == 1
    assert nice_step(12) == 2  # 6 gaps of 2 reach 12
    assert nice_step(135) == 25  # 6 gaps of 25 reach 150 ≥ 135; of 20 only 120
    assert nice_step(135, most=4) == 50  # 4 gaps: 25 × 4 = 100 falls short; 50 × 4 = 200
