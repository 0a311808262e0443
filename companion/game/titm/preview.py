"""One player's Resolution step 2, computed from the game state: the fold, the TUI and the web call it.

Resolution step 2 is one simultaneous step (RULINGS.md R17; 001_26b6d8b0f4cbe6f7.txt,
"Resolution Step 2 - Resolving Trade Goods", SIMULTANEOUS vs TURN ORDER: "all players resolve
the bottoms of their cards all at the same time"). Every player's result is computed from the
state when step 2 began: the player's own markers (after step 1) and the developments every
player had in play then. The fold keeps that state true for the whole step: a development that
a Revolution/Conversion destroys during step 2 stays in play until the last player's goods are
recorded (:mod:`companion.game.titm.handlers_resolution`), so the order in which the host enters
players never changes a result.
"""

from __future__ import annotations

from companion.game.titm.state import GameState
from companion.rules.resolution import GoodsResolution, Spend, resolve_goods, set_modifiers_for


def preview_goods(state: GameState, player: str, spend: Spend) -> GoodsResolution:
    """What ``player`` spending ``spend`` does in Resolution step 2 (R17).

    The very computation the fold commits when the player's ``goods_resolved``
    event is recorded, so a preview and the result never differ.

    Args:
        state: the game (in Resolution step 2; elsewhere the result is computed from the
            markers and developments as they stand).
        player: the player's name.
        spend: the cards placed face up: goods by name, bottoms by icon.

    Returns:
        The :class:`~companion.rules.resolution.GoodsResolution`: set VP (with other players'
        Civil Rights, Venetian/Martian Orthodoxy, C3), prosperity, crossing bonus, track moves,
        Revolution/Conversion and the player's developments it destroys.

    Raises:
        GameError: ``player`` is not in the game.
        BottomsError: bottoms no hand of real cards could show (one bottom per card, each on goods
            that carry it, R18: :func:`companion.rules.bottoms.check_spend`); this is the fold's check.
        UnknownNameError, CountError, TrackError: the engine's errors for a bad spend.
    """
    who = state.player(player)
    held = state.developments_by_player()
    standing = who.standing()
    modifiers = set_modifiers_for(state.rules, who.name, standing, held)
    return resolve_goods(state.rules, spend, standing, developments=held[who.name], modifiers=modifiers, player=who.name)
