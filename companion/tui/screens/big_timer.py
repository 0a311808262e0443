"""The trading timer on the whole screen, for a table that reads the laptop from across the room.

Opened with ``f`` on the table in the Trading phase. The time left in block digits as
large as the terminal allows (:mod:`companion.tui.widgets.block_digits`), what the timer
is doing and its warnings (001 Trading Phase: "one minute and thirty second warnings";
R4), with the bell and a flash as on the table. Any key goes back to the table.
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Static

from companion.game.titm.state import GameState
from companion.tui.timer_model import TradeTimer
from companion.tui.views import clock_text
from companion.tui.widgets.block_digits import block_lines
from companion.tui.reach import ReachesApp
from companion.i18n import N_, _

#: Rows kept for the status line and the hint under the digits.
TEXT_ROWS = 3
#: What the timer is doing, as the line under the digits says it (the table's keys are not live here).
STATUS = {
    "ready": N_("ready"),
    "running": N_("running"),
    "paused": N_("PAUSED"),
    "grace": N_("TIME! grace period for warehousing"),
    "over": N_("TIME — trading is over (e)"),
}


class BigTimerScreen(ReachesApp, Screen[None]):
    """The time left, full screen; any key returns."""

    HELP_TITLE = N_("The trading timer, full screen")
    HELP_KEYS = (("any key", "back to the table"),)

    def __init__(self) -> None:
        super().__init__()
        self._shown: tuple[str, str, tuple[int, int]] | None = None

    def compose(self) -> ComposeResult:
        yield Static("", id="big-digits")
        yield Static("", id="big-status")
        yield Static(_("any key: back to the table"), id="big-hint")

    def on_mount(self) -> None:
        timer = self.companion_app.timer
        if timer is not None:
            self.show_timer(timer)

    def on_resize(self) -> None:
        self._shown = None
        self.on_mount()

    def show_timer(self, timer: TradeTimer) -> None:
        """Redraw when the whole seconds, the status or the size change (the app calls this ~20 times a second)."""
        if not self.is_mounted:
            return
        seconds = timer.grace_remaining() if timer.status == "grace" else timer.remaining()
        time = clock_text(seconds)
        shown = (time, timer.status, (self.size.width, self.size.height))
        if shown == self._shown:
            return
        self._shown = shown
        lines = block_lines(time, self.size.width - 2, self.size.height - TEXT_ROWS)
        self.query_one("#big-digits", Static).update(Text("\n".join(lines)))
        status = _("Trading — {status}").format(status=_(STATUS[timer.status]))
        if timer.status == "running" and timer.warnings and seconds <= timer.warnings[0]:
            status += "  ·  " + _("{time} left").format(time=clock_text(seconds))
        self.query_one("#big-status", Static).update(Text(status))
        self.set_class(timer.status in ("grace", "over"), "-zero")
        self.set_class(timer.status == "running" and bool(timer.warnings) and seconds <= timer.warnings[0], "-low")

    def flash(self) -> None:
        """The timer's warning: a visible flash with the bell."""
        self.add_class("-flash")
        self.set_timer(0.6, lambda: self.remove_class("-flash"))

    def show_state(self, state: GameState) -> None:
        """Trading ended (another way): nothing to time, back to the table."""
        if state.phase != "trading" and self.is_current:
            self.app.pop_screen()

    def on_key(self, event: events.Key) -> None:
        event.stop()
        event.prevent_default()
        self.app.pop_screen()
