"""A cache of saved games' summaries, so ``companion games`` and the start screen stay fast.

Summarising a journal means reading and folding all of it: a few milliseconds
for a game night, seconds for a journal of a hundred thousand events. The
listing must not pay that for every game every time, so each summary is kept
with the SHA-256 of the journal's content when it was read: a journal whose
content is unchanged is not folded again, and any change to it, whatever it
keeps (its length, its modification time), is read afresh. Hashing is read
only: as long as the file's identity (device, inode), size, modification and
change times (ns) are those it had, the content is not even read (the change
time moves with every write, and no program can set it back). A journal that
could not be read is cached with its problem, alike.

The cache is one JSON file in the games folder (:data:`CACHE_NAME`), written
whole (:func:`~companion.game.files.write_file`) and only when it changed. It
is only ever a shortcut for the listing: a missing, unreadable or damaged cache
is ignored (and rebuilt), and opening, replaying or exporting a game always
reads its journal.
"""

from __future__ import annotations

import hashlib
import os
import stat as stat_module
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from companion.errors import CompanionError
from companion.game.json_cache import JsonCache

#: The cache file in the games folder (a dot file: never listed as a game).
CACHE_NAME = ".summaries.json"
#: The cache's format; another value is ignored (1: keyed by size and modification time only;
#: 2: without ``where``).
VERSION = 3
#: A cache file larger than this is ignored (thousands of games take well under 1 MB).
MAX_BYTES = 8_000_000


class Entry(BaseModel):
    """One journal's summary, the SHA-256 of the content it was read from, and that file's state."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    stat: tuple[int, int, int, int, int]
    digest: Annotated[str, Field(pattern=r"^[0-9a-f]{64}$")]
    name: Annotated[str, Field(max_length=200)]
    players: Annotated[list[Annotated[str, Field(max_length=200)]], Field(max_length=20)]
    turn: int
    phase: Annotated[str, Field(max_length=40)]
    last_change: datetime | None
    problem: Annotated[str, Field(max_length=2000)] = ""
    game: Annotated[str, Field(max_length=20)] = "titm"
    where: Annotated[str, Field(max_length=200)] = ""


class CacheFile(BaseModel):
    """The whole cache: its version and the entries by journal file name."""

    model_config = ConfigDict(extra="forbid", defer_build=True)

    version: int
    entries: dict[str, Entry]


_ADAPTER = TypeAdapter(CacheFile)


#: (device, inode, size, modification time in ns, change time in ns) of a journal.
FileState = tuple[int, int, int, int, int]


def file_state(path: Path) -> FileState | None:
    """(device, inode, size, mtime, ctime in ns) of what reading ``path`` reads; None if it is gone or
    not a regular file (a FIFO, a folder: never cached, their problem is found at once).

    A symlink is followed: a journal linked into the games folder changes as its game is played
    through its real path, while the link itself does not.
    """
    try:
        st = os.stat(path)
    except OSError:
        return None
    if not stat_module.S_ISREG(st.st_mode):
        return None
    return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)


def content_digest(path: Path) -> str | None:
    """The SHA-256 (hex) of the regular file ``path``; None if it cannot be read whole."""
    from companion.game.files import open_regular

    digest = hashlib.sha256()
    try:
        fd = open_regular(path, os.O_RDONLY, error=CompanionError)
    except CompanionError:
        return None
    try:
        while chunk := os.read(fd, 1 << 20):
            digest.update(chunk)
    except OSError:
        return None
    finally:
        os.close(fd)
    return digest.hexdigest()


class SummaryCache:
    """The cached summaries of one games folder: :meth:`get`, :meth:`put`, then :meth:`save`.

    Args:
        folder: the games folder.
    """

    def __init__(self, folder: Path) -> None:
        self._kept: JsonCache[Entry] = JsonCache(
            folder / CACHE_NAME,
            _ADAPTER,
            MAX_BYTES,
            current=lambda cache: cache.version == VERSION,
            wrap=lambda entries: CacheFile(version=VERSION, entries=entries),
        )
        self.path = self._kept.path

    def get(self, path: Path, state: FileState) -> Entry | None:
        """The cached summary of ``path`` if its content is the one it was read from.

        ``state`` unchanged: yes, without reading the file. Otherwise the content's SHA-256
        decides (a copy, a new link or a ``touch`` leave the content, and the summary, as they were).
        """
        entry = self._kept.lookup(path.name)
        if entry is None or entry.stat == state:
            return entry
        if content_digest(path) != entry.digest or file_state(path) != state:
            self._kept.drop(path.name)
            return None
        entry = entry.model_copy(update={"stat": state})
        self._kept.keep(path.name, entry)
        return entry

    def put(self, path: Path, state: FileState, summary: dict[str, Any]) -> None:
        """Remember the summary of ``path`` read in ``state`` (its content hashed now: the caller checks
        that ``state`` is still the file's afterwards)."""
        digest = content_digest(path)
        if digest is None:
            return
        try:
            entry = Entry(stat=state, digest=digest, **summary)
        except ValidationError:  # a summary too odd to keep: it is simply read again next time
            return
        self._kept.keep(path.name, entry)

    def forget(self, path: Path) -> None:
        """Drop the summary of ``path`` (it changed while it was being read)."""
        self._kept.drop(path.name)

    def save(self) -> None:
        """Write the cache if it changed, keeping only the journals seen this time (best effort: never raises)."""
        self._kept.save()
