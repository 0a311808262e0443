"""The VP ledger as a table: each player's entries (turn, phase, VP, why), then the player's total."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.text import Text

from companion.game import kinds
from companion.game.kinds import GameKind
from companion.game.titm.state import GameState, LedgerEntry
from companion.game.tnt.state import TntLedgerEntry, TntState
from companion.tui.widgets.plain_table import PlainTable
from companion.tui.widgets.players import player_label


def why(entry: LedgerEntry | TntLedgerEntry) -> str:
    """The entry's reason, led by its kind unless the reason already says it.

    ``"goods: 6 grain"``, ``"prosperity: 1 prosperity"``, but ``"penalty: revealed a card bottom"``
    and ``"Barbarian Attack: 3 + die 2"`` as they are.
    """
    if entry.reason.casefold().startswith(entry.kind.casefold()):
        return entry.reason
    return f"{entry.kind}: {entry.reason}"


def total_row_key(name: str) -> str:
    """The row key of a player's total row (tests read the row by it)."""
    return f"total:{name}"


class LedgerTable(PlainTable):
    """Every VP entry of the players shown, each player's entries followed by a ``Σ`` total row.

    The total is the sum of the entries above it; should a player's VP chits ever differ from
    that sum, the total row says so (``⚠ chits 12``) rather than hide it.
    """

    COLUMNS = ("Player", "Turn", "Phase", "VP", "Why", "Event")

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(cursor_type="row", zebra_stripes=True, **kwargs)

    def show(self, state: GameState | TntState, only: str | None = None, kind: GameKind[Any, Any] | None = None) -> None:
        """Render the ledger of every player, or of the player named ``only`` (``kind``: the game's type)."""
        kind = kind or kinds.get(kinds.DEFAULT)
        if not self.columns:
            self.add_columns(*(kind.turn_word.capitalize() if c == "Turn" else c for c in self.COLUMNS))
        row = self.cursor_row
        self.clear()
        for player in state.players:
            if only is not None and player.name != only:
                continue
            entries: Sequence[LedgerEntry | TntLedgerEntry] = state.entries_of(player.name)
            for i, entry in enumerate(entries):
                self.add_row(
                    player_label(player),
                    kind.turn_label(entry.turn) if entry.turn else "—",
                    kind.phase_name(entry.phase),
                    Text(f"{entry.amount:+d}", justify="right"),
                    why(entry),
                    Text(str(entry.seq), justify="right"),
                    key=f"{player.name}:{i}",
                )
            total = sum(e.amount for e in entries)
            count = f"{len(entries)} entr{'y' if len(entries) == 1 else 'ies'}" if entries else "no entries"
            note = Text(f"total of {count}", style="bold")
            if total != player.vp:
                note.append(f"  ⚠ chits {player.vp}", style="bold")
            self.add_row(
                Text(f"Σ {player.name}", style="bold"),
                "",
                "",
                Text(f"= {total}", style="bold", justify="right"),
                note,
                "",
                key=total_row_key(player.name),
            )
        if self.row_count:
            self.move_cursor(row=min(max(row, 0), self.row_count - 1))
