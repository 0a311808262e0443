"""The ledger screen: VP entries and totals, undo/redo/rewind from the history, rulings.

The demo game is five players at the start of turn III (two turns autoplayed
with a fixed seed). Expected VP are worked out from R1's chart (1, 3, 6, 10,
15, 21 VP for a set of 1…6 cards) after checking what the demo's events spent.
"""

from __future__ import annotations

from textual.pilot import Pilot

from companion.tui.app import make_app
from companion.tui.dialogs.form import FormDialog
from companion.tui.screens.ledger import LedgerScreen
from companion.tui.widgets.history_table import HistoryTable
from companion.tui.widgets.ledger_table import LedgerTable, total_row_key
from tests.game.helpers import fixed_clock, new_game
from tests.tui.helpers import cells, column, demo_app, type_text
from companion.game.titm.events import Correction

VP, WHY, STATUS, EVENT = 3, 4, 5, 6


async def open_ledger(pilot: Pilot, tab: str = "l") -> LedgerScreen:
    await pilot.pause()
    await pilot.press("ctrl+l")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, LedgerScreen)
    await pilot.press(tab)
    await pilot.pause()
    return screen


async def test_ledger_lists_every_entry_and_totals_are_their_sums():
    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_ledger(pilot)
        state = app.game.state
        table = screen.query_one(LedgerTable)
        assert table.row_count == len(state.ledger) + len(state.players)  # every entry, one total per player
        for player in state.players:
            entries = state.entries_of(player.name)
            shown = [int(cells(table, f"{player.name}:{i}")[VP]) for i in range(len(entries))]
            assert shown == [e.amount for e in entries]
            total = cells(table, total_row_key(player.name))[VP]
            assert total == f"= {sum(shown)}" == f"= {player.vp}"

        # Ada's two turns, by hand: turn I she spent three single cards (1 VP each, R1): 3;
        # turn II Cleo's Theatre gave her 1 (C14), then 2 ore and 2 wine: two sets of 2 = 3 + 3 (R1).
        # Nothing else moved her VP: 3 + 1 + 6 = 10 in all.
        ada_goods = [e for e in app.game.events if e.type == "goods_resolved" and e.player == "Ada"]
        assert [dict(e.goods) for e in ada_goods] == [{"slaves": 1, "timber": 1, "wine": 1}, {"ore": 2, "wine": 2}]
        assert cells(table, "Ada:0")[1:4] == ["I", "Resolution", "+3"]
        assert cells(table, "Ada:1")[1:4] == ["II", "Resolution", "+1"]
        assert cells(table, "Ada:2")[1:4] == ["II", "Resolution", "+6"]
        assert cells(table, total_row_key("Ada"))[VP] == f"= {3 + 1 + 6}"
        assert "hidden" not in str(screen.query_one("#ledger-notice").render()) and not screen.query_one("#ledger-notice").display


async def test_number_keys_show_one_player_and_zero_shows_all():
    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_ledger(pilot)
        table = screen.query_one(LedgerTable)
        everyone = table.row_count
        await pilot.press("2")  # Bram, second in seat order: 3 entries (goods, goods, prosperity) and his total
        assert [c.strip() for c in column(table, 0)] == ["B  Bram", "B  Bram", "B  Bram", "Σ Bram"]
        await pilot.press("6")  # only five players: nothing changes
        assert [c.strip() for c in column(table, 0)] == ["B  Bram", "B  Bram", "B  Bram", "Σ Bram"]
        await pilot.press("0")
        assert table.row_count == everyone


async def test_hidden_vp_is_said_at_the_top_but_everything_is_shown(tmp_path):
    game = new_game(tmp_path, hidden_vp=True)
    game.record(Correction(player="Ann", what="vp", value=4, reason="misread a card"))
    game.close()
    app = make_app(start="open", game_path=tmp_path / "game.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_ledger(pilot)
        notice = screen.query_one("#ledger-notice")
        assert notice.display and "face down" in str(notice.render())
        table = screen.query_one(LedgerTable)
        assert cells(table, "Ann:0")[VP:WHY + 1] == ["+4", "correction: misread a card"]
        assert cells(table, total_row_key("Ann"))[VP] == "= 4"
        assert cells(table, total_row_key("Ben"))[VP:WHY + 1] == ["= 0", "total of no entries"]


async def test_undo_from_the_history_shows_the_event_undone_then_redo_and_ctrl_z():
    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_ledger(pilot, "h")
        game = app.game
        history = screen.query_one(HistoryTable)
        last = game.events[-1]
        assert last.type == "phase_advance" and last.to == "production" and game.state.turn == 3
        assert history.row_count == len(game.events)

        await pilot.press("u")
        await pilot.pause()
        assert isinstance(app.screen, FormDialog)
        await type_text(pilot, "misclick")
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is screen
        undo = last.seq + 1
        assert cells(history, str(last.seq))[STATUS] == f"undone by {undo}"
        assert cells(history, str(undo))[STATUS:] == ["in effect", f"Undo event {last.seq} (misclick)"]
        assert (game.state.turn, game.state.phase) == (2, "civic")  # back before the move into turn III

        await pilot.press("y")
        await pilot.pause()
        assert cells(history, str(last.seq))[STATUS] == "in effect"
        assert cells(history, str(undo + 1))[EVENT] == f"Redo event {last.seq}"
        assert (game.state.turn, game.state.phase) == (3, "production")

        await pilot.press("ctrl+z")  # the app's own undo keeps working here
        await pilot.pause()
        assert cells(history, str(last.seq))[STATUS] == f"undone by {undo + 2}"
        assert history.row_count == len(game.events) == last.seq + 3


async def test_undo_dialog_can_be_cancelled():
    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_ledger(pilot, "h")
        count = len(app.game.events)
        await pilot.press("u")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, LedgerScreen)
        assert len(app.game.events) == count


def turn_2_trading(game):
    """The demo's event that moved turn II to Trading (a rewind target in effect)."""
    return next(e for e in game.events if e.type == "phase_advance" and e.turn == 2 and e.to == "trading")


async def test_rewind_to_an_earlier_event_with_a_note_then_redo():
    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_ledger(pilot, "h")
        game = app.game
        history = screen.query_one(HistoryTable)
        target = turn_2_trading(game)
        later = [e.seq for e in game.events if e.seq > target.seq]
        history.move_cursor(row=history.get_row_index(str(target.seq)))
        await pilot.press("w")
        await pilot.pause()
        assert isinstance(app.screen, FormDialog)
        await pilot.press("enter")  # the note is required
        await pilot.pause()
        assert isinstance(app.screen, FormDialog) and "note is required" in str(app.screen.query_one(".dialog-error").render())
        await type_text(pilot, "we forgot a trade")
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is screen

        rewind = later[-1] + 1
        assert game.events[-1].type == "rewind" and game.events[-1].note == "we forgot a trade"
        assert [cells(history, str(seq))[STATUS] for seq in later] == [f"undone by {rewind}"] * len(later)
        assert cells(history, str(target.seq))[STATUS] == "in effect"
        assert (game.state.turn, game.state.phase) == (2, "trading")
        ledger = screen.query_one(LedgerTable)
        assert {turn for turn in column(ledger, 1) if turn} == {"I"}  # turn II's entries are gone
        assert cells(ledger, total_row_key("Ada"))[VP] == "= 3"  # turn I only: three single cards

        await pilot.press("y")  # redo walks forward one event: Cleo's Theatre cubes on Ada
        await pilot.pause()
        assert cells(history, str(later[0]))[STATUS] == "in effect"
        assert cells(history, str(later[1]))[STATUS] == f"undone by {rewind}"
        assert (game.state.turn, game.state.phase) == (2, "trading")
        assert [(a.holder, a.targets) for a in game.state.this_turn.abilities] == [("Cleo", ["Ada"])]


async def test_rewind_refuses_an_event_that_is_not_in_effect():
    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_ledger(pilot, "h")
        await pilot.press("ctrl+z")
        await pilot.pause()
        history = screen.query_one(HistoryTable)
        undone = app.game.events[-2].seq  # the event the undo took out
        count = len(app.game.events)
        history.move_cursor(row=history.get_row_index(str(undone)))
        await pilot.press("w")
        await pilot.pause()
        assert app.screen is screen and len(app.game.events) == count
        history.move_cursor(row=history.row_count - 1)  # the undo itself is not a point to go back to
        await pilot.press("w")
        await pilot.pause()
        assert app.screen is screen and len(app.game.events) == count


async def test_add_a_ruling():
    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_ledger(pilot, "r")
        await pilot.press("a")
        await pilot.pause()
        assert isinstance(app.screen, FormDialog)
        await type_text(pilot, "No hints about bottoms")
        await pilot.press("enter")
        await type_text(pilot, "001 Trading Phase")
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is screen
        ruling = app.game.state.rulings[-1]
        assert (ruling.text, ruling.rule, ruling.turn, ruling.phase) == (
            "No hints about bottoms", "001 Trading Phase", 3, "production"
        )
        table = screen.query_one("#rulings-table")
        assert cells(table, str(ruling.seq))[1:] == ["III", "Production", "No hints about bottoms", "001 Trading Phase"]


async def test_keys_belong_to_their_tab_and_escape_goes_back():
    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await open_ledger(pilot, "l")
        count = len(app.game.events)
        await pilot.press("u", "a")  # history and rulings keys do nothing on the ledger tab
        await pilot.pause()
        assert isinstance(app.screen, LedgerScreen) and len(app.game.events) == count
        await pilot.press("escape")
        await pilot.pause()
        assert type(app.screen).__name__ == "TableScreen"


async def test_a_rewind_typed_fast_goes_to_the_row_moved_to_with_its_note():
    # ↑, w, the note and Enter typed at once: the note's letters reached the history table while
    # the dialog opened, and were lost. The keys now act in the order typed.
    from tests.tui.helpers import keys_of, send_keys

    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        history = (await open_ledger(pilot, "h")).query_one(HistoryTable)
        target = turn_2_trading(app.game)
        history.move_cursor(row=history.get_row_index(str(target.seq)) + 1)  # the row below it
        send_keys(pilot, ["up", "w", *keys_of("we forgot a trade"), "enter"])
        for _ in range(12):
            await pilot.pause()
        last = app.game.events[-1]
        assert (last.type, last.to, last.note) == ("rewind", target.seq, "we forgot a trade")


async def test_keys_typed_right_after_ctrl_l_land_in_the_ledger():
    # Ctrl+L did not wait for the ledger: "h" typed with it was lost (the Ledger tab stayed), and
    # letters typed after it acted on the table ("s" started sharing under the ledger).
    from textual.widgets import TabbedContent

    from companion.tui.screens.ledger import LedgerScreen
    from tests.tui.helpers import demo_app, send_keys, until_screen

    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        send_keys(pilot, ["ctrl+l", "h", "s"])
        screen = await until_screen(pilot, LedgerScreen)
        for _ in range(6):
            await pilot.pause()
        assert app.screen is screen
        assert screen.query_one("#ledger-tabs", TabbedContent).active == "history-tab"
        assert app.sharing is None  # "s" was not read by the table


async def test_the_ledger_and_the_calculator_do_not_offer_their_own_key():
    # On the ledger the footer offered "^l Ledger", which does nothing there (the same for ^k).
    from companion.tui.screens.calculator import CalculatorScreen
    from tests.tui.helpers import until_screen

    app = demo_app()
    async with app.run_test(size=(120, 24)) as pilot:
        await pilot.pause()
        for key, screen_type, action in (("ctrl+l", LedgerScreen, "ledger"), ("ctrl+k", CalculatorScreen, "calculator")):
            offered = {b.binding.action for b in app.screen.active_bindings.values() if b.enabled}
            assert action in offered  # on the table: offered
            await pilot.press(key)
            await until_screen(pilot, screen_type)
            await pilot.pause()
            offered = {b.binding.action for b in app.screen.active_bindings.values() if b.enabled}
            assert action not in offered, offered
            await pilot.press("escape")
            await pilot.pause()


async def test_v_shows_the_race_so_far_in_the_ledger_screen(tmp_path):
    # Issue 25: the race is drawn in the history too, not only on the end screen. Turn I: Ann spends
    # 3 wool, a set of 3 on the triangular chart: 1 + 2 + 3 = 6 VP (R1); turn II: 2 grain, a set of 2:
    # 1 + 2 = 3 VP, so 6 + 3 = 9 at the end of turn II. Nobody else scores.
    from textual.widgets import Static

    from companion.tui.widgets.race_chart import RaceChart
    from tests.game.helpers import play_turn

    game = new_game(tmp_path)
    play_turn(game, goods={"Ann": ({"wool": 3}, {})})
    play_turn(game, goods={"Ann": ({"grain": 2}, {})})
    game.close()
    app = make_app(start="open", game_path=game.path, blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_ledger(pilot, "v")
        assert screen.query_one("#ledger-tabs").active == "race-tab"
        legend = str(screen.query_one(RaceChart).query_one("#race-legend", Static).render())
        assert legend.startswith("A Ann 9 · ")
        assert all(f"{name} 0" in legend for name in game.state.names[1:])
        await pilot.press("h")  # back to the history, its table under the cursor
        await pilot.pause()
        assert screen.query_one("#ledger-tabs").active == "history-tab"
