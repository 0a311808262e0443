"""The host's other screens in the pseudo-locale ``qps`` (issue 36): every text they show is a catalog message.

As tests/tui/test_tui_pseudo.py does for the table: read as Textual's Pilot shows them at 80×24, a
text with a letter outside ⟦ ⟧ — once the game's own words (players, the names printed on the cards,
the ledger's stored reasons, which the journal keeps in English) and the keys' names are taken out — is
one no catalog holds. The new-game forms, the calculator (each game's computations, one answered), the
ledger's tabs and the statistics screen's tabs over a folder of two finished games.
"""

from __future__ import annotations

from textual.widgets import Static

from companion.game.store import games_dir
from companion.tui.app import make_app
from companion.tui.widgets.field import Field
from companion.tui.widgets.ledger_table import why
from tests.stats.nights import monday, tuesday
from tests.tui.calc_pilot import open_calculator, show_tab
from tests.tui.test_tui_pseudo import host_language, shown_texts, unwrapped  # noqa: F401 - a fixture
from tests.web.test_browser_pseudo import data_words

#: What the rule packs' cards and games are called as printed (their data, not the companion's words).
PACK_WORDS = ["Adv. Civ", "Mega Civ", "TI4", "Trade & Triumph", "Grain", "Bronze", "Forest", "Mountain", "Desert",
              "Ocean"]


async def _look(pilot, words: list[str], seen: dict[str, list[str]], where: str) -> None:
    await pilot.pause()
    seen[where] = unwrapped(shown_texts(pilot.app.screen), sorted(words, key=len, reverse=True))  # a word inside another after it


def _problems(seen: dict[str, list[str]]) -> dict[str, list[str]]:
    problems = {where: texts for where, texts in seen.items() if texts}
    for where, texts in problems.items():
        print(where, texts)
    return problems


async def test_the_new_game_forms_and_the_calculator_show_only_catalog_messages(host_language):
    host_language("qps")
    seen: dict[str, list[str]] = {}
    app = make_app(start="start", blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await _look(pilot, [], seen, "new game")
        assert type(app.screen).__name__ == "NewGameScreen"
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("t")
        await _look(pilot, [], seen, "new Trade and Triumph")
        assert type(app.screen).__name__ == "TntNewGameScreen"
        await pilot.press("ctrl+s")  # no trader named: the form says why
        await _look(pilot, [], seen, "new Trade and Triumph refused")
        await pilot.press("escape")
        await pilot.pause()
        await open_calculator(pilot)
        words = ["titm-v6", "wine", "dye", *PACK_WORDS]
        await _look(pilot, words, seen, "calculator")
        for tab, typed in ((1, {"sets--goods": "wine 7, dye 2"}),
                           (6, {"advciv-value--cards": "grain 3, bronze 3"}),
                           (7, {"megaciv-value--players": "9", "megaciv-value--cards": "grain 8"}),
                           (8, {"ti4-replenish--player": "5 2 0"}),  # a commodity value of 5 holding 2
                           (9, {"tnt-sell--resources": "forest 2, mountain, desert, ocean 3"})):
            form = next(iter(typed)).partition("--")[0]
            await show_tab(pilot, tab, None if tab == 1 else form)
            for box, text in typed.items():  # the answer follows each change of a box (as typing makes them)
                app.screen.query_one(f"#{box}", Field).value = text
            await _look(pilot, words, seen, f"calculator: {form}")
            assert "⟦" in str(app.screen.query_one(f"#{form}--answer", Static).content)  # an answer, not a ⚠
    assert _problems(seen) == {}


async def test_the_ledger_and_the_statistics_show_only_catalog_messages(host_language):
    monday()
    tuesday()
    host_language("qps")
    seen: dict[str, list[str]] = {}
    app = make_app(start="demo", blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.game
        # the journal's record, kept in English: the ledger's kinds and reasons, the events as the reports word them
        record = {why(e) for e in game.state.ledger} | {game.kind.describe(e, game.state) for e in game.events}
        words = [*sorted(record, key=len, reverse=True), *data_words(game), "Σ"]  # Σ: a sum's sign, not a word
        await pilot.press("ctrl+l")
        await pilot.pause()
        for tab in "lhrv":
            await pilot.press(tab)
            await _look(pilot, words, seen, f"ledger {tab}")
        await pilot.press("escape")
        await pilot.pause()
        await app.run_action("stats")
        await pilot.pause()
        await app.workers.wait_for_complete()
        # the games' names, the players', and what the games recorded: the ledger's sources, the names
        # printed on the cards (the demo game's developments and calamities), the folder
        words = [str(games_dir()), "Demo night", "Monday", "Tuesday", *data_words(game), "Ann", "ann", "Ben", "Bo",
                 "Cat", "Dan", "Eve", "correction", "Peasant Revolt", "Barbarian Attack"]
        # the ratings' symbols (μ, σ) and the chart's marks of its lines (each player's initial)
        words += ["μ", "σ", "A", "B", "C", "D", "E"]
        for tab in "slg":
            await pilot.press(tab)
            await _look(pilot, words, seen, f"statistics {tab}")
    assert _problems(seen) == {}
