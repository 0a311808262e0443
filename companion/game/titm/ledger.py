"""Writing VP into the ledger: every change of a player's VP is one ledger entry."""

from __future__ import annotations

from companion.game.errors import GameError
from companion.game.titm.events import Event
from companion.game.titm.state import GameState, LedgerEntry, PlayerState


def credit(state: GameState, event: Event, player: PlayerState, amount: int, kind: str, reason: str) -> None:
    """Add ``amount`` VP (negative: take) to ``player`` with a ledger entry; nothing if 0.

    A loss larger than the VP held takes only what the player has (VP never go
    below 0, R9) and says so in the reason; its entry stays in the ledger even when
    nothing could be taken (a 0 VP line: the loss owed is reported, R9).
    """
    capped = amount < 0 and payable(player.vp, -amount) < -amount
    if capped:
        reason = f"{reason} (of {-amount}: VP never go below 0)"
        amount = -payable(player.vp, -amount)
    if amount == 0 and not capped:
        return
    player.vp += amount
    state.ledger.append(
        LedgerEntry(
            seq=event.seq, turn=state.turn, phase=state.phase, player=player.name, amount=amount, kind=kind, reason=reason
        )
    )


def payable(held: int, amount: int) -> int:
    """How much of a loss of ``amount`` VP someone holding ``held`` VP pays: VP never go below 0 (R9)."""
    return min(amount, held)


def affordable(player: PlayerState, amount: int) -> int:
    """How much of a loss of ``amount`` VP the player can pay (:func:`payable`, R9)."""
    return payable(player.vp, amount)


def require_vp(player: PlayerState, amount: int, what: str) -> None:
    """Raise GameError if the player holds fewer than ``amount`` VP."""
    if player.vp < amount:
        raise GameError(f"{player.name} has only {player.vp} VP and cannot {what} {amount}")
