"""The Statistics screen and importing a game from the start screen (issue 25, items 1 and 4)."""

from __future__ import annotations

import shutil
from pathlib import Path

from textual.widgets import Static

from companion.game.store import games_dir
from companion.tui.app import make_app
from companion.tui.commands import offered
from tests.stats.nights import three_nights
from tests.tui.helpers import type_text

FULL_GAME = Path(__file__).parents[1] / "data" / "full-game-5p.jsonl"


def shown(app) -> str:
    return str(app.screen.query_one("#stats-text", Static).render())


async def opened_stats(pilot) -> None:
    await pilot.pause()
    await pilot.press("s")
    await pilot.pause()
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


async def test_s_on_the_start_screen_shows_the_statistics_and_a_filter_narrows_them():
    three_nights()
    app = make_app(start="start", blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await opened_stats(pilot)
        assert type(app.screen).__name__ == "StatsScreen"
        text = shown(app)
        assert "3 games, 2 finished" in text and "Highest score: 20 VP, Ben — Tuesday (2026-11-10)" in text
        assert "broken.jsonl: line 3: not valid JSON" in text  # named, and the others counted
        await pilot.press("f")
        await type_text(pilot, "players Eve")
        await pilot.press("enter")
        await pilot.pause()
        assert "Only games with Eve" in shown(app) and "1 game, 1 finished" in shown(app)
        await pilot.press("f")
        await type_text(pilot, " since yesterday")
        await pilot.press("enter")
        await pilot.pause()
        note = str(app.screen.query_one("#stats-note", Static).render())
        assert "give a date as YYYY-MM-DD" in note and "1 game, 1 finished" in shown(app)  # kept as it was
        await pilot.press("escape")
        await pilot.pause()
        assert type(app.screen).__name__ == "StartScreen"


async def test_the_statistics_are_in_the_command_palette_with_or_without_a_game():
    app = make_app(start="start", blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "stats" in {action for _, _, action in offered(app)}
        await app.run_action("stats")
        await pilot.pause()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert "No game to count yet" in shown(app)


async def test_i_on_the_start_screen_imports_a_journal_and_lists_it(tmp_path):
    source = tmp_path / "friday.jsonl"
    shutil.copyfile(FULL_GAME, source)
    bad = tmp_path / "bad.jsonl"
    bad.write_text("not a journal\n", encoding="utf-8")
    app = make_app(start="start", blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("i")
        await pilot.pause()
        assert type(app.screen).__name__ == "ImportDialog"
        await type_text(pilot, str(bad))
        await pilot.press("enter")
        await pilot.pause()
        error = str(app.screen.query_one("#import-error", Static).render())
        assert "bad.jsonl: not a companion journal" in error and not games_dir().exists()
        app.screen.query_one("#import-path").value = str(source)
        await pilot.press("enter")
        await pilot.pause()
        assert type(app.screen).__name__ == "StartScreen"
        assert (games_dir() / "friday.jsonl").read_bytes() == FULL_GAME.read_bytes()
        labels = [str(app.screen.query_one("#start-menu").get_option_at_index(i).prompt) for i in range(app.screen.query_one("#start-menu").option_count)]
        assert any(label.startswith("Resume: Full game, five players") for label in labels)


#: The app on the start screen, the saved games' load made to never end: s opens the statistics, and
#: Ctrl+Q is pressed while they load. The script prints "ended" once asyncio.run and the app are done.
NEVER_LOADS = """
import asyncio, threading
import companion.game.stats.collect as collecting
from companion.tui.app import make_app

started, never = threading.Event(), threading.Event()

def collect(*args, **kwargs):
    started.set()
    never.wait()  # a load that takes longer than anyone waits (issue 35: a long alias chain)

collecting.collect = collect

async def main():
    app = make_app(start="start", blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("s")
        for _ in range(1000):
            if started.is_set():
                break
            await pilot.pause(0.02)
        assert started.is_set() and type(app.screen).__name__ == "StatsScreen"
        await pilot.press("ctrl+q")
    print("quit", app.return_code, flush=True)

asyncio.run(main())
print("ended", flush=True)
"""


def test_ctrl_q_ends_the_app_while_the_statistics_are_still_loading(tmp_path):
    # Issue 35: Ctrl+Q took the screen down, but the process waited for the load to finish (115 s
    # with 20,000 aliases chained): the games were read in a thread of asyncio's executor, which the
    # end of asyncio.run and of the interpreter wait for. Here the load never ends: before the fix the
    # script never ended either (the timeout below is only how the test gives up on it).
    import subprocess
    import sys

    try:
        done = subprocess.run([sys.executable, "-c", NEVER_LOADS], capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        raise AssertionError("the app quit, but the process waited for the statistics' load") from None
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-2:] == ["quit 0", "ended"]


def league_shown(app) -> str:
    return str(app.screen.query_one("#league-text", Static).render())


async def test_the_league_tab_shows_the_current_seasons_table_and_its_leader():
    from datetime import datetime, timezone

    from companion.game.store import data_dir
    from tests.game.helpers import fixed_clock

    three_nights()
    (data_dir() / "seasons.json").write_text('[{"name": "Autumn", "from": "2026-11-05", "to": "2026-11-30"}]')
    # The app's clock says 2026-11-20: the current season is Autumn (5 to 30 November), which holds
    # Tuesday (10 Nov, finished) and Wednesday (unfinished) but not Monday (2 Nov).
    app = make_app(start="start", blink=False, now=fixed_clock(datetime(2026, 11, 20, 19, 0, tzinfo=timezone.utc)))
    async with app.run_test(size=(80, 24)) as pilot:
        await opened_stats(pilot)
        await pilot.press("l")
        await pilot.pause()
        assert app.screen.query_one("#stats-tabs").active == "league-tab"
        text = league_shown(app)
        # Tuesday alone: Bo (Ben) 20 first, ann 7 second, Cat and Eve share 3rd.
        assert "Only games of season Autumn (2026-11-05 to 2026-11-30)" in text
        assert "Leader: Ben (ordinal" in text and "1 game)" in text
        assert "3 games, 2 finished" in shown(app)  # the Statistics tab keeps every game
        await pilot.press("f")
        await type_text(pilot, "season 2025")
        await pilot.press("enter")
        await pilot.pause()
        assert "No finished game to rate in these games." in league_shown(app)


async def test_a_bad_seasons_file_is_said_on_the_league_tab_and_the_statistics_go_on():
    from companion.game.store import data_dir

    three_nights()
    (data_dir() / "seasons.json").write_text("[1, 2")
    app = make_app(start="start", blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await opened_stats(pilot)
        assert "seasons.json: not valid JSON" in league_shown(app)
        assert "3 games, 2 finished" in shown(app)
