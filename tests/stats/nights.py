"""A small games folder built for the statistics tests: three nights of the same group, one of them
unfinished, a player called by a nickname, and a damaged journal.

Every game is played with a clock that moves one second per event (``fixed_clock``), nobody spending
anything (``play_to_the_end``), so the VP are the corrections recorded in turn VI alone, and each
event's time is its setup's time + (its seq - 1) seconds.
"""

from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path

from companion.edition import load_edition
from companion.game.session import Game
from companion.game.store import data_dir, games_dir
from tests.game.helpers import PLAYERS, fixed_clock
from tests.game.tables import move, play_to_the_end, to_development
from companion.game.titm.events import CivicApplied, Correction, DevelopmentChosen, PhaseAdvance

#: The seats of PLAYERS, by name (colours, symbols and starting sides).
SEATS = {p["name"]: p for p in PLAYERS}


def seated(*names: str, like: str = "") -> list[dict]:
    """Players called ``names``, each seated as the PLAYERS entry of the same name (or of ``like``)."""
    return [{**SEATS.get(n, SEATS.get(like or "Eve")), "name": n} for n in names]


def new(file: str, name: str, when: datetime, players: list[dict]) -> Game:
    games_dir().mkdir(parents=True, exist_ok=True)
    return Game.new(games_dir() / file, name=name, players=players, edition=load_edition(), clock=fixed_clock(when))


def vp(game: Game, **gains: int) -> None:
    for player, value in gains.items():
        game.record(Correction(player=player, what="vp", value=value, reason="test night"))


def monday() -> None:
    """2 Nov: Ann 12, Ben 12, Cat 5, Dan 0; Cat below the happiness line in turn I."""
    game = new("monday.jsonl", "Monday", datetime(2026, 11, 2, 19, 0, tzinfo=timezone.utc), seated("Ann", "Ben", "Cat", "Dan"))

    def develop(turn: int) -> None:
        if turn == 1:
            game.record(Correction(player="Cat", what="happiness", value=-4, reason="test night"))
        if turn == 6:
            vp(game, Ann=12, Ben=12, Cat=5)

    play_to_the_end(game, develop)
    game.close()


def tuesday() -> None:
    """10 Nov: 'ann' (lower case) 7, Bo (Ben's nickname) 20, Cat 0, Eve 0."""
    players = seated("ann", "Bo", "Cat", "Eve", like="Ann")
    players[1] = {**SEATS["Ben"], "name": "Bo"}
    game = new("tuesday.jsonl", "Tuesday", datetime(2026, 11, 10, 19, 0, tzinfo=timezone.utc), players)
    play_to_the_end(game, lambda turn: vp(game, Bo=20, ann=7) if turn == 6 else None)
    game.close()


def wednesday() -> None:
    """18 Nov, unfinished (turn II, Production): Ann played Library in turn I; Ben got 3 VP."""
    game = new("wednesday.jsonl", "Wednesday", datetime(2026, 11, 18, 19, 0, tzinfo=timezone.utc), seated("Ann", "Ben", "Cat", "Dan"))
    to_development(game)
    move(game, "Ann", "government", "democracy", 2)
    game.record(DevelopmentChosen(player="Ann", development="library"))
    vp(game, Ben=3)
    game.record(PhaseAdvance(to="civic"))
    game.record(CivicApplied())
    game.record(PhaseAdvance(to="production"))
    game.close()


def broken() -> Path:
    """A journal damaged on its third line (a repair by hand gone wrong)."""
    path = games_dir() / "broken.jsonl"
    good = (games_dir() / "monday.jsonl").read_text(encoding="utf-8").splitlines()
    path.write_text("\n".join([*good[:2], "{not json", *good[3:6]]) + "\n", encoding="utf-8")
    return path


def aliases(mapping: dict[str, str]) -> None:
    (data_dir() / "aliases.json").write_text(json.dumps(mapping), encoding="utf-8")


def three_nights() -> None:
    """Monday, Tuesday, Wednesday, the damaged journal, and aliases.json saying Bo is Ben."""
    monday()
    tuesday()
    wednesday()
    broken()
    aliases({"Bo": "Ben"})
