"""The keys' tooltips in the pseudo-locale ``qps`` (issue 36): what the mouse shows resting on a footer key,
and what F1 says of each key, are catalog messages.

A binding's tooltip is written in English where the binding is declared (at import, before the host's
language is chosen) and said in the host's language where it is shown: the footer's keys
(:class:`companion.tui.widgets.footer.KeysFooter`) and F1's list of keys
(:class:`companion.tui.screens.help.HelpScreen`). Read with :mod:`tests.tui.test_tui_pseudo`'s helpers:
a text with a letter outside ⟦ ⟧ (the keys' names and the game's own words taken out) is one no catalog holds.
"""

from __future__ import annotations

import re

from textual.screen import Screen
from textual.widgets import Markdown
from textual.widgets._footer import FooterKey

from companion.game.titm.events import PhaseAdvance
from companion.tui.app import make_app
from tests.game.helpers import fixed_clock, new_game
from tests.game.tables import play_tied_game
from tests.game.tnt_helpers import new_tnt
from tests.tui.test_tui_pseudo import host_language, unwrapped  # noqa: F401 - a fixture
from tests.web.test_browser_pseudo import data_words

#: A row of F1's tables of keys: ``| `t` | Timer: start, pause or resume the trading timer |``.
HELP_ROW = re.compile(r"^\| `(?P<keys>[^`]*)` \| (?P<does>.*) \|$", re.MULTILINE)


def footer_tooltips(screen: Screen) -> dict[str, str]:
    """Each footer key's tooltip, by key (every key the footer composed, those cut at its right end too)."""
    return {key.key: str(key.tooltip) for key in screen.query(FooterKey) if key.tooltip}


async def help_rows(pilot) -> dict[str, str]:
    """What F1 says of each key of the screen (``keys → does``), then closes it."""
    await pilot.press("f1")
    await pilot.pause()
    rows = {m["keys"]: m["does"] for m in HELP_ROW.finditer(pilot.app.screen.query_one(Markdown).source)}
    await pilot.press("escape")
    await pilot.pause()
    return rows


async def test_the_keys_tooltips_in_the_footer_and_in_f1_are_catalog_messages(tmp_path, host_language):
    host_language("qps")
    seen: dict[str, list[str]] = {}

    game = new_game(tmp_path / "table")
    game.record(PhaseAdvance(to="trading"))  # the phase with the most keys in the footer (the timer's)
    words = data_words(game)
    game.close()
    app = make_app(start="open", game_path=tmp_path / "table" / "game.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        table_tips = footer_tooltips(app.screen)
        seen["table's footer"] = unwrapped(list(table_tips.values()), words)
        rows = await help_rows(pilot)
        seen["F1 on the table"] = unwrapped(list(rows.values()), words)

    game = new_game(tmp_path / "end")
    play_tied_game(game)
    words = data_words(game)
    game.close()
    app = make_app(start="open", game_path=tmp_path / "end" / "game.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("n")  # the game is over: on to the end screen
        await pilot.pause()
        assert type(app.screen).__name__ == "EndScreen"
        end_tips = footer_tooltips(app.screen)
        seen["end screen's footer"] = unwrapped(list(end_tips.values()), words)

    game = new_tnt(tmp_path / "tnt")
    words = [game.state.name, *game.state.names, *(p.symbol for p in game.state.players)]
    game.close()
    app = make_app(start="open", game_path=tmp_path / "tnt" / "tnt.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == "TntScreen"
        tnt_tips = footer_tooltips(app.screen)
        seen["scoreboard's footer"] = unwrapped(list(tnt_tips.values()), words)

    problems = {where: texts for where, texts in seen.items() if texts}
    for where, texts in problems.items():
        print(where, texts)
    assert problems == {}
    # each had something to check: the keys with a tooltip, and F1 says the timer's after its description
    assert {"n", "t", "e"} <= set(table_tips) and {"l", "r"} <= set(end_tips) and {"e", "s", "c"} <= set(tnt_tips)
    assert rows["t"].count("⟦") == 2 and "⟧: ⟦" in rows["t"]
