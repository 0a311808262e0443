"""Statistics across the saved games: every journal replayed (:mod:`companion.game.stats`), laid out
as ``companion stats`` prints it, with the same filters typed in one line.

Three tabs, each scrolling on its own (usable at 80×24): the statistics; the league
(:mod:`companion.game.stats.league`: ratings with their leader, head-to-head, records) of the
filter's season or dates, else of the current season (:func:`~companion.game.stats.seasons.current_season`,
by the app's clock); and the league's ratings as a chart.

The games, the aliases and the seasons are read once, when the screen opens (the cache makes a
second opening fast), off the screen's thread: Ctrl+Q quits at once even while they load. A filter
only recomputes from what was read. A seasons file that cannot be used is said on the League tab;
the statistics go on without it. Names are user text: the lines are shown as plain text
(``Content``), never parsed as markup.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from typing import TYPE_CHECKING

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Input, Static, TabbedContent, TabPane

from companion.errors import CompanionError
from companion.text import printable
from companion.tui.widgets.field import Field
from companion.tui.widgets.footer import KeysFooter
from companion.tui.widgets.ratings_chart import RatingsChart
from companion.tui.reach import ReachesApp
from companion.tui.styles import SCREENS_CSS
from companion.i18n import N_, _

if TYPE_CHECKING:
    from datetime import date

    from companion.game.stats.collect import Collected
    from companion.game.stats.filters import Filters
    from companion.game.stats.names import Names
    from companion.game.stats.seasons import Season

    #: What the loading thread hands over: the games, the players' names, the seasons (and why none, if the file is bad).
    Read = tuple[Collected, Names, list[Season], str | None]

#: What the filter line takes (the same filters as ``companion stats``' options).
FILTER_HINT = N_("f: filter (season 2026, since DATE, until DATE, edition ID, players A,B)")
#: The tabs, by the key that opens each.
TABS = {"s": "stats-tab", "l": "league-tab", "g": "ratings-tab"}


class StatsScreen(ReachesApp, Screen[None]):
    """Per player and per group, over every saved game the filter keeps; the league of a season."""

    CSS_PATH = SCREENS_CSS

    HELP_TITLE = N_("Statistics")

    BINDINGS = [
        Binding("escape,q", "back", N_("Back"), id="back"),
        Binding("f", "filter", N_("Filter"), id="stats_filter"),
        Binding("s", "tab('s')", N_("Statistics"), id="stats_tab"),
        Binding("l", "tab('l')", N_("League"), id="stats_league"),
        Binding("g", "tab('g')", N_("Ratings chart"), id="stats_chart"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self._read_games: Read | None = None

    def compose(self) -> ComposeResult:
        yield Static(_("Statistics of the saved games"), classes="screen-title")
        yield Field(placeholder=_("season 2026 players Ann,Bob"), id="stats-filter")
        yield Static(_(FILTER_HINT), id="stats-note", classes="notes", markup=False)
        with TabbedContent(id="stats-tabs"):
            with TabPane(_("Statistics"), id="stats-tab"):
                with VerticalScroll(id="stats-body"):
                    yield Static(_("Reading the saved games…"), id="stats-text", markup=False)
            with TabPane(_("League"), id="league-tab"):
                with VerticalScroll(id="league-body"):
                    yield Static(_("Reading the saved games…"), id="league-text", markup=False)
            with TabPane(_("Ratings"), id="ratings-tab"):
                yield RatingsChart(id="ratings-chart")
        yield KeysFooter()

    def on_mount(self) -> None:
        self.query_one("#stats-body").focus()
        self._read()

    @work(exclusive=True)
    async def _read(self) -> None:
        """Read (and cache) every saved game in a thread of its own, then lay out the statistics.

        The worker awaits the thread's answer on the app's loop, and the app cancels it when it quits
        or the screen closes. The thread is a daemon: a load that runs long (many journals to replay,
        a long chain of aliases) never holds the process after Ctrl+Q, which the loop's executor (a
        ``thread=True`` worker's) would: the end of ``asyncio.run`` waits for its threads, and the
        load cannot be told to stop (115 s after Ctrl+Q with 20,000 aliases chained, issue 35).
        """
        answer: concurrent.futures.Future[Read] = concurrent.futures.Future()
        threading.Thread(target=_load, args=(answer,), name="companion-stats", daemon=True).start()
        try:
            read = await asyncio.wrap_future(answer)
        except CompanionError as error:
            self._say(f"✗ {error}")
            self._say(f"✗ {error}", "#league-text")
            return
        self._read_games = read
        self._show(self.query_one("#stats-filter", Input).value)

    def _say(self, text: str, where: str = "#stats-text") -> None:
        self.query_one(where, Static).update(Content(printable(text, lines=True)))

    def _show(self, line: str) -> None:
        """Lay out the statistics the filter ``line`` keeps; a filter that cannot be read says why instead."""
        from companion.game.stats.aggregate import compute
        from companion.game.stats.filters import FilterError, read_filters
        from companion.game.stats.text import stats_lines
        from companion.game.store import games_dir

        if self._read_games is None:
            return
        collected, names, seasons, _problem = self._read_games
        note = self.query_one("#stats-note", Static)
        try:
            filters = read_filters(line, seasons)
        except FilterError as error:
            note.update(Content(printable(f"✗ {error}")))
            return
        note.update(Content(_(FILTER_HINT)))
        sections = compute(collected.games, names, filters)
        self._say("\n".join(stats_lines(sections, collected.skipped, filters, str(games_dir()))))
        self._show_league(filters)

    def _show_league(self, filters: Filters) -> None:
        """The League tab and the ratings chart: of the filter's dates (or season), else of the current season."""
        from companion.game.stats.league import compute_league
        from companion.game.stats.text import league_text

        if self._read_games is None:
            return
        collected, names, seasons, problem = self._read_games
        filters = league_filters(filters, self.companion_app.now().date(), seasons)
        leagues = compute_league(collected.games, names, filters)
        self._say("\n".join(league_text(leagues, filters, problem)), "#league-text")
        self.query_one(RatingsChart).show(leagues[0] if leagues else None)

    def action_tab(self, key: str) -> None:
        """s, l, g: the Statistics, League or Ratings tab, its text ready to scroll."""
        self.query_one(TabbedContent).active = TABS[key]
        body = {"stats-tab": "#stats-body", "league-tab": "#league-body"}.get(TABS[key])
        if body is not None:
            self.query_one(body).focus()

    @on(Input.Submitted, "#stats-filter")
    def _apply(self, event: Input.Submitted) -> None:
        self._show(event.value)
        self.query_one("#stats-body").focus()

    def action_filter(self) -> None:
        """Type a filter (the same as ``companion stats``' options, as words)."""
        self.query_one("#stats-filter", Input).focus()

    def action_back(self) -> None:
        """Back to where the screen was opened from."""
        self.app.pop_screen()


def league_filters(filters: Filters, today: date, seasons: list[Season]) -> Filters:
    """``filters`` as the League tab reads them: with their dates when they give any (a season does),
    else with those of the season that holds ``today`` (the current season)."""
    import msgspec

    from companion.game.stats.seasons import current_season

    if filters.since or filters.until:
        return filters
    season = current_season(today, seasons)
    return msgspec.structs.replace(filters, since=season.first, until=season.last, season=season.name)


def _load(answer: concurrent.futures.Future[Read]) -> None:
    """The saved games, the aliases and the seasons, read on the loading thread into ``answer`` (a problem
    with the games or the aliases: its error; with the seasons: said beside no season)."""
    from companion.game.stats.collect import collect
    from companion.game.stats.names import ALIASES_NAME, Names, read_aliases
    from companion.game.stats.seasons import SEASONS_NAME, SeasonsError, read_seasons
    from companion.game.store import data_dir

    if not answer.set_running_or_notify_cancel():
        return
    try:
        names = Names(read_aliases(data_dir() / ALIASES_NAME))
        try:
            seasons, problem = read_seasons(data_dir() / SEASONS_NAME), None
        except SeasonsError as error:
            seasons, problem = [], str(error)
        answer.set_result((collect(), names, seasons, problem))
    except BaseException as error:  # noqa: BLE001 - handed to the screen's worker, which says it or raises it
        answer.set_exception(error)
