"""The full-screen trading timer (issue 9, section 4): the largest digits the terminal allows,
the status and the warnings (001 Trading Phase: "one minute and thirty second warnings"; R4),
any key back to the table."""

from __future__ import annotations

from textual.widgets import Static

from companion.tui.screens.big_timer import BigTimerScreen
from companion.tui.screens.table import TableScreen
from companion.tui.widgets.block_digits import GLYPHS, block_lines, pixel_width, scale_for
from tests.tui.test_timer_app import Wall, app_with
from tests.tui.test_timer_model import FakeClock


def test_block_digits_fill_the_room_they_are_given():
    # "4:59": 3 + 1 + 1 + 1 + 3 + 1 + 3 = 13 pixels across (characters and one-pixel gaps), 5 down.
    assert pixel_width("4:59") == 13
    # 78 columns / 13 = 6 columns a pixel; 21 rows / 5 = 4 rows a pixel.
    assert scale_for("4:59", 78, 21) == (6, 4)
    lines = block_lines("4:59", 78, 21)
    assert len(lines) == 5 * 4 and {len(line) for line in lines} == {13 * 6}
    # The top row of "4" is "#.#": lit, dark, lit, each 6 columns wide.
    assert lines[0][:18] == "█" * 6 + " " * 6 + "█" * 6
    # A tall narrow window: a pixel is never taller (rows) than it is wide (columns).
    assert scale_for("4:59", 26, 100) == (2, 2)


def test_every_digit_has_a_glyph_of_five_rows():
    for ch in "0123456789:":
        assert len(GLYPHS[ch]) == 5 and len({len(row) for row in GLYPHS[ch]}) == 1, ch


async def test_f_shows_the_timer_full_screen_with_its_warnings_and_any_key_returns():
    clock = FakeClock()
    app = app_with(clock, Wall(), start="demo")
    bells = []
    async with app.run_test(size=(80, 24)) as pilot:
        app.bell = lambda: bells.append(1)
        await pilot.pause()
        await pilot.press("n", "t")  # Trading; start the 5:00 timer
        await pilot.press("f")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, BigTimerScreen)
        digits = str(screen.query_one("#big-digits", Static).render()).splitlines()
        # 80x24 less the status rows: "5:00" is 13 pixels → 6 columns × 4 rows each: 78 × 20 cells.
        assert (len(digits), max(map(len, digits))) == (20, 78)
        assert "running" in str(screen.query_one("#big-status", Static).render())
        clock.advance(241)  # 59 s left: the one-minute warning, heard and seen here too
        app.poll_timer()
        await pilot.pause()
        assert bells == [1] and screen.has_class("-flash") and screen.has_class("-low")
        assert "0:59 left" in str(screen.query_one("#big-status", Static).render())
        await pilot.press("x")  # any key: back to the table, and the key does nothing else
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert app.game.state.phase == "trading" and not app.game.state.this_turn.warehouse


async def test_the_big_timer_is_offered_only_while_trading():
    app = app_with(FakeClock(), Wall(), start="demo")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("f")  # Production: no timer to show
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert "big_timer" not in {b.binding.action for b in app.screen.active_bindings.values() if b.enabled}
