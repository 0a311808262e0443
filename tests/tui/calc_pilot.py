"""Helpers for the calculator screen's Pilot tests: open it, type into a box, read an answer."""

from __future__ import annotations

from textual import events
from textual.widgets import Static, TabbedContent

from companion.tui.app import make_app
from companion.tui.calc_forms import titm
from companion.tui.screens.calculator import PACKS, CalculatorScreen
from companion.tui.widgets.field import Field

#: Characters Pilot.press needs by name.
KEYS = {" ": "space", ",": "comma", "-": "minus", ":": "colon", "&": "ampersand", "=": "equals_sign"}


def calculator_app():
    return make_app(start="start", blink=False)


async def open_calculator(pilot) -> CalculatorScreen:
    await pilot.pause()
    await pilot.press("ctrl+k")
    await pilot.pause()
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, CalculatorScreen)
    return screen


async def type_into(pilot, box_id: str, text: str) -> None:
    """Click into a box, clear it, and type ``text`` key by key."""
    field = pilot.app.screen.query_one(f"#{box_id}", Field)
    field.focus()
    field.value = ""
    await pilot.pause()
    await pilot.press(*[KEYS.get(ch, ch) for ch in text])
    await pilot.pause()


async def enter(pilot, box_id: str, text: str) -> None:
    """Click into a box, clear it, paste all of ``text`` but its last character, and type that one.

    A terminal delivers pasted text as one event; the last key press is what the
    answer must follow. (Each Pilot key press costs ~60 ms of waiting for idle;
    typing every character of every box made these tests take a minute.)
    """
    field = pilot.app.screen.query_one(f"#{box_id}", Field)
    field.focus()
    field.value = ""
    await pilot.pause()  # focusing selects the box's text: let it happen before pasting
    if len(text) > 1:
        field.post_message(events.Paste(text[:-1]))
        await pilot.pause()
    if text:
        await pilot.press(KEYS.get(text[-1], text[-1]))
        await pilot.pause()


def answer(pilot, form_id: str) -> str:
    """The text in a computation's answer area."""
    return str(pilot.app.screen.query_one(f"#{form_id}--answer", Static).content)


async def show_tab(pilot, number: int, computation: str | None = None) -> None:
    """Alt+number for the tab; then Ctrl+Down/Up, the shorter way round, to a rule pack's ``computation`` (a form id)."""
    screen = pilot.app.screen
    outer = screen.query_one("#calc-tabs", TabbedContent)
    wanted = [f"tab-{f.id}" for f in titm.FORMS] + [f"tab-{p.id}" for p in PACKS]
    if outer.active != wanted[number - 1]:
        await pilot.press(f"alt+{number}")
        await pilot.pause()
    if computation is not None:
        pack = PACKS[number - 1 - len(titm.FORMS)]
        panes = [f"tab-{f.id}" for f in pack.forms]
        here = panes.index(screen.query_one(f"#{pack.id}-tabs", TabbedContent).active)
        steps = (panes.index(f"tab-{computation}") - here) % len(panes)
        key = "ctrl+down"
        if steps > len(panes) // 2:
            steps, key = len(panes) - steps, "ctrl+up"
        for _ in range(steps):
            await pilot.press(key)
            await pilot.pause()
    await pilot.pause()


def assert_one_warning(text: str, *fragments: str) -> None:
    assert text.startswith("⚠ "), text
    assert "\n" not in text, text
    for fragment in fragments:
        assert fragment in text, text


