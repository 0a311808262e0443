"""What the statistics keep of one game: its digest, made once from its fold and cached by content.

A digest holds only what the game's own fold and ledger say (scores, ranks, the ledger's VP by
kind, calamities, developments played) and what the journal's timestamps say (the length of each
turn and trading phase); nothing in it is recomputed from the rules.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Any

from pydantic import BaseModel, ConfigDict

#: The VP a finished game adds to the ledger's chits at The End of the Game (FinalRecord), as sources.
DEVELOPMENTS = "developments"
MONUMENTS = "monuments and shrines"


class PlayerDigest(BaseModel):
    """One player of one game.

    Attributes:
        name: as typed at setup.
        vp: VP held at the end of the journal (chits in the primary game).
        score: the final total (finished games only; the primary game's total counts developments
            and monuments, The End of the Game).
        rank: the final place, 1 = first; players sharing a place share its number (finished only).
        winner: in first place, alone or shared.
        shared: first place was shared.
        sources: VP by the ledger's own kinds (``goods``, ``prosperity``, ``transfer``, …), plus, in a
            finished game of the primary game, :data:`DEVELOPMENTS` and :data:`MONUMENTS`: they sum
            to ``score`` (to ``vp`` when unfinished).
        calamities: calamities suffered by name (``Peasant Revolt``, ``Barbarian Attack``): one a turn hit.
        developments: developments played (names as printed), in order.
        turn_seconds: the length of each of this player's own turns (Trade and Triumph), seconds.
        gold, upgrades: at the end (Trade and Triumph only).
    """

    model_config = ConfigDict(extra="forbid", defer_build=True)

    name: str
    vp: int = 0
    score: int | None = None
    rank: int | None = None
    winner: bool = False
    shared: bool = False
    sources: dict[str, int] = {}
    calamities: dict[str, int] = {}
    developments: list[str] = []
    turn_seconds: list[float] = []
    gold: int | None = None
    upgrades: int | None = None


class GameDigest(BaseModel):
    """One game, as the statistics read it.

    Attributes:
        game: the game type (``titm``, ``tnt``).
        name: the game's name.
        edition: the edition's id (the primary game), the data pack's (Trade and Triumph).
        started: the setup event's time; its date is the game's date.
        last_change: the last event's time.
        finished: the game is over.
        seconds: from setup to the end of the game (finished games only).
        turns: turns (rounds) reached.
        turn_seconds: each whole turn's length (the primary game), seconds.
        trading_seconds: each whole Trading phase's length, pauses included, seconds.
        players: in seat order.
    """

    model_config = ConfigDict(extra="forbid", defer_build=True)

    game: str
    name: str
    edition: str
    started: datetime
    last_change: datetime
    finished: bool
    seconds: float | None = None
    turns: int = 0
    turn_seconds: list[float] = []
    trading_seconds: list[float] = []
    players: list[PlayerDigest]


def by_kind(entries: Iterable[Any], unit: str | None = None) -> dict[str, dict[str, int]]:
    """Ledger entries summed per player and kind: ``{"Ann": {"goods": 14, "transfer": -1}}``.

    Args:
        entries: ledger entries (``player``, ``kind``, ``amount``; ``unit`` when ``unit`` is given).
        unit: keep only entries of this unit (``"vp"`` in Trade and Triumph, whose ledger holds gold too).
    """
    sums: dict[str, dict[str, int]] = {}
    for e in entries:
        if unit is not None and e.unit != unit:
            continue
        mine = sums.setdefault(e.player, {})
        mine[e.kind] = mine.get(e.kind, 0) + e.amount
    return sums
