"""The second window: a game another companion records opens read-only and follows the file as it grows.

Before: ``Game.open`` refused the second window (JournalLocked) and the TUI could only say so on
the start screen. Now ``companion resume`` / ``--game`` / the demo open the game read-only at
once with a notification naming it, the start screen asks first; the read-only view offers no
key that records (nor Ctrl+Z / Ctrl+Y), says ``read-only — following <file>`` in its title, and
re-renders within a poll (a quarter of a second) when the other window records an event — the
trading timer included.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from textual.widgets import Markdown

from companion.game.events import EventBase
from companion.game.session import Game
from companion.game.store import games_dir
from companion.tui.app import make_app
from tests.game.helpers import fixed_clock, new_game
from tests.tui.hostile import screen_text
from tests.tui.test_hostile_text import notifications, settle
from companion.game.titm.events import Correction, PhaseAdvance, TimerEvent

ROOT = Path(__file__).resolve().parents[2]

#: A second companion holding the game: it records what it reads on stdin (one JSON line per event).
WRITER = r"""
import sys
from companion.game.session import Game
from companion.game.titm.events import EVENT_ADAPTER
game = Game.open(sys.argv[1])
print("holding", flush=True)
for line in sys.stdin:
    if line.strip() == "undo":
        game.undo()
    else:
        game.record(EVENT_ADAPTER.validate_json(line))  # an event's fields as built (the game stamps it)
    print("recorded", flush=True)
game.close()
"""


class Writer:
    """The other window: a real process that holds the game's lock and records on request."""

    def __init__(self, path: Path) -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        self.process = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env
        )
        assert self.process.stdout.readline().strip() == "holding"

    async def record(self, event: EventBase | str) -> None:
        """Record ``event`` (sent as its type and fields), or ``"undo"``."""
        line = event if isinstance(event, str) else json.dumps({"type": event.type, **event.model_dump(mode="json", exclude_unset=True)})
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        line = await asyncio.wait_for(asyncio.to_thread(self.process.stdout.readline), timeout=20)
        assert line.strip() == "recorded"

    def close(self) -> None:
        self.process.stdin.close()
        self.process.wait(timeout=20)


def a_saved_game() -> Path:
    game = new_game(games_dir())
    game.close()
    return games_dir() / "game.jsonl"


async def until(pilot, check, timeout: float = 5.0) -> None:
    """Let the app run until ``check()`` holds (it polls the followed file four times a second)."""
    end = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < end, screen_text(pilot.app)
        await pilot.pause(0.05)


def offered(app) -> set[str]:
    """The actions whose keys the screen and the app offer now (what the footer and F1 show)."""
    keys = set()
    for namespace in (app.screen, app):
        for binding in namespace.BINDINGS:
            if namespace.check_action(binding.action, ()) is not False:
                keys.add(binding.action)
    return keys


async def test_resume_of_a_game_another_window_records_follows_it_read_only():
    path = a_saved_game()
    writer = Writer(path)
    try:
        before = path.read_bytes()
        app = make_app(start="open", game_path=path, blink=False, now=fixed_clock())
        async with app.run_test(size=(100, 30), notifications=True) as pilot:
            await settle(pilot)
            assert app.read_only and type(app.screen).__name__ == "TableScreen"
            said = notifications(app)
            assert len(said) == 1 and "“Test night” (game.jsonl) is open in another companion window" in said[0], said
            assert "read-only — following game.jsonl" in screen_text(app)
            # No key that would record is offered, nor undo or redo; the app's other keys are.
            assert offered(app) & {"next", "timer", "ability", "warehouse", "vp_deal", "penalty", "ruling", "correct",
                                   "undo", "redo"} == set()
            assert {"ledger", "calculator", "help", "quit"} <= offered(app)
            await pilot.press("n", "p", "ctrl+z")
            await settle(pilot)
            assert path.read_bytes() == before  # the read-only window wrote nothing

            # The other window records: the screen follows within a poll.
            await writer.record(PhaseAdvance(to="trading"))
            await until(pilot, lambda: "[Trading]" in screen_text(app))
            assert app.game.state.phase == "trading"
            await writer.record(TimerEvent(action="start", remaining_ms=300_000, deadline=time.time() + 300))
            await until(pilot, lambda: app.timer is not None and app.timer.status == "running")
            await until(pilot, lambda: "running — t to pause" in screen_text(app))
            await writer.record(TimerEvent(action="pause", remaining_ms=240_000))
            await until(pilot, lambda: app.timer.status == "paused" and "PAUSED" in screen_text(app))
            assert abs(app.timer.remaining() - 240) < 0.01
            await writer.record(Correction(player="Ben", what="vp", value=3, reason="a card misread"))
            await writer.record("undo")
            await until(pilot, lambda: len(app.game.events) == 6)
            assert app.game.state.player("Ben").vp == 0  # the undo was folded in too

            await pilot.press("f1")  # the help lists what is offered: nothing that records
            await settle(pilot)
            help_text = app.screen.query_one(Markdown).source
            assert "Next" not in help_text and "Undo" not in help_text and "Ledger" in help_text
            await pilot.press("escape", "ctrl+l")
            await settle(pilot)
            assert "read-only — following game.jsonl" in screen_text(app)
            assert offered(app) & {"undo_with_reason", "redo", "rewind", "add_ruling"} == set()
            await pilot.press("ctrl+q")
        assert app.return_code == 0
    finally:
        writer.close()
    assert [e.type for e in Game.open(path).events][-2:] == ["correction", "undo"]  # only the writer wrote


async def test_the_start_screen_asks_before_following_and_the_demo_follows_too():
    path = a_saved_game()
    holder = Game.open(path)  # a second Game.open in this process: flock refuses it too
    try:
        app = make_app(start="start", blink=False, now=fixed_clock())
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            await pilot.press("down", "down", "down", "enter")  # the saved game
            await settle(pilot)
            assert type(app.screen).__name__ == "ConfirmDialog"
            assert "Open “Test night” here read-only?" in str(app.screen.query_one(".dialog-title").render())
            assert "(game.jsonl) is open in another companion window" in str(app.screen.query_one(".dialog-hint").render())
            await pilot.press("n")  # no: back on the start screen, nothing opened
            await settle(pilot)
            assert app.game is None and type(app.screen).__name__ == "StartScreen"
            await pilot.press("down", "down", "down", "enter")  # again (the menu starts at the top)
            await settle(pilot)
            await pilot.press("y")
            await settle(pilot)
            assert app.read_only and type(app.screen).__name__ == "TableScreen"
            assert "read-only — following game.jsonl" in screen_text(app)
            holder.record(PhaseAdvance(to="trading"))
            await until(pilot, lambda: app.game.state.phase == "trading")
    finally:
        holder.close()

    demo = make_app(start="demo", blink=False, now=fixed_clock())
    async with demo.run_test(size=(100, 30)) as pilot:  # the first demo window
        await settle(pilot)
        assert not demo.read_only
        second = make_app(start="demo", blink=False, now=fixed_clock())
        async with second.run_test(size=(100, 30), notifications=True) as other:
            await settle(other)
            assert second.read_only and "read-only — following demo.jsonl" in screen_text(second)
            await pilot.press("n")  # the first window moves on to Trading
            await until(other, lambda: second.game.state.phase == "trading")


async def test_a_read_only_window_shares_the_board_but_no_players_pages():
    # Players' entries can only be recorded by the window that records the game: a second window
    # that shared gave every player a page and a QR code of its own, and their entries reached a
    # window that could only answer "read-only". Its board follows the game, timer included.
    import aiohttp

    from companion.web.links import SavedLinks, links_path, save_links

    path = a_saved_game()
    # the links the recording window keeps for a restart are its own: never read nor written here
    save_links(path, SavedLinks(board="k" * 22, players={}, port=1))
    kept = links_path(path).read_bytes()
    writer = Writer(path)
    try:
        app = make_app(start="open", game_path=path, blink=False, now=fixed_clock())
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            assert app.read_only
            await pilot.press("s")
            await until(pilot, lambda: app.sharing is not None and app.sharing.server is not None)
            server = app.sharing.server
            assert server.tokens.players == {} and not app.sharing.player_pages
            assert server.port != 1 and server.tokens.board != "k" * 22
            assert links_path(path).read_bytes() == kept
            info = str(app.screen.query_one("#share-info").render())
            assert "No players' pages here" in info and "p: a player's own page" not in info
            assert app.screen.check_action("phone", ()) is False and app.check_action("phone_entries", ()) is False
            await writer.record(PhaseAdvance(to="trading"))
            await writer.record(TimerEvent(action="start", remaining_ms=300_000, deadline=time.time() + 300))
            await until(pilot, lambda: app.timer is not None and app.timer.status == "running")
            async with aiohttp.ClientSession() as session:
                async with session.get(server.board_url()) as answer:
                    board = await answer.text()
            assert 'data-status="running"' in board  # the board follows the timer too
            await pilot.press("x")  # stop sharing here: the recording window's links are not forgotten
            await until(pilot, lambda: app.sharing is None)
            assert links_path(path).read_bytes() == kept
            await pilot.press("ctrl+q")
    finally:
        writer.close()


async def test_a_read_only_window_shows_the_trading_timer_full_screen_for_the_players():
    # README: the second window is "a screen for the players, timer included", and its Trading
    # panel says "f full screen"; but f was refused there, as every key of the table was.
    from companion.tui.screens.big_timer import BigTimerScreen

    path = a_saved_game()
    writer = Writer(path)
    try:
        before = None
        app = make_app(start="open", game_path=path, blink=False, now=fixed_clock())
        async with app.run_test(size=(100, 30), notifications=True) as pilot:
            await settle(pilot)
            assert app.read_only
            await writer.record(PhaseAdvance(to="trading"))
            await until(pilot, lambda: "[Trading]" in screen_text(app))
            await writer.record(TimerEvent(action="start", remaining_ms=300_000, deadline=time.time() + 300))
            await until(pilot, lambda: app.timer is not None and app.timer.status == "running")
            before = path.read_bytes()
            assert "big_timer" in offered(app) and "timer" not in offered(app)
            await pilot.press("f")
            await settle(pilot)
            assert isinstance(app.screen, BigTimerScreen)
            assert str(app.screen.query_one("#big-status").render()).startswith("Trading — running")
            await pilot.press("x")  # any key: back to the table
            await settle(pilot)
            assert type(app.screen).__name__ == "TableScreen"
            await pilot.press("ctrl+q")
        assert path.read_bytes() == before  # showing the timer wrote nothing
    finally:
        writer.close()
