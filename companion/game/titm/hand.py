"""A player's private hand calculator: what the goods they hold would score this turn, set by set.

Issue 24 item 6. During Trading a player taps the goods they hold (or may hold after a
trade) on their own page and reads what those cards would earn. The page never asks the
host and never decides a rule: this module gives it, per good, the engine's own score of
every count the deck allows (:func:`companion.rules.sets.score_good`, the function the fold
and the preview use: 001 "Collect Victory Points", R1's charts and sets; the set modifiers
of Civil Rights and the Orthodoxies that reach the player, C3), so the page's figures are
table look-ups and one sum. Nothing of what the player taps is sent anywhere.

Pure: no I/O, no Textual.
"""

from __future__ import annotations

from typing import Any

from companion.i18n import _
from companion.game.titm.card_names import printed_good
from companion.game.titm.state import GameState
from companion.rules.resolution import set_modifiers_for
from companion.rules.sets import score_good


def _modifier_words(source: str, goods: tuple[str, ...], vp: int, happiness: int, safety: int) -> str:
    parts = [_("{n} VP").format(n=f"{vp:+d}") if vp else "",
             _("{n} happiness").format(n=f"{happiness:+d}") if happiness else "",
             _("{n} safety").format(n=f"{safety:+d}") if safety else ""]
    return _("{source}: {effects} per {goods} set").format(
        source=source, effects=_(" and ").join(p for p in parts if p), goods=_(" or ").join(goods))


def hand_calculator(state: GameState, name: str) -> dict[str, Any]:
    """The calculator's tables for ``name``, JSON-ready.

    Returns:
        ``{"goods": [{"name", "category", "deck", "vp": [VP for 0, 1, … deck cards],
        "lines": [the ledger's line for each count]}], "modifiers": [one line per set
        modifier that reaches the player]}``. Dead cards (Piracy, R16) are left out: they
        are in no set and earn nothing. The modifiers are those that reach the player with
        their markers as they stand now.

    Raises:
        GameError: ``name`` is not a player.
    """
    who = state.player(name)
    modifiers = set_modifiers_for(state.rules, who.name, who.standing(), state.developments_by_player())
    goods = []
    for good in state.rules.goods.values():
        if good.dead:
            continue
        scores = [score_good(good, count, modifiers) for count in range(good.deck + 1)]
        goods.append({"name": good.name, "label": printed_good(state.rules, good.name), "category": good.category, "deck": good.deck,
                      "vp": [s.vp for s in scores], "lines": [s.describe(_) if s.count else "" for s in scores]})
    words = [_modifier_words(source, m.goods, m.vp, m.happiness, m.safety) for source, m in modifiers]
    return {"goods": goods, "modifiers": words}
