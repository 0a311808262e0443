"""A league's seasons: a calendar year (``2026``), or a season named in ``seasons.json``.

``seasons.json`` sits in the data folder (beside ``games`` and ``aliases.json``): one JSON list of
seasons, each a name and its first and last day (both included), e.g.
``[{"name": "Autumn league", "from": "2026-09-01", "to": "2026-12-20"}]``. Names are matched as
players' names are (any case, surrounding spaces ignored); a season may overlap another.

The current season (the Statistics screen's league by default) is the named season that holds
today, the latest to begin if several do; else today's calendar year.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from pathlib import Path

import msgspec

from companion.errors import CompanionError

#: The seasons file's name in the data folder.
SEASONS_NAME = "seasons.json"
#: A seasons file larger than this is refused (a group's seasons take a few hundred bytes).
MAX_BYTES = 1_000_000
#: A season's name is at most this long.
MAX_NAME = 60
#: What a season looks like, for the messages.
EXAMPLE = '[{"name": "Autumn league", "from": "2026-09-01", "to": "2026-12-20"}]'


class SeasonsError(CompanionError):
    """The seasons file cannot be used (not JSON, not a list of seasons, a bad date), or no such season."""


class Season(msgspec.Struct, frozen=True):
    """A season: its name and its first and last day (both included)."""

    name: str
    first: date
    last: date


def calendar_year(year: int) -> Season:
    """The season of a calendar year: ``2026`` runs from 2026-01-01 to 2026-12-31."""
    return Season(str(year), date(year, 1, 1), date(year, 12, 31))


def read_seasons(path: Path) -> list[Season]:
    """The seasons in the file at ``path`` ([] when there is none).

    Raises:
        SeasonsError: it cannot be read, is not JSON, or is not a list of seasons (one line, naming the file).
    """
    from companion.game.stats.names import read_json

    data = read_json(path, MAX_BYTES, "seasons file", SeasonsError, EXAMPLE)
    if data is None:
        return []
    if not isinstance(data, list):
        raise SeasonsError(f"{path}: give a list of seasons, as {EXAMPLE}")
    seasons = []
    for n, item in enumerate(data, 1):
        if not isinstance(item, dict) or set(item) != {"name", "from", "to"}:
            raise SeasonsError(f"{path}: season {n}: give its name, from and to, as {EXAMPLE}")
        name, first, last = item["name"], item["from"], item["to"]
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
            raise SeasonsError(f"{path}: season {n}: a name of 1 to {MAX_NAME} characters")
        try:
            start, end = date.fromisoformat(first), date.fromisoformat(last)
        except (TypeError, ValueError):
            raise SeasonsError(f"{path}: season {n} ({name[:40]!r}): give from and to as YYYY-MM-DD") from None
        if start > end:
            raise SeasonsError(f"{path}: season {n} ({name[:40]!r}): from {start} is after to {end}")
        seasons.append(Season(name.strip(), start, end))
    return seasons


def find_season(text: str, seasons: Sequence[Season]) -> Season:
    """The season ``text`` names: a season of ``seasons`` by name (any case), else a year of four digits.

    Raises:
        SeasonsError: no season has that name and it is not a year.
    """
    wanted = text.strip().casefold()
    for season in seasons:
        if season.name.casefold() == wanted:
            return season
    if len(wanted) == 4 and wanted.isdigit() and wanted != "0000":
        return calendar_year(int(wanted))
    known = ", ".join(s.name for s in seasons[:5])
    raise SeasonsError(
        f"season {text[:40]!r}: give a year (e.g. 2026)" + (f" or a season of {SEASONS_NAME} ({known})" if known else "")
    )


def current_season(today: date, seasons: Sequence[Season]) -> Season:
    """The season that holds ``today``: the named one that began last, else the calendar year."""
    holding = [s for s in seasons if s.first <= today <= s.last]
    return max(holding, key=lambda s: s.first) if holding else calendar_year(today.year)
