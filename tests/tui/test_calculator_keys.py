"""The referee calculator's keys, the command palette, and prefilling from the open game."""

from __future__ import annotations

from textual.widgets import Static

from companion.tui.app import make_app
from companion.tui.screens.calculator import CalculatorScreen
from companion.tui.widgets.calc.form import CalcForm
from companion.tui.widgets.field import Field
from tests.tui.calc_pilot import calculator_app, open_calculator
from tests.tui.helpers import palette


async def test_tab_keys_and_escape():
    async with calculator_app().run_test(size=(80, 24)) as pilot:
        screen = await open_calculator(pilot)
        tabs = screen.tabs
        await pilot.press("ctrl+pagedown")
        await pilot.pause()
        assert tabs.active == "tab-resolve"
        assert screen.focused is screen.query_one("#resolve--goods", Field)
        await pilot.press("ctrl+pageup", "ctrl+pageup")
        await pilot.pause()
        assert tabs.active == "tab-tnt"  # wraps around to the last rule pack
        await pilot.press("ctrl+down")
        await pilot.pause()
        assert screen.active_form().form.id == "tnt-cards"
        await pilot.press("alt+3")
        await pilot.pause()
        assert tabs.active == "tab-victims"
        await pilot.press("escape")
        await pilot.pause()
        await pilot.pause()
        assert type(pilot.app.screen).__name__ == "StartScreen"


async def test_the_command_palette_opens_the_calculator():
    async with calculator_app().run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await palette(pilot, "Calculator")
        assert isinstance(pilot.app.screen, CalculatorScreen)


async def test_an_open_game_prefills_the_selected_player():
    async with make_app(start="demo", blink=False).run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        state = pilot.app.game.state
        await pilot.press("down")  # the second player on the table screen
        await pilot.pause()
        screen = await open_calculator(pilot)
        player = state.players[1]
        for tab in (2, 3):  # Resolve, Victims: a computation's boxes appear when its tab is first shown
            await pilot.press(f"alt+{tab}")
            await pilot.pause()
        forms = {f.form.id: f for f in screen.query(CalcForm)}
        resolve = forms["resolve"].values()
        assert resolve["government"] == f"{player.government.side} {player.government.space}"
        assert resolve["religion"] == f"{player.religion.side} {player.religion.space}"
        assert (resolve["happiness"], resolve["safety"]) == (str(player.happiness), str(player.safety))
        assert forms["victims"].values()["turn"] == str(state.turn)
        for p in state.players:
            assert f"{p.name} {p.happiness} {p.safety}" in forms["victims"].values()["players"]
        assert not forms["resolve"].shown.problem and not forms["victims"].shown.problem
        assert player.name in str(screen.query_one("#calc-title", Static).content)


async def test_fields_typed_fast_with_tabs_land_in_their_boxes():
    # Tab reached the app after the letters typed after it: "wine 2", Tab, "black 1" typed fast
    # all landed in Goods. A priority Tab, as in the dialogs, moves on in the order typed.
    from tests.tui.helpers import keys_of, send_keys

    async with calculator_app().run_test(size=(80, 24)) as pilot:
        screen = await open_calculator(pilot)
        await pilot.press("ctrl+pagedown")
        await pilot.pause()
        assert screen.focused is screen.query_one("#resolve--goods", Field)
        send_keys(pilot, [*keys_of("wine 2"), "tab", *keys_of("black 1")])
        for _ in range(12):
            await pilot.pause()
        assert screen.query_one("#resolve--goods", Field).value == "wine 2"
        assert screen.query_one("#resolve--icons", Field).value == "black 1"


def _terminal_keys(data: str) -> list:
    """The key events Textual's terminal parser reads from the bytes ``data`` (what a terminal sends)."""
    from textual._xterm_parser import XTermParser

    return list(XTermParser().feed(data))


async def test_alt_and_a_digit_as_terminals_send_it_changes_tab():
    # README: "Alt+1…9 change tab". xterm, GNOME Terminal, tmux… send Alt+3 as ESC then "3", which
    # Textual reads as "£" (macOS Option+3): Alt+3 typed "£" into the box and the tab stayed.
    async with calculator_app().run_test(size=(80, 24)) as pilot:
        screen = await open_calculator(pilot)
        box = screen.focused
        assert isinstance(box, Field)
        before = box.value
        driver = pilot.app._driver
        for number, tab in ((3, "tab-victims"), (2, "tab-resolve"), (9, "tab-tnt")):
            for event in _terminal_keys(f"\x1b{number}"):
                event.set_sender(pilot.app)
                driver.send_message(event)
            await pilot.pause()
            await pilot.pause()
            assert screen.tabs.active == tab
        assert box.value == before  # nothing typed into the first box
