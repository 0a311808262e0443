"""Resolution step 3's dialog says only what the turn needs (001 Resolving Calamities; the turn track)."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from companion.tui.app import make_app
from companion.tui.dialogs.calamities import CalamityDialog
from tests.game.helpers import fixed_clock, new_game, play_turn, to_calamities_of_turn_3
from tests.tui.helpers import until_screen
from tests.tui.hostile import screen_text
from companion.game.titm.events import AbilitiesResolved, GoodsResolved, PhaseAdvance


def _at_step_3(tmp_path, turns_before: int, icons: dict | None = None, goods: dict | None = None):
    """A 4-player game at Resolution step 3 of turn ``turns_before + 1``; Ann spent ``goods`` with ``icons``."""
    game = new_game(tmp_path)
    for _ in range(turns_before):
        play_turn(game)
    game.record(PhaseAdvance(to="trading"))
    game.record(PhaseAdvance(to="resolution"))
    game.record(AbilitiesResolved())
    for name in game.state.names:
        # each bottom on a civic card, which carries Barbarian Fury (001 The Goods)
        spent = {"goods": goods or {"wine": sum(icons.values())}, "icons": icons} if icons and name == "Ann" else {}
        game.record(GoodsResolved(player=name, **spent))
    game.close()
    return make_app(start="open", game_path=tmp_path / "game.jsonl", blink=False, now=fixed_clock())


async def test_a_turn_without_barbarians_offers_no_die_and_no_empty_box(tmp_path):
    # The turn track: turn II has a Peasant Revolt and no Barbarian Attack. Ann spent 2 grain, each
    # with Depression (−2 happiness, a bottom of basic goods): 0 − 2×2 = −4, below the yellow line (R7).
    app = _at_step_3(tmp_path, turns_before=1, icons={"depression": 2}, goods={"grain": 2})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        dialog = await until_screen(pilot, CalamityDialog)
        text = screen_text(app)
        assert "calamities of turn II" in text and "Peasant Revolt: Ann" in text
        assert "Barbarian Attack: none on this turn." in text
        assert "Ctrl+R" not in text and "Roll for me" not in text  # nothing to roll: not in the hint nor the footer
        assert dialog.query_one("#loss", Static).display is False


async def test_a_barbarian_attack_victim_gets_the_die_and_its_loss(tmp_path):
    # Turn III: Barbarian Attack 3 + the Barbarian Die. Ann spent two Barbarian Fury cards: safety 0 − 2×2 = −4,
    # below the yellow line (the table's "-4!"), so she is its victim and the dialog offers the die.
    app = _at_step_3(tmp_path, turns_before=2, icons={"barbarian-fury": 2})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        dialog = await until_screen(pilot, CalamityDialog)
        assert dialog.rolls_needed == {"Ann": 1}
        text = screen_text(app)
        assert "calamities of turn III" in text and "Ctrl+R: roll the die for me" in text
        await pilot.press("2")
        await pilot.pause()
        loss = dialog.query_one("#loss", Static)
        assert loss.display is True and "Ann:" in str(loss.render())


@pytest.mark.parametrize("size", [(80, 24), (80, 20)])
async def test_every_barbarian_attack_victim_its_loss_and_the_keys_fit_a_small_terminal(tmp_path, size):
    # Four players tied at the lowest safety (each spent two Barbarian Fury: 0 − 2×2 = −4, R8: ties
    # are all victims) on turn III. Each die box took 4 rows with its label: at 80×24 the VP each
    # victim loses and the keys' line were cut off below the screen.
    from companion.tui.screens.table import TableScreen

    game = new_game(tmp_path)
    to_calamities_of_turn_3(game, {name: ({"wine": 2}, {"barbarian-fury": 2}) for name in game.state.names})
    names = list(game.state.names)
    game.close()
    app = make_app(start="open", game_path=tmp_path / "game.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=size) as pilot:
        await until_screen(pilot, TableScreen)
        await pilot.press("n")
        dialog = await until_screen(pilot, CalamityDialog)
        assert list(dialog.rolls_needed) == names and len(names) == 4
        await pilot.press("1", "enter", "2", "enter", "0", "enter", "3")
        await pilot.pause()
        loss = dialog.query_one("#loss", Static)
        hint = dialog.query_one(".dialog-hint", Static)
        assert hint.region.height == 1 and hint.region.bottom <= size[1]  # the keys' line on screen
        assert loss.region.bottom <= hint.region.y and loss.region.height >= 2 + len(names)
        # turn III: lose 3 + the die (R9): 4, 5, 3, 6 VP owed
        text = str(loss.render())
        for name, owed in zip(names, (4, 5, 3, 6)):
            assert f"{name}: Barbarian Attack: 3 + die {owed - 3} = {owed} VP" in text


async def test_enter_records_the_dice_the_app_rolled_for_every_victim(tmp_path):
    # The dialog's keys line says 'Enter: record' and README 'type the Barbarian Die (or let the app
    # roll it, a house rule), Enter'. With the app rolling (house rule) for two victims, Enter only
    # moved the cursor to the second die, and an 'n' typed next replaced the die the app had rolled.
    from companion.tui.screens.table import TableScreen

    game = new_game(tmp_path, die="app")
    to_calamities_of_turn_3(game, {name: ({"wine": 2}, {"barbarian-fury": 2}) for name in ("Ann", "Ben")})
    game.close()
    app = make_app(start="open", game_path=tmp_path / "game.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await until_screen(pilot, TableScreen)
        await pilot.press("n")
        dialog = await until_screen(pilot, CalamityDialog)
        assert list(dialog.rolls_needed) == ["Ann", "Ben"] and dialog.by_app
        await pilot.press("enter")
        await until_screen(pilot, TableScreen)
        recorded = app.game.events[-1]
        assert recorded.type == "calamities_resolved" and recorded.rolled_by == "app"
        assert set(recorded.rolls) == {"Ann", "Ben"}


async def test_enter_on_a_die_still_goes_on_to_the_next_die_to_type(tmp_path):
    # Typed from the physical die (the default): Enter after the first victim's die moves to the next.
    game = new_game(tmp_path)
    to_calamities_of_turn_3(game, {name: ({"wine": 2}, {"barbarian-fury": 2}) for name in ("Ann", "Ben")})
    game.close()
    app = make_app(start="open", game_path=tmp_path / "game.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("n")
        dialog = await until_screen(pilot, CalamityDialog)
        await pilot.press("2", "enter")
        await pilot.pause()
        assert app.screen is dialog and dialog.focused.id == dialog._field("Ben")
        await pilot.press("1", "enter")
        await pilot.pause()
        assert app.game.events[-1].type == "calamities_resolved"
        assert app.game.events[-1].rolls == {"Ann": [2], "Ben": [1]}


@pytest.mark.parametrize(
    ("turns_before", "said"),
    [
        # turn I: the turn track has no calamity at all
        (0, "Turn I: no calamities on the turn track"),
        # turn III: both calamities, nobody spent a bad card, so nobody is below the yellow line
        (2, "Turn III: Peasant Revolt: nobody below the yellow line; Barbarian Attack: nobody below the yellow line"),
    ],
)
async def test_n_records_the_calamities_at_once_when_nobody_can_be_hit(tmp_path, turns_before, said):
    # The dialog needed n + Enter though nothing could be typed or read in it: n now records the step
    # and says why nobody was hit; the next n goes on to the Development phase.
    app = _at_step_3(tmp_path, turns_before=turns_before)
    notes = []
    async with app.run_test(size=(80, 24)) as pilot:
        app.notify = lambda message, **kw: notes.append(str(message))
        await pilot.press("n")
        await pilot.pause()
        assert not isinstance(app.screen, CalamityDialog)
        assert app.game.state.this_turn.calamities is not None
        assert notes == [said]
        await pilot.press("n")
        await pilot.pause()
        assert app.game.state.phase == "development"
