"""The table's cards add up, through the host's goods dialog and the phones' review list (Pilot;
issue 34, item 1; docs/rulings.md C16).

Eve's 138 cards (every basic and civic card there is, R1) in turn II, when the table was dealt 28
goods and kept 3: the dialog's preview holds them back with the figures and their VP; Enter records
nothing; Ctrl+O asks the host for a reason, and only with one is the entry recorded, the reason kept
as its ruling.
"""

from __future__ import annotations

from contextlib import asynccontextmanager

from textual.widgets import Input, Static

from companion.tui.app import make_app
from companion.tui.dialogs.form import FormDialog
from companion.tui.dialogs.goods import GoodsDialog
from tests.game.helpers import fixed_clock, new_game
from tests.game.test_table_cards import EVE, EVE_WORDS, _turn_II
from tests.tui.helpers import type_text

EVE_TYPED = "grain 18, wool 18, timber 18, ore 18, salt 18, wine 12, dye 12, slaves 12, art 12"


@asynccontextmanager
async def goods_dialog(game, player: str):
    """The app on ``game`` (closed here, then opened as the app opens it) with ``player``'s goods
    dialog open: yields (app, pilot, dialog)."""
    game.close()
    app = make_app(start="open", game_path=game.path, blink=False, now=fixed_clock())
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        dialog = GoodsDialog(player)
        await app.push_screen(dialog)
        await pilot.pause()
        yield app, pilot, dialog


async def test_the_dialog_holds_the_138_cards_back_and_records_them_only_with_a_reason(tmp_path):
    game = new_game(tmp_path, players=5, dealt=True)
    _turn_II(game)
    async with goods_dialog(game, "Eve") as (app, pilot, dialog):
        dialog.query_one("#goods", Input).value = EVE_TYPED
        dialog.query_one("#icons", Input).focus()
        await pilot.pause()
        await type_text(pilot, "prosperity 99")
        preview = str(dialog.query_one("#preview", Static).render())
        assert preview.startswith(f"⚠ held back: {EVE_WORDS}")
        assert "582 VP if recorded" in preview  # 5 basic goods × 63 + 4 civic goods × 42 + 99 prosperity
        await pilot.press("enter")  # held back: Enter records nothing (keys typed ahead stay harmless)
        await pilot.pause()
        assert app.screen is dialog and "Eve" not in app.game.state.this_turn.goods
        await pilot.press("ctrl+o")  # the host overrules: a reason is asked, nothing recorded yet
        await pilot.pause()
        assert isinstance(app.screen, FormDialog)
        assert "Eve" not in app.game.state.this_turn.goods
        await pilot.press("enter")  # no reason: still nothing
        await pilot.pause()
        assert isinstance(app.screen, FormDialog) and "Eve" not in app.game.state.this_turn.goods
        await type_text(pilot, "we counted Eve's cards")
        await pilot.press("enter")
        await pilot.pause()
        assert app.game.state.this_turn.goods["Eve"].ruling == "we counted Eve's cards"
        assert app.game.state.player("Eve").vp == 1 + 582  # turn I's grain, then the 138 cards
        assert [e for e in app.game.timeline.kept if e.type == "goods_resolved"][-1].ruling == "we counted Eve's cards"


async def test_the_review_list_shows_the_vp_marks_the_held_back_entry_and_y_leaves_it(tmp_path):
    from textual.widgets import DataTable

    from tests.web.test_tui_sharing import shared

    game = new_game(tmp_path, players=5, dealt=True)
    _turn_II(game)
    game.close()
    async with shared(game.path, (120, 30)) as (app, pilot):
        assert app.sharing.table.submit("Eve", "goods", {"goods": EVE, "icons": {"prosperity": 99}}) is None
        assert app.sharing.table.submit("Dan", "goods", {"goods": {"timber": 1}}) is None
        events = len(app.game.events)
        await pilot.press("i")
        await pilot.pause()
        table = app.screen.query_one(DataTable)
        rows = [[str(cell) for cell in table.get_row_at(i)] for i in range(table.row_count)]
        assert [row[:3] for row in rows] == [["Eve", "spent cards", "+582"], ["Dan", "spent cards", "+1"]]  # a goods entry is "spent cards" in the list
        assert rows[0][3].startswith("⚠ held back ") and not rows[1][3].startswith("⚠")
        await pilot.press("enter")  # Enter on the held-back entry records nothing
        await pilot.pause()
        assert len(app.game.events) == events
        await pilot.press("y")
        await pilot.pause()
        assert "Dan" in app.game.state.this_turn.goods and "Eve" not in app.game.state.this_turn.goods
        assert [item.player for item in app.sharing.table.pending()] == ["Eve"]


async def test_enter_on_a_refused_spend_puts_the_cursor_on_the_field_the_refusal_names(tmp_path):
    """13 wine (the deck holds 12, R1): the refusal names ``goods.wine``, so Enter in the bottoms
    puts the cursor back in the goods field, where the fix is typed; a Zealots without its arrow
    (R18, ``icons.zealots``) keeps it in the bottoms."""
    from tests.game.tables import to_resolution

    game = new_game(tmp_path, players=4)
    to_resolution(game)
    async with goods_dialog(game, "Ann") as (app, pilot, dialog):
        await type_text(pilot, "13 wine")
        await pilot.press("enter")  # on to the bottoms
        await pilot.pause()
        assert dialog.focused is dialog.query_one("#icons", Input)
        await pilot.press("enter")  # refused: wine over its deck
        await pilot.pause()
        assert dialog.focused is dialog.query_one("#goods", Input) and "Ann" not in app.game.state.this_turn.goods
        dialog.query_one("#goods", Input).value = "1 wine"
        dialog.query_one("#icons", Input).focus()
        await pilot.pause()
        await type_text(pilot, "zealots")
        await pilot.press("enter")  # refused: which arrow is printed on it (R18)
        await pilot.pause()
        assert dialog.focused is dialog.query_one("#icons", Input) and "Ann" not in app.game.state.this_turn.goods
