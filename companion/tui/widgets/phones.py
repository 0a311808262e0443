"""One line under the players while the table is shared: each player's phone entry state."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

#: How each state reads (a symbol and a word: legible without colour).
MARKS = {"waiting": ("◌", "waiting", ""), "submitted": ("●", "sent", "bold"), "applied": ("✓", "applied", "dim")}


class PhoneStrip(Static):
    """``Phones: A Ann ● sent · B Ben ◌ waiting … — y apply all, i review``; hidden while not sharing."""

    DEFAULT_CSS = """
    PhoneStrip { height: auto; max-height: 2; padding: 0 1; display: none; }
    """

    _shown: Text | None = None

    def show_for(self, sharing, state) -> None:
        """Render the app's sharing (None: not sharing, hidden) for ``state``."""
        if sharing is None or state.phase == "over" or not hasattr(state, "this_turn"):
            self.show(None, {}, 0)
        else:
            self.show(sharing.table.statuses(), {p.name: p.symbol for p in state.players}, len(sharing.table.pending()))

    def show(self, statuses: dict[str, str] | None, symbols: dict[str, str], pending: int) -> None:
        """Render ``statuses`` (player → waiting/submitted/applied); None hides the strip (not sharing)."""
        if statuses is None:
            if self.display:
                self.display = False
            return
        text = Text("Phones: ", style="bold")
        if not statuses:
            text.append("sharing on; no phone entry in this phase yet", style="dim")
        for i, (name, status) in enumerate(statuses.items()):
            mark, word, style = MARKS[status]
            if i:
                text.append(" · ", style="dim")
            text.append(f"{symbols.get(name, '?')} ")
            text.append(name)
            text.append(f" {mark} {word}", style=style)
        if pending:
            text.append(f"  — {pending} waiting: y apply, i review", style="bold")
        if text == self._shown and self.display:
            return  # unchanged: no redraw, no layout (the table redraws after every event)
        self._shown = text
        self.display = True
        self.update(text)
