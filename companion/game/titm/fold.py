"""The fold: a game state is its journal's events applied in order, through the rules engine.

:func:`apply_event` checks an event against the state and applies it, or raises
:class:`GameError` and changes nothing (every handler computes everything
first, then commits). :func:`replay` folds a whole journal: undo/redo/rewind are
resolved first (:mod:`companion.game.history`), then the events in effect are
applied once each.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from companion.game.titm import handlers_development, handlers_flow, handlers_resolution, handlers_trading
from companion.game.kinds import dispatch
from companion.game.titm.events import Event
from companion.game.titm.state import GameState

Handler = Callable[[GameState, Event], None]

HANDLERS: dict[str, Handler] = {
    **handlers_flow.HANDLERS,
    **handlers_trading.HANDLERS,
    **handlers_resolution.HANDLERS,
    **handlers_development.HANDLERS,
}

#: Events that may be recorded whatever the turn and phase say (they describe the table, not the game).
UNCHECKED_PHASE = frozenset({"setup", "timer", "undo", "redo", "rewind"})


def apply_event(state: GameState, event: Event) -> None:
    """Apply one event in effect to ``state`` (``state.seq`` is left to the caller).

    Raises:
        GameError: the event is not allowed now (wrong phase or turn, unknown
            player, a rule broken); ``state`` is unchanged.
    """
    dispatch(HANDLERS, UNCHECKED_PHASE, state, event)


def replay(events: Iterable[Event]) -> GameState:
    """Fold a journal of the primary game into a fresh state (see :meth:`GameKind.replay`).

    Raises:
        GameError: an event that the game does not allow at its point, or an
            undo/redo/rewind that does not match the journal.
    """
    from companion.game.titm.kind import KIND

    state: GameState = KIND.replay(events)
    return state
