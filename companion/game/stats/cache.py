"""The statistics' cache: each game's digest kept by the hash of its journal's bytes.

Replaying every saved game costs a few milliseconds a game night; the cache makes a second
``companion stats`` read each journal's bytes and hash them (SHA-256) instead. The key is the
content, never the file's size or time: a journal edited by hand into the same size and
modification time is a new key, and so replayed. A journal renamed or copied keeps its entry.

One JSON file per games folder (named by a hash of the folder's path) in the companion's cache
folder: ``COMPANION_CACHE_DIR``, else the platform's user cache folder (platformdirs, e.g.
``~/.cache/companion`` on Linux), made 0700 (the file 0600: players' names). It is only a
shortcut: a missing, unreadable, damaged or older cache is ignored and rebuilt, and a cache that
cannot be written is done without. It is also dropped whole when the companion's version
changes, since a newer companion may digest differently.

A cache is read as strictly as an edition: JSON numbers of each field's kind, finite (``NaN``
refused), nothing missing or added; a file that fails is ignored whole. An entry whose figures do
not agree with each other (:func:`~companion.game.stats.digest.agrees`: a score edited alone) is
ignored and its journal replayed. A cache forged with figures that agree, by someone who can
write the user's files, is believed: that someone could edit the journals as well.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

from pydantic import BaseModel, ConfigDict, TypeAdapter

from companion import __version__
from companion.game.json_cache import JsonCache
from companion.game.stats.digest import GameDigest, agrees

#: The cache's format; another value is ignored (2: digests carry the race, ``race_vp``).
VERSION = 2
#: A cache file larger than this is ignored (a digest takes about 2 kB).
MAX_BYTES = 50_000_000


def cache_dir() -> Path:
    """The companion's cache folder (``COMPANION_CACHE_DIR`` or the platform's user cache folder)."""
    from companion.game.store import user_folder

    return user_folder("COMPANION_CACHE_DIR", "cache")


def content_key(data: bytes) -> str:
    """The key of a journal's bytes: their SHA-256, in hex."""
    return hashlib.sha256(data).hexdigest()


class CacheFile(BaseModel):
    """The whole cache: its format, the companion that wrote it, and the digests by content key."""

    model_config = ConfigDict(extra="forbid", defer_build=True)

    version: int
    app: str
    entries: dict[str, GameDigest]


_ADAPTER = TypeAdapter(CacheFile)


class DigestCache:
    """The cached digests for one games folder: :meth:`get`, :meth:`put`, then :meth:`save`.

    Args:
        folder: the games folder (the cache file is named after its path).
        where: the cache folder (default :func:`cache_dir`).
    """

    def __init__(self, folder: Path, where: Path | None = None) -> None:
        name = hashlib.sha256(os.fsencode(os.path.abspath(folder))).hexdigest()[:16]
        self._kept: JsonCache[GameDigest] = JsonCache(
            (where or cache_dir()) / "stats" / f"{name}.json",
            _ADAPTER,
            MAX_BYTES,
            current=lambda cache: cache.version == VERSION and cache.app == __version__,
            wrap=lambda entries: CacheFile(version=VERSION, app=__version__, entries=entries),
            make_folder=True,
        )
        self.path = self._kept.path

    def get(self, key: str) -> GameDigest | None:
        """The digest of the journal whose bytes have this :func:`content_key`, if cached and it agrees with
        itself (:func:`~companion.game.stats.digest.agrees`: else it is replayed, and its entry replaced)."""
        return self._kept.lookup(key, agrees)

    def put(self, key: str, digest: GameDigest) -> None:
        """Keep ``digest`` for the journal whose bytes have this key."""
        self._kept.keep(key, digest)

    def save(self) -> None:
        """Write the cache if it changed, keeping only the journals seen this time (best effort: never raises)."""
        self._kept.save()
