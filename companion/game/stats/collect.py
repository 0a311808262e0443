"""Reading every saved game for the statistics: each journal replayed once, then its digest cached by content.

A journal that cannot be read or replayed is skipped and named with its problem, never fatal; a
journal whose bytes are those of another (a copy) counts once.
"""

from __future__ import annotations

import os
from pathlib import Path

import msgspec

from companion.errors import CompanionError
from companion.game.errors import GameError
from companion.game.stats.cache import DigestCache, content_key
from companion.game.stats.digest import GameDigest


class Skipped(msgspec.Struct, frozen=True):
    """A journal left out of the statistics and why (a damaged one: its problem, naming the file and line)."""

    path: Path
    problem: str


class Collected(msgspec.Struct, frozen=True):
    """Every saved game's digest (in file-name order) and the journals skipped."""

    games: list[GameDigest]
    skipped: list[Skipped]


def digest_of(path: Path, data: bytes) -> GameDigest:
    """Replay the journal ``data`` read from ``path`` (checked as ``replay`` checks it) and digest it.

    Raises:
        JournalError, GameError: the journal is damaged, or holds an event the rules do not allow.
    """
    from companion.game.journal import parse
    from companion.game.session import check

    loaded = parse(path, data)
    state = check(loaded)
    if loaded.kind.digest is None:  # pragma: no cover - every game type has one
        raise GameError(f"{path}: no statistics for {loaded.kind.title}")
    digest: GameDigest = loaded.kind.digest(state, loaded.events)
    return digest


def collect(folder: Path | None = None, cache: Path | None = None) -> Collected:
    """Every saved game in ``folder`` (default: the games folder), as digests.

    Args:
        cache: the cache folder (default: :func:`companion.game.stats.cache.cache_dir`).

    Raises:
        GameError: the games folder cannot be read (no folder yet is no games).
    """
    from companion.game.files import read_regular
    from companion.game.journal import MAX_BYTES
    from companion.game.store import SUFFIX, games_dir

    folder = folder or games_dir()
    try:
        names = sorted(entry.name for entry in os.scandir(folder) if entry.name.endswith(SUFFIX))
    except FileNotFoundError:
        return Collected([], [])
    except OSError as error:
        raise GameError(f"{folder}: the games folder cannot be read ({error.strerror or error})") from None
    from companion.game.files import sweep_temporaries

    sweep_temporaries(folder)  # what a killed import left
    digests = DigestCache(folder, cache)
    games: list[GameDigest] = []
    skipped: list[Skipped] = []
    seen: dict[str, Path] = {}
    for name in names:
        path = folder / name
        try:
            data = read_regular(path, MAX_BYTES)
            key = content_key(data)
            if key in seen:
                skipped.append(Skipped(path, f"{path}: the same journal as {seen[key].name}: counted once"))
                continue
            seen[key] = path
            digest = digests.get(key)
            if digest is None:
                digest = digest_of(path, data)
                digests.put(key, digest)
        except CompanionError as error:
            skipped.append(Skipped(path, str(error)))
            continue
        except Exception as error:  # noqa: BLE001 - one journal never stops the statistics of the others
            skipped.append(Skipped(path, f"{path}: cannot be read ({type(error).__name__})"))
            continue
        games.append(digest)
    digests.save()
    return Collected(games, skipped)
