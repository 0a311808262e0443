"""Events: every change to a game is one typed, validated record in the journal.

Each event has a sequence number (``seq``, 1, 2, 3, … in journal order), a
wall-clock timestamp (``at``), the turn and phase the game was in when it was
recorded, who recorded it (``by``, optional), and its payload. The game state is
the fold of the events (see :mod:`companion.game.fold`); nothing changes it any
other way. Undo, redo and rewind are events too, so the journal is append-only
and the history shows what was undone, by whom and why.

docs/journal-format.md shows one example line of each type.
"""

from dataclasses import dataclass
from datetime import datetime
from typing import Annotated, Any, Literal, get_args

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    TypeAdapter,
    model_validator,
)

from companion.edition.models import DevelopmentEntry

Phase = Literal["setup", "production", "trading", "resolution", "development", "civic", "over"]
PHASES: tuple[Phase, ...] = ("production", "trading", "resolution", "development", "civic")
Track = Literal["government", "religion"]

Name = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=24)]
Text = Annotated[str, StringConstraints(strip_whitespace=True, max_length=500)]
Reason = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=200)]
Count = Annotated[int, Field(ge=0, le=200)]
Space = Annotated[int, Field(ge=-50, le=50)]


@dataclass(frozen=True)
class Stamp:
    """What an event's ``turn`` and ``phase`` may hold in one game type.

    The primary game's events are stamped with its turn (0–20) and phases
    (:data:`STAMP`); another game type (the Trade and Triumph scoreboard:
    rounds and its own phases) has its own. Checked by
    :meth:`companion.game.kinds.GameKind.check_stamp`.

    Attributes:
        max_turn: the largest ``turn``.
        phases: the values ``phase`` may take.
    """

    max_turn: int
    phases: tuple[str, ...]


#: The primary game's stamp: turns 0–20, its phases.
STAMP = Stamp(20, get_args(Phase))


class _Event(BaseModel):
    """The fields every event has. ``turn`` and ``phase`` are checked against the game type's
    :class:`Stamp` when a journal is read or an event built (:meth:`GameKind.check_stamp`),
    not here: a check in Python for every event would slow a long replay by a third."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    seq: Annotated[int, Field(ge=1)]
    at: datetime
    turn: Annotated[int, Field(ge=0, le=999)]
    phase: Annotated[str, StringConstraints(min_length=1, max_length=20)]
    by: Name | None = None


# --- setup -------------------------------------------------------------------


class PlayerSetup(BaseModel):
    """One player at setup. ``symbol`` tells colours apart without colour (one letter or sign)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: Name
    colour: Annotated[str, StringConstraints(min_length=1, max_length=20)]
    symbol: Annotated[str, StringConstraints(min_length=1, max_length=2)]
    civilisation: Annotated[str, StringConstraints(max_length=40)] = ""
    government: str = Field(description="the side chosen at setup, e.g. democracy")
    religion: str = Field(description="the side chosen at setup, e.g. venus")


class HouseRules(BaseModel):
    """A table's house rules for one game.

    Attributes:
        trade_seconds: trading phase length (R4: 300).
        grace_seconds: the optional grace period after the timer (0 for none).
        hidden_vp: players keep their VP totals face down (Announce Wealth).
        die: the Barbarian Die is rolled by the app or entered from the physical die.
        any_player_count: allow fewer or more players than the edition says (R13).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    trade_seconds: Annotated[int, Field(ge=10, le=3600)] = 300
    grace_seconds: Annotated[int, Field(ge=0, le=120)] = 10
    hidden_vp: bool = False
    die: Literal["app", "table"] = "table"
    any_player_count: bool = False


class Setup(_Event):
    """The first event: the players, the edition snapshot and the house rules."""

    type: Literal["setup"] = "setup"
    name: Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=60)]
    players: Annotated[list[PlayerSetup], Field(min_length=1, max_length=12)]
    edition: dict[str, Any]
    house_rules: HouseRules = HouseRules()


# --- flow --------------------------------------------------------------------


class PhaseAdvance(_Event):
    """The table moves on: to the next phase, or to the next turn's Production."""

    type: Literal["phase_advance"] = "phase_advance"
    to: Phase


class GameOver(_Event):
    """After the last turn: final totals and the ranking are fixed."""

    type: Literal["game_over"] = "game_over"


# --- trading -----------------------------------------------------------------


class TimerEvent(_Event):
    """The trading phase timer. Not undoable: time only runs forward.

    ``remaining_ms`` is the time left when the action happened; ``deadline`` is
    the wall-clock end (seconds since the epoch) while it runs, so a reopened
    game resumes a running timer from its deadline.
    """

    type: Literal["timer"] = "timer"
    action: Literal["start", "pause", "resume", "add", "end"]
    remaining_ms: Annotated[int, Field(ge=0, le=3_600_000)]
    deadline: float | None = None


class AbilityTarget(_Event):
    """A trade phase ability's cubes placed while trading (targets, or immunities for Pyramids to Mars)."""

    type: Literal["ability_target"] = "ability_target"
    holder: Name
    development: str
    ability: Annotated[int, Field(ge=0, le=9)] = 0
    targets: list[Name]
    declined: list[Name] = []


class Abandon(_Event):
    """Abandon Government / Religion declared while trading (R6)."""

    type: Literal["abandon"] = "abandon"
    player: Name
    track: Track
    #: True: the player takes back the declaration made earlier this Trading phase (g / r pressed again).
    withdraw: bool = False


class Warehouse(_Event):
    """How many cards a player warehoused (up to 3).

    ``checked``: the bottoms of the warehoused cards the table saw in a warehouse check (icons or
    named cards; optional, absent in older journals). A card that may not be warehoused is refused.
    """

    type: Literal["warehouse"] = "warehouse"
    player: Name
    cards: Annotated[int, Field(ge=0, le=3)]
    checked: dict[str, Count] = {}


class VPTransfer(_Event):
    """VP moved from one player to another as part of a deal."""

    type: Literal["vp_transfer"] = "vp_transfer"
    giver: Name
    receiver: Name
    #: Large enough for any real deal, small enough to catch a typo (10^9 VP).
    amount: Annotated[int, Field(ge=1, le=999)]
    reason: Text = "part of a trade deal"


class Penalty(_Event):
    """A penalty of up to 5 VP ("may be warned or penalized up to 5 victory points")."""

    type: Literal["penalty"] = "penalty"
    player: Name
    amount: Annotated[int, Field(ge=1, le=5)]
    reason: Reason


# --- resolution ----------------------------------------------------------------


class AbilitiesResolved(_Event):
    """Resolution step 1: the recorded abilities and abandons are applied."""

    type: Literal["abilities_resolved"] = "abilities_resolved"


class GoodsResolved(_Event):
    """Resolution step 2 for one player: the cards spent (tops by good, bottoms by icon)."""

    type: Literal["goods_resolved"] = "goods_resolved"
    player: Name
    goods: dict[str, Count] = {}
    icons: dict[str, Count] = {}


class CalamitiesResolved(_Event):
    """Resolution step 3: the Barbarian Die results of each Barbarian Attack victim."""

    type: Literal["calamities_resolved"] = "calamities_resolved"
    rolls: dict[Name, list[Annotated[int, Field(ge=0, le=20)]]] = {}
    rolled_by: Literal["app", "table"] = "table"


# --- development and civic -----------------------------------------------------


class DevelopmentChosen(_Event):
    """A development played: from the catalogue by id, or a custom card."""

    type: Literal["development_chosen"] = "development_chosen"
    player: Name
    development: str
    custom: DevelopmentEntry | None = None

    @model_validator(mode="after")
    def _custom_id(self) -> "DevelopmentChosen":
        if self.custom is not None and self.custom.id != self.development:
            raise ValueError("a custom card's id must equal development")
        return self


class DevelopmentDestroyed(_Event):
    """A development removed from play by hand (the table's decision)."""

    type: Literal["development_destroyed"] = "development_destroyed"
    player: Name
    development: str
    reason: Reason


class CivicApplied(_Event):
    """The Civic phase: every player's EVERY TURN abilities are applied."""

    type: Literal["civic_applied"] = "civic_applied"


# --- corrections, rulings and history -------------------------------------------


class Correction(_Event):
    """A manual correction of one marker or of VP, with a reason.

    ``vp`` is a change in VP (negative allowed); ``happiness``/``safety`` are new
    positions; ``side`` + ``space`` a new government/religion position;
    ``workers`` a change in rural workers of ``good``.
    """

    type: Literal["correction"] = "correction"
    player: Name
    what: Literal["vp", "happiness", "safety", "government", "religion", "workers"]
    value: Space = 0
    side: str | None = None
    good: str | None = None
    reason: Reason


class Ruling(_Event):
    """A ruling the table made: free text and a rule reference."""

    type: Literal["ruling"] = "ruling"
    text: Reason
    rule: Text = ""


class Undo(_Event):
    """Undo the last effective event (``target`` is its seq)."""

    type: Literal["undo"] = "undo"
    target: Annotated[int, Field(ge=1)]
    reason: Text = ""


class Redo(_Event):
    """Redo the last undone event (``target`` is its seq)."""

    type: Literal["redo"] = "redo"
    target: Annotated[int, Field(ge=1)]


class Rewind(_Event):
    """Go back to just after event ``to`` (everything later is undone; redo walks forward again)."""

    type: Literal["rewind"] = "rewind"
    to: Annotated[int, Field(ge=1)]
    note: Reason


Event = Annotated[
    Setup
    | PhaseAdvance
    | GameOver
    | TimerEvent
    | AbilityTarget
    | Abandon
    | Warehouse
    | VPTransfer
    | Penalty
    | AbilitiesResolved
    | GoodsResolved
    | CalamitiesResolved
    | DevelopmentChosen
    | DevelopmentDestroyed
    | CivicApplied
    | Correction
    | Ruling
    | Undo
    | Redo
    | Rewind,
    Field(discriminator="type"),
]

EVENT_ADAPTER: TypeAdapter[Event] = TypeAdapter(Event)

#: Events that do not change the game and are never undone themselves.
META_TYPES = frozenset({"undo", "redo", "rewind", "timer"})
