"""The host's sharing, edition, phone-entry, Trade and Triumph and big-timer screens in the pseudo-locale
``qps`` (issue 36): every text they show, and every notification they raise, is a catalog message.

Read as Textual's Pilot shows them at 80×24, with :mod:`tests.tui.test_tui_pseudo`'s helpers: a text with
a letter outside ⟦ ⟧, once the game's own words are taken out (the players' and the game's names, the
names printed on the cards, the edition's sources and card texts, the links), is one no catalog holds.
"""

from __future__ import annotations

from textual.widgets import Markdown

from companion import i18n
from companion.edition.sourced import SourcedEntry
from companion.game.titm.events import AbilitiesResolved, PhaseAdvance
from companion.tui.app import make_app
from tests.game.helpers import fixed_clock, new_game
from tests.game.tnt_helpers import new_tnt
from tests.tui.helpers import share
from tests.tui.test_tnt_pilot import answer
from tests.tui.test_timer_app import Wall, app_with
from tests.tui.test_timer_model import FakeClock
from tests.tui.test_tui_pseudo import host_language, shown_texts, unwrapped  # noqa: F401 - a fixture
from tests.web.test_browser_pseudo import data_words


def edition_words(edition) -> list[str]:
    """What the edition itself says: the rules headings and rulings its values cite, the house reasons,
    the developments' printed texts (the edition's data, shown as it gives it)."""
    words: set[str] = set()

    def walk(value) -> None:
        if isinstance(value, SourcedEntry):
            for field in type(value).model_fields:
                source = value.provenance(field)
                words.update(str(w) for w in (source.stated, source.assumed, source.house) if w)
        if hasattr(type(value), "model_fields"):
            for field in type(value).model_fields:
                walk(getattr(value, field))
        elif isinstance(value, (list, tuple)):
            for item in value:
                walk(item)

    walk(edition)
    for d in edition.developments:
        words.add(" ".join(d.text.split()))
        words.update(getattr(e, "text", "") for e in d.effects)
    return longest_first(list(words))


def longest_first(words: list[str]) -> list[str]:
    """``words`` longest first: a word inside another (a card's name in its text) is taken out after it."""
    return sorted({w for w in words if w}, key=len, reverse=True)


def noted(app) -> list[str]:
    """Every notification ``app`` raises from now on, as its words."""
    said: list[str] = []
    notify = app.notify

    def record(message, *args, **kwargs):
        said.append(str(message) + " " + str(kwargs.get("title") or ""))
        return notify(message, *args, **kwargs)

    app.notify = record
    return said


async def test_the_edition_share_and_phone_entry_screens_speak_only_catalog_messages(tmp_path, host_language):
    host_language("qps")
    game = new_game(tmp_path)
    for event in (PhaseAdvance(to="trading"), PhaseAdvance(to="resolution"), AbilitiesResolved()):
        game.record(event)  # Resolution step 2: the players' phones send their spent cards
    words = data_words(game)
    game.close()
    seen: dict[str, list[str]] = {}
    app = make_app(start="open", game_path=tmp_path / "game.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        said = noted(app)
        words = longest_first([*words, *edition_words(app.default_edition())])

        async def look(where: str, *extra: str) -> None:
            await pilot.pause()
            seen[where] = unwrapped(shown_texts(app.screen), longest_first([*extra, *words]))

        await app.action_edition()
        for tab in "1234":
            await pilot.press(tab)
            await look(f"edition tab {tab}")
        await pilot.press("escape")
        await share(pilot)
        server = app.sharing.server
        links = [server.board_url(), *(server.player_url(name) for name in server.tokens.players)]
        where = [f"127.0.0.1:{server.port}", "127.0.0.1"]
        await look("share screen", *links, *where)
        await pilot.press("g")  # the board's language: the next one, named in its own words
        await look("share screen, the next language", *links, *where, *i18n.NAMES.values())
        await pilot.press("p")
        await look("whose phone?")
        await pilot.press("enter")
        await look("a player's QR code", *links)
        await pilot.press("escape")
        await pilot.press("f1")
        await pilot.pause()
        help_frame = [app.screen.query_one("#help-body").border_subtitle or "",
                      app.screen.query_one(Markdown).source.splitlines()[0]]
        seen["help's title and frame"] = unwrapped(help_frame, [])
        await pilot.press("escape")
        assert app.sharing.table.submit("Ben", "goods", {"goods": {"wine": 3}, "icons": {}}) is None
        await pilot.press("i")
        await look("phone entries")
        assert type(app.screen).__name__ == "PhoneEntriesScreen"
        await pilot.press("enter")  # applied: a notification says so
        await look("no phone entry waiting")
        await pilot.press("escape", "r", "y")  # new links
        await pilot.press("x")  # stop sharing
        await pilot.pause()
        seen["notifications"] = unwrapped(said, words)
        assert len(said) >= 3
    problems = {where: texts for where, texts in seen.items() if texts}
    for where, texts in problems.items():
        print(where, texts)
    assert problems == {}


async def test_trade_and_triumph_and_the_big_timer_speak_only_catalog_messages(tmp_path, host_language):
    host_language("qps")
    game = new_tnt(tmp_path)
    words = [game.state.name, *game.state.names, *(p.symbol for p in game.state.players)]
    game.close()
    seen: dict[str, list[str]] = {}
    app = make_app(start="open", game_path=tmp_path / "tnt.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        said = noted(app)

        async def look(where: str) -> None:
            await pilot.pause()
            seen[where] = unwrapped(shown_texts(app.screen), words)

        await pilot.pause()
        await pilot.press("f", "plus")  # Ada: a forest resource (her best sale: 1 VP) and a card
        await look("scoreboard, a sale to make")
        await pilot.press("v")
        await look("the VP form")
        await answer(pilot, "+20", "specialty cards")  # 20 VP: the game ends after this round
        await look("scoreboard, the end triggered")
        await pilot.press("e", "e", "e")  # every trader's turn ended: the round, and the game, is over
        await look("scoreboard, game over")
        assert app.game.state.outcome is not None and type(app.screen).__name__ == "TntScreen"
        seen["notifications"] = unwrapped(said, words)
    app = app_with(FakeClock(), Wall(), start="demo")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("n", "t", "f")  # Trading; the 5:00 timer started; full screen
        await pilot.pause()
        seen["big timer"] = unwrapped(shown_texts(app.screen), [])
        assert type(app.screen).__name__ == "BigTimerScreen"
    problems = {where: texts for where, texts in seen.items() if texts}
    for where, texts in problems.items():
        print(where, texts)
    assert problems == {}
