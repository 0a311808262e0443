"""The statistics as lines of text (``companion stats``, the Statistics screen) and as JSON (``--json``).

Names are user text: shown as typed, cut to :data:`NAME_WIDTH` in the table's columns (the lines
under it give them whole, up to :data:`MAX_NAME`); the caller prints them safely.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date, datetime
from typing import Any

import msgspec

from companion.game.stats.aggregate import Count, GroupStats, PlayerStats, Section
from companion.game.stats.league import League, Record
from companion.game.stats.filters import Filters
from companion.game.stats.collect import Skipped
from companion.game.timing import clock
from companion.game.words import roman

#: A name's width in the table's first column.
NAME_WIDTH = 12
#: A name longer than this is cut wherever it is shown.
MAX_NAME = 40


def _name(name: str, width: int = MAX_NAME) -> str:
    return name if len(name) <= width else name[: width - 1] + "…"


def _time(seconds: float | None) -> str:
    return "–" if seconds is None else clock(seconds)


def _number(value: float | None, digits: int = 1) -> str:
    return "–" if value is None else f"{value:.{digits}f}"


def _counts(counts: Sequence[Count]) -> str:
    return ", ".join(f"{c.name} ×{c.times}" for c in counts)


def filters_line(filters: Filters) -> str:
    """``"Only games from 2026-11-01 to 2026-11-30, edition titm-v6, with Ann and Bob"`` (``"of season 2026
    (2026-01-01 to 2026-12-31)"`` for a season), or ``""`` for none."""
    parts = []
    if filters.season:
        parts.append(f"of season {_name(filters.season)} ({filters.since} to {filters.until})")
    elif filters.since or filters.until:
        parts.append(f"from {filters.since or 'the first'} to {filters.until or 'the last'}")
    if filters.edition:
        parts.append(f"edition {filters.edition}")
    if filters.players:
        parts.append("with " + " and ".join(_name(n) for n in filters.players))
    return "Only games " + ", ".join(parts) if parts else ""


def _wins(p: PlayerStats) -> str:
    return f"{p.wins}" + (f" ({p.shared_wins}=)" if p.shared_wins else "")


#: The statistics table's columns each game type may add (:class:`companion.game.kinds.StatsColumns`):
#: id → (heading, width, the cell of a player).
COLUMNS: dict[str, tuple[str, int, Callable[[PlayerStats], str]]] = {
    "turn": ("Turn", 5, lambda p: _time(p.seconds_per_turn)),
    "trading": ("Trading", 7, lambda p: _time(p.seconds_per_trading)),
    "gold": ("Gold", 4, lambda p: _number(p.average_gold)),
    "upgrades": ("Upgr", 4, lambda p: _number(p.average_upgrades)),
    "rounds": ("Rounds", 6, lambda p: str(p.rounds)),
    "discarded": ("Disc", 4, lambda p: str(p.discarded)),
}


def _table(section: Section) -> list[str]:
    columns = [COLUMNS[c] for c in section.columns.columns]
    last = " ".join(f"{heading:>{width}}" for heading, width, _ in columns)
    lines = [f"{'Player':<{NAME_WIDTH}} Games Fin   Wins   Avg Best  Rank  {last}"]
    for p in section.players:
        row = (
            f"{_name(p.name, NAME_WIDTH):<{NAME_WIDTH}} {p.games:>5} {p.finished:>3} {_wins(p):>6} "
            f"{_number(p.average_score):>5}{'–' if p.best_score is None else p.best_score:>5} {_number(p.average_rank, 2):>5}  "
        )
        row += " ".join(f"{cell(p):>{width}}" for _, width, cell in columns)
        lines.append(row)
    return lines


def group_line(group: GroupStats) -> str:
    """``"4 games, 3 finished, average length 2:10:00"``."""
    return f"{group.games} game{'s' if group.games != 1 else ''}, {group.finished} finished, average length {_time(group.average_seconds)}"


def _records(group: GroupStats) -> list[str]:
    lines = []
    c = group.closest
    if c is not None:
        who = " and ".join(_name(n) for n in c.first) + (
            " tied" if c.margin == 0 else " ahead of " + " and ".join(_name(n) for n in c.second)
        )
        lines.append(f"Closest finish: {c.margin} VP, {who} — {_name(c.game)} ({c.date})")
    h = group.highest
    if h is not None:
        lines.append(f"Highest score: {h.score} VP, {_name(h.player)} — {_name(h.game)} ({h.date})")
    return lines


def section_lines(section: Section) -> list[str]:
    """One game type's statistics: the group, the players' table, then each player's details and the line-ups."""
    lines = [section.title, f"{group_line(section.group)}", *_records(section.group), ""]
    lines += _table(section)
    lines.append("(n=): first places shared · Avg, Best: score · Rank: average place")
    lines.append(section.columns.legend)
    for p in section.players:
        sources = ", ".join(f"{k} {v}" for k, v in p.sources.items() if v)
        details = [
            f"  VP by source: {sources}" if sources else "",
            f"  Calamities suffered: {_counts(p.calamities)}" if p.calamities else "",
            f"  Favourite developments: {_counts(p.favourite_developments)}" if p.favourite_developments else "",
        ]
        if any(details):
            lines += ["", _name(p.name), *[d for d in details if d]]
    if any(p.sources or p.calamities or p.favourite_developments for p in section.players):
        lines += ["", "(VP by source: finished games; calamities and developments: every game)"]
    if len(section.lineups) > 1:
        lines += ["", "Line-ups:"]
        for group in section.lineups:
            lines.append(f"{', '.join(_name(n) for n in group.players)}: {group_line(group)}")
            lines += [f"  {line}" for line in _records(group)]
    return lines


def stats_lines(
    sections: Sequence[Section], skipped: Sequence[Skipped], filters: Filters, folder: str, leagues: Sequence[League] = ()
) -> list[str]:
    """The whole answer of ``companion stats``, line by line (each game type's league after its statistics)."""
    of_type = {league.game: league for league in leagues}
    lines = [f"Statistics of the saved games in {folder}"]
    only = filters_line(filters)
    if only:
        lines.append(only)
    if not sections:
        lines.append("No game to count" + (" (see the filters above)." if only else " yet: play one with `companion`."))
    for section in sections:
        lines += ["", *section_lines(section)]
        if section.game in of_type:
            lines += ["", *league_lines(of_type[section.game])]
    if skipped:
        lines += ["", f"Skipped ({len(skipped)}):"]
        lines += [s.problem for s in skipped]  # each names its file
    return lines


def stats_data(
    sections: Sequence[Section], skipped: Sequence[Skipped], filters: Filters, folder: str, leagues: Sequence[League] = ()
) -> dict[str, Any]:
    """The ``--json`` answer: the sections and leagues as they are computed, dates as ISO text, times in seconds
    (each league's ``leader`` is its first rating)."""
    def builtins(record: msgspec.Struct) -> Any:  # nested records as dicts; dates kept for plain()
        return msgspec.to_builtins(record, builtin_types=(date, datetime), str_keys=False)

    def plain(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: plain(v) for k, v in value.items()}
        if isinstance(value, list | tuple):
            return [plain(v) for v in value]
        return value.isoformat() if hasattr(value, "isoformat") else value

    return {
        "folder": folder,
        "filters": plain(builtins(filters)),
        "sections": [plain(builtins(s)) for s in sections],
        "leagues": [{**plain(builtins(lg)), "leader": lg.leader.name if lg.leader else None} for lg in leagues],
        "skipped": [{"file": str(s.path), "problem": s.problem} for s in skipped],
    }


def tenths(value: float, sign: str = "") -> str:
    """``value`` to one decimal, never ``-0.0`` (a rating that moved by −0.04 did not move, as shown)."""
    return f"{round(value, 1) + 0.0:{sign}.1f}"


def leader_line(league: League) -> str:
    """``"Leader: Ann (ordinal 3.2, 4 games)"``, or that no game rated anyone yet."""
    r = league.leader
    if r is None:
        return "Leader: none yet (no finished game)"
    return f"Leader: {_name(r.name)} (ordinal {tenths(r.ordinal)}, {r.games} game{'s' if r.games != 1 else ''})"


def _record(label: str, record: Record | None, unit: str) -> str:
    if record is None:
        return ""
    turn = f" in turn {roman(record.turn)}" if record.turn is not None else ""
    return f"{label}: {record.value} {unit}, {_name(record.player)}{turn} — {_name(record.game)} ({record.date})"


def matrix_lines(league: League) -> list[str]:
    """The head-to-head matrix: each row's player against each column's, ``ahead-behind-level``."""
    people = [r.name for r in league.ratings]
    cells: dict[tuple[str, str], str] = {}
    for h in league.head_to_head:
        cells[h.first, h.second] = f"{h.first_ahead}-{h.second_ahead}-{h.level}"
        cells[h.second, h.first] = f"{h.second_ahead}-{h.first_ahead}-{h.level}"
    width = max([5, *(len(c) for c in cells.values())])
    short = 8
    lines = [f"{'':<{NAME_WIDTH}} " + " ".join(f"{_name(p, short):>{width}}" for p in people)]
    for row in people:
        line = " ".join(f"{'·' if row == col else cells.get((row, col), '–'):>{width}}" for col in people)
        lines.append(f"{_name(row, NAME_WIDTH):<{NAME_WIDTH}} {line}")
    return lines


def league_lines(league: League) -> list[str]:
    """One game type's league: the leader, the ratings table, the head-to-head matrix and the records."""
    lines = ["League (openskill Plackett–Luce ratings; ordinal = μ − 3σ)", leader_line(league)]
    if not league.ratings:
        return lines
    lines += ["", f"{'Player':<{NAME_WIDTH}} Games     μ     σ Ordinal  Last"]
    for r in league.ratings:
        lines.append(f"{_name(r.name, NAME_WIDTH):<{NAME_WIDTH}} {r.games:>5} {r.mu:5.1f} {r.sigma:5.1f} {tenths(r.ordinal):>7} {tenths(r.change, '+'):>5}")
    lines.append("Last: how much the player's last game moved their ordinal")
    lines += ["", "Head-to-head (row against column: ahead-behind-level)", *matrix_lines(league)]
    rec = league.records
    found = [
        _record("Longest winning streak", rec.streak, "games"),
        _record("Biggest win", rec.biggest_win, "VP"),
        _record("Most VP in one turn", rec.turn_vp, "VP"),
        _record("Most calamities survived", rec.calamities, "in one game"),
    ]
    if any(found):
        lines += ["", "Records", *[f for f in found if f]]
    return lines


def league_text(leagues: Sequence[League], filters: Filters, problem: str | None = None) -> list[str]:
    """The Statistics screen's League tab: which games (the season), then each game type's league
    (``problem``: why the seasons file was not used, said first)."""
    lines = [f"✗ {problem}", ""] if problem else []
    lines.append(filters_line(filters) or "Every game")
    if not leagues:
        lines.append("No finished game to rate" + (" in these games." if filters.since or filters.until else " yet."))
    for league in leagues:
        lines += ["", league.title, *league_lines(league)]
    return lines
