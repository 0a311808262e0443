"""Statistics across the saved games: every journal replayed (:mod:`companion.game.stats`), laid out
as ``companion stats`` prints it, with the same filters typed in one line.

The games are read once, when the screen opens (the cache makes a second opening fast), off the
screen's thread: Ctrl+Q quits at once even while they load. A filter only recomputes from what was
read. Names are user text: the lines are shown as plain text (``Content``), never parsed as markup.
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
from textual.widgets import Input, Static

from companion.errors import CompanionError
from companion.text import printable
from companion.tui.widgets.field import Field
from companion.tui.widgets.footer import KeysFooter
from companion.tui.styles import SCREENS_CSS

if TYPE_CHECKING:
    from companion.game.stats.collect import Collected
    from companion.game.stats.names import Names

#: What the filter line takes (the same filters as ``companion stats``' options).
FILTER_HINT = "f: filter (since DATE, until DATE, edition ID, players A,B) · Enter: apply"


class StatsScreen(Screen[None]):
    """Per player and per group, over every saved game the filter keeps."""

    CSS_PATH = SCREENS_CSS

    HELP_TITLE = "Statistics"

    BINDINGS = [
        Binding("escape,q", "back", "Back", id="back"),
        Binding("f", "filter", "Filter", id="stats_filter"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self._collected: Collected | None = None
        self._names: Names | None = None

    def compose(self) -> ComposeResult:
        yield Static("Statistics of the saved games", classes="screen-title")
        yield Field(placeholder="since 2026-11-01 players Ann,Bob", id="stats-filter")
        yield Static(FILTER_HINT, id="stats-note", classes="notes", markup=False)
        with VerticalScroll(id="stats-body"):
            yield Static("Reading the saved games…", id="stats-text", markup=False)
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
        answer: concurrent.futures.Future[tuple[Collected, Names]] = concurrent.futures.Future()
        threading.Thread(target=_load, args=(answer,), name="companion-stats", daemon=True).start()
        try:
            collected, names = await asyncio.wrap_future(answer)
        except CompanionError as error:
            self._say(f"✗ {error}")
            return
        self._loaded(collected, names)

    def _loaded(self, collected: Collected, names: Names) -> None:
        self._collected, self._names = collected, names
        self._show(self.query_one("#stats-filter", Input).value)

    def _say(self, text: str) -> None:
        self.query_one("#stats-text", Static).update(Content(printable(text, lines=True)))

    def _show(self, line: str) -> None:
        """Lay out the statistics the filter ``line`` keeps; a filter that cannot be read says why instead."""
        from companion.game.stats.aggregate import compute
        from companion.game.stats.filters import FilterError, read_filters
        from companion.game.stats.text import stats_lines
        from companion.game.store import games_dir

        if self._collected is None or self._names is None:
            return
        note = self.query_one("#stats-note", Static)
        try:
            filters = read_filters(line)
        except FilterError as error:
            note.update(Content(printable(f"✗ {error}")))
            return
        note.update(Content(FILTER_HINT))
        sections = compute(self._collected.games, self._names, filters)
        self._say("\n".join(stats_lines(sections, self._collected.skipped, filters, str(games_dir()))))

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


def _load(answer: concurrent.futures.Future[tuple[Collected, Names]]) -> None:
    """The saved games and the aliases, read on the loading thread into ``answer`` (a problem: its error)."""
    from companion.game.stats.collect import collect
    from companion.game.stats.names import ALIASES_NAME, Names, read_aliases
    from companion.game.store import data_dir

    if not answer.set_running_or_notify_cancel():
        return
    try:
        names = Names(read_aliases(data_dir() / ALIASES_NAME))
        answer.set_result((collect(), names))
    except BaseException as error:  # noqa: BLE001 - handed to the screen's worker, which says it or raises it
        answer.set_exception(error)
