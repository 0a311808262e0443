"""``companion stats`` (statistics across the saved games) and ``companion import`` (moving a game in)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from companion.cli.parsing import add_json_option, AddCommand, emit, one_line, Subparsers, UsageError, warn
from companion.i18n import _

if TYPE_CHECKING:
    from companion.game.stats.filters import Filters
    from companion.game.stats.league import League


def _add_stats(sub: Subparsers) -> None:
    p = sub.add_parser(
        "stats",
        help=_("statistics across the saved games"),
        description=_("Statistics across every saved game, each replayed from its journal: per player (games, "
                      "wins, scores, places, VP by source, calamities, favourite developments, time per turn) and per "
                      "group (games, length, closest finish, highest score); and the league: openskill ratings, "
                      "head-to-head, streaks and records. Players are matched by name, any case; {aliases} in the "
                      "data folder joins other names ({example}); {seasons} there names seasons ({season})."
                      ).format(aliases="aliases.json", example='{"Bo": "Bob"}', seasons="seasons.json",
                               season='[{"name": "Autumn", "from": "2026-09-01", "to": "2026-12-20"}]'),
    )
    p.add_argument("--season", metavar="SEASON",
                   help=_("only games of this season: a year (2026) or a season named in seasons.json"))
    p.add_argument("--since", metavar="DATE", help=_("only games set up on DATE (YYYY-MM-DD) or later"))
    p.add_argument("--until", metavar="DATE", help=_("only games set up on DATE (YYYY-MM-DD) or earlier"))
    p.add_argument("--edition", metavar="ID", help=_("only games of this edition (e.g. titm-v6; tnt for Trade and Triumph)"))
    p.add_argument("--players", metavar="NAME,NAME", help=_("only games where all of these played (others may have too)"))
    p.add_argument(
        "--chart", metavar="PATH",
        help=_("also write the league's ratings over its games as an SVG chart to PATH (a new file)"),
    )
    add_json_option(p)
    p.set_defaults(run=run_stats)


def _add_import(sub: Subparsers) -> None:
    p = sub.add_parser(
        "import",
        help=_("copy a journal into the saved games"),
        description=_("Check a game's journal as replay does and copy it into the games folder under a free "
                      "name (never replacing a saved game). The journal carries its edition: nothing else is needed."),
    )
    p.add_argument("path", metavar="PATH", help=_("the journal file (.jsonl) to import"))
    p.set_defaults(run=run_import)


#: ``stats`` and ``import``, in the order ``companion --help`` lists them: each adds its parser.
COMMANDS: dict[str, AddCommand] = {"stats": _add_stats, "import": _add_import}


def filters_of(args: argparse.Namespace) -> Filters:
    """The :class:`~companion.game.stats.filters.Filters` the options give.

    Raises:
        UsageError: a date that is not YYYY-MM-DD, ``--since`` after ``--until``, an empty name, an unknown season.
        SeasonsError: ``--season`` given and seasons.json cannot be used.
    """
    from companion.game.stats.filters import FilterError, make_filters
    from companion.game.stats.seasons import SEASONS_NAME, read_seasons
    from companion.game.store import data_dir

    seasons = read_seasons(data_dir() / SEASONS_NAME) if args.season is not None else []
    try:
        return make_filters(args.since, args.until, args.edition, args.players, args.season, seasons=seasons, prefix="--")
    except FilterError as error:
        raise UsageError(str(error)) from None


def run_stats(args: argparse.Namespace) -> int:
    """``companion stats``: the statistics of every saved game the filters keep."""
    from companion.game.stats.aggregate import compute
    from companion.game.stats.collect import collect
    from companion.game.stats.league import compute_league
    from companion.game.stats.names import ALIASES_NAME, Names, read_aliases
    from companion.game.stats.text import stats_data, stats_lines
    from companion.game.store import data_dir, games_dir

    filters = filters_of(args)
    names = Names(read_aliases(data_dir() / ALIASES_NAME))
    collected = collect()
    sections = compute(collected.games, names, filters)
    leagues = compute_league(collected.games, names, filters)
    if args.chart is not None:
        _write_chart(Path(args.chart), leagues)
    folder = str(games_dir())
    data = stats_data(sections, collected.skipped, filters, folder, leagues)
    return emit(args, data, "\n".join(stats_lines(sections, collected.skipped, filters, folder, leagues)))


def _write_chart(path: Path, leagues: list[League]) -> None:
    """``stats --chart PATH``: the first game type's ratings chart (:mod:`companion.web.ratings_chart`), a new file.

    Raises:
        UsageError: no finished game to rate among the games kept.
        CompanionError: PATH exists, or cannot be written (nothing is written).
    """
    from companion.game.files import write_file
    from companion.web.ratings_chart import ratings_svg

    rated = next((league for league in leagues if league.ratings), None)
    if rated is None:
        raise UsageError(_("--chart: no finished game to rate among the games kept; nothing was written"))
    hint = " " + _("(nothing was written)")
    written = write_file(path.expanduser(), ratings_svg(rated).encode("utf-8"), exists_hint=hint)
    print(one_line(_("wrote {path}").format(path=written)), file=sys.stderr)  # stdout keeps the statistics (and --json) alone


def run_import(args: argparse.Namespace) -> int:
    """``companion import PATH``: the journal checked and copied into the games folder."""
    from companion.game.moving import import_journal

    moved = import_journal(Path(args.path).expanduser())
    warning = moved.warning()
    if warning is not None:
        warn(warning)
    print(one_line(moved.describe()))
    return 0
