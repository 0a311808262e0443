"""The end screen explains every total (issue 9, section 3: "End of the game, explained"; R15)."""

from __future__ import annotations

from textual.widgets import Static

from companion.tui.app import make_app
from tests.game.helpers import fixed_clock, new_game
from tests.game.tables import play_tied_game


def _tied_app(tmp_path):
    game = new_game(tmp_path)
    play_tied_game(game)
    game.close()
    return make_app(start="open", game_path=tmp_path / "game.jsonl", blink=False, now=fixed_clock())


async def _end_screen(pilot):
    await pilot.pause()
    await pilot.press("n")  # the game is over: n shows the final ranking
    await pilot.pause()
    return pilot.app.screen


async def test_the_end_screen_itemises_monuments_and_tie_break_icons_r15(tmp_path):
    app = _tied_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _end_screen(pilot)
        details = str(screen.query_one("#end-details", Static).render())
        # Worked by hand in tests/game/test_end_explained.py: Ann 4 VP from the Monument of
        # Knowledge (Library's book + Theatre's note, × 2); Ben's 2 shields beat Ann's 1 happy face.
        assert "Ann: Monument of Knowledge: 2 apples/notes/books × 2 VP = 4 (Theatre: 1 note; Library: 1 book)" in details
        assert "Ben: levels 3; happy faces + shields 2 (Barracks: 1 shield; Stability: 1 shield)" in details
        assert "Ann: levels 3; happy faces + shields 1 (Theatre: 1 happy face)" in details
        steps = str(screen.query_one("#steps", Static).render())
        assert "happy faces + shields: Ben 2, Ann 1." in steps


def test_the_end_screen_at_80x24(snap_compare, tmp_path):
    async def run_before(pilot):
        await _end_screen(pilot)

    assert snap_compare(_tied_app(tmp_path), terminal_size=(80, 24), run_before=run_before)
