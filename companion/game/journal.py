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

docs/journal-format.md describes the format for a table that repairs a journal by hand.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from companion import __version__
from companion.game.bulk import collector_paused
from companion.game.errors import JournalError
from companion.game import kinds
from companion.game.events import Event
from companion.game.kinds import GameKind

SCHEMA = 1
MAGIC = "companion"
#: Journals larger than this are refused before reading (a whole game is ~100 kB).
MAX_BYTES = 200_000_000


@dataclass(frozen=True)
class TornTail:
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


@dataclass(frozen=True)
class Loaded:
    """What :func:`load` read: the header, the events, and a skipped torn tail if any."""

    path: Path
    header: dict[str, Any]
    events: list[Event]
    torn: TornTail | None
    kind: GameKind

    def line_of(self, seq: int) -> int:
        """The line number of the event with sequence number ``seq`` (header is line 1)."""
        return seq + 1


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


def event_line(event: Event) -> bytes:
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
    except (ValueError, UnicodeDecodeError):
        raise JournalError(f"{path}: not a companion journal (line 1 is not a journal header)") from None
    if not isinstance(header, dict) or header.get("journal") != MAGIC:
        raise JournalError(f"{path}: not a companion journal (line 1 is not a journal header)")
    schema = header.get("schema")
    if not isinstance(schema, int) or isinstance(schema, bool):
        raise JournalError(f"{path}: line 1: the journal header has no schema version")
    if schema > SCHEMA:
        raise JournalError(
            f"{path}: written by a newer companion (journal schema {schema}); this one reads schema {SCHEMA} — "
            "update the companion to open it"
        )
    if schema < 1:
        raise JournalError(f"{path}: journal schema {schema} is not one any companion wrote")
    return header


def _problem(error: ValidationError) -> str:
    first = error.errors(include_url=False)[0]
    if first["type"] == "union_tag_invalid":
        tag = first.get("ctx", {}).get("tag", "?")
        return f"unknown event type {tag!r}"
    if first["type"] == "union_tag_not_found":
        return "the event has no type"
    if first["type"] in ("json_invalid", "json_type"):
        return "not valid JSON"
    loc = ".".join(str(part) for part in first["loc"][1:]) or "event"
    return f"{loc}: {first['msg']}"


def _is_json(raw: bytes) -> bool:
    try:
        json.loads(raw)
    except ValueError:
        return False
    return True


def load(path: str | Path) -> Loaded:
    """Read and validate a journal without changing it (see :func:`_load`)."""
    with collector_paused():
        return _load(path)


def _load(path: str | Path) -> Loaded:
    """Read and validate a journal without changing it.

    Returns:
        A :class:`Loaded`; ``torn`` describes a skipped damaged last line.

    Raises:
        JournalError: the file is missing, empty, not a journal, of a newer
            schema, or damaged before its last line (the message names the line).
    """
    path = Path(path)
    try:
        if path.stat().st_size > MAX_BYTES:
            raise JournalError(f"{path}: too large for a journal (over {MAX_BYTES // 1_000_000} MB)")
        data = path.read_bytes()
    except FileNotFoundError:
        raise JournalError(f"{path}: no such journal") from None
    except IsADirectoryError:
        raise JournalError(f"{path}: is a folder, not a journal") from None
    except OSError as error:
        raise JournalError(f"{path}: cannot be read ({error.strerror or error})") from None
    if not data.strip():
        raise JournalError(f"{path}: empty file: not a companion journal")
    lines = data.split(b"\n")
    complete, tail = lines[:-1], lines[-1]  # `tail` is b"" when the file ends with a newline
    if not complete:
        raise JournalError(f"{path}: not a companion journal (no complete line)")
    header = _check_header(path, complete[0])
    kind = kinds.get(str(header.get("game", kinds.DEFAULT)))
    validate = kind.adapter.validate_json
    events: list[Event] = []
    offset = len(complete[0]) + 1
    torn: TornTail | None = None
    for index, raw in enumerate(complete[1:], start=2):
        is_last = index == len(complete) and not tail
        try:
            event = validate(raw)
        except ValidationError as error:
            if is_last and not _is_json(raw):  # a write cut short: skip it, keep the rest
                torn = TornTail(index, offset, len(raw) + 1, "not valid JSON")
                break
            raise JournalError(f"{path}: line {index}: {_problem(error)}") from None
        stamp_problem = kind.check_stamp(event)
        if stamp_problem:
            raise JournalError(f"{path}: line {index}: {stamp_problem}")
        expected = len(events) + 1
        if event.seq != expected:
            if is_last:
                torn = TornTail(index, offset, len(raw) + 1, f"sequence {event.seq} where {expected} was expected")
                break
            raise JournalError(
                f"{path}: line {index}: event {event.seq} where event {expected} was expected "
                "(a line is missing, repeated or out of order)"
            )
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
    return Loaded(path, header, events, torn, kind)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def _fsync_dir(path: Path) -> None:
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:  # pragma: no cover - platforms without directory fds
        return
    try:
        os.fsync(fd)
    except OSError:  # pragma: no cover
        pass
    finally:
        os.close(fd)


class Journal:
    """An open journal file that events are appended to, one fsync'ed line each."""

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self._fd = fd

    @classmethod
    def create(cls, path: str | Path, events: Event | list[Event], created: datetime, game: str = "titm") -> Journal:
        """Create a new journal of game type ``game`` holding ``events`` (the setup first), atomically.

        Raises:
            JournalError: the file exists already, or cannot be written.
        """
        path = Path(path)
        tmp = path.with_name(f".{path.name}.new")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
            try:
                first = [events] if not isinstance(events, list) else events
                _write_all(fd, header_line(created, game) + b"".join(event_line(e) for e in first))
                os.fsync(fd)
            finally:
                os.close(fd)
            os.link(tmp, path)  # fails if a journal of that name exists: never overwrite
            _fsync_dir(path.parent)
        except FileExistsError:
            raise JournalError(f"{path}: a journal of that name exists already") from None
        except OSError as error:
            raise JournalError(f"{path}: cannot be written ({error.strerror or error})") from None
        finally:
            tmp.unlink(missing_ok=True)
        return cls.open_for_append(path)

    @classmethod
    def open_for_append(cls, path: str | Path, torn: TornTail | None = None) -> Journal:
        """Open an existing journal to append to; set aside and cut off a torn tail first.

        Returns the open journal. The torn bytes go to ``<name>.torn`` (or
        ``.torn-2``, …) beside the journal before the file is cut back to its
        last complete line.
        """
        path = Path(path)
        try:
            if torn is not None:
                with path.open("rb") as f:
                    f.seek(torn.offset)
                    damaged = f.read()
                aside = _free_name(path.with_name(path.name + ".torn"))
                with aside.open("xb") as out:
                    out.write(damaged)
                    out.flush()
                    os.fsync(out.fileno())
                os.truncate(path, torn.offset)
            fd = os.open(path, os.O_WRONLY | os.O_APPEND)
            if torn is not None:
                os.fsync(fd)
        except OSError as error:
            raise JournalError(f"{path}: cannot be opened for writing ({error.strerror or error})") from None
        return cls(path, fd)

    def append(self, event: Event) -> None:
        """Append one event: written, flushed and fsync'ed before this returns.

        Raises:
            JournalError: the disk refused the write (the event is not saved).
        """
        try:
            _write_all(self._fd, event_line(event))
            os.fsync(self._fd)
        except OSError as error:
            raise JournalError(f"{self.path}: could not save the last change ({error.strerror or error})") from None

    def close(self) -> None:
        """Close the file (appends are already on disk)."""
        if self._fd >= 0:
            os.close(self._fd)
            self._fd = -1

    def __enter__(self) -> Journal:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _free_name(path: Path) -> Path:
    candidate, n = path, 1
    while candidate.exists():
        n += 1
        candidate = path.with_name(f"{path.name}-{n}")
    return candidate
