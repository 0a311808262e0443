"""The game state: what the fold of the journal's events gives.

:class:`GameState` is a pydantic model: it holds the house rules and custom cards, which are, and it
dumps as a whole. Its parts are mutable ``msgspec.Struct`` records, built by keyword from events
already validated (the fold's own values need no second check, and a Struct costs ~1/50 of a model to
define on the start's path); the state dumps them with :data:`~companion.pydantic_structs.AS_DATA`,
field by field as pydantic dumped them.

Nothing edits a :class:`GameState` except :mod:`companion.game.titm.fold`. ``replay --json`` and
``export`` say it in JSON; the edition's engine view (:class:`~companion.rules.components.Components`)
rides along unserialised.
"""

from typing import Annotated, Any, Literal

import msgspec
from pydantic import BaseModel, ConfigDict, Field

from companion.edition.models import DevelopmentEntry
from companion.pydantic_structs import AS_DATA
from companion.game.titm.events import HouseRules, Phase, Track
from companion.game.titm.final import RankingRecord
from companion.rules.calamities import Victims, calamity_victims
from companion.rules.components import Components
from companion.game.titm.table_cards import TableDeal
from companion.rules.draws import DrawEntitlement
from companion.rules.effects import Development
from companion.rules.standing import Standing
from companion.rules.resolution import GoodsResolution
from companion.rules.tracks import TrackPosition


class Position(msgspec.Struct, kw_only=True):
    """A marker on the government or religion track: side and space (1 = centre)."""

    side: str
    space: int

    def engine(self) -> TrackPosition:
        """The engine's frozen value."""
        return TrackPosition(self.side, self.space)

    def summary(self, level: int) -> dict[str, Any]:
        """The marker as ``replay --json`` prints it, with its ``level`` on its track."""
        return {"side": self.side, "space": self.space, "level": level}


class PlayerState(msgspec.Struct, kw_only=True):
    """One player: who they are, their four markers, developments and production changes.

    Attributes:
        vp: VP chits held; always the sum of the player's ledger entries.
    """

    name: str
    colour: str
    symbol: str
    civilisation: str = ""
    government: Position
    religion: Position
    happiness: int = 0
    safety: int = 0
    developments: list[str] = []
    worker_changes: dict[str, int] = {}
    vp: int = 0

    def standing(self) -> Standing:
        """The engine's view of the four markers."""
        return Standing(self.government.engine(), self.religion.engine(), self.happiness, self.safety)

    def discard(self, dev_ids: tuple[str, ...] | list[str]) -> None:
        """Take developments out of play (destroyed by a Revolution/Conversion or by hand)."""
        remaining = list(self.developments)
        for dev_id in dev_ids:
            remaining.remove(dev_id)
        self.developments = remaining

    def place(self, standing: Standing) -> None:
        """Move the four markers to ``standing`` (used by the fold only)."""
        self.government = Position(side=standing.government.side, space=standing.government.space)
        self.religion = Position(side=standing.religion.side, space=standing.religion.space)
        self.happiness = standing.happiness
        self.safety = standing.safety


class LedgerEntry(msgspec.Struct, frozen=True):
    """One VP entry: who, when, how many, why. A plain record, not a pydantic model: a long game makes
    thousands, all from events already validated (the state's model checks only their type).

    Attributes:
        seq: the event that made it.
        amount: VP gained (negative: lost).
        kind: what kind of entry (goods, prosperity, barbarian attack, transfer, …).
        reason: the why, e.g. "3 wine + 2 dye" or "Barbarian Attack: 3 + die 2".
    """

    seq: int
    turn: int
    phase: str
    player: str
    amount: int
    kind: str
    reason: str


class AbilityRecord(msgspec.Struct, kw_only=True):
    """A trade phase ability's targets as recorded while trading."""

    seq: int
    holder: str
    development: str
    ability: int = 0
    targets: list[str]
    declined: list[str] = []


class GoodsRecord(msgspec.Struct, kw_only=True):
    """What one player's Resolution step 2 did (for the screen and "announce wealth").

    Attributes:
        goods_vp: VP from goods sets alone: what the player announces ("announce wealth").
        vp: all VP earned: ``goods_vp`` + ``prosperity_vp`` + ``crossing_vp``.
        destroyed: ids of the player's developments a Revolution/Conversion destroyed (they
            leave play when every player has resolved, R17).
        dead: dead cards spent, e.g. ``["piracy"]`` (R16: their deck is reshuffled at the end
            of the turn).
        spent: the cards as entered, ``{"goods": {...}, "icons": {...}}`` (what a phone is told was
            recorded when the host entered something else than it sent).
        moves: the four markers' moves, from → to (:func:`companion.calc.titm.track_lines`), for
            the player's own page.
        ruling: the host's reason for recording it beyond the cards the table was dealt (C16), if any.
        result: the resolution itself (what ``lines`` and ``moves`` say in English), from which a
            player's page says them in its own language (None in a record made without it).
    """

    goods_vp: int
    vp: int
    reason: str
    lines: list[str]
    prosperity_vp: int = 0
    crossing_vp: int = 0
    revolution: bool = False
    conversion: bool = False
    destroyed: list[str] = []
    dead: list[str] = []
    spent: dict[str, dict[str, int]] = {}
    moves: list[str] = []
    ruling: str = ""
    result: GoodsResolution | None = None


class BarbarianRecord(msgspec.Struct, kw_only=True):
    """One Barbarian Attack victim's loss (R9)."""

    player: str
    rolls: list[int]
    owed: int
    lost: int


class CalamityRecord(msgspec.Struct, kw_only=True):
    """Resolution step 3 of this turn.

    Attributes:
        peasant_revolt: the Peasant Revolt's victims, in seat order.
        max_level: the highest level each victim may play this turn, as the fold decided it (None: no
            cap, the victim holds Stability; R10), for what is said of the turn afterwards (the report).
    """

    peasant_revolt: list[str] = []
    max_level: dict[str, int | None] = {}
    barbarian_attack: list[BarbarianRecord] = []
    rolled_by: Literal["app", "table"] = "table"


class TurnRecord(msgspec.Struct, kw_only=True):
    """What has happened in the current turn so far.

    Attributes:
        warehouse: cards each player warehoused.
        warehouse_checked: the bottoms a warehouse check found, by player (001 Warehousing).
        dead_last_turn: dead cards (Piracy) spent in the previous turn, by player: their deck
            was to be reshuffled at the end of that turn (R16), which the Production panel
            recalls.
        drawn: what each player drew as the Development phase began, by player ("At the start
            of this phase players draw…", 001 Development Phase): a card chosen later in the
            phase changes neither the draws nor their extra draws (docs/rulings.md, "Draws are made
            as the Development phase begins").
        deal: the cards the table was dealt as Production ended, and kept in warehouses last turn
            (:mod:`companion.game.titm.table_cards`, C16).
    """

    abilities: list[AbilityRecord] = []
    abandons: dict[str, list[Track]] = {}
    warehouse: dict[str, int] = {}
    warehouse_checked: dict[str, dict[str, int]] = {}
    abilities_resolved: bool = False
    ability_lines: list[str] = []
    goods: dict[str, GoodsRecord] = {}
    calamities: CalamityRecord | None = None
    chosen: dict[str, list[str]] = {}
    civic_applied: bool = False
    civic_lines: list[str] = []
    dead_last_turn: dict[str, list[str]] = {}
    drawn: dict[str, DrawEntitlement] = {}
    deal: TableDeal = TableDeal()

    def dead_spent(self) -> dict[str, list[str]]:
        """Dead cards (Piracy) spent this turn, by player (R16)."""
        return {name: list(record.dead) for name, record in self.goods.items() if record.dead}


class TimerState(msgspec.Struct, kw_only=True):
    """The trading timer as the journal last recorded it."""

    turn: int
    action: Literal["start", "pause", "resume", "add", "end"]
    remaining_ms: int
    deadline: float | None = None
    seq: int = 0


class RulingRecord(msgspec.Struct, frozen=True):
    """A ruling made at the table (a plain record, like :class:`LedgerEntry`)."""

    seq: int
    turn: int
    phase: str
    text: str
    rule: str = ""


class GameState(BaseModel):
    """The whole game as the journal's events make it.

    Attributes:
        name: the game's name.
        edition_id: the edition it was started with (the snapshot is in the setup event).
        house_rules: the table's house rules.
        turn: 1–6 (0 before setup).
        phase: the current phase, or "over".
        players: the players in seat order.
        this_turn: what has happened in the current turn.
        ledger: every VP entry, in order.
        rulings: the rulings made.
        custom: custom development cards played, by id.
        timer: the trading timer's last recorded state.
        calamities: Resolution step 3 of every turn played, by turn (for the report).
        ranking: the final ranking, after game over.
        seq: the last event folded in.
    """

    model_config = ConfigDict(arbitrary_types_allowed=True, defer_build=True)

    name: str = ""
    edition_id: str = ""
    house_rules: HouseRules = Field(default_factory=HouseRules)
    turn: int = 0
    phase: Phase = "setup"
    players: Annotated[list[PlayerState], AS_DATA] = []
    this_turn: Annotated[TurnRecord, AS_DATA] = Field(default_factory=TurnRecord)
    ledger: Annotated[list[LedgerEntry], AS_DATA] = []
    rulings: Annotated[list[RulingRecord], AS_DATA] = []
    custom: dict[str, DevelopmentEntry] = {}
    timer: Annotated[TimerState | None, AS_DATA] = None
    calamities: Annotated[dict[int, CalamityRecord], AS_DATA] = {}
    ranking: Annotated[RankingRecord | None, AS_DATA] = None
    seq: int = 0
    components: Components | None = Field(default=None, exclude=True, repr=False)
    #: The trading timer's warnings (seconds left) from the edition snapshot, read once by the fold as
    #: ``components`` is: the screens and pages need not validate the snapshot again to time a phase.
    trade_warnings: tuple[int, ...] = Field(default=(), exclude=True, repr=False)
    seats: dict[str, int] = Field(default_factory=dict, exclude=True, repr=False)

    @classmethod
    def blank(cls) -> "GameState":
        """A fresh state, before the setup event: every field at its default (each a copy), built without
        validation (nothing to validate): the fold never validates the whole state, so a resume never builds it."""
        return cls.model_construct()

    # --- lookups ----------------------------------------------------------------

    def player(self, name: str) -> PlayerState:
        """The player called ``name``; raises GameError if there is none."""
        seat = self.seats.get(name)
        if seat is None:
            from companion.game.errors import GameError

            raise GameError(f"{name!r} is not a player in this game ({', '.join(p.name for p in self.players)})")
        return self.players[seat]

    @property
    def names(self) -> list[str]:
        """Player names in seat order."""
        return [p.name for p in self.players]

    @property
    def rules(self) -> Components:
        """The engine's components of this game's edition snapshot."""
        assert self.components is not None, "the game has no setup yet"
        return self.components

    def development(self, dev_id: str) -> Development:
        """A development of the edition's catalogue or a custom card played in this game."""
        if dev_id in self.custom:
            return self.custom[dev_id].development()
        return self.rules.development(dev_id)

    def developments_of(self, name: str) -> list[Development]:
        """The developments a player has in play."""
        return [self.development(d) for d in self.player(name).developments]

    def developments_by_player(self) -> dict[str, list[Development]]:
        """Every player's developments in play, in seat order."""
        return {p.name: [self.development(d) for d in p.developments] for p in self.players}

    def victims(self) -> Victims:
        """This turn's calamity victims from the markers as they stand: Peasant Revolt (lowest on
        happiness below the yellow line, turns 2–6) and Barbarian Attack (safety, turns 3–6);
        001 Resolving Calamities, R8. Every caller (the fold, the dialog, autoplay) asks this."""
        return calamity_victims(
            self.rules, self.turn, {p.name: p.happiness for p in self.players}, {p.name: p.safety for p in self.players}
        )

    def public_vp(self, name: str) -> int | None:
        """The VP total others may see: None when totals are kept face down (house rule)."""
        return None if self.house_rules.hidden_vp else self.player(name).vp

    def entries_of(self, name: str) -> list[LedgerEntry]:
        """A player's ledger entries, in order."""
        return [e for e in self.ledger if e.player == name]

    def summary(self) -> dict[str, Any]:
        """The state as ``replay --json`` prints it."""
        rules = self.rules
        data: dict[str, Any] = {
            "name": self.name,
            "turn": self.turn,
            "phase": self.phase,
            "players": [
                {
                    "name": p.name,
                    "vp": p.vp,
                    "happiness": p.happiness,
                    "safety": p.safety,
                    "government": p.government.summary(rules.government.level(p.government.space)),
                    "religion": p.religion.summary(rules.religion.level(p.religion.space)),
                    "developments": list(p.developments),
                }
                for p in self.players
            ],
        }
        if self.ranking is not None:
            data["ranking"] = [
                {"rank": place.rank, "names": place.names, "total": place.total, "thumb_wrestle": place.thumb_wrestle}
                for place in self.ranking.places
            ]
        return data
