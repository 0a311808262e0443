"""The Trade and Triumph scoreboard's table: one row per trader, in turn order."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from companion.game.tnt.state import TntState
from companion.i18n import N_, _
from companion.tui.widgets.plain_table import PlainTable
from companion.tui.widgets.players import player_label


def marker(state: TntState, name: str) -> str:
    """``▶`` whose turn it is; ``★`` a winner once the game is over (a sign, not only a colour)."""
    if state.outcome is not None:
        return "★" if name in state.outcome.winners else ""
    return "▶" if name == state.whose_turn else ""


class TraderTable(PlainTable):
    """VP, gold, upgrades (move/draw/play), resources (forest/mountain/desert/ocean), hand and turns.

    The row key is the player's name; the cursor picks the player the keys act on.
    """

    COLUMNS = ("", N_("Player"), N_("VP"), N_("Gold"), N_("Upg m/d/p"), N_("Res F/M/D/O"), N_("Hand"), N_("Turns"))

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(cursor_type="row", zebra_stripes=True, **kwargs)

    def show(self, state: TntState) -> None:
        """Render every trader; the cursor stays on its row."""
        if not self.columns:
            self.add_columns(*[_(label) if label else "" for label in self.COLUMNS])
        row = self.cursor_row
        self.clear()
        for p in state.players:
            self.add_row(
                Text(marker(state, p.name), style="bold"),
                player_label(p),
                Text(str(p.vp), style="bold", justify="right"),
                Text(str(p.gold), justify="right"),
                Text(p.upgrades.text(), justify="center"),
                Text(p.resources.text(), justify="center"),
                Text(str(p.hand), justify="right"),
                Text(str(p.turns), justify="right"),
                key=p.name,
            )
        if self.row_count:
            self.move_cursor(row=min(max(row, 0), self.row_count - 1))

    @property
    def selected(self) -> str | None:
        """The name of the player under the cursor."""
        if self.row_count == 0:
            return None
        return str(self.coordinate_to_cell_key(self.cursor_coordinate).row_key.value)

    def select(self, name: str) -> None:
        """Put the cursor on ``name``'s row."""
        self.move_cursor(row=self.get_row_index(name))
