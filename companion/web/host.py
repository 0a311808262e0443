"""What the table's web server needs from the app that holds the game (the :class:`TableHost` protocol),
and what it reads from it: the board's and each player's page data, the entries waiting."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from companion.errors import Refusal
from companion.game.errors import GameError
from companion.game.kinds import GameKind, KindState, state_as
from companion.game.titm.state import GameState
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


def entries_inbox(host: TableHost) -> Inbox | None:
    """The primary game's inbox of entries waiting for the host, or None: a read-only host has
    none, and a game type whose entries are recorded as they arrive (a trade session) has none
    waiting to report."""
    from companion.game.titm.inbox import Inbox

    inbox = host.inbox()
    return inbox if isinstance(inbox, Inbox) else None


def entries_state(host: TableHost) -> GameState:
    """The game's state where its players send entries: the primary game's, the only type that takes
    them (a host with an inbox holds one; checked, :func:`companion.game.kinds.state_as`)."""
    return state_as(host.state(), GameState)


def board_view(host: TableHost) -> dict[str, Any]:
    """The board's data now (on the host's loop), with each player's entry status where there is an inbox."""
    inbox = entries_inbox(host)
    statuses = inbox.statuses(entries_state(host)) if inbox is not None else None
    return host.kind().public_view(host.state(), host.timer(), submissions=statuses)


def player_view(host: TableHost, name: str) -> dict[str, Any]:
    """One player's page data now (on the host's loop).

    Raises:
        GameError: ``name`` is not a player, or the game's type gives its players no pages.
    """
    view = host.kind().player_view
    if view is None:
        raise GameError(f"{host.kind().title} gives its players no pages of their own")
    return view(host.state(), name, host.timer(), inbox=host.inbox())
