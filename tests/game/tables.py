"""Games folded in memory (no journal file) for fast tests, and tables set up for a rule."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from companion.game.titm.events import HouseRules
from companion.game.titm.fold import apply_event
from companion.game.events import EventBase
from companion.game.session import Game, stamp
from companion.game.titm.state import GameState
from tests.game.helpers import PLAYERS, edition
from companion.game.titm.events import AbilitiesResolved, CalamitiesResolved, CivicApplied, Correction, DevelopmentChosen, GameOver, GoodsResolved, PhaseAdvance, Setup, TimerEvent

START = datetime(2026, 11, 20, 19, 30, tzinfo=timezone.utc)


class Table:
    """Events folded in memory (no journal file): fast enough for a property test."""

    def __init__(self, players: int = 4, *, dealt: bool = False) -> None:
        self.state = GameState()
        self.seq = 0
        self.record(
            Setup(name="R17",
            players=PLAYERS[:players],
            edition=edition(dealt=dealt).model_dump(mode="json"),
            house_rules=HouseRules(),
        ))

    def record(self, event: EventBase) -> None:
        self.seq += 1
        event = stamp(event, seq=self.seq, at=START + timedelta(seconds=self.seq), state=self.state)
        apply_event(self.state, event)
        self.state.seq = self.seq

    def move(self, player: str, track: str, side: str, space: int) -> None:
        move(self, player, track, side, space)

    def play(self, player: str, development: str) -> None:
        self.record(DevelopmentChosen(player=player, development=development))

    def to_development(self) -> None:
        to_development(self)

    def to_step_2(self) -> None:
        to_step_2(self)


# Steps that work on a Table or on a journal's Game (anything with ``record`` and ``state``).


def move(game, player: str, track: str, side: str, space: int) -> None:
    """Put a player's government or religion marker on ``side`` ``space`` (a correction)."""
    game.record(Correction(player=player, what=track, side=side, value=space, reason="test setup"))


def to_development(game) -> None:
    """From Production to the Development phase of the same turn, nobody spending anything."""
    to_resolution(game)
    for name in game.state.names:
        game.record(GoodsResolved(player=name))
    game.record(CalamitiesResolved())
    game.record(PhaseAdvance(to="development"))


def to_resolution(game) -> None:
    """From Production to Resolution step 2 of the same turn."""
    for phase in ("trading", "resolution"):
        game.record(PhaseAdvance(to=phase))
    game.record(AbilitiesResolved())


def to_step_2(game) -> None:
    """From the Development phase of a turn to Resolution step 2 of the next."""
    game.record(PhaseAdvance(to="civic"))
    game.record(CivicApplied())
    for phase in ("production", "trading", "resolution"):
        game.record(PhaseAdvance(to=phase))
    game.record(AbilitiesResolved())


def civil_rights_table() -> Table:
    """Ann (democracy 4, level 2) plays Civil Rights in turn 1; turn 2, Resolution step 2."""
    table = Table()
    table.to_development()
    table.move("Ann", "government", "democracy", 4)  # R5: space 4 is level 2
    table.play("Ann", "civil-rights")
    table.to_step_2()
    return table


ANN_REVOLTS = {"dictatorship": 4}  # R5: democracy 4 → 3 → 2 → 1, the 4th arrow crosses the box
ANN_CARDS = {"grain": 4}  # the cards those four arrows are on (each card has one bottom)
BEN_SLAVES = {"slaves": 3}


def piracy_table() -> Table:
    """Turn 1, Resolution step 2 done: Ann spent 2 gold, Piracy and a prosperity; the others nothing."""
    table = Table()
    to_resolution(table)
    table.record(GoodsResolved(player="Ann", goods={"gold": 2, "piracy": 1}, icons={"prosperity": 1}))
    for name in ("Ben", "Cat", "Dan"):
        table.record(GoodsResolved(player=name))
    return table


def play_to_the_end(game, in_development=None) -> None:
    """Six turns on ``game`` (a :class:`Table` or a journal's Game) from turn I's Production to game
    over, nobody spending anything; ``in_development(turn)`` runs in each Development phase."""
    for turn in range(1, 7):
        to_development(game)
        if in_development is not None:
            in_development(turn)
        game.record(PhaseAdvance(to="civic"))
        game.record(CivicApplied())
        if turn < 6:
            game.record(PhaseAdvance(to="production"))
    game.record(GameOver())


def play_tied_game(game) -> None:
    """Six turns on ``game`` (a :class:`Table` or a journal's Game) ending in ties the tie-breaks settle.

    Ann: Library (book), Theatre (happy face, note), Monument of Knowledge, 10 VP chits.
    Ben: Barracks (shield), Stability (shield), 13 VP chits. Cat and Dan: nothing.
    """
    plays = {
        1: [("Ann", "government", "democracy", 2, "library"), ("Ben", "government", "dictatorship", 2, "barracks")],
        2: [("Ann", "government", "democracy", 2, "theatre"), ("Ben", "government", "dictatorship", 4, "stability")],
        6: [("Ann", "government", "democracy", 6, "monument-of-knowledge")],
    }

    def develop(turn: int) -> None:
        for player, track, side, space, card in plays.get(turn, []):
            move(game, player, track, side, space)
            game.record(DevelopmentChosen(player=player, development=card))
        if turn == 6:
            move(game, "Ben", "government", "dictatorship", 6)
            game.record(Correction(player="Ann", what="vp", value=10, reason="test setup"))
            game.record(Correction(player="Ben", what="vp", value=13, reason="test setup"))

    play_to_the_end(game, develop)


class Clock:
    """A wall clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = datetime(2026, 11, 20, 19, 30, tzinfo=timezone.utc)

    def __call__(self) -> datetime:
        return self.now

    def wait(self, seconds: int) -> None:
        self.now += timedelta(seconds=seconds)


def timed_turn_one(tmp_path) -> tuple[Game, Clock]:
    """Turn I: Production 1:00; Trading 5:12 with the timer paused 0:40; the rest as written below."""
    time = Clock()
    game = Game.new(tmp_path / "g.jsonl", name="Timed", players=PLAYERS[:4], edition=edition(), clock=time)
    time.wait(60)
    game.record(PhaseAdvance(to="trading"))  # Production: 60 s
    time.wait(5)
    game.record(TimerEvent(action="start", remaining_ms=300_000))
    time.wait(100)
    game.record(TimerEvent(action="pause", remaining_ms=200_000))
    time.wait(40)
    game.record(TimerEvent(action="resume", remaining_ms=200_000))
    time.wait(167)
    game.record(PhaseAdvance(to="resolution"))  # Trading: 5 + 100 + 40 + 167 = 312 s, paused 40 s
    time.wait(20)
    game.record(AbilitiesResolved())
    for name in game.state.names:
        time.wait(30)
        game.record(GoodsResolved(player=name))
    time.wait(10)
    game.record(CalamitiesResolved())
    time.wait(10)
    game.record(PhaseAdvance(to="development"))  # Resolution: 20 + 4 × 30 + 10 + 10 = 160 s
    time.wait(100)
    game.record(PhaseAdvance(to="civic"))  # Development: 100 s
    time.wait(15)
    game.record(CivicApplied())
    time.wait(15)
    game.record(PhaseAdvance(to="production"))  # Civic: 30 s; turn I: 60 + 312 + 160 + 100 + 30 = 662 s
    return game, time
