"""The turn track: I–VI with the current turn, and that turn's calamities."""

from __future__ import annotations

from rich.cells import cell_len
from rich.text import Text
from textual.widgets import Static

from companion.game.titm.board import calamity_lines, calamity_text
from companion.game.titm.state import GameState
from companion.game.words import roman
from companion.tui.widgets.widths import broken, content_width
from companion.i18n import _


class TurnTrack(Static):
    """``Turn  I  II [III] IV  V  VI  Peasant Revolt: −1 development, max level 1 · Barbarian Attack: …``.

    The calamities are :func:`companion.game.titm.board.calamity_text`, as the web board says them;
    their short form (``Revolt −1 dev ≤L1 · Barbarians 3+die``) when the long does not fit the width.
    Where neither fits on the track's line (a long language at 80 columns), the calamities go below
    the turns, whole, in the form that takes the fewest lines: a line is broken between the turns and
    a calamity, or two calamities, never inside one.
    """

    DEFAULT_CSS = """
    TurnTrack { height: auto; padding: 0 1; }
    """

    def show(self, state: GameState) -> None:
        """Render the track for ``state``'s turn."""
        track = Text(_("Turn") + " ", style="bold")
        for turn in range(1, state.rules.last_turn + 1):
            label = roman(turn)
            if turn == state.turn:
                track.append(f"[{label}]", style="reverse bold")
            elif turn < state.turn:
                track.append(f" {label} ", style="dim")
            else:
                track.append(f" {label} ")
        width = content_width(self)
        for short in (False, True):  # one line if a form fits it, the long one first
            calamities = calamity_text(state.rules, state.turn, short=short)
            if track.cell_len + 2 + cell_len(calamities) <= width:
                self.update(track + Text("  ") + Text(calamities, style="italic"))
                return
        forms = []  # else the calamities below the turns, in the form that takes the fewest lines, long or short
        for short in (False, True):
            lines = calamity_lines(state.rules, state.turn, short=short) or [calamity_text(state.rules, state.turn)]
            if short or max(map(cell_len, lines)) <= width:  # the long form only if each calamity fits a line
                forms.append(broken([track, *(Text(line, style="bold italic") for line in lines)],
                                    [Text("  "), *[Text(" · ", style="bold italic")] * (len(lines) - 1)], width))
        self.update(min(forms, key=lambda form: len(form.plain.splitlines())))
