"""A live game: the journal on disk, the events, and the state folded from them.

:class:`Game` is what the TUI and the tests drive. Every change goes through
:meth:`Game.record` (or undo/redo/rewind): the event is checked against the
state, appended to the journal and fsync'ed, and only then does the caller see
its effect.

Usage::

    game = Game.new(path, name="Friday", players=[...], edition=load_edition())
    game.record(PhaseAdvance(to="trading"))
    game.undo(reason="wrong key")

An event type is defined in its game's ``events.py`` (:mod:`companion.game.titm.events`,
:mod:`companion.game.tnt.events`; the shared ones in :mod:`companion.game.events`), folded by the
handler registered for its class (``HANDLERS`` in the game's fold) and described by its game's
report (``describe_event``).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Generic, TypeVar

from typing_extensions import TypeVar as DefaultedTypeVar

from pydantic import ValidationError

from companion.edition import Edition
from companion.game.clock import Clock, wall_clock
from companion.errors import Refusal
from companion.game.errors import GameError
from companion.game import kinds
from companion.errors import CompanionError
from companion.game.events import Buildable, EventBase, Record, Redo, Rewind, Undo, built
from companion.game.titm.events import HouseRules, PlayerSetup, Setup
from companion.game.kinds import GameKind, KindState
from companion.game.history import HistoryLine, Timeline, effective, history, joins_problem
from companion.game.journal import Loaded, TornTail, load
from companion.game.writer import EventSink, Journal
from companion.game.titm.state import GameState
from companion.game.field_words import explain

__all__ = ["Clock", "Game", "check", "judged", "refused", "stamp", "wall_clock"]

E = TypeVar("E", bound=EventBase)
#: A game type's state (:class:`~companion.game.titm.state.GameState`, :class:`~companion.game.tnt.state.TntState`);
#: a bare ``Game`` is a game of either type (its state only a :class:`KindState`). Covariant: a
#: ``Game[GameState]`` is a ``Game``.
S = DefaultedTypeVar("S", bound=KindState, covariant=True, default=KindState)
#: The time stamped on an event that is only judged, never recorded (no rule reads an event's time).
JUDGED_AT = datetime(2000, 1, 1, tzinfo=timezone.utc)


def stamp(event: E, *, seq: int, at: datetime, state: KindState, game: GameKind[Any, Any] | None = None) -> E:
    """The event as the journal keeps it: ``event`` with its envelope (``seq``, ``at``, and the
    state's ``turn`` and ``phase``), validated again whole (a timer's deadline is checked against ``at``).

    The line written is as it ever was: the event's own fields as given (a ``by`` of None is left
    out), its type and the envelope (:func:`companion.game.journal.event_line`).

    Args:
        game: the game type that records it (default: the primary game).

    Raises:
        GameError: an event of another game type, a turn or phase the game does not have, or a field
            that does not hold with the envelope; the message names the field in people's words
            (:func:`companion.game.field_words.explain`), never pydantic's.
    """
    game = game or kinds.get(kinds.DEFAULT)
    if type(event) not in game.events:
        raise GameError(f"a {event.type} event is not one of {game.title}'s")
    data = event.fields()
    if data.get("by", "") is None:
        del data["by"]
    data.update(type=event.type, seq=seq, at=at, turn=state.turn, phase=state.phase)
    try:
        stamped = type(event).model_validate(data)
    except ValidationError as error:
        first = error.errors(include_url=False)[0]  # its field in the judge's names: "goods.wine", "cards"
        where = ".".join(str(part) for part in first["loc"]) or None
        raise GameError(Refusal(explain(event.type, first), field=where)) from None
    problem = game.check_stamp(stamped)
    if problem:
        raise GameError(f"{event.type}: {problem}")
    return stamped


def judged(state: KindState, event: Buildable, *, game: GameKind[Any, Any] | None = None, at: datetime = JUDGED_AT) -> str | None:
    """Why the game would refuse ``event`` now, or None if it would record it: a field of the wrong
    shape or bounds (in the field's words, :func:`stamp`), else the judge's answer
    (:meth:`GameKind.refusal`). ``state`` is neither changed nor copied. Typed: :func:`refused`.

    Args:
        state: the game's state (the event is stamped with its turn, phase and next seq).
        event: the event, or a function that builds it from what a person typed.
        game: the game type (default: the primary game).
        at: the event's time (only a timer's deadline is checked against it).
    """
    refusal = refused(state, event, game=game, at=at)
    return None if refusal is None else refusal.words


def refused(state: KindState, event: Buildable, *, game: GameKind[Any, Any] | None = None, at: datetime = JUDGED_AT) -> Refusal | None:
    """:func:`judged`, typed: the refusal's rule, player and field beside its words
    (:class:`companion.errors.Refusal`), or None."""
    game = game or kinds.get(kinds.DEFAULT)
    try:
        stamped = stamp(built(event), seq=state.seq + 1, at=at, state=state, game=game)
    except GameError as error:
        return error.refusal
    return game.refused(state, stamped)


class Game(Generic[S]):
    """A game being played: its journal, all its events and its current state, ``S`` (``Game[GameState]``
    for the primary game, ``Game[TntState]`` for the Trade and Triumph scoreboard; a game opened from a
    file is a ``Game[KindState]`` until :meth:`of` says which type it is).

    Attributes:
        path: the journal file.
        kind: the game type (the primary game, or the Trade and Triumph scoreboard).
        events: every journal event, in order (undone ones included).
        state: the current state (the fold of the events in effect).
        torn: a damaged last line that was set aside when the game was opened, if any.
    """

    def __init__(
        self,
        journal: EventSink,
        events: list[EventBase],
        *,
        clock: Clock = wall_clock,
        torn: TornTail | None = None,
        kind: GameKind[S, Any],
        state: S | None = None,
    ):
        """``state``: the fold of ``events``, when the caller has just checked them (it is not folded twice)."""
        self._journal = journal
        self._clock = clock
        self.kind: GameKind[S, Any] = kind
        self.path = journal.path
        self.events = events
        self.torn = torn
        self._timeline = effective(events)
        self.state: S = state if state is not None else kind.replay(events)

    # --- opening ----------------------------------------------------------------

    @classmethod
    def new(
        cls,
        path: str | Path,
        *,
        name: str,
        players: Sequence[PlayerSetup | dict[str, Any]],
        edition: Edition,
        house_rules: HouseRules | dict[str, Any] | None = None,
        clock: Clock = wall_clock,
    ) -> Game[GameState]:
        """Start a new game in a new journal file.

        Raises:
            GameError: bad players or house rules. JournalError: the file exists or cannot be written.
        """
        fields: dict[str, Any] = {  # players and house rules as given (dicts too): refused in the table's words
            "name": name,
            "players": list(players),
            "edition": edition.model_dump(mode="json"),
            "house_rules": house_rules or HouseRules(),
        }
        setup = Setup(**fields)
        return Game.start(path, _primary(), setup, clock=clock)

    @classmethod
    def start(cls, path: str | Path, kind: GameKind[S, Any], setup: EventBase, *, clock: Clock = wall_clock) -> Game[S]:
        """Start a new game of type ``kind`` in a new journal file, from its setup event (``Setup``, ``TntSetup``).

        Raises:
            GameError: a bad setup (nothing is written). JournalError: the file exists or cannot be written.
        """
        if setup.type != kind.setup_type:
            raise GameError(f"a {kind.title} game starts with its {kind.setup_type} event, not {setup.type}")
        at = clock()
        event = stamp(setup, seq=1, at=at, state=kind.new_state(), game=kind)
        state = kind.new_state()
        kind.apply(state, event)  # refuse a bad setup before any file exists
        state.seq = event.seq
        journal = Journal.create(path, event, at, game=kind.name)
        return Game(journal, [event], clock=clock, kind=kind, state=state)  # folded once, here

    @classmethod
    def open(cls, path: str | Path, *, clock: Clock = wall_clock) -> Game[KindState]:
        """Reopen a saved game to continue it: take its lock, read it, set a torn last line aside.

        The lock is taken before the journal is read, so what is read is what this
        app will append to, and a torn tail is only ever cut by the lock's holder.

        Raises:
            JournalLocked: the game is open in another companion (follow it read-only instead).
            JournalError: the journal cannot be read or is damaged before its last line.
            GameError: an event the rules do not allow (the message names the line).
        """
        journal = Journal.open_locked(path)
        try:
            loaded = load(path)
            state = check(loaded)
            journal.cut_torn(loaded.torn)
        except BaseException:
            journal.close()
            raise
        kind: GameKind[KindState, Any] = loaded.kind
        return Game(journal, loaded.events, clock=clock, torn=loaded.torn, kind=kind, state=state)

    def close(self) -> None:
        """Close the journal (everything is already on disk)."""
        self._journal.close()

    # --- recording ----------------------------------------------------------------

    def _next(self, event: E) -> E:
        seq = self.events[-1].seq + 1
        return stamp(event, seq=seq, at=self._clock(), state=self.state, game=self.kind)

    def _write(self, event: EventBase) -> None:
        self._journal.append(event)
        self.events.append(event)

    def refusal(self, event: Buildable) -> str | None:
        """Why :meth:`record` would refuse ``event`` now, in the table's words, or None (:func:`judged`:
        stamped with the next seq and the last event's time). Nothing is saved, changed or copied."""
        return judged(self.state, event, game=self.kind, at=self.events[-1].at)

    def record(self, event: E) -> E:
        """Stamp (:func:`stamp`), check, save (fsync) and apply one event; return it as recorded.

        Args:
            event: built by the caller from its own fields, e.g. ``PhaseAdvance(to="trading")``.

        Raises:
            GameError: the event is not allowed now; nothing is saved or changed.
            JournalError: the disk refused the write; the state is as before.
        """
        if isinstance(event, (Undo, Redo, Rewind)) or event.type == self.kind.setup_type:
            raise GameError(f"use the game's {event.type} instead of recording it directly")
        event = self._next(event)
        problem = joins_problem(event)
        if problem:
            raise GameError(problem)
        try:
            self.kind.apply(self.state, event)
            self._write(event)
            self.state.seq = event.seq
        except BaseException:
            self._refold()  # whatever went wrong, the state is again exactly the journal's
            raise
        self._timeline.push(event)
        return event

    def _refold(self) -> None:
        self.state = self.kind.replay(self._timeline.kept)
        self.state.seq = self.events[-1].seq

    @property
    def can_undo(self) -> bool:
        """True if there is an event to undo."""
        return self._timeline.last_undoable() is not None

    @property
    def can_redo(self) -> bool:
        """True if there is an undone event to redo."""
        return bool(self._timeline.redo)

    def undo(self, *, reason: str = "", by: str | None = None) -> EventBase:
        """Undo the last step in effect (across phases and turns): its last event, with every event
        that joins it (:attr:`undo_step`). Returns the undo event.

        Raises:
            GameError: nothing to undo.
        """
        target = self._timeline.last_undoable()
        if target is None:
            raise GameError("nothing to undo")
        event = self._next(Undo(target=target.seq, reason=reason, by=by))
        self._write(event)
        self._timeline.push(event)
        self._refold()
        return event

    def redo(self, *, by: str | None = None) -> EventBase:
        """Redo the last undone step (:attr:`redo_step`). Raises GameError if there is none."""
        if not self._timeline.redo:
            raise GameError("nothing to redo")
        event = self._next(Redo(target=self._timeline.redo[-1].seq, by=by))
        self._write(event)
        self._timeline.push(event)
        self._refold()
        return event

    def rewind(self, to: int, *, note: str, by: str | None = None) -> EventBase:
        """Go back to just after event ``to``; redo walks forward again.

        Raises:
            GameError: ``to`` is not an event in effect, or the note is empty.
        """
        if not self._timeline.in_effect(to):
            raise GameError(f"event {to} is not in effect: rewind to an event shown as in effect")
        event = self._next(Rewind(to=to, note=note, by=by))
        self._write(event)
        self._timeline.push(event)
        self._refold()
        return event

    def history(self) -> list[HistoryLine]:
        """Every event with whether it is in effect and what undid it."""
        return history(self.events)

    @property
    def undo_target(self) -> EventBase | None:
        """The event an undo would take out of effect."""
        return self._timeline.last_undoable()

    @property
    def undo_step(self) -> list[EventBase]:
        """Every event an undo would take out of effect: one, or the step recorded with one key."""
        return self._timeline.last_step()

    @property
    def redo_step(self) -> list[EventBase]:
        """Every event a redo would put back in effect."""
        return self._timeline.redo_step()

    @property
    def redo_target(self) -> EventBase | None:
        """The undone event a redo would put back in effect."""
        return self._timeline.redo[-1] if self._timeline.redo else None

    @property
    def timeline(self) -> Timeline:
        """The events in effect and the redo stack (read only)."""
        return self._timeline


def _primary() -> GameKind[GameState, Any]:
    """The primary game's kind (:data:`companion.game.kinds.DEFAULT`), typed as the registry cannot say."""
    kind: GameKind[GameState, Any] = kinds.get(kinds.DEFAULT)
    return kind


def check(loaded: Loaded) -> KindState:
    """Fold a loaded journal, naming the line of an event the rules do not allow.

    Raises:
        GameError: e.g. ``"game.jsonl: line 7: 'Zed' is not a player in this game"``.
    """
    try:
        state: KindState = loaded.kind.replay(loaded.events)
    except GameError as error:
        where = f"line {loaded.line_of(error.seq)}: " if error.seq is not None else ""
        raise GameError(f"{loaded.path}: {where}{error}", seq=error.seq) from None
    return state


def recorder(game: Game[Any]) -> Record:
    """``record(event) -> str | None`` over ``game``: the refusal's words instead of the error, as
    :meth:`CompanionApp.record <companion.tui.app.CompanionApp.record>` answers (what a table host is
    given to record the phones' entries with)."""

    def record(event: Buildable) -> str | None:
        try:
            game.record(built(event))
        except CompanionError as error:
            return str(error)
        return None

    return record
