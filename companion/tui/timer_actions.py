"""The app's trading timer (001 Trading Phase; R4), kept out of app.py.

:class:`TimerActions` is mixed into :class:`companion.tui.app.CompanionApp`: it restores the
timer from the journal's last timer event when the game is in a Trading phase, records every
start, pause, resume, added time and end as a ``timer`` event (a refused event puts the timer
back as the journal has it: nothing is shown as done that was not saved), and 20 times a second
sounds the due warnings and refreshes the digits of the screen showing them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Literal, Protocol, cast

from textual.app import ScreenStackError

from companion.i18n import _, ngettext
from companion.tui.reach import CompanionHost
from companion.tui.timer_model import Alert, TradeTimer

if TYPE_CHECKING:
    from companion.game.follower import Follower
    from companion.game.session import Game
    from companion.tui.sharing import Sharing


def alert_words(alert: Alert, *, grace: bool) -> str:
    """What the host reads at a timer alert: ``"1:00 left"``, ``"30 seconds left"``, ``"Time! Trading is over."``
    (``grace``: the grace period for warehousing began), ``"Grace period over: trading is over."``."""
    if alert.kind == "warning":
        if alert.seconds >= 60:
            return _("{time} left").format(time=f"{alert.seconds // 60}:{alert.seconds % 60:02d}")
        return ngettext("{n} second left", "{n} seconds left", alert.seconds).format(n=alert.seconds)
    if alert.kind == "zero":
        return _("Time! Grace period for warehousing.") if grace else _("Time! Trading is over.")
    return _("Grace period over: trading is over.")


class TimedRules(Protocol):
    """The timer's lengths a game type with a trading timer keeps (seconds)."""

    @property
    def trade_seconds(self) -> int: ...
    @property
    def grace_seconds(self) -> int: ...


class TimedState(Protocol):
    """What the timer reads of a game type's state with a trading timer (the primary game's
    :class:`~companion.game.titm.state.GameState`, a trade session's state)."""

    @property
    def phase(self) -> str: ...
    @property
    def turn(self) -> int: ...
    @property
    def house_rules(self) -> TimedRules: ...
    @property
    def trade_warnings(self) -> Sequence[int]: ...
    @property
    def timer(self) -> Any: ...


class TimerActions(CompanionHost):
    """Mixed into the app (whose ``record``, ``read_only`` and ``state_changed`` it reads through
    ``companion_app``)."""

    game: Game | Follower | None
    sharing: Sharing | None
    timer: TradeTimer | None
    monotonic: Callable[[], float]
    wall: Callable[[], float]
    #: The turn the timer was last restored for, and the journal's timer state it was restored from.
    _timer_turn: int
    _timer_saved: object

    def _sync_timer(self) -> None:
        """Create or restore the trading timer when the game is in a Trading phase."""
        game = self.game
        if game is None or not game.kind.trading_timer or game.state.phase != "trading":
            return
        state = cast(TimedState, game.state)  # a game type with a trading timer: the primary game's, a trade session's
        followed_change = self.companion_app.read_only and state.timer != self._timer_saved  # the other window's timer moved
        if self.timer is not None and self._timer_turn == state.turn and not followed_change:
            return
        rules = state.house_rules
        self.timer = TradeTimer(rules.trade_seconds, state.trade_warnings, rules.grace_seconds, clock=self.monotonic)
        self._timer_turn = state.turn
        saved = self._timer_saved = state.timer
        if saved is not None and saved.turn == state.turn:
            if saved.action in ("start", "resume", "add") and saved.deadline is not None:
                self.timer.restore("running", saved.deadline - self.wall())
            elif saved.action == "end":
                self.timer.restore("over", 0)
            else:
                self.timer.restore("paused", saved.remaining_ms / 1000)

    def timer_action(self, action: Literal["start", "pause", "resume", "add", "end"], seconds: float = 30) -> str | None:
        """Start, pause, resume, add time to or end the trading timer, and save it (if refused, undo it on screen).

        Returns None, or why the journal refused it (the app has said so).
        """
        timer = self.timer
        if timer is None:
            return None
        ended_with = timer.remaining()  # an early end records the time that was left, not 0
        if action == "start":
            timer.start()
        elif action == "pause":
            timer.pause()
        elif action == "resume":
            timer.resume()
        elif action == "add":
            timer.add(seconds)
        else:
            timer.end()
        running = timer.status == "running"
        left = ended_with if action == "end" else timer.remaining()
        from companion.game.titm.events import TimerEvent  # the game layer loads with the first game, not the app

        refused = self.companion_app.record(
            lambda: TimerEvent(
                action=action, remaining_ms=int(round(left * 1000)), deadline=self.wall() + left if running else None
            )
        )
        if refused is not None:  # nothing is shown as done that was not saved
            self.timer = None  # rebuilt from the journal's last timer event
            self.companion_app.state_changed()
        return refused

    def poll_timer(self) -> None:
        """Sound and show the timer's alerts that are due, and refresh its digits (20 times a second)."""
        timer = self.timer
        if timer is None or self.game is None or self.game.state.phase != "trading":
            return
        try:
            screen = self.screen
        except ScreenStackError:  # quitting: the screens are gone before the interval stops
            return
        for alert in timer.poll():
            self.bell()
            self.notify(alert_words(alert, grace=timer.status == "grace"), title=_("Trading timer"), severity="warning",
                        timeout=6)
            flash = getattr(screen, "flash", None)
            if flash is not None:
                flash()
            if self.sharing is not None:  # the pages resynchronise their timer at each alert
                self.sharing.changed()
        refresh = getattr(screen, "show_timer", None)
        if refresh is not None:
            refresh(timer)
