"""Keys typed fast land where the host meant them (issue 9, section 4).

A host types at the speed of paper: the key that opens a dialog, the text, Enter and
the next field's text arrive before the screen has caught up. Every test here posts
the keys straight to the driver without waiting between them (``send_keys``), then
waits once. Before the fix, the keys typed while a dialog was opening were lost and
the keys typed right after Enter landed in the previous field.
"""

from __future__ import annotations

import pytest

from companion.game.titm.choices import playable
from companion.tui.app import make_app
from companion.tui.dialogs.development import DevelopmentDialog
from companion.tui.dialogs.goods import GoodsDialog
from tests.game.helpers import fixed_clock, new_game, resolve_everyone
from tests.tui.helpers import demo_app, demo_to_trading, keys_of, opened_app, send_keys
from companion.game.titm.events import DevelopmentChosen, PhaseAdvance
from companion.game.titm.events import AbilitiesResolved


async def settle(pilot, rounds: int = 12) -> None:
    for _ in range(rounds):
        await pilot.pause()


async def _at(pilot, *events) -> None:
    game = pilot.app.game
    for event in events:
        game.record(event)
    pilot.app.state_changed()
    await pilot.pause()


STEP_2 = (PhaseAdvance(to="trading"), PhaseAdvance(to="resolution"), AbilitiesResolved())


async def test_keys_typed_while_the_goods_dialog_opens_land_in_its_fields_and_move_on_with_enter():
    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await _at(pilot, *STEP_2)
        first, second = app.game.state.names[:2]
        send_keys(
            pilot,
            ["n", *keys_of("wine 3"), "enter", *keys_of("black 2"), "enter", *keys_of("grain 2"), "enter", *keys_of("white"), "enter"],
        )
        await settle(pilot)
        goods = app.game.state.this_turn.goods
        # Each player's cards in their own fields: 3 wine = 6 VP; 2 grain = 3 VP (R1).
        assert (goods[first].goods_vp, goods[second].goods_vp) == (6, 3)
        turn = app.game.state.turn
        recorded = [e for e in app.game.timeline.kept if e.type == "goods_resolved" and e.turn == turn]
        assert [(e.player, dict(e.goods), dict(e.icons)) for e in recorded] == [
            (first, {"wine": 3}, {"dictatorship": 2}),
            (second, {"grain": 2}, {"democracy": 1}),
        ]
        # The dialog moved on to the third player, with empty fields.
        assert isinstance(app.screen, GoodsDialog) and app.screen.player == app.game.state.names[2]
        assert [i.value for i in app.screen.query("Input")] == ["", ""]


async def test_keys_typed_right_after_the_key_that_opens_a_form_land_in_its_fields():
    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await _at(pilot, PhaseAdvance(to="trading"))
        giver, receiver = app.game.state.names[:2]
        vp_before = app.game.state.player(giver).vp
        # v: the VP deal form, the giver already filled in (the player under the cursor).
        send_keys(pilot, ["v", "enter", *keys_of(receiver[:2].lower()), "enter", "2", "enter"])  # "what for" is optional
        await settle(pilot)
        transfers = [e for e in app.game.timeline.kept if e.type == "vp_transfer"]
        assert [(e.giver, e.receiver, e.amount) for e in transfers] == [(giver, receiver, 2)]
        assert app.game.state.player(giver).vp == vp_before - 2


async def test_numbers_typed_fast_in_the_development_dialog_play_each_players_card(tmp_path):
    game = new_game(tmp_path)  # turn I: no Peasant Revolt, everyone plays up to 2 developments
    game.record(PhaseAdvance(to="trading"))
    resolve_everyone(game)
    game.record(PhaseAdvance(to="development"))
    first, second, third = game.state.names[:3]
    # Everyone is at level 0: the legal list is the level-0 cards, lowest level first, then by name.
    cards = [c.name for c in playable(game.state, first)]
    assert len(cards) < 10  # one digit picks
    game.close()
    app = make_app(start="open", game_path=tmp_path / "game.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        # d; "2": the first player plays the second card; "0": next player; "1", "0" for the second player.
        send_keys(pilot, ["d", "2", "0", "1", "0"])
        await settle(pilot)
        chosen = app.game.state.this_turn.chosen
        names = {p: [app.game.state.development(d).name for d in ids] for p, ids in chosen.items()}
        assert names == {first: [cards[1]], second: [cards[0]]}
        assert isinstance(app.screen, DevelopmentDialog) and app.screen.player == third


async def test_a_card_keeps_its_number_after_a_play_so_numbers_typed_ahead_play_what_was_read(tmp_path):
    # Ann (democracy and Venus moved up 3 in turn I) may play 2 of 19 cards. The host read the list
    # and typed 10, then the number of a later card. After the first play the list shrank to 7 and
    # was renumbered 1-7: the "1" of the second number played card 1 at once, which ended Ann's
    # plays, and its second digit played a card for the next player.
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    resolve_everyone(game, {"Ann": ({"art": 3, "dye": 3}, {"democracy": 3, "venus": 3})})  # a card for each arrow
    game.record(PhaseAdvance(to="development"))
    read = playable(game.state, "Ann")  # what the host reads off the screen, numbered from 1
    assert len(read) > 10
    tenth = read[9]
    game.record(DevelopmentChosen(player="Ann", development=tenth.id))
    still = [c.id for c in playable(game.state, "Ann")]
    game.undo()
    number, later = next((n, c) for n, c in enumerate(read, start=1) if n > 10 and c.id in still)
    game.close()
    app = make_app(start="open", game_path=tmp_path / "game.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        send_keys(pilot, ["d", "1", "0", *str(number)])
        await settle(pilot)
        chosen = app.game.state.this_turn.chosen
        assert chosen == {"Ann": [tenth.id, later.id]}


async def _new_game_form(pilot):
    """From the start screen, n: the new-game form, once it is up."""
    from companion.tui.screens.new_game import NewGameScreen
    from tests.tui.helpers import until_screen

    await pilot.pause()
    await pilot.press("n")
    return await until_screen(pilot, NewGameScreen)


async def test_names_and_tabs_typed_fast_in_the_new_game_form_land_in_their_fields(tmp_path, monkeypatch):
    # In a real terminal "Ann", Tab (×6: to the next row's name) and "Ben" typed fast all landed in
    # the first field ("AnnBen"): Tab reached the app only after the letters that followed it.
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = make_app(start="start", blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _new_game_form(pilot)
        # from player 1's name, where the form starts; six fields a row
        send_keys(pilot, [*keys_of("Ann"), *["tab"] * 6, *keys_of("Ben"), "shift+tab", *keys_of("x")])
        await settle(pilot)
        assert screen.value("edition") == "titm-v6"
        assert (screen.value("name-0"), screen.value("name-1")) == ("Ann", "Ben")
        assert screen.value("rel-0") == "x"  # Shift+Tab: back to player 1's religion, its text selected and typed over


async def test_ctrl_s_typed_fast_after_the_names_starts_the_game_with_every_name(tmp_path, monkeypatch):
    # Four names, Tab between them and Ctrl+S in one burst said "A game needs at least one
    # player" (or "1 players"): Ctrl+S was read before the letters typed ahead of it.
    from companion.tui.screens.table import TableScreen
    from tests.tui.helpers import until_screen

    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = make_app(start="start", blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await _new_game_form(pilot)
        rows = [key for name in ("A1", "B2", "C3", "D4") for key in (*keys_of(name), *["tab"] * 6)]
        send_keys(pilot, [*rows[:-6], "ctrl+s"])
        await until_screen(pilot, TableScreen)
        assert app.game.state.names == ["A1", "B2", "C3", "D4"]


@pytest.mark.parametrize("form", ["n", "t"])
async def test_enter_after_each_name_moves_to_the_next_player_and_on_an_empty_name_starts(tmp_path, monkeypatch, form):
    # The new-game form ignored Enter: "Friday⏎Ann⏎Ben⏎Cat⏎Dan⏎" all went into the game name.
    # Both forms now read Enter as the scoreboard's form did: the next name; on an empty name, start.
    # Typed in one burst, each name must still land in its own row. And the TitM form began in the
    # game name, though its title says "Enter after each name": five names made Ann the game's name
    # and shifted everyone up a row; it now starts in player 1's name, as the scoreboard's does.
    from companion.tui.screens.new_game import NewGameScreen
    from companion.tui.screens.table import TableScreen
    from companion.tui.screens.tnt import TntScreen
    from companion.tui.screens.tnt_new import TntNewGameScreen
    from tests.tui.helpers import until_screen

    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = make_app(start="start", blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press(form)
        await until_screen(pilot, NewGameScreen if form == "n" else TntNewGameScreen)
        # both forms start in the first player's name (the game name has a default), as their titles say
        typed = "Ann\rBen\rCat\rDan\r\r" if form == "n" else "Ann\rBen\rCat\r\r"
        send_keys(pilot, [("enter" if ch == "\r" else key) for ch, key in zip(typed, keys_of(typed))])
        await until_screen(pilot, TableScreen if form == "n" else TntScreen)
        if form == "n":
            assert (app.game.state.name, app.game.state.names) == ("Game night", ["Ann", "Ben", "Cat", "Dan"])
        else:
            assert [p.name for p in app.game.state.players] == ["Ann", "Ben", "Cat"]


async def test_a_name_typed_right_after_n_on_the_start_screen_lands_in_the_form(tmp_path, monkeypatch):
    # "n" then "Friday" typed at once: the letters reached the start screen's list while the form
    # was opening, and were lost (the game name still read "Game night").
    from companion.tui.screens.new_game import NewGameScreen
    from companion.tui.screens.tnt_new import TntNewGameScreen

    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    for key, form in (("n", NewGameScreen), ("t", TntNewGameScreen)):
        app = make_app(start="start", blink=False)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            send_keys(pilot, [key, *keys_of("Friday")])
            await settle(pilot)
            assert isinstance(app.screen, form)
            # in the field the form starts in (the first player's name)
            assert app.screen.query_one(form.FIRST_FIELD).value == "Friday"


async def test_enter_on_the_start_screens_new_game_opens_the_form(tmp_path, monkeypatch):
    from companion.tui.screens.new_game import NewGameScreen
    from companion.tui.screens.tnt_new import TntNewGameScreen

    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    for downs, form in ((0, NewGameScreen), (1, TntNewGameScreen)):  # "New game…", then "New Trade and Triumph…"
        app = make_app(start="start", blink=False)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press(*["down"] * downs, "enter")
            await settle(pilot)
            assert isinstance(app.screen, form)


async def test_keys_typed_fast_from_the_start_screen_act_in_order(tmp_path, monkeypatch):
    # "c" then "wine 3": the calculator opened, and its "n" opened the new-game form over it, the
    # rest typed into its name ("e 3"). Every key of the start screen now acts in the order typed.
    from companion.tui.screens.calculator import CalculatorScreen
    from companion.tui.screens.edition import EditionScreen

    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    app = make_app(start="start", blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        send_keys(pilot, ["c", *keys_of("wine 3")])
        await settle(pilot)
        assert isinstance(app.screen, CalculatorScreen)
        assert app.screen.focused.value == "wine 3"  # the Sets computation's goods box
        await pilot.press("escape")
        await settle(pilot)
        send_keys(pilot, ["e", "n", "d"])  # on the edition screen, n and d are nothing
        await settle(pilot)
        assert isinstance(app.screen, EditionScreen) and len(app.screen_stack) == 3


async def test_a_vp_change_typed_fast_on_the_scoreboard_lands_in_its_dialog(tmp_path):
    # Trade and Triumph: "v", "+2", Enter, "bonus", Enter typed at once. The scoreboard's keys were
    # not priority bindings: "+" reached the scoreboard while the dialog opened and put a card
    # into the hand, and the "2" was lost.
    from tests.game.tnt_helpers import new_tnt

    game = new_tnt(tmp_path)
    app = opened_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        ada = app.game.state.player("Ada")
        vp, hand = ada.vp, ada.hand
        send_keys(pilot, ["v", *keys_of("+2"), "enter", *keys_of("bonus"), "enter"])
        await settle(pilot)
        ada = app.game.state.player("Ada")
        assert (ada.vp, ada.hand) == (vp + 2, hand)
        # ↓ then f at once: Bo (under the cursor by then) takes the forest resource, not Ada
        forests = {p.name: p.resources.forest for p in app.game.state.players}
        send_keys(pilot, ["down", "f"])
        await settle(pilot)
        after = {p.name: p.resources.forest for p in app.game.state.players}
        assert after == {**forests, "Bo": forests["Bo"] + 1}


async def test_backspace_and_arrows_typed_fast_in_a_field_act_where_they_were_typed():
    # "grain 4", Backspace, "3, wool" typed in one burst recorded "grain 3, wool4"-like text:
    # Backspace (an Input key binding) was run only after the letters typed after it, and deleted
    # the wrong character. Same with ← then a letter: the letter went in before the cursor moved.
    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await _at(pilot, *STEP_2)
        first = app.game.state.names[0]
        send_keys(
            pilot,
            ["n", *keys_of("grain 4"), "backspace", *keys_of("3, wol"), "left", "o", "end", "enter",
             *keys_of("whitx"), "backspace", "e", "enter"],
        )
        await settle(pilot)
        recorded = [e for e in app.game.timeline.kept if e.type == "goods_resolved" and e.turn == app.game.state.turn]
        assert [(e.player, dict(e.goods), dict(e.icons)) for e in recorded] == [
            (first, {"grain": 3, "wool": 1}, {"democracy": 1})
        ]
        # 3 grain = 6 VP, 1 wool = 1 VP (R1: 1, 3, 6, …)
        assert app.game.state.this_turn.goods[first].goods_vp == 6 + 1


async def test_a_refusal_stays_shown_when_enter_was_typed_fast_after_the_text():
    # x (a correction), the fields filled and Enter in one burst, "What" left empty: the cursor went
    # back to "What" but no reason showed. The refusal was shown, then wiped by the field changes
    # of the text typed before Enter, read after it (as if the host had changed the text since).
    from textual.widgets import Static

    from companion.tui.dialogs.form import FormDialog

    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await demo_to_trading(pilot)
        await pilot.press("x")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, FormDialog)
        send_keys(pilot, ["enter", "minus", "1", "enter", "enter", *keys_of("counted twice"), "enter"])
        await settle(pilot)
        assert app.screen is dialog and app.focused is dialog.query_one("#field-what")
        assert str(dialog.query_one(".dialog-error", Static).render()).startswith("⚠ What:")
        await pilot.press("v")  # a real change of the text: the refusal goes
        await pilot.pause()
        assert str(dialog.query_one(".dialog-error", Static).render()) == ""


async def test_the_cursor_shows_at_once_after_an_editing_key_in_a_blinking_field():
    # Backspace, the arrows, Home/End are run by the field as it reads them (Field._on_key); that
    # skipped the Input's own key handler, which shows the blinking cursor again on every key:
    # moved with ← in the blink's dark half, the cursor stayed hidden where it now stood.
    app = make_app(start="demo", now=fixed_clock())  # the cursor blinks, as at the table
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await _at(pilot, *STEP_2)
        await pilot.press("n", *keys_of("grain 4"))
        await pilot.pause()
        field = app.focused
        for key in ("left", "backspace", "home", "end"):
            field._cursor_visible = False  # the blink's dark half
            await pilot.press(key)
            assert field._cursor_visible, key
        assert field.value == "grain4"
