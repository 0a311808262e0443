"""The primary game's events: setup, the phases, trading, resolution, development, civic, corrections.

Each is a typed, validated record in the journal (the fields every event has, and the events every
game type shares, are in :mod:`companion.game.events`). docs/journal-format.md shows one example
line of each type.
"""

from typing import Annotated, Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, TypeAdapter, ValidationInfo, field_validator, model_validator

from companion.boundary import Safe
from companion.edition.models import DevelopmentEntry
from companion.game.events import (
    DEADLINE_SLACK,
    NOT_RECORDED,
    Count,
    EventBase,
    GameName,
    Label,
    Name,
    Reason,
    Redo,
    Rewind,
    Ruling,
    Space,
    Stamp,
    Text,
    Undo,
    members,
)

Phase = Literal["setup", "production", "trading", "resolution", "development", "civic", "over"]
PHASES: tuple[Phase, ...] = ("production", "trading", "resolution", "development", "civic")
Track = Literal["government", "religion"]

#: The primary game's stamp: turns 0–20, its phases.
STAMP = Stamp(20, get_args(Phase))


# --- setup -------------------------------------------------------------------


class PlayerSetup(BaseModel):
    """One player at setup. ``symbol`` tells colours apart without colour (one letter or sign)."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    name: Name
    colour: Annotated[str, StringConstraints(min_length=1, max_length=20), Safe]
    symbol: Annotated[str, StringConstraints(min_length=1, max_length=2), Safe]
    civilisation: Annotated[str, StringConstraints(max_length=40), Safe] = ""
    government: Label = Field(description="the side chosen at setup, e.g. democracy")
    religion: Label = Field(description="the side chosen at setup, e.g. venus")


class HouseRules(BaseModel):
    """A table's house rules for one game.

    Attributes:
        trade_seconds: trading phase length (R4: 300).
        grace_seconds: the optional grace period after the timer (0 for none).
        hidden_vp: players keep their VP totals face down (Announce Wealth).
        die: the Barbarian Die is rolled by the app or entered from the physical die.
        any_player_count: allow fewer or more players than the edition says (R13).
    """

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    #: Its limits are the rules' (:func:`companion.rules.trading.check_trade_seconds`, R4): the fold checks them.
    trade_seconds: Annotated[int, Field(ge=0, le=86_400)] = 300
    grace_seconds: Annotated[int, Field(ge=0, le=120)] = 10
    hidden_vp: bool = False
    die: Literal["app", "table"] = "table"
    any_player_count: bool = False


class Setup(EventBase):
    """The first event: the players, the edition snapshot and the house rules."""

    type: Literal["setup"] = "setup"
    name: GameName
    players: Annotated[list[PlayerSetup], Field(max_length=12)]
    edition: dict[str, Any]
    house_rules: HouseRules = Field(default_factory=HouseRules)


# --- flow --------------------------------------------------------------------


class PhaseAdvance(EventBase):
    """The table moves on: to the next phase, or to the next turn's Production."""

    type: Literal["phase_advance"] = "phase_advance"
    to: Phase


class GameOver(EventBase):
    """After the last turn: final totals and the ranking are fixed."""

    type: Literal["game_over"] = "game_over"


# --- trading -----------------------------------------------------------------


class TimerEvent(EventBase):
    """The trading phase timer. Not undoable: time only runs forward.

    ``remaining_ms`` is the time left when the action happened; ``deadline`` is
    the wall-clock end (seconds since the epoch) while it runs, so a reopened
    game resumes a running timer from its deadline.
    """

    type: Literal["timer"] = "timer"
    action: Literal["start", "pause", "resume", "add", "end"]
    #: At most an hour, a rule the fold checks (:func:`companion.rules.trading.check_timer`); a day here.
    remaining_ms: Annotated[int, Field(ge=0, le=86_400_000)]
    deadline: Annotated[float, Field(ge=0, allow_inf_nan=False)] | None = None

    @field_validator("deadline")
    @classmethod
    def _deadline_near(cls, deadline: float | None, info: ValidationInfo) -> float | None:
        at = info.data.get("at")  # checked again when the game stamps the event it records
        if deadline is not None and at is not None and at != NOT_RECORDED and abs(deadline - at.timestamp()) > DEADLINE_SLACK:
            raise ValueError(
                "the timer's end is more than a year away from the event's time "
                "(it is the moment the timer runs out, in seconds since 1970)"
            )
        return deadline


class AbilityTarget(EventBase):
    """A trade phase ability's cubes placed while trading (targets, or immunities for Pyramids to Mars)."""

    type: Literal["ability_target"] = "ability_target"
    holder: Name
    development: Label
    ability: Annotated[int, Field(ge=0, le=9)] = 0
    targets: Annotated[list[Name], Field(max_length=12)]
    declined: Annotated[list[Name], Field(max_length=12)] = []


class Abandon(EventBase):
    """Abandon Government / Religion declared while trading (R6)."""

    type: Literal["abandon"] = "abandon"
    player: Name
    track: Track
    #: True: the player takes back the declaration made earlier this Trading phase (g / r pressed again).
    withdraw: bool = False


class Warehouse(EventBase):
    """How many cards a player warehoused (up to 3, more by a development: a rule the fold checks, :mod:`companion.rules.warehouse`).

    ``checked``: the bottoms of the warehoused cards the table saw in a warehouse check (icons or
    named cards; optional, absent in older journals). A card that may not be warehoused is refused.
    """

    type: Literal["warehouse"] = "warehouse"
    player: Name
    cards: Count
    checked: Annotated[dict[Label, Count], Field(max_length=50)] = {}


class VPTransfer(EventBase):
    """VP moved from one player to another as part of a deal."""

    type: Literal["vp_transfer"] = "vp_transfer"
    giver: Name
    receiver: Name
    #: Large enough for any real deal, small enough to catch a typo (10^9 VP).
    amount: Annotated[int, Field(ge=1, le=999)]
    reason: Text = "part of a trade deal"


class Penalty(EventBase):
    """A penalty of up to 5 VP ("may be warned or penalized up to 5 victory points"; the fold checks it,
    :func:`companion.rules.trading.check_penalty`)."""

    type: Literal["penalty"] = "penalty"
    player: Name
    amount: Annotated[int, Field(ge=0, le=999)]
    reason: Reason


# --- resolution ----------------------------------------------------------------


class AbilitiesResolved(EventBase):
    """Resolution step 1: the recorded abilities and abandons are applied."""

    type: Literal["abilities_resolved"] = "abilities_resolved"


class GoodsResolved(EventBase):
    """Resolution step 2 for one player: the cards spent (tops by good, bottoms by icon).

    ``ruling``: the host's reason for recording a spend beyond what the table was dealt and kept (C16,
    :mod:`companion.game.titm.table_cards`); a phone's entry never carries one.
    """

    type: Literal["goods_resolved"] = "goods_resolved"
    player: Name
    goods: Annotated[dict[Label, Count], Field(max_length=50)] = {}
    icons: Annotated[dict[Label, Count], Field(max_length=50)] = {}
    ruling: Reason | None = None


class CalamitiesResolved(EventBase):
    """Resolution step 3: the Barbarian Die results of each Barbarian Attack victim."""

    type: Literal["calamities_resolved"] = "calamities_resolved"
    #: Each result a face of the Barbarian Die, a rule the fold checks (:func:`companion.rules.calamities.barbarian_loss`).
    rolls: Annotated[dict[Name, Annotated[list[Count], Field(max_length=4)]], Field(max_length=12)] = {}
    rolled_by: Literal["app", "table"] = "table"


# --- development and civic -----------------------------------------------------


class DevelopmentChosen(EventBase):
    """A development played: from the catalogue by id, or a custom card."""

    type: Literal["development_chosen"] = "development_chosen"
    player: Name
    development: Label
    custom: DevelopmentEntry | None = None

    @model_validator(mode="after")
    def _custom_id(self) -> "DevelopmentChosen":
        if self.custom is not None and self.custom.id != self.development:
            raise ValueError("a custom card's id must equal development")
        return self


class DevelopmentDestroyed(EventBase):
    """A development removed from play by hand (the table's decision)."""

    type: Literal["development_destroyed"] = "development_destroyed"
    player: Name
    development: Label
    reason: Reason


class CivicApplied(EventBase):
    """The Civic phase: every player's EVERY TURN abilities are applied."""

    type: Literal["civic_applied"] = "civic_applied"


# --- corrections, rulings and history -------------------------------------------


class Correction(EventBase):
    """A manual correction of one marker or of VP, with a reason.

    ``vp`` is a change in VP (negative allowed); ``happiness``/``safety`` are new
    positions; ``side`` + ``space`` a new government/religion position;
    ``workers`` a change in rural workers of ``good``.
    """

    type: Literal["correction"] = "correction"
    player: Name
    what: Literal["vp", "happiness", "safety", "government", "religion", "workers"]
    value: Space = 0
    side: Label | None = None
    good: Label | None = None
    reason: Reason


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

#: Built when the first journal line or event is validated, not on import (see EventBase).
EVENT_ADAPTER: TypeAdapter[Event] = TypeAdapter(Event, config=ConfigDict(defer_build=True))

#: The event classes of :data:`Event`, each with a fold handler (:mod:`companion.game.kinds`), except
#: undo, redo and rewind (the timeline resolves them before folding).
EVENTS: tuple[type[EventBase], ...] = members(Event)
