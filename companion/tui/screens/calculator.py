"""The referee calculator: settle a dispute without touching the game.

One tab per computation of Trading in the Mediterranean (Sets, Resolve,
Victims, Barbarians, Draws) and one tab per rule pack, each holding that pack's
computations. The answer updates as the host types; it is the same answer
``companion calc`` prints. With a game open, the primary game's boxes start
with the selected player's markers. Nothing here records an event.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static, TabbedContent, TabPane, Tabs

from companion.errors import CompanionError
from companion.tui.calc_forms import Form, Pack, Sources, Table, prefill
from companion.tui.calc_forms import advciv, megaciv, ti4, titm, tnt
from companion.tui.widgets.calc.form import ALT_DIGIT_KEYS, CalcForm
from companion.tui.dialogs.base import FIELD_KEYS
from companion.tui.widgets.footer import KeysFooter
from companion.tui.reach import ReachesApp
from companion.tui.styles import SCREENS_CSS
from companion.i18n import N_, _

#: The rule packs' tabs, after the primary game's.
PACKS: tuple[Pack, ...] = (advciv.PACK, megaciv.PACK, ti4.PACK, tnt.PACK)

#: Every computation by the id of its tab pane.
FORMS: dict[str, Form] = {f"tab-{f.id}": f for f in (*titm.FORMS, *(f for p in PACKS for f in p.forms))}

#: The outer tabs' titles in order, for the Alt+number keys.
TAB_TITLES: tuple[str, ...] = tuple(f.title for f in titm.FORMS) + tuple(p.title for p in PACKS)


class CalculatorScreen(ReachesApp, Screen[None]):
    """Referee computations for the primary game and the rule packs, answered live."""

    CSS_PATH = SCREENS_CSS

    HELP_TITLE = N_("Referee calculator")
    #: The app's key that opens this screen (not offered here).
    OWN_ACTION = "calculator"

    BINDINGS = [
        Binding("escape", "back", N_("Back"), id="back"),
        *FIELD_KEYS,  # boxes typed fast, Tab between them, land where they were meant
        Binding("ctrl+pagedown", "next_tab", N_("Next tab"), id="next_tab", priority=True),
        Binding("ctrl+pageup", "previous_tab", N_("Previous tab"), id="previous_tab", priority=True, show=False),
        Binding("ctrl+down", "next_computation", N_("Next calc"), id="next_computation", priority=True),
        Binding(
            "ctrl+up", "previous_computation", N_("Previous calc"), id="previous_computation", priority=True, show=False
        ),
        # alt+1…: the tab of that title (F1 lists each by its title, said in the host's language)
        *[
            Binding(f"alt+{n}", f"show_tab({n})", title, id=f"tab_{n}", show=False)
            for n, title in enumerate(TAB_TITLES, start=1)
        ],
        # the same keys as most terminals send them (ESC and a digit): before the box types them
        *[
            Binding(ALT_DIGIT_KEYS[n], f"show_tab({n})", "", show=False, priority=True)
            for n in range(1, len(TAB_TITLES) + 1)
        ],
    ]

    def __init__(self) -> None:
        super().__init__()
        self.sources = Sources(self.companion_app.default_edition)
        self.table = self._table()
        self._opened: set[str] = set()  # panes whose computation is mounted
        self._focus_on_show = False  # the next tab shown gets the cursor (it was chosen with a key here)

    def _table(self) -> Table | None:
        """The open game and the player selected on the table screen (else the first), for prefilling."""
        game = getattr(self.app, "game", None)
        if game is None or not game.state.players:
            return None
        state = game.state
        name = None
        for screen in self.app.screen_stack:
            if getattr(screen, "GAME_SCREEN", False):
                from companion.tui.widgets.players import PlayerBoard

                boards = screen.query(PlayerBoard)
                name = boards.first().selected if boards else None
        try:
            return Table(state, state.player(name) if name else state.players[0])
        except CompanionError:
            return Table(state, state.players[0])

    def compose(self) -> ComposeResult:
        # The panes start empty: a computation's boxes are mounted the first time its tab is shown,
        # so the screen opens fast and a tab switch restyles a few dozen widgets, not hundreds.
        yield Static(self._title(), id="calc-title", classes="screen-title", markup=False)
        with TabbedContent(id="calc-tabs", initial=self._game_tab()):
            for form in titm.FORMS:
                yield TabPane(_(form.title), id=f"tab-{form.id}")
            for pack in PACKS:
                with TabPane(_(pack.title), id=f"tab-{pack.id}"):
                    with TabbedContent(id=f"{pack.id}-tabs", classes="calc-pack"):
                        for form in pack.forms:
                            yield TabPane(_(form.title), id=f"tab-{form.id}")
        yield KeysFooter()

    def _game_tab(self) -> str:
        """The open game's own tab (its kind's :attr:`~companion.game.kinds.GameKind.calculator`), or "": the first."""
        game = getattr(self.app, "game", None)
        tab = f"tab-{game.kind.calculator}" if game is not None and game.kind.calculator else ""
        return tab if tab in self._outer_panes() else ""

    def _title(self) -> str:
        """``Referee calculator — titm-v6 · prefilled from Ann``: short enough for 80 columns."""
        try:
            game = self.companion_app.default_edition().id
        except CompanionError as error:
            game = "⚠ " + _("the edition cannot be read: {error}").format(error=error)
        if self.table is not None:
            return _("Referee calculator — {edition} · prefilled from {player}").format(
                edition=game, player=self.table.player.name)
        return _("Referee calculator — {edition}").format(edition=game)

    async def on_mount(self) -> None:
        await self._show_form(focus=True)

    # --- moving around ------------------------------------------------------------------

    @property
    def tabs(self) -> TabbedContent:
        return self.query_one("#calc-tabs", TabbedContent)

    def _pack_tabs(self) -> TabbedContent | None:
        """The inner tabs of the active rule pack, or None on a primary-game tab."""
        active = self.tabs.active.removeprefix("tab-")
        if any(p.id == active for p in PACKS):
            return self.query_one(f"#{active}-tabs", TabbedContent)
        return None

    def active_form(self) -> CalcForm:
        """The computation on screen."""
        return self._form_pane().query_one(CalcForm)

    def _form_pane(self) -> TabPane:
        """The pane of the computation on screen (in the active rule pack's tabs on a pack tab)."""
        pane = (self._pack_tabs() or self.tabs).active_pane
        assert pane is not None
        return pane

    async def _show_form(self, *, focus: bool) -> None:
        """Mount the computation on screen if it is shown for the first time; put the cursor in it if asked."""
        pane = self._form_pane()
        if pane.id not in self._opened:
            self._opened.add(pane.id or "")
            form = FORMS[pane.id or ""]
            start = prefill(form, self.table) if form in titm.FORMS else {}
            await pane.mount(CalcForm(form, self.sources, start))
        if focus:
            self.active_form().focus_first()

    def _step(self, tabbed: TabbedContent, step: int) -> None:
        """Activate the next (``step`` 1) or previous (-1) tab of ``tabbed``, wrapping; the cursor goes into it."""
        tabs = tabbed.query_children(Tabs).first()
        self._focus_on_show = True
        self.set_focus(None)  # else Textual moves the focus off the hidden box after we set it
        tabs.action_next_tab() if step > 0 else tabs.action_previous_tab()

    def _outer_panes(self) -> list[str]:
        return [f"tab-{f.id}" for f in titm.FORMS] + [f"tab-{p.id}" for p in PACKS]

    def action_next_tab(self) -> None:
        """The next tab: a computation of the primary game or a rule pack."""
        self._step(self.tabs, 1)

    def action_previous_tab(self) -> None:
        """The previous tab."""
        self._step(self.tabs, -1)

    def action_show_tab(self, number: int) -> None:
        """Alt+1 … Alt+9: that tab."""
        panes = self._outer_panes()
        if 1 <= number <= len(panes) and panes[number - 1] != self.tabs.active:
            self._focus_on_show = True
            self.set_focus(None)
            self.tabs.active = panes[number - 1]

    def action_next_computation(self) -> None:
        """Within a rule pack: its next computation."""
        inner = self._pack_tabs()
        if inner is not None:
            self._step(inner, 1)

    def action_previous_computation(self) -> None:
        """Within a rule pack: its previous computation."""
        inner = self._pack_tabs()
        if inner is not None:
            self._step(inner, -1)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("next_computation", "previous_computation") and self.is_mounted:
            return self._pack_tabs() is not None
        return True

    async def on_tabbed_content_tab_activated(self, event: TabbedContent.TabActivated) -> None:
        """A tab was shown (by a key here or on the tab bar): mount its computation, and focus it after a key here."""
        focus, self._focus_on_show = self._focus_on_show, False
        await self._show_form(focus=focus)
        self.refresh_bindings()

    def action_back(self) -> None:
        """Back to the screen underneath."""
        self.app.pop_screen()
