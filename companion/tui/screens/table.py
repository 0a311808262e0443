"""The table screen: the one that stays up all night.

The turn track, the phases, every player's markers and VP, and a panel that
says what the table must do now and which keys do it. The keys in the footer
change with the phase; they act on the player under the cursor.
"""

from __future__ import annotations


from rich.text import Text
from textual.app import ComposeResult
from textual import on
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.events import ScreenResume
from textual.screen import Screen
from textual.widgets import DataTable, Static

from companion.game.titm.why import calamity_line
from companion.game.titm.flow import next_step, resolution_step
from companion.game.events import Buildable
from companion.game.titm.state import GameState
from companion.game.kinds import state_as
from companion.tui.dialogs.base import open_dialog
from companion.tui.lines import joined
from companion.tui.opening import title_note
from companion.tui.timer_model import TradeTimer
from companion.game.words import roman
from companion.tui.views import PHASE_TITLES, checklist
from companion.tui.widgets.phase_bar import PhaseBar
from companion.tui.widgets.phones import PhoneStrip
from companion.game.titm.side_words import level_label
from companion.tui.widgets.players import NOW_LEGEND, PlayerBoard
from companion.tui.widgets.trade_clock import TradeClock
from companion.tui.widgets.turn_track import TurnTrack
from companion.tui.widgets.footer import KeysFooter
from companion.tui.widgets.plain_table import CURSOR_KEYS
from companion.tui.screens.table_trading import TradingKeys
from companion.game.titm.events import CalamitiesResolved, GameOver
from companion.tui.reach import ReachesApp
from companion.i18n import N_, _

#: Which keys are live in which phase (the footer shows only those).
PHASE_ACTIONS = {
    "timer": {"trading"},
    "big_timer": {"trading"},
    "add_time": {"trading"},
    "end_trading": {"trading"},
    "ability": {"trading"},
    "abandon": {"trading"},
    "warehouse": {"trading"},
    "develop": {"development"},
    "act": {"resolution", "development"},
}
#: Keys that change the score: not offered once the game is over (the end screen's ranking is final).
NOT_AFTER_GAME_OVER = {"vp_deal", "penalty", "correct"}
#: Keys that only show, never record: a window following the game read-only offers them too (its
#: trading timer full screen, for the players: README, "a screen for the players, timer included").
SHOWING = frozenset({"big_timer", "scroll_panel"})


class TableScreen(ReachesApp, TradingKeys, Screen[None]):
    """The game night's main screen."""

    HELP_TITLE = N_("The table")
    #: The screen a game is played on: its keys act on the player under the cursor (F1 says so), and
    #: opening another game replaces it (:meth:`CompanionApp.open_game`).
    GAME_SCREEN = True

    BINDINGS = [
        Binding("n", "next", N_("Next"), id="next", priority=True,
                tooltip=N_("the phase's next step, or the next phase (the panel says which)")),
        Binding("enter", "act", N_("Enter"), id="act", priority=True, show=False,
                tooltip=N_("act for the selected player: their goods in Resolution step 2, their developments")),
        # The cursor moves in the order keys are typed, before the key that acts on the player under it.
        *CURSOR_KEYS,
        # A checklist taller than the panel (a short terminal) scrolls; the focus stays on the players.
        Binding("pagedown", "scroll_panel(1)", N_("Scroll the panel down"), show=False, priority=True),
        Binding("pageup", "scroll_panel(-1)", N_("Scroll the panel up"), show=False, priority=True),
        Binding("t", "timer", N_("Timer"), id="timer", priority=True, tooltip=N_("start, pause or resume the trading timer")),
        Binding("plus,equals_sign", "add_time", N_("+30s"), id="add_time", priority=True,
                tooltip=N_("30 more seconds of trading")),
        Binding("f", "big_timer", N_("Big timer"), id="big_timer", priority=True,
                tooltip=N_("the timer on the whole screen, for the far end of the table")),
        Binding("e", "end_trading", N_("End trade"), id="end_trading", priority=True,
                tooltip=N_("trading ends, on to Resolution (asks first while time remains)")),
        Binding("a", "ability", N_("Ability"), id="ability", priority=True,
                tooltip=N_("cubes on a trade phase ability of the selected player's")),
        Binding("g", "abandon('government')", N_("Abandon gov"), id="abandon_government", priority=True, show=False,
                tooltip=N_("the selected player abandons government this turn (again: takes it back)")),
        Binding("r", "abandon('religion')", N_("Abandon rel"), id="abandon_religion", priority=True, show=False,
                tooltip=N_("the selected player abandons religion this turn (again: takes it back)")),
        Binding("w", "warehouse", N_("Warehouse"), id="warehouse", priority=True,
                tooltip=N_("the cards the selected player warehoused, and a warehouse check")),
        Binding("d", "develop", N_("Develop"), id="develop", priority=True,
                tooltip=N_("each player's developments in turn, from the selected player")),
        Binding("v", "vp_deal", N_("VP deal"), id="vp_deal", priority=True,
                tooltip=N_("VP the selected player gives another as part of a deal")),
        Binding("p", "penalty", N_("Penalty"), id="penalty", priority=True, show=False,
                tooltip=N_("a penalty of up to 5 VP for the selected player")),
        Binding("k", "ruling", N_("Ruling"), id="ruling", priority=True, show=False,
                tooltip=N_("note a ruling the table made, with the rule it refers to")),
        Binding("x", "correct", N_("Correct"), id="correct", priority=True, show=False,
                tooltip=N_("correct the selected player's VP or a marker, with a reason")),
        # sharing the table with phones and a TV (issue 10; companion/tui/sharing.py)
        Binding("s", "app.share", N_("Share"), id="share", priority=True, show=False,
                tooltip=N_("phones and a TV follow the table: shows the QR code")),
        Binding("y", "app.apply_phones", N_("Apply phones"), id="apply_phones", priority=True,
                tooltip=N_("apply every entry the phones sent")),
        Binding("i", "app.phone_entries", N_("Phone entries"), id="phone_entries", priority=True, show=False,
                tooltip=N_("the phones' entries waiting for you")),
    ]

    def __init__(self) -> None:
        super().__init__()
        self._footer_phase: tuple[int, str] | None = None  # the footer's keys were set for this phase
        self._drawn_at: tuple[object, ...] | None = None  # the sizes and state the screen was last drawn for
        self._resumed = False  # resumed once (the push that opened it)
        self._whole_row: Text | None = None  # the line under the checklist: the row under the cursor, spelt out

    def compose(self) -> ComposeResult:
        clock = TradeClock(id="clock")
        # Set before mounting: set after it, the phase's class restyles the whole screen once
        # more before its first frame (show_state keeps it up to date).
        self._show_phase(clock, self.game_state)
        yield Static("", id="title-bar", markup=False)
        yield TurnTrack()
        yield PhaseBar()
        yield PlayerBoard(id="players")
        yield PhoneStrip(id="phones")
        with Horizontal(id="panel"):
            with VerticalScroll(id="checklist-box", can_focus=False):  # a checklist taller than the panel scrolls
                yield Static("", id="checklist", markup=False)
                whole_row = Static("", id="board-whole", markup=False)  # the row under the cursor, where the board cut it
                whole_row.display = False
                yield whole_row
            yield clock
        yield KeysFooter()

    @property
    def game_state(self) -> GameState:
        return state_as(self.companion_app.current_game.state, GameState)

    def on_mount(self) -> None:
        # Every widget is composed, but Textual counts the screen as mounted only once this handler
        # has returned (show_state would do nothing): the first frame is then the table as it is,
        # where it was drawn empty and filled in by the Resize that follows.
        self._draw(self.game_state)
        self.query_one(PlayerBoard).focus()

    def on_resize(self) -> None:
        if self._drawn_at != self._drawing_for(self.game_state):  # a Resize with nothing changed draws nothing
            self.show_state(self.game_state)
        self.call_after_refresh(self._fit_notifications)

    def _fit_notifications(self) -> None:
        """Notifications stack over the panel only: at most as tall as it, the newest kept in view."""
        rack = self.query("#textual-toastrack")  # the screen's notifications (Textual's ToastRack)
        panel = self.query("#panel")
        if rack and panel:
            rack.first().styles.max_height = max(3, panel.first().region.height)

    def on_screen_resume(self, event: ScreenResume) -> None:
        if not self._resumed:
            # The first resume comes as the screen is pushed, just after every widget was styled as it
            # was mounted: Textual's restyle of the whole screen (every widget on it) would change nothing
            # before the first frame. Later resumes (a dialog closed, the theme changed) restyle.
            self._resumed = True
            event.refresh_styles = False
        if self.query_one(PlayerBoard).size.width:  # else not laid out yet: the Resize that follows draws it
            self.show_state(self.game_state)

    def _drawing_for(self, state: GameState) -> tuple[object, ...]:
        """What a drawing of the screen depends on besides the app's sharing and timer (each redrawn
        as it changes): the screen's size, the width the board's columns were fitted to (the
        screen's, before the board is laid out: the first Resize then changes nothing), and which
        state, at which event."""
        return self.size, self.query_one(PlayerBoard).content_width(), id(state), state.seq

    # --- rendering ---------------------------------------------------------------------

    def show_state(self, state: GameState) -> None:
        """Re-render everything from ``state``.

        Does nothing until the screen is mounted (the panel's children come last; a resume
        event can arrive before them on a busy machine): ``on_mount`` draws the first state.
        """
        if not self.is_mounted or not self.query("#checklist"):
            return
        self._draw(state)

    def _draw(self, state: GameState) -> None:
        """Render every widget from ``state`` (all of them composed)."""
        hidden = "  ·  " + _("VP face down") if state.house_rules.hidden_vp else ""
        title = f"{state.name} — " + _("Turn {turn} of {last}").format(
            turn=roman(state.turn), last=roman(state.rules.last_turn)) + f" · {_(PHASE_TITLES[state.phase])}"
        following = title_note(self.companion_app)
        bar = self.query_one("#title-bar", Static)
        bar.set_class(bool(following), "-following")
        bar.update(Text.assemble((title, "bold"), hidden, (f"  ·  {following}", "reverse") if following else ""))
        self.query_one(TurnTrack).show(state)
        self.query_one(PhaseBar).show(state)
        board = self.query_one(PlayerBoard)
        wide = board.fits_wide(state)
        board.show(state, wide=wide)
        self.show_phones()
        lines = checklist(state)
        if not wide and state.phase in NOW_LEGEND:  # the compact Now column's marks, spelt out
            lines.append(Text(_(NOW_LEGEND[state.phase]).replace("{level}", level_label(1)), style="dim"))
        self.query_one("#checklist", Static).update(joined(lines))
        self.show_whole_row()
        clock = self.query_one(TradeClock)
        self._show_phase(clock, state)
        timer = self.companion_app.timer
        if timer is not None and state.phase == "trading":
            clock.show(timer)
        if self._footer_phase != (state.turn, state.phase):  # the footer's keys change with the phase only
            self._footer_phase = (state.turn, state.phase)
            self.refresh_bindings()
        self._drawn_at = self._drawing_for(state)

    def _show_phase(self, clock: TradeClock, state: GameState) -> None:
        """The clock and the screen's ``-trading`` class (notifications sit above the clock) follow the phase."""
        trading = state.phase == "trading"
        clock.display = trading
        self.set_class(trading, "-trading")

    def show_whole_row(self) -> None:
        """Under the checklist, the row under the cursor whole where the board cut it (a long name at 80
        columns, a long language's words: :meth:`PlayerBoard.spelt_out`); nothing where the row is whole."""
        whole = self.query_one(PlayerBoard).spelt_out()
        if whole == self._whole_row:  # the cursor moved along whole rows: nothing to lay out again
            return
        self._whole_row = whole
        shown = self.query_one("#board-whole", Static)
        shown.display = whole is not None
        shown.update(whole or "")

    @on(DataTable.RowHighlighted, "#players")
    def _row_highlighted(self) -> None:
        if self.query("#board-whole"):  # composed (the board highlights its first row as it is mounted)
            self.show_whole_row()

    def show_phones(self) -> None:
        """The phones' entry states under the players, while the table is shared (issue 10)."""
        self.query_one(PhoneStrip).show_for(self.companion_app.sharing, self.game_state)

    def show_timer(self, timer: TradeTimer) -> None:
        """Refresh the big digits (the app calls this ~20 times a second while trading)."""
        if self.is_mounted and self.game_state.phase == "trading":
            for clock in self.query(TradeClock):  # none while the screen is composed, or taken down (quitting)
                clock.show(timer)

    def flash(self) -> None:
        """A visible flash with the bell, for the timer's warnings."""
        self.add_class("-flash")
        self.set_timer(0.6, lambda: self.remove_class("-flash"))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self.companion_app.game is None:
            return True
        phases = PHASE_ACTIONS.get(action)
        if self.companion_app.read_only and action not in SHOWING:  # another window records
            return action == "next" and self.game_state.phase == "over"  # only the ranking may be shown
        if action in NOT_AFTER_GAME_OVER:
            return self.game_state.phase != "over"
        if action == "act" and self.game_state.phase == "resolution":  # Enter enters goods: step 2 only
            return resolution_step(self.game_state) == 2
        return True if phases is None else self.game_state.phase in phases

    # --- helpers ---------------------------------------------------------------------------

    @property
    def selected(self) -> str:
        return self.query_one(PlayerBoard).selected or self.game_state.names[0]

    def record(self, event: Buildable) -> str | None:
        return self.companion_app.record(event)

    def action_cursor(self, step: int) -> None:
        """↑/↓: the player under the cursor (moved at once, so a key typed next acts on that player)."""
        self.query_one(PlayerBoard).step_cursor(step)

    def action_scroll_panel(self, pages: int) -> None:
        """PgDn/PgUp: scroll the checklist a page, when it is taller than the panel."""
        box = self.query_one("#checklist-box", VerticalScroll)
        if pages > 0:
            box.scroll_page_down(animate=False)
        else:
            box.scroll_page_up(animate=False)

    # --- the flow of a turn ------------------------------------------------------------

    async def action_next(self) -> None:
        """n: do the next thing the phase needs, or move on to the next phase (the turn's one state
        machine, :func:`companion.game.titm.flow.next_step`, says which)."""
        state = self.game_state
        step = next_step(state)
        if step.kind == "ranking":
            self._show_end()
        elif step.kind == "goods":
            await self._goods(step.player, chain=True)
        elif step.kind == "calamities":
            await self._calamities(state)
        elif step.event is None:  # not set up: nothing moves it on
            return
        elif state.phase == "trading":  # the timer stops too, and the table is asked first while time remains
            await self.action_end_trading()
        elif state.phase == "development" and (waiting := self.waiting_warning()):
            from companion.tui.dialogs.confirm import ConfirmDialog

            event = step.event
            def go_on(yes: bool | None) -> None:
                if yes:
                    self.record(event)

            await open_dialog(self.app, ConfirmDialog(_("Go on to the Civic phase?") + f" {waiting}",
                                                      N_("y / Enter: go on   n / Esc: stay"), help_title="Go on?"), go_on)
        elif self.record(step.event) is None and isinstance(step.event, GameOver):
            self._show_end()

    async def _calamities(self, state: GameState) -> None:
        """Resolution step 3: the calamity dialog, or, when nobody can be hit, the step recorded at once."""
        victims = state.victims()
        if not (victims.peasant_revolt or victims.barbarian_attack):
            # nobody can be hit (turn I, or nobody below the yellow line): nothing to type
            # or to read in a dialog, so n records it and says so
            if self.record(CalamitiesResolved(rolls={})) is None:
                now = self.game_state
                if now.this_turn.calamities is not None:  # just recorded
                    self.app.notify(calamity_line(now, now.turn, now.this_turn.calamities), timeout=4)
            return
        from companion.tui.dialogs.calamities import CalamityDialog

        await open_dialog(self.app, CalamityDialog())

    def _show_end(self) -> None:
        from companion.tui.screens.end import EndScreen

        self.app.push_screen(EndScreen())

    async def _goods(self, player: str, *, chain: bool = False) -> None:
        """Resolution step 2: ``player``'s goods (and, with ``chain``, every player still to enter after)."""
        from companion.tui.dialogs.goods import GoodsDialog

        await open_dialog(self.app, GoodsDialog(player, chain=chain))

    async def action_act(self) -> None:
        """Enter: act for the selected player (goods in Resolution step 2, developments)."""
        state = self.game_state
        if state.phase == "resolution" and resolution_step(state) == 2 and self.selected not in state.this_turn.goods:
            await self._goods(self.selected)
        elif state.phase == "development":
            await self.action_develop()

    async def action_develop(self) -> None:
        """d: choose developments, starting with the selected player."""
        from companion.tui.dialogs.development import DevelopmentDialog

        await open_dialog(self.app, DevelopmentDialog(self.selected))

    # --- any time ------------------------------------------------------------------------

    async def action_vp_deal(self) -> None:
        """v: VP given from one player to another as part of a deal (the selected player gives)."""
        from companion.tui.dialogs.table_forms import vp_deal_dialog

        await open_dialog(self.app, vp_deal_dialog(self.game_state, self.selected, self.record))

    async def action_penalty(self) -> None:
        """p: a penalty of up to 5 VP for the selected player."""
        from companion.tui.dialogs.table_forms import penalty_dialog

        held = self.game_state.player(self.selected).vp
        await open_dialog(self.app, penalty_dialog(self.selected, self.record, held, self.game_state))

    async def action_ruling(self) -> None:
        """k: note a ruling the table made, with the rule it refers to."""
        from companion.tui.dialogs.table_forms import ruling_dialog

        await open_dialog(self.app, ruling_dialog(self.record))

    async def action_correct(self) -> None:
        """x: a manual correction of the selected player's VP or a marker, with a reason."""
        from companion.tui.dialogs.table_forms import correction_dialog

        await open_dialog(self.app, correction_dialog(self.game_state, self.selected, self.record))
