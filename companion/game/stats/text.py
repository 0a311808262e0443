"""The statistics as lines of text (``companion stats``, the Statistics screen) and as JSON (``--json``).

Names are user text: shown as typed, cut to :data:`NAME_WIDTH` in the table's columns (the lines
under it give them whole, up to :data:`MAX_NAME`); the caller prints them safely. The words are the
host's (:mod:`companion.i18n`): a column is as wide as its translated heading. What the games hold is
shown as recorded (the ledger's sources, the names of calamities and developments).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import date, datetime
from typing import Any

import unicodedata

import msgspec

from companion.game.stats.aggregate import Count, GroupStats, PlayerStats, Section
from companion.game.stats.league import League, Record
from companion.game.stats.filters import Filters
from companion.game.stats.collect import Skipped
from companion.game.timing import clock
from companion.game.words import roman
from companion.i18n import N_, _, ngettext

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
        parts.append(_("of season {season} ({since} to {until})").format(
            season=_name(filters.season), since=filters.since, until=filters.until))
    elif filters.since or filters.until:
        parts.append(_("from {since} to {until}").format(
            since=filters.since or _("the first"), until=filters.until or _("the last")))
    if filters.edition:
        parts.append(_("edition {edition}").format(edition=filters.edition))
    if filters.players:
        parts.append(_("with {players}").format(players=_(" and ").join(_name(n) for n in filters.players)))
    return _("Only games {filters}").format(filters=", ".join(parts)) if parts else ""


def _wins(p: PlayerStats) -> str:
    return f"{p.wins}" + (f" ({p.shared_wins}=)" if p.shared_wins else "")


#: The statistics table's columns each game type may add (:class:`companion.game.kinds.StatsColumns`):
#: id → (heading, width, the cell of a player).
COLUMNS: dict[str, tuple[str, int, Callable[[PlayerStats], str]]] = {
    "turn": (N_("Turn"), 5, lambda p: _time(p.seconds_per_turn)),
    "trading": (N_("Trading"), 7, lambda p: _time(p.seconds_per_trading)),
    "gold": (N_("Gold"), 4, lambda p: _number(p.average_gold)),
    "upgrades": (N_("Upgr"), 4, lambda p: _number(p.average_upgrades)),
    "rounds": (N_("Rounds"), 6, lambda p: str(p.rounds)),
    "discarded": (N_("Disc"), 4, lambda p: str(p.discarded)),
}

def cell_width(text: str) -> int:
    """The terminal cells ``text`` takes: 2 for a wide character (CJK), 0 for a combining mark, else 1."""
    return sum(0 if unicodedata.combining(c) else 2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


#: A column of a text table: its heading (a catalog message), its least width, the gap before it, left-aligned.
Column = tuple[str, int, str, bool]


def columns_lines(columns: Sequence[Column], rows: Sequence[Sequence[str]]) -> list[str]:
    """A text table: the translated headings, then ``rows``; each column as wide as its widest of its least
    width and its heading (in terminal cells: :func:`cell_width`), as the columns say where they align."""
    headings = [_(heading) for heading, *_rest in columns]
    widths = [max(width, cell_width(heading)) for heading, (_h, width, *_rest) in zip(headings, columns)]

    def line(cells: Sequence[str]) -> str:
        out = ""
        for cell, width, (_h, _w, gap, left) in zip(cells, widths, columns):
            pad = " " * max(0, width - cell_width(cell))
            out += gap + (cell + pad if left else pad + cell)
        return out

    return [line(headings), *(line(row) for row in rows)]


#: The statistics table's columns every game type has.
PLAYER_COLUMNS: tuple[Column, ...] = (
    (N_("Player"), NAME_WIDTH, "", True), (N_("Games"), 5, " ", False), (N_("Fin"), 3, " ", False),
    (N_("Wins"), 6, " ", False), (N_("Avg"), 5, " ", False), (N_("Best"), 5, "", False), (N_("Rank"), 5, " ", False),
)


def _table(section: Section) -> list[str]:
    extra = [COLUMNS[c] for c in section.columns.columns]
    columns = [*PLAYER_COLUMNS, *((heading, width, "  " if i == 0 else " ", False)
                                  for i, (heading, width, _cell) in enumerate(extra))]
    rows = [
        [_name(p.name, NAME_WIDTH), str(p.games), str(p.finished), _wins(p), _number(p.average_score),
         "–" if p.best_score is None else str(p.best_score), _number(p.average_rank, 2),
         *(cell(p) for _h, _w, cell in extra)]
        for p in section.players
    ]
    return columns_lines(columns, rows)


def group_line(group: GroupStats) -> str:
    """``"4 games, 3 finished, average length 2:10:00"``."""
    return ngettext("{n} game, {finished} finished, average length {time}",
                    "{n} games, {finished} finished, average length {time}", group.games).format(
        n=group.games, finished=group.finished, time=_time(group.average_seconds))


def _records(group: GroupStats) -> list[str]:
    lines = []
    c = group.closest
    if c is not None:
        first = _(" and ").join(_name(n) for n in c.first)
        who = (_("{players} tied").format(players=first) if c.margin == 0 else _("{players} ahead of {others}").format(
            players=first, others=_(" and ").join(_name(n) for n in c.second)))
        lines.append(_("Closest finish: {vp} VP, {who} — {game} ({date})").format(
            vp=c.margin, who=who, game=_name(c.game), date=c.date))
    h = group.highest
    if h is not None:
        lines.append(_("Highest score: {vp} VP, {player} — {game} ({date})").format(
            vp=h.score, player=_name(h.player), game=_name(h.game), date=h.date))
    return lines


def section_lines(section: Section) -> list[str]:
    """One game type's statistics: the group, the players' table, then each player's details and the line-ups."""
    lines = [_(section.title), f"{group_line(section.group)}", *_records(section.group), ""]
    lines += _table(section)
    lines.append(_("(n=): first places shared · Avg, Best: score · Rank: average place"))
    lines.append(_(section.columns.legend))
    for p in section.players:
        sources = ", ".join(f"{k} {v}" for k, v in p.sources.items() if v)
        details = [
            "  " + _("VP by source: {sources}").format(sources=sources) if sources else "",
            "  " + _("Calamities suffered: {counts}").format(counts=_counts(p.calamities)) if p.calamities else "",
            "  " + _("Favourite developments: {counts}").format(counts=_counts(p.favourite_developments))
            if p.favourite_developments else "",
        ]
        if any(details):
            lines += ["", _name(p.name), *[d for d in details if d]]
    if any(p.sources or p.calamities or p.favourite_developments for p in section.players):
        lines += ["", _("(VP by source: finished games; calamities and developments: every game)")]
    if len(section.lineups) > 1:
        lines += ["", _("Line-ups:")]
        for group in section.lineups:
            lines.append(f"{', '.join(_name(n) for n in group.players)}: {group_line(group)}")
            lines += [f"  {line}" for line in _records(group)]
    return lines


def stats_lines(
    sections: Sequence[Section], skipped: Sequence[Skipped], filters: Filters, folder: str, leagues: Sequence[League] = ()
) -> list[str]:
    """The whole answer of ``companion stats``, line by line (each game type's league after its statistics)."""
    of_type = {league.game: league for league in leagues}
    lines = [_("Statistics of the saved games in {folder}").format(folder=folder)]
    only = filters_line(filters)
    if only:
        lines.append(only)
    if not sections:
        lines.append(_("No game to count (see the filters above).") if only
                     else _("No game to count yet: play one with `companion`."))
    for section in sections:
        lines += ["", *section_lines(section)]
        if section.game in of_type:
            lines += ["", *league_lines(of_type[section.game])]
    if skipped:
        lines += ["", _("Skipped ({n}):").format(n=len(skipped))]
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
        return _("Leader: none yet (no finished game)")
    return ngettext("Leader: {player} (ordinal {ordinal}, {n} game)", "Leader: {player} (ordinal {ordinal}, {n} games)",
                    r.games).format(player=_name(r.name), ordinal=tenths(r.ordinal), n=r.games)


def _record(label: str, record: Record | None) -> str:
    """A record's line: ``label`` a catalog message with ``{value}`` (``"Biggest win: {value} VP"``)."""
    if record is None:
        return ""
    who = _name(record.player) if record.turn is None else _("{player} in turn {turn}").format(
        player=_name(record.player), turn=roman(record.turn))
    return _(label).format(value=record.value) + f", {who} — {_name(record.game)} ({record.date})"


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


#: The league's ratings table.
LEAGUE_COLUMNS: tuple[Column, ...] = (
    (N_("Player"), NAME_WIDTH, "", True), (N_("Games"), 5, " ", False), ("μ", 5, " ", False), ("σ", 5, " ", False),
    (N_("Ordinal"), 7, " ", False), (N_("Last"), 5, " ", False),
)


def league_lines(league: League) -> list[str]:
    """One game type's league: the leader, the ratings table, the head-to-head matrix and the records."""
    lines = [_("League (openskill Plackett–Luce ratings; ordinal = μ − 3σ)"), leader_line(league)]
    if not league.ratings:
        return lines
    rows = [[_name(r.name, NAME_WIDTH), str(r.games), f"{r.mu:.1f}", f"{r.sigma:.1f}", tenths(r.ordinal),
             tenths(r.change, "+")] for r in league.ratings]
    lines += ["", *columns_lines(LEAGUE_COLUMNS, rows)]
    lines.append(_("Last: how much the player's last game moved their ordinal"))
    lines += ["", _("Head-to-head (row against column: ahead-behind-level)"), *matrix_lines(league)]
    rec = league.records
    found = [
        _record(N_("Longest winning streak: {value} games"), rec.streak),
        _record(N_("Biggest win: {value} VP"), rec.biggest_win),
        _record(N_("Most VP in one turn: {value} VP"), rec.turn_vp),
        _record(N_("Most calamities survived: {value} in one game"), rec.calamities),
    ]
    if any(found):
        lines += ["", _("Records"), *[f for f in found if f]]
    return lines


def league_text(leagues: Sequence[League], filters: Filters, problem: str | None = None) -> list[str]:
    """The Statistics screen's League tab: which games (the season), then each game type's league
    (``problem``: why the seasons file was not used, said first)."""
    lines = [f"✗ {problem}", ""] if problem else []
    lines.append(filters_line(filters) or _("Every game"))
    if not leagues:
        lines.append(_("No finished game to rate in these games.") if filters.since or filters.until
                     else _("No finished game to rate yet."))
    for league in leagues:
        lines += ["", _(league.title), *league_lines(league)]
    return lines
