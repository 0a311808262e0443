"""Referee answers shared by ``companion calc`` and the TUI's calculator screen.

Each function takes already-parsed input, asks the rules engine, and returns
an :class:`Answer`: the stable JSON data and the readable text. The command
line and the screen only parse input and show the answer.
"""

from __future__ import annotations

from typing import Any

import msgspec


class Answer(msgspec.Struct, frozen=True):
    """A referee answer: ``data`` is what ``--json`` prints, ``text`` what a person reads."""

    data: dict[str, Any]
    text: str
