"""Start-up pauses the cyclic collector, then freezes what it loaded and collects again before the app runs.

A TUI command loads ~90,000 objects it keeps until it quits (modules, models, validators, the folded
game); collecting them as they are built cost a resume some 30 ms of passes that freed next to nothing
(companion/game/bulk.py). These tests pin the policy's edges: collection is always back on when the
block ends, whatever happens in it, and what the app builds once it runs is collected as usual.
"""

from __future__ import annotations

import gc
from types import SimpleNamespace

import pytest

from companion.cli import main
from companion.game.bulk import start_up
from tests.game.helpers import new_game


@pytest.fixture(autouse=True)
def collector_restored():
    """Each test leaves the collector as it found it: on, and nothing of the test process frozen."""
    assert gc.isenabled()
    yield
    gc.unfreeze()
    gc.enable()


def test_the_collector_is_off_while_loading_and_on_again_when_the_block_ends_unfrozen():
    frozen = gc.get_freeze_count()
    with start_up():
        assert not gc.isenabled()
    assert gc.isenabled() and gc.get_freeze_count() == frozen  # nothing was frozen: loaded() never came


def test_an_error_while_loading_turns_the_collector_back_on():
    with pytest.raises(ValueError), start_up():
        raise ValueError("a damaged journal")
    assert gc.isenabled()


def test_loaded_freezes_what_is_alive_and_turns_the_collector_on():
    with start_up() as loaded:
        kept = [[index] for index in range(1000)]  # 1,000 tracked lists, loaded during start-up
        loaded()
        assert gc.isenabled() and gc.get_freeze_count() >= len(kept)
        frozen = gc.get_freeze_count()
        built_later = [[index] for index in range(1000)]
        assert gc.get_freeze_count() == frozen  # what is built from now on is collected as usual
        loaded()  # a second call changes nothing
        assert gc.get_freeze_count() == frozen and built_later
    assert gc.isenabled()


def test_with_the_collector_off_before_it_stays_off_and_nothing_is_frozen():
    gc.disable()
    frozen = gc.get_freeze_count()
    with start_up() as loaded:
        loaded()
        assert not gc.isenabled()
    assert not gc.isenabled() and gc.get_freeze_count() == frozen


def test_resume_runs_the_app_collecting_again_with_the_opened_game_frozen(tmp_path, monkeypatch):
    game = new_game(tmp_path)
    game.close()
    seen = {}

    def make_app(**options):
        def run():
            opened = options["game"]
            seen.update(on=gc.isenabled(), frozen=gc.get_freeze_count(), path=opened.path)
            opened.close()

        return SimpleNamespace(run=run, game=options["game"], return_code=0, exit_note="")

    monkeypatch.setattr("companion.cli.terminal.terminal_problem", lambda: None)
    monkeypatch.setattr("companion.tui.app.make_app", make_app)
    gc.unfreeze()
    assert main(["resume", str(game.path)]) == 0
    assert seen["on"] and seen["frozen"] > 0 and seen["path"] == game.path
    assert gc.isenabled()
