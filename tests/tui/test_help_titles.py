"""F1 on every screen and dialog names it in people's words, never by its class (issue 9, section 4).

Before: "Keys — Goods dialog", "Keys — Form dialog", "Keys — Calamity dialog" (the class
names split into words).
"""

from __future__ import annotations

import random
import re

from textual.widgets import Markdown

from companion.game.titm.autoplay import play
from tests.tui.helpers import demo_app, help_text
from companion.game.titm.events import AbilitiesResolved, GoodsResolved, PhaseAdvance

CLASS_NAME = re.compile(r"[a-z][A-Z]|Dialog|Screen|Form\b")


async def _title(pilot) -> str:
    """Press F1 and return the help's title (what follows "Keys — "), then close the help."""
    under = pilot.app.screen
    await pilot.press("f1")
    await pilot.pause()
    source = pilot.app.screen.query_one(Markdown).source
    await pilot.press("escape")
    await pilot.pause()
    assert pilot.app.screen is under
    title = source.splitlines()[0].removeprefix("# Keys — ")
    assert not CLASS_NAME.search(title), title
    return title


async def _open(pilot, *keys: str) -> None:
    await pilot.press(*keys)
    await pilot.pause()


async def _close(pilot) -> None:
    await pilot.press("escape")
    await pilot.pause()


async def test_f1_names_every_screen_and_dialog_of_a_turn_in_peoples_words():
    app = demo_app()
    seen = []
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        seen.append(await _title(pilot))  # the table
        await _open(pilot, "n")  # Trading
        for key in ("w", "v", "p", "k", "x"):
            await _open(pilot, key)
            seen.append(await _title(pilot))
            await _close(pilot)
        await _open(pilot, "down", "down", "a")  # Cleo's trade phase ability (Theatre)
        seen.append(await _title(pilot))
        await _close(pilot)
        await _open(pilot, "e")  # asked: time remains
        seen.append(await _title(pilot))
        await _open(pilot, "y")
        await _open(pilot, "n", "n")  # step 1, then the goods of everyone
        seen.append(await _title(pilot))
        await _close(pilot)
        game = app.game
        play(game, random.Random(2), until=(game.state.turn, "development"))  # the rest of step 2 and step 3
        app.state_changed()
        await _open(pilot, "d")
        seen.append(await _title(pilot))
        await _open(pilot, "up", "enter")  # "+ a custom card"
        seen.append(await _title(pilot))
        await _close(pilot)
        await _close(pilot)
        for key in ("ctrl+l", "ctrl+k"):
            await _open(pilot, key)
            seen.append(await _title(pilot))
            await _close(pilot)
    assert seen == [
        "The table",
        "Warehouse",
        "VP moved as part of a deal",
        "Penalty",
        "Ruling",
        "Correction",
        "Trade phase ability",
        "End trading early?",
        "Resolution step 2 — goods and bottoms",
        "Development — the cards each player plays",
        "Custom development for Cleo",  # the player under the cursor since a
        "Ledger and history",
        "Referee calculator",
    ]


async def test_f1_in_the_calamities_dialog():
    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.game
        play(game, random.Random(2), until=(game.state.turn, "resolution"))
        game.record(AbilitiesResolved())
        for i, name in enumerate(game.state.names):
            # the first player spends 2 wine with Barbarian Fury (civic goods carry it): safety −4 at
            # least, below the yellow line, so the dialog has a victim (with none, n records at once)
            spent = {"goods": {"wine": 2}, "icons": {"barbarian-fury": 2}} if i == 0 else {"goods": {}, "icons": {}}
            game.record(GoodsResolved(player=name, **spent))
        app.state_changed()
        await _open(pilot, "n")
        assert await _title(pilot) == "Resolution step 3 — calamities"
        # Enter records once every die reads (the keys' line: 'Enter: record'), not 'on the last field'
        text = await help_text(pilot)
        assert "| `enter` | on to the next die still to type; once every victim's die reads, record |" in text
        assert "on the last one" not in text


async def test_f1_on_the_table_says_what_each_key_does_and_offers_only_the_phases_keys():
    # "enter | Enter" told the host nothing: each of the table's keys says what it does. And only the
    # keys that act in this phase are listed: Abandon (g / r) is a Trading phase key (001 Abandon).
    app = demo_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        assert app.game.state.phase == "production"
        text = await help_text(pilot)
        assert "| `n` | Next: the phase's next step, or the next phase (the panel says which) |" in text
        assert "| `x` | Correct: correct the selected player's VP or a marker, with a reason |" in text
        assert "Abandon" not in text and "`enter`" not in text  # g / r listed in Production before
        await pilot.press("n")  # on to Trading
        await pilot.pause()
        text = await help_text(pilot)
        assert "| `g` | Abandon gov: the selected player abandons government this turn" in text
        game = app.game
        play(game, random.Random(2), until=(game.state.turn, "development"))
        app.state_changed()
        await pilot.pause()
        text = await help_text(pilot)
        assert "| `enter` | Enter: act for the selected player: their goods in Resolution step 2, their developments |" in text
        assert "Abandon" not in text


def test_every_screen_and_dialog_of_the_companion_has_a_help_title():
    """F1 says "Keys — this screen" for a screen with no HELP_TITLE: the sharing's "Whose phone?"
    list and a player's QR code had none (the walk above never opens them)."""
    import importlib
    import pkgutil

    from textual.screen import Screen

    import companion.tui.dialogs
    import companion.tui.screens
    from companion.tui.dialogs.base import EntryDialog
    from companion.tui.screens.help import HelpScreen
    from companion.tui.screens.new_game import PlayersForm

    bases = {EntryDialog, PlayersForm, HelpScreen}  # the help itself, and classes only derived from
    found = []
    for package in (companion.tui.screens, companion.tui.dialogs):
        for info in pkgutil.iter_modules(package.__path__):
            module = importlib.import_module(f"{package.__name__}.{info.name}")
            for value in vars(module).values():
                if isinstance(value, type) and issubclass(value, Screen) and value.__module__ == module.__name__:
                    found.append(value)
    missing = [cls.__name__ for cls in found if cls not in bases and getattr(cls, "HELP_TITLE", "") in ("", "Dialog")
               and "HELP_TITLE" not in cls.__init__.__code__.co_names]
    assert len(found) > 20 and missing == []


async def test_the_help_says_how_to_close_it_however_far_it_is_scrolled():
    # At 80×24 the help covers the whole screen, footer included, and nothing said how to leave it.
    from tests.tui.hostile import screen_text

    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("f1")
        await pilot.pause()
        for _ in range(2):
            assert "Esc, F1 or q: close" in screen_text(app).splitlines()[-1]
            await pilot.press("pagedown")
            await pilot.pause()
        await pilot.press("q")
        await pilot.pause()
        assert type(app.screen).__name__ == "TableScreen"


async def test_f1_in_an_entry_dialog_explains_enter_and_tab():
    # F1 in the goods dialog listed only "escape": nothing said that Enter goes on to the bottoms
    # and then records the player, nor that Tab moves between the fields (every form the same).
    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await _open(pilot, "n")  # Trading
        await _open(pilot, "v")  # a form: the VP deal
        text = await help_text(pilot)
        assert "| `enter` |" in text and "| `tab, shift+tab` |" in text
        await _close(pilot)
        await _open(pilot, "e", "y", "n", "n")  # Resolution step 2: the goods dialog
        text = await help_text(pilot)
        assert "| `enter` | in Goods: on to the bottoms; in Bottoms: record" in text
        assert "| `tab, shift+tab` |" in text


async def test_enter_is_listed_in_resolution_only_where_it_enters_goods():
    # F1 listed 'enter: … their goods in Resolution' in steps 1 and 3, where Enter does nothing (the
    # abilities and the calamities are n's): F1 lists only the keys that act now.
    app = demo_app()
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        app.game.record(PhaseAdvance(to="trading"))
        app.game.record(PhaseAdvance(to="resolution"))
        app.state_changed()
        await pilot.pause()
        assert "`enter`" not in await help_text(pilot)  # step 1
        app.game.record(AbilitiesResolved())
        app.state_changed()
        await pilot.pause()
        assert "| `enter` | Enter: act for the selected player: their goods in Resolution step 2" in await help_text(pilot)
        for name in app.game.state.names:
            app.game.record(GoodsResolved(player=name))
        app.state_changed()
        await pilot.pause()
        assert "`enter`" not in await help_text(pilot)  # step 3
