"""The table screen's Trading phase keys: the timer (t, f, +), ending trading (e), Abandon (g, r),
warehouses (w) and trade phase abilities (a) — 001 Trading Phase.

A mixin of :class:`~companion.tui.screens.table.TableScreen`: it uses the screen's ``app``,
``game_state``, ``selected`` and ``record``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, Protocol, cast

from companion.tui import phone_fill
from companion.tui.dialogs.base import open_dialog
from companion.tui.views import clock_text
from companion.game.events import Buildable
from companion.game.titm.events import Abandon, Track
from companion.game.titm.flow import next_step
from companion.game.titm.side_words import side_name
from companion.i18n import N_, _

if TYPE_CHECKING:
    from textual.app import App

    from companion.game.titm.state import GameState
    from companion.tui.app import CompanionApp


class TableKeys(Protocol):
    """What the Trading phase's keys use of the table screen (their ``self``)."""

    @property
    def app(self) -> App[object]: ...
    @property
    def companion_app(self) -> CompanionApp: ...
    @property
    def game_state(self) -> GameState: ...
    @property
    def selected(self) -> str: ...
    def record(self, event: Buildable) -> str | None: ...
    def waiting_warning(self) -> str: ...
    def _end_trading(self) -> None: ...


class TradingKeys:
    """The Trading phase's actions of the table screen."""

    def action_timer(self: TableKeys) -> None:
        """t: start, pause or resume the trading timer; once time is up, say which keys act."""
        timer = self.companion_app.timer
        if timer is None:
            return
        next_action: dict[str, Literal["start", "pause", "resume"]] = {"ready": "start", "running": "pause", "paused": "resume"}
        action = next_action.get(timer.status)
        if action:
            self.companion_app.timer_action(action)
        else:  # time is up (in the grace period or after it): say which keys act now
            self.app.notify("Time is up: + adds 30 s, e ends trading.", title="Trading timer", timeout=4)

    def action_big_timer(self: TableKeys) -> None:
        """f: the trading timer on the whole screen, for the far end of the table (any key comes back)."""
        from companion.tui.screens.big_timer import BigTimerScreen

        self.app.push_screen(BigTimerScreen())

    def action_add_time(self: TableKeys) -> None:
        """+: add 30 seconds."""
        self.companion_app.timer_action("add", 30)

    def waiting_warning(self: TableKeys) -> str:
        """What a question that moves the game on adds while phone entries wait ("" if none wait)."""
        sharing = self.companion_app.sharing
        return sharing.waiting_warning() if sharing is not None else ""

    async def action_end_trading(self: TableKeys) -> None:
        """e: trading ends (time is up, or everyone agrees): on to Resolution; asks first while time
        remains or while phone entries wait (they lapse unapplied)."""
        timer = self.companion_app.timer
        question = ""
        if timer is not None and timer.status in ("ready", "running", "paused") and timer.remaining() > 0:
            left = clock_text(timer.remaining())
            question = _("End trading now, with {left} left on the timer?").format(left=left) if timer.status != "ready" else (
                _("End trading now? The timer has not been started.")
            )
        waiting = self.waiting_warning()
        if question or waiting:
            from companion.tui.dialogs.confirm import ConfirmDialog

            question = " ".join(filter(None, [question or _("End trading now?"), waiting]))
            await open_dialog(self.app, ConfirmDialog(question, N_("y / Enter: end trading   n / Esc: keep trading"),
                                                      help_title="End trading early?"),
                              lambda yes: self._end_trading() if yes else None)
            return
        self._end_trading()

    def _end_trading(self: TableKeys) -> None:
        timer = self.companion_app.timer
        if timer is not None and timer.status not in ("over",):
            self.companion_app.timer_action("end")
        step = next_step(self.game_state)  # on to Resolution, as the turn's one state machine says
        if step.event is not None:
            self.record(step.event)

    def action_abandon(self: TableKeys, track: str) -> None:
        """g / r: the selected player declares Abandon Government / Religion; pressed again, takes it back."""
        player = self.selected
        declared = track in self.game_state.this_turn.abandons.get(player, [])
        side = cast(Track, track)  # the key's own argument: government or religion
        abandon = Abandon(player=player, track=side, withdraw=True) if declared else Abandon(player=player, track=side)
        if self.record(abandon) is None:
            key = "g" if track == "government" else "r"
            named = side_name(track).capitalize()
            if declared:
                self.app.notify(_("{player} no longer abandons {track}.").format(player=player, track=named))
            else:
                self.app.notify(_("{player} abandons {track}: back to space 1 of its side in step 1, R6 ({key} again: take it back).")
                                .format(player=player, track=named, key=key))

    async def action_warehouse(self: TableKeys) -> None:
        """w: how many cards the selected player warehoused, and the bottoms a warehouse check found."""
        from companion.tui.dialogs.warehouse import warehouse_dialog

        phone = phone_fill.waiting(self.companion_app, self.selected, "warehouse")
        await open_dialog(self.app, warehouse_dialog(self.game_state, self.selected, self.record, phone))

    async def action_ability(self: TableKeys) -> None:
        """a: cubes on a trade phase ability of the selected player's."""
        from companion.tui.dialogs.table_forms import ability_dialog

        phone = phone_fill.waiting(self.companion_app, self.selected, "ability")
        dialog = ability_dialog(self.game_state, self.selected, self.record, phone)
        if dialog is None:
            self.app.notify(_("{player} has no development with a trade phase ability.").format(player=self.selected))
        else:
            await open_dialog(self.app, dialog)
