"""The race as an SVG chart: the board at game over and the export beside a report.

No JavaScript and no chart library: :func:`chart` works out the geometry (numbers only) from the
race's JSON-ready data (:func:`companion.game.titm.race.race_data`), and the template
``templates/_line_chart.svg`` draws it (the league's ratings too, :mod:`companion.web.ratings_chart`), autoescaped like every page: a player's name is text in the
SVG, never markup (a player named ``<script>`` shows as those characters). Each line carries the
player's symbol at every turn and in the legend, so the chart reads without colour (STYLE 7).
"""

from __future__ import annotations

from typing import Any

from companion.game.titm.race import nice_step
from companion.i18n import _
from companion.web.jinja import environment

#: The chart's size in SVG units (it scales to its box; the legend sits on the right).
WIDTH, HEIGHT = 640, 330
LEFT, RIGHT, TOP, BOTTOM = 40, 190, 14, 40
#: A name is cut to this many characters in the legend (the whole name is in the ranking above).
NAME_CHARS = 16
#: Player colours as the board's stylesheet draws them (static/app.css, ``.pc-red`` …).
STROKES = {
    "red": "#d33", "blue": "#2a7de1", "green": "#2e9e44", "yellow": "#e8c51b", "white": "#f4f4f4",
    "black": "#888", "magenta": "#c3c", "orange": "#f08a1c", "purple": "#8a4fd0", "cyan": "#22b8c8",
}
#: Two symbols closer than this (SVG units) at one turn are drawn side by side, not on top of each other.
CLOSE = 14
#: How far apart such symbols are drawn (a symbol's circle is 15 units across).
SPREAD = 16


def short(name: str) -> str:
    """A name as the legend shows it: at most :data:`NAME_CHARS` characters, ``…`` when cut."""
    return name if len(name) <= NAME_CHARS else name[: NAME_CHARS - 1] + "…"


def chart(data: dict[str, Any]) -> dict[str, Any]:
    """The geometry of the race chart.

    Args:
        data: :func:`companion.game.titm.race.race_data` (turns, labels, over, players with ``vp`` per
            turn and ``final``).

    Returns:
        ``{"width", "height", "plot": {x0, x1, y0, y1}, "columns": [{"x", "label"}],
        "ticks": [{"y", "label"}], "lines": [{"name", "symbol", "stroke", "points": "x,y …",
        "marks": [{"x", "y"}], "last": int}], "legend": [{"y", "symbol", "name" (cut), "full", "stroke", "value" (VP)}]}``
        — every coordinate a number, every text the caller's (the template escapes it).
    """
    # turn 0 is "start"; "end" is named by the board's hint under the chart
    labels = [_("start") if label == "start" else label for label in data["labels"]] + ([_("end")] if data["over"] else [])
    players = data["players"]
    values = [list(p["vp"]) + ([p["final"]] if data["over"] else []) for p in players]
    top: int = max([1, *(v for row in values for v in row)])
    step = nice_step(top)
    axis_top = step * -(-top // step)
    x0, x1, y0, y1 = LEFT, WIDTH - RIGHT, HEIGHT - BOTTOM, TOP
    gap = (x1 - x0) / max(1, len(labels) - 1)

    def x_of(i: int) -> float:
        return round(x0 + i * gap, 1)

    def y_of(vp: int) -> float:
        return round(y0 - (y0 - y1) * vp / axis_top, 1)

    lines = []
    for p, row in zip(players, values, strict=True):
        points = [(x_of(i), y_of(v)) for i, v in enumerate(row)]
        lines.append({
            "name": p["name"], "symbol": p["symbol"], "stroke": STROKES.get(str(p["colour"]).lower(), "#999"),
            "points": " ".join(f"{x},{y}" for x, y in points),
            "marks": [{"x": x, "y": y} for x, y in points],
            "last": row[-1] if row else 0,
        })
    if len({row[0] for row in values if row}) <= 1:  # everyone starts level (at 0): one start, no pile of symbols
        for line in lines:
            line["marks"] = line["marks"][1:]
    spread(lines)
    order = sorted(range(len(lines)), key=lambda i: -lines[i]["last"])
    legend = [
        {"y": y1 + 8 + 22 * n, "symbol": lines[i]["symbol"], "name": short(lines[i]["name"]), "full": lines[i]["name"],
         "stroke": lines[i]["stroke"], "value": lines[i]["last"]}
        for n, i in enumerate(order)
    ]
    return {
        "width": WIDTH, "height": HEIGHT, "legend_x": x1 + 26,
        "plot": {"x0": x0, "x1": x1, "y0": y0, "y1": y1},
        "columns": [{"x": x_of(i), "label": label} for i, label in enumerate(labels)],
        "ticks": [{"y": y_of(v), "label": v} for v in range(0, axis_top + 1, step)],
        "lines": lines,
        "legend": legend,
        "over": data["over"],
    }


def spread(lines: list[dict[str, Any]]) -> None:
    """Move symbols that would print on top of each other at one column (one ``x``) side by side (in
    place: each mark gets its ``dx``); lines may have marks at different columns (a player who missed a game)."""
    columns: dict[float, list[dict[str, Any]]] = {}
    for line in lines:
        for mark in line["marks"]:
            columns.setdefault(mark["x"], []).append(mark)
    for column in columns.values():
        group: list[dict[str, Any]] = []
        for mark in [*sorted(column, key=lambda m: m["y"]), None]:
            if mark is not None and group and abs(mark["y"] - group[-1]["y"]) < CLOSE:
                group.append(mark)
                continue
            for n, member in enumerate(group):
                member["dx"] = round((n - (len(group) - 1) / 2) * SPREAD, 1)
            group = [mark] if mark is not None else []


def race_svg(data: dict[str, Any]) -> str:
    """The race chart as a whole SVG document (its own background: it stands alone beside a report,
    and on the board)."""
    caption = _("turn") + (" " + _("(end: with developments and Monuments/Shrines)") if data["over"] else "")
    return line_chart_svg("race", _("The race: VP by turn"), caption, chart(data))


def line_chart_svg(kind: str, title: str, caption: str, geometry: dict[str, Any]) -> str:
    """A chart of lines with symbols (the race, the league's ratings) as a whole SVG document, from its
    ``geometry`` (:func:`chart`'s shape): ``kind`` names its class (``race-chart``), ``title`` and
    ``caption`` (under the columns) are text, escaped like the names."""
    return environment().get_template("_line_chart.svg").render(kind=kind, title=title, caption=caption, c=geometry)
