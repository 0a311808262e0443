"""The digest of a game of *Trading in the Mediterranean* (:class:`~.digest.GameDigest`), from its fold.

Scores and places are the final ranking's (001 The End of the Game, with the tie-break steps R15):
a shared place keeps its one rank for every name in it. VP by source are the ledger's entries by
kind, plus each player's developments and monuments and shrines counted at the end (FinalRecord).
The race (VP chits at the end of each turn) is :func:`companion.game.titm.race.race`'s.
Times come from the journal's timestamps (:func:`companion.game.timing.turn_times`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from companion.game.history import effective
from companion.game.titm.events import DevelopmentChosen
from companion.game.titm.race import race
from companion.game.titm.report import development_name
from companion.game.titm.state import GameState
from companion.game.stats.digest import DEVELOPMENTS, MONUMENTS, GameDigest, PlayerDigest, by_kind
from companion.game.timing import turn_times

#: Calamities a player can suffer, by their rulebook names (001 Calamities).
PEASANT_REVOLT = "Peasant Revolt"
BARBARIAN_ATTACK = "Barbarian Attack"


def digest(state: GameState, events: Sequence[Any]) -> GameDigest:
    """What the statistics keep of this game (``events``: the whole journal, undone ones included)."""
    kept = effective(events).kept
    sources = by_kind(state.ledger)
    places = {name: place for place in (state.ranking.places if state.ranking else []) for name in place.names}
    finals = {f.name: f for f in (state.ranking.finals if state.ranking else [])}
    suffered = _calamities(state)
    raced = {line.name: list(line.vp) for line in race(state).lines}
    played: dict[str, list[str]] = {}
    for e in kept:
        if isinstance(e, DevelopmentChosen):
            played.setdefault(e.player, []).append(e.custom.name if e.custom else development_name(state, e.development))
    players = []
    for p in state.players:
        mine = dict(sources.get(p.name, {}))
        final, place = finals.get(p.name), places.get(p.name)
        if final is not None:
            mine[DEVELOPMENTS] = final.development_vp
            mine[MONUMENTS] = final.monument_vp
        players.append(
            PlayerDigest(
                name=p.name,
                vp=p.vp,
                score=final.total if final is not None else None,
                rank=place.rank if place is not None else None,
                winner=place is not None and place.rank == 1,
                shared=place is not None and place.rank == 1 and len(place.names) > 1,
                sources=mine,
                calamities=suffered.get(p.name, {}),
                developments=played.get(p.name, []),
                race_vp=raced.get(p.name, []),
            )
        )
    times = turn_times(events)
    over = next((e for e in reversed(kept) if e.type == "game_over"), None)
    finished = state.phase == "over"
    return GameDigest(
        game="titm",
        name=state.name,
        edition=state.edition_id,
        started=events[0].at,
        last_change=events[-1].at,
        finished=finished,
        seconds=(over.at - events[0].at).total_seconds() if finished and over is not None else None,
        turns=state.turn,
        turn_seconds=[t.seconds for t in times if not t.ongoing],
        trading_seconds=[t.trading.seconds for t in times if t.trading is not None and not t.trading.ongoing],
        players=players,
    )


def _calamities(state: GameState) -> dict[str, dict[str, int]]:
    """Calamities suffered, per player and name: one for each turn a Peasant Revolt or Barbarian Attack hit them."""
    suffered: dict[str, dict[str, int]] = {}
    for record in state.calamities.values():
        hits = [(n, PEASANT_REVOLT) for n in record.peasant_revolt]
        hits += [(b.player, BARBARIAN_ATTACK) for b in record.barbarian_attack]
        for name, what in hits:
            mine = suffered.setdefault(name, {})
            mine[what] = mine.get(what, 0) + 1
    return suffered
