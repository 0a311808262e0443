"""Where saved games live: the user's data folder, one journal file per game.

The folder comes from platformdirs (e.g. ``~/.local/share/companion/games`` on
Linux); the ``COMPANION_DATA_DIR`` environment variable overrides it, which is
how tests keep away from a user's real games. The listing of the saved games
(read, cached, found by name) is :mod:`companion.game.saved`.
"""

from __future__ import annotations

import json
import os
import re
import stat
from datetime import datetime
from pathlib import Path

from companion.game.errors import GameError

SUFFIX = ".jsonl"
#: What a journal's header says it is: line 1 is ``{"journal": "companion", ...}``.
MAGIC = "companion"
#: A first line longer than this is not read to its end to tell a journal (a header takes ~150 bytes).
HEADER_LIMIT = 1 << 20


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


def is_journal(path: Path) -> bool:
    """Whether the file at ``path`` (through a symbolic link too) is a journal: a regular file whose first
    line is a journal header (``{"journal": "companion", ...}``), wherever it lies and whatever its name.

    A first line of over :data:`HEADER_LIMIT` bytes that opens a JSON object is taken for one
    (never replaced on a guess). What cannot be opened or read is not one (nothing to keep there).
    """
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except (OSError, ValueError):
        return False
    head = b""
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return False
        while b"\n" not in head and len(head) < HEADER_LIMIT:
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                break
            head += chunk
    except OSError:
        return False
    finally:
        os.close(fd)
    line, newline, _ = head.partition(b"\n")
    if not newline:  # no first line to read here: too long to tell (taken for a header if it may be one), or none
        return len(head) >= HEADER_LIMIT and head.lstrip(b"\xef\xbb\xbf \t\r")[:1] == b"{"
    try:
        header = json.loads(line)  # as the journal's reader reads line 1 (a UTF-8 BOM allowed)
    except (ValueError, RecursionError):
        return False
    return isinstance(header, dict) and header.get("journal") == MAGIC


def refuse_journal(output: Path, own: Path | None = None, *, what: str = "a report") -> None:
    """Refuse to write ``what`` at ``output`` when that is a journal: ``own`` (the game's own file, wherever
    it is), any journal of the games folder, or any file whose first line is a journal header
    (:func:`is_journal`: a game opened with ``--game PATH``, a copy under another name, ``night-race.svg``).

    The games' journals are asked by identity (device and inode), not by name: the same file under
    another name, through a hard link or a symbolic link, is the same journal (even one whose header
    was damaged). Writing there (even as ``--force`` replaces a file) would put the report where the
    game was; docs/journal-format.md promises it never happens. Every file the companion replaces is
    asked here first (:func:`companion.game.files.write_file`).

    Raises:
        GameError: ``"night.jsonl: is the journal of the game being exported (night.jsonl): …"``,
            ``"night.svg: is a journal (its first line is a journal header): …"``.
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
        pass  # no games folder (or an unreadable one): only ``own`` and the headers to guard
    never = f"the companion never writes {what} over a journal; give another file"
    for journal, which in journals:
        if target & _identities(journal):
            raise GameError(f"{output}: is {which} ({journal.name}): {never}")
    if is_journal(output):
        raise GameError(f"{output}: is a journal (its first line is a journal header): {never}")
