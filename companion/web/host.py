"""What the table's web server needs from the app that holds the game: the :class:`TableHost` protocol."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from companion.errors import Refusal
from companion.game.kinds import GameKind, KindState
from companion.game.titm.timer_reading import TimerReading

if TYPE_CHECKING:
    from companion.game.titm.inbox import Inbox


class TableHost(Protocol):
    """What the server needs from the app that holds the game (its one writer).

    The TUI's in-app sharing implements it (entries are recorded through the app's
    ``record()``), and so does ``companion serve``'s read-only journal follower. Every method
    is called on the app's own loop, never on the server's thread.
    """

    def kind(self) -> GameKind[Any, Any]:
        """The game's type: what its board and its players' pages are (:mod:`companion.game.kinds`)."""

    def state(self) -> KindState:
        """The game state now (a GameState, or a Trade and Triumph scoreboard's state)."""

    def timer(self) -> TimerReading | None:
        """The trading timer now, or None outside the Trading phase."""

    def inbox(self) -> Inbox | None:
        """The phones' submissions (:class:`companion.game.titm.inbox.Inbox`), or None: read-only, no player pages."""

    def submit(self, player: str, kind: str, body: Any) -> Refusal | None:
        """Take a phone's entry: None if accepted (waiting or applied), else why not, for the phone
        (its words, and the rule, player and field its page marks)."""
