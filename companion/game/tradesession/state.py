"""A trade session's state: what the fold of its journal gives.

Nothing edits a :class:`SessionState` except :mod:`.fold`. The names the shared screens read are
the primary game's: ``name``, ``names``, ``turn`` (here the round), ``phase``, ``seq``, ``rulings``.
Each player's cards are here (the fold needs them); what the board and each phone may see of them
is :mod:`.views`' to say.
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec
from pydantic import BaseModel, ConfigDict, Field

from companion.game.errors import GameError
from companion.game.titm.state import TimerState
from companion.game.tradesession.cards import SessionCards
from companion.i18n import _

TITLES = {"megaciv": "Mega Civilization", "advciv": "Advanced Civilization"}


class DiscardRecord(msgspec.Struct, frozen=True):
    """One calamity a player must discard at Calamity Selection, and why (``duplicate``, ``major``,
    ``total``: :class:`companion.rules.megaciv.calamities.Discard`; ``overrule``: the host's ruling)."""

    calamity: str
    reason: str


class SessionPlayerState(msgspec.Struct, kw_only=True):
    """One player.

    Attributes:
        name: as typed at setup.
        block: the block they sit in (Mega Civilization from 12 players), else None.
        cards: the hand as the player last entered it, ``{card id: count}`` in table order.
        mining: holds Mining (Advanced Civilization 28.53).
        entered: the calamities entered at this round's Calamity Selection (ids, duplicates
            repeated), or None before they are entered.
        kept: the calamities kept after the limit (None before the selection).
        discards: what the selection (or the host's overrule) discards this round.
        discarded: calamities discarded in all rounds.
    """

    name: str
    block: str | None = None
    cards: dict[str, int] = msgspec.field(default_factory=dict)
    mining: bool = False
    entered: list[str] | None = None
    kept: list[str] | None = None
    discards: list[DiscardRecord] = msgspec.field(default_factory=list)
    discarded: int = 0


class RoundRecord(msgspec.Struct, kw_only=True):
    """One round: when its trade ended and what its Calamity Selection did.

    Attributes:
        turn: the round.
        trade_ended: the ``session_end_trade`` event's seq (0 while trading).
        seed: the selection's seed (None before it, or in Advanced Civilization).
        discards: player → the calamities they discarded (ids).
        held: player → the calamities they entered (their count is public, 8.).
    """

    turn: int
    trade_ended: int = 0
    seed: int | None = None
    discards: dict[str, list[str]] = msgspec.field(default_factory=dict)
    held: dict[str, int] = msgspec.field(default_factory=dict)


class TradeTime(msgspec.Struct, frozen=True):
    """The trade's time as the trading timer reads it (the primary game's ``house_rules`` names):
    the time limit, and no grace period (the rules name none: "if the time limit is reached the
    trade session ends")."""

    trade_seconds: int
    grace_seconds: int = 0


#: The timer's warnings, in seconds left: the primary game's (R4), the rule packs naming none.
TRADE_WARNINGS = (60, 30)


class SessionRuling(msgspec.Struct, frozen=True):
    """A ruling: the table's, or the host's overrule of a player's selection (``player`` set)."""

    seq: int
    turn: int
    phase: str
    text: str
    rule: str = ""
    player: str = ""


class SessionState(BaseModel):
    """A trade session as its journal's events make it.

    Attributes:
        name: the session's name.
        game: ``"megaciv"`` or ``"advciv"``.
        players: in seat order.
        block: the block the table plays (Mega Civilization up to 11 players).
        turn: the round (1, 2, …; 0 before setup).
        phase: ``setup``, ``trading``, ``selection``, ``selected``, ``traded`` or ``over``.
        trade_seconds: the trade's time limit; ``trade_source``: its rule or ruling.
        timer: the trading timer as last recorded.
        rounds: each round's record, in order.
        rulings: the rulings made (overrules among them).
        seq: the last event folded in.
        cards: the session's cards (from the setup's snapshot).
    """

    model_config = ConfigDict(arbitrary_types_allowed=True)

    name: str = ""
    game: Literal["megaciv", "advciv", ""] = ""
    players: list[SessionPlayerState] = []
    block: str | None = None
    turn: int = 0
    phase: str = "setup"
    trade_seconds: int = 300
    trade_source: str = ""
    timer: TimerState | None = None
    rounds: list[RoundRecord] = []
    rulings: list[SessionRuling] = []
    seq: int = 0
    cards: SessionCards | None = Field(default=None, exclude=True, repr=False)

    @property
    def names(self) -> list[str]:
        """Player names in seat order."""
        return [p.name for p in self.players]

    @property
    def house_rules(self) -> TradeTime:
        """The trade's time limit, as the trading timer reads it."""
        return TradeTime(self.trade_seconds)

    @property
    def trade_warnings(self) -> tuple[int, ...]:
        """The timer's warnings, in seconds left (:data:`TRADE_WARNINGS`)."""
        return TRADE_WARNINGS

    @property
    def title(self) -> str:
        """``"Mega Civilization"``, ``"Advanced Civilization"`` ("" before setup)."""
        return TITLES.get(self.game, "")

    @property
    def deck(self) -> SessionCards:
        """The session's cards (after setup)."""
        assert self.cards is not None, "the session has no setup yet"
        return self.cards

    def player(self, name: str) -> SessionPlayerState:
        """The player called ``name``; raises GameError if there is none."""
        for p in self.players:
            if p.name == name:
                return p
        raise GameError(_("{name} is not a player in this session ({names})").format(name=repr(name),
                                                                                   names=", ".join(self.names)))

    @property
    def this_round(self) -> RoundRecord:
        """The current round's record."""
        return self.rounds[-1]

    def calamity_count(self, p: SessionPlayerState) -> int | None:
        """What the board may show of a player's calamities: their number, once entered at Calamity
        Selection (8.: "reveal the number (but not the identity)"), after the limit once applied."""
        if p.kept is not None:
            return len(p.kept)
        return None if p.entered is None else len(p.entered)

    def summary(self) -> dict[str, Any]:
        """The state as ``replay --json`` prints it (the hands are the journal's: the host's file)."""
        return {
            "game": "session",
            "trade_game": self.game,
            "name": self.name,
            "round": self.turn,
            "turn": self.turn,
            "phase": self.phase,
            "trade_seconds": self.trade_seconds,
            "players": [
                {
                    "name": p.name,
                    "block": p.block,
                    "cards": dict(p.cards),
                    "calamities": self.calamity_count(p),
                    "discarded": p.discarded,
                }
                for p in self.players
            ],
            "rounds": [msgspec.to_builtins(r) for r in self.rounds],
        }
