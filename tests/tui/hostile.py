"""A hostile corpus of user text, and reading what a screen really draws.

Names, notes and reasons are data: whatever a person types (brackets that look
like Rich or Textual markup, ``:emoji:`` codes, ``$variables``, right-to-left
marks, emoji joined with ZWJ) must be drawn exactly as typed, on every screen.
"""

from __future__ import annotations

import re

from textual.app import App

#: Player names (the event models allow at most 24 characters), each unique in its first letter or two.
NAMES = [
    "Cat [2nd",  # an unclosed bracket: a MarkupError in Textual's markup
    "[/]",  # closes a tag that was never opened
    "[b]Bo[/b]",  # would be drawn in bold, brackets gone
    "[@click=app.quit]Q",  # a Textual action link: would quit the app on a click
    "👩\u200d👩\u200d👧 \u200fשרה",  # an emoji ZWJ sequence, a right-to-left mark and Hebrew
    ":smile: $x \\[y]",  # a Rich emoji code, a Content variable, an escaped bracket
]
#: Their symbols (the default, a name's first letter, would repeat ``[``).
SYMBOLS = ["C", "/", "B", "Q", "F", "S"]
#: A game name at the 60-character limit, full of markup.
GAME = "[b]Fr[/] [link=x]nite[/link] \\[2nd :smile: [@click=app.bell]"
#: A civilisation (40 characters at most).
CIVILISATION = "[/] Rome [i]of the [b]West"
#: A reason (200 characters at most) and a ruling (200) and its rule (500 at most).
REASON = ("[red]misread[/red] a card [/] " + "[b]x[/b] " * 18).strip()
RULING = ("[/] hints [b]may not[/b] be given; 🙂‍↔️ [link=https://x]see[/link] " + ":smile: " * 15).strip()
RULE = "001 Trading Phase [@click=app.quit]" * 10


def screen_text(app: App) -> str:
    """Every line the current screen draws (what a terminal of the app's size would show), as plain text."""
    update = app.screen._compositor.render_update(full=True)
    return "\n".join("".join(strip.text for strip in line) for line in update.strips)


def flat(text: str) -> str:
    """``text`` with every run of white space made one space (table cells and wrapped lines read as one)."""
    return re.sub(r"\s+", " ", text)
