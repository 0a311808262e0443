"""The new Trade and Triumph scoreboard form: the game's name and 2 to 4 traders in turn order."""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Input, Label, Static

from companion.errors import CompanionError
from companion.tui.entry import EntryError
from companion.tui.widgets.field import Field

COLOURS = ("red", "blue", "green", "yellow")
ROWS = 4


class TntNewGameScreen(Screen):
    """Names, colours and symbols (colours told apart without colour), the first player first."""

    BINDINGS = [
        Binding("ctrl+s", "start", "Start the game", id="start", priority=True),
        Binding("escape", "back", "Back", id="back"),
    ]

    def __init__(self, path: Path | None) -> None:
        super().__init__()
        self.path = path

    def compose(self) -> ComposeResult:
        yield Static("New Trade and Triumph scoreboard — 2 to 4 traders, then Ctrl+S", classes="screen-title")
        with VerticalScroll(id="players-form"):
            with Horizontal(classes="house-row"):
                yield Label("Game name")
                yield Field(value="Trade night", id="name", classes="game-name")
            yield Static(
                "In turn order: the last person who traded something goes first (Game Rules). "
                "Enter: the next trader; Enter on an empty name (or Ctrl+S): start.",
                classes="notes",
            )
            for i in range(ROWS):
                with Horizontal(classes="player-row"):
                    yield Field(placeholder=f"trader {i + 1} name", id=f"name-{i}")
                    yield Field(value=COLOURS[i], classes="colour", id=f"colour-{i}")
                    yield Field(placeholder="A", classes="symbol", id=f"symbol-{i}")
            yield Static("", classes="dialog-error")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#name-0", Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter moves to the next trader's name; on an empty name, or the last, it starts the game."""
        event.stop()
        key = event.input.id or ""
        row = int(key.rsplit("-", 1)[1]) if "-" in key else -1
        if (key.startswith("name-") and not event.value.strip()) or row + 1 >= ROWS:
            self.action_start()
        else:
            self.query_one(f"#name-{row + 1}", Input).focus()

    def _value(self, key: str) -> str:
        return self.query_one(f"#{key}", Input).value.strip()

    def action_back(self) -> None:
        self.app.pop_screen()

    def action_start(self) -> None:
        """Check the form, create the journal, and open the scoreboard."""
        error = self.query_one(".dialog-error", Static)
        try:
            game = self._create()
        except CompanionError as problem:
            error.update(f"⚠ {problem}")
            return
        self.app.pop_screen()
        self.app.open_game(game)  # type: ignore[attr-defined]

    def _create(self):
        from companion.game.store import new_game_path
        from companion.game.tnt.kind import start

        players = [
            {
                "name": name,
                "colour": self._value(f"colour-{i}") or COLOURS[i],
                "symbol": (self._value(f"symbol-{i}") or name[0]).upper()[:2],
            }
            for i in range(ROWS)
            if (name := self._value(f"name-{i}"))
        ]
        if len(players) < 2:
            raise EntryError("fill in at least 2 traders")
        name = self._value("name") or "Trade night"
        clock = self.app.now  # type: ignore[attr-defined]
        path = self.path or new_game_path(name, clock())
        return start(path, name=name, players=players, clock=clock)
