"""The league's ratings over time on the Statistics screen: each player's ordinal after each game.

A plotext chart (Textual's own ``textual-plotext`` widget, as the race on the end screen): games
along (1 = the season's first rated game), the ordinal (μ − 3σ, :mod:`companion.game.stats.league`)
up; each player's line drawn with their name's first letter (a digit where another line has it
already), so the lines read without colour (STYLE 7), and a legend under it. The chart draws the
league's numbers and computes none.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult, RenderResult
from textual.containers import Vertical
from textual.widgets import Static
from textual_plotext import PlotextPlot

from companion.game.stats.league import League
from companion.game.stats.text import tenths

#: How many players' lines are drawn (the best ordinals): more would not tell apart at 80 columns.
MOST_LINES = 8
#: A name is cut to this many characters in the legend.
NAME_CHARS = 16
#: Each line's colour, best ordinal first (its symbol tells it apart without colour too).
COLOURS = ("cyan", "red", "green", "yellow", "magenta", "blue", "orange", "white")


def series(league: League) -> list[tuple[str, list[int], list[float]]]:
    """Each drawn player's name, the games (1, 2, … in the order they were played) and the ordinal after each."""
    order = sorted({(p.date, p.game) for r in league.ratings for p in r.history})
    index = {key: i + 1 for i, key in enumerate(order)}
    return [
        (r.name, [index[p.date, p.game] for p in r.history], [p.ordinal for p in r.history])
        for r in league.ratings[:MOST_LINES]
    ]


def marks(names: list[str]) -> list[str]:
    """One character per line: the name's first letter, or a digit when another line has it already."""
    taken: set[str] = set()
    found = []
    for name in names:
        mark = name[:1].upper()
        if not mark.isprintable() or not mark.strip() or mark.casefold() in taken:
            mark = next(d for d in "123456789abcdefghijklmnopqrstuvwxyz" if d not in taken)
        taken.add(mark.casefold())
        found.append(mark)
    return found


class RatingsPlot(PlotextPlot):
    """The ratings' plot, drawn anew for its size."""

    league: League | None = None

    def render(self) -> RenderResult:
        plt = self.plt
        plt.clear_data()
        plt.clear_figure()
        plt.title("Ratings: ordinal (μ − 3σ) after each game")
        lines = series(self.league) if self.league is not None else []
        for (_, xs, ys), mark, colour in zip(lines, marks([n for n, _, _ in lines]), COLOURS):
            plt.plot(xs, ys, marker="braille", color=colour)
            plt.scatter(xs, ys, marker=mark, color=colour)
        games = max((x for _, xs, _ in lines for x in xs), default=1)
        plt.xticks(list(range(1, games + 1, max(1, games // 10))))
        plt.xlabel("game")
        return super().render()


class RatingsChart(Vertical):
    """The league's ratings over its games, and a legend naming each line's player with their ordinal now."""

    def compose(self) -> ComposeResult:
        yield RatingsPlot(id="ratings-plot")
        yield Static("", id="ratings-legend", markup=False)

    def show(self, league: League | None) -> None:
        """Draw ``league``'s ratings (None: nothing rated yet)."""
        plot = self.query_one(RatingsPlot)
        plot.league = league
        plot.refresh()
        lines = series(league) if league is not None else []
        ratings = league.ratings[:MOST_LINES] if league is not None else []
        legend = " · ".join(
            f"{m} {r.name[:NAME_CHARS]} {tenths(r.ordinal)}" for m, r in zip(marks([n for n, _, _ in lines]), ratings)
        )
        self.query_one("#ratings-legend", Static).update(Text(legend or "No finished game to rate yet."))
