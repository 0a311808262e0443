"""Write tests/data/full-game-5p.jsonl: a complete 6-turn, 5-player game played through the engine.

The game is played by :mod:`companion.game.titm.autoplay` with a fixed seed and a
fixed clock, then a few table events of the kinds a real night has (a ruling,
a VP deal, a penalty, an undo). Nothing in it is hand-computed: the tests read
its final ranking back through ``companion replay``.

Run from the repository root: ``python -m tests.data.make_full_game``.
"""

from __future__ import annotations

import random
from pathlib import Path

from companion.edition import load_edition
from companion.game.titm.autoplay import play
from companion.game.session import Game
from tests.game.helpers import PLAYERS, fixed_clock
from companion.game.events import Ruling
from companion.game.titm.events import Penalty, VPTransfer

OUT = Path(__file__).with_name("full-game-5p.jsonl")
SEED = 2


def main() -> None:
    OUT.unlink(missing_ok=True)
    game = Game.new(OUT, name="Full game, five players", players=PLAYERS[:5], edition=load_edition(), clock=fixed_clock())
    rng = random.Random(SEED)
    play(game, rng, until=(1, "trading"))
    game.record(Ruling(text="hints about card bottoms may not be given", rule="001 Trading Phase"))
    play(game, rng, until=(2, "trading"))
    richest = max(game.state.players, key=lambda p: p.vp).name
    poorest = min(game.state.players, key=lambda p: p.vp).name
    game.record(VPTransfer(giver=richest, receiver=poorest, amount=1, reason="for a wine"))
    game.record(Penalty(player=game.state.names[2], amount=2, reason="revealed a card bottom"))
    game.undo(reason="the table forgave it")
    play(game, rng)
    game.close()
    print(f"wrote {OUT} ({len(game.events)} events)")


if __name__ == "__main__":
    main()
