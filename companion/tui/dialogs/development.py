"""Development Phase: each player's draws, and the developments they choose from the catalogue.

The filter reads what is typed with the entry grammar (:mod:`companion.entry`):
a name from its first word, word by word (``civ r`` for Civil Rights, ``revol``
for The Revolutionaries), any case.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from companion.entry import EntryError, candidates, read_name
from companion.entry import titm as words
from companion.game.choices import playable
from companion.game.state import GameState
from companion.tui import views
from companion.tui.widgets.field import Field

CUSTOM = "__custom__"


class DevelopmentDialog(ModalScreen[None]):
    """Choose developments player by player: type to filter, Enter to play, Ctrl+N for the next player."""

    BINDINGS = [
        Binding("escape", "close", "Done", id="close"),
        Binding("ctrl+n", "next_player", "Next player", id="next_player"),
        Binding("down", "move(1)", "Down", show=False),
        Binding("up", "move(-1)", "Up", show=False),
    ]

    def __init__(self, player: str) -> None:
        super().__init__()
        self.player = player

    @property
    def state(self) -> GameState:
        return self.app.game.state  # type: ignore[attr-defined]

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog wide"):
            yield Label("", id="who", classes="dialog-title")
            yield Static("", id="draws")
            yield Field(placeholder="type to filter, Enter to play the highlighted card", id="filter")
            yield OptionList(id="options")
            yield Static("", classes="dialog-error")
            yield Static("Enter: play   Ctrl+N: next player   Esc: done", classes="dialog-hint")

    def on_mount(self) -> None:
        self._show()
        self.query_one("#filter", Input).focus()

    def _show(self) -> None:
        state = self.state
        p = state.player(self.player)
        chosen = [state.development(d).name for d in state.this_turn.chosen.get(p.name, [])]
        self.query_one("#who", Label).update(
            Text(f"Development — {views.heading(p)}")
        )
        self.query_one("#draws", Static).update(
            Text(f"Draws: {views.draws_text(state, p)}\nChosen this turn: {', '.join(chosen) or 'none'}")
        )
        self._fill()

    def _fill(self) -> None:
        text = self.query_one("#filter", Input).value
        options = self.query_one("#options", OptionList)
        options.clear_options()
        cards = playable(self.state, self.player)
        legal = words.developments(cards)
        fits = {t.value for t in candidates(text, legal)}
        problem = ""
        if not fits and text.strip():
            try:
                read_name(text, legal)
            except EntryError as error:
                problem = f"⚠ {error}"
        self.query_one(".dialog-error", Static).update(Text(problem))
        for card in cards:
            if card.id not in fits:
                continue
            side = card.side or ("grey" if card.track == "government" else "purple")
            options.add_option(Option(Text(f"{card.name}  ({card.track}, {side} {card.level}, {card.vp} VP)"), id=card.id))
        options.add_option(Option("+ a custom card (not in the catalogue)…", id=CUSTOM))
        options.highlighted = 0

    def on_input_changed(self, event: Input.Changed) -> None:
        self._fill()

    def action_move(self, step: int) -> None:
        options = self.query_one("#options", OptionList)
        if options.option_count:
            options.highlighted = max(0, min(options.option_count - 1, (options.highlighted or 0) + step))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        options = self.query_one("#options", OptionList)
        if options.highlighted is not None:
            self._choose(options.get_option_at_index(options.highlighted).id or "")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self._choose(event.option.id or "")

    def _choose(self, dev_id: str) -> None:
        if dev_id == CUSTOM:
            from companion.tui.dialogs.custom_card import custom_card_dialog

            self.app.push_screen(custom_card_dialog(self.app, self.player), lambda _: self._after())
            return
        problem = self.app.record("development_chosen", player=self.player, development=dev_id)  # type: ignore[attr-defined]
        self.query_one(".dialog-error", Static).update(Text(f"⚠ {problem}" if problem else ""))
        if problem is None:
            self._after()

    def _after(self) -> None:
        state = self.state
        e = views.draws(state, state.player(self.player))
        if len(state.this_turn.chosen.get(self.player, [])) >= e.plays:
            self.action_next_player()
        else:
            self.query_one("#filter", Input).value = ""
            self._show()

    def action_next_player(self) -> None:
        """Move on to the next player; after the last one, close."""
        names = self.state.names
        index = names.index(self.player)
        if index + 1 >= len(names):
            self.dismiss(None)
            return
        self.player = names[index + 1]
        self.query_one("#filter", Input).value = ""
        self.query_one(".dialog-error", Static).update("")
        self._show()

    def action_close(self) -> None:
        self.dismiss(None)
