"""Trade sessions for the tests: 12 Mega Civilization players in two blocks, 6 Advanced Civilization ones."""

from __future__ import annotations

from pathlib import Path

from companion.game.session import Game
from companion.game.tradesession.kind import start
from companion.game.tradesession.state import SessionState

TWELVE = [f"P{i:02d}" for i in range(1, 13)]
SIX = ["Ada", "Bo", "Cy", "Di", "Ed", "Flo"]


def mega12(tmp_path: Path, name: str = "mega.jsonl") -> Game[SessionState]:
    """12 players: P01–P06 in the West block, P07–P12 in the East."""
    players = [{"name": n, "block": "west" if i < 6 else "east"} for i, n in enumerate(TWELVE)]
    return start(tmp_path / name, name="Mega night", game="megaciv", players=players)


def adv6(tmp_path: Path, name: str = "adv.jsonl") -> Game[SessionState]:
    """6 Advanced Civilization players."""
    return start(tmp_path / name, name="Civ night", game="advciv", players=[{"name": n} for n in SIX])
