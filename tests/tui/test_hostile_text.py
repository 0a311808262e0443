"""User text is data on every screen: hostile names, notes and rulings are drawn as typed.

Before: a player named ``Cat [2nd`` or ``[/]`` (typed normally in the new-game form) stopped the
TUI with a MarkupError after Ctrl+S and on every reopen, and the start screen with it; ``[b]``
in a name turned bold and lost its brackets; a name with a space stopped the calamity dialog
(it was used in a widget id). Every test here walks real screens with the corpus of
``tests/tui/hostile.py`` and reads what the screens draw.
"""

from __future__ import annotations

import random

import pytest

from textual.widgets import DataTable, Input, OptionList

from companion.edition import load_edition
from companion.game.titm.autoplay import play
from companion.game.session import Game
from companion.game.store import games_dir
from companion.tui.app import make_app
from companion.tui.screens.tnt_new import TntNewGameScreen
from tests.game.helpers import fixed_clock
from tests.tui.hostile import CIVILISATION, GAME, NAMES, REASON, RULE, RULING, SYMBOLS, flat, screen_text
from companion.game.events import Ruling
from companion.game.titm.events import Correction, Penalty, PhaseAdvance, VPTransfer

SIZE = (160, 50)
CUSTOM = "[/] Harbour [b]of Tyre"


def table_text(table: DataTable) -> str:
    """Every cell of ``table`` as the table draws it (its own cell formatter), one row per line."""
    rows = []
    for index in range(table.row_count):
        rendered = table._get_row_renderables(index)
        rows.append(" | ".join(str(cell) for cell in rendered.cells))
    return "\n".join(rows)


def options_text(menu: OptionList) -> str:
    """Every option of ``menu`` as drawn, one per line."""
    from textual.visual import visualize

    return "\n".join(str(visualize(menu, menu.get_option_at_index(i).prompt, markup=menu._markup)) for i in range(menu.option_count))


def notifications(app) -> list[str]:
    """The messages of the notifications on screen, as the toasts draw them."""
    from textual.widgets._toast import Toast

    return [str(toast.render()) for toast in app.screen.query(Toast)]


def setup_players() -> list[dict]:
    sides = [("democracy", "venus"), ("dictatorship", "mars")]
    return [
        {
            "name": name,
            "colour": ["red", "blue", "green", "yellow", "white", "black"][i],
            "symbol": SYMBOLS[i],
            "civilisation": CIVILISATION if i == 0 else "",
            "government": sides[i % 2][0],
            "religion": sides[i % 2][1],
        }
        for i, name in enumerate(NAMES)
    ]


def hostile_game(until: tuple[int, str] = (3, "production")) -> Game:
    """A six-player game with the hostile names, played (legal random moves) to ``until``, in the data folder."""
    game = Game.new(
        games_dir() / "hostile.jsonl", name=GAME, players=setup_players(), edition=load_edition(), clock=fixed_clock()
    )
    play(game, random.Random(3), until=until)
    return game


def assert_shows(text: str, *wanted: str) -> None:
    for want in wanted:
        assert flat(want) in flat(text), f"{want!r} is not drawn as typed in:\n{text}"


async def settle(pilot) -> None:
    await pilot.pause()
    await pilot.pause()


async def start_game(pilot, names: list[str], fields: dict[str, str]) -> None:
    """Fill a new-game form (players' names and symbols, then other fields by id) and press Ctrl+S."""
    form = pilot.app.screen
    for i, name in enumerate(names):
        form.query_one(f"#name-{i}", Input).value = name
        form.query_one(f"#symbol-{i}", Input).value = SYMBOLS[i]
    for key, value in fields.items():
        form.query_one(f"#{key}", Input).value = value
    await pilot.press("ctrl+s")
    await settle(pilot)


async def submit(pilot, **fields: str) -> None:
    """Fill a form dialog's fields (``field-KEY``) and press Enter in the last one, which submits."""
    for key, value in fields.items():
        pilot.app.screen.query_one(f"#field-{key}", Input).value = value
    pilot.app.screen.query_one(f"#field-{key}", Input).focus()
    await pilot.press("enter")
    await settle(pilot)


# --- the new-game form, the table, and reopening from the start screen ----------------------------


async def test_hostile_names_typed_in_the_form_start_the_game_and_reopen_from_the_start_screen():
    app = make_app(start="new", blink=False, now=fixed_clock())
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await settle(pilot)
        await start_game(pilot, NAMES, {"name": GAME, "civ-0": CIVILISATION})
        assert type(app.screen).__name__ == "TableScreen", screen_text(app)
        assert app.game.state.names == NAMES and app.game.state.name == GAME
        # The title; the Production checklist says "Everyone" (all six start with the same goods), the
        # board shows each name's first characters, and turn III's checklist (below) each name whole.
        assert_shows(screen_text(app), GAME, "Everyone: 5 basic")
        assert_shows(table_text(app.screen.query_one("#players", DataTable)), *(n[:8] for n in NAMES), CIVILISATION[:8])
        await pilot.press("ctrl+q")

    app = make_app(start="start", blink=False, now=fixed_clock())
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await settle(pilot)
        menu = app.screen.query_one(OptionList)
        listed = options_text(menu)
        assert_shows(listed, f"Resume: {GAME} — {', '.join(NAMES)} — turn I, Production")
        await pilot.press("down", "down", "down", "enter")  # new, scoreboard, demo, then the saved game
        await settle(pilot)
        assert type(app.screen).__name__ == "TableScreen"
        assert_shows(screen_text(app), GAME)
        assert_shows(table_text(app.screen.query_one("#players", DataTable)), *(n[:8] for n in NAMES))


# --- the table in every phase, its dialogs, notifications, help, the calculator --------------------


async def test_trading_dialogs_notifications_calculator_and_help_draw_names_as_typed():
    hostile_game().close()
    app = make_app(start="open", game_path=games_dir() / "hostile.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await settle(pilot)
        assert_shows(screen_text(app), GAME, *NAMES)
        await pilot.press("f1")
        await settle(pilot)
        assert "Keys — The table" in screen_text(app)
        await pilot.press("escape")
        await pilot.press("ctrl+k")
        await settle(pilot)
        assert_shows(screen_text(app), f"prefilled from {NAMES[0]}")
        await pilot.press("alt+3")  # Victims: the box starts with every player's name and markers
        await settle(pilot)
        assert_shows(screen_text(app), f", {NAMES[1]} ", f", {NAMES[2]} ")
        await pilot.press("escape")
        await pilot.press("ctrl+p")
        await settle(pilot)
        await pilot.press("escape")
        await pilot.press("n")  # to Trading
        await settle(pilot)

        await pilot.press("w")
        await settle(pilot)
        assert_shows(screen_text(app), f"Warehouse — {NAMES[0]}")
        await pilot.press("2", "enter")
        await pilot.press("g")  # abandon: a notification with the name (one is shown at a time)
        await settle(pilot)
        assert_shows("\n".join(notifications(app)), f"{NAMES[0]} abandons Government")
        await pilot.press("a")  # no trade ability (or a dialog naming the player)
        await settle(pilot)
        if type(app.screen).__name__ == "TableScreen":
            assert_shows("\n".join(notifications(app)), f"{NAMES[0]} has no development with a trade phase ability")
        else:
            await pilot.press("escape")

        await pilot.press("v")
        await settle(pilot)
        await submit(pilot, receiver=NAMES[1], amount="1", reason=REASON)
        assert type(app.screen).__name__ == "TableScreen", screen_text(app)

        await pilot.press("p")
        await settle(pilot)
        assert_shows(screen_text(app), f"Penalty — {NAMES[0]}")
        await submit(pilot, amount="2", reason=REASON)
        vp = app.game.state.player(NAMES[0]).vp
        await pilot.press("x")
        await settle(pilot)
        assert_shows(screen_text(app), f"Correction — {NAMES[0]}")
        await submit(pilot, what="vp", value="1", detail="", reason=REASON)
        assert app.game.state.player(NAMES[0]).vp == vp + 1
        await pilot.press("k")
        await settle(pilot)
        await submit(pilot, text=RULING, rule=RULE)
        assert [r.text for r in app.game.state.rulings][-1] == RULING

        await pilot.press("ctrl+z")  # undo the ruling: a notification describing it
        await settle(pilot)
        assert_shows("\n".join(notifications(app)), "Undone:")
        await pilot.press("ctrl+y")
        await settle(pilot)
        await pilot.press("t")
        await pilot.press("e")  # asks: time remains
        await settle(pilot)
        await pilot.press("y")
        await settle(pilot)
        assert app.game.state.phase == "resolution"
        assert app.return_code is None  # still running


async def test_resolution_development_and_civic_dialogs_draw_names_as_typed():
    game = hostile_game()
    # Two players below the yellow lines: turn III has both calamities.
    game.record(Correction(player=NAMES[1], what="safety", value=-5, reason=REASON))
    game.record(Correction(player=NAMES[3], what="happiness", value=-5, reason=REASON))
    game.record(PhaseAdvance(to="trading"))
    game.record(PhaseAdvance(to="resolution"))
    game.close()
    app = make_app(start="open", game_path=games_dir() / "hostile.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await settle(pilot)
        await pilot.press("n")  # step 1
        await pilot.press("n")  # step 2: each player's goods in turn
        await settle(pilot)
        for name in NAMES:
            assert_shows(screen_text(app), f"Resolution step 2 — {name}")
            app.screen.query_one("#goods", Input).value = "grain 1"
            await pilot.press("enter", "enter")
            await settle(pilot)
        assert type(app.screen).__name__ == "TableScreen", screen_text(app)
        await pilot.press("n")  # step 3: the calamity dialog names its victims
        await settle(pilot)
        shown = screen_text(app)
        assert_shows(shown, f"{NAMES[1]}: die", f"Peasant Revolt: {NAMES[3]}")
        for field in app.screen.query(Input):
            field.value = "1"
        await pilot.press("ctrl+r", "enter")
        await settle(pilot)
        assert app.game.state.this_turn.calamities is not None, screen_text(app)
        assert_shows(screen_text(app), "Announce wealth", NAMES[0])

        await pilot.press("n")  # to Development
        await pilot.press("d")
        await settle(pilot)
        assert_shows(screen_text(app), f"Development — {NAMES[0]}")
        app.screen.query_one("#filter", Input).value = "no card is called this"
        await settle(pilot)
        await pilot.press("enter")  # the only option left: a custom card
        await settle(pilot)
        assert_shows(screen_text(app), f"Custom development for {NAMES[0]}")
        app.screen.query_one("#field-name", Input).value = CUSTOM
        app.screen.query_one("#field-worker", Input).focus()
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("escape")
        await settle(pilot)
        assert type(app.screen).__name__ == "TableScreen", screen_text(app)
        assert_shows(table_text(app.screen.query_one("#players", DataTable)), CUSTOM)
        await pilot.press("n")  # to Civic: the preview names players
        await settle(pilot)
        await pilot.press("n")
        await settle(pilot)
        assert app.game.state.this_turn.civic_applied
        assert_shows(screen_text(app), "Civic effects applied")


# --- the ledger, the history and the rulings -------------------------------------------------------


async def test_ledger_history_and_rulings_draw_reasons_and_rulings_as_typed():
    game = hostile_game()
    game.record(Penalty(player=NAMES[2], amount=2, reason=REASON))
    game.record(VPTransfer(giver=NAMES[0], receiver=NAMES[1], amount=1, reason=REASON))
    game.record(Ruling(text=RULING, rule=RULE))
    game.close()
    app = make_app(start="open", game_path=games_dir() / "hostile.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await settle(pilot)
        await pilot.press("ctrl+l")
        await settle(pilot)
        assert_shows(screen_text(app), f"Ledger, history and rulings — {GAME}")
        assert_shows(table_text(app.screen.query_one("#ledger-table", DataTable)), REASON[:40], *(f"Σ {n}" for n in NAMES))
        await pilot.press("3")
        await settle(pilot)
        assert_shows(screen_text(app), f"Showing {NAMES[2]} only")
        await pilot.press("h")
        await settle(pilot)
        history = table_text(app.screen.query_one("#history-table", DataTable))
        assert_shows(history, f"Ruling: {RULING[:30]}", f"VP: {NAMES[0]} gives {NAMES[1]} 1 ({REASON}")
        assert_shows(screen_text(app), RULING[:60])  # the detail under the table
        await pilot.press("u")
        await settle(pilot)
        assert_shows(screen_text(app), "Undo event")
        await pilot.press("escape")
        await pilot.press("up", "w")
        await settle(pilot)
        assert_shows(screen_text(app), "Rewind to just after event")
        await pilot.press("escape")
        await pilot.press("r")
        await settle(pilot)
        assert_shows(table_text(app.screen.query_one("#rulings-table", DataTable)), RULING, RULE)
        await pilot.press("a")
        await settle(pilot)
        await pilot.press("escape")
        await pilot.press("escape")
        await settle(pilot)
        assert type(app.screen).__name__ == "TableScreen"


# --- the end of the game and its QR code ----------------------------------------------------------


async def test_end_screen_and_qr_code_draw_names_as_typed():
    game = hostile_game(until=(6, "civic"))
    game.close()
    app = make_app(start="open", game_path=games_dir() / "hostile.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await settle(pilot)
        await pilot.press("n")  # apply the civic effects
        await pilot.press("n")  # end the game: the end screen
        await settle(pilot)
        assert app.screen.__class__.__name__ == "EndScreen", screen_text(app)
        assert_shows(table_text(app.screen.query_one("#finals", DataTable)), *NAMES)
        assert_shows(screen_text(app), "Winner: ")
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        await pilot.press("s")  # the QR code on its own screen
        await settle(pilot)
        assert app.screen.__class__.__name__ == "QrScreen"
        await pilot.press("escape", "escape")
        await settle(pilot)
        assert type(app.screen).__name__ == "TableScreen"


# --- the Trade and Triumph scoreboard ---------------------------------------------------------------


async def test_trade_and_triumph_scoreboard_draws_names_as_typed():
    traders = NAMES[:4]
    app = make_app(start="new", blink=False, now=fixed_clock())
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await settle(pilot)
        await app.run_action("new_tnt")
        await settle(pilot)
        await start_game(pilot, traders, {"name": GAME})
        assert type(app.screen).__name__ == "TntScreen", screen_text(app)
        shown = screen_text(app)
        assert_shows(shown, f"{GAME} — Trade and Triumph · Round 1 · {traders[0]}'s turn")
        assert_shows(shown, f"{traders[0]}: no trade resources to sell")  # the panel
        assert_shows(table_text(app.screen.query_one("#tnt-players", DataTable)), *traders)
        await pilot.press("x")  # a specialty card: not enough gold, refused with a notification naming no markup
        await pilot.press("v")
        await settle(pilot)
        assert_shows(screen_text(app), f"VP — {traders[0]}")
        await submit(pilot, amount="+25", reason=REASON)
        assert_shows(screen_text(app), f"still to play: {', '.join(traders)}")  # the end trigger: everyone plays this round out
        for _ in traders:
            await pilot.press("e")
            await settle(pilot)
        assert app.game.state.outcome is not None
        assert_shows(screen_text(app), f"★ Winner: {traders[0]}")
        assert_shows("\n".join(notifications(app)), f"★ Winner: {traders[0]}")
        await pilot.press("ctrl+l")
        await settle(pilot)
        assert_shows(table_text(app.screen.query_one("#ledger-table", DataTable)), REASON[:40])


# --- the edition screen: an edition file is anyone's to edit ---------------------------------------


async def test_edition_screen_draws_an_edited_editions_names_as_typed(tmp_path):
    import json

    from companion.edition.assets import resolve

    data = json.loads(resolve("titm-v6").read_text(encoding="utf-8"))
    data["name"] = "[/]Our [b]copy"
    library = next(d for d in data["developments"] if d["id"] == "library")
    library["name"] = CUSTOM
    library["text"] = RULING
    path = tmp_path / "ours.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    app = make_app(start="start", blink=False, edition=str(path))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press("e")
        await settle(pilot)
        assert_shows(screen_text(app), "Edition — [/]Our [b]copy")
        await pilot.press("4")
        await settle(pilot)
        assert_shows(table_text(app.screen.query_one("#developments-table", DataTable)), CUSTOM, RULING[:40])
        assert_shows(screen_text(app), f"{CUSTOM}: government, democracy, level 1")  # the detail of the highlighted card


# --- control characters are refused where people type, naming the field -------------------------


async def fill_new_game(pilot, values: dict[str, str]) -> None:
    await settle(pilot)
    await start_game(pilot, ["Ann", "Ben", "Cat", "Dan"], values)


def form_error(app) -> str:
    return str(app.screen.query_one(".dialog-error").render())


@pytest.mark.parametrize(
    ("field", "typed", "said"),
    [
        ("name-1", "Ben\x1b]0;pwned\x07", "player 2's name contains a control character (ESC)"),
        ("name", "Friday\x07", "the game name contains a control character (BEL)"),
        ("civ-3", "Rome\x00", "player 4's civilisation contains a control character (NUL)"),
        ("name-0", "Ann\u202emoc.exe", "player 1's name contains a control character (U+202E (RIGHT-TO-LEFT OVERRIDE))"),
    ],
)
async def test_the_new_game_form_refuses_control_characters_naming_the_field(tmp_path, field, typed, said):
    journal = tmp_path / "g.jsonl"
    app = make_app(start="new", game_path=journal, blink=False, now=fixed_clock())
    async with app.run_test(size=SIZE) as pilot:
        await fill_new_game(pilot, {field: typed})
        assert said in form_error(app)
        assert app.game is None and not journal.exists()  # nothing started, nothing written
        # Corrected, the same form starts the game.
        app.screen.query_one(f"#{field}", Input).value = "Fine"
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert type(app.screen).__name__ == "TableScreen" and journal.exists()


async def test_the_scoreboard_form_refuses_a_control_character_naming_the_trader(tmp_path):
    journal = tmp_path / "t.jsonl"
    app = make_app(start="new", blink=False, now=fixed_clock())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        app.push_screen(TntNewGameScreen(journal))
        await settle(pilot)
        app.screen.query_one("#name-0", Input).value = "Ann"
        app.screen.query_one("#name-1", Input).value = "B\x1b[2Jen"
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert "trader 2's name contains a control character (ESC)" in form_error(app)
        assert app.game is None and not journal.exists()


async def test_right_to_left_marks_and_ten_thousand_characters_in_the_form():
    """RTL marks are ordinary text; 10,000 characters get one readable line (the event models cap names)."""
    app = make_app(start="new", blink=False, now=fixed_clock())
    async with app.run_test(size=SIZE) as pilot:
        await fill_new_game(pilot, {"name-0": "x" * 10_000, "name": "y" * 10_000})
        error = form_error(app)
        assert error.startswith("⚠ ") and "at most" in error and "\n" not in error, error
        assert app.game is None
        app.screen.query_one("#name", Input).value = "Friday"
        app.screen.query_one("#name-0", Input).value = "\u200fשרה\u200e"
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert app.game.state.names[0] == "\u200fשרה\u200e"


async def test_a_dialog_refuses_a_control_character_naming_the_field():
    hostile_game(until=(1, "production")).close()
    app = make_app(start="open", game_path=games_dir() / "hostile.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        before = len(app.game.events)
        await pilot.press("k")
        await settle(pilot)
        await submit(pilot, text="no hints\x07", rule="")
        assert "The ruling contains a control character (BEL)" in form_error(app)
        assert len(app.game.events) == before  # nothing recorded
