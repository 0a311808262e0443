"""A trade session's journal events (002_68463270ecbd4b83.txt "Trade", "8. CALAMITY SELECTION";
000_cc0dfa045792078f.txt rule 28).

Each event is a pydantic model on the shared base (``seq``, ``at``, ``turn``, ``phase``, ``by``):
``turn`` is the round (1, 2, …), ``phase`` one of :data:`PHASES`. The trading timer, the table's
rulings and undo, redo and rewind are the primary game's own event classes. The models check
shapes only; whether an event is allowed now is the fold's (:mod:`.fold`). A player's hand and
calamities are in the journal (it replays), and never in what the board or another phone is sent
(:mod:`.views`).
"""

from __future__ import annotations

from typing import Annotated, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, TypeAdapter

from companion.boundary import Safe
from companion.game.events import EventBase, GameName, Name, Reason, Redo, Rewind, Ruling, Stamp, Text, Undo, members
from companion.game.titm.events import TimerEvent

GameId = Literal["megaciv", "advciv"]
SessionPhase = Literal["setup", "trading", "selection", "selected", "traded", "over"]
PHASES: tuple[str, ...] = get_args(SessionPhase)
"""``setup`` (before the first event), ``trading`` (the trade, under the timer), ``selection`` (Mega
Civilization's 8.: the players enter their calamities), ``selected`` (the limit applied, discards
told), ``traded`` (Advanced Civilization: the round ends at the end of trade), ``over``."""

#: Rounds 0–999 (0 = setup), the phases above.
STAMP = Stamp(999, PHASES)

CardId = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=40), Safe]
#: A hand: trade card → cards held (a card the game has fewer of is the fold's refusal).
Cards = Annotated[dict[CardId, Annotated[int, Field(ge=0, le=99)]], Field(max_length=80)]
Block = Literal["west", "east"]


class SessionPlayer(BaseModel):
    """One player at setup: the name and, from 12 players in Mega Civilization, the block they sit in."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    name: Name
    block: Block | None = None


class SessionSetup(EventBase):
    """The first event: the game whose trade is played, the players in seat order, the trade time and
    where it comes from, and a snapshot of the rule pack's data (the hands value the same forever).

    ``block``: the block the table plays, Mega Civilization up to 11 players (ruling C203).
    """

    type: Literal["session_setup"] = "session_setup"
    name: GameName
    game: GameId
    #: 5 to 18 (Mega Civilization) or 2 to 18 (Advanced Civilization): the fold's rule; 18 here.
    players: Annotated[list[SessionPlayer], Field(max_length=18)]
    block: Block | None = None
    trade_seconds: Annotated[int, Field(ge=30, le=3600)] = 300
    #: Where the trade time comes from: a rule (``"000 rule 28.41"``) or the table's ruling.
    trade_source: Reason
    data: dict[str, object]


class SessionHand(EventBase):
    """A player's hand as their phone (or the host) says it now: every trade card held, commodities and
    calamities; ``mining``: Advanced Civilization, the player holds Mining (28.53)."""

    type: Literal["session_hand"] = "session_hand"
    player: Name
    cards: Cards
    mining: bool = False


class SessionEndTrade(EventBase):
    """The end of trade ("Once all players have finished trading or if the time limit is reached the
    trade session ends"): Mega Civilization goes on to Calamity Selection, Advanced Civilization's round ends."""

    type: Literal["session_end_trade"] = "session_end_trade"


class SessionCalamities(EventBase):
    """The calamities a player holds at Calamity Selection, by name, a duplicate written twice (8.)."""

    type: Literal["session_calamities"] = "session_calamities"
    player: Name
    held: Annotated[list[CardId], Field(max_length=48)]


class SessionSelection(EventBase):
    """The calamity limit applied to every player (8.): the random discards are drawn from
    ``random.Random(seed)``, player by player in seat order, so the fold draws the same again."""

    type: Literal["session_selection"] = "session_selection"
    seed: Annotated[int, Field(ge=0, le=2**63 - 1)]


class SessionOverrule(EventBase):
    """The host overrules one player's selection: the calamities they keep, and why (a ruling)."""

    type: Literal["session_overrule"] = "session_overrule"
    player: Name
    kept: Annotated[list[CardId], Field(max_length=48)]
    reason: Reason


class SessionNextRound(EventBase):
    """The next round's trade begins."""

    type: Literal["session_next_round"] = "session_next_round"


class SessionFinish(EventBase):
    """The session ends (the table stops playing); ``note``: why, if said."""

    type: Literal["session_finish"] = "session_finish"
    note: Text = ""


SessionEvent = Annotated[
    SessionSetup
    | SessionHand
    | TimerEvent
    | SessionEndTrade
    | SessionCalamities
    | SessionSelection
    | SessionOverrule
    | SessionNextRound
    | SessionFinish
    | Ruling
    | Undo
    | Redo
    | Rewind,
    Field(discriminator="type"),
]

#: Built when first used, not on import (see companion.game.events.EventBase).
SESSION_ADAPTER: TypeAdapter[SessionEvent] = TypeAdapter(SessionEvent, config=ConfigDict(defer_build=True))

#: The event classes of :data:`SessionEvent`.
EVENTS: tuple[type[EventBase], ...] = members(SessionEvent)
