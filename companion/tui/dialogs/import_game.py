"""Import a game: a journal's path typed, checked as ``companion import`` checks it, copied into the games folder."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Static

from companion.errors import CompanionError
from companion.text import printable
from companion.tui.widgets.field import Field
from companion.tui.styles import SCREENS_CSS
from companion.i18n import N_, _


class ImportDialog(ModalScreen[str | None]):
    """The path of a journal (from a USB stick, a shared folder): Enter imports it, Esc goes back.

    Dismisses with the line saying where the game was saved; a journal that cannot be imported
    leaves the dialog open with its problem (naming the file and line), nothing written.
    """

    CSS_PATH = SCREENS_CSS

    HELP_TITLE = N_("Import a game")
    BINDINGS = [Binding("escape", "cancel", N_("Cancel"), id="cancel")]

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            title = _("Import a game: the journal file ({suffix}) to copy into the saved games").format(suffix=".jsonl")
            yield Static(Text(title), classes="dialog-title")
            yield Field(placeholder=_("/media/usb/friday.jsonl"), id="import-path")
            yield Static("", id="import-error", classes="dialog-error")
            yield Static(Text(_("Enter: check and import (never replaces a saved game)   Esc: back")), classes="dialog-hint")

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    @on(Input.Submitted, "#import-path")
    def _import(self, event: Input.Submitted) -> None:
        from companion.game.moving import import_journal

        text = event.value.strip()
        if not text:
            return
        try:
            moved = import_journal(Path(text).expanduser())
        except CompanionError as error:
            self.query_one("#import-error", Static).update(Text(printable(str(error))))
            return
        warning = moved.warning()  # a torn last line left out of the copy
        self.dismiss(printable(moved.describe() + (f". {warning}" if warning else "")))

    def action_cancel(self) -> None:
        self.dismiss(None)
