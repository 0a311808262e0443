"""A live game: the journal on disk, the events, and the state folded from them.

:class:`Game` is what the TUI and the tests drive. Every change goes through
:meth:`Game.record` (or undo/redo/rewind): the event is checked against the
state, appended to the journal and fsync'ed, and only then does the caller see
its effect.

Usage::

    game = Game.new(path, name="Friday", players=[...], edition=load_edition())
    game.record("phase_advance", to="trading")
    game.undo(reason="wrong key")
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from companion.edition import Edition
from companion.game.clock import Clock, wall_clock
from companion.game.errors import GameError
from companion.game import kinds
from companion.game.events import EventBase
from companion.game.titm.events import HouseRules, PlayerSetup
from companion.game.kinds import GameKind
from companion.game.history import HistoryLine, Timeline, effective, history, joins_problem
from companion.game.journal import Loaded, TornTail, load
from companion.game.writer import EventSink, Journal
from companion.game.titm.state import GameState
from companion.game.titm.field_words import explain

__all__ = ["Clock", "Game", "build_event", "check", "wall_clock"]


def build_event(
    kind: str,
    *,
    seq: int,
    at: datetime,
    state: Any,
    by: str | None = None,
    game: GameKind | None = None,
    **payload: Any,
) -> EventBase:
    """Make a validated event of type ``kind`` stamped with the state's turn and phase.

    Args:
        game: the game type whose events to build (default: the primary game).

    Raises:
        GameError: the payload is not valid for that event type; the message names the field
            in people's words (:func:`companion.game.titm.field_words.explain`), never pydantic's.
    """
    data = {"type": kind, "seq": seq, "at": at, "turn": state.turn, "phase": state.phase, **payload}
    if by is not None:
        data["by"] = by
    try:
        return (game or kinds.get(kinds.DEFAULT)).validate_python(data)
    except ValidationError as error:
        raise GameError(explain(kind, error.errors(include_url=False)[0])) from None


class Game:
    """A game being played: its journal, all its events and its current state.

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
        kind: GameKind | None = None,
        state: Any = None,
    ):
        """``state``: the fold of ``events``, when the caller has just checked them (it is not folded twice)."""
        self._journal = journal
        self._clock = clock
        self.kind = kind or kinds.get(kinds.DEFAULT)
        self.path = journal.path
        self.events = events
        self.torn = torn
        self._timeline = effective(events)
        self.state = state if state is not None else self.kind.replay(events)

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
    ) -> Game:
        """Start a new game in a new journal file.

        Raises:
            GameError: bad players or house rules. JournalError: the file exists or cannot be written.
        """
        return cls.start(
            path,
            kinds.get("titm"),
            clock=clock,
            name=name,
            players=list(players),
            edition=edition.model_dump(mode="json"),
            house_rules=house_rules or HouseRules(),
        )

    @classmethod
    def start(cls, path: str | Path, kind: GameKind, *, clock: Clock = wall_clock, **setup: Any) -> Game:
        """Start a new game of type ``kind`` in a new journal file, from its setup event's fields.

        Raises:
            GameError: a bad setup (nothing is written). JournalError: the file exists or cannot be written.
        """
        at = clock()
        event = build_event(kind.setup_type, seq=1, at=at, state=kind.new_state(), game=kind, **setup)
        kind.apply(kind.new_state(), event)  # refuse a bad setup before any file exists
        journal = Journal.create(path, event, at, game=kind.name)
        return cls(journal, [event], clock=clock, kind=kind)

    @classmethod
    def open(cls, path: str | Path, *, clock: Clock = wall_clock) -> Game:
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
        return cls(journal, loaded.events, clock=clock, torn=loaded.torn, kind=loaded.kind, state=state)

    def close(self) -> None:
        """Close the journal (everything is already on disk)."""
        self._journal.close()

    # --- recording ----------------------------------------------------------------

    def _next(self, kind: str, by: str | None, payload: dict[str, Any]) -> EventBase:
        seq = self.events[-1].seq + 1
        return build_event(kind, seq=seq, at=self._clock(), state=self.state, by=by, game=self.kind, **payload)

    def _write(self, event: EventBase) -> None:
        self._journal.append(event)
        self.events.append(event)

    def record(self, kind: str, *, by: str | None = None, **payload: Any) -> EventBase:
        """Check, save (fsync) and apply one event; return it.

        Raises:
            GameError: the event is not allowed now; nothing is saved or changed.
            JournalError: the disk refused the write; the state is as before.
        """
        if kind in ("undo", "redo", "rewind", self.kind.setup_type):
            raise GameError(f"use the game's {kind} instead of recording it directly")
        event = self._next(kind, by, payload)
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
        event = self._next("undo", by, {"target": target.seq, "reason": reason})
        self._write(event)
        self._timeline.push(event)
        self._refold()
        return event

    def redo(self, *, by: str | None = None) -> EventBase:
        """Redo the last undone step (:attr:`redo_step`). Raises GameError if there is none."""
        if not self._timeline.redo:
            raise GameError("nothing to redo")
        event = self._next("redo", by, {"target": self._timeline.redo[-1].seq})
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
        event = self._next("rewind", by, {"to": to, "note": note})
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


def check(loaded: Loaded) -> GameState:
    """Fold a loaded journal, naming the line of an event the rules do not allow.

    Raises:
        GameError: e.g. ``"game.jsonl: line 7: 'Zed' is not a player in this game"``.
    """
    try:
        state: GameState = loaded.kind.replay(loaded.events)
    except GameError as error:
        where = f"line {loaded.line_of(error.seq)}: " if error.seq is not None else ""
        raise GameError(f"{loaded.path}: {where}{error}", seq=error.seq) from None
    return state
