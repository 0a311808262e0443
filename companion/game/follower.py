"""Following a journal that another app is writing: a second screen, the web board, ``serve``.

Only the app that holds a game's lock appends to its journal. Every other view
reads the file and follows it as it grows: :class:`Follower` keeps the events
and the folded state, and :meth:`Follower.poll` reads whatever complete lines
were appended since the last call. It never writes, never locks, never cuts a
torn tail (the writer may be in the middle of writing it: an incomplete last
line is simply read again at the next poll).

Usage::

    follower = Follower(path)          # reads the journal as it is now
    while True:
        if follower.poll():            # new events folded in
            show(follower.state)
        if follower.problem:           # the file went bad: keep the last good state
            warn(follower.problem)
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from companion.game.bulk import collector_paused
from companion.game.errors import GameError, JournalError
from companion.game.files import open_regular
from companion.game.history import HistoryLine, Timeline, effective, history
from companion.game.journal import MAX_BYTES, LineError, load, parse_line
from companion.game.session import check

#: Event types after which the state is folded again from the start (they change what is in effect).
_REFOLD = frozenset({"undo", "redo", "rewind"})


class Follower:
    """A read-only view of a journal, brought up to date by :meth:`poll`.

    It offers what the screens read of a :class:`~companion.game.session.Game`
    (``path``, ``kind``, ``events``, ``state``, ``timeline``, :meth:`history`), and
    ``read_only = True``; it has no ``record``.

    Attributes:
        problem: why following stopped (a damaged or replaced file), else None;
            the state stays the last good one.

    Raises:
        JournalError, GameError: from the constructor, if the journal cannot be read now.
    """

    read_only = True
    torn = None

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.problem: str | None = None
        self._load()

    def _load(self) -> None:
        """Read the whole journal; nothing is changed here unless all of it can be read and folded."""
        try:  # before reading: a file replaced meanwhile is read again at the next poll
            identity: tuple[int, int] | None = _identity(self.path)[:2]
        except JournalError:
            identity = None  # the reader says what is wrong (no such journal, …)
        loaded = load(self.path)
        if getattr(self, "kind", loaded.kind).name != loaded.kind.name:  # the screens showing it are the other game's
            raise JournalError(f"{self.path}: replaced by a {loaded.kind.title} journal; open it again to show it")
        state = check(loaded)
        events: list[Any] = list(loaded.events)
        timeline = effective(events)
        self.kind, self.events, self.state, self._timeline = loaded.kind, events, state, timeline
        self._offset, self._file = loaded.end, identity
        self._lines = len(events) + 1  # the header is line 1

    @property
    def timeline(self) -> Timeline:
        """The events in effect and the redo stack (read only)."""
        return self._timeline

    def history(self) -> list[HistoryLine]:
        """Every event with whether it is in effect and what undid it."""
        return history(self.events)

    def poll(self) -> bool:
        """Read and fold the lines appended since the last poll; True if the state changed.

        A journal replaced by another file (or cut shorter than what was read) is
        read again from the start; one of another game type stops following. A line that cannot be read or applied sets
        :attr:`problem` and stops following; the state stays the last good one.
        """
        if self.problem:
            return False
        try:
            device, inode, size = _identity(self.path)
            if (device, inode) != self._file or size < self._offset:  # replaced, or cut shorter
                self._load()
                return True
            if size == self._offset:
                return False
            data = _read_from(self.path, self._offset, size)
        except (JournalError, GameError) as error:
            self.problem = str(error)
            return False
        return self._take(data)

    def _take(self, data: bytes) -> bool:
        end = data.rfind(b"\n")
        if end < 0:  # not even one complete line yet: the writer is still writing it
            return False
        changed = False
        with collector_paused():
            for raw in data[: end + 1].split(b"\n")[:-1]:
                line = self._lines + 1
                try:
                    event = parse_line(self.kind, raw, line, len(self.events) + 1, self.path)
                    self._apply(event)
                except LineError as error:
                    self.problem = str(error)
                    return changed
                except GameError as error:
                    self.problem = f"{self.path}: line {line}: {error}"
                    return changed
                self.events.append(event)
                self._offset += len(raw) + 1
                self._lines = line
                changed = True
        return changed

    def _apply(self, event: Any) -> None:
        """Fold one new event (the state is unchanged if it is refused)."""
        if event.type in _REFOLD:
            timeline = effective([*self.events, event])  # raises GameError if it does not match
            state = self.kind.replay(timeline.kept)
            self._timeline, self.state = timeline, state
        else:
            self.kind.apply(self.state, event)  # refused events change nothing (compute first, commit last)
            self._timeline.push(event)
        self.state.seq = event.seq

    def close(self) -> None:
        """Nothing to release (a follower holds no file open between polls)."""


def _identity(path: Path) -> tuple[int, int, int]:
    """(device, inode, size) of the journal: a new inode means the file was replaced."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise JournalError(f"{path}: the journal is gone (moved or deleted)") from None
    except OSError as error:
        raise JournalError(f"{path}: cannot be read ({error.strerror or error})") from None
    return info.st_dev, info.st_ino, info.st_size


def _read_from(path: Path, offset: int, size: int) -> bytes:
    """The bytes of the regular file ``path`` from ``offset`` to ``size``."""
    if size > MAX_BYTES:
        raise JournalError(f"{path}: too large for a journal (over {MAX_BYTES // 1_000_000} MB)")
    fd = open_regular(path, os.O_RDONLY)
    try:
        os.lseek(fd, offset, os.SEEK_SET)
        chunks, left = [], size - offset
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
        return b"".join(chunks)
    except OSError as error:
        raise JournalError(f"{path}: cannot be read ({error.strerror or error})") from None
    finally:
        os.close(fd)

