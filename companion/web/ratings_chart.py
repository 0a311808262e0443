"""The league's ratings over time as an SVG chart (``companion stats --chart PATH``), drawn as the race is.

The same approach as :mod:`companion.web.race_chart`: :func:`chart` works out the geometry (numbers
only) from :func:`companion.game.stats.league.rating_series`, and the template
``templates/_line_chart.svg`` (the race's) draws it, autoescaped: a player's name is text in the SVG, never markup.
Each line carries its player's letter at every game (at its last, past :data:`MARKED_GAMES` games)
and in the legend, so it reads without colour (STYLE 7). Games run along (1 = the first rated game), the ordinal (μ − 3σ) up; it may be negative.
"""

from __future__ import annotations

import math
from typing import Any

from companion.game.stats.league import League, line_marks, rating_series
from companion.game.stats.text import tenths
from companion.web.race_chart import HEIGHT, WIDTH, LEFT, RIGHT, TOP, BOTTOM, line_chart_svg, short, spread

#: With more games than this, a line carries its letter at its last game only (not at every game).
MARKED_GAMES = 24
#: Each line's colour, best ordinal first (the letters tell the lines apart without it).
STROKES = ("#22b8c8", "#d33", "#2e9e44", "#e8c51b", "#c3c", "#2a7de1", "#f08a1c", "#f4f4f4")


def chart(league: League) -> dict[str, Any]:
    """The geometry of the ratings chart: ``{"width", "height", "legend_x", "plot": {x0, x1, y0, y1},
    "columns": [{"x", "label"}], "ticks": [{"y", "label"}], "lines": [{"name", "symbol", "stroke",
    "points", "marks": [{"x", "y"}]}], "legend": [{"y", "symbol", "name", "full", "stroke", "value" (the ordinal)}]}``."""
    lines_of = rating_series(league, len(STROKES))
    games = max((x for _, xs, _ in lines_of for x in xs), default=1)
    values = [y for _, _, ys in lines_of for y in ys] or [0.0]
    low, high = math.floor(min(0.0, *values)), math.ceil(max(1.0, *values))
    step = max(1, math.ceil((high - low) / 5))
    low, high = step * math.floor(low / step), step * math.ceil(high / step)
    x0, x1, y0, y1 = LEFT, WIDTH - RIGHT, HEIGHT - BOTTOM, TOP

    def x_of(game: int) -> float:
        return round(x0 + (game - 1) * (x1 - x0) / max(1, games - 1), 1)

    def y_of(value: float) -> float:
        return round(y0 - (y0 - y1) * (value - low) / (high - low), 1)

    lines: list[dict[str, Any]] = []
    for (name, xs, ys), mark, stroke in zip(lines_of, line_marks([n for n, _, _ in lines_of]), STROKES):
        points = [(x_of(x), y_of(y)) for x, y in zip(xs, ys)]
        lines.append({
            "name": name, "symbol": mark, "stroke": stroke, "points": " ".join(f"{x},{y}" for x, y in points),
            "marks": [{"x": x, "y": y} for x, y in (points if games <= MARKED_GAMES else points[-1:])],
        })
    spread(lines)
    legend = [
        {"y": y1 + 8 + 22 * n, "symbol": line["symbol"], "name": short(line["name"]), "full": line["name"],
         "stroke": line["stroke"], "value": tenths(r.ordinal)}
        for n, (line, r) in enumerate(zip(lines, league.ratings))
    ]
    return {
        "width": WIDTH, "height": HEIGHT, "legend_x": x1 + 26,
        "plot": {"x0": x0, "x1": x1, "y0": y0, "y1": y1},
        "columns": [{"x": x_of(g), "label": g} for g in range(1, games + 1, max(1, games // 12))],
        "ticks": [{"y": y_of(v), "label": v} for v in range(low, high + 1, step)],
        "lines": lines,
        "legend": legend,
    }


def ratings_svg(league: League) -> str:
    """The ratings chart as a whole SVG document (its own background: it stands alone)."""
    return line_chart_svg("ratings", f"{league.title}: ratings (ordinal, μ − 3σ) after each game", "game (ordinal: μ − 3σ, openskill Plackett–Luce)", chart(league))
