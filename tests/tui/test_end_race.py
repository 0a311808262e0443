"""The end screen draws the race and offers "Log this play" (issue 25, items 2 and 3)."""

from __future__ import annotations

import shutil
from pathlib import Path

from textual.widgets import Static

from companion.game.titm.bgstats import play_data, play_link
from companion.tui.app import make_app
from companion.tui.screens.end import EndScreen, QrScreen, qr_text
from companion.tui.widgets.race_chart import RacePlot, side_by_side
from tests.game.helpers import fixed_clock

FULL_GAME = Path(__file__).resolve().parents[1] / "data" / "full-game-5p.jsonl"


def _app(tmp_path):
    shutil.copy(FULL_GAME, tmp_path / "game.jsonl")
    return make_app(start="open", game_path=tmp_path / "game.jsonl", blink=False, now=fixed_clock())


async def _end(pilot):
    await pilot.pause()
    await pilot.press("n")  # the game is over: n shows the final ranking
    await pilot.pause()
    assert isinstance(pilot.app.screen, EndScreen)
    return pilot.app.screen


def _plot_text(plot: RacePlot) -> str:
    return "\n".join("".join(seg.text for seg in plot.render_line(y)) for y in range(plot.size.height))


async def test_the_race_is_drawn_with_each_players_symbol_and_a_legend(tmp_path):
    async with _app(tmp_path).run_test(size=(80, 24)) as pilot:
        screen = await _end(pilot)
        await pilot.press("r")  # scroll the race into view
        await pilot.pause()
        legend = str(screen.query_one("#race-legend", Static).render())
        # the ranking's totals, highest first: Cat's 107 chits + 3 VP on her developments
        assert legend == "B Ben 135 · D Dan 119 · C Cat 110 · E Eve 94 · A Ann 74"
        drawn = _plot_text(screen.query_one(RacePlot))
        for symbol in "ABCDE":  # at each of the 8 points (start, I … VI, end), side by side where they meet
            assert drawn.count(symbol) == 8, (symbol, drawn)
        assert "start" in drawn and "VI" in drawn and "end" in drawn
        assert screen.query_one(RacePlot).region.bottom <= 23  # in view above the footer at 80×24


async def _log_this_play(pilot) -> tuple[QrScreen, str]:
    """From the end screen, l: the screen it opens and what it says."""
    await _end(pilot)
    await pilot.press("l")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, QrScreen)
    return screen, str(screen.query_one("#qr-alone", Static).render())


async def test_log_this_play_shows_the_bg_stats_link_as_a_qr_code(tmp_path):
    app = _app(tmp_path)
    async with app.run_test(size=(130, 70)) as pilot:
        screen, text = await _log_this_play(pilot)
        assert screen.code == qr_text(play_link(play_data(app.game.state, app.game.events)))
        assert "scan: log this play in BG Stats" in text
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, EndScreen)


async def test_log_this_play_at_80x24_says_how_large_the_code_is(tmp_path):
    async with _app(tmp_path).run_test(size=(80, 24)) as pilot:
        _, text = await _log_this_play(pilot)
        # five players make a version 23 code: 17 + 4 × 23 = 109 modules, and a quiet zone of 2 each side
        assert "The QR code (log this play in BG Stats) needs 113×" in text and "enlarge the terminal" in text


def test_symbols_that_meet_are_set_side_by_side():
    assert side_by_side([3, 3, 5, 3], first=False, last=False) == [0, 1, 0, -1]
    assert side_by_side([0, 0, 0], first=True, last=False) == [0, 1, 2]  # the start: rightwards, inside the frame
    assert side_by_side([9, 9], first=False, last=True) == [0, -1]
