"""The fold: a game state is its journal's events applied in order, through the rules engine.

:func:`apply_event` checks an event against the state and applies it, or raises
:class:`GameError` and changes nothing (every handler computes everything
first, then commits). :func:`companion.game.titm.kind.replay` folds a whole journal: undo/redo/rewind are
resolved first (:mod:`companion.game.history`), then the events in effect are
applied once each (:meth:`companion.game.kinds.GameKind.replay`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from companion.game.titm import handlers_development, handlers_flow, handlers_resolution, handlers_trading
from companion.game.events import EventBase
from companion.game.kinds import dispatch
from companion.game.titm.events import Event, Setup, TimerEvent
from companion.game.titm.state import GameState

#: Each event class's handler (undo, redo and rewind have none: the timeline resolves them before folding).
HANDLERS: dict[type[EventBase], Callable[[GameState, Any], None]] = {
    **handlers_flow.HANDLERS,
    **handlers_trading.HANDLERS,
    **handlers_resolution.HANDLERS,
    **handlers_development.HANDLERS,
}

#: Events that may be recorded whatever the turn and phase say (they describe the table, not the game).
UNCHECKED_PHASE: frozenset[type[EventBase]] = frozenset({Setup, TimerEvent})


def apply_event(state: GameState, event: Event) -> None:
    """Apply one event in effect to ``state`` (``state.seq`` is left to the caller).

    Raises:
        GameError: the event is not allowed now (wrong phase or turn, unknown
            player, a rule broken); ``state`` is unchanged.
    """
    dispatch(HANDLERS, UNCHECKED_PHASE, state, event)

