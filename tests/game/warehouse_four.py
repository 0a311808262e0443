"""An edition whose author gave one development a bigger warehouse, as docs/edition-format.md says:
a copy of the shipped edition with a card whose effect is ``{"kind": "extra_warehouse", "count": 1}``.

Ann plays it in turn I, so in turn II's Trading phase her warehouse holds 3 + 1 = 4 cards
(001 Warehousing: "up to 3 goods"; the card's 1 more), and everyone else's still 3.
"""

from __future__ import annotations

import json
from pathlib import Path

from companion.edition import load_edition
from companion.game.session import Game
from companion.game.titm.events import CivicApplied, DevelopmentChosen, PhaseAdvance
from tests.game.helpers import PLAYERS, fixed_clock, resolve_everyone

#: The card the edition's author adds: level 0 (any player may play it), one more warehouse card.
GREAT_WAREHOUSE = {
    "id": "great-warehouse", "name": "Great Warehouse", "text": "You may warehouse one more card.",
    "track": "government", "side": None, "level": 0, "vp": 0,
    "effects": [{"kind": "extra_warehouse", "count": 1}], "source": {"house": "a test's own card"},
}


def warehouse_four_edition(folder: Path) -> Path:
    """The shipped edition, copied to ``folder`` with :data:`GREAT_WAREHOUSE` added."""
    shipped = Path(__file__).resolve().parents[2] / "assets" / "titm-v6.json"
    data = json.loads(shipped.read_text(encoding="utf-8"))
    data["id"], data["name"] = "titm-warehouse-four", "TitM with a Great Warehouse"
    data["developments"].append(GREAT_WAREHOUSE)
    path = folder / "warehouse-four.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def warehouse_four_game(folder: Path, players: int = 4) -> Game:
    """A game of that edition in turn II's Trading phase, Ann holding the Great Warehouse."""
    game = Game.new(folder / "game.jsonl", name="Warehouse night", players=PLAYERS[:players],
                    edition=load_edition(warehouse_four_edition(folder)), clock=fixed_clock())
    game.record(PhaseAdvance(to="trading"))
    resolve_everyone(game)
    game.record(PhaseAdvance(to="development"))
    game.record(DevelopmentChosen(player="Ann", development="great-warehouse"))
    game.record(PhaseAdvance(to="civic"))
    game.record(CivicApplied())
    game.record(PhaseAdvance(to="production"))
    game.record(PhaseAdvance(to="trading"))
    return game
