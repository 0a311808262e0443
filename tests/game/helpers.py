"""Building games for tests: fixed players, a fixed clock, and a quick way to reach a phase."""

from __future__ import annotations

import functools
import itertools
from datetime import datetime, timedelta, timezone
from pathlib import Path

from companion.edition import Edition, load_edition
from companion.game.session import Game
from companion.game.titm.events import AbilitiesResolved, CalamitiesResolved, CivicApplied, DevelopmentChosen, GoodsResolved, PhaseAdvance

PLAYERS = [
    {"name": "Ann", "colour": "red", "symbol": "A", "government": "democracy", "religion": "venus"},
    {"name": "Ben", "colour": "blue", "symbol": "B", "government": "dictatorship", "religion": "mars"},
    {"name": "Cat", "colour": "green", "symbol": "C", "government": "democracy", "religion": "mars"},
    {"name": "Dan", "colour": "yellow", "symbol": "D", "government": "dictatorship", "religion": "venus"},
    {"name": "Eve", "colour": "white", "symbol": "E", "government": "democracy", "religion": "venus"},
    {"name": "Fay", "colour": "black", "symbol": "F", "government": "dictatorship", "religion": "mars"},
]


def fixed_clock(start: datetime = datetime(2026, 11, 20, 19, 30, tzinfo=timezone.utc)):
    """A clock that moves one second per call (timestamps in tests are reproducible)."""
    ticks = itertools.count()
    return lambda: start + timedelta(seconds=next(ticks))


@functools.cache
def edition(*, dealt: bool = False) -> Edition:
    """The shipped edition; with ``dealt`` False, its ``production.table_spend`` read as ``deck``.

    Tests of other rules spend hands no deal gives (Ann's 7 wine in turn I, to score a set of 6 and a
    set of 1): held to the decks, they are not held to what the table was dealt (C16). The tests of
    that rule (tests/game/test_table_cards.py and those that pass ``dealt=True``) play real deals with
    the edition as shipped.
    """
    shipped = load_edition()
    if dealt:
        return shipped
    return shipped.model_copy(update={"production": shipped.production.model_copy(update={"table_spend": "deck"})})


def new_game(folder: Path, players: int = 4, *, dealt: bool = False, **house_rules) -> Game:
    """A new game of ``players`` players in ``folder/game.jsonl``, in turn 1 Production (``dealt``: the
    table held to what it was dealt, as the shipped edition holds it: :func:`edition`)."""
    return Game.new(
        folder / "game.jsonl",
        name="Test night",
        players=PLAYERS[:players],
        edition=edition(dealt=dealt),
        house_rules=house_rules or None,
        clock=fixed_clock(),
    )


def reopened_with_torn_tail(game: Game) -> Game:
    """``game`` closed, a torn last line appended (a write cut short), and opened again: the tail is
    set aside in ``<name>.torn`` and cut off."""
    game.close()
    with game.path.open("ab") as out:
        out.write(b'{"type":"ruling","se')
    return Game.open(game.path)


def resolve_everyone(game: Game, goods: dict | None = None, rolls: dict | None = None) -> None:
    """From Trading: go to Resolution, resolve abilities, goods (as given, else nothing) and calamities."""
    game.record(PhaseAdvance(to="resolution"))
    game.record(AbilitiesResolved())
    for name in game.state.names:
        spent, icons = (goods or {}).get(name, ({}, {}))
        game.record(GoodsResolved(player=name, goods=spent, icons=icons))
    game.record(CalamitiesResolved(rolls=rolls or {}))


def to_calamities_of_turn_3(game: Game, goods: dict | None = None) -> None:
    """From the start of turn I: two whole turns of nothing, then turn III's Resolution to step 3 —
    abilities resolved and every player's goods recorded (``goods``: player → (goods, icons), else
    nothing). Turn III is the first with a Barbarian Attack (R8)."""
    for _ in range(2):
        play_turn(game)
    game.record(PhaseAdvance(to="trading"))
    game.record(PhaseAdvance(to="resolution"))
    game.record(AbilitiesResolved())
    for name in game.state.names:
        spent, icons = (goods or {}).get(name, ({}, {}))
        game.record(GoodsResolved(player=name, goods=spent, icons=icons))


def play_turn(game: Game, goods: dict | None = None, developments: dict[str, str] | None = None) -> None:
    """From Production: one whole turn (Trading, everyone resolved as :func:`resolve_everyone`, the
    ``developments`` given played, player → development id, else none; Civic applied) to the next
    turn's Production."""
    game.record(PhaseAdvance(to="trading"))
    resolve_everyone(game, goods)
    game.record(PhaseAdvance(to="development"))
    for player, development in (developments or {}).items():
        game.record(DevelopmentChosen(player=player, development=development))
    game.record(PhaseAdvance(to="civic"))
    game.record(CivicApplied())
    game.record(PhaseAdvance(to="production"))
