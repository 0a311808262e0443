"""The race drawn on the end screen: each player's VP turn by turn (:mod:`companion.game.titm.race`).

A plotext chart (Textual's own ``textual-plotext`` widget) whose lines carry their player's
symbol at every turn, so they read without colour (STYLE 7), and a legend under it naming each
symbol's player with their total. Symbols that would print in one cell are set side by side.
The chart draws the race's numbers and computes none.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult, RenderResult
from textual.containers import Vertical
from textual.widgets import Static
from textual_plotext import PlotextPlot

from companion.game.titm.race import Race, nice_step, turn_label
from companion.i18n import _

#: Player colours as plotext names them; black is drawn grey (a black line is lost on the dark screen).
PLOT_COLOURS = {
    "red": "red", "blue": "blue", "green": "green", "yellow": "yellow", "white": "white", "black": "gray",
    "magenta": "magenta", "orange": "orange", "cyan": "cyan", "purple": "magenta",
}
#: Rows and columns of the widget that are not the plot's canvas: the title, the frame and the
#: turn labels; the frame and the VP labels (plus their width).
FRAME_ROWS, FRAME_COLUMNS = 4, 3


def markers(r: Race) -> list[str]:
    """One character per line to draw it with: the player's symbol, or its first character when it has
    two; a digit (1, 2, …) for a player whose character another line already has."""
    taken: set[str] = set()
    found = []
    for line in r.lines:
        mark = line.symbol[:1]
        if not mark.isprintable() or mark.casefold() in taken:
            mark = next(d for d in "1234567890abcdefghijklmnopqrstuvwxyz" if d not in taken)
        taken.add(mark.casefold())
        found.append(mark)
    return found


def legend(r: Race, marks: list[str]) -> Text:
    """``"A Ann 74 · B Ben 135 · …"``: each line's character, its player and their total (the final
    total once the game is over), highest first. User text: a ``Text``, never markup."""
    totals = [(line.final if r.over and line.final is not None else line.vp[-1]) for line in r.lines]
    order = sorted(range(len(r.lines)), key=lambda i: -totals[i])
    return Text(" · ".join(f"{marks[i]} {r.lines[i].name[:16]} {totals[i]}" for i in order))


def side_by_side(rows: list[int], first: bool, last: bool) -> list[int]:
    """Column offsets for symbols at one turn so that none prints on another: ``rows`` is each
    symbol's row; those sharing a row go 0, +1, −1, +2, … columns (only rightwards at the first
    turn, leftwards at the last, to stay inside the frame)."""
    offsets = [0] * len(rows)
    seen: dict[int, int] = {}
    for i, row in enumerate(rows):
        n = seen.get(row, 0)
        seen[row] = n + 1
        if first:
            offsets[i] = n
        elif last:
            offsets[i] = -n
        else:
            offsets[i] = (n + 1) // 2 * (1 if n % 2 else -1)
    return offsets


class RacePlot(PlotextPlot):
    """The race's plot, drawn anew for its size (where symbols meet depends on it)."""

    race: Race | None = None

    def render(self) -> RenderResult:
        if self.race is not None:
            self._draw(self.race)
        return super().render()

    def _draw(self, r: Race) -> None:
        marks = markers(r)
        columns = [*(turn_label(t) for t in r.turns), *([_("end")] if r.over else [])]
        xs = list(range(len(columns)))
        step = nice_step(r.top, most=4)  # 4 gaps: the chart is 16 rows high at 80×24
        axis_top = step * -(-r.top // step)
        series = [[*line.vp, *([line.final or 0] if r.over else [])] for line in r.lines]  # over: all final
        colours = [PLOT_COLOURS.get(line.colour.lower(), "default") for line in r.lines]
        rows = max(1, self.size.height - FRAME_ROWS)
        width = max(2, self.size.width - FRAME_COLUMNS - len(str(axis_top)))
        column = max(1, len(xs) - 1) / (width - 1)  # one character cell, in turns
        plt = self.plt
        plt.clear_data()
        plt.clear_figure()
        plt.title(_("The race: VP by turn"))
        for ys, colour in zip(series, colours, strict=True):  # the lines in fine dots, in colour ...
            plt.plot(xs, ys, marker="braille", color=colour)
        shifted = [list(map(float, xs)) for _line in series]
        for i in xs:  # ... each turn's point by symbol, on top, side by side where they meet
            cells = [round(ys[i] / axis_top * (rows - 1)) for ys in series]
            for line, offset in enumerate(side_by_side(cells, i == 0, i == len(xs) - 1)):
                shifted[line][i] += offset * column
        for ys, at, colour, mark in zip(series, shifted, colours, marks, strict=True):
            plt.scatter(at, ys, marker=mark, color=colour)
        plt.xticks(list(map(float, xs)), columns)
        plt.xlim(0, len(xs) - 1)
        plt.yticks(list(range(0, axis_top + 1, step)))
        plt.ylim(0, axis_top)


class RaceChart(Vertical):
    """VP by turn: a chart (turns along, VP up; "end" adds developments and Monuments/Shrines) and its legend."""

    def compose(self) -> ComposeResult:
        yield RacePlot(id="race-plot")
        yield Static("", id="race-legend", markup=False)

    def show(self, r: Race) -> None:
        """Draw the race ``r`` (attributes down: the screen hands it over)."""
        plot = self.query_one(RacePlot)
        plot.race = r
        plot.refresh()
        self.query_one("#race-legend", Static).update(legend(r, markers(r)))
