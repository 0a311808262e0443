"""Where saved games live: the user's data folder, one journal file per game.

The folder comes from platformdirs (e.g. ``~/.local/share/companion/games`` on
Linux); the ``COMPANION_DATA_DIR`` environment variable overrides it, which is
how tests keep away from a user's real games.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from pathlib import Path

from companion.errors import CompanionError
from companion.game.errors import GameError
from companion.game.words import PHASE_NAMES, roman
from companion.text import clip

SUFFIX = ".jsonl"
#: The longest problem the listing gives a journal that cannot be read (its path, line and reason).
PROBLEM_LENGTH = 500


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


@dataclass(frozen=True)
class SavedGame:
    """One saved game as ``companion games`` lists it.

    Attributes:
        path: the journal (the games folder itself, alone in the listing, when it cannot be read).
        name: the game's name.
        players: player names in seat order.
        turn, phase: where the game is.
        last_change: the time of its last event.
        problem: why it could not be read, if it could not (then the other fields are blank).
        game: the game type (``"titm"``, ``"tnt"``); ``turn`` is a round in a Trade and Triumph game.
    """

    path: Path
    name: str
    players: tuple[str, ...]
    turn: int
    phase: str
    last_change: datetime | None
    problem: str = ""
    game: str = "titm"

    def describe(self) -> str:
        """One line, as ``companion games`` and the start screen list it (user text: print it safely):
        ``"Friday — Ann, Ben, Cat, Dan — turn III, Trading — 2026-11-20 21:14"``."""
        if self.game == "titm":
            where = "game over" if self.phase == "over" else f"turn {roman(self.turn)}, {PHASE_NAMES.get(self.phase, self.phase)}"
        else:
            where = f"Trade and Triumph, round {self.turn}, {self.phase}"
        when = f"{self.last_change:%Y-%m-%d %H:%M}" if self.last_change else "?"
        return f"{self.name} — {', '.join(self.players)} — {where} — {when}"


def read_summary(path: Path) -> SavedGame:
    """Summarise one journal by reading and folding it; a damaged one is listed with its problem.

    Never raises: whatever goes wrong reading a journal (even a defect of the
    companion) is that journal's ``problem``, so one bad file never hides the others;
    a problem quoting the file is cut to :data:`PROBLEM_LENGTH` characters.
    """
    from companion.game.journal import load
    from companion.game.session import check

    try:
        loaded = load(path)
        state = check(loaded)
    except CompanionError as error:  # cut: one bad journal never makes a line of the listing longer than a good one's
        return SavedGame(path, path.stem, (), 0, "", None, problem=clip(str(error), PROBLEM_LENGTH))
    except Exception as error:  # noqa: BLE001 - a listing must survive any one file
        return SavedGame(path, path.stem, (), 0, "", None, problem=f"{path}: cannot be read ({type(error).__name__})")
    return SavedGame(
        path, state.name, tuple(state.names), state.turn, state.phase, loaded.events[-1].at, game=loaded.kind.name
    )


def saved_games(folder: Path | None = None) -> list[SavedGame]:
    """Every saved game, the most recently changed first (unreadable ones last, with their problem).

    A games folder that cannot be read (no permission, a file in its place) is listed alone, as
    a game with the folder's problem: never as no games at all. No folder yet is no games.

    A journal unchanged since the last listing is not folded again: its summary
    comes from the folder's cache (:mod:`companion.game.summaries`), kept with the
    SHA-256 of its content, so the work per unchanged file is one ``stat`` (or,
    if its times moved, one read to hash it), however long its journal.
    """
    from companion.game.summaries import SummaryCache, file_state

    folder = folder or games_dir()
    try:
        names = [entry.name for entry in os.scandir(folder) if entry.name.endswith(SUFFIX)]
    except FileNotFoundError:
        return []  # no games yet
    except OSError as error:  # unreadable, or not a folder: never "no saved games", as if they were gone
        problem = f"{folder}: the games folder cannot be read ({error.strerror or error})"
        return [SavedGame(folder, folder.name, (), 0, "", None, problem=problem)]
    cache = SummaryCache(folder)
    games = []
    for path in sorted(folder / name for name in names):  # a FIFO, a folder, a link to a device: listed with the problem
        state = file_state(path)
        entry = cache.get(path, state) if state is not None else None
        if entry is not None:
            game = SavedGame(path, **entry.model_dump(exclude={"stat", "digest"}))
            games.append(replace(game, players=tuple(game.players)))
            continue
        game = read_summary(path)
        games.append(game)
        if state is not None and state == file_state(path):  # unchanged while it was read
            summary = {k: getattr(game, k) for k in ("name", "turn", "phase", "last_change", "problem", "game")}
            cache.put(path, state, {**summary, "players": list(game.players)})
            if state != file_state(path):  # changed while it was hashed: never trusted
                cache.forget(path)
    cache.save()
    return sorted(games, key=_newest_first, reverse=True)


def _newest_first(game: SavedGame) -> tuple[bool, float, str]:
    """Sort key (used reversed): readable games by their last change, then by file name.

    A timestamp without a time zone (refused in journals, but never a reason to
    crash a listing) counts as UTC.
    """
    when = game.last_change
    if when is None:
        return (False, 0.0, game.path.name)
    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    return (True, when.timestamp(), game.path.name)


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


def unreadable_newer(path: Path, folder: Path | None = None) -> list[SavedGame]:
    """The saved games that cannot be read and whose journal changed after ``path``'s (by file time).

    ``resume`` without a name opens the newest game that can be read: one of these, probably the
    game the table was playing, was passed over, and the host must be told.
    """
    try:
        since = os.stat(path).st_mtime_ns
    except OSError:
        return []
    newer = []
    for game in saved_games(folder):
        try:
            changed = os.stat(game.path).st_mtime_ns
        except OSError:
            continue
        if game.problem and changed > since:
            newer.append(game)
    return newer


def _matches(games: list[SavedGame], name: str) -> tuple[list[SavedGame], list[SavedGame]]:
    """The games called exactly ``name`` (game or file name, any case), and those it is part of (the exact ones if any)."""
    key = name.casefold()
    exact = [g for g in games if key in (g.name.casefold(), g.path.stem.casefold())]
    return exact, exact or [g for g in games if key in g.name.casefold() or key in g.path.stem.casefold()]


def find_game(name: str | None, folder: Path | None = None) -> Path:
    """The journal of a saved game by name, file name or path; the newest if ``name`` is None.

    A journal that cannot be read is never chosen; asked for by its file's name (or when no
    game can be read at all), its problem is the answer.

    Raises:
        GameError: no saved game matches, or the name matches several; the one that matches
            cannot be read (its problem, naming the file and line).
    """
    if name and (os.sep in name or name.endswith(SUFFIX)):
        path = Path(name).expanduser()
        if path.is_file():
            return path
    listed = saved_games(folder)
    games = [g for g in listed if not g.problem]
    damaged = [g for g in listed if g.problem]
    where = folder or games_dir()
    if name is None:
        if games:
            return games[0].path
        if damaged:
            raise GameError(f"no saved game can be read (see `companion games`): {damaged[0].problem}")
        raise GameError(f"no saved games in {where}")
    exact, partial = _matches(games, name)
    damaged_exact, damaged_partial = _matches(damaged, name)
    if len(exact) == 1:
        return exact[0].path
    if damaged_exact and not exact:  # named exactly: never passed over for a game whose name only holds it
        raise GameError(damaged_exact[0].problem)
    if len(partial) == 1:
        return partial[0].path
    if partial:
        names = ", ".join(g.path.stem for g in partial)
        raise GameError(f"{name!r} matches several saved games ({names}): give the file name")
    if damaged_partial:  # listed by `companion games` with this problem: say it, not "no game called"
        raise GameError(damaged_partial[0].problem)
    unlisted = [g for g in damaged if g.path == where]  # the folder itself cannot be read: its games unseen
    if unlisted:
        raise GameError(unlisted[0].problem)
    if not games:
        raise GameError(f"no saved games in {where}")
    raise GameError(f"no saved game called {name!r} (see `companion games`)")
