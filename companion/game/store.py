"""Where saved games live: the user's data folder, one journal file per game.

The folder comes from platformdirs (e.g. ``~/.local/share/companion/games`` on
Linux); the ``COMPANION_DATA_DIR`` environment variable overrides it, which is
how tests keep away from a user's real games. The listing of the saved games
(read, cached, found by name) is :mod:`companion.game.saved`.
"""

from __future__ import annotations

import os
import re
from datetime import datetime
from pathlib import Path

from companion.game.errors import GameError

SUFFIX = ".jsonl"


def user_folder(variable: str, kind: str) -> Path:
    """One of the companion's own folders: ``$variable`` if it is set (tests point it at a temporary
    folder), else the platform's user ``kind`` folder ("data", "cache"; platformdirs, e.g.
    ``~/.local/share/companion``, ``~/.cache/companion`` on Linux)."""
    override = os.environ.get(variable)
    if override:
        return Path(override).expanduser()
    import platformdirs

    folder: Path = getattr(platformdirs, f"user_{kind}_path")("companion", appauthor=False)
    return folder


def data_dir() -> Path:
    """The companion's data folder (``COMPANION_DATA_DIR`` or the platform's user data folder)."""
    return user_folder("COMPANION_DATA_DIR", "data")


def games_dir() -> Path:
    """The folder of saved games."""
    return data_dir() / "games"


def slug(name: str) -> str:
    """A file-name-safe form of a game name: ``"Friday night!"`` → ``"friday-night"``."""
    text = re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-")
    return text[:40] or "game"


def new_game_path(name: str, when: datetime, folder: Path | None = None) -> Path:
    """A fresh journal path for a new game: ``<date>-<slug>.jsonl``, numbered if taken.

    Anything of that name takes it, a dangling symlink included (``lexists``): a
    link planted in the data folder is never written through.
    """
    folder = folder or games_dir()
    stem = f"{when:%Y-%m-%d}-{slug(name)}"
    path, n = folder / f"{stem}{SUFFIX}", 1
    while os.path.lexists(path):
        n += 1
        path = folder / f"{stem}-{n}{SUFFIX}"
    return path


def _identities(path: Path) -> set[tuple[int, int]]:
    """(device, inode) of ``path`` itself and of what it links to; empty if neither exists."""
    found = set()
    for follow in (False, True):
        try:
            st = os.stat(path, follow_symlinks=follow)
        except (OSError, ValueError):
            continue
        found.add((st.st_dev, st.st_ino))
    return found


def refuse_journal(output: Path, own: Path | None = None, *, what: str = "a report") -> None:
    """Refuse to write ``what`` at ``output`` when that is a journal: ``own`` (the game's own file, wherever
    it is) or any journal of the games folder.

    Asked by identity (device and inode), not by name: the same file under another name, through a
    hard link or a symbolic link, is the same journal. Writing there (even as ``--force`` replaces a
    file) would put the report where the game was; docs/journal-format.md promises it never happens.

    Raises:
        GameError: ``"night.jsonl: is the journal of the game being exported (night.jsonl): …"``.
    """
    target = _identities(output)
    if not target:
        return  # nothing there yet: a new file
    journals: list[tuple[Path, str]] = []
    if own is not None:
        journals.append((own, "the journal of the game being exported"))
    folder = games_dir()
    try:
        journals += [
            (folder / entry.name, "the journal of a saved game")
            for entry in os.scandir(folder)
            if entry.name.endswith(SUFFIX)
        ]
    except OSError:
        pass  # no games folder (or an unreadable one): only ``own`` to guard
    for journal, which in journals:
        if target & _identities(journal):
            raise GameError(
                f"{output}: is {which} ({journal.name}): the companion never writes {what} over a journal; "
                "give another file"
            )
