"""The VP ledger as a table: each player's entries (turn, phase, VP, why), then the player's total.

The table's words are the host's (:mod:`companion.i18n`); an entry's kind and reason are the journal's
record, kept in English.
"""

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
from companion.tui.widgets.history_table import phase_name, turn_heading
from companion.i18n import N_, _, ngettext


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

    COLUMNS = (N_("Player"), N_("Turn"), N_("Phase"), N_("VP"), N_("Why"), N_("Event"))

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(cursor_type="row", zebra_stripes=True, **kwargs)

    def show(self, state: GameState | TntState, only: str | None = None, kind: GameKind[Any, Any] | None = None) -> None:
        """Render the ledger of every player, or of the player named ``only`` (``kind``: the game's type)."""
        kind = kind or kinds.get(kinds.DEFAULT)
        if not self.columns:
            self.add_columns(*(turn_heading(kind) if c == "Turn" else _(c) for c in self.COLUMNS))
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
                    phase_name(kind, entry.phase),
                    Text(f"{entry.amount:+d}", justify="right"),
                    why(entry),
                    Text(str(entry.seq), justify="right"),
                    key=f"{player.name}:{i}",
                )
            total = sum(e.amount for e in entries)
            n = len(entries)
            note = Text(ngettext("total of {n} entry", "total of {n} entries", n).format(n=n) if entries
                        else _("total of no entries"), style="bold")
            if total != player.vp:
                note.append("  ⚠ " + _("chits {vp}").format(vp=player.vp), style="bold")
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
