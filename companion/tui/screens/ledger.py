"""The referee's books: the VP ledger, the history (undo, redo, rewind) and the rulings.

Three tabs (keys ``l``, ``h``, ``r``). The ledger shows every VP entry of every
player, or of one (``1``–``6``, ``0`` for all), with each player's total. The
history lists every journal event with whether it is in effect; ``u`` undoes the
last change, ``y`` redoes, ``w`` rewinds to the highlighted event. The rulings
tab lists the table's rulings; ``a`` adds one. Everything is re-rendered in
:meth:`LedgerScreen.show_state`, which the app calls after every change.
Names, reasons and rulings are data: every line is drawn without parsing markup.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Static, TabbedContent, TabPane

from companion.errors import CompanionError
from companion.game.history import undoable
from companion.game.kinds import state_as
from companion.game.session import Game
from companion.game.titm.state import GameState
from companion.game.tnt.state import TntState
from companion.game.timing import TurnTime, summary, turn_line, turn_times
from companion.tui.dialogs.base import open_dialog
from companion.tui.dialogs.form import FormDialog, FormField
from companion.tui.opening import title_note
from companion.tui.widgets.history_table import HistoryTable, detail, phase_name, turn_heading, when
from companion.tui.widgets.ledger_table import LedgerTable
from companion.tui.widgets.race_chart import RaceChart
from companion.tui.widgets.plain_table import CURSOR_KEYS, PlainTable
from companion.tui.widgets.footer import KeysFooter
from companion.game.events import Ruling
from companion.tui.reach import ReachesApp
from companion.tui.styles import SCREENS_CSS
from companion.i18n import N_, _, ngettext

if TYPE_CHECKING:
    from companion.game.events import EventBase
    from companion.game.follower import Follower

#: What the ledger shows: either game type's state.
LedgerState = GameState | TntState

#: Which keys are live on which tab (the footer shows only those).
TAB_ACTIONS = {
    "player": "ledger-tab",
    "undo_with_reason": "history-tab",
    "redo": "history-tab",
    "rewind": "history-tab",
    "add_ruling": "rulings-tab",
}

#: Keys that record an event: not offered on a game followed read-only.
RECORDING = frozenset({"undo_with_reason", "redo", "rewind", "add_ruling"})

PLAYER_KEYS = [
    Binding(str(n), f"player({n})", N_("Ledger of the player in that seat"), id=f"ledger_player_{n}", show=False, priority=True)
    for n in range(1, 7)
]


class LedgerScreen(ReachesApp, Screen[None]):
    """The VP ledger, the event history and the rulings of the open game."""

    CSS_PATH = SCREENS_CSS

    HELP_TITLE = N_("Ledger and history")
    #: The app's key that opens this screen (not offered here).
    OWN_ACTION = "ledger"

    # Priority bindings, the cursor's too, as on the table: each key acts when the app reads it, in
    # the order typed (↑ then w rewinds to the row ↑ moved to), and a key that opens a dialog waits
    # for it (a note typed at once lands in it).
    BINDINGS = [
        Binding("escape,q", "back", N_("Back"), id="back"),
        Binding("l", "tab('ledger-tab')", N_("Ledger tab"), id="tab_ledger", show=False, priority=True),
        Binding("h", "tab('history-tab')", N_("History tab"), id="tab_history", show=False, priority=True),
        Binding("r", "tab('rulings-tab')", N_("Rulings tab"), id="tab_rulings", show=False, priority=True),
        Binding("v", "tab('race-tab')", N_("Race tab"), id="tab_race", show=False, priority=True),
        Binding("0", "player(0)", N_("Ledger of all players"), id="ledger_all", show=False, priority=True),
        *PLAYER_KEYS,
        Binding("u", "undo_with_reason", N_("Undo…"), id="history_undo", priority=True),
        Binding("y", "redo", N_("Redo"), id="history_redo", priority=True),
        Binding("w", "rewind", N_("Rewind…"), id="history_rewind", priority=True),
        Binding("a", "add_ruling", N_("Add ruling…"), id="add_ruling", priority=True),
        *CURSOR_KEYS,
    ]

    def __init__(self) -> None:
        super().__init__()
        self.only: str | None = None  # the one player whose ledger is shown, or None for all
        self.times: list[TurnTime] = []  # how long each turn took, from the journal's timestamps

    def compose(self) -> ComposeResult:
        yield Static("", id="ledger-title", classes="screen-title", markup=False)
        yield Static("", id="ledger-notice", markup=False)
        with TabbedContent(id="ledger-tabs", initial="ledger-tab"):
            with TabPane(_("Ledger (l)"), id="ledger-tab"):
                yield Static("", id="ledger-filter", classes="notes", markup=False)
                yield LedgerTable(id="ledger-table")
            with TabPane(_("History (h)"), id="history-tab"):
                yield Static("", id="history-times", classes="notes", markup=False)
                yield HistoryTable(id="history-table")
                yield Static("", id="history-detail", markup=False)
            with TabPane(_("Rulings (r)"), id="rulings-tab"):
                yield Static("", id="rulings-note", classes="notes", markup=False)
                yield PlainTable(id="rulings-table", cursor_type="row", zebra_stripes=True)
                yield Static("", id="ruling-detail", classes="notes", markup=False)
            if self.game.kind.race is not None:  # a game type that draws its race (VP turn by turn)
                with TabPane(_("Race (v)"), id="race-tab"):
                    yield RaceChart(id="ledger-race")
        yield KeysFooter()

    @property
    def game(self) -> Game | Follower:
        return self.companion_app.current_game

    @property
    def game_state(self) -> LedgerState:
        """The open game's state: the ledger, history and rulings are shown for either game type."""
        state = self.game.state
        if not isinstance(state, (GameState, TntState)):
            raise TypeError(f"the ledger shows no {type(state).__name__}")
        return state

    def on_mount(self) -> None:
        self.query_one("#rulings-table", DataTable).add_columns(
            "#", turn_heading(self.game.kind), _("Phase"), _("Ruling"), _("Rule"))
        self.show_state(self.game_state)
        self._focus_shown_tab()

    def _focus_shown_tab(self) -> None:
        """Put the cursor in the table of the tab shown, at once.

        At once, and only in the tab shown: focusing a table also shows its tab (Textual's
        TabPane.Focused), so a focus left to happen later (``focus()``) in the ledger tab took the
        screen back there after ``h``, typed at once, had shown the history.
        """
        pane = self.query_one(TabbedContent).active_pane
        tables = pane.query(DataTable) if pane is not None else None
        if not tables:  # the race: a chart, nothing to put a cursor in
            return
        table = tables.first()
        if not table.has_focus:
            self.set_focus(table)

    def on_screen_resume(self) -> None:
        self.show_state(self.game_state)

    # --- rendering ---------------------------------------------------------------------

    def show_state(self, state: LedgerState) -> None:
        """Re-render the three tabs from ``state`` and the journal."""
        if not self.is_mounted:
            return
        following = title_note(self.companion_app)
        self.query_one("#ledger-title", Static).update(
            _("Ledger, history and rulings — {game}, {when}").format(
                game=state.name, when=when(self.game.kind, state.turn, state.phase))
            + (f" · {following}" if following else "")
        )
        notice = self.query_one("#ledger-notice", Static)
        house_rules = getattr(state, "house_rules", None)  # the primary game's; a scoreboard has none
        notice.display = bool(house_rules and house_rules.hidden_vp)
        notice.update(
            "⚠ " + _("VP totals are face down at the table (house rule): this screen is the referee's — "
                     "keep it out of the players' sight.")
        )
        self._show_ledger(state)
        self._show_history()
        self._show_rulings(state)
        self._show_race(state)
        self.refresh_bindings()

    def _show_ledger(self, state: LedgerState) -> None:
        if self.only is not None and self.only not in state.names:
            self.only = None
        count = len(state.players)
        shown = (_("Showing {player} only — keys 1–{n}: one player (in seat order) · 0: all") if self.only
                 else _("Showing all players — keys 1–{n}: one player (in seat order) · 0: all"))
        self.query_one("#ledger-filter", Static).update(shown.format(player=self.only, n=count))
        self.query_one(LedgerTable).show(state, self.only, self.game.kind)

    def _show_history(self) -> None:
        table = self.query_one(HistoryTable)
        table.show(self.game.history(), self.game.kind, self.game.state)
        self.times = turn_times(self.game.events)
        times = self.query_one("#history-times", Static)
        times.display = bool(self.times)
        times.update(summary(self.times, _))
        self._show_detail()

    def _show_detail(self) -> None:
        """The highlighted event in full, and how long its turn took (trading and pauses apart)."""
        line = self.query_one(HistoryTable).selected
        text = detail(line, self.game.kind, self.game.state) if line else ""
        turn = next((t for t in self.times if line is not None and t.turn == line.event.turn), None)
        if turn is not None:
            text += "\n" + turn_line(turn, _)
        self.query_one("#history-detail", Static).update(Text(text))  # reasons and names are data, not markup

    def _show_race(self, state: LedgerState) -> None:
        """The race so far: each player's VP at the end of every turn (the referee's screen: shown
        even while totals are face down at the table, as the ledger is)."""
        charts = self.query(RaceChart)
        if charts:  # the race tab: a game type that draws its race, the primary game
            from companion.game.titm.race import race

            charts.first().show(race(state_as(state, GameState)))

    def _show_rulings(self, state: LedgerState) -> None:
        table = self.query_one("#rulings-table", DataTable)
        shown, row = table.row_count, table.cursor_row
        table.clear()
        kind = self.game.kind
        for r in state.rulings:
            table.add_row(str(r.seq), kind.turn_label(r.turn), phase_name(kind, r.phase), r.text, r.rule or "—", key=str(r.seq))
        if state.rulings:  # a new ruling is highlighted (shown in full below); else the cursor stays
            added = len(state.rulings) > shown
            table.move_cursor(row=table.row_count - 1 if added else min(row, table.row_count - 1))
        self._show_ruling()
        n = len(state.rulings)
        note = (ngettext("{n} ruling — a: add one (the ruling and the rule it reads).",
                         "{n} rulings — a: add one (the ruling and the rule it reads).", n).format(n=n) if n
                else _("No rulings yet — a: add one (the ruling and the rule it reads)."))
        self.query_one("#rulings-note", Static).update(note)

    def _show_ruling(self) -> None:
        """The highlighted ruling in full, and the rule it reads: a ruling is often longer than its column."""
        table = self.query_one("#rulings-table", DataTable)
        rulings = self.game_state.rulings
        text = ""
        if table.row_count and 0 <= table.cursor_row < len(rulings):
            r = rulings[table.cursor_row]
            text = f"#{r.seq} · {when(self.game.kind, r.turn, r.phase)}\n{r.text}\n" + _("Rule: {rule}").format(rule=r.rule or "—")
        self.query_one("#ruling-detail", Static).update(Text(text))  # the table's words are data, not markup

    @on(DataTable.RowHighlighted, "#rulings-table")
    def _ruling_highlighted(self) -> None:
        self._show_ruling()

    @on(DataTable.RowHighlighted, "#history-table")
    def _highlighted(self) -> None:
        self._show_detail()

    @on(TabbedContent.TabActivated)
    def _tab_changed(self, event: TabbedContent.TabActivated) -> None:
        if event.pane is not None and event.pane is self.query_one(TabbedContent).active_pane:
            self._focus_shown_tab()
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in RECORDING and self.companion_app.read_only:  # another window records
            return False
        tab = TAB_ACTIONS.get(action)
        if tab is None or not self.is_mounted:
            return True
        if self.query_one(TabbedContent).active != tab:
            return False
        number = parameters[0] if parameters else None
        if action == "player" and isinstance(number, int) and number > len(self.game_state.players):
            return False
        return True

    # --- actions -------------------------------------------------------------------------

    def action_back(self) -> None:
        """Escape or q: back to the table."""
        self.app.pop_screen()

    def action_tab(self, tab: str) -> None:
        """l, h, r, v: the ledger, history, rulings or race tab (v: where the game type draws a race)."""
        if not self.query(f"#{tab}"):
            return
        self.query_one(TabbedContent).active = tab
        self._focus_shown_tab()

    def action_cursor(self, step: int) -> None:
        """↑/↓: the row of the tab shown (moved at once, so a key typed next acts on that row)."""
        pane = self.query_one(TabbedContent).active_pane
        tables = pane.query(PlainTable) if pane is not None else None
        if tables:
            tables.first().step_cursor(step)

    def action_player(self, number: int) -> None:
        """1–6: the ledger of the player in that seat; 0: of everyone."""
        state = self.game_state
        self.only = state.players[number - 1].name if 1 <= number <= len(state.players) else None
        self._show_ledger(state)
        self.query_one(LedgerTable).move_cursor(row=0)

    async def action_undo_with_reason(self) -> None:
        """u: undo the last change, with an optional reason kept in the journal."""
        game = self.companion_app.recorded_game
        target = game.undo_target if game is not None else None
        if game is None or target is None:
            self.notify(_("Nothing to undo."))
            return
        words = self.companion_app.step_words(game.undo_step)

        def submit(values: dict[str, str]) -> str | None:
            try:
                game.undo(reason=values["reason"])
            except CompanionError as error:
                return error.said()
            self.notify(_("Undone: {events}").format(events=words))
            self.companion_app.state_changed()
            return None

        await open_dialog(
            self.app,
            FormDialog(
                _("Undo {seqs}: {events}").format(seqs=_seqs(game.undo_step), events=words),
                [FormField("reason", _("Why (optional)"), _("e.g. wrong player"))],
                submit,
                hint=_("Enter: undo   Esc: keep it   (y redoes it later)"),
                help_title="Undo one event",
            )
        )

    def action_redo(self) -> None:
        """y: redo the last undone change."""
        self.companion_app.action_redo()

    async def action_rewind(self) -> None:
        """w: go back to just after the highlighted event (it must be in effect); a note is required."""
        game = self.companion_app.recorded_game
        line = self.query_one(HistoryTable).selected
        if game is None or line is None:  # followed read-only: another window records
            return
        to = line.event.seq
        if not any(e.seq == to for e in game.timeline.kept):
            why = (_("it was undone by event {seq}").format(seq=line.undone_by) if line.undone_by
                   else _("undo, redo and rewind are not changes"))
            self.notify(_("Cannot rewind to event {seq}: {why}. Pick an event shown as in effect.").format(seq=to, why=why),
                        severity="warning")
            return
        later = [e for e in game.timeline.kept if e.seq > to and undoable(e)]
        if not later:
            self.notify(_("Nothing after event {seq} to rewind.").format(seq=to))
            return

        def submit(values: dict[str, str]) -> str | None:
            if not values["note"]:
                return _("a note is required: why the table goes back")
            try:
                game.rewind(to, note=values["note"])
            except CompanionError as error:
                return error.said()
            self.notify(ngettext("Rewound to event {seq}: {n} later event undone.",
                                 "Rewound to event {seq}: {n} later events undone.", len(later)).format(seq=to, n=len(later)))
            self.companion_app.state_changed()
            return None

        await open_dialog(
            self.app,
            FormDialog(
                _("Rewind to just after event {seq}: {event}").format(seq=to, event=game.kind.describe(line.event, game.state)),
                [FormField("note", _("Why the table goes back (required)"), _("e.g. we forgot Ada's goods"))],
                submit,
                hint=ngettext("Undoes the {n} later event in effect; y redoes it. Esc: cancel",
                              "Undoes the {n} later events in effect; y redoes them one by one. Esc: cancel",
                              len(later)).format(n=len(later)),
                help_title="Rewind the game",
            )
        )

    async def action_add_ruling(self) -> None:
        """a: record a ruling the table made, with the rule it reads."""

        def submit(values: dict[str, str]) -> str | None:
            if not values["text"]:
                return _("type the ruling")
            return self.companion_app.record(lambda: Ruling(text=values["text"], rule=values["rule"]))

        await open_dialog(
            self.app,
            FormDialog(
                _("New ruling"),
                [
                    FormField("text", _("The ruling"), _("e.g. hints about card bottoms are not allowed")),
                    FormField("rule", _("Rule it reads (optional)"), _("e.g. 001 Trading Phase")),
                ],
                submit,
            )
        )


def _seqs(events: list[EventBase]) -> str:
    """``"event 12"``, or for a step of several ``"events 12–16"``."""
    first, last = events[0].seq, events[-1].seq
    return _("event {seq}").format(seq=last) if first == last else _("events {first}–{last}").format(first=first, last=last)
