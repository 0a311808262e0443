"""The fold: a game state is its journal's events applied in order, through the rules engine.

:func:`check_event` is the game's one judge: whether an event is allowed now, the
check of its type's rule (:class:`companion.game.folds.Rule`), which raises
:class:`GameError` in the table's words and changes nothing. :func:`apply_event`
checks an event and applies it (each rule computes everything in its check, then
commits). A whole journal is folded by the game type (:meth:`companion.game.kinds.GameKind.replay`): undo/redo/rewind are resolved first
(:mod:`companion.game.history`), then the events in effect are applied once each.
"""

from __future__ import annotations

from typing import Any

from companion.game.events import EventBase
from companion.game.folds import Fold, Rule
from companion.game.titm import handlers_development, handlers_flow, handlers_resolution, handlers_trading
from companion.game.titm.events import Event, Setup, TimerEvent
from companion.game.titm.state import GameState

#: Each event class's rule (undo, redo and rewind have none: the timeline resolves them before folding).
HANDLERS: dict[type[EventBase], Rule[GameState, Any, Any]] = {
    **handlers_flow.HANDLERS,
    **handlers_trading.HANDLERS,
    **handlers_resolution.HANDLERS,
    **handlers_development.HANDLERS,
}

#: Events that may be recorded whatever the turn and phase say (they describe the table, not the game).
UNCHECKED_PHASE: frozenset[type[EventBase]] = frozenset({Setup, TimerEvent})

FOLD = Fold(HANDLERS, UNCHECKED_PHASE)


def check_event(state: GameState, event: Event) -> object:
    """Whether ``event`` is allowed now (its turn and phase, then its rule): the plan its apply needs.

    Changes nothing and copies nothing (the judge, :meth:`GameKind.refusal`, asks it).

    Raises:
        GameError: the event is not allowed now, in the table's words.
    """
    return FOLD.check(state, event)


def apply_event(state: GameState, event: Event) -> None:
    """Apply one event in effect to ``state`` (``state.seq`` is left to the caller).

    Raises:
        GameError: the event is not allowed now (wrong phase or turn, unknown
            player, a rule broken); ``state`` is unchanged.
    """
    FOLD.apply(state, event)
