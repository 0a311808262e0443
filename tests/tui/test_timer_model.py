"""The trading timer with a fake clock (001 Trading Phase; R4)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from companion.tui.timer_model import Alert, TradeTimer


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


def parse(display: str) -> float:
    minutes, seconds = display.split(":")
    return int(minutes) * 60 + float(seconds)


def test_warnings_fire_once_each_at_one_minute_and_thirty_seconds():
    clock = FakeClock()
    timer = TradeTimer(300, clock=clock, grace=0)
    timer.start()
    alerts = []
    for _ in range(3100):  # 310 s in tenths, polled every tenth
        clock.advance(0.1)
        alerts += timer.poll()
    assert alerts == [Alert("warning", 60), Alert("warning", 30), Alert("zero")]
    assert timer.status == "over"


def test_a_late_poll_still_fires_each_warning_once():
    clock = FakeClock()
    timer = TradeTimer(300, clock=clock, grace=0)
    timer.start()
    clock.advance(280)  # the app was busy: 60 s and 30 s both passed unseen
    assert timer.poll() == [Alert("warning", 60), Alert("warning", 30)]
    assert timer.poll() == []


def test_pause_and_resume_keep_the_remaining_time_to_the_millisecond():
    clock = FakeClock()
    timer = TradeTimer(300, clock=clock)
    timer.start()
    clock.advance(123.4567)
    timer.pause()
    left = timer.remaining()
    assert abs(left - (300 - 123.4567)) < 0.001
    clock.advance(50)  # a long pause
    assert abs(timer.remaining() - left) < 0.001
    timer.resume()
    clock.advance(10)
    assert abs(timer.remaining() - (left - 10)) < 0.001


def test_grace_period_after_time_is_up():
    # "If the timer goes off unexpectedly the players may agree upon a ten second grace period"
    clock = FakeClock()
    timer = TradeTimer(30, warnings=(), grace=10, clock=clock)
    timer.start()
    clock.advance(30)
    assert timer.poll() == [Alert("zero")]
    assert timer.status == "grace"
    clock.advance(4)
    assert abs(timer.grace_remaining() - (10 - 4)) < 0.001
    clock.advance(6)
    assert timer.poll() == [Alert("grace_over")]
    assert timer.status == "over"


def test_added_time_rearms_the_warnings_above_it():
    clock = FakeClock()
    timer = TradeTimer(300, clock=clock, grace=0)
    timer.start()
    clock.advance(250)
    assert timer.poll() == [Alert("warning", 60)]
    timer.add(60)  # 50 + 60 = 110 s left
    clock.advance(50)  # 60 s left
    assert timer.poll() == [Alert("warning", 60)]


def test_restore_a_running_timer_from_a_saved_game():
    clock = FakeClock()
    timer = TradeTimer(300, clock=clock)
    timer.restore("running", 45.0)
    assert timer.status == "running"
    assert timer.poll() == []  # the 60 s warning had already sounded before the game was closed
    clock.advance(15)
    assert timer.poll() == [Alert("warning", 30)]


@given(elapsed=st.floats(0, 400), pauses=st.lists(st.floats(0, 30), max_size=4))
def test_the_display_is_never_off_by_more_than_a_tenth(elapsed, pauses):
    clock = FakeClock()
    timer = TradeTimer(300, clock=clock, grace=0)
    timer.start()
    for p in pauses:
        clock.advance(p)
        timer.pause()
        clock.advance(p)
        timer.resume()
    clock.advance(elapsed)
    truth = timer.remaining()
    shown = parse(timer.display())
    assert abs(truth - shown) <= 0.1 + 1e-9
