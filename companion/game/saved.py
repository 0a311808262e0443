"""The saved games as ``companion games`` and the start screen list them, and a game found by name.

Each journal of the games folder (:func:`companion.game.store.games_dir`) is
summarised by folding it (:func:`read_summary`), through the folder's cache of
summaries (:mod:`companion.game.summaries`); ``resume`` and ``export`` find a
game by its name (:func:`find_game`).
"""

from __future__ import annotations

import os
from datetime import datetime, timezone
from pathlib import Path

import msgspec

from companion.errors import CompanionError
from companion.game.errors import GameError
from companion.game.store import SUFFIX, games_dir
from companion.text import clip

#: The longest problem the listing gives a journal that cannot be read (its path, line and reason).
PROBLEM_LENGTH = 500


class SavedGame(msgspec.Struct, frozen=True):
    """One saved game as ``companion games`` lists it.

    Attributes:
        path: the journal (the games folder itself, alone in the listing, when it cannot be read).
        name: the game's name.
        players: player names in seat order.
        turn, phase: where the game is.
        last_change: the time of its last event.
        problem: why it could not be read, if it could not (then the other fields are blank).
        game: the game type (a :class:`~companion.game.kinds.GameKind`'s ``name``).
        where: where the game stands in its game type's words (:attr:`GameKind.listed
            <companion.game.kinds.GameKind.listed>`: ``"turn III, Trading"``, ``"game over"``,
            ``"Trade and Triumph, round 2, over"``).
    """

    path: Path
    name: str
    players: tuple[str, ...]
    turn: int
    phase: str
    last_change: datetime | None
    problem: str = ""
    game: str = "titm"
    where: str = ""

    def describe(self) -> str:
        """One line, as ``companion games`` and the start screen list it (user text: print it safely):
        ``"Friday — Ann, Ben, Cat, Dan — turn III, Trading — 2026-11-20 21:14"``."""
        where = self.where or f"{self.game}, {self.turn}, {self.phase}"
        when = f"{self.last_change:%Y-%m-%d %H:%M}" if self.last_change else "?"
        return f"{self.name} — {', '.join(self.players)} — {where} — {when}"


def read_summary(path: Path) -> SavedGame:
    """Summarise one journal by reading and folding it; a damaged one is listed with its problem.

    Never raises: whatever goes wrong reading a journal (even a defect of the
    companion) is that journal's ``problem``, so one bad file never hides the others;
    a problem quoting the file is cut to :data:`PROBLEM_LENGTH` characters.
    """
    # imported when a journal is read, not with the listing: a listing from the cache folds nothing
    from companion.game.journal import load
    from companion.game.session import check

    try:
        loaded = load(path)
        state = check(loaded)
    except CompanionError as error:  # cut: one bad journal never makes a line of the listing longer than a good one's
        return SavedGame(path, path.stem, (), 0, "", None, problem=clip(str(error), PROBLEM_LENGTH))
    except Exception as error:  # noqa: BLE001 - a listing must survive any one file
        return SavedGame(path, path.stem, (), 0, "", None, problem=f"{path}: cannot be read ({type(error).__name__})")
    kind = loaded.kind
    return SavedGame(
        path, state.name, tuple(state.names), state.turn, state.phase, loaded.events[-1].at, game=kind.name,
        where=kind.listed(state.turn, state.phase),
    )


def saved_games(folder: Path | None = None) -> list[SavedGame]:
    """Every saved game, the most recently changed first (unreadable ones last, with their problem).

    A games folder that cannot be read (no permission, a file in its place) is listed alone, as
    a game with the folder's problem: never as no games at all. No folder yet is no games.

    A journal unchanged since the last listing is not folded again: its summary
    comes from the folder's cache (:mod:`companion.game.summaries`), kept with the
    SHA-256 of its content, so the work per unchanged file is one ``stat`` (or,
    if its times moved, one read to hash it), however long its journal.

    The temporary files that killed writes left in the folder are removed
    (:func:`~companion.game.files.sweep_temporaries`).
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
    from companion.game.files import sweep_temporaries

    sweep_temporaries(folder)  # what a killed write (an import, a rescue) left: at the next listing, the next start
    cache = SummaryCache(folder)
    games = []
    for path in sorted(folder / name for name in names):  # a FIFO, a folder, a link to a device: listed with the problem
        state = file_state(path)
        entry = cache.get(path, state) if state is not None else None
        if entry is not None:
            game = SavedGame(path, **entry.model_dump(exclude={"stat", "digest"}))
            games.append(msgspec.structs.replace(game, players=tuple(game.players)))
            continue
        game = read_summary(path)
        games.append(game)
        if state is not None and state == file_state(path):  # unchanged while it was read
            summary = {k: getattr(game, k) for k in ("name", "turn", "phase", "last_change", "problem", "game", "where")}
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
