"""One player's Resolution step 2 result before it is recorded: the live preview.

Source: 001_26b6d8b0f4cbe6f7.txt, "Resolution Step 2 - Resolving Trade Goods";
RULINGS.md R17 (simultaneous resolution).

Note for the lead: this module was written on the web branch (issue 10) because the
fidelity branch's ``preview_goods`` (issue 9, R17) was not on ``main`` yet. It does
exactly what ``companion/tui/dialogs/goods.py``'s preview does today; when the
fidelity branch lands, its version (computed from the state when step 2 began)
replaces this one with the same signature.
"""

from __future__ import annotations

from companion.game.state import GameState
from companion.rules.resolution import GoodsResolution, Spend, resolve_goods, set_modifiers_for


def preview_goods(state: GameState, player: str, spend: Spend) -> GoodsResolution:
    """What ``player`` spending ``spend`` would do now: VP, arrows, track moves, Revolution/Conversion.

    Args:
        state: the game, in Resolution step 2.
        player: a player's name.
        spend: the cards spent (goods by type, bottoms by icon).

    Returns:
        The engine's :class:`~companion.rules.resolution.GoodsResolution`.

    Raises:
        GameError: ``player`` is not in the game.
        RulesError: an unknown good or icon, a bad count (the engine's errors).
    """
    standing = state.player(player).standing()
    held = state.developments_by_player()
    modifiers = set_modifiers_for(state.rules, player, standing, held)
    return resolve_goods(state.rules, spend, standing, developments=held[player], modifiers=modifiers)
