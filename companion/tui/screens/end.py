"""The end of the game: totals from chits, developments and Monuments/Shrines; the ranking, step by step.

Below the ranking, each player's total is itemised: which Monument/Shrine counted which icons
(how many, VP each, the developments they are on) and the happy faces + shields a tie-break
counts (R15), with the developments they come from.
"""

from __future__ import annotations

import io

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import DataTable, Static

from companion.game.explain import final_details
from companion.game.state import GameState
from companion.tui.widgets.plain_table import PlainTable
from companion.tui.widgets.footer import KeysFooter


def result_text(state: GameState) -> str:
    """The ranking in a few lines (also what the QR code carries)."""
    assert state.ranking is not None
    lines = [f"{state.name}: final ranking"]
    for place in state.ranking.places:
        wrestle = " (thumb wrestle)" if place.thumb_wrestle else ""
        lines.append(f"{place.rank}. {' = '.join(place.names)} {place.total} VP{wrestle}")
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
    """A QR code on its own (any key closes it); says to enlarge the terminal if it does not fit."""

    HELP_TITLE = "The ranking as a QR code"

    BINDINGS = [Binding("escape,s,q,enter", "close", "Close", id="close")]

    def __init__(self, code: str) -> None:
        super().__init__()
        self.code = code

    def compose(self) -> ComposeResult:
        yield Static("", id="qr-alone", markup=False)

    def on_mount(self) -> None:
        self.on_resize()

    def on_resize(self) -> None:
        lines = self.code.splitlines()
        fits = len(lines) + 1 <= self.size.height and max(map(len, lines), default=0) <= self.size.width
        text = self.code + "scan: the ranking (Esc closes)" if fits else (
            f"The QR code needs {max(map(len, lines), default=0)}×{len(lines) + 1} characters: "
            "enlarge the terminal (or zoom out) to scan it. Esc closes."
        )
        self.query_one("#qr-alone", Static).update(Text(text))

    def action_close(self) -> None:
        self.dismiss(None)


class EndScreen(Screen):
    """Final totals, the ranking and the tie-breaks that decided it."""

    HELP_TITLE = "End of the game"

    BINDINGS = [
        Binding("escape,q", "back", "Back to the table", id="back"),
        Binding("s", "toggle_qr", "QR code", id="qr"),
    ]

    def compose(self) -> ComposeResult:
        yield Static("The End of the Game", classes="screen-title")
        with Horizontal(id="end-body"):
            with VerticalScroll(id="end-scroll"):
                yield PlainTable(id="finals", cursor_type="none", zebra_stripes=True)
                yield Static("", id="steps", markup=False)
                yield Static("", id="end-details", markup=False)
            yield Static("", id="qr", markup=False)
        yield KeysFooter()

    def on_mount(self) -> None:
        self.show_state(self.app.game.state)  # type: ignore[attr-defined]
        self.query_one("#end-scroll").focus()  # ↑/↓, PgUp/PgDn scroll to the itemised totals

    def show_state(self, state: GameState) -> None:
        """Render the ranking (or say the game is not over)."""
        table = self.query_one("#finals", DataTable)
        table.clear(columns=True)
        steps = self.query_one("#steps", Static)
        if state.ranking is None:  # Ctrl+Z took back the end of the game: back to the table
            steps.update("The game is not over yet.")
            self.query_one("#qr", Static).update("")
            self.query_one("#end-details", Static).update("")
            if self.app.screen is self:
                self.app.pop_screen()
            return
        table.add_columns("#", "Player", "Chits", "Devel.", "Mon./Shr.", "Total", "Levels", "Happy+Shields")
        finals = {f.name: f for f in state.ranking.finals}
        for place in state.ranking.places:
            for name in place.names:
                f = finals[name]
                rank = f"{place.rank}" + ("=" if len(place.names) > 1 else "")  # a shared place
                table.add_row(rank, name, f.chits, f.development_vp, f.monument_vp, f.total, f.levels, f.happy_shields)
        lines = ["", "Tie-breaks: VP, then levels in government + religion, then happy faces + shields, then thumb wrestle."]
        lines += state.ranking.steps or ["No ties: the totals decide."]
        winners = state.ranking.places[0].names
        named = winners[0] if len(winners) == 1 else ", ".join(winners[:-1]) + " and " + winners[-1]
        lines.insert(0, f"Winner: {named}" + (" — thumb wrestle!" if len(winners) > 1 else ""))
        steps.update(Text("\n".join(lines)))
        details = [
            "",
            "Monuments/Shrines and tie-break figures (happy faces + shields: icons on the developments in play, R15; ↑/↓ scroll):",
        ]
        for place in state.ranking.places:
            for name in place.names:
                details += [f"{name}: {line}" for line in final_details(finals[name])]
        self.query_one("#end-details", Static).update(Text("\n".join(details)))
        self.query_one("#qr", Static).update(qr_text(result_text(state)) + "\nscan: the ranking (s hides)")
        self.query_one("#qr").display = self._room_for_qr()

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
        state = self.app.game.state  # type: ignore[attr-defined]
        if state.ranking is not None:
            self.app.push_screen(QrScreen(qr_text(result_text(state))))

    def action_back(self) -> None:
        self.app.pop_screen()
