"""The digest of a trade session (:class:`~.digest.GameDigest`), from its fold and its journal's times.

A session has no winner and no score: it is never *finished* in the statistics' sense (its
players are counted, unplaced). It keeps the rounds played, each player's calamities discarded at
Calamity Selection (every round, the fold's count) and each trade's length: from the round's
first timer start (or the round's beginning, without one) to its end of trade.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from companion.game.history import effective
from companion.game.stats.digest import GameDigest, PlayerDigest
from companion.game.titm.events import TimerEvent
from companion.game.tradesession.events import SessionEndTrade, SessionNextRound
from companion.game.tradesession.state import SessionState


def trade_seconds(events: Sequence[Any]) -> list[float]:
    """Each whole trade's length in seconds, in order (``events``: the whole journal)."""
    kept = effective(events).kept
    lengths: list[float] = []
    began, started = events[0].at, None
    for e in kept:
        if isinstance(e, TimerEvent) and e.action == "start" and started is None:
            started = e.at
        elif isinstance(e, SessionEndTrade):
            lengths.append(((e.at - (started or began)).total_seconds()))
        elif isinstance(e, SessionNextRound):
            began, started = e.at, None
    return lengths


def digest(state: SessionState, events: Sequence[Any]) -> GameDigest:
    """What the statistics keep of this session."""
    return GameDigest(
        game="session",
        name=state.name,
        edition=state.game,
        started=events[0].at,
        last_change=events[-1].at,
        finished=False,
        turns=state.turn,
        trading_seconds=trade_seconds(events),
        players=[PlayerDigest(name=p.name, discarded=p.discarded) for p in state.players],
    )
