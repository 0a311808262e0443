"""The journal's one writer: appending events, one fsync'ed line each, under the game's lock.

Reading a journal is :mod:`companion.game.journal`; this module creates a new
journal atomically and appends to an existing one. docs/journal-format.md
states the durability promise these functions keep.
"""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

from companion.game.errors import JournalError
from companion.game.events import Event
from companion.game.files import NOFOLLOW, free_name, lock_exclusive, open_regular, write_all, write_file
from companion.game.journal import TornTail, event_line, header_line


class Journal:
    """An open journal file that events are appended to, one fsync'ed line each.

    The journal holds the game's lock (an OS advisory lock, ``flock``) from the
    moment it is opened until :meth:`close`: a second companion cannot open the
    same game for writing (:class:`~companion.game.errors.JournalLocked`), and
    may only follow it read-only (:mod:`companion.game.follower`).

    An append either reaches the disk whole, or leaves the file exactly as it
    was (a write that fails half-way, e.g. on a full disk, is cut off again).

    Another program may still change the file under the lock (``flock`` is advisory): an
    editor saving it, a sync tool replacing it, a truncation. Each append first checks that
    the file is still the one this journal wrote, at the length it left it; if not, nothing
    is written, then or later (every line appended after such a change would be lost in a
    deleted file or break the sequence). A journal deleted or replaced is first copied whole,
    as this window wrote it, to ``<stem>-rescued.jsonl`` beside it, a game ``resume`` can open.
    """

    def __init__(self, path: Path, fd: int) -> None:
        self.path = path
        self._fd = fd
        self._broken: str | None = None  # why appending is no longer safe, if a failed write could not be undone
        try:
            self._size: int | None = os.fstat(fd).st_size  # where this journal's lines end
        except OSError:  # pragma: no cover - fstat of an open descriptor
            self._size = None

    @classmethod
    def create(cls, path: str | Path, events: Event | list[Event], created: datetime, game: str = "titm") -> Journal:
        """Create a new journal of game type ``game`` holding ``events`` (the setup first), atomically.

        The lines are written whole (:func:`~companion.game.files.write_file`: a
        temporary file in the same folder, ``O_EXCL``, fsync'ed, then linked to
        ``path``, which must not exist yet, not even as a symlink), then the journal
        is opened and locked.

        Raises:
            JournalError: the file exists already, or cannot be written.
        """
        path = Path(path)
        first = [events] if not isinstance(events, list) else events
        data = header_line(created, game) + b"".join(event_line(e) for e in first)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise JournalError(f"{path.parent}: the folder cannot be made ({error.strerror or error})") from None
        write_file(path, data, error=JournalError, exists_hint=" (a journal of that name exists already)")
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
                write_file(aside, damaged, error=JournalError)
            except JournalError as problem:
                raise JournalError(f"{path}: cannot be repaired: its torn last line cannot be set aside ({problem})") from None
            os.ftruncate(self._fd, torn.offset)
            os.fsync(self._fd)
            self._size = torn.offset
        except OSError as error:
            raise JournalError(f"{path}: cannot be repaired ({error.strerror or error})") from None

    def append(self, event: Event) -> None:
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
        try:
            write_all(self._fd, line)
            os.fsync(self._fd)
            self._size = size + len(line)
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
            return write_file(target, data, numbered=True, error=JournalError)
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
