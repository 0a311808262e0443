"""The table's first frame styles each widget once and parses only the table's CSS (issue 23, a faster start).

Textual parses every stylesheet the app names at start, and styles a widget as it is mounted, again
for each class it gains or loses, and again, with its whole screen, when the screen is resumed. A
resumed game's first frame is the table: ``app.tcss`` holds the table's rules and what every screen
shares, and every other screen's and dialog's rules are in ``screens.tcss``, read when the first of
them opens (``companion/tui/styles.py``); the footer's keys are given their compact style before
they are mounted, and the table's first resume (its push) does not restyle it whole.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from collections import Counter
from pathlib import Path

from textual.css.stylesheet import Stylesheet
from textual.dom import DOMNode
from textual.screen import Screen
from textual.widgets._footer import FooterKey

import companion.tui
from companion.game.session import Game
from companion.tui.app import OpeningScreen, make_app
from companion.tui.screens.big_timer import BigTimerScreen
from companion.tui.screens.table import TableScreen
from companion.tui.styles import SCREENS_CSS
from companion.tui.widgets.players import PlayerBoard
from tests.tui.test_resume_start import trading_game
from tests.game.helpers import fixed_clock

#: The screens whose rules are in app.tcss: the placeholder, the table and its full-screen timer.
IN_APP_TCSS = {OpeningScreen, TableScreen, BigTimerScreen}


def companion_screens() -> set[type[Screen]]:
    """Every screen and dialog class defined in companion.tui (each of its modules imported)."""
    for module in pkgutil.walk_packages(companion.tui.__path__, "companion.tui."):
        importlib.import_module(module.name)
    found: set[type[Screen]] = set()
    todo: list[type] = [Screen]
    while todo:
        for sub in todo.pop().__subclasses__():
            todo.append(sub)
            if sub.__module__.startswith("companion.tui."):
                found.add(sub)
    return found


def test_every_screen_but_the_tables_reads_screens_tcss():
    """A new screen or dialog whose rules are in screens.tcss must name it, or it is drawn unstyled."""
    missing = sorted(
        cls.__qualname__ for cls in companion_screens() - IN_APP_TCSS
        if not inspect.isabstract(cls) and SCREENS_CSS not in [Path(p) for p in (
            cls.CSS_PATH if isinstance(cls.CSS_PATH, list) else [cls.CSS_PATH] if cls.CSS_PATH else [])]
    )
    assert missing == []
    assert SCREENS_CSS.is_file()


async def test_a_resumed_game_styles_each_widget_once_and_reads_only_the_tables_css(tmp_path, monkeypatch):
    path = tmp_path / "night.jsonl"
    trading_game(path, [90])
    # Counted by node, not by id(): the counter keeps each node alive, so a node styled and freed
    # (Textual styles throwaway nodes for its component classes) never lends its id to a widget
    # mounted later, which would then read as styled twice.
    styled: Counter[DOMNode] = Counter()
    apply = Stylesheet.apply

    def counted(self, node, *args, **kwargs):
        styled[node] += 1
        return apply(self, node, *args, **kwargs)

    monkeypatch.setattr(Stylesheet, "apply", counted)
    app = make_app(start="open", game_path=path, game=Game.open(path, clock=fixed_clock()), blink=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        table = app.screen
        assert type(table).__name__ == "TableScreen"
        read = {Path(where) for where, _ in app.stylesheet.source if where.endswith(".tcss")}
        assert read == {Path(companion.tui.__file__).with_name("app.tcss")}  # screens.tcss: not yet
        keys = list(table.query(FooterKey))
        assert len(keys) > 5
        assert [styled[key] for key in keys] == [1] * len(keys)  # were 3: mounted compact, then not
        widgets = list(table.walk_children())
        assert len(widgets) > 20
        again = [w for w in widgets if styled[w] > 1 and w is not table.focused]  # focused: styled :focus
        assert again == []  # each was styled again, with its screen, when the table was first resumed
        await pilot.press("f1")  # the help: the first screen but the table
        await pilot.pause()
        assert type(app.screen).__name__ != "TableScreen"
        assert SCREENS_CSS in {Path(where) for where, _ in app.stylesheet.source}


async def test_a_resumed_game_is_drawn_as_the_table_is_mounted(tmp_path, monkeypatch):
    """In a terminal, the table's first frame showed an empty title, board and panel: the table was
    drawn by the Resize of its first layout, after that frame (Textual counts a screen as mounted only
    once its on_mount has returned, and show_state waited for it). Now it is drawn as it is mounted."""
    path = tmp_path / "night.jsonl"
    trading_game(path, [90])  # four players (tests.game.helpers.PLAYERS[:4])
    mounted: list[tuple[int, str]] = []
    on_mount = TableScreen.on_mount

    def drawn(self: TableScreen) -> None:
        on_mount(self)
        mounted.append((self.query_one(PlayerBoard).row_count, str(self.query_one("#title-bar").render())))

    monkeypatch.setattr(TableScreen, "on_mount", drawn)
    app = make_app(start="open", game_path=path, game=Game.open(path, clock=fixed_clock()), blink=False)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert len(mounted) == 1 and mounted[0][0] == 4  # one row a player, before the first frame
        assert mounted[0][1].startswith("Warned — Turn I of VI · Trading")
