"""Which games the statistics count: by the date they were set up, by edition, by who played.

``companion stats`` takes them as options (``--since 2026-11-01 --players Ann,Bob``); the Statistics
screen as the same words in one line (``since 2026-11-01 players Ann,Bob``); both are read here.
"""

from __future__ import annotations

from datetime import date

import msgspec

from companion.errors import CompanionError
from companion.game.stats.digest import GameDigest
from companion.game.stats.names import Names

#: The words of a filter line, in the order :func:`filters_line` writes them.
WORDS = ("since", "until", "edition", "players")


class FilterError(CompanionError):
    """A filter that cannot be read (one line, saying what to write)."""


class Filters(msgspec.Struct, frozen=True):
    """Which games count: played (set up) from ``since`` to ``until`` (dates, both included), of the
    ``edition`` (its id; any case), with every one of ``players`` at the table (others may have played too)."""

    since: date | None = None
    until: date | None = None
    edition: str | None = None
    players: tuple[str, ...] = ()

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
    *,
    prefix: str = "",
) -> Filters:
    """Filters from the words a person typed (``"2026-11-01"``, ``"Ann,Bob"``; None: no such filter).

    ``prefix`` goes before each filter's name in messages (``"--"`` for the command's options).

    Raises:
        FilterError: a date that is not YYYY-MM-DD, ``since`` after ``until``, an empty name among ``players``.
    """
    first, last = _date(f"{prefix}since", since), _date(f"{prefix}until", until)
    if first and last and first > last:
        raise FilterError(f"{prefix}since {first} is after {prefix}until {last}: no day is both")
    names: tuple[str, ...] = ()
    if players is not None:
        names = tuple(n.strip() for n in players.split(","))
        if not all(names):
            raise FilterError(f"{prefix}players {players!r}: give names separated by commas, e.g. Ann,Bob")
    return Filters(first, last, (edition or "").strip() or None, names)


def read_filters(line: str) -> Filters:
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
    return make_filters(**{w: " ".join(values) for w, values in given.items()})


_EXAMPLES = {"since": "2026-11-01", "until": "2026-11-30", "edition": "titm-v6", "players": "Ann,Bob"}
