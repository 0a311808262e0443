"""One line under the players while the table is shared: each player's phone entry state."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.widgets import Static

from companion.game.titm.board import phone_status
from companion.i18n import _, ngettext

#: How each state is drawn; its words are :func:`companion.game.titm.board.phone_status`'s, as the board says them.
STYLES = {"waiting": "", "submitted": "bold", "applied": "dim"}
if TYPE_CHECKING:
    from companion.tui.sharing import Sharing

#: How each state reads (a symbol and a word: legible without colour). A player with nothing
#: sent is "not sent", as their phone says ("Nothing sent yet"): "waiting" is what the entries
#: sent do, for the host. A player whose entry is in the game reads "entered", however it was
#: entered (their phone, or the host's keyboard).
MARKS = {"waiting": ("◌", "not sent", ""), "submitted": ("●", "sent", "bold"), "applied": ("✓", "entered", "dim")}


class PhoneStrip(Static):
    """``Phones: 2 to apply (y, i review) · A Ann ● sent · B Ben ◌ not sent …``; hidden while not sharing.

    What the host can act on comes first: two rows hold six players with long names only just,
    and what does not fit is cut at the end.
    """

    DEFAULT_CSS = """
    PhoneStrip { height: auto; max-height: 2; padding: 0 1; display: none; }
    """

    _shown: Text | None = None

    def show_for(self, sharing: Sharing | None, state: Any) -> None:
        """Render the app's sharing (None: not sharing, hidden) for ``state``."""
        if sharing is None or not sharing.player_pages or state.phase == "over" or not hasattr(state, "this_turn"):
            self.show(None, {}, 0)
        else:
            self.show(sharing.table.statuses(), {p.name: p.symbol for p in state.players}, len(sharing.table.pending()))

    def show(self, statuses: dict[str, str] | None, symbols: dict[str, str], pending: int) -> None:
        """Render ``statuses`` (player → waiting/submitted/applied); None hides the strip (not sharing)."""
        if statuses is None:
            if self.display:
                self.display = False
            return
        text = Text(_("Phones:") + " ", style="bold")
        if pending:
            text.append(ngettext("{n} to apply (y, i review)", "{n} to apply (y, i review)", pending).format(n=pending), style="bold")
        elif not statuses:
            text.append(_("sharing on; no phone entry in this phase yet"), style="dim")
        for i, (name, status) in enumerate(statuses.items()):
            if i or pending:
                text.append(" · ", style="dim")
            text.append(f"{symbols.get(name, '?')} ")
            text.append(name)
            text.append(f" {phone_status(status, short=True)}", style=STYLES[status])
        if text == self._shown and self.display:
            return  # unchanged: no redraw, no layout (the table redraws after every event)
        self._shown = text
        self.display = True
        self.update(text)
