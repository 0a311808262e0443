"""The trading timer in big digits, readable from across the table."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Digits, Static

from companion.tui.timer_model import TradeTimer
from companion.i18n import N_, _
from rich.cells import cell_len

STATUS = {
    "ready": N_("ready — t to start"),
    "running": N_("running — t to pause, + to add 30 s"),
    "paused": N_("PAUSED — t to resume"),
    "grace": N_("TIME! grace period for warehousing"),
    "over": N_("TIME — trading is over (e)"),
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

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._shown: tuple[str, str] = ("", "")
        # As wide as the longest status line, whatever the status: the digits never move sideways.
        self.styles.width = max(cell_len(_(text)) for text in STATUS.values())

    def show(self, timer: TradeTimer) -> None:
        """Show the timer's time and status (called ~20 times a second; redraws only on a change).

        Does nothing until the digits and the status line are composed (on a busy machine the
        app's timer can tick between the clock's mount and its children's): the next tick shows it.
        """
        status = timer.status
        shown = (timer.display(), status)
        if shown == self._shown:
            return
        digits, lines = self.query(Digits), self.query(".clock-status")
        if not digits or not lines:
            return
        if shown[0] != self._shown[0]:
            digits.first().update(shown[0])
        if status != self._shown[1]:
            lines.first(Static).update(_(STATUS[status]))
        self._shown = shown
        left = timer.remaining()
        self.set_class(status in ("grace", "over"), "-zero")
        self.set_class(status == "running" and left <= (timer.warnings[0] if timer.warnings else 60), "-low")
