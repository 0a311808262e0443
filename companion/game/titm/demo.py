"""The demo game: five players in turn 3, to try the companion without typing names.

The first two turns are played by :mod:`companion.game.titm.autoplay` with a fixed
seed, so the demo is the same every time. The events are folded in memory and
the journal is written once (one fsync, not one per event), in the data
folder's ``games/`` as ``demo.jsonl`` (replaced each time the demo starts).
"""

from __future__ import annotations

import os
import random
from typing import TYPE_CHECKING, Any
from pathlib import Path

from companion.edition import load_edition
from companion.game.titm.autoplay import play
from companion.game.events import EventBase
from companion.game.errors import JournalError, JournalLocked
from companion.game.writer import Journal
from companion.game.session import Clock, Game, wall_clock
from companion.game.store import games_dir

if TYPE_CHECKING:
    from companion.game.titm.state import GameState

PLAYERS = [
    {"name": "Ada", "colour": "red", "symbol": "A", "civilisation": "Babylon", "government": "democracy", "religion": "venus"},
    {"name": "Bram", "colour": "blue", "symbol": "B", "civilisation": "Thrace", "government": "dictatorship", "religion": "mars"},
    {"name": "Cleo", "colour": "green", "symbol": "C", "civilisation": "Illyria", "government": "democracy", "religion": "mars"},
    {"name": "Dario", "colour": "yellow", "symbol": "D", "civilisation": "Carthage", "government": "dictatorship", "religion": "venus"},
    {"name": "Eun", "colour": "white", "symbol": "E", "civilisation": "Phoenicia", "government": "democracy", "religion": "venus"},
]
SEED = 3


class _MemoryJournal:
    """Collects events in memory; :func:`create_demo` writes them in one go."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.events: list[EventBase] = []

    def append(self, event: EventBase) -> None:
        self.events.append(event)

    def close(self) -> None:
        pass


def create_demo(folder: Path | None = None, *, clock: Clock = wall_clock, turn: int = 3) -> Game[GameState]:
    """Create the demo game (5 players, at the start of ``turn``) and open it.

    The demo's turns were played by :mod:`companion.game.titm.autoplay`, not dealt by a real table:
    its edition holds the table's spend to the decks only (``production.table_spend`` ``deck``, C16),
    so anything typed to try the companion out is scored, never held back for the cards dealt.

    Raises:
        JournalLocked: the demo is open in another companion window.
        JournalError: the data folder cannot be written.
    """
    from companion.game.titm.events import HouseRules, Setup
    from companion.game.titm.fold import apply_event
    from companion.game.session import stamp
    from companion.game.titm.state import GameState
    from companion.game.titm.kind import KIND

    folder = folder or games_dir()
    path = folder / "demo.jsonl"
    at = clock()
    edition = load_edition().model_dump(mode="json")
    edition["production"]["table_spend"] = "deck"  # a made-up night: no deal to hold it to (C16)
    fields: dict[str, Any] = {"name": "Demo night", "players": PLAYERS, "edition": edition}
    setup = stamp(Setup(**fields, house_rules=HouseRules(die="app")), seq=1, at=at, state=GameState())
    apply_event(GameState(), setup)
    memory = _MemoryJournal(path)
    game = Game(memory, [setup], clock=clock, kind=KIND)
    play(game, random.Random(SEED), until=(turn, "production"))
    _replace_old_demo(path)
    journal = Journal.create(path, game.events, at)
    return Game(journal, game.events, clock=clock, kind=KIND)  # the events were checked as they were played


def _replace_old_demo(path: Path) -> None:
    """Delete the previous demo journal, unless another companion is playing it (its lock is held).

    Raises:
        JournalLocked: the demo is open in another window (it is left alone).
    """
    if not os.path.lexists(path):  # a dangling symlink planted there is replaced too
        return
    try:
        old = Journal.open_locked(path)
    except JournalLocked:
        raise
    except JournalError:  # not a journal we can open (damaged…): replace it
        try:
            path.unlink(missing_ok=True)
        except OSError as error:
            raise JournalError(f"{path}: the old demo cannot be replaced ({error.strerror or error})") from None
        return
    try:
        path.unlink()
    finally:
        old.close()
