"""A small keyboard form as a modal dialog: labelled fields, Enter moves on, Enter on the last submits."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widget import Widget
from textual.widgets import Input, Label, Static

from companion.text import refuse_control
from companion.tui.dialogs.base import EntryDialog
from companion.tui.widgets.field import Field
from companion.i18n import N_, _


@dataclass(frozen=True)
class FormField:
    """One field: its key in the submitted values, label, hint and starting text.

    ``optional``: a field Enter does not stop at once only optional fields are left
    (Enter records; Tab reaches them).
    """

    key: str
    label: str
    placeholder: str = ""
    value: str = ""
    optional: bool = False


class FormDialog(EntryDialog[bool]):
    """Ask for a few values; ``submit`` records them and returns None, or the reason to fix.

    ``preview`` (optional) says what Enter would record, from the values typed so far; it
    is shown under the fields and follows every key.

    ``help_title`` names the form for F1 (people's words); the title without the
    player's name is used if none is given. Dismisses with True once ``submit``
    accepts the values, False on Escape. Text with a control character (ESC, BEL,
    NUL, a right-to-left override…) is refused before ``submit`` sees it, naming
    the field (:func:`companion.text.refuse_control`).
    """

    BINDINGS = [Binding("escape", "cancel", N_("Cancel"), id="cancel", priority=True)]

    def __init__(
        self,
        title: str,
        fields: Sequence[FormField],
        submit: Callable[[dict[str, str]], str | None],
        hint: str = "",
        help_title: str = "",
        preview: Callable[[dict[str, str]], str] | None = None,
        as_sent: bool = False,
        keys: str = "",
        wide: bool = False,
    ) -> None:
        """``as_sent``: the fields hold an entry as a player's phone sent it; Enter in any field records
        it while they are unchanged (their text is selected: typing replaces it). ``keys``: the form's
        own line of keys under ``hint``, in place of the usual one (Enter, Tab, Esc); a hint that names
        Esc gives its own keys too (in English: a translated key's name is not looked for). ``wide``: the
        form takes a wide dialog's width (all of an 80-column terminal), for long hints in its fields."""
        super().__init__()
        self.as_sent = as_sent
        self.HELP_TITLE = help_title or title.split(" — ")[0]
        self.title_text = title
        self.fields = list(fields)
        self.submit = submit
        self.hint = hint
        self.preview = preview
        self.keys = keys
        self.wide = wide
        self._refused: dict[str, str] | None = None  # the text Enter last refused, while its refusal shows

    #: Bordered fields take 4 rows with their labels: this many fit an 80×24 terminal. A longer
    #: form (a custom card: 8) has one-row fields, and scrolls to the field being typed in on a
    #: smaller terminal still.
    ROOMY = 4

    def compose(self) -> ComposeResult:
        compact = len(self.fields) > self.ROOMY
        with VerticalScroll(classes="dialog wide" if self.wide else "dialog"):
            yield Label(Text(self.title_text), classes="dialog-title")
            for f in self.fields:
                yield Label(Text(f.label), classes="field-label")
                yield Field(value=f.value, placeholder=f.placeholder, id=f"field-{f.key}", compact=compact)
            if self.preview is not None:
                yield Static(Text(self.preview(self.initial_values())), classes="dialog-preview")
            yield Static("", classes="dialog-error")
            default = self.keys or _("Enter: next field / record   Esc: cancel")
            if any(f.optional for f in self.fields) and not self.keys:
                default = _("Enter: next field / record   Tab: the optional fields   Esc: cancel")
            # a hint that explains the form still ends with the keys, unless it gives its own
            keys = self.hint if "Esc" in self.hint and not self.keys else "\n".join(filter(None, [self.hint, default]))
            yield Static(Text(keys), classes="dialog-hint")

    def values(self) -> dict[str, str]:
        """The text of every field, by key."""
        return {f.key: self.query_one(f"#field-{f.key}", Input).value.strip() for f in self.fields}

    def initial_values(self) -> dict[str, str]:
        """The fields' starting text, by key (before they are mounted)."""
        return {f.key: f.value.strip() for f in self.fields}

    def on_input_changed(self, _event: Input.Changed) -> None:
        """The live preview follows every key (what Enter would record); a refusal of the text
        Enter read goes once that text changes (it would blame what is no longer typed)."""
        if not self.is_mounted:
            return
        # a change the fields already held when Enter read them (keys typed fast, before Enter) is
        # no change: the refusal stays, or Enter seemed to do nothing but move the cursor
        if self.values() != self._refused:
            self._refused = None
            self.query_one(".dialog-error", Static).update("")
        if self.preview is not None:
            self.query_one(".dialog-preview", Static).update(Text(self.preview(self.values())))

    async def entered(self, field: Widget | None) -> None:
        following = self.next_field(field)
        inputs = self.text_fields()
        later = self.fields[inputs.index(field) + 1 :] if field in inputs else self.fields
        unchanged = self.as_sent and self.values() == self.initial_values()
        if following is not None and not all(f.optional for f in later) and not unchanged:
            self.set_focus(following)
            return
        problem = self.refused() or self.submit(self.values())
        if problem:
            self._refused = self.values()
            # a refusal the hint already states (a form opened out of turn) is not said twice
            said = f"⚠ {problem}" in self.hint.splitlines()
            self.query_one(".dialog-error", Static).update("" if said else Text(f"⚠ {problem}"))
            at_fault = self.field_named(problem)
            if at_fault is not None:  # the cursor goes where the fix is typed
                self.set_focus(self.query_one(f"#field-{at_fault.key}", Input))
        else:
            self.dismiss(True)

    def field_named(self, problem: str) -> FormField | None:
        """The field a refusal begins with (``"Level: type a whole number"`` → the field labelled
        ``"Level (0-3)"``): the entry grammar and the event wording name fields by their labels."""
        head = problem.split(":", 1)[0].strip().lower()
        if not head or ":" not in problem:
            return None
        return next((f for f in self.fields if f.label.lower().startswith(head)), None)

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
