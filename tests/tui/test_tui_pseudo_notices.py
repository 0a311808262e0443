"""The host's notifications and command palette in the pseudo-locale ``qps`` (issue 36): every word is a catalog message.

At 80×24 under ``qps``, a notification the app raises (nothing to redo, the report written) and every
entry of the command palette (the companion's commands and Textual's own: theme, quit,
screenshot), its title and its help, are wrapped in ⟦ ⟧ once the keys' names and the game's own words
(the report's file name) are taken out; so are the trading timer's alerts.
"""

from __future__ import annotations

from textual.command import CommandList, CommandPalette
from textual.widgets import Input
from textual.widgets._toast import Toast

from companion import i18n
from companion.tui.app import make_app
from companion.tui.timer_actions import alert_words
from companion.tui.timer_model import Alert
from tests.game.helpers import fixed_clock, new_game
from tests.tui.test_tui_pseudo import host_language, unwrapped  # noqa: F401 - the fixture, by its name

__all__ = ["host_language"]


def toasts(app) -> list[str]:
    """The text of every notification on screen."""
    return [str(toast.render()) for toast in app.screen.query(Toast)]


async def test_notifications_and_the_command_palette_are_said_in_the_host_language(tmp_path, host_language):
    host_language("qps")
    new_game(tmp_path).close()
    app = make_app(start="open", game_path=tmp_path / "game.jsonl", blink=False, now=fixed_clock())
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.press("ctrl+y")  # nothing was undone: nothing to redo
        await pilot.pause()
        await pilot.pause()
        shown = toasts(app)
        assert len(shown) == 1 and unwrapped(shown, []) == []
        app.action_export()  # the game report, written beside the journal
        await pilot.pause()
        await pilot.pause()
        shown = toasts(app)
        assert len(shown) == 1 and unwrapped(shown, [str(tmp_path / "game.md")]) == []
        await pilot.press("ctrl+p")
        await pilot.pause()
        palette = app.screen
        assert isinstance(palette, CommandPalette)
        await pilot.pause(0.3)  # the providers' discovery runs in workers
        entries = palette.query_one(CommandList)
        prompts = [str(entries.get_option_at_index(i).prompt) for i in range(entries.option_count)]
        assert len(prompts) >= 10  # the companion's commands for an open game, and Textual's
        assert unwrapped(prompts, []) == []
        assert unwrapped([str(palette.query_one(Input).placeholder)], []) == []


def test_the_trading_timer_alerts_are_said_in_the_host_language():
    alerts = [Alert(kind="warning", seconds=60), Alert(kind="warning", seconds=30), Alert(kind="zero"),
              Alert(kind="grace_over")]
    with i18n.language("qps"):
        said = [alert_words(alert, grace=grace) for alert in alerts for grace in (False, True)]
    assert unwrapped(said, []) == [] and len(set(said)) == 5  # 1:00, 30 s, time up (with and without grace), grace over
