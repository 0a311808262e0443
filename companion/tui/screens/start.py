"""The start screen: new game, a Trade and Triumph scoreboard, resume a saved game, the demo, statistics
across the saved games, import a game, the edition, the calculator.

The saved games' names and players are data: the menu never parses markup, and a
journal that cannot be read is listed with its problem, control characters shown
as escapes (:func:`companion.text.printable`).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option
from companion.tui.widgets.footer import KeysFooter

from companion.errors import CompanionError
from companion.game.saved import saved_games
from companion.text import printable
from companion.tui.reach import ReachesApp
from companion.tui.styles import SCREENS_CSS
from companion import i18n
from companion.i18n import NAMES, N_, _


class StartScreen(ReachesApp, Screen[None]):
    """What to do: pick with ↑/↓ and Enter, or the letter keys."""

    CSS_PATH = SCREENS_CSS

    HELP_TITLE = N_("Start")

    BINDINGS = [
        # priority, all of them: each acts when the app reads it, in the order typed, and the next key
        # is read once its screen is open (a name typed at once lands in the form, never in a key here)
        Binding("n", "app.new_game", N_("New game"), id="new", priority=True),
        Binding("t", "app.new_tnt", N_("Trade and Triumph"), id="new_tnt", priority=True),
        # not in the footer (80 columns hold five keys): the menu offers it, F1 lists it
        Binding("r", "new_session", N_("Trade session"), id="new_session", priority=True, show=False),
        Binding("d", "demo", N_("Demo"), id="demo", priority=True),
        Binding("e", "app.edition", N_("Edition"), id="edition", priority=True),
        Binding("c", "app.calculator", N_("Calculator"), id="calc", priority=True),
        Binding("s", "app.stats", N_("Statistics"), id="stats", priority=True),
        Binding("i", "import_game", N_("Import"), id="import", priority=True),
        # not in the footer either: the menu's last line names the language and this key
        Binding("g", "language", N_("Language"), id="language", priority=True, show=False),
    ]

    def compose(self) -> ComposeResult:
        yield Static("companion — " + _("Trading in the Mediterranean"), classes="screen-title")
        yield OptionList(id="start-menu", markup=False)
        yield Static(
            _("Every change is saved as it happens. Ctrl+P: commands · F1: keys"), classes="notes"
        )
        yield KeysFooter()

    def on_mount(self) -> None:
        self._fill()

    def on_screen_resume(self) -> None:
        self._fill()

    def _fill(self) -> None:
        menu = self.query_one(OptionList)
        menu.clear_options()
        menu.add_option(Option(_("New game…"), id="new"))
        menu.add_option(Option(_("New Trade and Triumph scoreboard…"), id="tnt-new"))
        menu.add_option(Option(_("Demo: a 5-player game in turn III"), id="demo"))
        for game in saved_games():
            if game.problem:
                problem = printable(f"✗ {game.path.name}: {game.problem}")
                menu.add_option(Option(problem, id=f"bad:{game.path}", disabled=True))
                continue
            label = _("Resume: {game}").format(game=game.describe())
            menu.add_option(Option(printable(label), id=f"open:{game.path}"))  # read from a file anyone may edit
        menu.add_option(Option(_("New trade session (Mega Civilization, Advanced Civilization)…"), id="session-new"))
        menu.add_option(Option(_("Statistics across the saved games"), id="stats"))
        menu.add_option(Option(_("Import a game from a journal file…"), id="import"))
        menu.add_option(Option(_("Edition: charts, tracks and developments"), id="edition"))
        menu.add_option(Option(_("Referee calculator"), id="calc"))
        language = NAMES.get(i18n.default(), i18n.default())
        menu.add_option(Option(_("Language: {language} (g: the next one)").format(language=language), id="language"))
        menu.add_option(Option(_("Quit"), id="quit"))
        menu.highlighted = 0
        menu.focus()

    async def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        choice = event.option.id or ""
        if choice == "new":
            await self.app.run_action("app.new_game")
        elif choice == "tnt-new":
            await self.app.run_action("app.new_tnt")
        elif choice == "session-new":
            await self.action_new_session()
        elif choice == "demo":
            self.action_demo()
        elif choice.startswith("open:"):
            self._open(choice.removeprefix("open:"))
        elif choice == "stats":
            await self.app.run_action("app.stats")
        elif choice == "import":
            self.action_import_game()
        elif choice == "edition":
            await self.app.run_action("app.edition")
        elif choice == "calc":
            await self.app.run_action("app.calculator")
        elif choice == "language":
            await self.action_language()
        elif choice == "quit":
            self.app.exit()

    def _open(self, path: str) -> None:
        """Open a saved game (asks before following it read-only if another companion records it)."""
        from pathlib import Path

        from companion.tui.opening import open_path

        try:
            open_path(self.companion_app, Path(path), ask=True)
        except CompanionError as error:
            self.notify(str(error), severity="error", timeout=10)

    async def action_language(self) -> None:
        """g: the host's language, the next the companion speaks; kept in the settings file for the
        next start (:mod:`companion.settings`), and this screen redrawn in it at once."""
        from companion.settings import SettingsError, save_language

        codes = i18n.shipped()
        now = i18n.default()
        code = codes[(codes.index(now) + 1) % len(codes)] if now in codes else codes[0]
        i18n.set_default(code)
        await self.recompose()
        self._fill()
        menu = self.query_one(OptionList)
        menu.highlighted = menu.get_option_index("language")
        try:
            save_language(code)
        except SettingsError as error:  # this run speaks it all the same; the next start will not
            self.notify(str(error), severity="error", timeout=10)

    async def action_new_session(self) -> None:
        """r: a new trade session (issue 37): the game, the names, the blocks, the trade time."""
        from companion.tui.session_new import new_session_form

        await new_session_form(self.companion_app)

    def action_demo(self) -> None:
        """Open the demo game (asks before following it read-only if another companion plays it)."""
        from companion.tui.opening import open_demo

        try:
            open_demo(self.companion_app, ask=True)
        except CompanionError as error:
            self.notify(str(error), severity="error", timeout=10)

    def action_import_game(self) -> None:
        """Import a game from a journal file (a path typed), then list it."""
        from companion.tui.dialogs.import_game import ImportDialog

        def done(line: str | None) -> None:
            if line:
                self.notify(line, timeout=10)
                self._fill()

        self.app.push_screen(ImportDialog(), done)
