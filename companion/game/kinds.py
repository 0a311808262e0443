"""Game types the journal can hold: the primary game, and the Trade and Triumph scoreboard.

Each journal's header names its game type (``"game": "titm"`` when absent, for
journals written before there were two). A :class:`GameKind` bundles what the
game layer needs to read, fold and report a journal of that type; undo, redo,
rewind, the journal file and the ledger screen are shared.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from companion.game.errors import JournalError

#: Game type name → the module that defines its ``KIND``.
MODULES = {"titm": "companion.game.titm_kind", "tnt": "companion.game.tnt.kind"}
DEFAULT = "titm"


@dataclass(frozen=True)
class GameKind:
    """What the game layer needs to handle one game type.

    Attributes:
        name: the type's id in journal headers (``"titm"``, ``"tnt"``).
        title: a human name.
        setup_type: the ``type`` of its first event.
        adapter: validates one event of this type's union (a pydantic TypeAdapter).
        new_state: a blank state, before the setup event.
        apply: applies one event in effect to a state (raises GameError, changing nothing).
        describe: one line for an event in the history.
        text: the ``replay`` answer for a state.
        export_markdown: the ``export --format md`` report.
        export_data: the ``export --format json`` object.
    """

    name: str
    title: str
    setup_type: str
    adapter: Any
    new_state: Callable[[], Any]
    apply: Callable[[Any, Any], None]
    describe: Callable[[Any], str]
    text: Callable[[Any], str]
    export_markdown: Callable[[Any, Sequence[Any]], str]
    export_data: Callable[[Any, Sequence[Any]], dict[str, Any]]

    def replay(self, events: Iterable[Any]) -> Any:
        """Fold a journal's events into a fresh state (undo/redo/rewind resolved first).

        Raises:
            GameError: an event that the game does not allow at its point (with its ``seq``).
        """
        from companion.game.bulk import collector_paused
        from companion.game.errors import GameError
        from companion.game.history import effective

        events = list(events)
        state = self.new_state()
        with collector_paused():
            for event in effective(events).kept:
                try:
                    self.apply(state, event)
                except GameError as error:
                    raise GameError(str(error), seq=event.seq) from None
        if events:
            state.seq = events[-1].seq
        return state


def get(name: str) -> GameKind:
    """The game type called ``name``.

    Raises:
        JournalError: a game type this companion does not know.
    """
    module = MODULES.get(name)
    if module is None:
        raise JournalError(f"journal of an unknown game type {name!r} (this companion knows: {', '.join(MODULES)})")
    return importlib.import_module(module).KIND
