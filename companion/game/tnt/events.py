"""The Trade and Triumph scoreboard's journal events (004_94530a861ff71851.txt).

Each event is a pydantic model on the same base as the primary game's events
(``seq``, ``at``, ``turn``, ``phase``, ``by``): ``turn`` is the round (1, 2, …)
and ``phase`` one of :data:`PHASES`, checked by this type's :data:`STAMP`. The
table's rulings and undo, redo and rewind are the primary game's own event
classes. docs/journal-format.md shows one example line of each type.

The journal records what happened at the table (a sale, cards sold, an
upgrade bought, a turn ended); VP, gold, the hand limit, the end of the game
and the winner are computed by the rules (:mod:`companion.rules.tnt`) when the
events are folded, never stored.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, TypeAdapter, field_validator

from companion.boundary import Safe
from companion.game.events import EventBase, GameName, Name, Reason, Redo, Rewind, Ruling, Stamp, Text, Undo, members

TntPhase = Literal["setup", "playing", "last round", "over"]
PHASES: tuple[str, ...] = get_args(TntPhase)
"""``setup`` (before the first event), ``playing``, ``last round`` (someone has reached
20 VP: the round is completed, "End of the Game"), ``over``."""

#: Rounds 0–999 (0 = setup), the phases above.
STAMP = Stamp(999, PHASES)

Region = Literal["forest", "mountain", "desert", "ocean"]
TrackId = Literal["move", "draw", "play"]
#: A change of VP, gold, cards or resources: either sign, not 0.
Change = Annotated[int, Field(ge=-999, le=999)]
Count = Annotated[int, Field(ge=0, le=200)]


class _Changing(EventBase):
    """An event that adds to or takes from a count (``amount`` ≠ 0)."""

    @field_validator("amount", check_fields=False)
    @classmethod
    def _not_zero(cls, amount: int) -> int:
        if amount == 0:
            raise ValueError("give a change other than 0 (+3 to add, -3 to take)")
        return amount


class TntPlayer(BaseModel):
    """One trader at setup; ``symbol`` tells colours apart without colour (a letter or sign)."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    name: Name
    colour: Annotated[str, StringConstraints(min_length=1, max_length=20), Safe]
    symbol: Annotated[str, StringConstraints(min_length=1, max_length=2), Safe]


class TntSetup(EventBase):
    """The first event: the game's name, the traders in turn order (the first player first),
    and a snapshot of the data file (``assets/tnt.json``) so the game scores the same forever."""

    type: Literal["tnt_setup"] = "tnt_setup"
    name: GameName
    #: 2 to 4: a rule the fold checks (:data:`companion.game.tnt.fold.PLAYERS`); 12 here.
    players: Annotated[list[TntPlayer], Field(max_length=12)]
    data: dict[str, Any]


class TntVP(_Changing):
    """VP gained or lost for any other reason than a sale (a specialty card, a correction)."""

    type: Literal["tnt_vp"] = "tnt_vp"
    player: Name
    amount: Change
    reason: Reason


class TntGold(_Changing):
    """Gold gained or spent for any other reason (trade cards revealed, an influence card played)."""

    type: Literal["tnt_gold"] = "tnt_gold"
    player: Name
    amount: Change
    reason: Reason


class TntResource(_Changing):
    """Trade resources taken (a trade node reached: +1 of its region) or, negative, a correction."""

    type: Literal["tnt_resource"] = "tnt_resource"
    player: Name
    region: Region
    amount: Change = 1
    reason: Text = ""


class TntSellResources(EventBase):
    """Trade resources sold at the city: ``sets`` of one of each region (6 VP each) and ``singles``
    (1 VP each). With neither given, the best sale: every resource, in as many sets as possible."""

    type: Literal["tnt_sell_resources"] = "tnt_sell_resources"
    player: Name
    sets: Count | None = None
    singles: dict[Region, Count] | None = None


class TntSellCards(EventBase):
    """Cards sold from hand: 1 gold each at a trade node, 2 at the city."""

    type: Literal["tnt_sell_cards"] = "tnt_sell_cards"
    player: Name
    cards: Annotated[int, Field(ge=1, le=200)]
    where: Literal["node", "city"]


class TntHand(_Changing):
    """Cards into the hand (drawn, +) or out of it (played or discarded, −); sold cards are ``tnt_sell_cards``."""

    type: Literal["tnt_hand"] = "tnt_hand"
    player: Name
    amount: Change
    reason: Text = ""


class TntSpecialty(EventBase):
    """The turn's draw from the specialty deck, for 10 gold (at most one a turn: one card from each deck)."""

    type: Literal["tnt_specialty"] = "tnt_specialty"
    player: Name


class TntUpgrade(EventBase):
    """The next upgrade of a track bought, for the price printed on the board (it counts as a play)."""

    type: Literal["tnt_upgrade"] = "tnt_upgrade"
    player: Name
    track: TrackId
    price: Count


class TntEndTurn(EventBase):
    """The turn of ``player`` (whose turn it is) ends: the hand limit is applied, the turn counted,
    and the next player's turn begins, or the game ends when the last round is complete."""

    type: Literal["tnt_end_turn"] = "tnt_end_turn"
    player: Name


TntEvent = Annotated[
    TntSetup
    | TntVP
    | TntGold
    | TntResource
    | TntSellResources
    | TntSellCards
    | TntHand
    | TntSpecialty
    | TntUpgrade
    | TntEndTurn
    | Ruling
    | Undo
    | Redo
    | Rewind,
    Field(discriminator="type"),
]

#: Built when first used, not on import (see companion.game.events.EventBase).
TNT_ADAPTER: TypeAdapter[TntEvent] = TypeAdapter(TntEvent, config=ConfigDict(defer_build=True))

#: The event classes of :data:`TntEvent`, each with a fold handler (:mod:`companion.game.kinds`), except
#: undo, redo and rewind (the timeline resolves them before folding).
EVENTS: tuple[type[EventBase], ...] = members(TntEvent)
