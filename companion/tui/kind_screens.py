"""Each game type's screen, as its registry entry names it (:attr:`companion.game.kinds.GameKind.screen`).

``game/`` never imports Textual: a kind names its screen as ``"module:Class"``, and the TUI imports it
here, when a game of that type is opened.
"""

from __future__ import annotations

from typing import Any

from textual.screen import Screen

from companion.game.kinds import GameKind, named


def screen_class(kind: GameKind[Any, Any]) -> type[Screen[Any]]:
    """The class of the screen a game of type ``kind`` is played on (imported now).

    Raises:
        TypeError: the registry names something that is not a screen (a defect of the registry).
    """
    found = named(kind.screen)
    if not (isinstance(found, type) and issubclass(found, Screen)):
        raise TypeError(f"{kind.name}: {kind.screen} is not a screen")
    return found


def game_screen(kind: GameKind[Any, Any]) -> Screen[Any]:
    """A new screen for a game of type ``kind`` (the table, the Trade and Triumph scoreboard)."""
    return screen_class(kind)()
