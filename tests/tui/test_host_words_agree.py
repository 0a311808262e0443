"""The host's table says what the pages say, in the host's language (issue 36's leftovers).

- A Peasant Revolt's highest level is marked with the pages' level message (``L1``; French and Spanish
  say ``N1``): the Now column in Development and its legend.
- The phones' review list says why the judge holds an entry back in the host's language (the
  refusal's own words, :meth:`companion.errors.Refusal.said`), not the English line.
"""

from __future__ import annotations

import random

import pytest
from rich.text import Text
from textual.widgets import Static

from companion import i18n
from companion.game.titm import board
from companion.game.titm.autoplay import play
from companion.game.titm.choices import entitlement
from companion.tui.widgets.players import NOW_LEGEND, now_text
from tests.game.helpers import new_game
from tests.game.test_table_cards import EVE, _turn_II


@pytest.fixture
def host_speaks():
    """Set the host's language for the test (English again after)."""
    yield i18n.set_default
    i18n.set_default(i18n.SOURCE)


def french_level(level: int) -> str:
    """The French catalog's level mark, read from the catalog itself (``"L{level}"`` → ``"N{level}"``)."""
    mark = i18n.translations("fr").gettext("L{level}")
    assert mark != "L{level}"  # the catalog says a level its own way: what the host must say too
    return mark.format(level=level)


def test_the_now_column_and_its_legend_mark_the_level_as_the_pages_do(tmp_path, host_speaks):
    game = new_game(tmp_path, players=4)
    rng = random.Random(0)  # turn II: its Peasant Revolt takes the fourth player, Dan
    turn = next(t.turn for t in game.state.rules.turns if t.peasant_revolt is not None)
    play(game, rng, until=(turn, "development"))
    state = game.state
    name = next(p.name for p in state.players if entitlement(state, p.name).max_level is not None)
    level = entitlement(state, name).max_level
    host_speaks("fr")
    now = now_text(state, state.player(name), wide=False).plain
    legend = i18n._(NOW_LEGEND["development"]).replace("{level}", board.level_label(1))
    assert now.endswith(f"≤{french_level(level)}")
    assert f"≤{french_level(1)}" in legend


async def test_the_review_list_says_why_an_entry_is_held_back_in_the_hosts_language(tmp_path, host_speaks):
    from tests.web.test_tui_sharing import shared

    game = new_game(tmp_path, players=5, dealt=True)
    _turn_II(game)  # the table was dealt 28 goods and kept 3: Eve's 138 cards are more than that (C16)
    game.close()
    host_speaks("de")
    async with shared(game.path, (120, 30)) as (app, pilot):
        assert app.sharing.table.submit("Eve", "goods", {"goods": EVE}) is None
        [item] = app.sharing.table.pending()
        with i18n.language("de"):
            german = item.held_back.said()
        assert german != item.held  # the catalog says it in German
        await pilot.press("i")
        await pilot.pause()
        hint = str(app.screen.query_one("#entries-hint", Static).render())
        assert f"Eve: {german}" in hint and item.held not in hint
