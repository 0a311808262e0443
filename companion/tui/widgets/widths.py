"""The width a widget of the table lays its text out in, from its first drawing on."""

from __future__ import annotations

from textual.widget import Widget


def content_width(widget: Widget) -> int:
    """``widget``'s width inside its gutter (cells): its own once laid out; before that (the table is
    drawn as it is mounted, before its first layout and its first frame), its screen's less its
    gutter, for a widget as wide as its screen: it is drawn once, at the width it is shown at."""
    return widget.size.width or max(0, widget.screen.size.width - widget.styles.gutter.width)
