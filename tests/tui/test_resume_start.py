"""``companion resume`` starts on the table, and reads the edition snapshot once (issue 23, a faster start).

The command line reads and checks the journal before the app runs (``_open_journal``): the app
then draws the table as its first frame, with no "opening…" placeholder swapped out before it,
and the trading timer takes its warnings from what the fold read, not from a second validation
of the whole edition snapshot.
"""

from __future__ import annotations

import json

import pytest

from companion.game.titm.events import PhaseAdvance
from companion.edition import load_edition
from companion.edition.models import Edition
from companion.game.session import Game
from companion.tui import app as app_module
from companion.tui.app import make_app
from companion.tui.widgets.players import PlayerBoard
from tests.game.helpers import PLAYERS, fixed_clock


def trading_game(path, warnings: list[int]) -> None:
    """A 4-player game saved in the Trading phase of turn I, its edition's timer warning at ``warnings``."""
    data = load_edition().model_dump(mode="json")
    data["trade_phase"]["warnings"] = warnings
    edition = Edition.model_validate(data)
    game = Game.new(path, name="Warned", players=PLAYERS[:4], edition=edition, clock=fixed_clock())
    game.record(PhaseAdvance(to="trading"))
    game.close()


@pytest.fixture
def placeholders(monkeypatch) -> list[object]:
    """Every "opening…" placeholder the app draws, as it composes it."""
    drawn: list[object] = []
    original = app_module.OpeningScreen.compose

    def counted(self):
        drawn.append(self)
        return original(self)

    monkeypatch.setattr(app_module.OpeningScreen, "compose", counted)
    return drawn


async def test_a_resumed_game_draws_the_table_first_with_no_placeholder(tmp_path, placeholders):
    path = tmp_path / "night.jsonl"
    trading_game(path, [90])
    app = make_app(start="open", game_path=path, game=Game.open(path, clock=fixed_clock()), blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == "TableScreen"
        assert placeholders == []  # the table was the first screen drawn


async def test_a_saved_game_opened_by_path_still_shows_the_placeholder_first(tmp_path, placeholders):
    """Where the app itself reads the journal (the start screen's list, ``--game`` read by the app),
    the placeholder is drawn while it does."""
    path = tmp_path / "night.jsonl"
    trading_game(path, [90])
    app = make_app(start="open", game_path=path, blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == "TableScreen"
        assert len(placeholders) == 1


async def test_the_timer_takes_its_warnings_from_the_fold_without_validating_the_edition_again(tmp_path, monkeypatch):
    path = tmp_path / "night.jsonl"
    trading_game(path, [90, 45])  # the table's own edition: warnings at 1:30 and 0:45 left
    game = Game.open(path, clock=fixed_clock())
    assert json.loads(path.read_text().splitlines()[1])["edition"]["trade_phase"]["warnings"] == [90, 45]
    validated = []
    original = Edition.model_validate.__func__

    def counting(cls, *args, **kwargs):
        validated.append(cls)
        return original(cls, *args, **kwargs)

    monkeypatch.setattr(Edition, "model_validate", classmethod(counting))
    app = make_app(start="open", game_path=path, game=game, blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.game.state.phase == "trading"
        assert app.timer is not None
        assert app.timer.warnings == (90, 45)  # largest first, as the timer rings them
        assert validated == []  # the snapshot was read once, when the journal was opened


async def test_the_table_is_drawn_once_before_the_host_acts_not_once_per_start_up_event(tmp_path, monkeypatch):
    """The screen's resume (before its layout: the board 0 cells wide) and the Resize events of its first
    layout each drew every panel; then the first layout's Resize drew it, after a first frame of an
    empty table. Now it is drawn as it is mounted, at the width it is shown at (the screen's, less
    the board's border), and the first layout's Resize, with the same width and state, draws nothing."""
    path = tmp_path / "night.jsonl"
    trading_game(path, [90])
    widths = []
    original = PlayerBoard.show

    def counted(self, *args, **kwargs):
        widths.append(self.content_width())
        return original(self, *args, **kwargs)

    monkeypatch.setattr(PlayerBoard, "show", counted)
    app = make_app(start="open", game_path=path, game=Game.open(path, clock=fixed_clock()), blink=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        board = app.screen.query_one(PlayerBoard)
        assert widths == [board.size.width] and widths[0] == 80 - 2  # once, at the width it is shown at
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        await pilot.pause()
        assert len(widths) > 1 and widths[-1] > widths[0]  # a real resize draws it again, at its new width
