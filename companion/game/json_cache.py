"""Entries kept between runs in one JSON file: a shortcut for a listing, never the truth.

Shared by the saved games' summaries (:mod:`companion.game.summaries`) and the statistics' digests
(:mod:`companion.game.stats.cache`). A missing, unreadable, damaged or foreign file is ignored
(and rebuilt): it is read strictly (pydantic's strict mode: a number is a JSON number of the field's
kind); :meth:`JsonCache.save` keeps only the entries used this time and writes the file
whole (:func:`~companion.game.files.write_file`), only when it changed, and never raises.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, TypeAdapter, ValidationError

from companion.errors import CompanionError

E = TypeVar("E")


class JsonCache(Generic[E]):
    """The entries of one cache file, by key: :meth:`lookup`, :meth:`keep`, then :meth:`save`.

    Args:
        path: the cache file.
        adapter: validates the whole file: a model with an ``entries`` mapping.
        max_bytes: a larger file is ignored.
        current: whether a valid file is of this format (its version), else it is ignored.
        wrap: the whole file's model for these entries, to write.
        make_folder: create the file's folder when saving (a cache folder that may not exist yet; 0700).
    """

    def __init__(
        self,
        path: Path,
        adapter: TypeAdapter[Any],
        max_bytes: int,
        current: Callable[[Any], bool],
        wrap: Callable[[dict[str, E]], BaseModel],
        *,
        make_folder: bool = False,
    ) -> None:
        self.path = path
        self._wrap = wrap
        self._make_folder = make_folder
        self._entries: dict[str, E] = {}
        self._used: set[str] = set()
        self._changed = False
        try:
            from companion.game.files import read_regular

            raw = read_regular(path, max_bytes, what="cache file", error=CompanionError)
            cache = adapter.validate_json(raw, strict=True)  # as the companion writes it: "3" is no count
        except (CompanionError, ValidationError, ValueError):
            return  # no cache yet, or one to ignore: rebuilt on save
        if current(cache):
            self._entries = dict(cache.entries)

    def lookup(self, key: str, valid: Callable[[E], bool] = lambda entry: True) -> E | None:
        """The entry kept for ``key`` if there is one and it is ``valid`` (it is then kept on save)."""
        entry = self._entries.get(key)
        if entry is None or not valid(entry):
            return None
        self._used.add(key)
        return entry

    def keep(self, key: str, entry: E) -> None:
        """Keep ``entry`` for ``key``."""
        self._entries[key] = entry
        self._used.add(key)
        self._changed = True

    def drop(self, key: str) -> None:
        """Forget the entry kept for ``key``, if any (it is not written again)."""
        if self._entries.pop(key, None) is not None:
            self._used.discard(key)
            self._changed = True

    def save(self) -> None:
        """Write the file if it changed, keeping only the entries used this time (best effort: never raises)."""
        if set(self._entries) != self._used:
            self._entries = {key: e for key, e in self._entries.items() if key in self._used}
            self._changed = True
        if not self._changed:
            return
        from companion.game.files import make_private_folder, write_file

        data = self._wrap(self._entries).model_dump_json().encode()
        try:
            if self._make_folder:
                make_private_folder(self.path.parent)  # 0700, as the games' folders: players' names
            write_file(self.path, data, replace=True, mode=0o600)  # players' names, as the journals hold
        except (CompanionError, OSError):  # a read-only folder, a full disk: the listing works without
            pass
        self._changed = False
