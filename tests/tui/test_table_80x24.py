"""The table at 80x24 (issue 9, section 4): nothing a host needs is cut off or covered.

- the Peasant Revolt cap ("≤L1") stays inside the Now column (001 "Peasant Revolt Effects",
  turn track: turns 3-5 "-1 Dev. Max Lvl 1");
- the resolution preview and the Enter hint stay inside the dialog, a long preview scrolls;
- notifications stack over the panel, never over the players' rows.
"""

from __future__ import annotations

import pytest
from textual.widgets import Static

from companion.tui.app import make_app
from companion.tui.widgets.players import PlayerBoard
from tests.game.helpers import fixed_clock, new_game, play_turn, resolve_everyone
from tests.tui.helpers import demo_app, demo_to_trading, type_text
from tests.tui.hostile import screen_text
from companion.game.titm.events import PhaseAdvance
from companion.game.titm.events import AbilitiesResolved


def _column(board: PlayerBoard, label: str):
    return next(c for c in board.columns.values() if c.label.plain == label)


def _revolt_in_turn_3(tmp_path):
    """A 4-player game in turn III's Development phase; Ann (happiness 0 − 2×2 = −4, below the line) is the Peasant Revolt victim."""
    game = new_game(tmp_path)
    for turn in (1, 2):
        play_turn(game)
    game.record(PhaseAdvance(to="trading"))
    resolve_everyone(game, goods={"Ann": ({"grain": 2}, {"depression": 2})})
    game.record(PhaseAdvance(to="development"))
    assert game.state.this_turn.calamities.peasant_revolt == ["Ann"]
    game.close()
    return make_app(start="open", game_path=tmp_path / "game.jsonl", blink=False, now=fixed_clock())


async def test_the_peasant_revolt_cap_stays_in_the_now_column(tmp_path):
    app = _revolt_in_turn_3(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        board = app.screen.query_one(PlayerBoard)
        now = _column(board, "Now")
        for name in app.game.state.names:
            cell = board.get_row(name)[-1]
            assert cell.cell_len <= now.width, (name, cell.plain, now.width)
        # Ann draws level 0 and 1 cards only, plays 1 development instead of 2, at most level 1 (R10).
        assert board.get_row("Ann")[-1].plain.endswith("✓0/1 ≤L1")
        assert "≤L1" not in board.get_row("Ben")[-1].plain


async def test_a_long_resolution_preview_scrolls_and_the_enter_hint_stays_on_screen():
    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for event in (PhaseAdvance(to="trading"), PhaseAdvance(to="resolution"), AbilitiesResolved()):
            app.game.record(event)
        app.state_changed()
        await pilot.press("n")
        await pilot.pause()
        # Every good of the edition: one line each, then VP, the four tracks and what may not be warehoused.
        await type_text(pilot, "grain, wool, timber, ore, salt, wine, dye, slaves, art, spices, gold")
        await pilot.press("enter")
        await type_text(pilot, "white 3, blue 2, prosperity, zealots:red, barbarian fury, depression")
        await pilot.pause()
        dialog = app.screen
        box = dialog.query_one("#preview-box")
        preview = dialog.query_one("#preview", Static)
        hint = dialog.query_one("#goods-hint", Static)
        assert preview.virtual_size.height > box.content_region.height  # longer than the room: it scrolls
        assert box.region.bottom <= hint.region.y  # the hint below the preview, not under it
        assert hint.region.bottom <= 24 and "Enter: record" in str(hint.render())
        assert dialog.query_one("#goods-title").region.y >= 0


async def test_a_notification_replaces_the_last_and_covers_neither_the_players_nor_the_timer():
    app = demo_app()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await demo_to_trading(pilot)
        await pilot.press("t")
        for n in range(6):  # a burst, as a host toggling g fast makes
            app.notify(f"Notification {n}: a message long enough to wrap onto a second line of the toast", timeout=30)
        for _ in range(4):
            await pilot.pause()
        toasts = list(app.screen.query("Toast"))
        assert len(toasts) == 1 and "Notification 5" in str(toasts[0].render())  # the newest, alone
        toast = toasts[0].region
        board = app.screen.query_one(PlayerBoard).region
        digits = app.screen.query_one("#clock").region
        assert toast.y >= board.bottom, (toast, board)
        assert not toast.overlaps(digits), (toast, digits)


def _goods_line_shown(rows: list[str], name: str, goods: str) -> bool:
    """A panel row gives ``name`` (or everyone) ``goods``, whole: not wrapped or cut."""
    return any(
        row.startswith("│   ") and row.rstrip(" │").endswith(f": {goods}")
        and (name in row.split(":")[0] or row.startswith("│   Everyone:"))
        for row in rows
    )


async def test_the_production_checklist_fits_with_its_key_line():
    """The demo's Production panel at 80x24: each player's goods on one whole line (the line's wording is
    tested against the rules in tests/game/test_public.py), and the key that moves on stays in view."""
    from companion.game.titm.board import production_text
    from tests.tui.hostile import screen_text

    async with demo_app().run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        lines = screen_text(pilot.app).splitlines()
        state = pilot.app.game.state
        for player in state.players:
            assert _goods_line_shown(lines, player.name, production_text(state, player)), player.name
        assert any("n start the Trading phase" in row for row in lines)


def _six_players_after_piracy(tmp_path):
    """Six players in turn II's Production phase; Ann spent Piracy in turn I (R16)."""
    game = new_game(tmp_path, players=6)
    play_turn(game, goods={"Ann": ({"gold": 2, "piracy": 1}, {})})
    game.close()
    return make_app(start="open", game_path=tmp_path / "game.jsonl", blink=False, now=fixed_clock())


async def test_six_players_and_a_reshuffle_reminder_fit_the_production_panel(tmp_path):
    """80x24, six players, a deck to reshuffle: the reminder comes first and whole, the goods (the same for
    everyone in turn II: one basic good per rural worker, grain, wool, timber, ore and salt at the start,
    001 Production Phase) on one line, and the key line is still in view (it was cut off before)."""
    from tests.tui.hostile import flat, screen_text

    app = _six_players_after_piracy(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        rows = screen_text(app).splitlines()
        panel = flat(" ".join(row.strip("│ ") for row in rows[rows.index(next(r for r in rows if "⚠" in r)):]))
        assert panel.startswith("⚠ Piracy was spent in turn I (Ann): the luxury deck is reshuffled at the end of that "
                                "turn — if it was not, reshuffle it before dealing (R16). Deal each player")
        assert "│   Everyone: 5 basic: grain, wool, timber, ore, salt" in "\n".join(rows)
        assert "n start the Trading phase" in panel


async def test_a_checklist_taller_than_the_panel_scrolls_to_its_last_line(tmp_path):
    """On a short terminal (80x18) the panel has room for a few lines: the rest scrolls (PgDn/PgUp), nothing is cut off."""
    from tests.tui.hostile import screen_text

    app = _six_players_after_piracy(tmp_path)
    async with app.run_test(size=(80, 18)) as pilot:
        await pilot.pause()
        box = app.screen.query_one("#checklist-box")
        assert box.max_scroll_y > 0
        assert "n start the Trading phase" not in screen_text(app)
        await pilot.press("pagedown", "pagedown", "pagedown")  # the keys scroll it; the players' board keeps the focus
        await pilot.pause()
        assert "n start the Trading phase" in screen_text(app)
        assert app.focused is app.screen.query_one(PlayerBoard)
        await pilot.press("pageup", "pageup", "pageup")
        await pilot.pause()
        assert box.scroll_y == 0 and "⚠ Piracy was spent" in screen_text(app)


async def test_a_wider_terminal_shows_long_names_whole(tmp_path):
    # At 100 columns the compact board's Now column needs its 14 cells ("↓5+1 ✓0/2 ≤L1") and has
    # 34: the Player column (9) takes what names need, " B " + " Catharina [2nd" = 3 + 15 = 18 cells,
    # and Now keeps 34 − (18 − 9) = 25. At 160 columns the wide board has no Civ. column (nobody has
    # a civilisation: its 9 cells + 2 of padding go to the last column), so Developments has
    # 27 + 11 = 38 and keeps at least 16: the Player column (10) takes the 8 it needs, and
    # Developments keeps 38 − 8 = 30.
    from companion.edition import load_edition
    from companion.game.session import Game
    from tests.game.helpers import PLAYERS
    from tests.tui.hostile import screen_text

    players = [{**PLAYERS[0], "name": "Alexandra"}, {**PLAYERS[1], "name": "Catharina [2nd"}, *PLAYERS[2:4]]
    Game.new(tmp_path / "game.jsonl", name="Long names", players=players, edition=load_edition(),
             clock=fixed_clock()).close()
    for size in ((100, 30), (160, 40)):
        app = make_app(start="open", game_path=tmp_path / "game.jsonl", blink=False, now=fixed_clock())
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            text = screen_text(app)
            assert " A  Alexandra " in text and " B  Catharina [2nd " in text, size
            board = app.screen.query_one(PlayerBoard)
            assert list(board.columns.values())[-1].width == {100: 34 - (18 - 9), 160: 27 + 11 - (18 - 10)}[size[0]]
            await pilot.press("ctrl+q")


async def test_a_name_longer_than_its_column_ends_in_an_ellipsis(tmp_path):
    # At 80 columns the Player column is 9 cells: the symbol block " A " (3), a space (1), and 5 for the
    # name. "Alexandra" (9 letters) is cut: "Alex" + "…" says so; cut bare, "Alexa" reads as another name.
    # A name that fits ("Ben", 3 letters) is shown whole, with no ellipsis.
    from companion.edition import load_edition
    from companion.game.session import Game
    from tests.game.helpers import PLAYERS
    from tests.tui.hostile import screen_text

    players = [{**PLAYERS[0], "name": "Alexandra"}, *PLAYERS[1:4]]
    Game.new(tmp_path / "game.jsonl", name="Long names", players=players, edition=load_edition(),
             clock=fixed_clock()).close()
    app = make_app(start="open", game_path=tmp_path / "game.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        board = app.screen.query_one(PlayerBoard).region  # the panel spells the row under the cursor out whole
        text = "\n".join(screen_text(app).splitlines()[board.y : board.bottom])
        assert " A  Alex…" in text and "Alexa" not in text
        assert " B  Ben " in text and "Ben…" not in text


async def test_the_phone_strip_says_first_what_the_host_can_apply():
    """Six players with long names, two entries sent: at 80 columns the strip's two rows cannot
    hold every player, and the end is cut — so the count to apply and its keys come first. A
    player with nothing sent reads "not sent": "waiting" would say the opposite of "to apply"."""
    from textual.app import App

    from companion.tui.widgets.phones import PhoneStrip

    names = ["Alexandra", "Benedikta", "Catharina", "Dorothea", "Evangeline", "Friederike"]
    statuses = {name: "submitted" if name in ("Catharina", "Friederike") else "waiting" for name in names}

    class Strip(App):
        def compose(self):
            yield PhoneStrip()

    app = Strip()
    async with app.run_test(size=(80, 24)) as pilot:
        strip = app.query_one(PhoneStrip)
        strip.show(statuses, {name: name[0] for name in names}, pending=2)
        await pilot.pause()
        rows = [strip.render_line(y).text for y in range(strip.size.height)]
        assert len(rows) == 2
        assert rows[0].startswith("Phones: 2 to apply (y, i review) · A Alexandra ◌ not sent")
        assert "waiting" not in " ".join(rows)


async def test_every_field_of_the_custom_card_form_is_on_screen():
    # Eight fields (name, track, side, level, VP, cities, boats, worker): bordered, 4 rows each with
    # their labels, they ran off the bottom of 24 rows from the fifth, and the hint with them.
    from textual.widgets import Input

    from companion.tui.dialogs.form import FormDialog
    from tests.tui.helpers import custom_card_form

    app = demo_app()
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = await custom_card_form(pilot)
        assert isinstance(dialog, FormDialog)
        fields = list(dialog.query(Input))
        assert len(fields) == 8
        for widget in [*fields, dialog.query_one(".dialog-hint")]:
            region = widget.region
            assert region.height >= 1 and 0 <= region.y and region.bottom <= 24, widget


async def test_at_120_columns_the_board_is_whole_and_names_have_room(tmp_path):
    # At 120×40 the wide layout (Civ., the happiness and safety tracks, Developments) needs more
    # than 120 cells: the Now column was cut at the edge ("draw 2 ✓1/1 ≤L│") next to an empty Civ.
    # column, and names were cut ("Ann […"). The wide layout is used only where it fits; 120
    # columns get the compact one, whose Player column grows to show names whole.
    from companion.tui.widgets.players import now_text, player_label
    from tests.game.helpers import new_game, play_turn, resolve_everyone
    from tests.tui.hostile import screen_text

    game = new_game(tmp_path)
    play_turn(game)
    game.record(PhaseAdvance(to="trading"))
    resolve_everyone(game, {"Ann": ({"grain": 3}, {"unhappy": 3})})  # Ann below the yellow line: Peasant Revolt in turn II
    game.record(PhaseAdvance(to="development"))
    game.close()
    app = make_app(start="open", game_path=tmp_path / "game.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        board = app.screen.query_one(PlayerBoard)
        assert board.region.right <= 120
        widths = {str(c.label): c.width for c in board.columns.values()}
        assert sum(widths.values()) + 2 * len(widths) + 4 <= 120  # every column on screen
        state = app.game.state
        for p in state.players:
            assert player_label(p).cell_len <= widths["Player"], p.name
            assert now_text(state, p, wide="Developments" in widths).cell_len <= widths["Now"], p.name
        assert "≤L0" in screen_text(app)  # Ann's Peasant Revolt cap, whole
        await pilot.press("ctrl+q")


async def test_the_wide_board_leaves_out_an_empty_civilisation_column(tmp_path):
    from companion.tui.widgets.players import PlayerBoard as Board
    from tests.game.helpers import new_game

    new_game(tmp_path).close()
    app = make_app(start="open", game_path=tmp_path / "game.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(170, 40)) as pilot:
        await pilot.pause()
        board = app.screen.query_one(Board)
        labels = [str(c.label) for c in board.columns.values()]
        assert "Developments" in labels and "Civ." not in labels  # nobody has a civilisation
        await pilot.press("ctrl+q")


@pytest.mark.parametrize("size", [(100, 24), (100, 30), (80, 24), (120, 40)])
async def test_a_notification_is_shown_whole_above_the_footer(size):
    # g's words at 100 columns: the toast was laid out two rows high but drawn three, and its last
    # row, "(g again: take it back)", went under the footer.
    app = demo_app()
    async with app.run_test(size=size, notifications=True) as pilot:
        await demo_to_trading(pilot)
        await pilot.press("g")
        for _ in range(4):
            await pilot.pause()
        box = app.screen.query_one("Toast").region
        assert box.bottom <= size[1] - 1, box  # the footer's row is the last
        rows = screen_text(app).splitlines()[box.y : box.bottom]
        shown = " ".join(row[box.x : box.right].strip(" ▌") for row in rows)
        assert shown == "Ada abandons Government: back to space 1 of its side in step 1, R6 (g again: take it back)."
