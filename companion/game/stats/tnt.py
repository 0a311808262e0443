"""The digest of a Trade and Triumph scoreboard (:class:`~.digest.GameDigest`), from its fold.

The winner is the fold's (004 End of the Game: most VP, then most gold, then fewest upgrades;
players still tied share the victory). The other places follow the fold's standings, best first:
traders level on all three share a place. VP by source are the ledger's VP entries by kind (the
ledger holds gold too). A trader's own turn runs from the end of the turn before (or setup) to
their ``tnt_end_turn``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from companion.game.history import effective
from companion.game.stats.digest import GameDigest, PlayerDigest, by_kind
from companion.game.tnt.events import TntEndTurn
from companion.game.tnt.state import StandingRecord, TntState


def _ranks(standings: Sequence[StandingRecord], winners: Sequence[str]) -> dict[str, int]:
    """Each trader's place: 1 for the winners; else one more than the traders ahead in the standings
    (those level on VP, gold and upgrades share a place)."""
    ranks: dict[str, int] = {}
    for i, s in enumerate(standings):
        if s.name in winners:
            ranks[s.name] = 1
            continue
        level = next((t for t in standings[:i] if (t.vp, t.gold, t.upgrades) == (s.vp, s.gold, s.upgrades)), None)
        ranks[s.name] = ranks[level.name] if level is not None else i + 1
    return ranks


def digest(state: TntState, events: Sequence[Any]) -> GameDigest:
    """What the statistics keep of this scoreboard (``events``: the whole journal)."""
    kept = effective(events).kept
    sources = by_kind(state.ledger, unit="vp")
    outcome = state.outcome
    winners = outcome.winners if outcome is not None else []
    ranks = _ranks(outcome.standings, winners) if outcome is not None else {}
    own: dict[str, list[float]] = {}
    since = events[0].at
    for e in kept:
        if isinstance(e, TntEndTurn):
            own.setdefault(e.player, []).append((e.at - since).total_seconds())
            since = e.at
    finished = state.phase == "over"
    players = [
        PlayerDigest(
            name=p.name,
            vp=p.vp,
            score=p.vp if finished else None,
            rank=ranks.get(p.name),
            winner=p.name in winners,
            shared=p.name in winners and len(winners) > 1,
            sources=sources.get(p.name, {}),
            turn_seconds=own.get(p.name, []),
            gold=p.gold,
            upgrades=p.upgrades.total,
        )
        for p in state.players
    ]
    end = since if finished else None  # the last end of turn ended the game
    return GameDigest(
        game="tnt",
        name=state.name,
        edition=str(events[0].data.get("pack", "tnt")),
        started=events[0].at,
        last_change=events[-1].at,
        finished=finished,
        seconds=(end - events[0].at).total_seconds() if end is not None else None,
        turns=state.turn,
        players=players,
    )
