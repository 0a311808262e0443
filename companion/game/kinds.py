"""Game types the journal can hold: the primary game, and the Trade and Triumph scoreboard.

Each journal's header names its game type (``"game": "titm"`` when absent, for
journals written before there were two). A :class:`GameKind` bundles what the
game layer needs to read, fold and report a journal of that type; undo, redo,
rewind, the journal file and the ledger screen are shared.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from companion.errors import CompanionError
from companion.game.errors import GameError, JournalError

#: Game type name → the module that defines its ``KIND``.
MODULES = {"titm": "companion.game.titm.kind", "tnt": "companion.game.tnt.kind"}
DEFAULT = "titm"
#: The first event of each type's journal: never undone (see :func:`companion.game.history.undoable`).
SETUP_TYPES = frozenset({"setup", "tnt_setup"})


S = TypeVar("S")
E = TypeVar("E")
P = TypeVar("P")


@dataclass(frozen=True)
class Rule(Generic[S, E, P]):
    """One event type's part of a game type's fold: its check, then its apply.

    ``check(state, event)`` decides whether the event is allowed now: it raises
    :class:`GameError` (or a rules error) with the table's words, changes nothing and
    copies nothing, and returns what ``apply`` needs (its *plan*: the new markers, the
    VP to credit… computed once). ``apply(state, event, plan)`` commits that plan and
    never refuses. The fold calls both; the judge (:meth:`GameKind.refusal`) calls the
    check only.
    """

    check: Callable[[S, E], P]
    apply: Callable[[S, E, P], None]


class Stamped(Protocol):
    """What the fold reads of a game state to place an event: its turn and phase."""

    @property
    def turn(self) -> int: ...

    @property
    def phase(self) -> str: ...


#: A game state, as the fold reads it: it has a turn and a phase.
T = TypeVar("T", bound=Stamped)


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
        check: the fold's own check of one event against a state (raises GameError, changing
            nothing, copying nothing): what :meth:`refusal` asks.
        describe: one line for an event in the history, given the event and the game's state
            (for the names it prints; None: ids).
        text: the ``replay`` answer for a state.
        export_markdown: the ``export --format md`` report.
        export_data: the ``export --format json`` object.
        stamp: what an event's ``turn`` and ``phase`` may hold
            (:class:`companion.game.events.Stamp`); None: the primary game's.
        turn_word: what the type calls a ``turn`` ("turn", "round").
        turn_label: a turn number as the screens show it ("III" in the primary game).
        phase_names: each phase's name for people ("Trading", "Last round").
        phase_short: shorter names for narrow columns ("Trade", "Last").
        digest: what the statistics across saved games keep of one game, given its state and its
            events (a :class:`companion.game.stats.digest.GameDigest`).
        race: the race's JSON-ready data for a state (VP by turn, :mod:`companion.game.titm.race`), drawn
            beside an exported report; None: the type draws no race.
        play_log: a finished game's BG Stats create-play JSON, given the state and the events
            (:mod:`companion.game.titm.bgstats`); None: the type is not handed to BG Stats.
    """

    name: str
    title: str
    setup_type: str
    adapter: Any
    new_state: Callable[[], Any]
    apply: Callable[[Any, Any], None]
    check: Callable[[Any, Any], object]
    describe: Callable[[Any, Any], str]
    text: Callable[[Any], str]
    export_markdown: Callable[[Any, Sequence[Any]], str]
    export_data: Callable[[Any, Sequence[Any]], dict[str, Any]]
    stamp: Any = None
    turn_word: str = "turn"
    turn_label: Callable[[int], str] = str
    phase_names: Mapping[str, str] = field(default_factory=dict)
    phase_short: Mapping[str, str] = field(default_factory=dict)
    digest: Callable[[Any, Sequence[Any]], Any] | None = None
    race: Callable[[Any], dict[str, Any]] | None = None
    play_log: Callable[[Any, Sequence[Any]], dict[str, Any]] | None = None

    def check_stamp(self, event: Any) -> str | None:
        """Why an event's ``turn`` or ``phase`` cannot be this game type's, or None.

        E.g. ``"turn 21: the game has turns 0 to 20"`` or ``"phase 'playing' is not
        one of this game's (setup, production, …)"``.
        """
        stamp = self.stamp or _primary_stamp()
        if event.turn <= stamp.max_turn and event.phase in stamp.phases:
            return None
        if event.turn > stamp.max_turn:
            return f"{self.turn_word} {event.turn}: the game has {self.turn_word}s 0 to {stamp.max_turn}"
        if event.phase not in stamp.phases:
            return f"phase {event.phase!r} is not one of this game's ({', '.join(stamp.phases)})"
        return None

    def refusal(self, state: Any, event: Any) -> str | None:
        """Why the fold would refuse ``event`` now, in the table's words, or None if it would apply it.

        The fold's own check (:func:`check`: the turn and phase the event was recorded in,
        then the event type's rule), asked without applying the event: ``state`` is neither
        changed nor copied, so dialogs, the phones' inbox and the scoreboards may ask it
        on every key. E.g. ``"cards warehoused: 4, but a warehouse holds at most 3 cards
        (001 Warehousing)"``.
        """
        try:
            self.check(state, event)
        except GameError as error:
            return str(error)
        return None

    def validate_python(self, data: Any) -> Any:
        """One event of this type from Python data.

        Raises:
            pydantic.ValidationError: not a valid event of this type.
            GameError: its turn or phase cannot be this game type's (see :meth:`check_stamp`).
        """
        event = self.adapter.validate_python(data)
        problem = self.check_stamp(event)
        if problem:
            raise GameError(f"{event.type}: {problem}")
        return event

    def validate_json(self, raw: bytes | str) -> Any:
        """One event of this type from a journal line (the caller checks :meth:`check_stamp`).

        Raises:
            pydantic.ValidationError: not a valid event of this type.
        """
        return self.adapter.validate_json(raw)

    def phase_name(self, phase: str, *, short: bool = False) -> str:
        """A phase's name for people (``short`` for narrow columns); the id itself if unnamed."""
        names = self.phase_short if short else self.phase_names
        return names.get(phase) or self.phase_names.get(phase) or phase

    def when(self, turn: int, phase: str) -> str:
        """Where a game or an event stands: ``"turn III, Trading"``, ``"round 4, Last round"``."""
        name = self.phase_name(phase)
        return f"{self.turn_word} {self.turn_label(turn)}, {name}" if turn else name

    def replay(self, events: Iterable[Any]) -> Any:
        """Fold a journal's events into a fresh state (undo/redo/rewind resolved first).

        Raises:
            GameError: an event that the game does not allow at its point (with its ``seq``).
        """
        from companion.game.bulk import collector_paused
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


@dataclass(frozen=True)
class Fold(Generic[T]):
    """A game type's fold: the rule for each event type, and the events placed by no turn or phase.

    Attributes:
        rules: event type → its :class:`Rule` (undo/redo/rewind have none: resolved before folding).
        unchecked: event types recorded whatever the turn and phase say (they describe the table,
            not the game: setup, the timer, undo…).
        turn_word: what the game type calls a turn, for the refusals ("turn", "round").
    """

    rules: Mapping[str, Rule[T, Any, Any]]
    unchecked: frozenset[str]
    turn_word: str = "turn"

    def check(self, state: T, event: Any) -> object:
        """Whether one event in effect is allowed now (the game type's judge): return the plan its
        rule's apply needs (None for a type without a rule), or raise. ``state`` is not changed.

        An event is refused unless it was recorded in the game's current turn and phase (but
        those in ``unchecked``); then its rule's check decides. A rules error becomes a
        :class:`GameError` with the same message.

        Raises:
            GameError: the event is not allowed now, in the table's words.
        """
        if event.type not in self.unchecked and (event.turn, event.phase) != (state.turn, state.phase):
            word = self.turn_word
            raise GameError(
                f"this {event.type} event is for {word} {event.turn}, {event.phase}, "
                f"but the game is in {word} {state.turn}, {state.phase}",
                seq=event.seq,
            )
        rule = self.rules.get(event.type)
        if rule is None:  # undo/redo/rewind are resolved before folding
            return None
        try:
            return rule.check(state, event)
        except GameError:
            raise
        except CompanionError as error:
            raise GameError(str(error)) from None

    def apply(self, state: T, event: Any) -> None:
        """Apply one event in effect with the rule for its type: its check (:meth:`check`), then its apply.

        Raises:
            GameError: the event is not allowed now; ``state`` is unchanged.
        """
        plan = self.check(state, event)
        rule = self.rules.get(event.type)
        if rule is not None:
            rule.apply(state, event, plan)


def _primary_stamp():
    from companion.game.titm.events import STAMP

    return STAMP


def get(name: str) -> GameKind:
    """The game type called ``name``.

    Raises:
        JournalError: a game type this companion does not know.
    """
    module = MODULES.get(name)
    if module is None:
        raise JournalError(f"journal of an unknown game type {name!r} (this companion knows: {', '.join(MODULES)})")
    return importlib.import_module(module).KIND
