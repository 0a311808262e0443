"""A text field that follows the app's cursor-blink setting (snapshot tests turn blinking off)."""

from __future__ import annotations

from textual.widgets import Input


class Field(Input):
    """An :class:`~textual.widgets.Input` whose cursor blinks only if the app allows it."""

    def on_mount(self) -> None:
        self.cursor_blink = bool(getattr(self.app, "blink", True))
