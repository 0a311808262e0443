"""``companion serve``: the board of a game another app is playing, following its journal as it grows.

Read-only: the follower (:class:`companion.game.follower.Follower`) never writes
or locks the journal, and there are no player pages (the app that writes the
journal is the only one that may record their entries). The trading timer is
read from the journal: a running timer's recorded deadline, then the grace period.
The server runs on its own thread (:mod:`companion.web.server`); what clients send wrong
reaches stderr as one line per kind of problem a minute, never the request or a token.
"""

from __future__ import annotations

import asyncio
import io
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TextIO

from companion.errors import Refusal
from companion.game.kinds import KindState
from companion.game.titm.timer_reading import TimerReading, timer_from_journal
from companion.i18n import _
from companion.web.server import ShareServer

if TYPE_CHECKING:
    from companion.game.kinds import GameKind

#: Seconds between two reads of the journal (≤ 1 s from the host's change to the board, issue 10).
POLL_SECONDS = 0.2


class FollowerHost:
    """A :class:`~companion.web.host.TableHost` over a journal follower: read-only, no player pages.

    Args:
        follower: the journal follower.
        wall: the wall clock (seconds since 1970), for a running timer's deadline.
    """

    def __init__(self, follower: Any, wall: Callable[[], float] = time.time) -> None:
        self.follower = follower
        self._wall = wall
        self._warnings: tuple[int, ...] = (60, 30)
        if follower.kind.trading_timer:
            self._warnings = tuple(follower.state.trade_warnings)

    def kind(self) -> GameKind[Any, Any]:
        """The followed game's type."""
        kind: GameKind[Any, Any] = self.follower.kind
        return kind

    def state(self) -> KindState:
        """The journal's state as last read."""
        state: KindState = self.follower.state
        return state

    def timer(self) -> TimerReading | None:
        """The trading timer from the journal, now."""
        state = self.follower.state
        if not self.follower.kind.trading_timer or state.phase != "trading":
            return None
        return timer_from_journal(state, self._wall(), self._warnings)

    def inbox(self) -> None:
        """None: read-only, no player pages."""
        return None

    def submit(self, player: str, kind: str, body: Any) -> Refusal:
        """Refused: only the app that writes the journal takes entries."""
        return Refusal("this board is read-only", player=player)


async def serve(path: Any, *, port: int = 0, lan: bool = False, out: TextIO | io.TextIOBase = sys.stdout,
                err: TextIO | io.TextIOBase = sys.stderr, stop: asyncio.Event | None = None) -> None:
    """Serve the board of the journal at ``path`` until ``stop`` is set (or the task is cancelled).

    Prints ``board: URL`` on ``out`` once listening; a journal that goes bad is one
    warning on ``err`` (the board keeps its last good state).

    Raises:
        JournalError, GameError: the journal cannot be read now.
        CompanionError: ``lan`` but this computer is on no local network.
        OSError: the port cannot be bound.
    """
    from companion.game.follower import Follower

    follower = Follower(path)
    host = FollowerHost(follower)
    def say(line: str) -> None:
        print(f"companion: {line}", file=err, flush=True)

    # the server's own faults, and one line per kind of client problem a minute (never the request)
    server = ShareServer(host, port=port, on_error=say, on_problem=lambda kind: say(f"refused: {kind}"))
    await server.start()
    try:
        if lan:
            await server.set_lan(True)
        print(_("board: {url}").format(url=server.board_url()), file=out, flush=True)
        print(_("following {path} (read-only); Ctrl+C stops").format(path=follower.path), file=out, flush=True)
        stop = stop or asyncio.Event()
        reported, last_timer = None, None
        while not stop.is_set():
            changed = follower.poll()
            reading = host.timer()
            status = reading.status if reading else None
            if changed or status != last_timer:
                server.changed()
            last_timer = status
            if follower.problem and follower.problem != reported:
                reported = follower.problem
                said = _("{problem} (the board shows the last good state)").format(problem=follower.problem)
                print(_("companion: warning: {warning}").format(warning=said), file=err, flush=True)
            try:
                await asyncio.wait_for(stop.wait(), POLL_SECONDS)
            except TimeoutError:
                pass
    finally:
        await server.stop()
