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
        race_vp: VP chits held at the end of each turn, turn 0 (the start) first: the race
            (:mod:`companion.game.titm.race`; the primary game only, else empty). Its last is ``vp``.
        discarded: calamities discarded at Calamity Selection, every round (trade sessions only).
    """

    model_config = ConfigDict(extra="forbid", defer_build=True, allow_inf_nan=False)

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
    race_vp: list[int] = []
    discarded: int | None = None


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

    model_config = ConfigDict(extra="forbid", defer_build=True, allow_inf_nan=False)

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


def agrees(digest: GameDigest) -> bool:
    """Whether ``digest`` agrees with itself as every digest made from a fold does: a cache entry read back
    is used only if it does (:class:`~companion.game.stats.cache.DigestCache`), else its game is replayed.

    Its numbers are finite and its shape right already (the models refuse ``NaN``); here, what the
    figures summarise: each player's VP by source sum to their score (finished) or VP (unfinished),
    and the race ends at their VP;
    a finished game scores and places every player, an unfinished one none; places run from 1 to
    the number of players, a higher score never has a worse place, first place is the winners',
    shared when there are several; counts are not negative. A score edited alone (999) breaks
    the sum. Figures forged to agree by someone who can write the user's files are not caught here.
    """
    players = digest.players
    if not players or len({p.name for p in players}) != len(players) or digest.last_change < digest.started:
        return False
    winners = sum(p.winner for p in players)
    for p in players:
        if sum(p.sources.values()) != (p.vp if p.score is None else p.score):
            return False
        if (p.score is None) == digest.finished or (p.rank is None) != (p.score is None):
            return False
        if p.rank is not None and not (1 <= p.rank <= len(players) and p.winner == (p.rank == 1)):
            return False
        if p.shared != (p.winner and winners > 1) or min([*p.calamities.values(), 1], default=1) < 1:
            return False
        if min(p.gold or 0, p.upgrades or 0, digest.turns) < 0:
            return False
        if p.race_vp and p.race_vp[-1] != p.vp:
            return False
    scored = [(p.score, p.rank) for p in players if p.score is not None and p.rank is not None]
    return all(rank_a < rank_b for score_a, rank_a in scored for score_b, rank_b in scored if score_a > score_b)


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
