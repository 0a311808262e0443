"""Resolution step 2 for one player: type the goods and bottoms, see the result live, Enter to record.

Both fields are read by the entry grammar (:mod:`companion.entry`): names as
printed (``barbarian fury``), colours for arrows, counts before or after, and
the arrow printed on Zealots, Corruption and Slave Revolt attached to the card
(``zealots:red``, R18) — without it the preview asks for it and nothing is recorded.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Label, Static

from companion.calc.titm import resolution_lines
from companion.errors import CompanionError
from companion.game.preview import preview_goods
from companion.game.state import GameState
from companion.entry import read_bottoms, read_counts
from companion.entry import titm as words
from companion.rules.resolution import Spend
from companion.tui.views import heading
from companion.tui.widgets.field import Field


class GoodsDialog(ModalScreen[bool]):
    """Fast entry of one player's spent cards with a live preview of VP, arrows and track moves.

    Dismisses with True once recorded, False on Escape.
    """

    BINDINGS = [Binding("escape", "cancel", "Cancel", id="cancel")]

    def __init__(self, player: str, *, goods: str = "", icons: str = "") -> None:
        super().__init__()
        self.player = player
        self._prefill = (goods, icons)  # a phone's entry the host corrects (companion/tui/screens/phones.py)
        self._words: tuple | None = None  # the goods and bottoms vocabularies, built on first use

    @property
    def state(self) -> GameState:
        return self.app.game.state  # type: ignore[attr-defined]

    def compose(self) -> ComposeResult:
        p = self.state.player(self.player)
        with Vertical(classes="dialog wide"):
            yield Label(
                Text(f"Resolution step 2 — {heading(p, status=True)}"),
                classes="dialog-title",
            )
            yield Label("Goods (tops): e.g. wine 3, dye 2")
            yield Field(placeholder="wine 3, dye 2", id="goods")
            yield Label("Bottoms: e.g. black 2, blue, prosperity, barbarian fury, zealots:red")
            yield Field(placeholder="black 2, white, prosperity, barbarian", id="icons")
            yield Static("", id="preview")
            yield Static("Enter: next field / record   Esc: cancel", classes="dialog-hint")

    def on_mount(self) -> None:
        self.query_one("#goods", Input).value, self.query_one("#icons", Input).value = self._prefill
        self.query_one("#goods", Input).focus()
        self._preview()

    def _spend(self) -> Spend:
        """The cards typed so far (raises EntryError for anything that cannot be read)."""
        if self._words is None:
            rules = self.state.rules
            self._words = (words.goods(rules), words.bottoms(rules))
        goods, bottoms = self._words
        return Spend(
            read_counts(self.query_one("#goods", Input).value, goods),
            read_bottoms(self.query_one("#icons", Input).value, bottoms).icons,
        )

    def _preview(self) -> str | None:
        """Show what the entry would do; return the problem if it cannot be read."""
        state = self.state
        preview = self.query_one("#preview", Static)
        try:
            result = preview_goods(state, self.player, self._spend())
        except CompanionError as error:
            preview.update(Text(f"⚠ {error}"))
            return str(error)
        lines = resolution_lines(state.rules, result)
        if result.destroyed:
            lines.append("destroys: " + ", ".join(state.development(d).name for d in result.destroyed))
        preview.update(Text("\n".join(lines)))
        return None

    def on_input_changed(self, event: Input.Changed) -> None:
        self._preview()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        if event.input.id == "goods":
            self.query_one("#icons", Input).focus()
            return
        if self._preview() is not None:
            return
        spend = self._spend()
        problem = self.app.record("goods_resolved", player=self.player, goods=dict(spend.goods), icons=dict(spend.icons))  # type: ignore[attr-defined]
        if problem is None:
            self.dismiss(True)

    def action_cancel(self) -> None:
        self.dismiss(False)
