"""The fold: a game state is its journal's events applied in order, through the rules engine.

:func:`check_event` is the game's one judge: whether an event is allowed now, the
check of its type's rule (:class:`companion.game.kinds.Rule`), which raises
:class:`GameError` in the table's words and changes nothing. :func:`apply_event`
checks an event and applies it (each rule computes everything in its check, then
commits). :func:`replay` folds a whole journal: undo/redo/rewind are resolved first
(:mod:`companion.game.history`), then the events in effect are applied once each.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from companion.game.titm import handlers_development, handlers_flow, handlers_resolution, handlers_trading
from companion.game.kinds import Fold, Rule
from companion.game.titm.events import Event
from companion.game.titm.state import GameState

HANDLERS: dict[str, Rule[GameState, Any, Any]] = {
    **handlers_flow.HANDLERS,
    **handlers_trading.HANDLERS,
    **handlers_resolution.HANDLERS,
    **handlers_development.HANDLERS,
}

#: Events that may be recorded whatever the turn and phase say (they describe the table, not the game).
UNCHECKED_PHASE = frozenset({"setup", "timer", "undo", "redo", "rewind"})

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


def replay(events: Iterable[Event]) -> GameState:
    """Fold a journal of the primary game into a fresh state (see :meth:`GameKind.replay`).

    Raises:
        GameError: an event that the game does not allow at its point, or an
            undo/redo/rewind that does not match the journal.
    """
    from companion.game.titm.kind import KIND

    return KIND.replay(events)
