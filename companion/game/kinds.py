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
from typing import TYPE_CHECKING, Any

from companion.errors import CompanionError
from companion.game.errors import GameError, JournalError

if TYPE_CHECKING:
    from companion.game.events import EventBase, Stamp

#: Game type name → the module that defines its ``KIND``.
MODULES = {"titm": "companion.game.titm.kind", "tnt": "companion.game.tnt.kind"}
DEFAULT = "titm"
#: The first event of each type's journal: never undone (see :func:`companion.game.history.undoable`).
SETUP_TYPES = frozenset({"setup", "tnt_setup"})


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

    def validate_python(self, data: Any) -> EventBase:
        """One event of this type from Python data.

        Raises:
            pydantic.ValidationError: not a valid event of this type.
            GameError: its turn or phase cannot be this game type's (see :meth:`check_stamp`).
        """
        event: EventBase = self.adapter.validate_python(data)
        problem = self.check_stamp(event)
        if problem:
            raise GameError(f"{event.type}: {problem}")
        return event

    def validate_json(self, raw: bytes | str) -> EventBase:
        """One event of this type from a journal line (the caller checks :meth:`check_stamp`).

        Raises:
            pydantic.ValidationError: not a valid event of this type.
        """
        event: EventBase = self.adapter.validate_json(raw)
        return event

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


def dispatch(
    handlers: Mapping[str, Callable[[Any, Any], None]],
    unchecked: frozenset[str],
    state: Any,
    event: Any,
    *,
    turn_word: str = "turn",
) -> None:
    """Apply one event in effect with the handler for its type (every game type's fold does this).

    An event is refused unless it was recorded in the game's current turn and
    phase (those in ``unchecked`` describe the table, not the game). A rules
    error becomes a :class:`GameError` with the same message.

    Raises:
        GameError: the event is not allowed now; ``state`` is unchanged.
    """
    if event.type not in unchecked and (event.turn, event.phase) != (state.turn, state.phase):
        raise GameError(
            f"this {event.type} event is for {turn_word} {event.turn}, {event.phase}, "
            f"but the game is in {turn_word} {state.turn}, {state.phase}",
            seq=event.seq,
        )
    handler = handlers.get(event.type)
    if handler is None:  # undo/redo/rewind are resolved before folding
        return
    try:
        handler(state, event)
    except GameError:
        raise
    except CompanionError as error:
        raise GameError(str(error)) from None


def _primary_stamp() -> Stamp:
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
    kind: GameKind = importlib.import_module(module).KIND
    return kind
