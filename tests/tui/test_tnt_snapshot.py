"""A snapshot of the Trade and Triumph scoreboard at 80×24: the last round, after the 20 VP trigger.

Update with `pytest --snapshot-update` only after looking at the report.
"""

from __future__ import annotations

from companion.tui.app import make_app
from tests.game.helpers import fixed_clock
from tests.game.tnt_helpers import new_tnt
from companion.game.tnt.events import TntEndTurn, TntGold, TntHand, TntResource, TntSellResources, TntSpecialty, TntUpgrade, TntVP


def last_round(tmp_path):
    """Round 2: Ada has reached 20 VP; Bo's turn, with resources to sell; Cy still to play."""
    game = new_tnt(tmp_path)
    for region in ("forest", "mountain", "desert", "ocean", "forest"):
        game.record(TntResource(player="Ada", region=region))
    game.record(TntSellResources(player="Ada"))
    game.record(TntUpgrade(player="Ada", track="move", price=3))
    game.record(TntEndTurn(player="Ada"))
    game.record(TntGold(player="Bo", amount=12, reason="trade cards revealed"))
    game.record(TntSpecialty(player="Bo"))
    game.record(TntEndTurn(player="Bo"))
    game.record(TntHand(player="Cy", amount=3, reason="drawn"))
    game.record(TntEndTurn(player="Cy"))
    game.record(TntVP(player="Ada", amount=13, reason="specialty cards"))
    game.record(TntEndTurn(player="Ada"))
    for region in ("desert", "desert", "ocean", "forest", "mountain"):
        game.record(TntResource(player="Bo", region=region))
    game.close()
    return game.path


def test_scoreboard_in_the_last_round(snap_compare, tmp_path):
    app = make_app(start="open", game_path=last_round(tmp_path), blink=False, now=fixed_clock())
    assert snap_compare(app, terminal_size=(80, 24))
