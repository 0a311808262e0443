"""The command palette's own commands (Ctrl+P): new game, undo, calculator, ledger, export, …"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import partial
from typing import TYPE_CHECKING

from textual.command import DiscoveryHit, Hit, Hits, Provider

from companion.i18n import N_, _

if TYPE_CHECKING:
    from textual.app import App, SystemCommand

#: (title, help text, app action): marked for the catalog, said in the host's language when the palette lists them.
COMMANDS: tuple[tuple[str, str, str], ...] = (
    (N_("New game"), N_("Set up a new game night"), "new_game"),
    (N_("New Trade and Triumph scoreboard"), N_("Score a game of Trade and Triumph"), "new_tnt"),
    (N_("Undo"), N_("Undo the last change (Ctrl+Z)"), "undo"),
    (N_("Redo"), N_("Redo the last undone change (Ctrl+Y)"), "redo"),
    (N_("Calculator"), N_("Referee calculator: sets, resolution, calamities, draws, rule packs (Ctrl+K)"), "calculator"),
    (N_("Ledger and history"), N_("Every VP entry, the event history, rewind, rulings (Ctrl+L)"), "ledger"),
    (N_("Share the table…"), N_("Phones and a TV: the live board and each player's own page (s on the table)"), "share"),
    (N_("Phone entries"), N_("The phones' entries waiting for the host: apply, correct or refuse (i on the table)"),
     "phone_entries"),
    (N_("Export report"), N_("Write the game report (Markdown) next to the journal"), "export"),
    (N_("Edition"), N_("The edition's charts, tracks and developments, assumed values marked"), "edition"),
    (N_("Statistics"), N_("Across the saved games: wins, scores, VP by source, closest finish (s on the start screen)"),
     "stats"),
    (N_("Help"), N_("Keys of this screen (F1)"), "help"),
    (N_("Toggle light/dark"), N_("Switch the theme (Ctrl+T)"), "toggle_theme"),
)


#: What sharing is where players have no pages: a Trade and Triumph scoreboard (its s key sells
#: resources), or a game this window follows read-only.
BOARD_ONLY_SHARE = N_("A TV or phones: the live board, read-only")

#: Textual's own commands in the palette (``App.get_system_commands``), as Textual 8 words them: said
#: in the host's language by :func:`system_commands` (a title or help Textual adds later stays as it wrote it).
SYSTEM_WORDS = (
    N_("Theme"), N_("Change the current theme"),
    N_("Quit"), N_("Quit the application as soon as possible"),
    N_("Maximize"), N_("Maximize the focused widget"),
    N_("Minimize"), N_("Minimize the widget and restore to normal size"),
    N_("Screenshot"), N_("Save an SVG 'screenshot' of the current screen"),
)
#: The palette's search box before anything is typed (Textual's own words).
PLACEHOLDER = N_("Search for commands…")


def offered(app: App[object]) -> list[tuple[str, str, str]]:
    """:data:`COMMANDS` as they apply now, in the host's language: those the app would refuse
    (:meth:`check_action`: no game open, no phone entries to review) are left out, and sharing is
    described as what it gives."""
    pages = getattr(app, "takes_phone_entries", False)
    shown = [(title, BOARD_ONLY_SHARE if action == "share" and not pages else help_text, action)
             for title, help_text, action in COMMANDS if app.check_action(action, ()) is not False]
    return [(_(title), _(help_text), action) for title, help_text, action in shown]


#: Textual's key panel, which lists the bindings in the words they were written in (English): the
#: palette's "Help" (F1) lists the same keys in the host's language, so the panel is not offered.
KEY_PANEL = ("Keys", "Hide the keys and widget help panel")


def system_commands(commands: Iterable[SystemCommand]) -> Iterator[SystemCommand]:
    """Textual's system commands but its key panel (:data:`KEY_PANEL`), their title and help in the host's language."""
    for command in commands:
        if command.title not in KEY_PANEL:
            yield command._replace(title=_(command.title), help=_(command.help))


class CompanionCommands(Provider):
    """The app's commands in the command palette."""

    async def discover(self) -> Hits:
        for title, help_text, action in offered(self.app):
            yield DiscoveryHit(title, partial(self.app.run_action, action), help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for title, help_text, action in offered(self.app):
            score = matcher.match(title)
            if score > 0:
                yield Hit(score, matcher.highlight(title), partial(self.app.run_action, action), help=help_text)
