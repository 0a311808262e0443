"""Share the table: the board's QR code and link, each player's on demand, the LAN switch, new links, stop.

The board is served on 127.0.0.1 (this computer only) until the host says
otherwise: ``l`` asks before serving the local network, and the screen says so
while it does. Links carry 128-bit tokens; ``r`` makes new ones (old links stop
working). The links are kept for a restart of the app (the same QR codes, and open
pages reconnect by themselves) until ``x`` stops sharing. ``a`` switches "apply phone
entries at once" (off by default: nothing a phone sends changes the score until the host
applies it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from functools import lru_cache

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from companion.i18n import NAMES, N_, _
from companion.tui.screens.end import qr_text as _qr_text
from companion.tui.widgets.footer import KeysFooter
from companion.tui.reach import ReachesApp
from companion.tui.styles import SCREENS_CSS

if TYPE_CHECKING:
    from companion.tui.sharing import Sharing
    from companion.web.server import ShareServer


@lru_cache(maxsize=16)
def qr_text(url: str) -> str:
    """A link's QR code as text, with a quiet zone of 2 modules (computed once per link: the screen redraws often)."""
    return _qr_text(url)


def fits(code: str, width: int, height: int) -> bool:
    """True if a QR code drawn as text fits in ``width`` × ``height`` cells."""
    lines = code.splitlines()
    return max(map(len, lines), default=0) <= width and len(lines) <= height


def too_small(code: str) -> str:
    """What to say when the QR code does not fit."""
    lines = code.splitlines()
    return _("The QR code needs {width}×{height} characters: enlarge the terminal (or zoom out) to scan it, "
             "or type the link below.").format(width=max(map(len, lines), default=0), height=len(lines))


class ShareScreen(ReachesApp, Screen[None]):
    """The board's QR code and link, and the sharing switches."""

    CSS_PATH = SCREENS_CSS

    HELP_TITLE = N_("Share the table")

    BINDINGS = [
        Binding("escape,q", "back", N_("Back"), id="back"),
        Binding("p", "phone", N_("Player's phone"), id="phone"),
        Binding("l", "lan", N_("LAN"), id="lan"),
        Binding("a", "auto_apply", N_("Apply at once"), id="auto_apply", show=False),
        Binding("i", "app.phone_entries", N_("Entries"), id="entries", show=False),
        Binding("r", "renew", N_("New links"), id="renew"),
        Binding("g", "language", N_("Language"), id="language"),
        Binding("x", "stop", N_("Stop sharing"), id="stop"),
    ]

    def __init__(self) -> None:
        super().__init__()
        #: The players whose QR code was shown from this screen, in the order shown: "Whose phone?"
        #: starts at the next player not yet shown, so five codes take p, Enter, Esc each.
        self.shown: list[str] = []
        #: The open pages last drawn: a page that connects or leaves redraws the count.
        self._pages_drawn: int | None = None

    def compose(self) -> ComposeResult:
        yield Static("", id="share-title", classes="screen-title")
        with Horizontal(id="share-body"):
            yield Static("", id="share-qr")
            yield Static("", id="share-info")
        yield Static("", id="share-url")
        yield KeysFooter()

    @property
    def sharing(self) -> Sharing | None:
        return self.companion_app.sharing

    def on_mount(self) -> None:
        self.show_phones()
        # Phones reconnect by themselves after a re-share: nothing else tells this screen, so the
        # "Open pages" count is looked at each second (no redraw unless it changed).
        self.set_interval(1.0, self._pages_changed)

    def _pages_changed(self) -> None:
        sharing = self.sharing
        server = sharing.server if sharing is not None else None
        if server is not None and server.hub.count != self._pages_drawn:
            self.show_phones()

    def on_resize(self) -> None:
        self.show_phones()

    def on_screen_resume(self) -> None:
        self.show_phones()

    def show_phones(self) -> None:
        """Re-render from the sharing's state (the app calls this when anything changes)."""
        if not self.is_mounted:
            return
        self.refresh_bindings()  # the footer loses l, r and x once sharing stops
        sharing = self.sharing
        if sharing is None or sharing.server is None:
            self.query_one("#share-title", Static).update(Text(_("Share the table — stopped")))
            self.query_one("#share-qr", Static).update("")
            self.query_one("#share-info", Static).update(Text(_("Sharing is off. Esc goes back; s on the table starts it again.")))
            self.query_one("#share-url", Static).update("")
            return
        server = sharing.server
        game = self.companion_app.game
        self.query_one("#share-title", Static).update(
            Text(_("Share the table — {game}").format(game=game.state.name if game else "")))
        url = server.board_url()
        code = qr_text(url)
        room_w, room_h = self.size.width - 2, self.size.height - 4  # title, link, footer
        qr = self.query_one("#share-qr", Static)
        if fits(code, room_w, room_h):
            qr.update(Text(code.rstrip("\n")))
            qr.display = True
        else:
            qr.display = False
        # each line a whole message: the info column is as narrow as the QR code leaves it
        where = (
            [_("LAN ON: reachable at {address}").format(address=f"{server.lan_ip}:{server.port}"),
             _("by anyone on this network with the link."), _("l: this computer only.")]
            if server.lan_ip
            else [_("This computer only ({address}):").format(address="127.0.0.1"), _("phones cannot reach it yet."),
                  _("l: serve the local network (asks first).")]
        )
        pending = len(sharing.table.pending()) if game is not None and game.kind.phone_entries else 0
        phones = (
            [_("Phone entries waiting: {n} (i: review)").format(n=pending),
             (_("Apply phone entries at once: ON (a)") if sharing.table.auto_apply
              else _("Apply phone entries at once: off (a)")),
             _("p: a player's own page (their QR)")]
            if self.player_pages()
            else [_("No players' pages here: the window that"), _("records the game gives them.")]
            if getattr(self.app, "read_only", False)
            else [_("No players' pages: this board is read-only.")]
        )
        lines = [
            _("Scan to open the board on a phone,"),
            _("or type the link below on a TV."),
            "",
            *where,
            "",
            _("Open pages: {n} (boards {boards} of {limit})").format(
                n=self._count_pages(server), boards=server.hub.boards, limit=server.hub.limit),
            *phones,
            _("The board's language: {language} (g: change; a phone picks its own)").format(
                language=NAMES.get(server.language, server.language)),
        ]
        if sharing.links_note:
            lines[2:2] = ["", sharing.links_note]
        if not qr.display:
            lines.insert(0, too_small(code))
        self.query_one("#share-info", Static).update(Text("\n".join(lines)))
        self.query_one("#share-url", Static).update(Text(url, style="bold"))

    def _count_pages(self, server: ShareServer) -> int:
        self._pages_drawn = server.hub.count
        return self._pages_drawn

    def player_pages(self) -> bool:
        """Whether this game has players' pages (a Trade and Triumph scoreboard has none)."""
        return self.sharing is not None and self.sharing.player_pages

    def serving(self) -> bool:
        """Whether the table is shared now (sharing stops while this screen is under another one:
        x, then p or i typed at once, leaves it here, saying "stopped")."""
        return self.sharing is not None and self.sharing.server is not None

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """p (a player's phone) and a (apply at once) only where there are players' pages; once sharing
        has stopped, only Esc (the screen says s on the table starts it again)."""
        if action in ("phone", "auto_apply"):
            return self.serving() and self.player_pages()
        if action in ("lan", "renew", "stop", "language"):
            return self.serving()
        return True

    def action_back(self) -> None:
        self.app.pop_screen()

    def action_phone(self) -> None:
        """p: pick a player, then show their page's QR code ("Ann's phone…")."""
        if self.sharing is None or self.sharing.server is None or not self.sharing.server.tokens.players:
            self.app.notify(_("No player pages: this board is read-only."))
            return
        names = list(self.sharing.server.tokens.players)
        self.app.push_screen(PhoneChooser(names, start=next_not_shown(names, self.shown)),
                             lambda name: self._show_phone(name))

    def _show_phone(self, name: str | None) -> None:
        if name and self.sharing is not None and self.sharing.server is not None:
            if name in self.shown:
                self.shown.remove(name)
            self.shown.append(name)
            self.app.push_screen(PhoneQrScreen(name))

    def action_lan(self) -> None:
        """l: serve the local network too (after a confirmation), or this computer only."""
        from companion.tui.dialogs.confirm import ConfirmDialog

        if self.sharing is None or self.sharing.server is None:
            return
        if self.sharing.server.lan_ip:
            self.run_worker(self._set_lan(False))
            return
        self.app.push_screen(
            ConfirmDialog(
                _("Serve the board on the local network? Anyone on this network who has a link can open it."),
                N_("y / Enter: serve the network   n / Esc: this computer only"),
            ),
            self._lan_answered,
        )

    def _lan_answered(self, yes: bool | None) -> None:
        if yes:
            self.run_worker(self._set_lan(True))

    async def _set_lan(self, on: bool) -> None:
        sharing = self.sharing
        if sharing is None:  # stopped meanwhile
            return
        problem = await sharing.set_lan(on)
        if problem:
            self.app.notify(problem, severity="error", timeout=8)
        self.show_phones()

    def action_language(self) -> None:
        """g: the table's language, the next the companion speaks: the board's (unless its link says
        ``?lang=``) and each phone's that has not chosen its own (docs/web.md)."""
        from companion.i18n import shipped

        if self.sharing is None or self.sharing.server is None:
            return
        server = self.sharing.server
        codes = shipped()
        server.set_language(codes[(codes.index(server.language) + 1) % len(codes)] if server.language in codes else codes[0])
        self.show_phones()

    def action_auto_apply(self) -> None:
        """a: apply phone entries at once, or wait for the host (the default)."""
        if self.sharing is None:
            return
        table = self.sharing.table
        table.auto_apply = not table.auto_apply
        if table.auto_apply and table.pending():
            self.sharing.apply_all()
        self.show_phones()

    def action_renew(self) -> None:
        """r: new links for the board and every player (after a confirmation)."""
        from companion.tui.dialogs.confirm import ConfirmDialog

        def renew(yes: bool | None) -> None:
            sharing = self.sharing
            if yes and (sharing is None or not self.serving()):  # stopped while the question was open
                self.app.notify(_("Sharing is off: no links to renew."))
            elif yes and sharing is not None:
                sharing.renew()
                self.app.notify(_("New links: the old ones no longer work."))
                self.show_phones()

        self.app.push_screen(ConfirmDialog(_("Make new links? Every open page stops; scan the new QR codes.")), renew)

    def action_stop(self) -> None:
        """x: stop sharing: every page's connection is closed."""
        self.run_worker(self._stop())

    async def _stop(self) -> None:
        await self.companion_app.stop_sharing(forget=True)
        self.app.notify(_("Sharing stopped: every connection is closed."))
        if self.app.screen is self:
            self.app.pop_screen()


def next_not_shown(names: list[str], shown: list[str]) -> int:
    """Where "Whose phone?" starts: the index in ``names`` (seat order) of the first player after
    the last one shown who has not been shown yet; 0 when nobody was; once everyone was, the
    player after the last shown (the list goes round)."""
    if not shown or shown[-1] not in names:
        return next((i for i, name in enumerate(names) if name not in shown), 0)
    last = names.index(shown[-1])
    order = [(last + step) % len(names) for step in range(1, len(names) + 1)]
    return next((i for i in order if names[i] not in shown), order[0])


class PhoneChooser(ModalScreen[str | None]):
    """Whose phone? A list of the players, the cursor on ``start`` (the next player not yet shown)."""

    CSS_PATH = SCREENS_CSS

    HELP_TITLE = N_("Whose phone?")
    BINDINGS = [Binding("escape", "cancel", N_("Cancel"), id="cancel")]

    def __init__(self, names: list[str], start: int = 0) -> None:
        super().__init__()
        self.names = names
        self.start = start

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Static(_("Whose phone?"), classes="dialog-title")
            yield OptionList(*[Option(Text(_("{name}'s phone…").format(name=name)), id=str(i))
                               for i, name in enumerate(self.names)], id="phone-list")
            yield Static(_("Enter: show the QR code   Esc: back"), classes="dialog-hint")

    def on_mount(self) -> None:
        options = self.query_one(OptionList)
        options.highlighted = self.start
        options.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(self.names[int(event.option.id or 0)])

    def action_cancel(self) -> None:
        self.dismiss(None)


class PhoneQrScreen(ReachesApp, ModalScreen[None]):
    """One player's own page as a QR code and a link: only that player should scan it (a plain background, to scan)."""

    CSS_PATH = SCREENS_CSS

    HELP_TITLE = N_("A player's own page (QR code)")
    BINDINGS = [Binding("escape,q,enter,p", "close", N_("Close"), id="close")]

    def __init__(self, name: str) -> None:
        super().__init__()
        self.player = name

    def compose(self) -> ComposeResult:
        yield Static("", id="phone-qr")

    def on_mount(self) -> None:
        self.on_resize()

    def on_resize(self) -> None:
        sharing = self.companion_app.sharing
        server = sharing.server if sharing is not None else None
        if server is None:
            self.dismiss(None)
            return
        url = server.player_url(self.player)
        code = qr_text(url)
        head = _("{name}'s phone — only {name} scans this (their own VP and entries)").format(name=self.player)
        closes = _("Esc closes")
        if fits(code, self.size.width, self.size.height - 3):
            text = Text(head + "\n") + Text(code.rstrip("\n")) + Text(f"\n{url}   {closes}")
        else:
            text = Text(f"{head}\n{too_small(code)}\n{url}\n{closes}")
        self.query_one("#phone-qr", Static).update(text)

    def action_close(self) -> None:
        self.dismiss(None)
