"""The trading timer in big digits, readable from across the table."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Digits, Static

from companion.tui.timer_model import TradeTimer

STATUS = {
    "ready": "ready — t to start",
    "running": "running — t to pause, + to add 30 s",
    "paused": "PAUSED — t to resume",
    "grace": "TIME! grace period for warehousing",
    "over": "TIME — trading is over (e)",
}


class TradeClock(Vertical):
    """Big digits of the time left and a line saying what the timer is doing."""

    DEFAULT_CSS = """
    TradeClock { height: auto; }
    TradeClock > Digits { width: auto; }
    TradeClock > .clock-status { width: auto; text-style: bold; }
    TradeClock.-low > Digits { color: $warning; }
    TradeClock.-zero > Digits { color: $error; }
    """

    def compose(self) -> ComposeResult:
        yield Digits("5:00.0")
        yield Static("", classes="clock-status")

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._shown: tuple[str, str] = ("", "")
        # As wide as the longest status line, whatever the status: the digits never move sideways.
        self.styles.width = max(len(text) for text in STATUS.values())

    def show(self, timer: TradeTimer) -> None:
        """Show the timer's time and status (called ~20 times a second; redraws only on a change)."""
        status = timer.status
        shown = (timer.display(), status)
        if shown == self._shown:
            return
        if shown[0] != self._shown[0]:
            self.query_one(Digits).update(shown[0])
        if status != self._shown[1]:
            self.query_one(".clock-status", Static).update(STATUS[status])
        self._shown = shown
        left = timer.remaining()
        self.set_class(status in ("grace", "over"), "-zero")
        self.set_class(status == "running" and left <= (timer.warnings[0] if timer.warnings else 60), "-low")
