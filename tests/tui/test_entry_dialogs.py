"""The entry grammar in the table's dialogs and the calculator (issue 9, sections 1 and 3).

Each defect as a host met it: ``barbarian fury`` moved safety by 3 instead of 2,
``slave revolt`` moved happiness by 2 instead of 1, ``fury`` alone was a card;
Zealots, Corruption and Slave Revolt moved no track (R18); placeholders stood in
for values nobody typed.

Sources: 001_26b6d8b0f4cbe6f7.txt "Barbarian Fury & Depression" ("move you down two
spots"), "Zealots, Corruption & Slave Revolt"; RULINGS.md R11, R18.
"""

from __future__ import annotations

import random

import pytest
from textual.widgets import Input, OptionList, Static

from companion.edition import load_edition
from companion.game.titm.autoplay import play
from companion.game.titm.choices import playable
from companion.tui.app import make_app
from companion.tui.calc_forms import Sources, show
from companion.tui.calc_forms.titm import RESOLVE
from companion.tui.dialogs.form import FormDialog
from companion.tui.dialogs.goods import GoodsDialog
from companion.tui.screens.tnt import TntScreen
from tests.game.helpers import fixed_clock, new_game, resolve_everyone
from tests.tui.helpers import type_text
from tests.tui.test_tnt_pilot import answer, start_scoreboard
from companion.game.titm.events import AbilitiesResolved, CalamitiesResolved, CivicApplied, Correction, DevelopmentChosen, GoodsResolved, PhaseAdvance


def _at_resolution_step_2(tmp_path):
    """A 4-player game in turn I, Resolution step 2: everyone at START, democracy/venus or the other sides on space 1."""
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    game.record(PhaseAdvance(to="resolution"))
    game.record(AbilitiesResolved())
    game.close()
    return make_app(start="open", game_path=tmp_path / "game.jsonl", blink=False, now=fixed_clock())


def _at_development(tmp_path, before=None, goods=None):
    """A 4-player game moved on to the Development phase of turn I (``before(game)`` first, ``goods``
    as :func:`resolve_everyone` takes them), closed as the command line leaves it; returns (game, app).
    The game is read-only past this: the app reopens its journal."""
    game = new_game(tmp_path)
    if before is not None:
        before(game)
    game.record(PhaseAdvance(to="trading"))
    resolve_everyone(game, goods)
    game.record(PhaseAdvance(to="development"))
    game.close()
    return game, make_app(start="open", game_path=tmp_path / "game.jsonl", blink=False, now=fixed_clock())


async def _open_development(pilot) -> None:
    """The table up, then d: the development dialog, from the player under the cursor (Ann)."""
    from companion.tui.screens.table import TableScreen
    from tests.tui.helpers import until_screen

    await until_screen(pilot, TableScreen)
    await pilot.press("d")
    await pilot.pause()


def _recorded_icons(app) -> dict[str, int]:
    """The icons of the last goods_resolved event in the journal."""
    return dict([e for e in app.game.timeline.kept if e.type == "goods_resolved"][-1].icons)


async def _bottoms(pilot, text: str, goods: str = "wine") -> str:
    """Open the next player's goods dialog, type ``text`` as the bottoms, and return the preview.

    ``goods``: the cards they are on, put in the goods field first (one wine: a civic card carries
    every bad card but Poverty and Depression, 001 The Goods)."""
    if not isinstance(pilot.app.screen, GoodsDialog):
        await pilot.press("n")
        await pilot.pause()
    dialog = pilot.app.screen
    assert isinstance(dialog, GoodsDialog)
    dialog.query_one("#goods", Input).value = goods
    dialog.query_one("#icons", Input).focus()
    dialog.query_one("#icons", Input).value = ""
    await pilot.pause()
    await type_text(pilot, text)
    return str(dialog.query_one("#preview", Static).render())


async def test_barbarian_fury_moves_safety_by_two_in_the_goods_dialog(tmp_path):
    app = _at_resolution_step_2(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for spelling in ("barbarian fury", "Barbarian Fury", "barbarian-fury", "barb fu"):
            # The card carries 2 barbarian icons: START (0) − 2 = −2, never −3.
            assert "Safety: +0 → -2" in await _bottoms(pilot, spelling), spelling
        await pilot.press("enter")
        await pilot.pause()
        assert app.game.state.player("Ann").safety == 0 - 2
        assert _recorded_icons(app) == {"barbarian-fury": 1}


async def test_slave_revolt_moves_happiness_by_one_and_its_printed_arrow_moves_religion(tmp_path):
    app = _at_resolution_step_2(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        preview = await _bottoms(pilot, "slave revolt:red")
        # 1 unhappy face: 0 − 1; its red arrow pushes Ann (Venus, space 1) across the box to Mars 1 (R5).
        assert "Happiness: +0 → -1" in preview
        assert "Religion: venus space 1 (level 0) → mars space 1 (level 0)  [1 mars]  CONVERSION" in preview
        await pilot.press("enter")
        await pilot.pause()
        ann = app.game.state.player("Ann")
        assert (ann.happiness, ann.religion.side, ann.religion.space) == (-1, "mars", 1)
        assert _recorded_icons(app) == {"slave-revolt": 1, "mars": 1}  # no journal change: the card plus its arrow


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        # R18: the companion never guesses the printed arrow; it asks.
        ("zealots", "Zealots: which arrow is printed on the card? type zealots:red (or black/white/blue)"),
        ("slave revolt", "Slave Revolt: which arrow is printed on the card? type slave-revolt:red (or black/white/blue)"),
        # A later word of a multi-word name is not a card by itself.
        ("fury", "'fury' is not a card bottom here — did you mean barbarian fury?"),
    ],
)
async def test_bottoms_that_cannot_be_recorded_say_why_and_record_nothing(tmp_path, typed, message):
    app = _at_resolution_step_2(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert message in await _bottoms(pilot, typed)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GoodsDialog)  # still asking
        assert "Ann" not in app.game.state.this_turn.goods


@pytest.mark.parametrize(
    ("goods", "typed", "message"),
    [
        # Issue 22: no card and 99 prosperity was +99 VP; one card carries one bottom.
        ("", "prosperity 99", "Ann spent 0 cards but entered 99 bottoms: each card has one"),
        ("grain", "prosperity 3", "Ann spent 1 card but entered 3 bottoms: each card has one"),
        # 001 The Goods: Barbarian Fury is a civic good's bottom.
        ("2 grain", "barb fu", "Barbarian Fury is only on civic goods; Ann spent no civic card"),
    ],
)
async def test_the_goods_dialog_asks_the_fold_which_bottoms_a_hand_can_show(tmp_path, goods, typed, message):
    app = _at_resolution_step_2(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert f"⚠ {message}" in await _bottoms(pilot, typed, goods=goods)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GoodsDialog)  # still asking
        assert "Ann" not in app.game.state.this_turn.goods and app.game.state.player("Ann").vp == 0


async def test_the_goods_dialog_records_fewer_bottoms_than_cards_and_says_so(tmp_path):
    app = _at_resolution_step_2(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        preview = await _bottoms(pilot, "red 6", goods="7 wine")
        assert "7 cards, 6 bottoms entered" in preview
        await pilot.press("enter")
        await pilot.pause()
        assert _recorded_icons(app) == {"mars": 6}
        assert app.game.state.player("Ann").vp == 21 + 1  # R1: a set of 6 and a set of 1


def test_the_calculator_asks_for_the_printed_arrow_too():
    sources = Sources(lambda: load_edition("titm-v6"))
    values = {"government": "dem 1", "religion": "ven 1", "icons": "corruption"}
    shown = show(RESOLVE, sources, values)
    assert shown.problem
    assert "Corruption: which arrow is printed on the card? type corruption:red (or black/white/blue)" in shown.text
    answer = show(RESOLVE, sources, {**values, "goods": "slaves 2", "icons": "corruption:black, barbarian fury"}).text
    # 1 unhappy face; the black arrow crosses democracy 1 to dictatorship 1 (R5); 2 barbarian icons.
    assert "Happiness: +0 → -1" in answer and "Safety: +0 → -2" in answer
    assert "→ dictatorship space 1 (level 0)  [1 dictatorship]  REVOLUTION" in answer


# --- placeholders are never values --------------------------------------------------------------


def _with_abilities(tmp_path, *cards: str):
    """Turn II, Trading: Ann holds ``cards`` (trade phase abilities), played in turn I."""
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    game.record(PhaseAdvance(to="resolution"))
    game.record(AbilitiesResolved())
    for name in game.state.names:
        icons = {"democracy": 2, "venus": 2} if name == "Ann" else {}
        game.record(GoodsResolved(player=name, goods={"art": 4} if icons else {}, icons=icons))  # a card each
    game.record(CalamitiesResolved(rolls={}))
    game.record(PhaseAdvance(to="development"))
    for card in cards:
        assert game.record(DevelopmentChosen(player="Ann", development=card)) is not None
    game.record(PhaseAdvance(to="civic"))
    game.record(CivicApplied())
    game.record(PhaseAdvance(to="production"))
    game.record(PhaseAdvance(to="trading"))
    game.close()
    return make_app(start="open", game_path=tmp_path / "game.jsonl", blink=False, now=fixed_clock())


async def _ability_dialog(pilot) -> FormDialog:
    """Open the table, press a (Ann's trade phase ability) and return the dialog."""
    from companion.tui.screens.table import TableScreen
    from tests.tui.helpers import until_screen

    await until_screen(pilot, TableScreen)
    await pilot.press("a")
    await pilot.pause()
    assert isinstance(pilot.app.screen, FormDialog)
    return pilot.app.screen


async def test_one_ability_is_a_real_value_and_an_empty_box_is_empty(tmp_path):
    app = _with_abilities(tmp_path, "hymns")  # Hymns: one trade phase ability
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = await _ability_dialog(pilot)
        assert dialog.query_one("#field-which", Input).value == "1"  # real, editable
        dialog.query_one("#field-targets", Input).focus()
        await pilot.pause()
        await type_text(pilot, "ben")
        await pilot.press("enter")  # who ignores it is optional: Enter records
        await pilot.pause()
        targets = app.game.state.this_turn.abilities
        assert targets and targets[0].targets == ["Ben"] and targets[0].development == "hymns"


async def test_abilities_are_numbered_across_cards_and_nothing_typed_picks_none(tmp_path):
    app = _with_abilities(tmp_path, "diplomat", "hymns")  # Diplomat: two abilities; Hymns: one
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = await _ability_dialog(pilot)
        hint = str(dialog.query_one(".dialog-hint", Static).render())
        assert "1  Diplomat #1: " in hint and "2  Diplomat #2: " in hint and "3  Hymns: " in hint
        assert dialog.query_one("#field-which", Input).value == ""
        await pilot.press("enter", "enter")
        await pilot.pause()
        assert isinstance(app.screen, FormDialog)
        assert "Which ability: type a whole number" in str(dialog.query_one(".dialog-error", Static).render())
        assert app.focused is dialog.query_one("#field-which", Input)  # the cursor is where the fix goes
        dialog.query_one("#field-which", Input).value = "4"
        await pilot.press("enter", "enter")  # on to the targets, and record
        await pilot.pause()
        assert "Which ability: 4" in str(dialog.query_one(".dialog-error", Static).render())
        dialog.query_one("#field-which", Input).value = "3"
        dialog.query_one("#field-targets", Input).value = "ben"
        await pilot.press("enter", "enter")
        await pilot.pause()
        assert [(a.development, a.ability) for a in app.game.state.this_turn.abilities] == [("hymns", 0)]


# --- the development dialog ---------------------------------------------------------------------


async def test_the_development_filter_reads_names_from_their_first_word(tmp_path):
    game = new_game(tmp_path)
    play(game, random.Random(3), until=(2, "development"))
    game.close()
    app = make_app(start="open", game_path=tmp_path / "game.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        from companion.tui.screens.table import TableScreen
        from tests.tui.helpers import until_screen

        await until_screen(pilot, TableScreen)
        await pilot.press("d")
        await pilot.pause()
        dialog = app.screen
        legal = playable(app.game.state, dialog.player)
        options = dialog.query_one("#options", OptionList)
        assert options.option_count == len(legal) + 2  # "0 next player", every legal card, "+ a custom card"
        first = legal[0].name
        await type_text(pilot, first.lower())
        assert options.get_option_at_index(0).id == legal[0].id
        dialog.query_one("#filter", Input).value = ""
        await type_text(pilot, "zzz")
        assert options.option_count == 1  # only "+ a custom card"
        error = str(dialog.query_one(".dialog-error", Static).render())
        assert "'zzz' is not a development here" in error
        assert error.endswith("Enter: a custom card instead")  # what Enter does now, said before it is pressed


@pytest.mark.parametrize("size", [(100, 40), (80, 24)])
async def test_the_development_list_grows_with_the_terminal_and_its_keys_stay_on_screen(tmp_path, size):
    # Ann at level 3 on both tracks (R5: space 6) may play 21 cards: with "0 next player" and
    # "+ a custom card" the list has 23 rows. It was 12 rows high at any size.
    def level_3(game) -> None:
        for what, side in (("government", "democracy"), ("religion", "venus")):
            game.record(Correction(player="Ann", what=what, side=side, value=6, reason="test"))

    game, app = _at_development(tmp_path, level_3)
    assert len(playable(game.state, "Ann")) == 21
    async with app.run_test(size=size) as pilot:
        await _open_development(pilot)
        await pilot.pause()
        dialog = app.screen
        options = dialog.query_one("#options", OptionList)
        hint = dialog.query_one("#development-hint", Static)
        assert hint.region.height == 1 and hint.region.bottom <= size[1]  # the keys are never pushed off
        assert options.virtual_size.height == 23  # one row a card: a long effect is cut, never wrapped
        if size[1] == 40:
            assert options.max_scroll_y == 0  # 40 rows leave room for every card
            await pilot.resize_terminal(100, 24)  # and the terminal made smaller with the dialog open
            await pilot.pause()
            await pilot.pause()
            assert hint.region.height == 1 and hint.region.bottom <= 24
            assert options.max_scroll_y > 0
        else:
            assert options.max_scroll_y > 0 and options.size.height >= 5  # 24 rows: the list scrolls


async def test_the_development_keys_line_says_what_enter_does_now(tmp_path):
    # "civ" typed in the filter: the list showed Civil Rights alone and Enter played it, but the keys'
    # line still said "0 / Enter: next player (Ben)". It now follows the filter and the highlight.
    game, app = _at_development(tmp_path)  # turn I, everyone at level 0: Education (grey 0) is playable
    cards = [c.name for c in playable(game.state, "Ann")]
    async with app.run_test(size=(80, 24)) as pilot:
        await _open_development(pilot)
        hint = app.screen.query_one("#development-hint", Static)

        def keys() -> str:
            return str(hint.render())

        assert "0 / Enter: next player (Ben)" in keys()
        await pilot.press("e", "d", "u")
        await pilot.pause()
        assert "Enter: play Education" in keys() and "next player" not in keys()
        await pilot.press("backspace", "backspace", "backspace", "down")  # the list's first card highlighted
        await pilot.pause()
        assert "Enter: play " + cards[0] in keys() and "0: next player" in keys()
        await pilot.press("up")
        await pilot.pause()
        assert "0 / Enter: next player (Ben)" in keys()
        await pilot.press("e", "d", "u", "enter")
        await pilot.pause()
        names = [app.game.state.development(d).name for d in app.game.state.this_turn.chosen["Ann"]]
        assert names == ["Education"]


async def test_the_development_dialog_names_each_marker_by_space_and_level(tmp_path):
    # Ann on democracy space 3 read "Development — Ann [A]: democracy 3, venus 1" above "Draws:
    # democracy 1, …": the 3 is a space, the 1 a level, and a host took the 3 for level 3.
    _, app = _at_development(tmp_path, goods={"Ann": ({"art": 2}, {"democracy": 2})})  # space 1 + 2 arrows = space 3 (R5)
    async with app.run_test(size=(80, 24)) as pilot:
        await _open_development(pilot)
        title = str(app.screen.query_one("#who").render())
        # R5: space 3 is level 1; Ann's religion is untouched: Venus space 1, level 0
        assert title == "Development — Ann [A]: Dem 3 L1, Ven 1 L0"
        assert "democracy 1" in str(app.screen.query_one("#draws").render())  # the draws name levels


async def test_ctrl_z_in_the_goods_dialog_shows_the_entry_undone(tmp_path):
    # Ann's cards recorded, the dialog on to Ben, Ctrl+Z: the journal undid Ann's entry but the
    # dialog still read "✓ Ann +3  ▸ Ben" (README: Ctrl+Z undoes anything, anywhere).
    from companion.tui.screens.table import TableScreen
    from tests.tui.helpers import until_screen

    app = _at_resolution_step_2(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await until_screen(pilot, TableScreen)
        await pilot.press("n")
        dialog = await until_screen(pilot, GoodsDialog)
        await type_text(pilot, "grain 2")
        await pilot.press("enter", "enter")
        await pilot.pause()
        players = dialog.query_one("#goods-players", Static)
        assert str(players.render()).startswith("✓ Ann +3  ▸ Ben")  # 2 grain = 3 VP (R1)
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert "Ann" not in app.game.state.this_turn.goods
        assert str(players.render()).startswith("· Ann  ▸ Ben")
        await pilot.press("ctrl+y")
        await pilot.pause()
        assert str(players.render()).startswith("✓ Ann +3  ▸ Ben")


async def test_ctrl_z_in_the_development_dialog_shows_the_play_undone(tmp_path):
    _, app = _at_development(tmp_path)  # turn I: everyone at level 0, Education (grey 0) playable
    async with app.run_test(size=(80, 24)) as pilot:
        await _open_development(pilot)
        dialog = app.screen
        await pilot.press("e", "d", "u", "enter")
        await pilot.pause()
        draws = dialog.query_one("#draws", Static)
        assert "Played this turn: Education" in str(draws.render())
        await pilot.press("ctrl+z")
        await pilot.pause()
        assert app.game.state.this_turn.chosen.get("Ann", []) == []
        assert "Played this turn: none" in str(draws.render())
        options = dialog.query_one("#options", OptionList)  # Education is offered again
        assert any("Education" in str(options.get_option_at_index(i).prompt) for i in range(options.option_count))



async def test_a_change_for_another_player_keeps_the_card_highlighted_in_the_development_dialog(tmp_path):
    # Ann's second card highlighted with ↓ ↓; Ben's development, sent from his phone, applied at once
    # (the share screen's "apply phone entries at once") redrew the dialog, and the highlight went back
    # to "next player": the host's Enter then moved on without playing the card highlighted.
    game, app = _at_development(tmp_path)
    ben_plays = playable(game.state, "Ben")[0].id
    async with app.run_test(size=(80, 24)) as pilot:
        await _open_development(pilot)
        dialog = app.screen
        options = dialog.query_one("#options", OptionList)
        await pilot.press("down", "down")
        await pilot.pause()
        highlighted = options.get_option_at_index(options.highlighted).id
        assert highlighted == dialog._cards[1].id
        assert app.record(DevelopmentChosen(player="Ben", development=ben_plays)) is None
        await pilot.pause()
        assert options.get_option_at_index(options.highlighted).id == highlighted
        await pilot.press("enter")
        await pilot.pause()
        assert app.game.state.this_turn.chosen["Ann"] == [highlighted]

# --- the Trade and Triumph scoreboard ----------------------------------------------------------


async def test_the_scoreboard_asks_why_and_never_records_an_empty_box_as_a_value():
    app = make_app(start="start", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await start_scoreboard(pilot, ["Ann", "Ben"])
        assert isinstance(app.screen, TntScreen)
        vp_entries = len(app.game.timeline.kept)
        await pilot.press("v")
        await pilot.pause()
        await answer(pilot, "+2", "")  # no reason typed: the box's example is not a reason
        assert isinstance(app.screen, FormDialog)
        assert "Say why" in str(app.screen.query_one(".dialog-error", Static).render())
        await answer(pilot, "specialty card")
        assert len(app.game.timeline.kept) == vp_entries + 1
        await pilot.press("k")  # a ruling with nothing typed is not recorded as "?"
        await pilot.pause()
        await answer(pilot, "", "")
        assert isinstance(app.screen, FormDialog)
        assert len(app.game.timeline.kept) == vp_entries + 1
