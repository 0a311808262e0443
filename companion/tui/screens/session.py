"""A trade session's host screen (issue 37): the round, the trading timer, each player's number of
calamities (what the board shows, never a card), and the keys that move the session on.

s shares the table (the board's QR code, one per player); t starts, pauses or resumes the timer, + adds
30 s, f shows it full screen; e ends the trade; c applies Calamity Selection with a new random seed (the seed is recorded in the journal, and the fold draws
the discards from it); o overrules one player's selection with a reason; n starts the next round;
k notes a ruling; x ends the session. Every key records an event through the app.
"""

from __future__ import annotations

import secrets

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static

from companion.errors import CompanionError
from companion.game.events import Buildable, Ruling
from companion.game.tradesession.events import (
    SessionEndTrade,
    SessionFinish,
    SessionNextRound,
    SessionOverrule,
    SessionSelection,
)
from companion.game.tradesession.state import SessionState
from companion.game.tradesession.views import block_name, limit_line, phase_title
from companion.i18n import N_, _
from companion.tui.dialogs.base import open_dialog
from companion.tui.dialogs.form import FormDialog, FormField
from companion.tui.reach import ReachesApp
from companion.tui.views import clock_text
from companion.tui.styles import SCREENS_CSS
from companion.tui.widgets.footer import KeysFooter


#: The timer's state on the screen's timer line (``_(TIMER_WORDS[status])``).
TIMER_WORDS = {"ready": N_("ready"), "running": N_("running"), "paused": N_("paused"), "grace": N_("grace period"),
               "over": N_("time is up")}


def player_line(state: SessionState, name: str) -> str:
    """One player's line on the host's screen, in the host's language: their block, the calamities the
    board shows (a count, never a card; "—" before they are entered) and those discarded in all rounds."""
    p = state.player(name)
    shown = state.calamity_count(p)
    count = "—" if shown is None else str(shown)
    if p.block:
        line = _("{name} [{block}]: calamities {n}, discarded in all {discarded}").format(
            name=p.name, block=block_name(p.block), n=count, discarded=p.discarded)
    else:
        line = _("{name}: calamities {n}, discarded in all {discarded}").format(name=p.name, n=count, discarded=p.discarded)
    return "  " + line


class SessionScreen(ReachesApp, Screen[None]):
    """The host's screen of a trade session."""

    CSS_PATH = SCREENS_CSS
    HELP_TITLE = N_("Trade session")
    GAME_SCREEN = True
    #: The timer line last drawn (None: not yet): redrawn when it changes, not on every tick.
    _timer_words: str | None = None
    BINDINGS = [
        Binding("t", "timer", N_("Timer"), id="session_timer", priority=True,
                tooltip=N_("start, pause or resume the trading timer")),
        Binding("plus,equals_sign", "add_time", N_("+30s"), id="session_add_time", priority=True, tooltip=N_("add 30 seconds")),
        Binding("f", "big_timer", N_("Big timer"), id="session_big_timer", priority=True,
                tooltip=N_("the trading timer on the whole screen")),
        Binding("e", "end_trade", N_("End trade"), id="session_end_trade", priority=True,
                tooltip=N_("the trade session ends (002 End of trade; Advanced Civilization: the round ends)")),
        Binding("s", "app.share", N_("Share"), id="session_share", priority=True,
                tooltip=N_("share the table: the board's QR code for the TV, one for each player's phone")),
        Binding("c", "select", N_("Selection"), id="session_selection", priority=True,
                tooltip=N_("apply the calamity limit (002 8.): random discards from a seed the journal keeps")),
        Binding("o", "overrule", N_("Overrule"), id="session_overrule", priority=True,
                tooltip=N_("overrule one player's Calamity Selection, with a reason (a ruling)")),
        Binding("n", "next_round", N_("Next round"), id="session_next_round", priority=True,
                tooltip=N_("the next round's trade")),
        Binding("k", "ruling", N_("Ruling"), id="session_ruling", show=False, priority=True,
                tooltip=N_("note a ruling the table made")),
        Binding("x", "finish", N_("End session"), id="session_finish", show=False, priority=True,
                tooltip=N_("the session is over")),
    ]

    def compose(self) -> ComposeResult:
        yield Static("", id="title-bar", markup=False)
        yield Static("", id="session-timer", markup=False)
        yield Static("", id="session-players", markup=False)
        yield KeysFooter()

    @property
    def game_state(self) -> SessionState:
        state = self.companion_app.current_game.state
        if not isinstance(state, SessionState):
            raise CompanionError("the open game is not a trade session")
        return state

    def on_mount(self) -> None:
        self.show_state(self.game_state)
        self.set_interval(0.2, self._tick)

    def on_screen_resume(self) -> None:
        self.show_state(self.game_state)

    def show_state(self, state: SessionState) -> None:
        """Re-render everything from ``state``."""
        if not self.is_mounted:
            return
        title = _("{name} — {game} trade, round {round}, {phase}").format(name=state.name, game=state.title,
                                                                          round=state.turn, phase=phase_title(state.phase))
        self.query_one("#title-bar", Static).update(Text(title, style="bold"))
        lines = [player_line(state, p.name) for p in state.players]
        if state.cards is not None and state.phase in ("selection", "selected"):
            lines.insert(0, limit_line(state))
        self.query_one("#session-players", Static).update(Text("\n".join(lines)))
        self._tick()

    def _tick(self) -> None:
        timer = self.companion_app.timer
        words = "" if timer is None or self.game_state.phase != "trading" else _("Timer {clock} ({status})").format(
            clock=clock_text(timer.remaining()), status=_(TIMER_WORDS.get(timer.status, timer.status)))
        if words != self._timer_words:  # five ticks a second: a still screen stays still
            self._timer_words = words
            self.query_one("#session-timer", Static).update(words)

    def record(self, event: Buildable) -> str | None:
        return self.companion_app.record(event)

    def action_timer(self) -> None:
        """t: start, pause or resume the trading timer."""
        timer = self.companion_app.timer
        if timer is None:
            return
        action = {"ready": "start", "running": "pause", "paused": "resume"}.get(timer.status)
        if action == "start":
            self.companion_app.timer_action("start")
        elif action == "pause":
            self.companion_app.timer_action("pause")
        elif action == "resume":
            self.companion_app.timer_action("resume")

    def action_add_time(self) -> None:
        """+: 30 seconds more."""
        self.companion_app.timer_action("add", 30)

    def action_big_timer(self) -> None:
        """f: the timer on the whole screen."""
        from companion.tui.screens.big_timer import BigTimerScreen

        self.app.push_screen(BigTimerScreen())

    def action_end_trade(self) -> None:
        """e: the end of trade (the timer ends with it)."""
        timer = self.companion_app.timer
        if timer is not None and timer.status in ("running", "paused"):
            self.companion_app.timer_action("end")
        self.record(SessionEndTrade())

    def action_select(self) -> None:
        """s: Calamity Selection with a fresh seed (chosen here; the journal keeps it, the fold draws from it)."""
        self.record(SessionSelection(seed=secrets.randbits(63)))

    def action_next_round(self) -> None:
        """n: the next round."""
        self.record(SessionNextRound())

    def action_finish(self) -> None:
        """x: the session is over."""
        self.record(SessionFinish())

    async def action_overrule(self) -> None:
        """o: one player keeps the calamities the host says, for a reason."""

        def submit(values: dict[str, str]) -> str | None:
            kept = [name.strip() for name in values["kept"].split(",") if name.strip()]
            return self.record(SessionOverrule(player=values["player"].strip(), kept=kept, reason=values["reason"]))

        fields = [
            FormField("player", _("Player"), _("a player's name")),
            FormField("kept", _("Calamities kept"), "flood, famine", optional=True),
            FormField("reason", _("Reason"), _("why the host overrules")),
        ]
        await open_dialog(self.app, FormDialog(_("Overrule Calamity Selection"), fields, submit))

    async def action_ruling(self) -> None:
        """k: a ruling the table made."""

        def submit(values: dict[str, str]) -> str | None:
            return self.record(Ruling(text=values["text"], rule=values["rule"]))

        fields = [FormField("text", _("Ruling"), _("what the table decided")),
                  FormField("rule", _("Rule"), "002 Trade", optional=True)]
        await open_dialog(self.app, FormDialog(_("Ruling"), fields, submit))
