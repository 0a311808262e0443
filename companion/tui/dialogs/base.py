"""The base of every dialog people type into: keys typed fast land in the right field, in order.

A host types at the speed of paper: the key that opens a dialog, the text, Enter and
the next field's text can all arrive before the screen has caught up. Textual sends
each key to the widget focused *when the app reads the key*, while focusing a widget
(``widget.focus()``) and handling Enter (``Input.Submitted``) happen later, each in its
own queue. Left alone, a key typed while a dialog mounts is lost, and a key typed just
after Enter lands in the previous field. So:

- the opener awaits the dialog's mount (:func:`open_dialog`), and the dialog focuses
  its first field synchronously when it mounts: the app reads the next key only then, and
  sends it to that field;
- Enter is a priority binding of the dialog, run by the app in the order the keys came:
  it waits until the focused field has handled every key typed before Enter
  (:func:`settle`), then acts and moves the focus at once, so the keys after Enter go to
  the next field. Tab and Shift+Tab, and every other key of a dialog, are priority
  bindings too, so they act in the order they were typed.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any, TypeVar

from textual.binding import Binding

if TYPE_CHECKING:
    from textual.app import App
from textual.screen import ModalScreen, ScreenResultCallbackType
from textual.widget import Widget
from textual.widgets import Input
from companion.tui.reach import ReachesApp
from companion.tui.styles import SCREENS_CSS
from companion.i18n import N_

ResultT = TypeVar("ResultT")

#: Tab and Shift+Tab as priority bindings: the app runs them when it reads them, so a field typed
#: fast after a Tab goes to the next field (a plain Tab reaches the app after the next letters).
#: Every dialog and full-screen form with text fields has them.
FIELD_KEYS = [
    Binding("tab", "app.focus_next", "", priority=True, show=False),
    Binding("shift+tab", "app.focus_previous", "", priority=True, show=False),
]


async def settle(widget: Widget | None) -> None:
    """Wait until ``widget`` has handled every message already queued for it (the keys typed into it)."""
    if widget is None or not widget.is_mounted or widget._closing or widget._closed:
        return
    done = asyncio.Event()
    if widget.call_later(done.set):
        await done.wait()


class EntryDialog(ReachesApp, ModalScreen[ResultT]):
    """A modal dialog with text fields.

    Subclasses implement :meth:`entered` (what Enter does in a field) and may set
    :attr:`FIRST` (the selector of the field focused first; the first text field if empty).
    ``HELP_TITLE`` names the dialog in people's words for F1.
    """

    CSS_PATH = SCREENS_CSS

    HELP_TITLE = N_("Dialog")
    #: What F1 says of the keys every field takes (Enter and Tab are bound here, not shown in the footer).
    HELP_KEYS: tuple[tuple[str, str], ...] = (
        ("enter", "next field; on the last one (or when only optional fields are left), record"),
        ("tab, shift+tab", "next / previous field, the optional ones too"),
    )
    FIRST = ""
    #: A refused record is shown in the dialog (the subclass's problem line), not as a notification.
    SHOWS_PROBLEMS = True
    BINDINGS = [
        Binding("enter", "enter", N_("Next field / record"), id="enter", priority=True, show=False),
        *FIELD_KEYS,
    ]

    def on_mount(self) -> None:
        fields = self.query(self.FIRST) if self.FIRST else self.query(Input)
        if fields:
            self.set_focus(fields.first())  # at once: the next key the app reads goes here

    async def action_enter(self) -> None:
        """Enter: once the focused field has every key typed before it, do what Enter does there."""
        field = self.focused
        await settle(field)
        await self.entered(field)

    async def entered(self, field: Widget | None) -> None:
        """What Enter does in ``field`` (the focused widget, its keys all handled)."""

    def text_fields(self) -> list[Input]:
        """The dialog's text fields, in order."""
        return list(self.query(Input))

    def next_field(self, field: Widget | None) -> Input | None:
        """The text field after ``field``, or None if it is the last."""
        fields = self.text_fields()
        if field not in fields:
            return fields[0] if fields else None
        index = fields.index(field)
        return fields[index + 1] if index + 1 < len(fields) else None


async def open_dialog(app: App[Any], dialog: ModalScreen[ResultT], callback: ScreenResultCallbackType[ResultT] | None = None) -> None:
    """Push ``dialog`` and wait until it is mounted with its first field focused.

    Called from a priority binding's action, the app reads no further key until then:
    what the host types next lands in the dialog's first field.
    """
    await app.push_screen(dialog, callback)
