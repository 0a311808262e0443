"""The turn track: I–VI with the current turn, and that turn's calamities."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from companion.game.titm.state import GameState
from companion.tui.views import calamity_rules, roman


class TurnTrack(Static):
    """``Turn  I  II [III] IV  V  VI   Peasant Revolt −1 dev, max lvl 1 · Barbarian Attack: lose 3 + die``."""

    DEFAULT_CSS = """
    TurnTrack { height: 1; padding: 0 1; }
    """

    def show(self, state: GameState) -> None:
        """Render the track for ``state``'s turn."""
        text = Text("Turn ", style="bold")
        for turn in range(1, state.rules.last_turn + 1):
            label = roman(turn)
            if turn == state.turn:
                text.append(f"[{label}]", style="reverse bold")
            elif turn < state.turn:
                text.append(f" {label} ", style="dim")
            else:
                text.append(f" {label} ")
        text.append("  ")
        text.append(calamity_rules(state.rules, state.turn, short=self.size.width < 110), style="italic")
        self.update(text)
