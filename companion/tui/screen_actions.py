"""The app's actions that open a screen (help, ledger, calculator, edition, statistics, the new-game
forms) and write the game report, kept out of app.py.

:class:`ScreenActions` is mixed into :class:`companion.tui.app.CompanionApp`. Each screen's module
is imported when it is first opened: the first screen does not wait for the others.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from companion.errors import CompanionError
from companion.i18n import _
from companion.tui.reach import CompanionHost

if TYPE_CHECKING:
    from textual.app import SystemCommand
    from textual.screen import Screen

    from companion.game.follower import Follower
    from companion.game.session import Game


class ScreenActions(CompanionHost):
    """Mixed into the app (which sets ``game``)."""

    game: Game | Follower | None

    def action_help(self) -> None:
        """F1: the keys of this screen (or dialog) and of the app; F1 again closes them."""
        from companion.tui.screens.help import HelpScreen

        if isinstance(self.screen, HelpScreen):
            self.screen.dismiss(None)  # F1 again closes it
        else:
            self.push_screen(HelpScreen(self.screen))

    def action_command_palette(self) -> None:
        """Ctrl+P: Textual's command palette, its search box's words in the host's language."""
        from textual.command import CommandPalette

        from companion.tui.commands import PLACEHOLDER

        if self.use_command_palette and not isinstance(self.screen, CommandPalette):  # as CommandPalette.is_open
            self.push_screen(CommandPalette(id="--command-palette", placeholder=_(PLACEHOLDER)))

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        """Textual's own commands in the palette (theme, quit, keys, screenshot), in the host's language."""
        from companion.tui.commands import system_commands

        return system_commands(super().get_system_commands(screen))

    async def action_ledger(self) -> None:
        """The VP ledger, the history (undo/redo/rewind) and the rulings (awaited: a tab key typed
        next, ``h`` or ``r``, lands in the ledger, not on the table under it)."""
        from companion.tui.screens.ledger import LedgerScreen

        if self.game is None:
            self.notify(_("Open a game first."))
        elif not isinstance(self.screen, LedgerScreen):
            await self.push_screen(LedgerScreen())

    async def action_calculator(self) -> None:
        """The referee calculator, for disputes mid-game (awaited: what is typed next lands in its first box)."""
        from companion.tui.screens.calculator import CalculatorScreen

        if not isinstance(self.screen, CalculatorScreen):
            await self.push_screen(CalculatorScreen())

    async def action_edition(self) -> None:
        """The edition's charts, tracks and catalogue, with assumed values marked."""
        from companion.tui.screens.edition import EditionScreen

        if not isinstance(self.screen, EditionScreen):
            await self.push_screen(EditionScreen())

    async def action_stats(self) -> None:
        """Statistics across the saved games (:mod:`companion.tui.screens.stats`)."""
        from companion.tui.screens.stats import StatsScreen

        if not isinstance(self.screen, StatsScreen):
            await self.push_screen(StatsScreen())

    async def action_new_game(self) -> None:
        """The new-game form (awaited: from a priority key, what is typed next lands in its first field)."""
        from companion.tui.screens.new_game import NewGameScreen

        await self.push_screen(NewGameScreen(None))

    async def action_new_tnt(self) -> None:
        """The new Trade and Triumph scoreboard form (awaited, as :meth:`action_new_game`)."""
        from companion.tui.screens.tnt_new import TntNewGameScreen

        await self.push_screen(TntNewGameScreen(None))

    def action_export(self) -> None:
        """Write the game report (Markdown) next to the journal, in a new file (``<name>.md``, else ``<name>-2.md``, …)."""
        if self.game is None:
            self.notify(_("Open a game first."))
            return
        from companion.game.files import write_file

        report = self.game.kind.export_markdown(self.game.state, self.game.events)
        try:  # never over an existing report: <name>-2.md, -3, … instead
            target = write_file(self.game.path.with_suffix(".md"), report.encode("utf-8"), numbered=True)
        except CompanionError as error:
            self.notify(str(error), severity="error", markup=False)
            return
        self.notify(_("Report written to {path}").format(path=target), timeout=8, markup=False)

