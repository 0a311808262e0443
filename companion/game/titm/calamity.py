"""Resolution step 3 worked out from the state: who rolls the Barbarian Die, how often, and what each loses.

Pure (no I/O, no Textual). The fold's check of ``calamities_resolved`` and the calamity dialog's
live preview both ask it, so the dialog shows exactly what the fold will record.

Source: 001_26b6d8b0f4cbe6f7.txt, "Resolution Phase" step 3 (Resolving Calamities), "Barbarian
Attack Effects" (the turn's base + the Barbarian Die; Total War rolls it twice); RULINGS.md R8, R9.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from companion.game.errors import GameError
from companion.game.titm.state import GameState
from companion.rules.calamities import BarbarianLoss, barbarian_loss, rolls_for


def rolls_needed(state: GameState) -> dict[str, int]:
    """Each Barbarian Attack victim of this turn → how many times they roll the Barbarian Die
    (1, or 2 with Total War), in seat order; empty when nobody is attacked."""
    held = state.developments_by_player()
    return {name: rolls_for(name, held) for name in state.victims().barbarian_attack}


def barbarian_losses(state: GameState, rolls: Mapping[str, Sequence[int]]) -> list[tuple[str, BarbarianLoss]]:
    """What each Barbarian Attack victim loses with the dice ``rolls`` (victim → results), in seat order.

    Raises:
        GameError: dice for someone who is not a victim, a victim without dice, or the wrong
            number of dice (Total War doubles it).
        DieError: a result the Barbarian Die does not show (0, 1, 1, 2, 2, 3).
    """
    needed = rolls_needed(state)
    given = set(rolls)
    if given != set(needed):
        who = ", ".join(needed) or "nobody"
        raise GameError(
            f"Barbarian Die rolls are needed for the Barbarian Attack victims ({who}), "
            f"got {', '.join(sorted(given)) or 'none'}"
        )
    losses = []
    for name, need in needed.items():
        if len(rolls[name]) != need:
            raise GameError(f"{name} rolls the Barbarian Die {need} time{'s' if need > 1 else ''} (Total War doubles it)")
        losses.append((name, barbarian_loss(state.rules, state.turn, rolls[name], state.player(name).vp)))
    return losses


def loss_lines(losses: Sequence[tuple[str, BarbarianLoss]]) -> list[str]:
    """One line a victim: ``"Ann: 3 + die 2 = 5 VP → loses 4, keeps 0"`` (VP never go below 0, R9)."""
    return [f"{name}: {loss.reason()} = {loss.owed} VP → loses {loss.lost}, keeps {loss.vp_after}" for name, loss in losses]
