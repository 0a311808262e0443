"""Defects seen at the table (issue 9, section 4): each test reproduces one as a host met it."""

from __future__ import annotations

from textual.widgets import Input, Label, Markdown

from companion.tui.app import make_app
from tests.game.helpers import fixed_clock
from companion.game.titm.events import PhaseAdvance


async def _new_game_form(pilot):
    await pilot.pause()
    await pilot.pause()
    return pilot.app.screen


async def test_new_game_form_focus_starts_where_its_title_says_player_1s_name(tmp_path):
    # The title says "Enter after each name": the cursor starts in player 1's name (it started in the
    # game name, so five names typed made the first one the game's name); the game name keeps its default.
    app = make_app(start="new", game_path=tmp_path / "g.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _new_game_form(pilot)
        assert "Enter after each name" in str(screen.query_one(".screen-title").render())
        assert screen.focused is screen.query_one("#name-0", Input)
        assert screen.query_one("#name", Input).value == "Game night"


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


# --- the table screen -----------------------------------------------------------------------

import random  # noqa: E402

from companion.game.titm.autoplay import play  # noqa: E402
from companion.game.titm.report import counted  # noqa: E402
from companion.game.titm.why import revolt_line  # noqa: E402
from companion.tui.dialogs.confirm import ConfirmDialog  # noqa: E402
from companion.tui.screens.end import EndScreen, QrScreen  # noqa: E402
from companion.tui.screens.table import TableScreen  # noqa: E402
from companion.tui.widgets.trade_clock import TradeClock  # noqa: E402
from tests.game.helpers import new_game  # noqa: E402
from tests.tui.helpers import until_screen  # noqa: E402


def _saved(tmp_path, until=None, players=5):
    game = new_game(tmp_path, players=players)
    if until == "trading":
        game.record(PhaseAdvance(to="trading"))
    elif until is not None:
        play(game, random.Random(3), until=until)
    game.close()
    return tmp_path / "game.jsonl"


def _app(path):
    return make_app(start="open", game_path=path, blink=False, now=fixed_clock())


async def _table(pilot):
    return await until_screen(pilot, TableScreen)


async def test_g_toggles_abandon_government_with_feedback(tmp_path):
    app = _app(_saved(tmp_path, "trading"))
    async with app.run_test(size=(80, 24)) as pilot:
        await _table(pilot)
        await pilot.press("g")
        await pilot.pause()
        assert app.game.state.this_turn.abandons["Ann"] == ["government"]
        assert any("Ann abandons Government" in str(n.message) for n in app._notifications)
        await pilot.press("g")  # pressed again: taken back, not an error
        await pilot.pause()
        assert app.game.state.this_turn.abandons.get("Ann", []) == []
        assert any("no longer abandons Government" in str(n.message) for n in app._notifications)
        assert not any(n.severity == "error" for n in app._notifications)


async def test_e_asks_before_ending_trading_while_time_remains(tmp_path):
    app = _app(_saved(tmp_path, "trading"))
    async with app.run_test(size=(80, 24)) as pilot:
        await _table(pilot)
        await pilot.press("t")  # the timer runs: 5:00 left
        await pilot.press("e")
        await pilot.pause()
        assert isinstance(app.screen, ConfirmDialog)
        assert "left on the timer" in app.screen.question
        await pilot.press("n")  # keep trading
        await pilot.pause()
        assert app.game.state.phase == "trading"
        await pilot.press("e")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert app.game.state.phase == "resolution"


async def test_the_timer_digits_do_not_move_sideways_when_its_status_changes(tmp_path):
    app = _app(_saved(tmp_path, "trading"))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _table(pilot)
        clock = screen.query_one(TradeClock)
        where = []
        for key in ("t", "t", "t"):  # ready → running → paused → running
            where.append((clock.region.x, clock.region.width))
            await pilot.press(key)
            await pilot.pause()
        where.append((clock.region.x, clock.region.width))
        assert len(set(where)) == 1, where


async def test_a_penalty_without_a_reason_asks_for_one(tmp_path):
    app = _app(_saved(tmp_path, "trading"))
    async with app.run_test(size=(80, 24)) as pilot:
        await _table(pilot)
        await pilot.press("p")
        await pilot.pause()
        await pilot.press("2", "enter", "enter")  # 2 VP, no reason typed (the placeholder is not a reason)
        await pilot.pause()
        assert "Say why" in str(app.screen.query_one(".dialog-error").render())
        assert all(e.kind != "penalty" for e in app.game.state.entries_of("Ann"))


async def test_a_penalty_previews_what_is_paid_and_the_ledger_keeps_a_penalty_nothing_could_pay(tmp_path):
    # Ann holds 0 VP in turn I: a 3 VP penalty was recorded with no preview and no ledger line,
    # while the history said "Penalty: Ann 3 VP" (VP never go below 0, R9).
    app = _app(_saved(tmp_path, "trading"))
    async with app.run_test(size=(80, 24)) as pilot:
        await _table(pilot)
        assert app.game.state.player("Ann").vp == 0
        await pilot.press("p", "3")
        await pilot.pause()
        preview = str(app.screen.query_one(".dialog-preview").render())
        assert preview == "Ann holds 0 VP: pays 0 of 3 (VP never go below 0, R9)"
        await pilot.press("enter", *"hinted", "enter")
        await pilot.pause()
        entry = app.game.state.entries_of("Ann")[-1]
        assert (entry.kind, entry.amount, entry.reason) == ("penalty", 0, "penalty: hinted (of 3: VP never go below 0)")


def test_a_penalty_preview_within_the_vp_held():
    from companion.tui.dialogs.table_forms import penalty_preview

    def judge(amount: int) -> str | None:  # stands for the game's judge: 1 to 5 VP (001 Trading Rules)
        return None if 1 <= amount <= 5 else "A penalty is at most 5 VP (001 Trading Rules)"

    assert penalty_preview("Ann", 7, "3", judge) == "Ann: 7 → 4 VP"  # 7 - 3
    assert penalty_preview("Ann", 2, "5", judge) == "Ann holds 2 VP: pays 2 of 5 (VP never go below 0, R9)"
    assert penalty_preview("Ann", 2, "9", judge) == "Ann holds 2 VP; A penalty is at most 5 VP (001 Trading Rules)"
    assert penalty_preview("Ann", 2, "x", judge) == "Ann holds 2 VP; type the penalty in VP"


async def test_the_penalty_preview_says_the_judges_words(tmp_path):
    # The preview kept its own "a penalty is 1 to 5 VP"; it now asks the game's judge, which says the rule.
    app = _app(_saved(tmp_path, "trading"))
    async with app.run_test(size=(80, 24)) as pilot:
        await _table(pilot)
        await pilot.press("p", "6")
        await pilot.pause()
        preview = str(app.screen.query_one(".dialog-preview").render())
        assert preview == "Ann holds 0 VP; A penalty is at most 5 VP (001 Trading Rules)"


async def test_after_game_over_the_score_keys_are_not_offered_and_ctrl_z_returns_to_the_table(tmp_path):
    app = _app(_saved(tmp_path, (6, "over")))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _table(pilot)
        assert app.game.state.phase == "over"
        for action in ("vp_deal", "penalty", "correct"):
            assert screen.check_action(action, ()) is False, action
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, EndScreen)
        await pilot.press("ctrl+z")  # takes back the end of the game
        await until_screen(pilot, TableScreen)
        assert app.game.state.phase != "over"


async def test_the_end_screen_qr_gets_its_own_screen_at_80x24(tmp_path):
    app = _app(_saved(tmp_path, (6, "over")))
    async with app.run_test(size=(80, 24)) as pilot:
        await _table(pilot)
        await pilot.press("n")
        await pilot.pause()
        end = app.screen
        assert not end.query_one("#qr").display  # never squeezed beside the totals
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, QrScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is end


def test_civic_summary_counts_duplicates():
    # Two Venus Temples and one Library: each name once, a repeat counted (2 = 1 + 1).
    assert counted(["Venus Temple", "Library", "Venus Temple"]) == "Venus Temple ×2, Library"
    assert counted([]) == ""


def test_peasant_revolt_line_shows_its_penalty_only_when_someone_is_hit():
    class Revolt:  # turn III of the turn track: −1 development, max level 1 (Turn Track)
        fewer_developments, max_level = 1, 1

    assert revolt_line([], Revolt()) == "Peasant Revolt: nobody is below the yellow line."
    assert "−1 development, max level 1" in revolt_line(["Ben"], Revolt())


def test_peasant_revolt_line_says_no_level_cap_for_a_victim_holding_stability():
    # R10: Stability "still one development fewer, but the level is not reduced"; the dialog said
    # "max level 1" for every victim, Stability or not.
    class Revolt:  # turn III: −1 development, max level 1 (Turn Track)
        fewer_developments, max_level = 1, 1

    both = revolt_line(["Cleo", "Dan"], Revolt(), stability=["Dan"])
    assert both == ("Peasant Revolt: Cleo, Dan  (−1 development, max level 1; Dan holds Stability: no level cap; "
                    "markers back to START)")
    only = revolt_line(["Dan"], Revolt(), stability=["Dan"])
    assert "max level" not in only and "Dan holds Stability: no level cap" in only and "−1 development" in only
