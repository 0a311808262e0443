"""A cache of saved games' summaries, so ``companion games`` and the start screen stay fast.

Summarising a journal means reading and folding all of it: a few milliseconds
for a game night, seconds for a journal of a hundred thousand events. The
listing must not pay that for every game every time, so each summary is kept
with the journal's identity (device, inode), size and modification time (ns)
when it was read; as long as those match, the journal is not read again. Any
append changes the size and the time, so a game that moved on is always read
afresh. A journal that could not be read is cached with its problem, alike.

The cache is one JSON file in the games folder (:data:`CACHE_NAME`), written
whole (:func:`~companion.game.files.write_file`) and only when it changed. It
is only ever a shortcut for the listing: a missing, unreadable or damaged cache
is ignored (and rebuilt), and opening, replaying or exporting a game always
reads its journal.
"""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from companion.game.json_cache import JsonCache

#: The cache file in the games folder (a dot file: never listed as a game).
CACHE_NAME = ".summaries.json"
#: The cache's format; another value is ignored.
VERSION = 1
#: A cache file larger than this is ignored (thousands of games take well under 1 MB).
MAX_BYTES = 8_000_000


class Entry(BaseModel):
    """One journal's summary and the file state it was read from."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    stat: tuple[int, int, int, int]
    name: Annotated[str, Field(max_length=200)]
    players: Annotated[list[Annotated[str, Field(max_length=200)]], Field(max_length=20)]
    turn: int
    phase: Annotated[str, Field(max_length=40)]
    last_change: datetime | None
    problem: Annotated[str, Field(max_length=2000)] = ""
    game: Annotated[str, Field(max_length=20)] = "titm"


class CacheFile(BaseModel):
    """The whole cache: its version and the entries by journal file name."""

    model_config = ConfigDict(extra="forbid")

    version: int
    entries: dict[str, Entry]


_ADAPTER = TypeAdapter(CacheFile)


def file_state(path: Path) -> tuple[int, int, int, int] | None:
    """(device, inode, size, mtime in ns) of what reading ``path`` reads, or None if it is gone.

    A symlink is followed: a journal linked into the games folder changes as its game is played
    through its real path, while the link itself does not.
    """
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)


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

    def get(self, path: Path, state: tuple[int, int, int, int]) -> Entry | None:
        """The cached summary of ``path`` if it was read in exactly this ``state``."""
        return self._kept.lookup(path.name, lambda entry: entry.stat == state)

    def put(self, path: Path, state: tuple[int, int, int, int], summary: dict[str, Any]) -> None:
        """Remember the summary of ``path`` read in ``state``."""
        try:
            entry = Entry(stat=state, **summary)
        except ValidationError:  # a summary too odd to keep: it is simply read again next time
            return
        self._kept.keep(path.name, entry)

    def save(self) -> None:
        """Write the cache if it changed, keeping only the journals seen this time (best effort: never raises)."""
        self._kept.save()
