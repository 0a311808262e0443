"""A trade session's host screen and its start form in the pseudo-locale ``qps``, at 80×24 (issue 36).

``qps`` wraps every catalog message in ⟦ ⟧: a text with a letter outside ⟦ ⟧, once the game's own words
(the players' and the session's names, the game's title) and the keys' names are taken out, is one no
catalog holds. Read as Textual's Pilot shows them (tests/tui/test_tui_pseudo.py's helpers): the session
screen during the trade (the timer running), at Calamity Selection (the limit) and after it, the
overrule dialog, and the new-session form of the start screen. The title (the session's name, the game,
the round and the phase, ~40% longer in ``qps``) is whole in the room its bar is given.
"""

from __future__ import annotations

from rich.cells import cell_len
from textual.widgets import Static

from companion.game.tradesession.events import SessionCalamities
from companion.tui.app import make_app
from companion.tui.screens.session import SessionScreen
from tests.game.helpers import fixed_clock
from tests.session.helpers import TWELVE, mega12
from tests.tui.helpers import opened_app
from tests.tui.test_tui_pseudo import host_language, shown_texts, unwrapped  # noqa: F401 - host_language: a fixture

#: The start screen's own words the start form sits over are another test's (tests/tui/test_tui_pseudo.py).
FORM = "FormDialog"


def title_cut(screen) -> list[str]:
    """The title, if its bar's rows (less its padding of 1 cell each side) hold fewer cells than it has."""
    bar = screen.query_one("#title-bar", Static)
    title = str(bar.render())
    return [title] if cell_len(title) > (bar.region.width - 2) * bar.region.height else []


async def test_every_text_of_the_session_screen_and_its_forms_is_a_catalog_message(tmp_path, monkeypatch,
                                                                                   host_language):  # noqa: F811
    host_language("qps")
    game = mega12(tmp_path)
    state = game.state
    words = sorted({state.name, state.title, *state.names}, key=len, reverse=True)
    seen: dict[str, list[str]] = {}
    app = opened_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SessionScreen)
        await pilot.press("t")  # the timer runs: its line is shown
        await pilot.pause(0.3)
        assert str(app.screen.query_one("#session-timer", Static).render()).strip()
        seen["trade"] = unwrapped(shown_texts(app.screen), words) + title_cut(app.screen)
        await pilot.press("e")  # the end of trade: Calamity Selection, its limit shown
        await pilot.pause()
        assert app.game.state.phase == "selection"
        seen["selection"] = unwrapped(shown_texts(app.screen), words) + title_cut(app.screen)
        for name in TWELVE:
            app.record(SessionCalamities(player=name, held=["flood", "flood"] if name == "P01" else []))
        await pilot.press("c")
        await pilot.pause()
        assert app.game.state.phase == "selected"
        seen["selected"] = unwrapped(shown_texts(app.screen), words) + title_cut(app.screen)
        await pilot.press("o")  # the overrule dialog
        await pilot.pause()
        assert type(app.screen).__name__ == FORM
        seen["overrule"] = unwrapped(shown_texts(app.screen), words)
        await pilot.press("escape")
        await pilot.pause()
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    app = make_app(start="start", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("r")  # the new trade session's form
        await pilot.pause()
        assert type(app.screen).__name__ == FORM
        seen["start form"] = unwrapped(shown_texts(app.screen), [])
    assert all(texts == [] for texts in seen.values()), seen
