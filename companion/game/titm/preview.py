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

from collections.abc import Mapping, Sequence

from companion.game.titm.state import GameState
from companion.game.titm.table_cards import Spend as TableSpend, check_dealt, check_decks, held_back
from companion.rules.resolution import GoodsResolution, Spend, resolve_goods, set_modifiers_for


def preview_goods(
    state: GameState, player: str, spend: Spend, *, waiting: Sequence[TableSpend] = (), ruling: str = ""
) -> GoodsResolution:
    """What ``player`` spending ``spend`` does in Resolution step 2 (R17).

    The very computation the fold commits when the player's ``goods_resolved``
    event is recorded, so a preview and the result never differ.

    Args:
        state: the game (in Resolution step 2; elsewhere the result is computed from the
            markers and developments as they stand).
        player: the player's name.
        spend: the cards placed face up: goods by name, bottoms by icon.
        waiting: other players' spends not yet recorded, counted as on the table (the phones' entries
            waiting for the host, :mod:`companion.game.titm.inbox`).
        ruling: the host's reason to record the spend beyond what the table was dealt (C16).

    Returns:
        The :class:`~companion.rules.resolution.GoodsResolution`: set VP (with other players'
        Civil Rights, Venetian/Martian Orthodoxy, C3), prosperity, crossing bonus, track moves,
        Revolution/Conversion and the player's developments it destroys.

    Raises:
        GameError: ``player`` is not in the game.
        BottomsError: bottoms no hand of real cards could show (one bottom per card, each on goods
            that carry it, R18: :func:`companion.rules.bottoms.check_spend`); this is the fold's check.
        UnknownNameError, CountError, TrackError: the engine's errors for a bad spend.
        DeckExceeded: the table's spend in the step would hold more cards of a good than its deck.
        HeldBack: more than the table was dealt and kept, and no ``ruling`` (its ``vp``: what it earns).
    """
    who = state.player(player)
    held = state.developments_by_player()
    standing = who.standing()
    modifiers = set_modifiers_for(state.rules, who.name, standing, held)
    result = resolve_goods(state.rules, spend, standing, developments=held[who.name], modifiers=modifiers, player=who.name)
    check_table(state, who.name, spend.goods, waiting=waiting, ruling=ruling, vp=result.vp)
    return result


def check_table(
    state: GameState, player: str, goods: Mapping[str, int], *, waiting: Sequence[TableSpend] = (), ruling: str = "", vp: int = 0
) -> None:
    """The table's cards add up (:mod:`companion.game.titm.table_cards`; C16): ``player``'s ``goods``
    with every spend already recorded in this step and those ``waiting``, as the edition's
    ``production.table_spend`` says (none for a journal's copy from before the check).

    Raises:
        DeckExceeded: more cards of a good than its deck (never recorded).
        HeldBack: more than the table was dealt and kept, unless the host gave a ``ruling``.
    """
    rules, turn = state.rules, state.this_turn
    if rules.table_spend is None:
        return
    others: list[TableSpend] = [(name, record.spent.get("goods", {})) for name, record in turn.goods.items() if name != player]
    others += [(name, spent) for name, spent in waiting if name != player]
    check_decks(rules, player, goods, others)
    if rules.table_spend != "dealt" or ruling:
        return
    ruled = {name for name, record in turn.goods.items() if record.ruling}  # the host ruled those cards were there
    unruled = [(name, spent) for name, spent in others if name not in ruled]
    figures = check_dealt(rules, turn.deal, sum(turn.warehouse.values()), player, goods, unruled)
    if figures is not None:
        raise held_back(figures, vp=vp)
