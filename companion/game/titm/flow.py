"""The order of a turn: which phase comes next, and what must be done before moving on.

Source: 001_26b6d8b0f4cbe6f7.txt, "Game Overview" (six rounds of five phases:
Production, Trading, Resolution, Development, Civic), "Resolution Phase" (three
steps: trade phase abilities, resolve trade goods, resolve calamities).
"""

from __future__ import annotations

from companion.game.titm.events import PHASES, Phase
from companion.game.titm.state import GameState


def next_phase(state: GameState) -> tuple[int, Phase]:
    """The (turn, phase) the table moves to from the current phase.

    After the Civic phase of the last turn the game is over.
    """
    if state.phase == "civic":
        if state.turn >= state.rules.last_turn:
            return state.turn, "over"
        return state.turn + 1, "production"
    return state.turn, PHASES[PHASES.index(state.phase) + 1]


def resolution_step(state: GameState) -> int:
    """The Resolution phase's current step: 1 abilities, 2 goods, 3 calamities, 4 done."""
    turn = state.this_turn
    if not turn.abilities_resolved:
        return 1
    if len(turn.goods) < len(state.players):
        return 2
    if turn.calamities is None:
        return 3
    return 4


def unfinished(state: GameState) -> str | None:
    """Why the table cannot leave the current phase yet, or None if it can."""
    if state.phase == "resolution":
        step = resolution_step(state)
        if step == 1:
            return "resolve the trade phase abilities first (step 1)"
        if step == 2:
            missing = [p.name for p in state.players if p.name not in state.this_turn.goods]
            return f"resolve the goods of {', '.join(missing)} first (step 2)"
        if step == 3:
            return "resolve the calamities first (step 3)"
    if state.phase == "civic" and not state.this_turn.civic_applied:
        return "apply the civic effects first"
    if state.phase in ("setup", "over"):
        return f"the game is {'not set up' if state.phase == 'setup' else 'over'}"
    return None
