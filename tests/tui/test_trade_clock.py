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
    def compose(self) -> ComposeResult:
        yield TradeClock(id="clock")


def test_a_tick_before_the_digits_exist_is_skipped_and_the_next_one_shows():
    clock = TradeClock()
    timer = TradeTimer(300, clock=lambda: 0.0)
    clock.show(timer)  # not composed: no digits yet; before the fix this raised NoMatches


async def test_the_first_tick_after_mounting_shows_the_time_and_status():
    now = [0.0]
    timer = TradeTimer(300, clock=lambda: now[0])
    app = ClockApp()
    async with app.run_test() as pilot:
        clock = app.query_one(TradeClock)
        clock.show(timer)  # the tick that found no digits must not have been taken as shown
        timer.start()
        now[0] = 12.0  # 300 s - 12 s = 288 s = 4:48
        clock.show(timer)
        await pilot.pause()
        assert clock.query_one(Digits).value == "4:48.0"
        assert str(clock.query_one(".clock-status").render()) == STATUS["running"]
