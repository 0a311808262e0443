"""A small keyboard form as a modal dialog: labelled fields, Enter moves on, Enter on the last submits."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Label, Static

from companion.text import refuse_control
from companion.tui.widgets.field import Field


@dataclass(frozen=True)
class FormField:
    """One field: its key in the submitted values, label, hint and starting text."""

    key: str
    label: str
    placeholder: str = ""
    value: str = ""


class FormDialog(ModalScreen[bool]):
    """Ask for a few values; ``submit`` records them and returns None, or the reason to fix.

    Dismisses with True once ``submit`` accepts the values, False on Escape. Text with a
    control character (ESC, BEL, NUL, a right-to-left override…) is refused before
    ``submit`` sees it, naming the field (:func:`companion.text.refuse_control`).
    """

    BINDINGS = [Binding("escape", "cancel", "Cancel", id="cancel")]

    def __init__(
        self,
        title: str,
        fields: Sequence[FormField],
        submit: Callable[[dict[str, str]], str | None],
        hint: str = "",
    ) -> None:
        super().__init__()
        self.title_text = title
        self.fields = list(fields)
        self.submit = submit
        self.hint = hint

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog"):
            yield Label(Text(self.title_text), classes="dialog-title")
            for f in self.fields:
                yield Label(Text(f.label))
                yield Field(value=f.value, placeholder=f.placeholder, id=f"field-{f.key}")
            yield Static("", classes="dialog-error")
            yield Static(Text(self.hint or "Enter: next field / done   Esc: cancel"), classes="dialog-hint")

    def values(self) -> dict[str, str]:
        """The text of every field, by key."""
        return {f.key: self.query_one(f"#field-{f.key}", Input).value.strip() for f in self.fields}

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        keys = [f"field-{f.key}" for f in self.fields]
        index = keys.index(event.input.id or "")
        if index + 1 < len(keys):
            self.query_one(f"#{keys[index + 1]}", Input).focus()
            return
        problem = self.refused() or self.submit(self.values())
        if problem:
            self.query_one(".dialog-error", Static).update(Text(f"⚠ {problem}"))
        else:
            self.dismiss(True)

    def refused(self) -> str | None:
        """Why the typed text cannot be taken (a control character, naming the field), or None."""
        for f, value in zip(self.fields, self.values().values()):
            try:
                refuse_control(value)
            except ValueError as problem:
                return f"{f.label} {problem}"
        return None

    def action_cancel(self) -> None:
        self.dismiss(False)
