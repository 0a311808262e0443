"""Statistics across the saved games: every journal replayed (:mod:`companion.game.stats`), laid out
as ``companion stats`` prints it, with the same filters typed in one line.

The games are read once, in a thread, when the screen opens (the cache makes a second opening
fast); a filter only recomputes from what was read. Names are user text: the lines are shown as
plain text (``Content``), never parsed as markup.
"""

from __future__ import annotations

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

    @work(thread=True, exclusive=True)
    def _read(self) -> None:
        """Read (and cache) every saved game, off the screen's thread, then lay out the statistics."""
        from companion.game.stats.collect import collect
        from companion.game.stats.names import ALIASES_NAME, Names, read_aliases
        from companion.game.store import data_dir

        try:
            names = Names(read_aliases(data_dir() / ALIASES_NAME))
            collected = collect()
        except CompanionError as error:
            self.app.call_from_thread(self._say, f"✗ {error}")
            return
        self.app.call_from_thread(self._loaded, collected, names)

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
