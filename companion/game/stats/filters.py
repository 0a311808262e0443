"""Which games the statistics count: by the date they were set up (or a season), by edition, by who played.

``companion stats`` takes them as options (``--since 2026-11-01 --players Ann,Bob``, ``--season 2026``);
the Statistics screen as the same words in one line (``since 2026-11-01 players Ann,Bob``); both are
read here. A season (:mod:`.seasons`) stands for its first and last day.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

import msgspec

from companion.errors import CompanionError
from companion.game.stats.digest import GameDigest
from companion.game.stats.names import Names
from companion.game.stats.seasons import Season, SeasonsError, find_season

#: The words of a filter line, in the order :func:`filters_line` writes them.
WORDS = ("season", "since", "until", "edition", "players")


class FilterError(CompanionError):
    """A filter that cannot be read (one line, saying what to write)."""


class Filters(msgspec.Struct, frozen=True):
    """Which games count: played (set up) from ``since`` to ``until`` (dates, both included), of the
    ``edition`` (its id; any case), with every one of ``players`` at the table (others may have played too).
    ``season``: the name of the season ``since`` and ``until`` came from, if they did."""

    since: date | None = None
    until: date | None = None
    edition: str | None = None
    players: tuple[str, ...] = ()
    season: str | None = None

    def keeps(self, game: GameDigest, names: Names) -> bool:
        """Whether ``game`` counts (its date: its setup's, in the time zone it was stamped with)."""
        if self == NO_FILTERS:
            return True
        day = game.started.date()
        if (self.since and day < self.since) or (self.until and day > self.until):
            return False
        if self.edition and game.edition.casefold() != self.edition.strip().casefold():
            return False
        seated = {names.key(p.name) for p in game.players}
        return all(names.key(name) in seated for name in self.players)


#: Every game counts.
NO_FILTERS = Filters()


def _date(word: str, text: str | None) -> date | None:
    if text is None:
        return None
    try:
        return date.fromisoformat(text.strip())
    except ValueError:
        raise FilterError(f"{word} {text!r}: give a date as YYYY-MM-DD, e.g. 2026-11-20") from None


def make_filters(
    since: str | None = None,
    until: str | None = None,
    edition: str | None = None,
    players: str | None = None,
    season: str | None = None,
    *,
    seasons: Sequence[Season] = (),
    prefix: str = "",
) -> Filters:
    """Filters from the words a person typed (``"2026-11-01"``, ``"Ann,Bob"``, ``"2026"``; None: no such filter).

    ``seasons``: the named seasons (``seasons.json``) a ``season`` may name besides a year.
    ``prefix`` goes before each filter's name in messages (``"--"`` for the command's options).

    Raises:
        FilterError: a date that is not YYYY-MM-DD, ``since`` after ``until``, an empty name among ``players``,
            a season that is neither a year nor a named season, a season with ``since`` or ``until``.
    """
    first, last = _date(f"{prefix}since", since), _date(f"{prefix}until", until)
    named: Season | None = None
    if season is not None:
        if first or last:
            raise FilterError(f"{prefix}season gives the dates itself: leave out {prefix}since and {prefix}until")
        try:
            named = find_season(season, seasons)
        except SeasonsError as error:
            raise FilterError(f"{prefix}{error}") from None
        first, last = named.first, named.last
    if first and last and first > last:
        raise FilterError(f"{prefix}since {first} is after {prefix}until {last}: no day is both")
    names: tuple[str, ...] = ()
    if players is not None:
        names = tuple(n.strip() for n in players.split(","))
        if not all(names):
            raise FilterError(f"{prefix}players {players!r}: give names separated by commas, e.g. Ann,Bob")
    return Filters(first, last, (edition or "").strip() or None, names, named.name if named else None)


def read_filters(line: str, seasons: Sequence[Season] = ()) -> Filters:
    """The filters of one line of words and values, as the Statistics screen takes them:
    ``"since 2026-11-01 until 2026-11-30 edition titm-v6 players Ann,Bob"`` (any of them, any order;
    names with spaces as ``players Ann Lee,Bob``: a value runs to the next word of :data:`WORDS`).

    Raises:
        FilterError: a word that is not a filter, a filter without a value, or a bad value (:func:`make_filters`).
    """
    given: dict[str, list[str]] = {}
    current: list[str] | None = None
    for token in line.split():
        word = token.casefold()
        if word in WORDS:
            current = given.setdefault(word, [])
            continue
        if current is None:
            raise FilterError(f"{token[:40]!r}: begin with one of {', '.join(WORDS)} (e.g. since 2026-11-01)")
        current.append(token)
    missing = [w for w, values in given.items() if not values]
    if missing:
        raise FilterError(f"{missing[0]}: give a value after it (e.g. {missing[0]} {_EXAMPLES[missing[0]]})")
    return make_filters(**{w: " ".join(values) for w, values in given.items()}, seasons=seasons)


_EXAMPLES = {"season": "2026", "since": "2026-11-01", "until": "2026-11-30", "edition": "titm-v6", "players": "Ann,Bob"}
