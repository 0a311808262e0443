"""A Trade and Triumph game night through the scoreboard, keyboard only.

From the start screen: a new scoreboard for three traders, two rounds of sales,
cards, a specialty draw, an upgrade and the hand limit, the 20 VP trigger, the
round completed and the winner; then Ctrl+Z and Ctrl+Y, the ledger, and
reopening the journal the way ``companion resume`` does.
"""

from __future__ import annotations

import json

from companion.game.store import games_dir
from companion.tui.app import make_app
from companion.tui.screens.tnt import TntScreen
from companion.tui.widgets.tnt_players import TraderTable
from tests.cli.helpers import run
from tests.game.helpers import fixed_clock
from tests.tui.helpers import cells, opened_app, type_text
from companion.game.tnt.events import TntEndTurn, TntResource


def row(app, name: str) -> list[str]:
    """The scoreboard's cells of one trader: marker, player, VP, gold, m/d/p, F/M/D/O, hand, turns."""
    return cells(app.screen.query_one(TraderTable), name)


async def answer(pilot, *values: str) -> None:
    """Fill a form dialog's fields in order, Enter after each (the last Enter submits)."""
    for value in values:
        field = pilot.app.focused
        field.value = ""
        await type_text(pilot, value)
        await pilot.press("enter")
    await pilot.pause()


async def start_scoreboard(pilot, names: list[str]) -> None:
    await pilot.pause()
    await pilot.press("down", "enter")  # the menu's second entry: a new Trade and Triumph scoreboard
    await pilot.pause()
    for name in names:
        await type_text(pilot, name)
        await pilot.press("enter")  # on to the next trader's name
    await pilot.press("enter")  # Enter on an empty name starts the game
    await pilot.pause()


async def test_a_scoreboard_from_the_start_screen_to_the_winner(capsys):
    app = make_app(start="start", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await start_scoreboard(pilot, ["Ann", "Ben", "Cat"])
        assert isinstance(app.screen, TntScreen)
        assert app.game.kind.name == "tnt" and app.game.state.names == ["Ann", "Ben", "Cat"]
        assert row(app, "Ann") == ["▶", " A  Ann", "0", "5", "0/0/0", "0/0/0/0", "4", "0"]

        # --- round 1, Ann: five resources, the best sale (6 + 1 = 7 VP), three cards sold at the city
        await pilot.press(*"fmdof")
        await pilot.press("s")
        await pilot.pause()
        assert app.focused.value == "sets 1, forest 1"  # the best sale, offered first
        hint = str(app.screen.query_one(".dialog-hint").render())  # 1 set of four: 6 VP, + 1 forest: 1 VP
        assert hint.startswith("Best sale at the city: 1 set of four + 1 forest = 7 VP")  # "VP", not "vp"
        await pilot.press("enter")
        await pilot.press("c")
        await answer(pilot, "3", "city")
        assert row(app, "Ann")[2:] == ["7", "11", "0/0/0", "0/0/0/0", "1", "0"]
        await pilot.press("e")
        await pilot.pause()

        # --- Ben (the cursor followed the turn): four cards drawn, gold, the specialty draw, the hand limit
        assert app.screen.query_one(TraderTable).selected == "Ben"
        await pilot.press("plus", "plus", "plus", "plus")
        await pilot.press("g")
        await answer(pilot, "+10", "trade cards revealed")
        await pilot.press("x")
        await pilot.pause()
        assert row(app, "Ben")[3] == "5" and row(app, "Ben")[6] == "9"  # 15 − 10 gold; 8 + 1 cards
        await pilot.press("e")
        await pilot.pause()
        assert row(app, "Ben")[6:] == ["7", "1"]  # discarded down to 7

        # --- Cat: a play upgrade for 2 gold
        await pilot.press("u")
        await pilot.pause()
        hint = str(app.screen.query_one(".dialog-hint").render())  # what upgrades are, and the keys
        assert "bought left to right" in hint and hint.endswith("Enter: next field / record   Esc: cancel")
        await answer(pilot, "play", "2")
        assert row(app, "Cat")[3:5] == ["3", "0/0/1"]
        await pilot.press("e")
        await pilot.pause()
        assert app.game.state.turn == 2

        # --- round 2: Ann reaches 20 VP: the round is completed
        await pilot.press("v")
        await answer(pilot, "+13", "specialty card")
        status = str(app.screen.query_one("#tnt-status").render())
        assert "20 VP: the game ends after this round" in status and "Ann, Ben, Cat" in status
        await pilot.press("e")
        await pilot.press("v")
        await answer(pilot, "+14", "specialty card")
        await pilot.press("e", "e")
        await pilot.pause()
        state = app.game.state
        assert state.phase == "over" and state.outcome.winners == ["Ann"]
        assert "Winner: Ann (the most VP)" in str(app.screen.query_one("#tnt-status").render())
        assert row(app, "Ann")[0] == "★"

        # --- Ctrl+Z undoes Cat's end of turn; Ctrl+Y puts it back
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert (app.game.state.phase, app.game.state.whose_turn) == ("last round", "Cat")
        assert row(app, "Cat")[0] == "▶"
        await pilot.press("ctrl+y")
        await pilot.pause()
        assert app.game.state.phase == "over"

        # --- the ledger: Ann's VP entries add up to her 20
        await pilot.press("ctrl+l")
        await pilot.pause()
        ledger = app.screen.query_one("#ledger-table")
        assert cells(ledger, "total:Ann")[3] == "= 20"
        await pilot.press("h")
        await pilot.pause()
        history = app.screen.query_one("#history-table")
        last_end = app.game.events[-1].target
        assert [str(history.get_row_at(history.row_count - n)[6]) for n in (3, 2, 1)] == [
            "End of turn: Cat", f"Undo event {last_end} (Ctrl+Z)", f"Redo event {last_end}"
        ]
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TntScreen)
        path = app.game.path

    # --- what the journal says is what the screen said
    status, out, _ = run(capsys, "replay", str(path), "--json")
    data = json.loads(out)
    assert status == 0 and data["outcome"]["winners"] == ["Ann"]
    assert [p["vp"] for p in data["players"]] == [20, 14, 0]
    assert path.parent == games_dir()


async def test_resume_opens_a_tnt_journal_on_the_scoreboard(tmp_path):
    from tests.game.tnt_helpers import new_tnt

    game = new_tnt(tmp_path)
    game.record(TntResource(player="Ada", region="ocean"))
    app = opened_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TntScreen)
        assert row(app, "Ada")[5] == "0/0/0/1"
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert row(app, "Ada")[5] == "0/0/0/0"


async def test_a_refused_key_says_why_and_changes_nothing(tmp_path):
    from tests.game.tnt_helpers import new_tnt

    game = new_tnt(tmp_path)
    app = opened_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        before = app.game.state.model_dump()
        await pilot.press("x")  # 5 gold: a specialty draw costs 10
        await pilot.pause()
        # One notification at a time: each refusal replaces the one before.
        messages = [n.message for n in app._notifications]
        assert len(messages) == 1 and "a specialty draw costs 10" in messages[0]
        await pilot.press("down", "s")  # Bo has nothing to sell, and it is not his turn
        await pilot.pause()
        assert app.game.state.model_dump() == before
        messages = [n.message for n in app._notifications]
        assert len(messages) == 1 and "Bo" in messages[0] and "only in their own turn" in messages[0]


async def test_the_start_screen_lists_a_saved_scoreboard_and_opens_it():
    from textual.widgets import OptionList

    from tests.game.tnt_helpers import new_tnt

    games_dir().mkdir(parents=True, exist_ok=True)
    game = new_tnt(games_dir())
    game.record(TntEndTurn(player="Ada"))
    game.close()
    app = make_app(start="start", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        menu = app.screen.query_one(OptionList)
        labels = [str(menu.get_option_at_index(i).prompt) for i in range(menu.option_count)]
        index = next(i for i, label in enumerate(labels) if label.startswith("Resume: Trade night"))
        assert "Ada, Bo, Cy — Trade and Triumph, round 1, playing" in labels[index]
        await pilot.press(*["down"] * index, "enter")
        await pilot.pause()
        assert isinstance(app.screen, TntScreen) and app.screen.query_one(TraderTable).selected == "Bo"


async def test_the_new_scoreboard_form_shows_what_is_typed_at_80x24():
    # Each trader is one row, as in the new-game form: the bordered fields were 3 rows tall in a
    # 1-row line and showed only their top edge, so the names typed could not be seen.
    from tests.tui.hostile import screen_text

    app = make_app(start="start", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("t")
        await pilot.pause()
        await type_text(pilot, "Ada")
        await pilot.press("enter")
        await type_text(pilot, "Bo")
        await pilot.pause()
        lines = screen_text(app).splitlines()
        assert lines[1].startswith("Game name Trade night")
        assert lines[5].split() == ["Trader", "name", "Colour", "Symbol"]
        assert lines[6].split() == ["Ada", "red", "auto"] and lines[7].split() == ["Bo", "blue", "auto"]


async def test_the_palette_describes_a_scoreboards_sharing_as_it_is():
    # docs/web.md: "The Trade and Triumph scoreboard is shared from the command palette (its s key
    # sells resources); its board is read-only, with no player pages." The palette said "each
    # player's own page (s on the table)" and offered "Phone entries".
    from companion.tui.commands import BOARD_ONLY_SHARE, offered
    from tests.tui.helpers import demo_app

    app = make_app(start="start", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await start_scoreboard(pilot, ["Ann", "Ben"])
        commands = {action: help_text for _, help_text, action in offered(app)}
        assert commands["share"] == BOARD_ONLY_SHARE and "phone_entries" not in commands
        await pilot.press("ctrl+q")
    app = demo_app()  # a game of Trading in the Mediterranean this window records: players' pages
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "each player's own page" in {a: h for _, h, a in offered(app)}["share"]
        await pilot.press("ctrl+q")


async def test_a_long_game_name_leaves_the_round_and_whose_turn_on_screen(tmp_path):
    # At 80×24 a 57-character game name filled the one-row title: "Friday night at the old
    # harbour club with all the cousins — Trade and Triumph" and nothing more, so the round and
    # whose turn it was were cut off. The title takes a second row when the first is full.
    from companion.game.tnt.kind import start
    from tests.tui.hostile import screen_text

    traders = [
        {"name": "Bartholomew Fitzgerald", "colour": "red", "symbol": "B"},
        {"name": "Christopher Longname", "colour": "blue", "symbol": "C"},
    ]
    name = "Friday night at the old harbour club with all the cousins"
    game = start(tmp_path / "tnt.jsonl", name=name, players=traders, clock=fixed_clock())
    app = opened_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = " ".join(line.strip() for line in screen_text(app).splitlines()[:2])
        assert "Round 1 · Bartholomew Fitzgerald's turn" in text


async def test_f1_on_the_scoreboard_says_what_each_key_does(tmp_path):
    # F1 listed the footer's words only: "x | Specialty", "e | End turn", "s | Sell res.": nothing of
    # the 10 gold, the hand limit of 7 or the VP a sale brings, which the table screen's F1 explains.
    # The numbers are the rulebook's (004 Specialty Cards: 10 gold; Game Rules: more than 7 cards;
    # The City: 1 VP a resource, 6 for one of each, 2 gold a card; The Trade Routes: 1 gold a card).
    from tests.game.tnt_helpers import new_tnt
    from tests.tui.helpers import help_text

    game = new_tnt(tmp_path)
    app = opened_app(game)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        rows = {
            line.split("|")[1].strip(" `"): line.split("|")[2].strip()
            for line in (await help_text(pilot)).splitlines()
            if line.startswith("| `")
        }
        assert "10 gold" in rows["x"] and "once a turn" in rows["x"]
        assert "down to 7" in rows["e"] and "20 VP" in rows["e"]
        assert "1 VP each, 6 VP for one of each region" in rows["s"]
        assert "1 gold each at a trade node, 2 at the city" in rows["c"]
        assert "price printed on the board" in rows["u"]


async def test_selling_or_upgrading_out_of_turn_is_refused_before_the_form(tmp_path):
    # Bo holds a forest resource and cards, but it is Ada's turn: s, c and u opened their forms,
    # and only after the host had typed the sale, the cards or the track and price did Enter say
    # "Bo can … only in their own turn". The key now says so at once (and the form, in its hint).
    from textual.widgets import Static

    from companion.tui.dialogs.form import FormDialog
    from tests.game.tnt_helpers import new_tnt

    game = new_tnt(tmp_path)
    game.record(TntResource(player="Bo", region="forest"))
    game.close()
    app = make_app(start="open", game_path=game.path, blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("down")  # Bo
        for key, what in (("s", "sell resources at the city"), ("c", "sell cards"), ("u", "upgrade")):
            await pilot.press(key)
            await pilot.pause()
            refusal = f"Bo can {what} only in their own turn: it is Ada's turn"
            messages = [n.message for n in app._notifications]
            assert messages[-1] == refusal
            assert isinstance(app.screen, FormDialog), key
            assert f"⚠ {refusal}" in str(app.screen.query_one(".dialog-hint", Static).render())
            await pilot.press("enter", "enter")  # Enter refuses it again: nothing recorded
            await pilot.press("escape")
            await pilot.pause()
        assert row(app, "Bo")[2:6] == ["0", "5", "0/0/0", "1/0/0/0"]


async def test_keys_typed_after_an_out_of_turn_sale_land_in_its_form(tmp_path):
    # c, 2, Tab, "node", Enter typed in one burst for Bo in Ada's turn: with the key refused and no
    # form opened, the letters of "node" acted on the scoreboard (o and d: a resource for Bo; e: the
    # end of Ada's turn). They belong to the form, which opens and refuses the sale.
    from tests.game.tnt_helpers import new_tnt
    from tests.tui.helpers import send_keys

    game = new_tnt(tmp_path)
    game.close()
    app = make_app(start="open", game_path=game.path, blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("down")  # Bo
        seq = app.game.state.seq
        send_keys(pilot, ["c", "2", "tab", "n", "o", "d", "e", "enter"])
        for _ in range(10):
            await pilot.pause(0.02)
        assert app.game.state.seq == seq  # nothing recorded
        assert app.game.state.whose_turn == "Ada"
        assert app.screen.query_one("#field-cards").value == "2"


async def test_an_out_of_turn_form_says_why_once_after_enter(tmp_path):
    # c for Bo in Ada's turn opens the form with "⚠ Bo can sell cards only in their own turn: it is
    # Ada's turn" above its hint; Enter, refused for that reason, wrote the same line a second time
    # just above it (the form's error line): the reason stands once.
    from textual.widgets import Static

    from tests.game.tnt_helpers import new_tnt

    game = new_tnt(tmp_path)
    game.close()
    app = make_app(start="open", game_path=game.path, blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("down", "c")  # Bo, in Ada's turn
        await pilot.pause()
        await pilot.press("2", "enter", "enter")  # 2 cards, at the city: refused
        await pilot.pause()
        refusal = "Bo can sell cards only in their own turn: it is Ada's turn"
        shown = "\n".join(str(s.render()) for s in app.screen.query(Static) if "dialog-error" in s.classes
                          or "dialog-hint" in s.classes)
        assert shown.count(refusal) == 1, shown
        assert app.game.state.whose_turn == "Ada"


async def test_the_calculator_opens_on_the_scoreboards_own_forms():
    """Ctrl+K with a Trade and Triumph scoreboard open shows the Trade & Triumph computations (its kind's
    calculator tab), where it showed the primary game's first form."""
    from textual.widgets import TabbedContent

    app = make_app(start="start", blink=False, now=fixed_clock())
    async with app.run_test(size=(100, 30)) as pilot:
        await start_scoreboard(pilot, ["Ann", "Ben"])
        await pilot.press("ctrl+k")
        await pilot.pause()
        assert type(app.screen).__name__ == "CalculatorScreen"
        assert app.screen.query_one("#calc-tabs", TabbedContent).active == "tab-tnt"
