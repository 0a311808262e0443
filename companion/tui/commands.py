"""The command palette's own commands (Ctrl+P): new game, undo, calculator, ledger, export, …"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from textual.command import DiscoveryHit, Hit, Hits, Provider

if TYPE_CHECKING:
    from textual.app import App

#: (title, help text, app action)
COMMANDS: tuple[tuple[str, str, str], ...] = (
    ("New game", "Set up a new game night", "new_game"),
    ("New Trade and Triumph scoreboard", "Score a game of Trade and Triumph", "new_tnt"),
    ("Undo", "Undo the last change (Ctrl+Z)", "undo"),
    ("Redo", "Redo the last undone change (Ctrl+Y)", "redo"),
    ("Calculator", "Referee calculator: sets, resolution, calamities, draws, rule packs (Ctrl+K)", "calculator"),
    ("Ledger and history", "Every VP entry, the event history, rewind, rulings (Ctrl+L)", "ledger"),
    ("Share the table…", "Phones and a TV: the live board and each player's own page (s on the table)", "share"),
    ("Phone entries", "The phones' entries waiting for the host: apply, correct or refuse (i on the table)", "phone_entries"),
    ("Export report", "Write the game report (Markdown) next to the journal", "export"),
    ("Edition", "The edition's charts, tracks and developments, assumed values marked", "edition"),
    ("Statistics", "Across the saved games: wins, scores, VP by source, closest finish (s on the start screen)", "stats"),
    ("Help", "Keys of this screen (F1)", "help"),
    ("Toggle light/dark", "Switch the theme (Ctrl+T)", "toggle_theme"),
)


#: What sharing is where players have no pages: a Trade and Triumph scoreboard (its s key sells
#: resources), or a game this window follows read-only.
BOARD_ONLY_SHARE = "A TV or phones: the live board, read-only"


def offered(app: App[object]) -> list[tuple[str, str, str]]:
    """:data:`COMMANDS` as they apply now: those the app would refuse (:meth:`check_action`: no
    game open, no phone entries to review) are left out, and sharing is described as what it gives."""
    pages = getattr(app, "takes_phone_entries", False)
    return [(title, help_text if action != "share" or pages else BOARD_ONLY_SHARE, action)
            for title, help_text, action in COMMANDS if app.check_action(action, ()) is not False]


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
