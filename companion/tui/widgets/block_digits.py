"""Digits drawn in blocks as large as the room allows, for a timer read from across the room.

Textual's :class:`~textual.widgets.Digits` are 3 rows tall. Here each character is a
3×5 grid of pixels (the colon 1×5), and each pixel is drawn as a block of ``█``
scaled to the width and height given: :func:`block_lines` returns the lines of text.
No Textual here.
"""

from __future__ import annotations

#: 5 rows of pixels per character, ``#`` lit.
GLYPHS: dict[str, tuple[str, ...]] = {
    "0": ("###", "#.#", "#.#", "#.#", "###"),
    "1": ("..#", "..#", "..#", "..#", "..#"),
    "2": ("###", "..#", "###", "#..", "###"),
    "3": ("###", "..#", "###", "..#", "###"),
    "4": ("#.#", "#.#", "###", "..#", "..#"),
    "5": ("###", "#..", "###", "..#", "###"),
    "6": ("###", "#..", "###", "#.#", "###"),
    "7": ("###", "..#", "..#", "..#", "..#"),
    "8": ("###", "#.#", "###", "#.#", "###"),
    "9": ("###", "#.#", "###", "..#", "###"),
    ":": (".", "#", ".", "#", "."),
    "-": ("...", "...", "###", "...", "..."),
    " ": ("...", "...", "...", "...", "..."),
}
PIXEL_ROWS = 5
#: Blank pixels between two characters.
GAP = 1


def pixel_width(text: str) -> int:
    """The width of ``text`` in pixels (characters and the gaps between them)."""
    chars = [GLYPHS.get(ch, GLYPHS[" "]) for ch in text]
    return sum(len(g[0]) for g in chars) + GAP * max(0, len(chars) - 1)


def scale_for(text: str, width: int, height: int) -> tuple[int, int]:
    """The largest block size (columns, rows per pixel) that fits ``text`` in ``width`` × ``height`` cells.

    A pixel is never taller in rows than it is wide in columns (a terminal cell is about
    twice as tall as it is wide), so the digits keep their shape in a tall, narrow window.
    """
    across = max(1, width // max(1, pixel_width(text)))
    down = max(1, height // PIXEL_ROWS)
    down = min(down, max(1, across))  # a pixel at most as tall (in rows) as it is wide (in columns)
    return across, down


def block_lines(text: str, width: int, height: int) -> list[str]:
    """``text`` drawn in blocks scaled to fit ``width`` × ``height`` cells: the lines, all the same length.

    Characters other than digits, ``:`` and ``-`` are drawn blank.
    """
    across, down = scale_for(text, width, height)
    rows: list[str] = []
    for row in range(PIXEL_ROWS):
        pixels = []
        for index, ch in enumerate(text):
            glyph = GLYPHS.get(ch, GLYPHS[" "])
            if index:
                pixels.append("." * GAP)
            pixels.append(glyph[row])
        line = "".join("█" * across if p == "#" else " " * across for p in "".join(pixels))
        rows.extend([line] * down)
    return rows
