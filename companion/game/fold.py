"""The fold: a game state is its journal's events applied in order, through the rules engine.

:func:`apply_event` checks an event against the state and applies it, or raises
:class:`GameError` and changes nothing (every handler computes everything
first, then commits). :func:`replay` folds a whole journal: undo/redo/rewind are
resolved first (:mod:`companion.game.history`), then the events in effect are
applied once each.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from companion.errors import CompanionError
from companion.game import handlers_development, handlers_flow, handlers_resolution, handlers_trading
from companion.game.errors import GameError
from companion.game.events import Event
from companion.game.state import GameState

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
    if event.type not in UNCHECKED_PHASE and (event.turn, event.phase) != (state.turn, state.phase):
        raise GameError(
            f"this {event.type} event is for turn {event.turn}, {event.phase}, "
            f"but the game is in turn {state.turn}, {state.phase}",
            seq=event.seq,
        )
    handler = HANDLERS.get(event.type)
    if handler is None:  # undo/redo/rewind are resolved before folding
        return
    try:
        handler(state, event)
    except GameError:
        raise
    except CompanionError as error:  # a rules-engine error: same message, game error type
        raise GameError(str(error)) from None


def replay(events: Iterable[Event]) -> GameState:
    """Fold a journal of the primary game into a fresh state (see :meth:`GameKind.replay`).

    Raises:
        GameError: an event that the game does not allow at its point, or an
            undo/redo/rewind that does not match the journal.
    """
    from companion.game.titm_kind import KIND

    return KIND.replay(events)
