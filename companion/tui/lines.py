"""Lines for the screens: panels built as Rich ``Text`` piece by piece, and file text made printable (no Textual here).

A panel line mixes keys (in bold) with words and, often, names or notes people
typed. Building it with :meth:`rich.text.Text.assemble` keeps the typed text
plain: a player called ``[/]`` or ``[b]Bo`` is drawn as typed, where a markup
string would lose the brackets or stop the app with a MarkupError.

    >>> str(Text.assemble(key("n"), " start the Trading phase"))
    'n start the Trading phase'
"""

from __future__ import annotations

from rich.text import Text

from companion.text import printable


def key(letter: str) -> tuple[str, str]:
    """A key as the panels show it: ``("n", "bold")``, a piece for :meth:`rich.text.Text.assemble`."""
    return (letter, "bold")


def joined(lines: list[Text | str]) -> Text:
    """Lines (``Text`` or plain ``str``, never markup) as one ``Text``, one per line."""
    return Text("\n").join(line if isinstance(line, Text) else Text(line) for line in lines)


def printable_lines(text: str) -> str:
    """``text`` from a file, safe on a terminal line by line: control characters as escapes, line breaks kept."""
    return "\n".join(printable(line) for line in text.split("\n"))
