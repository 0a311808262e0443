"""The journal: one game per file, JSON Lines, appended and fsync'ed event by event.

Line 1 is a header, ``{"journal": "companion", "schema": 1, ...}``; every other
line is one event (:mod:`companion.game.events`). Loading never executes
anything from the file: each line is parsed as JSON and validated against the
event models, nothing more.

Damage is handled so that nothing acknowledged is ever lost:

- a torn last line (no newline at its end, or not JSON: a crash or power cut
  while writing it) is reported and skipped; everything before it is kept. When the game is opened
  to continue, the torn bytes are first set aside in a ``.torn`` file next to
  the journal, then cut off, so new events start on a clean line;
- corruption anywhere else stops the load with a message naming the line, and
  the file is left exactly as it is.

This module reads; :class:`companion.game.writer.Journal` appends (the one
writer, holding the game's lock). docs/journal-format.md describes the format
for a table that repairs a journal by hand.
"""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any

import msgspec
from pydantic import ValidationError

from companion import __version__
from companion.game.bulk import collector_paused
from companion.game.errors import JournalError
from companion.game.files import read_regular
from companion.game import kinds
from companion.game.events import EventBase
from companion.game.kinds import GameKind
from companion.game.store import MAGIC
from companion.text import clip, printable

SCHEMA = 1
#: Journals larger than this are refused before reading (a whole game is ~100 kB).
MAX_BYTES = 200_000_000


class TornTail(msgspec.Struct, frozen=True):
    """A damaged last line that was skipped.

    Attributes:
        line: its line number (1-based).
        offset: where it starts in the file (bytes): everything before is kept.
        size: its length in bytes.
        reason: why it was not read ("no newline at the end", "not valid JSON", …).
    """

    line: int
    offset: int
    size: int
    reason: str

    def describe(self, path: Path) -> str:
        """One line for the user."""
        return (
            f"{path}: line {self.line} was incomplete ({self.reason}; the companion stopped while saving it) "
            "and was skipped; everything before it is kept"
        )


class Loaded(msgspec.Struct, frozen=True):
    """What :func:`load` read: the header, the events, a skipped torn tail if any, and where reading ended."""

    path: Path
    header: dict[str, Any]
    events: list[EventBase]
    torn: TornTail | None
    kind: GameKind[Any, Any]
    #: The byte offset just after the last event read (where a torn tail, if any, starts).
    end: int = 0

    def line_of(self, seq: int) -> int:
        """The line number of the event with sequence number ``seq`` (header is line 1)."""
        return seq + 1

    def until(self, seq: int) -> "Loaded":
        """The same journal read up to event ``seq`` (``replay --until``): the events after it left out."""
        return msgspec.structs.replace(self, events=[e for e in self.events if e.seq <= seq])


def header_line(created: datetime, game: str = "titm") -> bytes:
    """The header line for a new journal of game type ``game``."""
    header = {
        "journal": MAGIC,
        "schema": SCHEMA,
        "game": game,
        "app": f"companion {__version__}",
        "created": created.isoformat(),
    }
    return json.dumps(header).encode() + b"\n"


def event_line(event: EventBase) -> bytes:
    """One event as a journal line: compact JSON, ``type`` first, only the fields that were given.

    (Leaving out *default* values instead would drop the ``kind`` of a custom
    card's effects, which reading the line back needs.)
    """
    data = event.model_dump(mode="json", exclude_unset=True)
    data = {"type": event.type, **{k: v for k, v in data.items() if k != "type"}}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"


def _check_header(path: Path, raw: bytes) -> dict[str, Any]:
    try:
        header = json.loads(raw)
    except (ValueError, RecursionError):  # RecursionError: brackets nested thousands deep
        raise JournalError(f"{path}: not a companion journal (line 1 is not a journal header)") from None
    if not isinstance(header, dict) or header.get("journal") != MAGIC:
        raise JournalError(f"{path}: not a companion journal (line 1 is not a journal header)")
    schema = header.get("schema")
    if not isinstance(schema, int) or isinstance(schema, bool):
        raise JournalError(f"{path}: line 1: the journal header has no schema version")
    if schema > SCHEMA:
        raise JournalError(
            f"{path}: written by a newer companion (journal schema {clip(str(schema), 12)}); this one reads schema {SCHEMA} — "
            "update the companion to open it"
        )
    if schema < 1:
        raise JournalError(f"{path}: journal schema {clip(str(schema), 12)} is not one any companion wrote")
    return header


def _kind(path: Path, header: dict[str, Any]) -> GameKind[Any, Any]:
    """The game type the header names (the primary game when it names none).

    Raises:
        JournalError: a type this companion does not know; the message names the file and line 1,
            and quotes the type only when it is a short word (it is file text).
    """
    game = header.get("game", kinds.DEFAULT)
    if isinstance(game, str) and game in kinds.MODULES:
        return kinds.get(game)
    quoted = f" {printable(repr(game))}" if isinstance(game, str) and len(game) <= 40 else ""
    raise JournalError(
        f"{path}: line 1: a journal of an unknown game type{quoted} (this companion knows: {', '.join(kinds.MODULES)})"
    )


def _problem(error: ValidationError) -> str:
    """What is wrong with a line, in one short sentence: whatever the file holds is quoted cut to
    :data:`companion.text.CLIP` characters (a 10 MB event type is not a 10 MB message)."""
    return clip(_first_problem(error))


def _first_problem(error: ValidationError) -> str:
    first = error.errors(include_url=False)[0]
    if first["type"] == "union_tag_invalid":
        tag = first.get("ctx", {}).get("tag", "?")
        return f"unknown event type {printable(repr(clip(str(tag), 40)))}"
    if first["type"] == "union_tag_not_found":
        return "the event has no type"
    if first["type"] in ("json_invalid", "json_type"):
        return "not valid JSON"
    loc = printable(".".join(str(part) for part in first["loc"][1:])) or "event"  # a dict key is file text
    if first["type"] == "timezone_aware":
        return f"{loc}: the timestamp has no time zone (write it with one, e.g. 2026-11-20T19:30:00+00:00 or …Z)"
    return f"{loc}: {str(first['msg']).removeprefix('Value error, ')}"


def _is_json(raw: bytes) -> bool:
    try:
        json.loads(raw)
    except (ValueError, RecursionError):  # RecursionError: nested deeper than the reader goes, not JSON to us
        return False
    return True


class LineError(JournalError):
    """One journal line that cannot be read; ``torn`` says why if it looks like a write cut short."""

    def __init__(self, message: str, torn: str | None = None) -> None:
        super().__init__(message)
        self.torn = torn


def parse_line(kind: GameKind[Any, Any], raw: bytes, line: int, expected: int, path: Path) -> EventBase:
    """One event line of a journal of type ``kind``, checked in every way a line can be checked alone.

    Args:
        line: its line number (the header is line 1), for messages.
        expected: the ``seq`` it must have (the previous event's + 1).

    Raises:
        LineError: invalid; ``torn`` is set when, as the last line, it would be a
            write cut short (not JSON, or out of sequence) rather than damage.
    """
    try:
        event: EventBase = kind.validate_json(raw)
    except ValidationError as error:
        message = f"{path}: line {line}: {_problem(error)}"
        raise LineError(message, None if _is_json(raw) else "not valid JSON") from None
    stamp_problem = kind.check_stamp(event)
    if stamp_problem:
        raise LineError(f"{path}: line {line}: {stamp_problem}")
    if event.seq != expected:
        raise LineError(
            f"{path}: line {line}: event {event.seq} where event {expected} was expected "
            "(a line is missing, repeated or out of order)",
            f"sequence {event.seq} where {expected} was expected",
        )
    return event


def load(path: str | Path) -> Loaded:
    """Read and validate a journal without changing it (see :func:`_load`)."""
    with collector_paused():
        return _load(path)


def _load(path: str | Path) -> Loaded:
    """Read and validate a journal without changing it.

    Returns:
        A :class:`Loaded`; ``torn`` describes a skipped damaged last line.

    Raises:
        JournalError: the file is missing, not a regular file (a folder, a FIFO,
            a device), empty, not a journal, of a newer schema, or damaged before
            its last line (the message names the line).
    """
    path = Path(path)
    return _parse(path, read_regular(path, MAX_BYTES))


def parse(path: str | Path, data: bytes) -> Loaded:
    """Validate a journal's bytes already read from ``path`` (named in messages), as :func:`load` does:
    for a caller that must know that what it checked is exactly the bytes it holds (a hash, a copy).

    Raises:
        JournalError: as :func:`load`, for the content.
    """
    with collector_paused():
        return _parse(Path(path), data)


def _parse(path: Path, data: bytes) -> Loaded:
    if not data.strip():
        raise JournalError(f"{path}: empty file: not a companion journal")
    lines = data.split(b"\n")
    complete, tail = lines[:-1], lines[-1]  # `tail` is b"" when the file ends with a newline
    if not complete:
        raise JournalError(f"{path}: not a companion journal (no complete line)")
    header = _check_header(path, complete[0])
    kind = _kind(path, header)
    events: list[EventBase] = []
    offset = len(complete[0]) + 1
    torn: TornTail | None = None
    for index, raw in enumerate(complete[1:], start=2):
        is_last = index == len(complete) and not tail
        try:
            event = parse_line(kind, raw, index, len(events) + 1, path)
        except LineError as error:
            if is_last and error.torn is not None:  # a write cut short: skip it, keep the rest
                torn = TornTail(index, offset, len(raw) + 1, error.torn)
                break
            raise
        events.append(event)
        offset += len(raw) + 1
    if tail and torn is None:
        torn = TornTail(len(complete) + 1, offset, len(tail), "no newline at the end")
    if not events:
        raise JournalError(f"{path}: the journal has no setup event")
    setup = kind.setup_type
    if events[0].type != setup or any(e.type == setup for e in events[1:]):
        line = 2 if events[0].type != setup else 1 + next(e.seq for e in events[1:] if e.type == setup)
        raise JournalError(f"{path}: line {line}: a journal has exactly one setup event, first")
    return Loaded(path, header, events, torn, kind, offset)
