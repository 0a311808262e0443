"""The five phases of a turn with the current one marked (and the Resolution step)."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from companion.game.titm.events import PHASES
from companion.game.titm.board import step_label
from companion.game.titm.state import GameState
from companion.tui.views import PHASE_TITLES
from companion.tui.widgets.widths import broken, content_width
from companion.i18n import _


class PhaseBar(Static):
    """``Production › [Trading] › Resolution › Development › Civic`` — the current phase in brackets.

    Where the phases do not fit one line (a long language at 80 columns), the bar takes a second: a
    line is broken between two phases, never inside a phase's name.
    """

    DEFAULT_CSS = """
    PhaseBar { height: auto; padding: 0 1; }
    """

    def show(self, state: GameState) -> None:
        """Render the bar for ``state``'s phase."""
        pieces = []
        for phase in PHASES:
            title = _(PHASE_TITLES[phase])
            if phase == state.phase and step_label(state):
                title += f" {step_label(state)}"
            if phase == state.phase:
                pieces.append(Text(f"[{title}]", style="reverse bold"))
            elif PHASES.index(phase) < (PHASES.index(state.phase) if state.phase in PHASES else len(PHASES)):
                pieces.append(Text(title, style="dim"))
            else:
                pieces.append(Text(title))
        seps = [Text(" › ", style="dim")] * (len(pieces) - 1)
        if state.phase == "over":
            pieces.append(Text("  ■ " + _("Game over"), style="bold"))
            seps.append(Text())
        self.update(broken(pieces, seps, content_width(self)))
