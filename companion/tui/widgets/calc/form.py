"""One computation of the calculator: its boxes, a line on how to type, and the answer, updated as the host types."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.cells import cell_len
from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Input, Label, Static

from companion.tui.calc_forms import Form, Shown, Sources, show
from companion.tui.widgets.field import Field
from companion.i18n import _

#: The cells of a row's first label (the boxes under one another line up): more if a translated label needs them.
FIRST_LABEL = 11

#: Alt+1…9 as most terminals send it (ESC, then the digit) reaches the app as the character macOS's
#: Option key types with that digit (Textual's table of key sequences: ESC 3 is "£"): the keys of
#: those characters, by digit. The calculator changes tab with them; none is ever typed in a box.
ALT_DIGIT_KEYS: dict[int, str] = {
    1: "inverted_exclamation_mark", 2: "trade_mark_sign", 3: "pound_sign", 4: "cent_sign", 5: "infinity",
    6: "section_sign", 7: "pilcrow_sign", 8: "bullet", 9: "ª",
}


class CalcField(Field):
    """A calculator box: the characters Alt+digit arrives as are the screen's tab keys, not text."""

    def check_consume_key(self, key: str, character: str | None) -> bool:
        return key not in ALT_DIGIT_KEYS.values() and super().check_consume_key(key, character)


class CalcForm(Vertical):
    """The boxes of ``form`` and its live answer.

    Args:
        form: the computation.
        sources: the data it reads.
        values: starting text of the boxes, by key (prefilled from the open game).
    """

    def __init__(self, form: Form, sources: Sources, values: Mapping[str, str] | None = None, **kwargs: Any) -> None:
        super().__init__(classes="calc-form", **kwargs)
        self.form = form
        self.sources = sources
        self.start_values = dict(values or {})
        self.shown = Shown("")

    def box_id(self, key: str) -> str:
        """The widget id of a box."""
        return f"{self.form.id}--{key}"

    def compose(self) -> ComposeResult:
        first = max([FIRST_LABEL, *(cell_len(_(row[0].label)) + 1 for row in self.form.rows if row)])
        for row in self.form.rows:
            with Horizontal(classes="calc-row"):
                for index, box in enumerate(row):
                    label = Label(_(box.label), classes="calc-label")
                    if index == 0:
                        label.styles.width = first  # its translated width (and the padding after it)
                    yield label
                    yield CalcField(
                        self.start_values.get(box.key, ""),
                        placeholder=box.placeholder,
                        id=self.box_id(box.key),
                        classes="calc-field",
                        compact=True,
                    )
        if self.form.note:
            yield Static(_(self.form.note), classes="calc-note", markup=False)
        with VerticalScroll(classes="calc-answer-box"):
            yield Static("", id=f"{self.form.id}--answer", classes="calc-answer", markup=False)

    def on_mount(self) -> None:
        self.refresh_answer()

    @property
    def fields(self) -> list[Field]:
        """The boxes, in order."""
        return [self.query_one(f"#{self.box_id(b.key)}", Field) for b in self.form.boxes]

    def values(self) -> dict[str, str]:
        """What is typed in each box, by key."""
        return {b.key: f.value for b, f in zip(self.form.boxes, self.fields)}

    @on(Input.Changed)
    def _typed(self, event: Input.Changed) -> None:
        event.stop()
        self.refresh_answer()

    @on(Input.Submitted)
    def _next_box(self, event: Input.Submitted) -> None:
        """Enter moves to the next box (the answer is already up to date)."""
        event.stop()
        fields = self.fields
        if event.input in fields:
            fields[(fields.index(event.input) + 1) % len(fields)].focus()

    def refresh_answer(self) -> None:
        """Recompute the answer from the boxes and show it (a ⚠ line if it cannot be computed)."""
        self.shown = show(self.form, self.sources, self.values())
        answer = self.query_one(f"#{self.form.id}--answer", Static)
        answer.update(self.shown.text)
        answer.set_class(self.shown.problem, "-problem")

    def focus_first(self) -> None:
        """Put the cursor in the first box (or on the answer of a form without boxes)."""
        fields = self.fields
        target = fields[0] if fields else self.query_one(VerticalScroll)
        self.screen.set_focus(target)  # at once: the next key the app reads goes there
