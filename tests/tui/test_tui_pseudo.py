"""The host's screens in the pseudo-locale ``qps`` (issue 36): every text they show is a catalog message.

``qps`` (companion/locale_build.py) wraps every message in ⟦ ⟧: a text with a letter outside ⟦ ⟧ —
once the game's own words (the players' and the game's names, the names printed on the cards) and the
keys' names (``t``, ``Esc``, ``Ctrl+R``) are taken out — is one no catalog holds. Read as Textual's Pilot
shows them at 80×24: the table in each phase of a turn, the penalty, goods and calamity dialogs and the
end screen. In German, the table's column headings and the footer's keys fit their room whole.
"""

from __future__ import annotations

import re

import pytest
from rich.text import Text
from textual.screen import Screen
from textual.widgets import DataTable, Digits, Label, Static
from textual.widgets._footer import FooterKey

from companion import i18n
from companion.game.titm.events import AbilitiesResolved, PhaseAdvance
from companion.tui.app import make_app
from companion.tui.widgets.players import PlayerBoard
from companion.game.titm.why import final_details
from tests.game.helpers import fixed_clock, new_game, play_turn
from tests.game.tables import play_tied_game
from tests.web.test_browser_pseudo import data_words

#: A message, innermost first (a message may hold another: "⟦Peasant Revolt: Ann (⟦−1 development⟧…)⟧").
WRAPPED = re.compile(r"⟦[^⟦⟧]*⟧")
#: Keys as the screens name them beside a message (``t⟦ timer⟧``, ``Enter: …``): not words to translate.
KEYS = re.compile(r"(?<![^\W\d_])(?:[Ee]nter|Ctrl\+\w+|Enter|Esc|Tab|F\d+|PgUp|PgDn|shift|[a-z])(?![^\W\d_])")


@pytest.fixture
def host_language():
    """Speak ``code`` as the host for the test (the suite's host speaks English, tests/conftest.py)."""
    def speak(code: str) -> None:
        i18n.set_default(code)
    yield speak
    i18n.set_default(i18n.SOURCE)


def shown_texts(screen: Screen) -> list[str]:
    """The whole text of every widget ``screen`` shows (a text cut at its widget's edge, whole)."""
    texts = []
    for widget in screen.query("*"):
        if not widget.display or not widget.region.area or isinstance(widget, Digits):
            continue
        if isinstance(widget, DataTable):
            texts += [str(column.label) for column in widget.columns.values()]
            texts += [str(cell) for row in range(widget.row_count) for cell in widget.get_row_at(row)]
        elif isinstance(widget, FooterKey):
            texts.append(widget.description)
        elif isinstance(widget, (Static, Label)):
            shown = widget.render()
            texts.append(shown.plain if isinstance(shown, Text) else str(shown))
    return [text for text in texts if text.strip()]


def unwrapped(texts: list[str], words: list[str]) -> list[str]:
    """The texts with a letter left once the ⟦ ⟧ messages, the game's words and the keys' names are taken out."""
    found = []
    for text in texts:
        rest, before = text, None
        while rest != before:
            before, rest = rest, WRAPPED.sub(" ", rest)
        for word in words:
            rest = rest.replace(word, " ")
        if re.search(r"[^\W\d_]", KEYS.sub(" ", rest)):
            found.append(text)
    return found


def _turn_3(tmp_path):
    """A 4-player game at the start of turn III (two turns of nothing played)."""
    game = new_game(tmp_path)
    for _turn in (1, 2):
        play_turn(game)
    return game


async def _look(pilot, app, words, seen: dict[str, list[str]], where: str) -> None:
    await pilot.pause()
    seen[where] = unwrapped(shown_texts(app.screen), words)


async def test_every_text_of_the_table_its_dialogs_and_the_end_screen_is_a_catalog_message(tmp_path, host_language):
    host_language("qps")
    game = _turn_3(tmp_path / "table")
    words = data_words(game)
    game.close()
    seen: dict[str, list[str]] = {}
    app = make_app(start="open", game_path=tmp_path / "table" / "game.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await _look(pilot, app, words, seen, "production")
        for phase, events in (("trading", [PhaseAdvance(to="trading")]),
                              ("resolution", [PhaseAdvance(to="resolution"), AbilitiesResolved()])):
            for event in events:
                app.game.record(event)
            app.state_changed()
            await _look(pilot, app, words, seen, phase)
        await pilot.press("p")  # the penalty dialog, its preview drawn
        await _look(pilot, app, words, seen, "penalty dialog")
        assert type(app.screen).__name__ == "FormDialog"
        await pilot.press("escape")
        await pilot.press("enter")  # step 2: the goods dialog of the player under the cursor
        await _look(pilot, app, words, seen, "goods dialog")
        assert type(app.screen).__name__ == "GoodsDialog"
        await pilot.press("escape")
        from companion.game.titm.events import GoodsResolved

        for name in app.game.state.names:  # Ann's two cards show two depressions: below the line, the Peasant Revolt's victim
            spent, icons = ({"grain": 2}, {"depression": 2}) if name == "Ann" else ({}, {})
            app.game.record(GoodsResolved(player=name, goods=spent, icons=icons))
        app.state_changed()
        await pilot.pause()
        await pilot.press("n")  # step 3: the calamity dialog
        await _look(pilot, app, words, seen, "calamity dialog")
        assert type(app.screen).__name__ == "CalamityDialog"
        await pilot.press("escape")
    game = new_game(tmp_path / "end")
    play_tied_game(game)
    # the tie-break's steps and the itemised Monuments/Shrines are the game's record, kept in English
    # (README, "What stays English"), as the pages show them
    finals = [f"{final.name}: {line}" for final in game.state.ranking.finals for line in final_details(final)]
    words = [*game.state.ranking.steps, *finals, *data_words(game)]
    game.close()
    app = make_app(start="open", game_path=tmp_path / "end" / "game.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await _look(pilot, app, words, seen, "game over")
        await pilot.press("n")
        await _look(pilot, app, words, seen, "end screen")
        assert type(app.screen).__name__ == "EndScreen"
    problems = {where: texts for where, texts in seen.items() if texts}
    for where, texts in problems.items():
        print(where, texts)
    assert problems == {}
    assert set(seen) >= {"production", "trading", "resolution", "penalty dialog", "goods dialog", "calamity dialog", "end screen"}


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_in_german_the_table_s_headings_and_keys_are_german_and_fit_their_room(size, host_language):
    """The players' columns (compact at 80 columns, wide at 120) have room for their German headings
    (``Zufriedenheit`` in the wide Happiness column's 17 cells, ``Zuf`` in the compact one's 3), and the
    footer's German keys are whole on the screen (the footer drops whole keys that do not fit)."""
    host_language("de")
    german = i18n.translations("de")
    app = make_app(start="demo", blink=False, now=fixed_clock())
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.game.record(PhaseAdvance(to="trading"))
        app.state_changed()
        await pilot.pause()
        board = app.screen.query_one(PlayerBoard)
        english = [label for label, _width in board.columns_for(board.fits_wide(app.game.state), app.game.state)]
        headings = [column.label for column in board.columns.values()]
        assert [h.plain for h in headings] == [german.gettext(label) for label in english]
        assert headings[0].plain == "Person"  # not "Player": the catalog's word
        assert all(h.cell_len <= column.width for h, column in zip(headings, board.columns.values()))
        keys = [key for key in app.screen.query(FooterKey) if key.display]
        assert "Weiter" in [key.description for key in keys]
        assert all(key.region.right <= size[0] for key in keys)
