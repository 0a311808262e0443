"""The trading clock shows the timer only once its digits exist, and then always the latest.

The app's timer ticks every 50 ms. On a busy machine a tick can fall between the clock's own
mount and its children's; ``show`` then raised NoMatches and stopped the app (seen in the suite).
"""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.widgets import Digits

from companion.tui.timer_model import TradeTimer
from companion.tui.widgets.trade_clock import STATUS, TradeClock


class ClockApp(App[None]):
    def __init__(self, clock: TradeClock) -> None:
        super().__init__()
        self.clock = clock

    def compose(self) -> ComposeResult:
        yield self.clock


def status_line(clock: TradeClock) -> str:
    return str(clock.query_one(".clock-status").render())


async def test_a_tick_before_the_digits_exist_is_skipped_and_the_next_one_shows_it():
    now = [0.0]
    timer = TradeTimer(300, clock=lambda: now[0])
    clock = TradeClock(id="clock")
    clock.show(timer)  # not composed: no digits yet (before the fix this raised NoMatches)
    async with ClockApp(clock).run_test() as pilot:
        assert status_line(clock) == ""  # nothing was shown by the early tick
        clock.show(timer)  # the same time and status: it must not count as already shown
        await pilot.pause()
        assert status_line(clock) == STATUS["ready"]
        assert clock.query_one(Digits).value == "5:00.0"  # 300 s


async def test_a_running_timer_shows_the_time_left_and_its_status():
    now = [0.0]
    timer = TradeTimer(300, clock=lambda: now[0])
    clock = TradeClock(id="clock")
    async with ClockApp(clock).run_test() as pilot:
        timer.start()
        now[0] = 12.0  # 300 s - 12 s = 288 s = 4:48
        clock.show(timer)
        await pilot.pause()
        assert clock.query_one(Digits).value == "4:48.0"
        assert status_line(clock) == STATUS["running"]
