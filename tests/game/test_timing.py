"""How long each phase and turn took, from the journal's timestamps (issue 9, section 3: time accounting).

001 "Game Overview" (five phases a turn), "Trading Phase" (timed; the timer may be paused).
"""

from __future__ import annotations

from companion.edition import load_edition
from companion.game.titm.report import export_data, export_markdown
from companion.game.session import Game
from companion.game.timing import clock, timing_lines, turn_times
from tests.game.helpers import PLAYERS
from tests.game.tables import Clock, timed_turn_one
from companion.game.events import Ruling
from companion.game.titm.events import PhaseAdvance, TimerEvent


def test_each_phase_and_turn_is_timed_with_pauses_apart(tmp_path):
    game, time = timed_turn_one(tmp_path)
    time.wait(45)
    game.record(Ruling(text="a ruling while dealing", rule=""))
    first, second = turn_times(game.events)
    assert [(p.phase, p.seconds) for p in first.phases] == [
        ("production", 60), ("trading", 312), ("resolution", 160), ("development", 100), ("civic", 30)
    ]
    assert first.trading.paused == 40
    assert (first.seconds, first.ongoing) == (60 + 312 + 160 + 100 + 30, False)
    assert (second.turn, second.seconds, second.ongoing) == (2, 45, True)  # turn II so far: up to the last event
    assert timing_lines(game.events) == [
        "Turn I: 11:02 (trading 5:12, of which paused 0:40)",  # 662 s = 11 min 2 s
        "Turn II: 0:45 so far",
    ]


def test_an_undone_phase_advance_did_not_happen_and_a_redone_one_happened_at_the_redo(tmp_path):
    time = Clock()
    game = Game.new(tmp_path / "g.jsonl", name="Timed", players=PLAYERS[:4], edition=load_edition(), clock=time)
    time.wait(60)
    game.record(PhaseAdvance(to="trading"))
    time.wait(10)
    game.undo(reason="too early")  # the table was not ready: still Production
    time.wait(50)
    game.record(PhaseAdvance(to="trading"))  # Production: 60 + 10 + 50 = 120 s
    time.wait(30)
    game.undo(reason="wrong key")
    time.wait(20)
    game.redo()  # back in Trading from now: the 30 s + 20 s were Production
    time.wait(100)
    game.record(PhaseAdvance(to="resolution"))
    [turn] = turn_times(game.events)
    assert [(p.phase, p.seconds) for p in turn.phases][:2] == [("production", 120 + 30 + 20), ("trading", 100)]


def test_a_pause_left_open_counts_to_the_end_of_trading(tmp_path):
    time = Clock()
    game = Game.new(tmp_path / "g.jsonl", name="Timed", players=PLAYERS[:4], edition=load_edition(), clock=time)
    game.record(PhaseAdvance(to="trading"))
    game.record(TimerEvent(action="start", remaining_ms=300_000))
    time.wait(200)
    game.record(TimerEvent(action="pause", remaining_ms=100_000))
    time.wait(70)
    game.record(PhaseAdvance(to="resolution"))  # ended while paused: 70 s paused
    [turn] = turn_times(game.events)
    assert (turn.trading.seconds, turn.trading.paused) == (270, 70)


def test_the_export_shows_the_times(tmp_path):
    game, _ = timed_turn_one(tmp_path)
    markdown = export_markdown(game.state, game.events)
    assert "## Time\n\n- Turn I: 11:02 (trading 5:12, of which paused 0:40)\n- Turn II: 0:00 so far\n" in markdown
    times = export_data(game.state, game.events)["times"]
    assert times[0] == {"turn": 1, "seconds": 662, "trading_seconds": 312, "trading_paused_seconds": 40, "ongoing": False}


def test_clock_reads_like_a_stopwatch():
    assert [clock(0), clock(59), clock(312), clock(3600 + 7 * 60 + 3)] == ["0:00", "0:59", "5:12", "1:07:03"]
