"""The Trade and Triumph scoreboard's state: what the fold of its journal gives (pydantic models).

Nothing edits a :class:`TntState` except :mod:`companion.game.tnt.fold`. The
names the shared screens read are the primary game's: ``name``, ``names``,
``turn`` (here the round), ``phase``, ``players`` (each with ``name``,
``colour``, ``symbol``, ``vp``), ``ledger``, ``entries_of(name)`` (a player's VP
entries), ``rulings`` and ``seq``.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from companion.game.errors import GameError
from companion.rules.tnt.board import REGIONS, TRACKS, Resources, TntRules, Trader, Upgrades


class TrackCounts(BaseModel):
    """Upgrades bought on each track, left to right (0: the starting space)."""

    move: int = 0
    draw: int = 0
    play: int = 0

    @property
    def total(self) -> int:
        """Upgrades bought in all (the winner's second tie-break counts these)."""
        return self.move + self.draw + self.play

    def text(self) -> str:
        """``"1/0/2"``: move/draw/play."""
        return "/".join(str(getattr(self, t)) for t in TRACKS)


class RegionCounts(BaseModel):
    """Trade resources held, by region."""

    forest: int = 0
    mountain: int = 0
    desert: int = 0
    ocean: int = 0

    @property
    def total(self) -> int:
        """Resources held in all."""
        return self.forest + self.mountain + self.desert + self.ocean

    def text(self) -> str:
        """``"2/1/0/3"``: forest/mountain/desert/ocean."""
        return "/".join(str(getattr(self, r)) for r in REGIONS)


class TntPlayerState(BaseModel):
    """One trader.

    Attributes:
        vp: victory points; always the sum of the player's VP ledger entries.
        gold: gold; always the sum of the player's gold ledger entries.
        hand: cards in hand.
        turns: turns completed.
        discarded: cards discarded at the hand limit, in all.
    """

    name: str
    colour: str
    symbol: str
    vp: int = 0
    gold: int = 0
    upgrades: TrackCounts = TrackCounts()
    resources: RegionCounts = RegionCounts()
    hand: int = 0
    turns: int = 0
    discarded: int = 0

    def trader(self) -> Trader:
        """The rules engine's view of this trader."""
        return Trader(
            self.name,
            vp=self.vp,
            gold=self.gold,
            upgrades=Upgrades(**self.upgrades.model_dump()),
            resources=Resources(**self.resources.model_dump()),
            hand=self.hand,
            turns=self.turns,
        )

    def take(self, trader: Trader) -> None:
        """Take the engine's new numbers (used by the fold only, to commit)."""
        self.vp = trader.vp
        self.gold = trader.gold
        self.upgrades = TrackCounts(move=trader.upgrades.move, draw=trader.upgrades.draw, play=trader.upgrades.play)
        self.resources = RegionCounts(**trader.resources.as_dict())
        self.hand = trader.hand
        self.turns = trader.turns


class TntLedgerEntry(BaseModel):
    """One VP or gold entry (the shape of the primary game's ledger entries, plus ``unit``).

    Attributes:
        seq: the event that made it.
        turn: the round.
        amount: gained (negative: lost or spent).
        unit: ``"vp"`` or ``"gold"``.
        kind: what kind of entry: ``resources`` (a sale at the city), ``cards`` (cards sold),
            ``specialty``, ``upgrade``, ``start`` (the starting gold), ``vp`` or ``gold`` (entered by hand).
        reason: the why, e.g. ``"1 set of four (6) + 1 forest (1) at the city"``.
    """

    seq: int
    turn: int
    phase: str
    player: str
    amount: int
    unit: Literal["vp", "gold"]
    kind: str
    reason: str


class TntRulingRecord(BaseModel):
    """A ruling made at the table."""

    seq: int
    turn: int
    phase: str
    text: str
    rule: str = ""


class TurnRecord(BaseModel):
    """What the player whose turn it is may do and has done so far.

    Attributes:
        moves, draws, plays: the turn's actions, from the upgrades held when it began
            ("All upgrades come into effect on the next turn").
        upgrades: upgrades bought this turn (each counts as a play).
        specialty: a specialty card was drawn (one card from each deck a turn).
    """

    moves: int = 1
    draws: int = 1
    plays: int = 1
    upgrades: int = 0
    specialty: bool = False


class StandingRecord(BaseModel):
    """One trader in the final standings."""

    name: str
    vp: int
    gold: int
    upgrades: int


class OutcomeRecord(BaseModel):
    """The winner and how the tie-breaks decided it ("End of the Game").

    Attributes:
        winners: the winner, or the players who share the victory.
        decided_by: ``"vp"``, ``"gold"``, ``"upgrades"`` or ``"shared"``.
        standings: every trader, best first.
    """

    winners: list[str]
    decided_by: Literal["vp", "gold", "upgrades", "shared"]
    standings: list[StandingRecord]


class TntState(BaseModel):
    """A game of Trade and Triumph as its journal's events make it.

    Attributes:
        name: the game's name.
        title: the data file's title of the game.
        players: the traders in turn order, the first player first.
        turn: the round (1, 2, …; 0 before setup).
        phase: ``setup``, ``playing``, ``last round`` or ``over``.
        current: the seat (index in ``players``) whose turn it is.
        triggered: someone has reached 20 VP: the game ends when this round is complete.
        triggered_by: who reached it first.
        this_turn: what the player whose turn it is has done so far.
        ledger: every VP and gold entry, in order.
        rulings: the rulings made.
        outcome: the winner, once the game is over.
        seq: the last event folded in.
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    name: str = ""
    title: str = ""
    players: list[TntPlayerState] = []
    turn: int = 0
    phase: str = "setup"
    current: int = 0
    triggered: bool = False
    triggered_by: str | None = None
    this_turn: TurnRecord = TurnRecord()
    ledger: list[TntLedgerEntry] = []
    rulings: list[TntRulingRecord] = []
    outcome: OutcomeRecord | None = None
    seq: int = 0
    rules: TntRules | None = Field(default=None, exclude=True, repr=False)
    seats: dict[str, int] = Field(default_factory=dict, exclude=True, repr=False)

    # --- lookups ----------------------------------------------------------------

    def player(self, name: str) -> TntPlayerState:
        """The player called ``name``; raises GameError if there is none."""
        seat = self.seats.get(name)
        if seat is None:
            raise GameError(f"{name!r} is not a player in this game ({', '.join(self.names)})")
        return self.players[seat]

    @property
    def names(self) -> list[str]:
        """Player names in turn order."""
        return [p.name for p in self.players]

    @property
    def numbers(self) -> TntRules:
        """The rules' numbers of this game's data snapshot."""
        assert self.rules is not None, "the game has no setup yet"
        return self.rules

    @property
    def whose_turn(self) -> str | None:
        """The player whose turn it is (None before setup and once the game is over)."""
        if not self.players or self.phase in ("setup", "over"):
            return None
        return self.players[self.current].name

    @property
    def still_to_play(self) -> list[str]:
        """In the last round: the players who still take a turn, in order (the current one first)."""
        return self.names[self.current :] if self.phase == "last round" else []

    def traders(self) -> list[Trader]:
        """The rules engine's view of every trader, in turn order."""
        return [p.trader() for p in self.players]

    def entries_of(self, name: str) -> list[TntLedgerEntry]:
        """A player's VP entries, in order (what the ledger screen sums against ``vp``)."""
        return [e for e in self.ledger if e.player == name and e.unit == "vp"]

    def gold_entries_of(self, name: str) -> list[TntLedgerEntry]:
        """A player's gold entries, in order."""
        return [e for e in self.ledger if e.player == name and e.unit == "gold"]

    def summary(self) -> dict[str, Any]:
        """The state as ``replay --json`` prints it."""
        data: dict[str, Any] = {
            "game": "tnt",
            "name": self.name,
            "round": self.turn,
            "turn": self.turn,
            "phase": self.phase,
            "whose_turn": self.whose_turn,
            "triggered": self.triggered,
            "players": [
                {
                    "name": p.name,
                    "vp": p.vp,
                    "gold": p.gold,
                    "upgrades": p.upgrades.model_dump(),
                    "resources": p.resources.model_dump(),
                    "hand": p.hand,
                    "turns": p.turns,
                }
                for p in self.players
            ],
        }
        if self.outcome is not None:
            data["outcome"] = self.outcome.model_dump()
        return data
