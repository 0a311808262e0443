"""The width a widget of the table lays its text out in, from its first drawing on, and how its texts
share that width: a table's columns (:func:`grown`), a bar's pieces (:func:`broken`)."""

from __future__ import annotations

from collections.abc import Sequence

from rich.cells import cell_len
from rich.text import Text
from textual.widget import Widget


def content_width(widget: Widget) -> int:
    """``widget``'s width inside its gutter (cells): its own once laid out; before that (the table is
    drawn as it is mounted, before its first layout and its first frame), its screen's less its
    gutter, for a widget as wide as its screen: it is drawn once, at the width it is shown at."""
    return widget.size.width or max(0, widget.screen.size.width - widget.styles.gutter.width)


def grown(floors: Sequence[int], wants: Sequence[int], spare: int) -> list[int]:
    """Column widths (cells): each its floor, grown toward the width it wants while ``spare`` cells last.

    The columns that want the fewest more cells come first, each given all it wants, so that the
    most are shown whole (a translated heading wider than its column, a long name); what is left
    when the next cannot have all it wants is shared out a cell at a time among those still short,
    so that each shows the start of its text. ``[9, 3, 3], [13, 6, 3], 4`` → ``[10, 6, 3]``;
    ``[1, 1], [9, 9], 5`` → ``[4, 3]``.
    """
    widths = list(floors)
    short = sorted((i for i in range(len(widths)) if wants[i] > floors[i]), key=lambda i: wants[i] - floors[i])
    while short and wants[short[0]] - widths[short[0]] <= spare:
        i = short.pop(0)
        spare -= wants[i] - widths[i]
        widths[i] = wants[i]
    for n in range(spare if short else 0):
        widths[short[n % len(short)]] += 1
    return widths


def broken(pieces: Sequence[Text], seps: Sequence[Text], width: int) -> Text:
    """``pieces`` joined by ``seps`` (``seps[i]`` before ``pieces[i + 1]``), a line broken only between two
    pieces, where the next would run past ``width`` cells (a phase's or a calamity's words stay together)."""
    text = Text()
    for piece in pieces[:1]:
        text.append_text(piece)  # its style on its own span: a ``Text``'s own style would be the whole line's
    line = text.cell_len
    for sep, piece in zip(seps, pieces[1:]):
        if line + sep.cell_len + piece.cell_len > width:
            text.append("\n")
            piece = piece[len(piece.plain) - len(piece.plain.lstrip()):]  # a new line starts with words
            line = 0
        else:
            text.append_text(sep)
            line += sep.cell_len
        text.append_text(piece)
        line += piece.cell_len
    return text


def fitted(headings: Sequence[str], rows: Sequence[Sequence[str]], room: int) -> list[int] | None:
    """Widths (cells, padding excluded) for a table's columns in ``room`` cells: ``None`` where every column
    may be as wide as its heading and its widest cell; else each as wide as its widest cell, grown toward
    its heading's width (:func:`grown`): a heading left narrower ends in ``…``.

    ``["#", "Player", "Happy+Shields"], [["1", "Ann", "3"]], 20`` → ``[1, 6, 13]`` (all fit: ``None``);
    in 12 cells → ``[1, 6, 5]``.
    """
    cells = [max((cell_len(row[i]) for row in rows), default=0) for i in range(len(headings))]
    wants = [max(cell_len(heading), widest) for heading, widest in zip(headings, cells)]
    if sum(wants) <= room:
        return None
    return grown(cells, wants, max(0, room - sum(cells)))
