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

from companion.game.stats.league import League, line_marks, rating_series
from companion.game.stats.text import tenths
from companion.i18n import _

#: How many players' lines are drawn (the best ordinals): more would not tell apart at 80 columns.
MOST_LINES = 8
#: A name is cut to this many characters in the legend.
NAME_CHARS = 16
#: Each line's colour, best ordinal first (its symbol tells it apart without colour too).
COLOURS = ("cyan", "red", "green", "yellow", "magenta", "blue", "orange", "white")


class RatingsPlot(PlotextPlot):
    """The ratings' plot, drawn anew for its size."""

    league: League | None = None

    def render(self) -> RenderResult:
        plt = self.plt
        plt.clear_data()
        plt.clear_figure()
        plt.title(_("Ratings: ordinal (μ − 3σ) after each game"))
        lines = rating_series(self.league, MOST_LINES) if self.league is not None else []
        for (_name, xs, ys), mark, colour in zip(lines, line_marks([n for n, _xs, _ys in lines]), COLOURS):
            plt.plot(xs, ys, marker="braille", color=colour)
            plt.scatter(xs, ys, marker=mark, color=colour)
        games = max((x for _n, xs, _ys in lines for x in xs), default=1)
        plt.xticks(list(range(1, games + 1, max(1, games // 10))))
        plt.xlabel(_("game"))
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
        lines = rating_series(league, MOST_LINES) if league is not None else []
        ratings = league.ratings[:MOST_LINES] if league is not None else []
        legend = " · ".join(
            f"{m} {r.name[:NAME_CHARS]} {tenths(r.ordinal)}" for m, r in zip(line_marks([n for n, _xs, _ys in lines]), ratings)
        )
        self.query_one("#ratings-legend", Static).update(Text(legend or _("No finished game to rate yet.")))
