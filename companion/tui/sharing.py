"""Sharing the table: the web server inside the host's app, and the phones' entries it receives.

Imported only when the host first opens "Share the table…" (``s`` on the table, or
the command palette): aiohttp and Jinja2 are never loaded at start-up. The server
runs on a thread of its own (:mod:`companion.web.server`): the host's screen never waits
for a phone; a phone's entry is posted to the app as a message (Textual's thread-safe way in,
:meth:`Sharing.post`) and recorded through :meth:`CompanionApp.record`, the very path a key
press takes. A fault of the server itself is one line in a notification (the game goes on);
what a client sends wrong is only counted, never shown on the host's screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from companion.errors import CompanionError, Refusal
from companion.game.events import Buildable, built
from companion.game.titm.timer_reading import TimerReading
from companion.game.kinds import KindState, named, state_as
from companion.game.titm.phones_host import SharedTable
from companion.game.titm.state import GameState
from companion.i18n import _, ngettext

#: Seconds within which entries applied at once share one redraw of the host's screens.
BURST_SECONDS = 0.25

if TYPE_CHECKING:
    from companion.game.kinds import GameKind
    from pathlib import Path

    from companion.tui.app import CompanionApp
    from companion.web.links import SavedLinks
    from companion.web.server import ShareServer


class Sharing:
    """The app's shared table: a :class:`SharedTable` (the phones' entries) and its :class:`ShareServer`.

    Args:
        app: the companion app; its game must be open.
        port: the TCP port to ask for first (0: any free port); another is taken if it is not free.
    """

    def __init__(self, app: CompanionApp, *, port: int = 0) -> None:
        self.app = app
        self.game_path = app.game.path if app.game is not None else None
        kind = app.game.kind if app.game is not None else None
        #: The phones' entries: the primary game's inbox (its state checked as the primary game's), or the
        #: game type's own (a trade session's), which reads its own state.
        if kind is not None and kind.phones_host:
            host: Any = named(kind.phones_host)
            self.table: SharedTable = host(self._state, self._record, self._timer, on_change=self.changed)
        else:
            self.table = SharedTable(self._entries_state, self._record, self._timer, on_change=self.changed)
        self.server: ShareServer | None = None
        self.port = port
        self._last_problem = ""
        self._redraw_due = False
        self._screens_due = False
        self._shown: tuple[int, int, int, tuple[tuple[str, str], ...]] | tuple[()] = ()  # what the host's screens last showed of the phones
        #: After :meth:`start`: whether the links are those given out before a restart ("" if new).
        self.links_note = ""

    def _record(self, event: Buildable) -> str | None:
        """Record a phone's entry as a key press does (:meth:`CompanionApp.record`): one event, the same
        judge. With *apply phone entries at once*, the host's screens are redrawn once per burst of
        entries (at most :data:`BURST_SECONDS` after the first) rather than once per entry: six phones
        warehousing each second redrew the whole table six times a second, and the host's keys waited
        behind it. The pages follow at once (:meth:`changed`), and a key the host presses meanwhile
        redraws everything as ever."""
        game = self.app.recorded_game
        if not self.table.auto_apply or game is None:
            return self.app.record(event)
        try:
            game.record(built(event))
        except CompanionError as error:
            if not getattr(self.app.screen, "SHOWS_PROBLEMS", False):  # as app.record says a refusal
                self.app.notify(str(error), severity="error", timeout=8)
            return str(error)
        if not self._screens_due:
            self._screens_due = True
            self.app.set_timer(BURST_SECONDS, self._screens)
        return None

    def _screens(self) -> None:
        self._screens_due = False
        if self.app.game is not None:
            self.app.state_changed()

    def post(self, fn: Callable[[], None]) -> bool:
        """Run ``fn`` on the app's side, from any thread: posted to the app as Textual's callback
        message (``post_message`` is thread-safe), so it runs in the app's context, as a key's
        handler does; False if the app is closing. The server's thread reaches the app this way
        (:meth:`ShareServer.reach_host_through <companion.web.bridge.LoopBridge.reach_host_through>`):
        handed to the app's loop bare, ``fn`` ran without the active app, and the timers of
        entries applied at once failed (issue 35). Unlike ``App.call_from_thread``, the server's
        thread does not wait for the app here: it awaits the answer with its own bound."""
        from textual.events import Callback

        return self.app.post_message(Callback(callback=fn))

    def _state(self) -> KindState:
        """The open game's state, of either type (the board's)."""
        assert self.app.game is not None
        return self.app.game.state

    def _entries_state(self) -> GameState:
        """The primary game's state, the only type whose players send entries (:attr:`table`'s): a
        game of another type is shared read-only (:class:`_ReadOnly`), so this is never asked of it."""
        return state_as(self._state(), GameState)

    def _timer(self) -> TimerReading | None:
        timer = self.app.timer
        game = self.app.game
        if timer is None or game is None or game.state.phase != "trading":
            return None
        return TimerReading.of(timer)

    # --- starting and stopping -------------------------------------------------------------

    async def start(self) -> str | None:
        """Start serving on 127.0.0.1; returns None, or why it could not (shown to the host).

        The window that records the game serves the links it gave out before, if it kept them
        (:mod:`companion.web.links`): the same tokens on the same port, and the local network
        again if it was served; every page still open reconnects by itself.
        :attr:`links_note` then says so, or why the phones must scan again.
        """
        from companion.web.server import ShareServer

        host = self.table if self.app.takes_phone_entries else _ReadOnly(self)
        self.server = server = ShareServer(host, port=self.port, on_error=self.problem)
        server.reach_host_through(self.post)
        kept = self._kept_links(list(server.tokens.players))
        if kept is not None:
            from companion.web.tokens import Tokens

            server.tokens = Tokens.restored(kept.board, {name: kept.players[name] for name in server.tokens.players})
            server.port = kept.port
        try:
            # the port asked for (the kept links', or the one shared last) taken by now: any free port
            # (kept tokens stay, the links change)
            await server.start(or_any_port=True)
        except OSError as error:
            self.server = None
            return _("the table's web server could not start: {error}").format(error=error.strerror or error)
        if kept is not None:
            self.links_note = await self._restore_lan(kept)
        self.keep_links()
        return None

    def _kept_links(self, names: list[str]) -> SavedLinks | None:
        """The links kept for this game, or None."""
        journal = self._links_beside()
        if journal is None:
            return None
        from companion.web.links import load_links

        return load_links(journal, names)

    async def _restore_lan(self, kept: SavedLinks) -> str:
        """Serve the local network again if the kept links did, on the same network only; the line
        for :attr:`links_note`.

        On another network (another address: a café's Wi-Fi rather than home) the host is asked
        again, as ever: ``l`` serves it.
        """
        from companion.web import net

        assert self.server is not None
        if kept.lan_ip is not None:
            address = net.lan_address()  # what the server serves on (ShareServer.set_lan asks the same)
            if address != kept.lan_ip:
                return _("This computer is on another network now (the links were for {address}): "
                         "l serves it (asks first); the phones must scan again.").format(address=kept.lan_ip)
            try:
                await self.server.set_lan(True)
            except (CompanionError, OSError) as error:
                return _("The links changed (the local network: {error}): the phones must scan again.").format(error=error)
        if self.server.port != kept.port:
            return _("The links changed (port {port} is taken): the phones must scan again.").format(port=kept.port)
        return _("The same links as before: open pages reconnect by themselves.")

    @property
    def keeps_links(self) -> bool:
        """Whether this window keeps its links for a restart: only the window that records the game."""
        return self._links_beside() is not None

    def _links_beside(self) -> Path | None:
        """The journal this window keeps its links beside (None: it keeps none, see :attr:`keeps_links`)."""
        return None if self.app.read_only else self.game_path

    def keep_links(self) -> None:
        """Write the links now served beside the journal (a failure is one notification: sharing goes on)."""
        journal = self._links_beside()
        if journal is None or self.server is None:
            return
        from companion.web.links import SavedLinks, save_links

        server = self.server
        links = SavedLinks(board=server.tokens.board, players=server.tokens.players, port=server.port, lan_ip=server.lan_ip)
        try:
            save_links(journal, links)
        except CompanionError as error:
            self.problem(_("the links could not be kept for a restart ({error})").format(error=error))

    async def stop(self, *, forget: bool = False) -> None:
        """Close every connection and stop serving; ``forget``: the links stop working after a restart too."""
        server, self.server = self.server, None
        if server is not None:
            try:
                await server.stop()
            except Exception as error:  # noqa: BLE001 - stopping must never stop the app
                self.problem(_("stopping the web server: {error}").format(error=repr(error)))
        journal = self._links_beside()
        if forget and journal is not None:
            from companion.web.links import forget_links

            forget_links(journal)

    @property
    def running(self) -> bool:
        """True while the server listens."""
        return self.server is not None and self.server.running

    async def set_lan(self, on: bool) -> str | None:
        """Serve the local network too, or loopback only; returns None or why not."""
        if self.server is None:
            return _("sharing is off")
        try:
            await self.server.set_lan(on)
        except (CompanionError, OSError) as error:
            return str(error)
        self.links_note = ""
        self.keep_links()
        return None

    def renew(self) -> None:
        """New links: the old ones stop working and their pages are closed."""
        if self.server is not None:
            self.server.renew()
            self.links_note = ""
            self.keep_links()

    # --- the game and the phones --------------------------------------------------------------

    def changed(self) -> None:
        """The game or the phones' entries changed: update the pages and, once per burst, the host's screens.

        Never waits: the pages are updated by the server's own coalesced publish, and the host's
        screens are redrawn only when what they show of the phones changes (a phone resending
        the same state costs the TUI nothing).
        """
        if self.app.game is not None and self.app.game.kind.phone_entries:
            self.table.sync()
            self._tell_lapsed()
        if self.server is not None:
            self.server.changed()
        if not self._redraw_due:
            self._redraw_due = True
            if self.table.auto_apply:  # entries applied at once come in bursts: one redraw for each
                self.app.set_timer(BURST_SECONDS, self._redraw)
            else:
                self.app.call_later(self._redraw)

    def _tell_lapsed(self) -> None:
        """Entries still waiting when the game moved past them lapse (their phones say so): the host hears it too."""
        lapsed = self.table.inbox().take_lapsed()
        if lapsed:
            words = "; ".join(f"{item.player}: {item.summary}" for item in lapsed)
            self.app.notify(_("Not applied, the game moved past them: {entries}. The phones were told.").format(entries=words),
                            severity="warning", timeout=8)

    def waiting(self) -> int:
        """How many phone entries wait for the host now (0 where players have no pages)."""
        game = self.app.game
        return len(self.table.pending()) if game is not None and game.kind.phone_entries else 0

    def waiting_warning(self) -> str:
        """A sentence for a question that moves the game on while phone entries wait ("" if none wait):
        they lapse unapplied if the host goes on."""
        pending = self.table.pending() if self.waiting() else []
        if not pending:
            return ""
        names = ", ".join(dict.fromkeys(item.player for item in pending))
        return ngettext("{n} phone entry is still waiting ({names}): they lapse unapplied if you go on (y on the table applies them).",
                        "{n} phone entries are still waiting ({names}): they lapse unapplied if you go on (y on the table applies them).",
                        len(pending)).format(n=len(pending), names=names)

    def _redraw(self) -> None:
        self._redraw_due = False
        game = self.app.game
        if game is None:
            return
        phones = game.kind.phone_entries
        pending = len(self.table.pending()) if phones else 0
        hub = self.server.hub.count if self.server is not None else 0
        shown = (game.state.seq, pending, hub, tuple(self.table.statuses().items()) if phones else ())
        if shown == self._shown:
            return
        had_pending = bool(self._shown and self._shown[1])
        self._shown = shown
        for screen in self.app.screen_stack:
            show = getattr(screen, "show_phones", None)
            if show is not None:
                show()
        if had_pending != bool(pending):
            self.app.screen.refresh_bindings()  # y (apply phone entries) shows while entries wait

    def problem(self, line: str) -> None:
        """Something failed in the server: one notification (the same line is not repeated)."""
        if line != self._last_problem:
            self._last_problem = line
            self.app.notify(_("Table sharing: {problem}").format(problem=line), severity="warning", timeout=8)

    def apply_all(self) -> None:
        """Apply every waiting phone entry (each exactly one event, recorded as a key press would)."""
        pending = len(self.table.pending())
        if not pending:
            self.app.notify(_("No phone entries waiting."))
            return
        problems = self.table.apply_all()
        applied = pending - len(problems)
        said = ngettext("Applied {n} phone entry.", "Applied {n} phone entries.", applied).format(n=applied)
        if problems:
            said += " " + _("Refused: {problems}").format(problems="; ".join(problems))
        self.app.notify(said, timeout=8)

    @property
    def player_pages(self) -> bool:
        """Whether the players have pages of their own (see :meth:`start`)."""
        return bool(self.server is not None and self.server.tokens.players)

    def urls(self) -> tuple[str, dict[str, str]]:
        """The board's link and each player's."""
        assert self.server is not None
        return self.server.board_url(), {name: self.server.player_url(name) for name in self.server.tokens.players}


class _ReadOnly:
    """A board only, no player pages: the Trade and Triumph scoreboard's, or a read-only window's."""

    def __init__(self, sharing: Sharing) -> None:
        self.sharing = sharing

    def kind(self) -> GameKind[Any, Any]:
        game = self.sharing.app.game
        assert game is not None
        return game.kind

    def state(self) -> KindState:
        return self.sharing._state()  # noqa: SLF001

    def timer(self) -> TimerReading | None:
        return self.sharing._timer()  # noqa: SLF001 - a read-only window follows the timer too

    def inbox(self) -> None:
        return None

    def submit(self, player: str, kind: str, body: Any) -> Refusal:
        return Refusal("this board is read-only", player=player)
