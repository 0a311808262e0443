"""The five phases of a turn with the current one marked (and the Resolution step)."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from companion.game.titm.events import PHASES
from companion.game.titm.board import step_label
from companion.game.titm.state import GameState
from companion.tui.views import PHASE_TITLES
from companion.i18n import _


class PhaseBar(Static):
    """``Production › [Trading] › Resolution › Development › Civic`` — the current phase in brackets."""

    DEFAULT_CSS = """
    PhaseBar { height: 1; padding: 0 1; }
    """

    def show(self, state: GameState) -> None:
        """Render the bar for ``state``'s phase."""
        text = Text()
        for i, phase in enumerate(PHASES):
            if i:
                text.append(" › ", style="dim")
            title = _(PHASE_TITLES[phase])
            if phase == state.phase and step_label(state):
                title += f" {step_label(state)}"
            if phase == state.phase:
                text.append(f"[{title}]", style="reverse bold")
            elif PHASES.index(phase) < (PHASES.index(state.phase) if state.phase in PHASES else len(PHASES)):
                text.append(title, style="dim")
            else:
                text.append(title)
        if state.phase == "over":
            text.append("  ■ " + _("Game over"), style="bold")
        self.update(text)
