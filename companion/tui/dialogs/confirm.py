"""A yes/no question as a modal dialog: y or Enter says yes, n or Esc says no."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, Static
from companion.tui.styles import SCREENS_CSS
from companion.i18n import N_, _


class ConfirmDialog(ModalScreen[bool]):
    """Ask ``question``; dismisses with True (y, Enter) or False (n, Esc).

    The question and hint are shown as plain text (never parsed as markup).
    """

    CSS_PATH = SCREENS_CSS

    BINDINGS = [
        Binding("y,enter", "answer(True)", N_("Yes"), id="yes", priority=True),
        Binding("n,escape", "answer(False)", N_("No"), id="no", priority=True),
    ]

    HELP_TITLE = N_("A question")

    def __init__(self, question: str, hint: str = N_("y / Enter: yes   n / Esc: no"), *, help_title: str = "") -> None:
        super().__init__()
        if help_title:
            self.HELP_TITLE = help_title
        self.question = question
        self.hint = hint

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(Text(self.question), classes="dialog-title")
            yield Static(Text(_(self.hint)), classes="dialog-hint")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)
