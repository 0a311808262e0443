"""A snapshot of the Trade and Triumph scoreboard at 80×24: the last round, after the 20 VP trigger.

Update with `pytest --snapshot-update` only after looking at the report.
"""

from __future__ import annotations

from companion.tui.app import make_app
from tests.game.helpers import fixed_clock
from tests.game.tnt_helpers import new_tnt


def last_round(tmp_path):
    """Round 2: Ada has reached 20 VP; Bo's turn, with resources to sell; Cy still to play."""
    game = new_tnt(tmp_path)
    for region in ("forest", "mountain", "desert", "ocean", "forest"):
        game.record("tnt_resource", player="Ada", region=region)
    game.record("tnt_sell_resources", player="Ada")
    game.record("tnt_upgrade", player="Ada", track="move", price=3)
    game.record("tnt_end_turn", player="Ada")
    game.record("tnt_gold", player="Bo", amount=12, reason="trade cards revealed")
    game.record("tnt_specialty", player="Bo")
    game.record("tnt_end_turn", player="Bo")
    game.record("tnt_hand", player="Cy", amount=3, reason="drawn")
    game.record("tnt_end_turn", player="Cy")
    game.record("tnt_vp", player="Ada", amount=13, reason="specialty cards")
    game.record("tnt_end_turn", player="Ada")
    for region in ("desert", "desert", "ocean", "forest", "mountain"):
        game.record("tnt_resource", player="Bo", region=region)
    game.close()
    return game.path


def test_scoreboard_in_the_last_round(snap_compare, tmp_path):
    app = make_app(start="open", game_path=last_round(tmp_path), blink=False, now=fixed_clock())
    assert snap_compare(app, terminal_size=(80, 24))
