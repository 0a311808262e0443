"""A game type's fold: each event class's rule, a check and an apply, and the fold that runs them.

The check is the game's one judge of whether an event is allowed now and why not, in the table's
words (:meth:`companion.game.kinds.GameKind.refusal` asks it, changing and copying nothing); the
apply commits what the check worked out. Every game type's fold is one :class:`Fold`
(:mod:`companion.game.titm.fold`, :mod:`companion.game.tnt.fold`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Generic, Protocol, TypeVar

import msgspec

from companion.errors import CompanionError
from companion.game.errors import GameError
from companion.game.events import HISTORY_EVENTS, EventBase


class Placed(Protocol):
    """A game state as the fold's stamp check reads it: where the game stands."""

    @property
    def turn(self) -> int: ...

    @property
    def phase(self) -> str: ...


StateT = TypeVar("StateT", bound=Placed)
EventT = TypeVar("EventT", bound=EventBase)
PlanT = TypeVar("PlanT")


class Rule(msgspec.Struct, Generic[StateT, EventT, PlanT], frozen=True):
    """One event type's part of a game type's fold: its check, then its apply.

    ``check(state, event)`` decides whether the event is allowed now: it raises
    :class:`GameError` (or a rules error) with the table's words, changes nothing and
    copies nothing, and returns what ``apply`` needs (its *plan*: the new markers, the
    VP to credit… computed once). ``apply(state, event, plan)`` commits that plan and
    never refuses. The fold calls both; the judge (:meth:`GameKind.refusal`) calls the
    check only.
    """

    check: Callable[[StateT, EventT], PlanT]
    apply: Callable[[StateT, EventT, PlanT], None]


def on(
    event: type[EventT], check: Callable[[StateT, EventT], PlanT], apply: Callable[[StateT, EventT, PlanT], None]
) -> tuple[type[EventBase], Rule[StateT, Any, Any]]:
    """One event class's rule (the type checker sees that ``check`` and ``apply`` take that class
    and that ``apply`` takes the plan ``check`` returns)."""
    return event, Rule(check, apply)


def rules(*pairs: tuple[type[EventBase], Rule[StateT, Any, Any]]) -> dict[type[EventBase], Rule[StateT, Any, Any]]:
    """A fold's rules by event class, from :func:`on` pairs.

    Raises:
        ValueError: an event class given twice, or one the timeline resolves (undo, redo, rewind).
    """
    table: dict[type[EventBase], Rule[StateT, Any, Any]] = {}
    for event, rule in pairs:
        if event in table or event in HISTORY_EVENTS:
            raise ValueError(f"{event.__name__}: given twice, or resolved before folding")
        table[event] = rule
    return table


class Fold(msgspec.Struct, Generic[StateT], frozen=True):
    """A game type's fold: the rule for each event class, and the events placed by no turn or phase.

    Attributes:
        rules: event class → its :class:`Rule` (undo/redo/rewind have none: the timeline resolves
            them before folding, :func:`companion.game.history.effective`).
        unchecked: event classes recorded whatever the turn and phase say (they describe the table,
            not the game: setup, the timer).
        turn_word: what the game type calls a turn, for the refusals ("turn", "round").
    """

    rules: Mapping[type[EventBase], Rule[StateT, Any, Any]]
    unchecked: frozenset[type[EventBase]]
    turn_word: str = "turn"

    def check(self, state: StateT, event: EventBase) -> object:
        """Whether one event in effect is allowed now (the game type's judge): return the plan its
        rule's apply needs, or raise. ``state`` is neither changed nor copied.

        An event is refused unless it was recorded in the game's current turn and phase (but
        those in ``unchecked``); then its rule's check decides. A rules error becomes a
        :class:`GameError` with the same message and refusal (its player the event's, if it named none).

        Raises:
            GameError: the event is not allowed now, in the table's words.
            LookupError: no rule for the event's class. Undo, redo and rewind never get here, and
                every other event type of a game's union has a rule (tests/game/test_event_types.py).
        """
        if type(event) not in self.unchecked and (event.turn, event.phase) != (state.turn, state.phase):
            word = self.turn_word
            raise GameError(
                f"this {event.type} event is for {word} {event.turn}, {event.phase}, "
                f"but the game is in {word} {state.turn}, {state.phase}",
                seq=event.seq,
            )
        rule = self.rules.get(type(event))
        if rule is None:
            raise LookupError(f"the fold has no rule for {event.type} events")
        try:
            return rule.check(state, event)
        except GameError:
            raise
        except CompanionError as error:  # a rule's check does not know whose entry it judged: the event does
            whose = getattr(event, "player", None)
            raise GameError(error.refusal.of(whose if isinstance(whose, str) else None)) from None

    def apply(self, state: StateT, event: EventBase) -> None:
        """Apply one event in effect with the rule for its class: its check (:meth:`check`), then its apply.

        Raises:
            GameError: the event is not allowed now; ``state`` is unchanged.
        """
        plan = self.check(state, event)
        self.rules[type(event)].apply(state, event, plan)
