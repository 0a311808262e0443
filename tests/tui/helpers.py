"""Helpers for Pilot tests: the demo app with a fixed clock, reading table cells, typing text."""

from __future__ import annotations

from textual import events
from textual.pilot import Pilot
from textual.widgets import DataTable, Input

from companion.tui.app import CompanionApp, make_app
from tests.game.helpers import fixed_clock
from companion.game.titm.events import PhaseAdvance


def demo_app() -> CompanionApp:
    """The demo game (five players at the start of turn III) with reproducible timestamps."""
    return make_app(start="demo", blink=False, now=fixed_clock())


async def demo_to_trading(pilot: Pilot) -> None:
    """The demo app, once up, moved on to the Trading phase of turn III (recorded, not keyed)."""
    await pilot.pause()
    pilot.app.game.record(PhaseAdvance(to="trading"))
    pilot.app.state_changed()
    await pilot.pause()


def cells(table: DataTable, key: str) -> list[str]:
    """The plain text of the cells of the row with ``key``."""
    return [str(cell) for cell in table.get_row(key)]


def column(table: DataTable, index: int) -> list[str]:
    """The plain text of one column, top to bottom."""
    return [str(table.get_row_at(row)[index]) for row in range(table.row_count)]


async def type_text(pilot: Pilot, text: str) -> None:
    """Put ``text`` into the focused field at the cursor, as a paste would (quicker than a key per letter)."""
    field = pilot.app.focused
    assert isinstance(field, Input), f"expected a text field to have focus, not {field!r}"
    field.insert_text_at_cursor(text)
    await pilot.pause()


#: Characters Pilot names by key.
KEY_NAMES = {" ": "space", ",": "comma", "-": "minus", ":": "colon", "+": "plus"}


def keys_of(text: str) -> list[str]:
    """The keys that type ``text``, one per character."""
    return [KEY_NAMES.get(ch, ch) for ch in text]


def send_keys(pilot: Pilot, keys: list[str]) -> None:
    """Post key events straight to the app's driver without waiting between them (a host typing fast).

    ``pilot.press`` waits for the app to go idle after every key; this does not, so
    keys arrive while a dialog is still opening or Enter is still being handled.
    """
    driver = pilot.app._driver
    for key in keys:
        character = key if len(key) == 1 else {name: ch for ch, name in KEY_NAMES.items()}.get(key)
        event = events.Key(key, character)
        event.set_sender(pilot.app)
        driver.send_message(event)


async def until_screen(pilot: Pilot, screen_type: type, timeout: float = 20.0):
    """Wait until the app shows a screen of ``screen_type`` (opening a game takes longer on a loaded machine)."""
    import time

    deadline = time.monotonic() + timeout
    while not isinstance(pilot.app.screen, screen_type):
        assert time.monotonic() < deadline, f"no {screen_type.__name__} after {timeout} s (showing {pilot.app.screen!r})"
        await pilot.pause(0.05)
    await pilot.pause()
    return pilot.app.screen


async def custom_card_form(pilot: Pilot):
    """The demo played on to its turn's Development phase, and the custom card form opened from
    the development dialog (d, then ↑ round to "+ a custom card", Enter); returns the form."""
    import random

    from companion.game.titm.autoplay import play

    app = pilot.app
    await pilot.pause()
    play(app.game, random.Random(0), until=(app.game.state.turn, "development"))
    app.state_changed()
    await pilot.press("d")
    await pilot.pause()
    await pilot.press("up", "enter")
    await pilot.pause()
    return app.screen


async def share(pilot: Pilot) -> None:
    """s on the table, and wait for the share screen with the server listening."""
    await pilot.press("s")
    for _ in range(100):
        await pilot.pause(0.02)
        if pilot.app.sharing is not None and type(pilot.app.screen).__name__ == "ShareScreen":
            return
    raise AssertionError("sharing did not start")


async def palette(pilot: Pilot, title: str) -> None:
    """Ctrl+P, the command's ``title`` typed, Enter: run a command of the command palette as a host does."""
    await pilot.press("ctrl+p")
    await pilot.pause()
    await pilot.press(*title)
    await pilot.pause()
    await pilot.pause()  # the palette's search runs in a worker
    await pilot.press("enter")
    await pilot.pause()
    await pilot.pause()


async def help_text(pilot: Pilot) -> str:
    """F1 on the current screen: the help's Markdown source (the help is closed again)."""
    from textual.widgets import Markdown

    await pilot.press("f1")
    await pilot.pause()
    source = pilot.app.screen.query_one(Markdown).source
    await pilot.press("escape")
    await pilot.pause()
    return source


async def tab_keys_show_their_tab(pilot: Pilot, make_screen, tabs_id: str, keys_and_panes) -> None:
    """Push ``make_screen()`` and run a tab key's action the moment it is mounted, as a key typed right
    after the key that opened the screen is read; its tab must be shown, with the cursor in its table.

    ``keys_and_panes``: (key, pane id) pairs, each tried on a new screen; a pane ``x-tab`` holds the
    table ``x-table``. (The table's focus, left to happen later, used to show its own tab again.)
    """
    from textual.widgets import TabbedContent

    app = pilot.app
    for key, pane in keys_and_panes:
        screen = make_screen()
        await app.push_screen(screen)
        await screen.run_action(screen._bindings.key_to_bindings[key][0].action)
        for _ in range(8):
            await pilot.pause(0.02)
        assert screen.query_one(f"#{tabs_id}", TabbedContent).active == pane
        assert app.focused is not None and app.focused.id == pane.replace("-tab", "-table")
        await app.pop_screen()  # taken down whole before the next is pushed (the test's own order)


def opened_app(game) -> CompanionApp:
    """The app on ``game``'s journal, the game closed first as the command line leaves it (a fixed clock)."""
    game.close()
    return make_app(start="open", game_path=game.path, blink=False, now=fixed_clock())
