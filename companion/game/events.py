"""Events: every change to a game is one typed, validated record in the journal.

Each event has a sequence number (``seq``, 1, 2, 3, … in journal order), a
wall-clock timestamp (``at``), the turn and phase the game was in when it was
recorded, who recorded it (``by``, optional), and its payload. The game state is
the fold of the events (see :mod:`companion.game.titm.fold`); nothing changes it any
other way. Undo, redo and rewind are events too, so the journal is append-only
and the history shows what was undone, by whom and why.

Every field is checked at this boundary, so that nothing read from a journal
can reach a screen or a computation unchecked: user text (names, notes,
reasons, ids) refuses control characters (:func:`companion.text.refuse_control`),
timestamps must carry a time zone, and every number is bounded (a timer's
deadline is finite and near its event's time).

docs/journal-format.md shows one example line of each type.
"""

import re
from collections.abc import Callable
from datetime import datetime, timezone
from typing import Annotated, Any, Final, Literal, TypeVar, assert_never, get_args

import msgspec
from pydantic import AwareDatetime, BaseModel, ConfigDict, Field, StringConstraints, TypeAdapter, ValidationError

from companion.boundary import Safe, Visible
from companion.game.errors import GameError
from companion.game.field_words import explain


#: User text refuses control characters (C0, DEL, C1, bidi overrides), and a name must show
#: something (:mod:`companion.boundary`, :mod:`companion.text`).
Name = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=24), Safe, Visible]
Text = Annotated[str, StringConstraints(strip_whitespace=True, max_length=500), Safe]
Reason = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=200), Safe, Visible]
#: A game's name (the new-game form allows 60 characters).
GameName = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=60), Safe, Visible]
#: A short label a person chose or a file gave (a colour, a symbol, a side, a good, a development id).
Label = Annotated[str, StringConstraints(min_length=1, max_length=60), Safe]
Count = Annotated[int, Field(ge=0, le=200)]
Space = Annotated[int, Field(ge=-50, le=50)]
#: An event's number: a journal holds at most 200 MB, far fewer than this many lines.
Seq = Annotated[int, Field(ge=1, le=100_000_000)]
#: Deadlines of a running timer lie within this many seconds of their event's ``at``
#: (in practice ``at`` + the time left, at most an hour; the slack allows for a clock set meanwhile).
DEADLINE_SLACK = 366 * 86_400


class Stamp(msgspec.Struct, frozen=True):
    """What an event's ``turn`` and ``phase`` may hold in one game type.

    The primary game's events are stamped with its turn (0–20) and phases
    (:data:`companion.game.titm.events.STAMP`); another game type (the Trade and Triumph scoreboard:
    rounds and its own phases) has its own. Checked by
    :meth:`companion.game.kinds.GameKind.check_stamp`.

    Attributes:
        max_turn: the largest ``turn``.
        phases: the values ``phase`` may take.
    """

    max_turn: int
    phases: tuple[str, ...]




#: The envelope: what the game stamps on an event when it records it (:meth:`companion.game.session.Game.record`).
ENVELOPE: Final = frozenset({"seq", "at", "turn", "phase"})
#: ``at`` of an event built but not yet recorded (no recorded event can carry it: it is long before any journal).
NOT_RECORDED: Final = datetime(1970, 1, 1, tzinfo=timezone.utc)


InitT = TypeVar("InitT", bound=Callable[..., None])


def _only_when_built(init: InitT) -> InitT:
    """Mark an ``__init__`` as pydantic marks its own (``__pydantic_base_init__``, as ``RootModel`` does):
    pydantic then calls it only when code builds a model, never when it validates data (a journal
    line), so reading a journal neither pays for it nor raises its GameError instead of pydantic's
    ``ValidationError`` (tests/game/test_event_types.py holds both)."""
    setattr(init, "__pydantic_base_init__", True)
    return init


class EventBase(BaseModel):
    """The fields every event has, and how code builds one.

    Code builds an event from its own fields only, and the game stamps the envelope
    (``seq``, ``at``, ``turn``, ``phase``) when it records it::

        game.record(PhaseAdvance(to="trading"))

    Until then ``seq`` is 0, ``at`` is :data:`NOT_RECORDED` and ``phase`` is ``""``, values no
    journal line can hold. A journal line must carry all four: one that lacks any is refused
    when read (:meth:`companion.game.kinds.GameKind.check_stamp`). ``turn`` and ``phase`` are
    checked against the game type's :class:`Stamp` there too, not here: a check in Python for
    every event would slow a long replay by a third.

    Building an event with a field that is missing or out of bounds raises :class:`GameError`
    in the table's words (:func:`companion.game.field_words.explain`), as the game's own
    refusals are; reading a journal line (pydantic's ``validate_json``) raises pydantic's
    ``ValidationError`` as ever.

    Every event type's validator is built when first used (``defer_build``), not on import: a
    journal is read through its game type's union (one validator for all its types), and an
    event built in code (``Undo(...)``) builds its own class's alone (the start of
    ``companion resume``, ``benchmarks/load_fold.py``)."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    seq: Seq = 0
    #: ISO 8601 with a time zone: one without is refused (its moment is unknown).
    at: AwareDatetime = NOT_RECORDED
    turn: Annotated[int, Field(ge=0, le=999)] = 0
    phase: Annotated[str, StringConstraints(min_length=1, max_length=20)] = ""
    by: Name | None = None
    #: One step of undo with the event recorded just before it (the phones' entries applied with one
    #: key): its seq, always ``seq - 1``. An undo or a redo takes out or puts back the whole step.
    #: Checked by :func:`companion.game.history.joins_problem` as the timeline reads it.
    joins: Seq | None = None
    #: What the event is (``"ruling"``, ``"phase_advance"``, …): each event type gives it as a
    #: ``Literal`` with its default, the tag of its game type's union. Declared here, last, so that
    #: every event says it to a type checker and its fields keep their order.
    type: str

    @_only_when_built
    def __init__(self, **data: Any) -> None:
        """An event from its fields (the type checker sees each event type's own fields).

        Raises:
            GameError: a field missing, unknown or out of bounds, in the table's words.
        """
        try:
            super().__init__(**data)
        except ValidationError as error:
            kind = str(type(self).model_fields["type"].default)
            raise GameError(explain(kind, error.errors(include_url=False)[0])) from None

    @property
    def recorded(self) -> bool:
        """True once the game has stamped it (it has a ``seq``)."""
        return self.seq > 0

    def fields(self) -> dict[str, Any]:
        """The fields it was built with, envelope and ``type`` aside (what the journal line adds to them)."""
        return {name: getattr(self, name) for name in self.model_fields_set if name not in ENVELOPE and name != "type"}


# --- rulings and history (every game type) ------------------------------------


class Ruling(EventBase):
    """A ruling the table made: free text and a rule reference."""

    type: Literal["ruling"] = "ruling"
    text: Reason
    rule: Text = ""


class Undo(EventBase):
    """Undo the last effective event (``target`` is its seq)."""

    type: Literal["undo"] = "undo"
    target: Seq
    reason: Text = ""


class Redo(EventBase):
    """Redo the last undone event (``target`` is its seq)."""

    type: Literal["redo"] = "redo"
    target: Seq


class Rewind(EventBase):
    """Go back to just after event ``to`` (everything later is undone; redo walks forward again)."""

    type: Literal["rewind"] = "rewind"
    to: Seq
    note: Reason


def shared_line(event: Ruling | Undo | Redo | Rewind) -> str:
    """The history's line for an event every game type shares: ``"Ruling: … [001 Trading Phase]"``,
    ``"Undo event 7 (wrong key)"``, ``"Redo event 7"``, ``"Rewind to event 5 (…)"``."""
    match event:
        case Ruling():
            return f"Ruling: {event.text}" + (f" [{event.rule}]" if event.rule else "")
        case Undo():
            return f"Undo event {event.target}" + (f" ({event.reason})" if event.reason else "")
        case Redo():
            return f"Redo event {event.target}"
        case Rewind():
            return f"Rewind to event {event.to} ({event.note})"
        case _:
            assert_never(event)


#: Events that do not change the game and are never undone themselves.
META_TYPES = frozenset({"undo", "redo", "rewind", "timer"})
#: The events the timeline resolves before folding (:func:`companion.game.history.effective`): no fold
#: has a handler for them, and none may reach one.
HISTORY_EVENTS: tuple[type[EventBase], ...] = (Undo, Redo, Rewind)


#: An event to record, or a function that builds it from what a person typed (a field it refuses is then
#: told as the fold's refusals are: the screens record through one such function, :data:`Record`).
Buildable = EventBase | Callable[[], EventBase]
#: Records one event; returns None, or why it was refused (the TUI app's ``record``, which the phones' entries use too).
Record = Callable[[Buildable], "str | None"]


def built(event: Buildable) -> EventBase:
    """The event itself, or the one the function builds.

    Raises:
        GameError: the function's event has a field missing or out of bounds (in the table's words).
    """
    return event if isinstance(event, EventBase) else event()


def members(union: Any) -> tuple[type[EventBase], ...]:
    """The event classes of a game type's union (``Annotated[A | B | …, Field(discriminator="type")]``)."""
    return tuple(get_args(get_args(union)[0]))


class EventReader:
    """Reads one event of a game type, building the validators of only the event types it meets.

    pydantic builds a union's validator for all its members at once (the primary game's 25 event
    types: ~10 ms, paid by every ``companion resume``), while a journal holds a handful of types (8 in
    a game autoplayed to turn V). The reader validates an event with its own type's class, whose
    validator is built when the type is first met (``defer_build``). An event that does not validate
    so (a damaged line, an unknown or missing ``type``) is validated by the union, so what is accepted,
    what it becomes and every error message are exactly the union's.

    Args:
        adapter: the game type's union (a pydantic ``TypeAdapter``).
        classes: its members (:func:`members`), each with a ``type`` literal field.
    """

    def __init__(self, adapter: TypeAdapter[Any], classes: tuple[type[EventBase], ...]) -> None:
        self.adapter = adapter
        self.by_type: dict[object, type[EventBase]] = {cls.model_fields["type"].default: cls for cls in classes}

    def json(self, raw: bytes | str) -> Any:
        """One event from a journal line (JSON text).

        Raises:
            pydantic.ValidationError: not a valid event of the type (the union's error).
        """
        cls = self.by_type.get(_leading_type(raw))
        if cls is not None:
            try:
                return cls.model_validate_json(raw)
            except ValidationError:
                pass  # the union names the problem, as it always has
        return self.adapter.validate_json(raw)

    def python(self, data: object) -> Any:
        """One event from Python data (a dict as a journal line holds it, or an event).

        Raises:
            pydantic.ValidationError: not a valid event of the type (the union's error).
        """
        cls = self.by_type.get(data.get("type") if isinstance(data, dict) else getattr(data, "type", None))
        if cls is not None:
            try:
                return cls.model_validate(data)
            except ValidationError:
                pass
        return self.adapter.validate_python(data)


#: The start of a journal line as the companion writes one: ``{"type": "setup", …`` (its first key).
_LEADING_TYPE = re.compile(rb'\s*\{\s*"type"\s*:\s*"([a-z0-9_]{1,40})"')


def _leading_type(raw: bytes | str) -> str | None:
    """The ``type`` of a journal line that starts as the companion writes one, read without parsing the
    rest; None for any other line (the union then reads it whole)."""
    found = _LEADING_TYPE.match(raw[:80].encode("utf-8") if isinstance(raw, str) else raw)
    return found.group(1).decode("ascii") if found else None


#: The first event of each game type's journal (a :class:`companion.game.kinds.GameKind`'s ``setup_type``):
#: never undone (see :func:`companion.game.history.undoable`).
SETUP_TYPES = frozenset({"setup", "tnt_setup", "session_setup"})
