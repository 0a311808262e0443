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
import tempfile
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from companion import __version__
from companion.game.bulk import collector_paused
from companion.game.errors import JournalError
from companion.game.files import free_name, fsync_dir, lock_exclusive, open_regular, read_regular, write_all
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
    """What :func:`load` read: the header, the events, a skipped torn tail if any, and where reading ended."""

    path: Path
    header: dict[str, Any]
    events: list[Event]
    torn: TornTail | None
    kind: GameKind
    #: The byte offset just after the last event read (where a torn tail, if any, starts).
    end: int = 0

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


class LineError(JournalError):
    """One journal line that cannot be read; ``torn`` says why if it looks like a write cut short."""

    def __init__(self, message: str, torn: str | None = None) -> None:
        super().__init__(message)
        self.torn = torn


def parse_line(kind: GameKind, raw: bytes, line: int, expected: int, path: Path) -> Event:
    """One event line of a journal of type ``kind``, checked in every way a line can be checked alone.

    Args:
        line: its line number (the header is line 1), for messages.
        expected: the ``seq`` it must have (the previous event's + 1).

    Raises:
        LineError: invalid; ``torn`` is set when, as the last line, it would be a
            write cut short (not JSON, or out of sequence) rather than damage.
    """
    try:
        event = kind.validate_json(raw)
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
    data = read_regular(path, MAX_BYTES)
    if not data.strip():
        raise JournalError(f"{path}: empty file: not a companion journal")
    lines = data.split(b"\n")
    complete, tail = lines[:-1], lines[-1]  # `tail` is b"" when the file ends with a newline
    if not complete:
        raise JournalError(f"{path}: not a companion journal (no complete line)")
    header = _check_header(path, complete[0])
    kind = kinds.get(str(header.get("game", kinds.DEFAULT)))
    events: list[Event] = []
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


class Journal:
    """An open journal file that events are appended to, one fsync'ed line each.

    The journal holds the game's lock (an OS advisory lock, ``flock``) from the
    moment it is opened until :meth:`close`: a second companion cannot open the
    same game for writing (:class:`~companion.game.errors.JournalLocked`), and
    may only follow it read-only (:mod:`companion.game.follower`).

    An append either reaches the disk whole, or leaves the file exactly as it
    was (a write that fails half-way, e.g. on a full disk, is cut off again).
    """

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self._fd = fd
        self._broken: str | None = None  # why appending is no longer safe, if a failed write could not be undone

    @classmethod
    def create(cls, path: str | Path, events: Event | list[Event], created: datetime, game: str = "titm") -> Journal:
        """Create a new journal of game type ``game`` holding ``events`` (the setup first), atomically.

        The lines are written to a fresh temporary file in the same folder
        (``O_EXCL``: a planted symlink is never followed), fsync'ed, and linked to
        ``path``, which must not exist yet (not even as a symlink).

        Raises:
            JournalError: the file exists already, or cannot be written.
        """
        path = Path(path)
        tmp: str | None = None
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".new")
            try:
                first = [events] if not isinstance(events, list) else events
                write_all(fd, header_line(created, game) + b"".join(event_line(e) for e in first))
                os.fsync(fd)
            finally:
                os.close(fd)
            os.chmod(tmp, 0o644)
            os.link(tmp, path)  # fails if anything of that name exists: never overwrite, never follow
            fsync_dir(path.parent)
        except FileExistsError:
            raise JournalError(f"{path}: a journal of that name exists already") from None
        except OSError as error:
            raise JournalError(f"{path}: cannot be written ({error.strerror or error})") from None
        finally:
            if tmp is not None:
                Path(tmp).unlink(missing_ok=True)
        return cls.open_locked(path)

    @classmethod
    def open_locked(cls, path: str | Path) -> Journal:
        """Open an existing journal to append to, and take its lock.

        Raises:
            JournalLocked: another companion has this game open.
            JournalError: not a regular file, or it cannot be opened for writing.
        """
        path = Path(path)
        fd = open_regular(path, os.O_WRONLY | os.O_APPEND)
        try:
            lock_exclusive(fd, path)
        except BaseException:
            os.close(fd)
            raise
        return cls(path, fd)

    @classmethod
    def open_for_append(cls, path: str | Path, torn: TornTail | None = None) -> Journal:
        """Open and lock an existing journal, then set aside and cut off a torn tail.

        Prefer :meth:`open_locked` before reading the journal, then :meth:`cut_torn`:
        the tail is only ever cut while the lock is held.
        """
        journal = cls.open_locked(path)
        try:
            journal.cut_torn(torn)
        except BaseException:
            journal.close()
            raise
        return journal

    def cut_torn(self, torn: TornTail | None) -> None:
        """Set a torn tail aside in ``<name>.torn`` (or ``.torn-2``, …) and cut the journal back before it.

        Raises:
            JournalError: the tail cannot be saved aside or cut off (the journal is unchanged).
        """
        if torn is None:
            return
        path = self.path
        try:
            fd = open_regular(path, os.O_RDONLY)
            try:
                os.lseek(fd, torn.offset, os.SEEK_SET)
                damaged = os.read(fd, max(torn.size, 1 << 16))
            finally:
                os.close(fd)
            aside = free_name(path.with_name(path.name + ".torn"))
            with aside.open("xb") as out:  # O_EXCL: never through a planted symlink
                out.write(damaged)
                out.flush()
                os.fsync(out.fileno())
            os.ftruncate(self._fd, torn.offset)
            os.fsync(self._fd)
        except OSError as error:
            raise JournalError(f"{path}: cannot be repaired ({error.strerror or error})") from None

    def append(self, event: Event) -> None:
        """Append one event: written, flushed and fsync'ed before this returns.

        On any write error (a full disk, an I/O error) the file is cut back to
        where it was and fsync'ed, so it holds exactly what it held before.

        Raises:
            JournalError: the disk refused the write; the event is not saved and the
                file is as it was (or, if even that failed, every later append is
                refused, so nothing is written after a partial line).
        """
        if self._broken:
            raise JournalError(self._broken)
        if self._fd < 0:
            raise JournalError(f"{self.path}: the journal is closed")
        line = event_line(event)
        try:
            size = os.fstat(self._fd).st_size
        except OSError as error:
            raise JournalError(f"{self.path}: could not save the last change ({error.strerror or error})") from None
        try:
            write_all(self._fd, line)
            os.fsync(self._fd)
        except OSError as error:
            reason = error.strerror or str(error)
            try:
                os.ftruncate(self._fd, size)
                os.fsync(self._fd)
            except OSError:
                self._broken = (
                    f"{self.path}: a change could not be saved ({reason}) and the journal could not be "
                    "tidied; reopen the game (nothing saved before is lost)"
                )
                raise JournalError(self._broken) from None
            raise JournalError(f"{self.path}: could not save the last change ({reason}); nothing was changed") from None

    def close(self) -> None:
        """Close the file and release the game's lock (appends are already on disk)."""
        if self._fd >= 0:
            os.close(self._fd)
            self._fd = -1

    def __enter__(self) -> Journal:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
