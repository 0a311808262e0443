"""The new Trade and Triumph scoreboard form: the game's name and 2 to 4 traders in turn order."""

from __future__ import annotations

from typing import TYPE_CHECKING


from textual.app import ComposeResult
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Label, Static

from companion.entry import EntryError
from companion.tui.screens.new_game import PlayersForm
from companion.tui.widgets.field import Field
from companion.tui.widgets.footer import KeysFooter
from companion.i18n import N_, _

if TYPE_CHECKING:
    from companion.game.session import Game

COLOURS = ("red", "blue", "green", "yellow")
ROWS = 4


class TntNewGameScreen(PlayersForm):
    """Names, colours and symbols (colours told apart without colour), the first player first."""

    HELP_TITLE = N_("New Trade and Triumph scoreboard")
    ROW_FIELD = N_("trader {n}'s {field}")
    #: The game name has a default: the host starts with the first trader, Enter moves on.
    FIRST_FIELD = "#name-0"

    def compose(self) -> ComposeResult:
        yield Static(_("New Trade and Triumph scoreboard — 2 to 4 traders, then Ctrl+S"), classes="screen-title")
        with VerticalScroll(id="players-form"):
            with Horizontal(classes="form-row"):
                yield Label(_("Game name"), classes="form-label")
                yield Field(value=_("Trade night"), id="name", classes="game-name", compact=True)
            yield Static(
                _("In turn order: the last person who traded something goes first (Game Rules). "
                  "Enter: the next trader; Enter on an empty name (or Ctrl+S): start."),
                classes="notes",
            )
            with Horizontal(classes="player-heading"):
                for heading, css in ((_("Trader name"), "pname"), (_("Colour"), "colour"), (_("Symbol"), "symbol")):
                    yield Label(heading, classes=css)
            for i in range(ROWS):
                with Horizontal(classes="player-row"):
                    # one row each, as in the new-game form: a bordered field is 3 rows tall and
                    # showed only its top edge in a 1-row line (nothing typed could be seen)
                    yield Field(placeholder=_("trader {n} name").format(n=i + 1), id=f"name-{i}", classes="pname", compact=True)
                    yield Field(value=COLOURS[i], classes="colour", id=f"colour-{i}", compact=True)
                    yield Field(placeholder=_("auto"), classes="symbol", id=f"symbol-{i}", compact=True)
            yield Static("", classes="dialog-error")
        yield KeysFooter()

    def create(self) -> Game:
        from companion.game.store import new_game_path
        from companion.game.tnt.kind import start

        players = [
            {
                "name": name,
                "colour": self.value(f"colour-{i}") or COLOURS[i],
                "symbol": (self.value(f"symbol-{i}") or name[0]).upper()[:2],
            }
            for i in range(ROWS)
            if (name := self.value(f"name-{i}"))
        ]
        if len(players) < 2:
            raise EntryError(_("fill in at least 2 traders"))
        name = self.value("name") or _("Trade night")
        clock = self.companion_app.now
        path = self.path or new_game_path(name, clock())
        return start(path, name=name, players=players, clock=clock)
