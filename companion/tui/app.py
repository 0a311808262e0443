"""The Textual app: holds the game, records events, owns the trading timer.

Screens ask the app to record events (:meth:`CompanionApp.record`); the app
saves them through the journal and tells every screen to re-render from the
new state. The app is built by :func:`make_app`, used by the command line and
the tests alike; time, wall clock and dice are injected.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal

from typing import TYPE_CHECKING

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Static

from companion.errors import CompanionError
from companion.game.clock import Clock, wall_clock
from companion.tui.hangup import watch_terminal
from companion.tui.lines import printable_lines
from companion.tui.reach import CompanionHost
from companion.tui.screen_actions import ScreenActions
from companion.tui.share_actions import ShareActions
from companion.tui.timer_actions import TimerActions
from companion.tui.timer_model import TradeTimer
from companion.i18n import N_, _

if TYPE_CHECKING:
    from companion.game.events import Buildable, EventBase
    from textual.command import Provider

    from companion.edition import Edition
    from companion.game.session import Game
    from companion.game.follower import Follower
    from companion.tui.opening import Following
    from companion.tui.sharing import Sharing

Start = Literal["start", "demo", "open", "new"]


def _commands() -> type[Provider]:
    """The app's command-palette provider (imported when the palette first opens)."""
    from companion.tui.commands import CompanionCommands

    return CompanionCommands


class OpeningScreen(Screen[None]):
    """The first frame: drawn at once, while the game layer loads behind it."""

    HELP_TITLE = N_("Opening")

    def compose(self) -> ComposeResult:
        yield Static(_("companion — opening…"), classes="screen-title")


#: App actions that act on the open game: without one, their keys are neither shown nor run.
GAME_ACTIONS = frozenset({"undo", "redo", "ledger", "export", "share"})


def _kept_links(game: Game | Follower) -> bool:
    """Whether ``game`` kept the links it was shared on (beside its journal: companion.web.links)."""
    path = getattr(game, "path", None)
    if path is None:
        return False
    from companion.game.files import links_path  # the web layer is imported when the game is shared

    return links_path(path).is_file()


class CompanionApp(ScreenActions, ShareActions, TimerActions, CompanionHost):
    """The table companion.

    Args:
        start: what to open first: the start screen, the demo game, a saved game
            (``game_path``), or the new-game form (``game_path`` is where to save it).
        game_path: the journal for ``open`` and ``new``.
        edition: the edition id or path for new games.
        monotonic: the clock the trading timer runs on (seconds).
        wall: the wall clock for saving a running timer's deadline (seconds since 1970).
        now: timestamps of recorded events.
        rng: the generator the app rolls the Barbarian Die with.
        blink: blinking cursors (off in snapshot tests).
        game: with ``open``, the game already opened (by the command line): shown without reading it again.
    """

    CSS_PATH = "app.tcss"
    TITLE = "companion"
    SUB_TITLE = "Trading in the Mediterranean"
    COMMANDS = App.COMMANDS | {_commands}
    BINDINGS = [
        # Priority: F1 also works in a dialog (a modal screen hides the app's other bindings).
        Binding("f1", "help", N_("Help"), id="help", priority=True),
        Binding("ctrl+z", "undo", N_("Undo"), id="undo", priority=True),
        Binding("ctrl+y", "redo", N_("Redo"), id="redo", priority=True, show=False),
        Binding("ctrl+l", "ledger", N_("Ledger"), id="ledger", priority=True),  # read in order: see action_ledger
        Binding("ctrl+k", "calculator", N_("Calc"), id="calculator"),
        Binding("ctrl+t", "toggle_theme", N_("Theme"), id="theme", show=False),
        Binding("ctrl+q", "quit", N_("Quit"), id="quit", priority=True),
    ]

    def __init__(
        self,
        *,
        start: Start = "start",
        game_path: Path | None = None,
        edition: str = "titm-v6",
        monotonic: Callable[[], float] = time.monotonic,
        wall: Callable[[], float] = time.time,
        now: Clock = wall_clock,
        rng: random.Random | None = None,
        blink: bool = True,
        game: Game | None = None,
        notice: str = "",
    ) -> None:
        super().__init__()
        self._notice = notice  # said once the first screen is open (e.g. resume passed over a newer, damaged game)
        self.start_with: Start = start
        self.game_path = game_path
        self.edition_ref = edition
        self.monotonic = monotonic
        self.wall = wall
        self.now = now
        self.rng = rng or random.Random()
        self.blink = blink
        self.game: Game | Follower | None = None
        self._opened = game  # opened by the command line, shown at the first screen
        self.timer: TradeTimer | None = None
        self._timer_turn = 0
        self._timer_saved: object = None  # the journal's timer state the timer was last restored from
        self._following: Following | None = None  # polls a game another companion records
        self.sharing: Sharing | None = None  # the table's web pages, once the host shares them (issue 10)
        self.exit_note: str | None = None  # a last word, printed once the terminal is restored (companion.tui.run)

    # --- starting ---------------------------------------------------------------------

    def on_mount(self) -> None:
        self.set_interval(0.05, self.poll_timer)
        watch_terminal(self, self.leave)  # a terminal gone without SIGHUP quits as Ctrl+Q would
        if self.start_with == "open" and self._opened is not None:
            # The command line has read and checked the journal already (the game layer is
            # imported): the table is the first frame, with no placeholder drawn before it.
            self._open_first_screen()
            return
        # Draw a first frame at once; the game layer (pydantic, the rules, the journal)
        # is imported and the game opened just after it is on screen.
        self.push_screen(OpeningScreen())
        self.call_after_refresh(self._replace_opening)

    def _replace_opening(self) -> None:
        """Take the placeholder down and open the first screen (runs right after the first frame)."""
        self.pop_screen()
        self._open_first_screen()

    def _open_first_screen(self) -> None:
        """Open what ``start`` asks for."""
        from companion.tui import opening

        try:
            if self.start_with == "demo":
                opening.open_demo(self, ask=False)
            elif self.start_with == "open" and self._opened is not None:
                self.open_game(self._opened)
            elif self.start_with == "open" and self.game_path is not None:
                opening.open_path(self, self.game_path, ask=False)
            elif self.start_with == "new":
                from companion.tui.screens.new_game import NewGameScreen

                self.push_screen(NewGameScreen(self.game_path))
            else:
                from companion.tui.screens.start import StartScreen

                self.push_screen(StartScreen())
        except CompanionError as error:
            from companion.tui.screens.start import StartScreen

            self.push_screen(StartScreen())
            self.notify(str(error), severity="error", timeout=10)
            return
        if self._notice:
            self.notify(self._notice, severity="warning", timeout=15)

    @property
    def current_game(self) -> Game | Follower:
        """The open game, for the screens and dialogs shown only while one is open.

        Raises:
            CompanionError: no game is open.
        """
        if self.game is None:
            raise CompanionError("no game is open")
        return self.game

    @property
    def recorded_game(self) -> Game | None:
        """The open game if this window records it (None: no game, or one followed read-only)."""
        from companion.game.session import Game

        return self.game if isinstance(self.game, Game) else None

    @property
    def read_only(self) -> bool:
        """True while the open game is followed read-only (another companion records it)."""
        return bool(getattr(self.game, "read_only", False))

    @property
    def takes_phone_entries(self) -> bool:
        """Whether sharing gives the players pages of their own: only a game whose type takes phone
        entries (:attr:`GameKind.phone_entries`) that this window records (a Trade and Triumph
        scoreboard, or a game followed read-only, shares its board alone)."""
        return self.game is not None and self.game.kind.phone_entries and not self.read_only

    def open_game(self, game: Game | Follower) -> None:
        """Make ``game`` the app's game and show its screen: the table, or the Trade and Triumph scoreboard.

        A :class:`~companion.game.follower.Follower` (read-only) is polled while it is the app's game.
        """
        if self._following is not None:
            self._following.stop()
            self._following = None
        if self.game is not None:
            self.game.close()
        # a game shared when it was last closed is shared again on its kept links (resume_sharing);
        # sharing the game before stops first (its links were for that game)
        resume = not getattr(game, "read_only", False) and _kept_links(game)
        if self.sharing is not None or resume:
            self.sharing_switch = self.run_worker(self.switch_sharing(resume=resume))
        self.game = game
        self.timer = None
        from companion.game.follower import Follower

        if isinstance(game, Follower):
            from companion.tui.opening import Following

            self._following = Following(self, game)
        self._sync_timer()
        if game.torn is not None:
            self.notify(game.torn.describe(game.path), severity="warning", timeout=12)
        from companion.tui.kind_screens import game_screen

        # The new game's screen replaces the last game's and every screen opened over it (its ledger,
        # the new-game form): none of them shows the new game.
        screen = game_screen(game.kind)
        last = next((shown for shown in self.screen_stack if getattr(shown, "GAME_SCREEN", False)), None)
        if last is None:
            self.push_screen(screen)
            return
        while self.screen is not last:
            self.pop_screen()
        self.switch_screen(screen)

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: Literal["information", "warning", "error"] = "information",
        timeout: float | None = None,
        markup: bool = False,
    ) -> None:
        """Notify in plain text: messages carry names and file names, so ``markup`` is ignored and control
        characters are shown as escapes (every notification of the app and its screens comes here)."""
        text, heading = printable_lines(message), printable_lines(title)
        super().notify(text, title=heading, severity=severity, timeout=timeout, markup=False)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Keys that need an open game are neither shown nor run without one (the new-game form, the start screen)."""
        if action in GAME_ACTIONS and self.game is None:
            return False
        if action in ("undo", "redo") and self.read_only:
            return False
        if action == getattr(self.screen, "OWN_ACTION", None):  # the ledger's ^l, the calculator's ^k: already there
            return False
        if action == "phone_entries":  # only while the table is shared with players' pages
            return self.sharing is not None and self.sharing.player_pages
        if action == "apply_phones":  # only while phone entries wait
            return self.sharing is not None and bool(self.sharing.table.pending())
        return True

    # --- recording --------------------------------------------------------------------

    def record(self, event: Buildable) -> str | None:
        """Record one event; return None, or the reason it was refused.

        ``event``: the event, or a function that builds it from what a person typed (a field it
        refuses is then told like any other refusal). The reason is shown as a notification,
        unless the screen is a dialog that shows it itself (``SHOWS_PROBLEMS``).
        """
        if self.game is None:
            return _("no game is open")
        game = self.recorded_game
        if game is None:
            self.notify(_("Not recorded: this game is open read-only (another window records it)"), severity="warning")
            return _("this game is open read-only")
        try:
            game.record(event() if callable(event) else event)  # a builder builds it here, refused alike
        except CompanionError as error:
            said = error.said()  # the judge's refusal in the host's language (its English words stay the journal's)
            if not getattr(self.screen, "SHOWS_PROBLEMS", False):  # a dialog says it in its own words, in place
                self.notify(said, severity="error", timeout=8)
            return said
        self.state_changed()
        return None

    def on_notify(self, event: Message) -> None:
        """One notification at a time: a new one replaces those before (Textual adds it just after this
        handler), so notifications never stack up over the players' rows."""
        self.clear_notifications()

    def state_changed(self) -> None:
        """Tell every screen showing the game to re-render from the state."""
        self._sync_timer()
        for screen in self.screen_stack:
            show = getattr(screen, "show_state", None)
            if show is not None and self.game is not None:
                show(self.game.state)
        if self.sharing is not None:  # the phones' pages follow the state
            self.sharing.changed()

    def action_undo(self) -> None:
        """Undo the last change (any screen, across phases and turns); on a full disk, say so and change nothing."""
        game = self.recorded_game
        if game is None or not game.can_undo:
            self.notify(_("Nothing to undo."))
            return
        words = self.step_words(game.undo_step)
        try:
            game.undo(reason="Ctrl+Z")
        except CompanionError as error:  # a full disk: nothing changed, the app carries on
            self.notify(_("Not undone: {problem}").format(problem=error), severity="error", timeout=8)
            return
        self.notify(_("Undone: {change}").format(change=words) if words else _("Undone."))
        self.state_changed()

    def action_redo(self) -> None:
        """Redo the last undone change; on a full disk, say so and change nothing."""
        game = self.recorded_game
        if game is None or not game.can_redo:
            self.notify(_("Nothing to redo."))
            return
        words = self.step_words(game.redo_step)
        try:
            game.redo()
        except CompanionError as error:
            self.notify(_("Not redone: {problem}").format(problem=error), severity="error", timeout=8)
            return
        self.notify(_("Redone: {change}").format(change=words) if words else _("Redone."))
        self.state_changed()

    def step_words(self, events: list[EventBase]) -> str:
        """One line for a step of undo or redo ("" for none): an event's words, or the phones' entries
        applied together, naming the players."""
        from companion.game.history import step_words

        game = self.game
        return step_words(events, lambda e: game.kind.describe(e, game.state)) if events and game else ""

    def action_toggle_theme(self) -> None:
        """Switch between the dark and the light theme."""
        self.theme = "textual-light" if self.current_theme.dark else "textual-dark"

    async def action_quit(self) -> None:
        """Quit at once: everything is already saved; a running timer is saved paused; sharing stops."""
        await self.leave()

    async def leave(self, return_code: int = 0) -> None:
        """Quit (see :meth:`action_quit`) with ``return_code`` as the exit status (:mod:`companion.tui.hangup`)."""
        running = self.timer is not None and self.timer.status == "running"
        if running and self.game is not None and not self.read_only:
            refused = self.timer_action("pause")
            if refused is not None:  # a full disk: the screen is about to go, so say it after
                self.exit_note = _("the trading timer could not be saved paused, so it runs on while the game is closed "
                                   "({problem})").format(problem=refused)
        await self.stop_sharing()
        if self.game is not None:
            self.game.close()
        self.exit(return_code=return_code)

    def default_edition(self) -> Edition:
        """The edition for new games and the calculator (the open game's own snapshot if any)."""
        from companion.edition import load_edition

        game = self.game
        if game is not None and game.kind.edition is not None:
            return game.kind.edition(game.events[0], str(game.path))
        return load_edition(self.edition_ref)


def make_app(**options: Any) -> CompanionApp:
    """Build the app (the command line and the tests use this factory)."""
    return CompanionApp(**options)
