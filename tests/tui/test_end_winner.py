"""The end screen's Winner line names every player who shares first place (001 "The End of the Game")."""

from __future__ import annotations

from textual.widgets import Static

from companion.tui.app import make_app
from tests.game.helpers import fixed_clock, new_game
from tests.game.tables import play_to_the_end


async def test_four_players_tied_on_every_figure_are_named_as_a_list(tmp_path):
    # Nobody scores and nobody plays a development: 0 chits + 0 development VP + 0 from Monuments
    # = 0 VP each; levels 0 + 0 (centre spaces, R5); no happy faces or shields (R15). Tied on
    # every figure: "the tied players thumb wrestle to determine the victor" — all four.
    game = new_game(tmp_path)
    play_to_the_end(game)
    game.close()
    app = make_app(start="open", game_path=tmp_path / "game.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("n")  # the game is over: n shows the final ranking
        await pilot.pause()
        steps = str(pilot.app.screen.query_one("#steps", Static).render())
        assert steps.splitlines()[0] == "Winner: Ann, Ben, Cat and Dan — thumb wrestle!"
        assert "Ann, Ben, Cat and Dan tie at 0 VP." in steps


def test_the_rankings_qr_code_has_the_two_module_quiet_zone_the_share_screen_needs():
    # A margin of 1 light module did not always scan beside a dark screen; 2 did (issue 10). The
    # end screen's code had 1. print_ascii draws two module rows per text row, light as "█":
    # with 2 light rows above the code, the first text row is light all along.
    from companion.tui.screens.end import qr_text

    rows = qr_text("Test night: final ranking\n1. Ann 16 VP").splitlines()
    assert set(rows[0]) == {"█"}
    # below: the last text row is light all along too ("▀" when the module rows are odd in number:
    # its lower half is past the code's end)
    assert len(set(rows[-1])) == 1 and set(rows[-1]) <= {"█", "▀"}
    assert all(row[:2] == "██" and row[-2:] == "██" for row in rows[:-1])  # 2 light columns each side
