"""The journal's one writer: appending events, one fsync'ed line each, under the game's lock.

Reading a journal is :mod:`companion.game.journal`; this module creates a new
journal atomically and appends to an existing one. docs/journal-format.md
states the durability promise these functions keep.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Protocol

from companion.game.errors import JournalError
from companion.game.events import EventBase
from companion.game.files import (
    NOFOLLOW,
    free_name,
    lock_exclusive,
    make_private_folder,
    open_regular,
    write_all,
    write_file,
)
from companion.game.journal import TornTail, event_line, header_line


#: A journal's mode, and its ``.torn`` and ``-rescued`` copies': its owner's only.
PRIVATE = 0o600


class EventSink(Protocol):
    """Where a :class:`~companion.game.session.Game` appends its events: a :class:`Journal`, or
    memory for a game written in one go (the demo, :mod:`companion.game.titm.demo`)."""

    path: Path

    def append(self, event: EventBase) -> None:
        """Keep ``event`` after the others (raises :class:`JournalError` when it cannot)."""

    def close(self) -> None:
        """Let go of the file, if any."""


class Journal:
    """An open journal file that events are appended to, one fsync'ed line each.

    The journal holds the game's lock (an OS advisory lock, ``flock``) from the
    moment it is opened until :meth:`close`: a second companion cannot open the
    same game for writing (:class:`~companion.game.errors.JournalLocked`), and
    may only follow it read-only (:mod:`companion.game.follower`).

    An append either reaches the disk whole, or leaves the file exactly as it
    was (a write that fails half-way, e.g. on a full disk, is cut off again).

    Another program may still change the file under the lock (``flock`` is advisory): an
    editor saving it, a sync tool replacing it, a truncation, a script rewriting a few bytes in
    place. Each append first checks that the file is still the one this journal wrote, at the
    length it left it, holding what it held: whenever the file's change time (``st_ctime``, which
    no program can set back) or modification time moved since this journal's own last write, its
    content is read and compared with a running SHA-256 of everything this journal read at opening
    and wrote since. If anything differs, nothing is written, then or later (every line appended
    after such a change would be lost in a deleted file, break the sequence, or score on top of
    an edit the screen never showed). A journal deleted or replaced is first copied whole, as
    this window wrote it, to ``<stem>-rescued.jsonl`` beside it, a game ``resume`` can open.
    """

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self._fd = fd
        self._broken: str | None = None  # why appending is no longer safe, if a failed write could not be undone
        self._size: int | None = None  # where this journal's lines end
        self._digest = hashlib.sha256()  # of the file's bytes 0 … _size, as this journal read and wrote them
        self._stamp: tuple[int, int] | None = None  # (ctime, mtime) in ns just after this journal's last write
        try:
            self._take(os.fstat(fd).st_size)
        except OSError:  # pragma: no cover - fstat or read of an open descriptor
            self._size = None

    @classmethod
    def create(cls, path: str | Path, events: EventBase | list[EventBase], created: datetime, game: str = "titm") -> Journal:
        """Create a new journal of game type ``game`` holding ``events`` (the setup first), atomically.

        The lines are written whole (:func:`~companion.game.files.write_file`: a
        temporary file in the same folder, ``O_EXCL``, fsync'ed, then linked to
        ``path``, which must not exist yet, not even as a symlink), then the journal
        is opened and locked. The journal is readable by its owner only (mode 0600: VP totals played
        face down are in it), and so is any folder made for it (0700).

        Raises:
            JournalError: the file exists already, or cannot be written.
        """
        path = Path(path)
        first = [events] if not isinstance(events, list) else events
        data = header_line(created, game) + b"".join(event_line(e) for e in first)
        try:
            make_private_folder(path.parent)
        except OSError as error:
            raise JournalError(f"{path.parent}: the folder cannot be made ({error.strerror or error})") from None
        write_file(path, data, error=JournalError, exists_hint=" (a journal of that name exists already)", mode=PRIVATE)
        return cls.open_locked(path)

    @classmethod
    def open_locked(cls, path: str | Path) -> Journal:
        """Open an existing journal to append to, and take its lock.

        A journal that is a symbolic link is refused (``O_NOFOLLOW``): a link planted
        in the data folder must never redirect the game's writes to another file.
        The message names the real file, which can be opened instead.

        Raises:
            JournalLocked: another companion has this game open.
            JournalError: a symbolic link, not a regular file, or it cannot be opened for writing.
        """
        path = Path(path)
        fd = open_regular(path, os.O_RDWR | os.O_APPEND | NOFOLLOW)  # read too: a deleted journal is rescued
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
            # Whole or not at all (a full disk leaves no empty or partial .torn file), never
            # through a planted symlink, its name fsync'ed before the journal is cut.
            try:
                write_file(aside, damaged, error=JournalError, mode=PRIVATE)
            except JournalError as problem:
                raise JournalError(f"{path}: cannot be repaired: its torn last line cannot be set aside ({problem})") from None
            os.ftruncate(self._fd, torn.offset)
            os.fsync(self._fd)
            self._take(torn.offset)
        except OSError as error:
            raise JournalError(f"{path}: cannot be repaired ({error.strerror or error})") from None

    def append(self, event: EventBase) -> None:
        """Append one event: written, flushed and fsync'ed before this returns.

        On any write error (a full disk, an I/O error) the file is cut back to
        where it was and fsync'ed, so it holds exactly what it held before.

        Raises:
            JournalError: the disk refused the write; the event is not saved and the
                file is as it was (or, if even that failed, every later append is
                refused, so nothing is written after a partial line). Or another program
                deleted, replaced or changed the journal: nothing is written, now or later.
        """
        if self._broken:
            raise JournalError(self._broken)
        if self._fd < 0:
            raise JournalError(f"{self.path}: the journal is closed")
        line = event_line(event)
        try:
            info = os.fstat(self._fd)
        except OSError as error:
            raise JournalError(f"{self.path}: could not save the last change ({error.strerror or error})") from None
        size = info.st_size
        # Deleted, or replaced (an editor, a sync tool): asked of the name itself, not of the link
        # count, which stays 1 when a backup made with ln keeps the file (and is 0 on some shares).
        if not self._still_named(info):
            self._broken = self._changed("was deleted or replaced", self._rescue())
            raise JournalError(self._broken)
        if self._size is not None and size != self._size:  # cut, or rewritten in place
            self._broken = self._changed(f"was changed (it is {size} bytes long, not {self._size})", None)
            raise JournalError(self._broken)
        if self._size is not None and (info.st_ctime_ns, info.st_mtime_ns) != self._stamp and not self._same_content():
            self._broken = self._changed("was changed in place (its lines differ from what this window saved)", None)
            raise JournalError(self._broken)
        try:
            write_all(self._fd, line)
            os.fsync(self._fd)
            self._size = size + len(line)
            self._digest.update(line)
            self._stamp = _stamp(os.fstat(self._fd))
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

    def _take(self, size: int) -> None:
        """Hold the file's first ``size`` bytes as this journal's (their SHA-256, the file's times): read once,
        at opening or after a torn tail was cut, under the lock."""
        digest = hashlib.sha256()
        for chunk in _chunks(self._fd, size):
            digest.update(chunk)
        self._size, self._digest, self._stamp = size, digest, _stamp(os.fstat(self._fd))

    def _same_content(self) -> bool:
        """Whether the file's first ``_size`` bytes are still those this journal read and wrote.

        Read only when the file's times moved since this journal's last write: by another
        program, or by a change of its links or permissions (which leaves the content as it was:
        then the times are taken as this journal's again).
        """
        assert self._size is not None
        digest = hashlib.sha256()
        try:
            for chunk in _chunks(self._fd, self._size):
                digest.update(chunk)
            stamp = _stamp(os.fstat(self._fd))
        except OSError:
            return False
        if digest.digest() != self._digest.digest():
            return False
        self._stamp = stamp
        return True

    def _still_named(self, info: os.stat_result) -> bool:
        """Whether the journal's name is still this file (``info``: the open file's ``fstat``)."""
        try:
            named = os.stat(self.path, follow_symlinks=False)
        except (FileNotFoundError, NotADirectoryError):
            return False
        except OSError:  # the name cannot be looked up now (no permission): the link count says
            return info.st_nlink > 0
        return (named.st_dev, named.st_ino) == (info.st_dev, info.st_ino)

    def _changed(self, what: str, rescued: Path | None) -> str:
        """Why nothing more is saved: the journal ``what`` by another program; where its lines are."""
        kept = f"everything this window saved is in {rescued}; " if rescued is not None else ""
        return (
            f"{self.path}: not saved: the journal {what} by another program while this window had the game "
            f"open; nothing was changed, and nothing more can be saved here: {kept}quit and reopen the game"
        )

    def _rescue(self) -> Path | None:
        """Copy this (deleted or replaced) journal whole to ``<stem>-rescued.jsonl`` (``-2``, … if taken); None if it cannot be."""
        try:
            os.lseek(self._fd, 0, os.SEEK_SET)  # appends go to the end whatever the position (O_APPEND)
            chunks = []
            while chunk := os.read(self._fd, 1 << 20):
                chunks.append(chunk)
            data = b"".join(chunks)
            target = self.path.with_name(f"{self.path.stem}-rescued{self.path.suffix}")
            return write_file(target, data, numbered=True, error=JournalError, mode=PRIVATE)
        except (OSError, JournalError):
            return None

    def close(self) -> None:
        """Close the file and release the game's lock (appends are already on disk)."""
        if self._fd >= 0:
            os.close(self._fd)
            self._fd = -1

    def __enter__(self) -> Journal:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _stamp(info: os.stat_result) -> tuple[int, int]:
    """A file's change and modification times (ns): any write moves the first, and no program sets it back."""
    return (info.st_ctime_ns, info.st_mtime_ns)


def _chunks(fd: int, size: int, chunk: int = 1 << 20) -> Iterator[bytes]:
    """The first ``size`` bytes of the open file ``fd``, in chunks (``pread``: the position is left alone).

    Raises:
        OSError: a read error; the file shorter than ``size`` (cut meanwhile).
    """
    offset = 0
    while offset < size:
        data = os.pread(fd, min(chunk, size - offset), offset)
        if not data:
            raise OSError(f"the file ends at {offset} bytes, not {size}")
        offset += len(data)
        yield data
