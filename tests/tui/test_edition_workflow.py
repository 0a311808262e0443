"""A table's own edition through the TUI (README "Editions", docs/edition-format.md): a corrected
copy run with ``--edition PATH`` decides what a new game plays with."""

from __future__ import annotations

import json
from pathlib import Path

from textual.widgets import Input

from companion.edition.assets import resolve
from companion.tui.app import make_app
from tests.game.helpers import fixed_clock
from tests.tui.helpers import opened_app
from companion.game.titm.events import PhaseAdvance


def corrected_copy(tmp_path: Path, change) -> Path:
    """A copy of assets/titm-v6.json with ``change(data)`` applied, as a table would write it."""
    data = json.loads(resolve("titm-v6").read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / "ours.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def seven_minutes(data: dict) -> None:
    """The trade phase timer corrected: 7 minutes (420 s) and a 20 s grace period, marked house."""
    trade = data["trade_phase"]
    trade["seconds"], trade["grace_seconds"] = 420, 20
    trade["sources"] = {"seconds": {"house": "we play 7 minutes"}, "grace_seconds": {"house": "20 s grace"}}


async def start_four(pilot, form) -> None:
    """Ann, Ben, Cat and Dan in the new-game form, then Ctrl+S."""
    for i, name in enumerate(["Ann", "Ben", "Cat", "Dan"]):
        form.query_one(f"#name-{i}", Input).value = name
    await pilot.press("ctrl+s")
    await pilot.pause()


async def edition_typed(pilot, path: Path):
    """The new-game form once it is open, with ``path`` typed in its Edition field."""
    await pilot.pause()
    await pilot.pause()
    form = pilot.app.screen
    form.query_one("#edition", Input).value = str(path)
    await pilot.pause()
    return form


async def test_a_new_game_times_trading_as_the_tables_edition_says(tmp_path):
    # The edition's trade_phase.seconds and grace_seconds were shown on the edition screen (7:00 ‡)
    # but never used: the new-game form always offered 300 and 10, so a table that corrected its
    # timer to 7 minutes still traded for 5. The form now starts from the edition's timer.
    path = corrected_copy(tmp_path, seven_minutes)
    journal = tmp_path / "g.jsonl"
    app = make_app(start="new", game_path=journal, edition=str(path), blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        form = app.screen
        assert form.query_one("#seconds", Input).value == "420"  # trade_phase.seconds of ours.json
        assert form.query_one("#grace", Input).value == "20"  # trade_phase.grace_seconds
        await start_four(pilot, form)
        rules = app.game.state.house_rules
        assert (rules.trade_seconds, rules.grace_seconds) == (420, 20)


async def test_an_edition_typed_in_the_form_brings_its_timer(tmp_path):
    # The Edition field names another file: with the timer fields left as offered, the game
    # takes that edition's timer (420 s, 20 s), not the one the form opened with (titm-v6: 300, 10).
    path = corrected_copy(tmp_path, seven_minutes)
    journal = tmp_path / "g.jsonl"
    app = make_app(start="new", game_path=journal, blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        form = app.screen
        assert form.query_one("#seconds", Input).value == "300"  # titm-v6: R4
        form.query_one("#edition", Input).value = str(path)
        await start_four(pilot, form)
        rules = app.game.state.house_rules
        assert (rules.trade_seconds, rules.grace_seconds) == (420, 20)



async def test_the_timer_fields_show_what_an_edition_typed_in_the_form_brings(tmp_path):
    # The Edition field named ours.json (7 minutes): the form still showed "Trading seconds 300"
    # and started the game with 420, and a host who then typed 300 to keep 5 minutes got 420 too
    # (300 was "as offered"). The fields now show the typed edition's timer, and what they show
    # is what the game gets.
    path = corrected_copy(tmp_path, seven_minutes)
    app = make_app(start="new", game_path=tmp_path / "g.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        form = await edition_typed(pilot, path)
        assert form.query_one("#seconds", Input).value == "420"
        assert form.query_one("#grace", Input).value == "20"
        form.query_one("#seconds", Input).value = "300"  # the table keeps 5 minutes
        await start_four(pilot, form)
        rules = app.game.state.house_rules
        assert (rules.trade_seconds, rules.grace_seconds) == (300, 20)


async def _refused_in_the_form(tmp_path, text: str, *fragments: str) -> None:
    """The Edition field names a file holding ``text``: Ctrl+S shows one line saying why, and the app goes on."""
    from textual.widgets import Static

    path = tmp_path / "ours.json"
    path.write_text(text, encoding="utf-8")
    app = make_app(start="new", game_path=tmp_path / "g.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        form = await edition_typed(pilot, path)
        await start_four(pilot, form)
        assert app.is_running and app.screen is form and app.game is None
        error = str(form.query_one(".dialog-error", Static).render())
        for fragment in (str(path), *fragments):
            assert fragment in error, error
    assert not (tmp_path / "g.jsonl").exists()


async def test_an_edition_nested_990_levels_deep_typed_in_the_form_is_a_message_not_a_crash(tmp_path):
    # Before: a RecursionError stopped the TUI (the form caught only the companion's own errors).
    await _refused_in_the_form(tmp_path, '{"a":' * 990 + "1" + "}" * 990, "nested too deeply")


async def test_an_edition_with_a_count_written_as_yes_typed_in_the_form_is_refused(tmp_path):
    # Before: "min": true was read as 1 player and the game began with that edition.
    data = json.loads(resolve("titm-v6").read_text(encoding="utf-8"))
    data["players"]["min"] = True
    await _refused_in_the_form(tmp_path, json.dumps(data), "players.min")


# --- custom cards added mid-game (the development dialog's "+ a custom card") -------------------

HARBOUR = {
    "name": "Harbour of Tyre", "track": "religion", "side": "", "level": "0", "vp": "1",
    "cities": "0", "boats": "1", "worker": "",
}


async def test_a_second_player_plays_the_same_custom_card():
    # Ada added "Harbour of Tyre" (religion, level 0, 1 VP, a boat); Bram drew the other copy and
    # the host typed the same card: it was refused with "'custom-harbour-of-tyre' is already a
    # different custom card in this game" (an id the host never typed; the cards differed only in
    # who added them). The same card is the same card; one of the same name with other values is
    # refused in the host's words.
    from companion.tui.dialogs.custom_card import custom_card_dialog
    from tests.tui.helpers import custom_card_form, demo_app

    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await custom_card_form(pilot)
        state = app.game.state
        first, second, third = state.names[:3]
        assert custom_card_dialog(app, first).submit(dict(HARBOUR)) is None
        assert custom_card_dialog(app, second).submit(dict(HARBOUR)) is None
        state = app.game.state
        assert "custom-harbour-of-tyre" in state.player(first).developments
        assert "custom-harbour-of-tyre" in state.player(second).developments
        said = custom_card_dialog(app, third).submit(dict(HARBOUR, boats="2"))
        assert said == (
            "Harbour of Tyre is already a custom card in this game, with other values "
            "(a boat more or less, other VP…): give this card another name"
        )
        assert "custom-harbour-of-tyre" not in app.game.state.player(third).developments


async def test_every_label_of_the_custom_card_form_is_whole_at_80x24():
    # "Side (democracy, dictatorship, venus, mars; empty for level 0)" was cut at the dialog's
    # edge after "empty for level": which level wants no side was lost.
    from textual.widgets import Label

    from tests.tui.helpers import custom_card_form, demo_app

    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = await custom_card_form(pilot)
        inside = dialog.query_one(".dialog").content_region
        labels = [w for w in dialog.query(Label) if "dialog-title" not in w.classes]
        assert len(labels) == 8
        for label in labels:
            text = str(label.render())
            assert label.region.x + len(text) <= inside.right, text
        side = dialog.query_one("#field-side", Input)
        assert "democracy, dictatorship, venus or mars" in side.placeholder  # the edition's sides


async def test_a_custom_cards_rural_worker_is_a_basic_good_in_the_hosts_words():
    # "wine" as the rural worker was refused with "custom card developments:
    # custom-harbour-of-tyre: rural workers produce basic goods only, not wine": a list and an id
    # the host never saw. The field reads the edition's basic goods (001 The Development Cards:
    # Production), and says which they are.
    from companion.tui.dialogs.custom_card import custom_card_dialog
    from tests.tui.helpers import custom_card_form, demo_app

    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await custom_card_form(pilot)
        ada = app.game.state.names[0]
        said = custom_card_dialog(app, ada).submit(dict(HARBOUR, boats="0", worker="wine"))
        assert said == "Rural worker: 'wine' is not a basic good here (choose from grain, wool, timber, ore or salt)"
        # "w" is wool alone among the basic goods (wine is civic): a unique beginning is enough
        assert custom_card_dialog(app, ada).submit(dict(HARBOUR, boats="0", worker="w")) is None
        card = app.game.state.custom["custom-harbour-of-tyre"]
        assert card.effects[0].rural_workers == {"wool": 1}


async def test_a_custom_cards_level_is_bounded_by_the_editions_track(tmp_path):
    # A table's board whose government track reaches level 2 (levels 0, 1, 1, 2, 2, house): the
    # form said "Level (0-3)", took 3, and the game refused it with "custom card developments:
    # custom-harbour-of-tyre: level 3 is above the track's highest level 2". The form reads the
    # track's own levels.
    from companion.edition import load_edition
    from companion.game.session import Game
    from companion.tui.dialogs.custom_card import custom_card_dialog
    from tests.game.helpers import PLAYERS, resolve_everyone

    def short_track(data: dict) -> None:
        data["tracks"]["government"]["levels"] = [0, 1, 1, 2, 2]
        data["tracks"]["government"]["sources"]["levels"] = {"house": "our board has five spaces a side"}
        data["developments"] = [d for d in data["developments"] if not (d["track"] == "government" and d["level"] > 2)]

    edition = load_edition(corrected_copy(tmp_path, short_track))
    game = Game.new(tmp_path / "g.jsonl", name="Ours", players=PLAYERS[:4], edition=edition, clock=fixed_clock())
    game.record(PhaseAdvance(to="trading"))
    resolve_everyone(game)
    game.record(PhaseAdvance(to="development"))
    app = opened_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        dialog = custom_card_dialog(app, "Ann")
        assert [f.label for f in dialog.fields if f.key == "level"] == ["Level (0-3)"]  # religion still reaches 3
        said = dialog.submit(dict(HARBOUR, track="government", level="3", side="democracy"))
        assert said == "Level: 3? the number is 0 to 2"  # government: levels 0, 1, 1, 2, 2


async def test_the_edition_screen_says_where_the_highlighted_values_come_from(tmp_path):
    # A table's house correction was marked ‡ on the edition screen, but its reason lived only in the
    # file: the host settling "why is the timer 7 minutes?" could not see it. The line under the tabs
    # now names each value's source: the table's reason first, then the ruling, then the rules heading.
    from textual.widgets import Static

    def wine_chart(data: dict) -> None:  # wine's third box corrected to 7 (it is 6 in titm-v6, R1)
        wine = next(g for g in data["goods"] if g["name"] == "wine")
        wine["chart"][2] = 7
        wine.setdefault("sources", {})["chart"] = {"house": "our wine card reads 1, 3, 7"}
        seven_minutes(data)

    path = corrected_copy(tmp_path, wine_chart)
    app = make_app(start="start", edition=str(path), blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("e")
        await pilot.pause()
        screen = app.screen
        source = screen.query_one("#edition-source", Static)
        for _ in range(5):  # wine is the 6th good: grain, wool, timber, ore, salt, wine
            await pilot.press("down")
        await pilot.pause()
        said = str(source.render()).replace("\n", " ")
        assert said.startswith("wine — chart: ‡ house: our wine card reads 1, 3, 7")
        assert "name: † R1 (assumed)" in said  # the goods' names are R1's assumption in titm-v6
        await pilot.press("3", "tab", "down")  # the die/timer/players table, its second row: the length
        await pilot.pause()
        assert str(source.render()) == "Trade phase: length — seconds: ‡ house: we play 7 minutes"
        await pilot.press("4")  # a development says it in its own detail lines
        await pilot.pause()
        assert not source.display
        detail = str(screen.query_one("#development-detail", Static).render()).replace("\n", " ")
        assert "Library — " in detail and "† C5 (assumed)" in detail
        await pilot.press("ctrl+q")
