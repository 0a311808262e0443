"""Defects seen at the table (issue 9, section 4): each test reproduces one as a host met it."""

from __future__ import annotations

from textual.widgets import Input, Label, Markdown

from companion.tui.app import make_app
from tests.game.helpers import fixed_clock


async def _new_game_form(pilot):
    await pilot.pause()
    await pilot.pause()
    return pilot.app.screen


async def test_new_game_form_focus_starts_on_the_game_name(tmp_path):
    app = make_app(start="new", game_path=tmp_path / "g.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _new_game_form(pilot)
        assert screen.focused is screen.query_one("#name", Input)


async def test_new_game_form_fields_are_labelled_and_never_cut_at_80x24(tmp_path):
    app = make_app(start="new", game_path=tmp_path / "g.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _new_game_form(pilot)
        labels = [str(label.render()) for label in screen.query(Label)]
        for heading in ("Game name", "Edition", "Player name", "Colour", "Symbol", "Civilisation",
                        "Government", "Religion", "Trading seconds", "Grace seconds"):
            assert heading in labels, heading
        # Every label is drawn whole: its region is as wide as its text.
        for label in screen.query(Label):
            assert label.region.width >= len(str(label.render())), str(label.render())
        # Every prefilled value fits its field ("Game n", "titm-v", "dictators" were cut before).
        for field in screen.query(Input):
            if field.value:
                assert field.content_region.width > len(field.value), (field.id, field.value, field.content_region)
        # The symbol field takes a two-letter symbol, and the form's last row is on screen (not scrolled away).
        assert screen.query_one("#symbol-0", Input).content_region.width >= 3
        die = screen.query_one("#die", Input)
        assert die.region.bottom <= 23, die.region


async def test_f1_on_the_new_game_form_lists_every_key_in_peoples_words(tmp_path):
    app = make_app(start="new", game_path=tmp_path / "g.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await _new_game_form(pilot)
        await pilot.press("f1")
        await pilot.pause()
        text = app.screen.query_one(Markdown).source
        assert "Keys — New game" in text
        assert "NewGame" not in text
        for key in ("ctrl+s", "escape", "tab, shift+tab", "space, enter"):
            assert f"`{key}`" in text, key
        # No game is open: the game's keys (undo, ledger) are not offered.
        assert "Undo" not in text and "Ledger" not in text
