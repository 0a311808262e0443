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

from dataclasses import dataclass
from typing import Annotated, Any, Literal, get_args

from pydantic import (
    AwareDatetime,
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    TypeAdapter,
    ValidationInfo,
    field_validator,
    model_validator,
)

from companion.boundary import Safe, Visible


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


@dataclass(frozen=True)
class Stamp:
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




class EventBase(BaseModel):
    """The fields every event has. ``turn`` and ``phase`` are checked against the game type's
    :class:`Stamp` when a journal is read or an event built (:meth:`GameKind.check_stamp`),
    not here: a check in Python for every event would slow a long replay by a third."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    seq: Seq
    #: ISO 8601 with a time zone: one without is refused (its moment is unknown).
    at: AwareDatetime
    turn: Annotated[int, Field(ge=0, le=999)]
    phase: Annotated[str, StringConstraints(min_length=1, max_length=20)]
    by: Name | None = None
    #: One step of undo with the event recorded just before it (the phones' entries applied with one
    #: key): its seq, always ``seq - 1``. An undo or a redo takes out or puts back the whole step.
    #: Checked by :func:`companion.game.history.joins_problem` as the timeline reads it.
    joins: Seq | None = None
    #: What the event is (``"ruling"``, ``"phase_advance"``, …): each event type gives it as a
    #: ``Literal`` with its default, the tag of its game type's union. Declared here, last, so that
    #: every event says it to a type checker and its fields keep their order.
    type: str


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


#: Events that do not change the game and are never undone themselves.
META_TYPES = frozenset({"undo", "redo", "rewind", "timer"})
