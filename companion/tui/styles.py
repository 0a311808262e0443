"""The TUI's second stylesheet: where it is, for the screens that read it.

``app.tcss`` (``CompanionApp.CSS_PATH``) holds what every screen shares and the table's rules:
Textual parses it at start, and a resumed game's first frame is the table. ``screens.tcss`` holds
every other screen's and dialog's: each of those screens names it as its ``CSS_PATH``, and Textual
reads it when the first of them opens (once; after ``app.tcss``, as when the two were one file).
"""

from __future__ import annotations

from pathlib import Path

#: The stylesheet of every screen and dialog but the table (an absolute path: the screens that name
#: it live in several folders, and Textual reads a relative ``CSS_PATH`` from the class's own).
SCREENS_CSS = Path(__file__).with_name("screens.tcss")
