"""A group's league, from the same digests as the statistics: ratings, head-to-head and records.

Pure: digests in, :class:`League` values out (no files, no clock); nothing is stored, every figure
is recomputed from the games each time (the digests' cache is the only stored state).

- **Ratings**: the ``openskill`` library's Plackett–Luce model, with its defaults (μ 25, σ 25/3),
  over the finished games of one game type in the order they were set up (oldest first). Each
  game's places go to the model as ranks: players sharing a place (C12, R15: still tied after
  every tie-break) get the same rank. A player's ``ordinal`` is the library's conservative figure
  (μ − 3σ); ``change`` is how much a game moved it. openskill is imported only here, when a league
  is computed (the companion's start-up never loads it).
- **Head-to-head**: for each pair of players, the finished games both played and how often each
  finished ahead of the other; a shared place counts as ``level`` for neither.
- **Records**: the longest run of won games in a row (a shared first place is a win, as in the
  statistics), the biggest win (the lead of a sole winner's score over the next best), the most
  VP gained in one turn (the race: :mod:`companion.game.titm.race`) and the most calamities one
  player suffered in one game and played on ("survived"); each with the game it came from. A
  record reached again later is kept by the first to reach it.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from itertools import combinations
from typing import Any

import msgspec

from companion.game.stats.aggregate import by_type, kept_games, title_of
from companion.game.stats.digest import GameDigest
from companion.game.stats.filters import Filters
from companion.game.stats.names import Names


class RatingPoint(msgspec.Struct, frozen=True):
    """A player's rating just after one game (``number``: 1 for the league's first rated game, 2, …):
    μ, σ, the ordinal (μ − 3σ) and how much the game changed it."""

    number: int
    game: str
    date: date
    mu: float
    sigma: float
    ordinal: float
    change: float


class Rating(msgspec.Struct, frozen=True):
    """A player's rating after every game they finished (``history``, oldest first); the last is theirs now."""

    name: str
    games: int
    mu: float
    sigma: float
    ordinal: float
    change: float
    history: list[RatingPoint]


class HeadToHead(msgspec.Struct, frozen=True):
    """Two players' finished games together: ``first`` ahead, ``second`` ahead, level (a shared place)."""

    first: str
    second: str
    games: int
    first_ahead: int
    second_ahead: int
    level: int


class Record(msgspec.Struct, frozen=True):
    """A record: who, how many (games, VP, calamities), in which game (the last of a streak) and turn."""

    player: str
    value: int
    game: str
    date: date
    turn: int | None = None


class Records(msgspec.Struct, frozen=True):
    """The league's records (None: no game gave one yet)."""

    streak: Record | None = None
    biggest_win: Record | None = None
    turn_vp: Record | None = None
    calamities: Record | None = None


class League(msgspec.Struct, frozen=True):
    """One game type's league: ratings (best ordinal first; the first is the leader), head-to-head, records."""

    game: str
    title: str
    ratings: list[Rating]
    head_to_head: list[HeadToHead]
    records: Records

    @property
    def leader(self) -> Rating | None:
        """The player with the best ordinal (None: no finished game)."""
        return self.ratings[0] if self.ratings else None


def rating_series(league: League, most: int = 8) -> list[tuple[str, list[int], list[float]]]:
    """The ratings over time, as every chart draws them: for the ``most`` best ordinals, each player's
    name, the games they finished (:attr:`RatingPoint.number`) and their ordinal after each."""
    return [(r.name, [p.number for p in r.history], [p.ordinal for p in r.history]) for r in league.ratings[:most]]


def line_marks(names: Sequence[str]) -> list[str]:
    """One character per player's line: the name's first letter, or a digit when another line has it already."""
    taken: set[str] = set()
    found = []
    for name in names:
        mark = name[:1].upper()
        if not mark.isprintable() or not mark.strip() or mark.casefold() in taken:
            mark = next(d for d in "123456789abcdefghijklmnopqrstuvwxyz" if d not in taken)
        taken.add(mark.casefold())
        found.append(mark)
    return found


def _ranked(game: GameDigest) -> bool:
    """A finished game whose every player has a place, with at least two players: it rates and ranks."""
    return game.finished and len(game.players) >= 2 and all(p.rank is not None for p in game.players)


def compute_league(games: Sequence[GameDigest], names: Names, filters: Filters = Filters()) -> list[League]:
    """The league of each game type among the ``games`` that ``filters`` keeps (the statistics' order)."""
    return [
        League(game_type, title_of(game_type)[0], ratings(mine, names), head_to_head(mine, names), records(mine, names))
        for game_type, mine in by_type(kept_games(games, names, filters))
    ]


def ratings(games: Sequence[GameDigest], names: Names) -> list[Rating]:
    """Each player's openskill rating over ``games`` (oldest first; unfinished games are left out), best ordinal first.

    ``names`` has seen every name of ``games`` (:func:`~companion.game.stats.aggregate.kept_games`), as for
    :func:`head_to_head` and :func:`records`: a player is written as :meth:`Names.shown` writes them.
    """
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    current: dict[str, Any] = {}
    history: dict[str, list[RatingPoint]] = {}
    number = 0
    for g in games:
        if not _ranked(g):
            continue
        keys = [names.key(p.name) for p in g.players]
        if len(set(keys)) != len(keys):  # one player seated twice (an alias joins two names): not rated
            continue
        number += 1
        before = [current.get(k) or model.rating() for k in keys]
        after = model.rate([[r] for r in before], ranks=[float(p.rank or 0) for p in g.players])
        day = g.started.date()
        for k, old, (new,) in zip(keys, before, after):
            current[k] = new
            mine = history.setdefault(k, [])
            ordinal = new.ordinal()
            was = mine[-1].ordinal if mine else old.ordinal()
            mine.append(RatingPoint(number, g.name, day, new.mu, new.sigma, ordinal, ordinal - was))
    rated = [
        Rating(names.shown(k), len(points), points[-1].mu, points[-1].sigma, points[-1].ordinal, points[-1].change, points)
        for k, points in history.items()
    ]
    rated.sort(key=lambda r: (-r.ordinal, r.name.casefold()))
    return rated


def head_to_head(games: Sequence[GameDigest], names: Names) -> list[HeadToHead]:
    """Every pair of players who finished a game together (names in alphabetical order within a pair and between pairs)."""
    counts: dict[tuple[str, str], list[int]] = {}
    for g in games:
        if not _ranked(g):
            continue
        placed = {names.key(p.name): p.rank or 0 for p in g.players}
        for a, b in combinations(sorted(placed, key=lambda k: names.shown(k).casefold()), 2):
            c = counts.setdefault((a, b), [0, 0, 0, 0])
            c[0] += 1
            c[1 if placed[a] < placed[b] else 2 if placed[a] > placed[b] else 3] += 1
    pairs = [HeadToHead(names.shown(a), names.shown(b), *c) for (a, b), c in counts.items()]
    pairs.sort(key=lambda h: (h.first.casefold(), h.second.casefold()))
    return pairs


def _better(record: Record | None, value: int) -> bool:
    """Whether ``value`` beats ``record`` (the first to reach a record keeps it; 0 is no record)."""
    return value > 0 and (record is None or value > record.value)


def records(games: Sequence[GameDigest], names: Names) -> Records:
    """The records among ``games`` (oldest first): see the module's docstring."""
    streak = biggest = turn_vp = calamities = None
    running: dict[str, int] = {}

    def who(name: str) -> str:
        return names.shown(names.key(name))

    for g in games:
        day = g.started.date()
        for p in g.players:
            race = p.race_vp
            gains = [race[t] - race[t - 1] for t in range(1, len(race))]
            best = max(gains, default=0)
            if _better(turn_vp, best):
                turn_vp = Record(who(p.name), best, g.name, day, gains.index(best) + 1)
            suffered = sum(p.calamities.values())
            if _better(calamities, suffered):
                calamities = Record(who(p.name), suffered, g.name, day)
        if not _ranked(g):
            continue
        for p in g.players:
            k = names.key(p.name)
            running[k] = running.get(k, 0) + 1 if p.rank == 1 else 0
            if _better(streak, running[k]):
                streak = Record(names.shown(k), running[k], g.name, day)
        scores = sorted(((p.score, p.name) for p in g.players if p.score is not None), reverse=True)
        if len(scores) >= 2 and _better(biggest, scores[0][0] - scores[1][0]):
            biggest = Record(who(scores[0][1]), scores[0][0] - scores[1][0], g.name, day)
    return Records(streak, biggest, turn_vp, calamities)
