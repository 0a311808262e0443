"""The end of the game: totals from chits, developments and Monuments/Shrines; the ranking, step by step.

Below the ranking, the race (each player's VP turn by turn, drawn with their symbol), then each
player's total itemised: which Monument/Shrine counted which icons (how many, VP each, the
developments they are on) and the happy faces + shields a tie-break counts (R15), with the
developments they come from. ``l`` shows the play as a QR code of BG Stats' create-play link
(:mod:`companion.game.titm.bgstats`), to log it on a phone.
"""

from __future__ import annotations

import io

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import DataTable, Static

from companion.errors import CompanionError
from companion.game.stats.names import Names
from companion.game.titm.bgstats import handoff, play_settings
from companion.game.titm.why import final_details
from companion.game.titm.race import race
from companion.game.titm.state import GameState
from companion.game.kinds import state_as
from companion.tui.widgets.plain_table import PlainTable
from companion.tui.widgets.footer import KeysFooter
from companion.tui.widgets.race_chart import RaceChart
from companion.tui.widgets.widths import fitted
from companion.text import printable
from companion.tui.reach import ReachesApp
from companion.tui.styles import SCREENS_CSS
from companion.i18n import N_, _


def result_text(state: GameState) -> str:
    """The ranking in a few lines (also what the QR code carries)."""
    assert state.ranking is not None
    lines = [f"{state.name}: final ranking"]
    for place in state.ranking.places:
        wrestle = " (thumb wrestle)" if place.thumb_wrestle else ""
        lines.append(f"{place.listed} {' = '.join(place.names)} {place.total} VP{wrestle}")
    return "\n".join(lines)


#: Modules of light margin around a QR code: 1 did not always scan beside the dark screen; 2 did (issue 10).
QUIET_ZONE = 2


def qr_text(text: str, border: int = QUIET_ZONE) -> str:
    """The text as a QR code drawn with half blocks, to photograph with a phone (offline).

    ``border``: the light quiet zone around it, in modules.
    """
    import qrcode

    qr = qrcode.QRCode(border=border, error_correction=qrcode.constants.ERROR_CORRECT_L)
    qr.add_data(text)
    out = io.StringIO()
    qr.print_ascii(out=out, invert=True)
    return out.getvalue()


class QrScreen(ModalScreen[None]):
    """A QR code on its own (any key closes it); says to enlarge the terminal if it does not fit.

    ``caption``: what scanning it gives (``"the ranking"``, ``"log this play in BG Stats"``), in English
    (marked ``N_``): said in the host's language as it is shown.
    """

    CSS_PATH = SCREENS_CSS

    HELP_TITLE = N_("A QR code to scan")

    BINDINGS = [Binding("escape,s,l,q,enter", "close", N_("Close"), id="close")]

    def __init__(self, code: str, caption: str = N_("the ranking")) -> None:
        super().__init__()
        self.code = code
        self.caption = caption
        self.HELP_TITLE = _("A QR code to scan: {caption}").format(caption=caption)

    def compose(self) -> ComposeResult:
        yield Static("", id="qr-alone", markup=False)

    def on_mount(self) -> None:
        self.on_resize()

    def on_resize(self) -> None:
        lines = self.code.splitlines()
        fits = len(lines) + 1 <= self.size.height and max(map(len, lines), default=0) <= self.size.width
        text = self.code + _("scan: {what} (Esc closes)").format(what=_(self.caption)) if fits else _(
            "The QR code ({what}) needs {width}×{height} characters: enlarge the terminal (or zoom out) to scan it. "
            "Esc closes.").format(what=_(self.caption), width=max(map(len, lines), default=0), height=len(lines) + 1)
        self.query_one("#qr-alone", Static).update(Text(text))

    def action_close(self) -> None:
        self.dismiss(None)


class EndScreen(ReachesApp, Screen[None]):
    """Final totals, the ranking and the tie-breaks that decided it."""

    CSS_PATH = SCREENS_CSS

    HELP_TITLE = N_("End of the game")

    #: The totals' headings and rows as last shown (laid out again for a new width); ``None`` before the end.
    _finals: tuple[list[str], list[list[str]]] | None = None
    #: The ranking's QR code's width (cells), beside the totals on a large screen.
    _qr_width = 0

    BINDINGS = [
        Binding("escape,q", "back", N_("Back to the table"), id="back"),
        Binding("s", "toggle_qr", N_("QR code"), id="qr"),
        Binding(
            "l", "log_play", N_("Log this play"), id="log-play",
            tooltip=N_("a QR code of BG Stats' create-play link for this game, to scan with a phone that has "
            "BG Stats (nothing is sent: the phone opens the link)"),
        ),
        Binding("r", "race", N_("Race"), id="race", tooltip=N_("scroll to the race: each player's VP by turn")),
    ]

    def compose(self) -> ComposeResult:
        yield Static(_("The End of the Game"), classes="screen-title")
        with Horizontal(id="end-body"):
            with VerticalScroll(id="end-scroll"):
                yield PlainTable(id="finals", cursor_type="none", zebra_stripes=True)
                yield Static("", id="finals-legend", markup=False)  # headings the table's width cut, whole
                yield Static("", id="steps", markup=False)
                yield RaceChart(id="race-chart")
                yield Static("", id="end-details", markup=False)
            yield Static("", id="qr", markup=False)
        yield KeysFooter()

    def on_mount(self) -> None:
        self.show_state(state_as(self.companion_app.current_game.state, GameState))
        self.query_one("#end-scroll").focus()  # ↑/↓, PgUp/PgDn scroll to the itemised totals

    def show_state(self, state: GameState) -> None:
        """Render the ranking (or say the game is not over)."""
        self._finals = None
        self.query_one("#finals", DataTable).clear(columns=True)
        steps = self.query_one("#steps", Static)
        if state.ranking is None:  # Ctrl+Z took back the end of the game: back to the table
            steps.update(_("The game is not over yet."))
            self.query_one("#qr", Static).update("")
            self.query_one("#end-details", Static).update("")
            if self.app.screen is self:
                self.app.pop_screen()
            return
        headings = ["#", _("Player"), _("Chits"), _("Devel."), _("Mon./Shr."), _("Total"), _("Levels"), _("Happy+Shields")]
        finals = {f.name: f for f in state.ranking.finals}
        rows = []
        for place in state.ranking.places:
            for name in place.names:
                f = finals[name]
                rank = place.label  # "2=": a shared place (C12)
                rows.append([rank, name, *map(str, (f.chits, f.development_vp, f.monument_vp, f.total, f.levels,
                                                    f.happy_shields))])
        self._finals = (headings, rows)
        lines = ["", _("Tie-breaks: VP, then levels in government + religion, then happy faces + shields, then thumb wrestle.")]
        lines += state.ranking.steps or [_("No ties: the totals decide.")]  # the judge's steps stay English (README)
        winners = state.ranking.places[0].names
        if len(winners) == 1:
            lines.insert(0, _("Winner: {name}").format(name=winners[0]))
        else:
            lines.insert(0, _("Winner: {names} and {last} — thumb wrestle!").format(
                names=", ".join(winners[:-1]), last=winners[-1]))
        steps.update(Text("\n".join(lines)))
        self.query_one(RaceChart).show(race(state))
        details = [
            "",
            _("Monuments/Shrines and tie-break figures (happy faces + shields: icons on the developments in play, R15; ↑/↓ scroll):"),
        ]
        for place in state.ranking.places:
            for name in place.names:
                details += [f"{name}: {line}" for line in final_details(finals[name])]
        self.query_one("#end-details", Static).update(Text("\n".join(details)))
        code = qr_text(result_text(state))
        self._qr_width = max(map(cell_len, code.splitlines()), default=0)
        self.query_one("#qr", Static).update(code + "\n" + _("scan: the ranking (s hides)"))
        self.query_one("#qr").display = self._room_for_qr()
        self._fit_finals()

    def on_resize(self) -> None:
        self._fit_finals()

    def _fit_finals(self) -> None:
        """The totals' table within the screen's width: each column as wide as its heading and cells where
        they fit (English, German: every language shipped at 80 columns); else the headings wider than
        their column end in ``…`` and a line under the table says them whole (:func:`fitted`)."""
        if self._finals is None:
            return
        headings, rows = self._finals
        table = self.query_one("#finals", PlainTable)
        scroll = self.query_one("#end-scroll", VerticalScroll)
        qr = self.query_one("#qr", Static)
        beside = (qr.outer_size.width or qr.styles.gutter.width + self._qr_width) if qr.display else 0
        room = (self.size.width or self.app.size.width) - scroll.styles.scrollbar_size_vertical - beside
        widths = fitted(headings, rows, room - 2 * table.cell_padding * len(headings))
        table.clear(columns=True)
        for i, heading in enumerate(headings):
            table.add_column(Text(heading, end="", overflow="ellipsis"), width=None if widths is None else widths[i])
        for row in rows:
            table.add_row(*row)
        table.measure_now()
        # a cut heading begins as its whole one does: whole, the one with that start reads as its legend
        cut = [] if widths is None else [h for h, w in zip(headings, widths) if cell_len(h) > w]
        legend = self.query_one("#finals-legend", Static)
        legend.display = bool(cut)
        legend.update(Text(" · ".join(cut)))

    def _room_for_qr(self) -> bool:
        """True if the QR code fits beside the totals without squeezing them."""
        return self.size.height >= 40 and self.size.width >= 120

    def action_toggle_qr(self) -> None:
        """s: show or hide a QR code of the ranking, to photograph with a phone.

        Beside the totals when the terminal is large; on a screen of its own otherwise, so it never
        covers or squeezes the totals.
        """
        if self._room_for_qr():
            qr = self.query_one("#qr")
            qr.display = not qr.display
            return
        state = state_as(self.companion_app.current_game.state, GameState)
        if state.ranking is not None:
            self.app.push_screen(QrScreen(qr_text(result_text(state))))

    def action_log_play(self) -> None:
        """l: "Log this play": a QR code of BG Stats' create-play link for this game (players, scores,
        ranks, winners, the date and length from the journal, the tie-break as the comment), to scan
        with a phone that has BG Stats. Nothing is sent: the phone opens the link."""
        game = self.companion_app.current_game
        state = state_as(game.state, GameState)
        if state.ranking is None:
            return
        names: Names | None = None
        location: str | None = None
        try:
            names, location = play_settings()
        except CompanionError as error:  # a bad aliases file: said, and the play logged under the names as typed
            self.notify(printable(str(error)), severity="warning", markup=False)
        _, link = handoff(state, game.events, names=names, location=location)
        self.app.push_screen(QrScreen(qr_text(link), caption=N_("log this play in BG Stats")))

    def action_race(self) -> None:
        """r: scroll the race (VP by turn) into view."""
        self.query_one("#end-scroll", VerticalScroll).scroll_to_widget(self.query_one(RaceChart), top=True)

    def action_back(self) -> None:
        self.app.pop_screen()
