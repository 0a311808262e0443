"""What becomes of a phone's entry as the game moves on: kept, dropped, or lapsed (and what its phone is told).

Split from :mod:`companion.game.inbox`, which keeps the entries; pure (no I/O).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from companion.game.events import PHASES
from companion.game.flow import resolution_step
from companion.game.report import PHASE_NAMES
from companion.game.state import GameState

if TYPE_CHECKING:
    from companion.game.inbox import Submission


def fate_of(state: GameState, item: Submission) -> Literal["keep", "drop", "lapse"]:
    """What becomes of an entry in the game as it is now: kept; dropped (applied and then undone, or
    entered by the host meanwhile: the state says it all); or lapsed (still waiting when the game moved
    to where it no longer belongs: another phase or turn, or Resolution back to step 1 — its phone is told)."""
    if (item.turn, item.phase) != (state.turn, state.phase):
        return "lapse" if item.status == "submitted" else "drop"
    turn, p = state.this_turn, item.payload
    if item.kind == "goods":
        if item.player in turn.goods:  # entered by hand meanwhile (or being applied now)
            return "keep" if item.status == "applied" else "drop"
        if item.status == "applied":  # undone after it was applied
            return "drop"
        return "keep" if resolution_step(state) == 2 else "lapse"
    if item.kind == "development" and p["development"] in turn.chosen.get(item.player, []):
        return "keep" if item.status == "applied" else "drop"  # the host played that card meanwhile
    if item.status == "submitted":
        return "keep"
    if item.kind == "warehouse":
        held = turn.warehouse.get(item.player) == p["cards"]
    elif item.kind == "abandon":
        held = (p["track"] in turn.abandons.get(item.player, [])) == (not p.get("withdraw", False))
    elif item.kind == "ability":
        held = any((a.holder, a.development, a.ability) == (p["holder"], p["development"], p["ability"])
                   for a in turn.abilities)
    else:
        held = False  # an applied development no longer in play: undone
    return "keep" if held else "drop"


def lapse_words(state: GameState, items: list[Submission]) -> str:
    """What a phone is told of its entries that lapsed: ``"Not applied: the host moved on to Resolution
    before applying your entry (warehoused 1 card)."``"""
    first = items[0]
    if state.phase == "over":
        where = "the game ended before the host applied"
    else:
        name = PHASE_NAMES[state.phase]
        if (first.turn, first.phase) == (state.turn, state.phase):  # Resolution, back to step 1
            name += f" step {min(resolution_step(state), 3)}"
            later = resolution_step(state) > 2
        else:
            rank = {phase: i for i, phase in enumerate(PHASES)}
            later = (state.turn, rank.get(state.phase, -1)) > (first.turn, rank.get(first.phase, -1))
        where = f"the host {'moved on' if later else 'went back'} to {name} before applying"
    noun = "entry" if len(items) == 1 else "entries"
    return f"Not applied: {where} your {noun} ({'; '.join(item.summary for item in items)})."
