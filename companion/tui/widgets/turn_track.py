"""The turn track: I–VI with the current turn, and that turn's calamities."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from companion.game.titm.board import calamity_text
from companion.game.titm.state import GameState
from companion.game.words import roman
from companion.tui.widgets.widths import content_width
from companion.i18n import _


class TurnTrack(Static):
    """``Turn  I  II [III] IV  V  VI  Peasant Revolt: −1 development, max level 1 · Barbarian Attack: …``.

    The calamities are :func:`companion.game.titm.board.calamity_text`, as the web board says them;
    their short form (``Revolt −1 dev ≤L1 · Barbarians 3+die``) when the long does not fit the width.
    """

    DEFAULT_CSS = """
    TurnTrack { height: 1; padding: 0 1; }
    """

    def show(self, state: GameState) -> None:
        """Render the track for ``state``'s turn."""
        text = Text(_("Turn") + " ", style="bold")
        for turn in range(1, state.rules.last_turn + 1):
            label = roman(turn)
            if turn == state.turn:
                text.append(f"[{label}]", style="reverse bold")
            elif turn < state.turn:
                text.append(f" {label} ", style="dim")
            else:
                text.append(f" {label} ")
        text.append("  ")
        calamities = calamity_text(state.rules, state.turn)
        if text.cell_len + len(calamities) > content_width(self) - self.styles.gutter.width:
            calamities = calamity_text(state.rules, state.turn, short=True)
        text.append(calamities, style="italic")
        self.update(text)
