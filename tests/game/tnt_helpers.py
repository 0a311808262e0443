"""Building Trade and Triumph scoreboards for tests: fixed traders, a fixed clock, random legal moves."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from companion.game.session import Game
from companion.game.tnt.kind import start
from companion.game.tnt.state import TntState
from companion.rules.tnt.board import REGIONS, TRACKS
from tests.game.helpers import fixed_clock
from companion.game.events import EventBase, Ruling
from companion.game.tnt.events import TntEndTurn, TntGold, TntHand, TntResource, TntSellCards, TntSellResources, TntSpecialty, TntUpgrade, TntVP

TRADERS = [
    {"name": "Ada", "colour": "red", "symbol": "A"},
    {"name": "Bo", "colour": "blue", "symbol": "B"},
    {"name": "Cy", "colour": "green", "symbol": "C"},
    {"name": "Di", "colour": "yellow", "symbol": "D"},
]


def new_tnt(folder: Path, players: int = 3) -> Game:
    """A new scoreboard of ``players`` traders in ``folder/tnt.jsonl``: round 1, Ada's turn."""
    return start(folder / "tnt.jsonl", name="Trade night", players=TRADERS[:players], clock=fixed_clock())


def end_round(game: Game) -> None:
    """End the turn of every player still to play this round."""
    for _ in range(len(game.state.players) - game.state.current):
        game.record(TntEndTurn(player=game.state.whose_turn))


def random_move(state: TntState, rng: random.Random) -> Callable[[], EventBase]:
    """A move a table could record now: mostly legal for the player whose turn it is, sometimes not.

    Refused moves are part of the test: a refused event must change nothing.
    """
    me = state.whose_turn or state.names[0]
    anyone = rng.choice(state.names)
    p = state.player(me)
    moves: list[tuple[int, Callable[..., EventBase], dict[str, Any]]] = [
        (6, TntResource, {"player": me, "region": rng.choice(REGIONS)}),
        (2, TntResource, {"player": anyone, "region": rng.choice(REGIONS), "amount": rng.choice([-1, 1, 2])}),
        (3, TntHand, {"player": me, "amount": rng.choice([1, 1, 2, -1])}),
        (3, TntGold, {"player": me, "amount": rng.randint(1, 8), "reason": "trade cards revealed"}),
        (1, TntGold, {"player": anyone, "amount": -rng.randint(1, 6), "reason": "influence card"}),
        (2, TntVP, {"player": anyone, "amount": rng.choice([1, 2, 3, -1, -2]), "reason": "specialty card"}),
        (1, TntVP, {"player": me, "amount": rng.randint(5, 20), "reason": "specialty cards"}),
        (3, TntSellResources, {"player": me}),
        (1, TntSellResources, {"player": me, "sets": 0, "singles": {rng.choice(REGIONS): 1}}),
        (2, TntSellCards, {"player": me, "cards": rng.randint(1, 3), "where": rng.choice(["node", "city"])}),
        (1, TntSpecialty, {"player": me}),
        (2, TntUpgrade, {"player": me, "track": rng.choice(TRACKS), "price": rng.randint(0, 6)}),
        (1, Ruling, {"text": "a node counts as both regions", "rule": "004 The Trade Routes"}),
        (5 + p.turns, TntEndTurn, {"player": me}),
    ]
    weights = [w for w, _, _ in moves]
    _, event, fields = rng.choices(moves, weights=weights)[0]
    return lambda: event(**fields)  # built when recorded: a field it refuses is refused as the fold's refusals are
