"""The host's side of a trade session's phones: each entry is recorded at once, through the game.

A phone's hand and calamities are the player's own word about their own cards: nothing waits for
the host's approval (the fold still judges each, and a refusal goes back to that phone only). The
web server calls :class:`SessionTable` a *table host* (:class:`companion.web.host.TableHost`). A
phone's trade check (:meth:`SessionTable.check`) is answered to that phone and recorded nowhere.
Pure: no I/O, no Textual; it knows the app only through the functions it is given.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from companion.errors import CompanionError, Refusal
from companion.game.events import Record
from companion.game.kinds import GameKind
from companion.game.titm.timer_reading import TimerReading
from companion.game.tradesession.events import CardId, Cards, SessionCalamities, SessionEvent, SessionHand
from companion.game.tradesession.kind import KIND
from companion.game.tradesession.state import SessionState
from companion.i18n import _


class HandBody(BaseModel):
    """A phone's hand: ``{"cards": {card: count}, "mining": bool}``."""

    model_config = ConfigDict(extra="forbid")
    cards: Cards
    mining: bool = False


class CalamitiesBody(BaseModel):
    """A phone's calamities at Calamity Selection: ``{"held": [names]}``."""

    model_config = ConfigDict(extra="forbid")
    held: list[CardId] = Field(max_length=48)


class CheckBody(BaseModel):
    """A proposed deal's own side: ``{"count": n, "named": [names], "given": {card: count}}``."""

    model_config = ConfigDict(extra="forbid")
    count: int = Field(ge=0, le=999)
    named: list[CardId] = Field(max_length=20)
    given: Cards


def _shape(model: type[BaseModel], body: Any) -> Any:
    """``body`` read as ``model``, or a CompanionError naming the first problem."""
    try:
        return model.model_validate(body)
    except ValidationError as error:
        first = error.errors(include_url=False)[0]
        raise CompanionError(f"{'.'.join(str(p) for p in first['loc']) or 'body'}: {first['msg']}") from None


class DirectInbox:
    """The inbox a session's server sees: entries are recorded at once, so none ever waits."""

    def status(self, state: Any, name: str) -> str:
        """Every accepted entry is applied."""
        return "applied"

    def statuses(self, state: Any) -> dict[str, str]:
        """No entry is waiting."""
        return {}

    def pending(self, name: str | None = None) -> list[Any]:
        """Nothing waits."""
        return []

    def take_lapsed(self) -> list[Any]:
        """Nothing lapses."""
        return []


class SessionTable:
    """A session's phones and how their entries reach its journal.

    The host's app (the TUI's sharing) reads it as it reads the primary game's inbox: nothing waits,
    so :meth:`pending`, :meth:`statuses` and :meth:`apply_all` have nothing, and every entry is
    applied at once (:attr:`auto_apply`).

    Args:
        state: the session's state now.
        record: records one event (``record(event)``); returns None or the refusal.
        timer: the trading timer now.
        on_change: told when an entry is recorded (the host refreshes its screen and the pages).
    """

    #: Every entry is recorded as it arrives.
    auto_apply = True

    def __init__(
        self,
        state: Callable[[], Any],
        record: Record,
        timer: Callable[[], TimerReading | None] = lambda: None,
        *,
        on_change: Callable[[], None] | None = None,
    ) -> None:
        self._state = state
        self._record = record
        self._timer = timer
        self._on_change = on_change or (lambda: None)
        self._inbox = DirectInbox()

    def pending(self) -> list[Any]:
        """Nothing waits."""
        return []

    def statuses(self) -> dict[str, str]:
        """No entry is waiting."""
        return {}

    def sync(self) -> bool:
        """Nothing to bring up to date."""
        return False

    def apply_all(self) -> list[str]:
        """Nothing waits to be applied."""
        return []

    def kind(self) -> GameKind[SessionState, SessionEvent]:
        """The trade session."""
        return KIND

    def state(self) -> SessionState:
        """The session now."""
        state: SessionState = self._state()
        return state

    def timer(self) -> TimerReading | None:
        """The trading timer now."""
        return self._timer()

    def inbox(self) -> DirectInbox:
        """Nothing waits: the players' entries are recorded at once."""
        return self._inbox

    def submit(self, player: str, kind: str, body: Any) -> Refusal | None:
        """Record a phone's ``hand`` or ``calamities``: None if recorded, else why not (for that phone:
        the judge's refusal, its player named)."""
        try:
            if kind == "hand":
                hand = _shape(HandBody, body)
                problem = self._record(SessionHand(player=player, cards=hand.cards, mining=hand.mining, by=player))
            elif kind == "calamities":
                held = _shape(CalamitiesBody, body)
                problem = self._record(SessionCalamities(player=player, held=held.held, by=player))
            else:
                return Refusal(_("a trade session's phone sends its hand or its calamities, not {kind}").format(
                    kind=repr(kind[:40])), player=player)
        except CompanionError as error:
            return error.refusal.of(player)
        return None if problem is None else Refusal(problem, player=player)

    def check(self, player: str, body: Any) -> Mapping[str, Any]:
        """A phone's trade check of its own side of a deal (never recorded, never sent elsewhere).

        Raises:
            CompanionError: a body that cannot be read, or an offer the rules cannot read.
        """
        offer = _shape(CheckBody, body)
        return self.state().deck.check_offer(player, offer.count, offer.named, offer.given)

