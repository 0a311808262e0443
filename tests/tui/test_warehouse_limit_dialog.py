"""The host's warehouse dialog (w) offers the judge's own limit: with an edition whose development
gives Ann one more warehouse card (docs/edition-format.md, ``extra_warehouse``), the form says
0–4, its preview takes 4 and refuses 5 in the judge's words, and Enter records 4
(001 Warehousing: "up to 3 goods", and the card's 1 more)."""

from __future__ import annotations

from textual.widgets import Label, Static

from tests.game.warehouse_four import warehouse_four_game
from tests.tui.helpers import opened_app, type_text


def _texts(screen, selector: str) -> list[str]:
    return [str(w.render()) for w in screen.query(selector)]


async def test_anns_warehouse_dialog_offers_four_cards_and_the_judge_takes_them(tmp_path):
    app = opened_app(warehouse_four_game(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.screen.selected == "Ann"  # the first player is under the cursor
        await pilot.press("w")
        await pilot.pause()
        dialog = app.screen
        assert "Cards warehoused (0–4)" in _texts(dialog, Label)
        await type_text(pilot, "5")
        await pilot.pause()
        preview = str(dialog.query_one(".dialog-preview", Static).render())
        assert "at most 4 cards" in preview and "warehouses" not in preview
        dialog.query_one("#field-cards").value = ""
        await type_text(pilot, "4")
        await pilot.pause()
        assert str(dialog.query_one(".dialog-preview", Static).render()) == "Ann warehouses 4 cards (at most 4)"
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is not dialog
        assert app.game.state.this_turn.warehouse == {"Ann": 4}
