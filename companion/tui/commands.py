"""The command palette's own commands (Ctrl+P): new game, undo, calculator, ledger, export, …"""

from __future__ import annotations

from functools import partial

from textual.command import DiscoveryHit, Hit, Hits, Provider

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
    ("Help", "Keys of this screen (F1)", "help"),
    ("Toggle light/dark", "Switch the theme (Ctrl+T)", "toggle_theme"),
)


#: What sharing is on a Trade and Triumph scoreboard: its board only (s there sells resources).
TNT_SHARE = "A TV or phones: the live scoreboard, read-only"


def offered(game: object | None) -> list[tuple[str, str, str]]:
    """:data:`COMMANDS` as they apply to the open ``game``: a Trade and Triumph scoreboard has no
    players' pages, so no phone entries, and its sharing is described as what it is."""
    tnt = getattr(getattr(game, "kind", None), "name", None) == "tnt"
    if not tnt:
        return list(COMMANDS)
    return [(title, TNT_SHARE if action == "share" else help_text, action)
            for title, help_text, action in COMMANDS if action != "phone_entries"]


class CompanionCommands(Provider):
    """The app's commands in the command palette."""

    async def discover(self) -> Hits:
        for title, help_text, action in offered(getattr(self.app, "game", None)):
            yield DiscoveryHit(title, partial(self.app.run_action, action), help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for title, help_text, action in offered(getattr(self.app, "game", None)):
            score = matcher.match(title)
            if score > 0:
                yield Hit(score, matcher.highlight(title), partial(self.app.run_action, action), help=help_text)
