"""The start screen's **g**: the host's language, the next one the companion speaks, shown at once and
kept for the next start (``settings.json``)."""

from __future__ import annotations

from textual.widgets import OptionList

from companion import i18n
from companion.settings import saved_language
from companion.tui.app import make_app
from tests.game.helpers import fixed_clock


async def test_g_switches_the_start_screen_to_the_next_language_and_keeps_it():
    german = i18n.translations("de")
    shipped = i18n.shipped()
    assert shipped[:2] == ["en", "de"]  # English first, then the catalogs in order: de is the next
    app = make_app(start="start", blink=False, now=fixed_clock())
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            menu = app.screen.query_one(OptionList)
            assert str(menu.get_option("new").prompt) == "New game…"
            await pilot.press("g")
            await pilot.pause()
            menu = app.screen.query_one(OptionList)
            assert str(menu.get_option("new").prompt) == german.gettext("New game…") != "New game…"
            language = german.gettext("Language: {language} (g: the next one)").format(language="Deutsch")
            assert str(menu.get_option("language").prompt) == language != "Language: Deutsch (g: the next one)"
            assert menu.highlighted == menu.get_option_index("language")
            assert saved_language() == "de"
    finally:
        i18n.set_default(i18n.SOURCE)
