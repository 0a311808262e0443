"""The app's actions for sharing the table with phones and a TV (issue 10), kept out of app.py.

This module is imported with the app and imports nothing heavy: the web server
(aiohttp, Jinja2) and the sharing itself are imported when the host first shares.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from companion.tui.reach import CompanionHost
from companion.i18n import _

if TYPE_CHECKING:
    from companion.game.follower import Follower
    from companion.game.session import Game
    from companion.tui.sharing import Sharing


class ShareActions(CompanionHost):
    """Mixed into :class:`companion.tui.app.CompanionApp` (whose ``state_changed`` it reads through
    ``companion_app``)."""

    game: Game | Follower | None
    sharing: Sharing | None
    #: The port sharing last listened on (0: none yet). Sharing again takes it again if it is free: the
    #: pages still open on the old links then get 404 and say the link no longer works (on another
    #: port they could only retry, "reconnecting…", for ever). Links kept for a restart name their own.
    shared_port: int = 0
    #: The worker stopping the last game's sharing and resuming this one's (None: none started).
    sharing_switch: Any = None

    async def action_share(self) -> None:
        """Share the table: start the web server (loopback) if needed and show the board's QR code."""
        if self.game is None:
            self.notify(_("Open a game first."))
            return
        switch = self.sharing_switch
        if switch is not None and not switch.is_finished:
            try:
                await switch.wait()  # sharing is being resumed: show it, never start it twice
            except Exception:  # noqa: BLE001 - a failed resume said why; s starts sharing afresh
                pass
        if self.sharing is None:
            from companion.tui.sharing import Sharing

            sharing = Sharing(self.companion_app, port=self.shared_port)
            problem = await sharing.start()
            if problem is not None:
                self.notify(problem, severity="error", timeout=10)
                return
            self.sharing = sharing
            self.companion_app.state_changed()
        from companion.tui.screens.share import ShareScreen

        if not isinstance(self.screen, ShareScreen):
            self.push_screen(ShareScreen())

    async def switch_sharing(self, *, resume: bool) -> None:
        """Another game was opened: stop sharing the one before (its links were for it), and, with
        ``resume``, share the new one again on the links it kept (:meth:`resume_sharing`)."""
        await self.stop_sharing()
        if resume:
            await self.resume_sharing()

    async def resume_sharing(self) -> None:
        """Share the open game again by itself, on the links it kept when it was last shared.

        A game whose sharing was never stopped with ``x`` (the app quit, crashed, or another game
        was opened) kept its links beside its journal (:mod:`companion.web.links`): opening it
        again serves them at once, so every phone still open reconnects by itself and nobody waits
        for the host to remember ``s``. One notification says so, or why the phones must scan
        again (the port is taken, the laptop is on another network), or why sharing could not
        start (then ``s`` tries again).
        """
        if self.game is None or self.sharing is not None:
            return
        from companion.tui.sharing import Sharing

        sharing = Sharing(self.companion_app, port=self.shared_port)
        problem = await sharing.start()
        if problem is not None:
            self.notify(_("Sharing was not resumed: {problem} (s tries again).").format(problem=problem),
                        severity="warning", timeout=10)
            return
        self.sharing = sharing
        self.companion_app.state_changed()
        note = sharing.links_note or _("New links: the phones must scan again (s shows them).")
        self.notify(_("Sharing resumed. {note}").format(note=note), timeout=8)

    async def stop_sharing(self, *, forget: bool = False) -> None:
        """Stop sharing: every page's connection is closed.

        ``forget`` (the host's ``x``): the links stop working after a restart too. Quitting, or
        opening another game, keeps them for the next time this game is shared.
        """
        sharing, self.sharing = self.sharing, None
        if sharing is not None:
            if sharing.server is not None:
                self.shared_port = sharing.server.port
            await sharing.stop(forget=forget)
            self.companion_app.state_changed()

    def action_phone_entries(self) -> None:
        """The phones' entries waiting for the host."""
        from companion.tui.screens.phones import PhoneEntriesScreen

        if self.sharing is None:
            self.notify(_("The table is not shared: s on the table shares it."))
        elif not isinstance(self.screen, PhoneEntriesScreen):
            self.push_screen(PhoneEntriesScreen())

    def action_apply_phones(self) -> None:
        """Apply every phone entry waiting for the host."""
        if self.sharing is not None:
            self.sharing.apply_all()
