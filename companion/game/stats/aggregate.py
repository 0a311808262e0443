"""The statistics across games, from their digests: per player and per group, for each game type.

Pure: digests in, :class:`Section` values out (no files, no clock). Games are read oldest first.

Per player (a player is a name matched across games, :mod:`.names`):

- games played and finished; wins: first places, a shared first place counting as a win for each
  who shares it (``shared_wins`` says how many were shared);
- average and best score and average rank: finished games only (an unfinished game has no final score);
- VP by source: the ledger's kinds summed over finished games, so they add up to the scores;
- calamities suffered and developments played: every game, finished or not;
- seconds per turn and per Trading phase: the whole turns and phases of every game they played
  (in Trade and Triumph, their own turns; it has no Trading phase).

Per group (every game kept, and each line-up of players apart): games, finished, the average length
of a finished game, the closest finish (the smallest lead of the best score over the next best) and
the highest score.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import date
from statistics import fmean

import msgspec

from companion.game import kinds
from companion.game.stats.digest import GameDigest, PlayerDigest
from companion.game.stats.filters import Filters
from companion.game.stats.names import Names

#: How many favourite developments are named per player.
FAVOURITES = 3


class Count(msgspec.Struct, frozen=True):
    """A name and how many times: a development played, a calamity suffered."""

    name: str
    times: int


class PlayerStats(msgspec.Struct, frozen=True):
    """One player across the games kept (see the module's docstring for what each counts).

    Attributes:
        seconds_per_turn, seconds_per_trading: averages in seconds (None: no whole turn or phase).
        average_gold, average_upgrades: at the end of finished Trade and Triumph games.
        rounds, discarded: rounds played and calamities discarded in all (trade sessions).
    """

    name: str
    games: int
    finished: int
    wins: int
    shared_wins: int
    average_score: float | None
    best_score: int | None
    average_rank: float | None
    sources: dict[str, int]
    calamities: list[Count]
    favourite_developments: list[Count]
    seconds_per_turn: float | None
    seconds_per_trading: float | None
    average_gold: float | None = None
    average_upgrades: float | None = None
    rounds: int = 0
    discarded: int = 0


class Finish(msgspec.Struct, frozen=True):
    """The closest finish: the lead of the best score over the next best, in which game."""

    game: str
    date: date
    margin: int
    first: list[str]
    second: list[str]


class Best(msgspec.Struct, frozen=True):
    """The highest score: who, how many, in which game."""

    player: str
    score: int
    game: str
    date: date


class GroupStats(msgspec.Struct, frozen=True):
    """A group's games: every game kept (``players`` empty), or those of one line-up."""

    players: list[str]
    games: int
    finished: int
    average_seconds: float | None
    closest: Finish | None
    highest: Best | None


class Section(msgspec.Struct, frozen=True):
    """The statistics of one game type: its players (most wins first), the group, its line-ups (most games first)."""

    game: str
    title: str
    players: list[PlayerStats]
    group: GroupStats
    lineups: list[GroupStats] = msgspec.field(default_factory=list)
    columns: kinds.StatsColumns = msgspec.field(default_factory=kinds.StatsColumns)


def kept_games(games: Sequence[GameDigest], names: Names, filters: Filters = Filters()) -> list[GameDigest]:
    """The ``games`` that ``filters`` keeps, oldest first (every spelling seen, so a player is written
    as the newest game spells them, whatever the filters keep)."""
    every = sorted(games, key=lambda g: g.started)
    for g in every:
        for p in g.players:
            names.see(p.name)
    return [g for g in every if filters.keeps(g, names)]


def by_type(kept: Sequence[GameDigest]) -> list[tuple[str, list[GameDigest]]]:
    """``kept`` split by game type, in the registry's order (the primary game first), each oldest first."""
    order = list(kinds.MODULES)
    types = sorted({g.game for g in kept}, key=lambda t: (order.index(t) if t in order else len(order), t))
    return [(t, [g for g in kept if g.game == t]) for t in types]


def compute(games: Sequence[GameDigest], names: Names, filters: Filters = Filters()) -> list[Section]:
    """The statistics of the ``games`` that ``filters`` keeps, one :class:`Section` per game type played."""
    sections = []
    for game_type, mine in by_type(kept_games(games, names, filters)):
        seats: dict[str, list[tuple[GameDigest, PlayerDigest]]] = {}
        for g in mine:
            for p in g.players:
                seats.setdefault(names.key(p.name), []).append((g, p))
        players = [_player(names.shown(k), seated) for k, seated in seats.items()]
        players.sort(key=lambda s: (-s.wins, -s.games, s.name.casefold()))
        lineup_of: dict[frozenset[str], list[GameDigest]] = {}
        for g in mine:
            lineup_of.setdefault(frozenset(names.key(p.name) for p in g.players), []).append(g)
        lineups = [_group(sorted(names.shown(k) for k in lineup), gs, names) for lineup, gs in lineup_of.items()]
        lineups.sort(key=lambda s: (-s.games, s.players))
        title, columns = title_of(game_type)
        sections.append(Section(game_type, title, players, _group([], mine, names), lineups, columns))
    return sections


def title_of(game_type: str) -> tuple[str, kinds.StatsColumns]:
    """A game type's title and statistics columns (a type the registry does not know: its id, no columns)."""
    kind = kinds.get(game_type) if game_type in kinds.MODULES else None
    return (kind.title, kind.stats) if kind is not None else (game_type, kinds.StatsColumns())


def _mean(values: Sequence[float]) -> float | None:
    return fmean(values) if values else None


def _add(into: dict[str, int], counts: Iterable[tuple[str, int]]) -> None:
    """Add ``counts`` into ``into`` (a Counter's update, without its cost per call: a call per seat)."""
    for name, n in counts:
        into[name] = into.get(name, 0) + n


def _player(name: str, mine: Sequence[tuple[GameDigest, PlayerDigest]]) -> PlayerStats:
    """One player's statistics from their seat in each game (``mine``, oldest first)."""
    done = [(g, p) for g, p in mine if g.finished and p.score is not None]
    sources: dict[str, int] = {}
    for _, p in done:
        _add(sources, p.sources.items())
    calamities: dict[str, int] = {}
    developments: dict[str, int] = {}
    turns: list[float] = []
    trading: list[float] = []
    for g, p in mine:
        _add(calamities, p.calamities.items())
        _add(developments, ((name, 1) for name in p.developments))
        turns += p.turn_seconds or g.turn_seconds
        trading += g.trading_seconds
    tnt = [p for _, p in done if p.gold is not None]
    return PlayerStats(
        name=name,
        games=len(mine),
        finished=len(done),
        wins=sum(p.winner for _, p in done),
        shared_wins=sum(p.shared for _, p in done),
        average_score=_mean([p.score for _, p in done if p.score is not None]),
        best_score=max((p.score for _, p in done if p.score is not None), default=None),
        average_rank=_mean([p.rank for _, p in done if p.rank is not None]),
        sources={k: v for k, v in sorted(sources.items(), key=lambda kv: (-abs(kv[1]), kv[0]))},
        calamities=[Count(n, t) for n, t in sorted(calamities.items())],
        favourite_developments=[Count(n, t) for n, t in sorted(developments.items(), key=lambda kv: (-kv[1], kv[0]))][:FAVOURITES],
        seconds_per_turn=_mean(turns),
        seconds_per_trading=_mean(trading),
        average_gold=_mean([p.gold for p in tnt if p.gold is not None]) if tnt else None,
        average_upgrades=_mean([p.upgrades for p in tnt if p.upgrades is not None]) if tnt else None,
        rounds=sum(g.turns for g, _ in mine),
        discarded=sum(p.discarded or 0 for _, p in mine),
    )


def _group(players: list[str], games: Sequence[GameDigest], names: Names) -> GroupStats:
    done = [g for g in games if g.finished]
    closest: Finish | None = None
    highest: Best | None = None
    for g in done:
        scored = [(p.score, names.shown(names.key(p.name))) for p in g.players if p.score is not None]
        if len(scored) >= 2:
            top, next_best = sorted((s for s, _ in scored), reverse=True)[:2]  # level at the top: a lead of 0
            first = [n for s, n in scored if s == top]
            second = [n for s, n in scored if s == next_best] if next_best != top else []
            finish = Finish(g.name, g.started.date(), top - next_best, first, second)
            if closest is None or finish.margin <= closest.margin:  # the latest of equally close finishes
                closest = finish
        for score, name in scored:
            if highest is None or score > highest.score:  # the first to reach a record keeps it
                highest = Best(name, score, g.name, g.started.date())
    lengths = [g.seconds for g in done if g.seconds is not None]
    return GroupStats(players, len(games), len(done), _mean(lengths), closest, highest)
