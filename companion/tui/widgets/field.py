"""A text field that follows the app's cursor-blink setting (snapshot tests turn blinking off)
and reads its editing keys in the order typed."""

from __future__ import annotations

from textual import events
from textual.widgets import Input


class Field(Input):
    """An :class:`~textual.widgets.Input` whose cursor blinks only if the app allows it.

    Its own editing keys (Backspace, Delete, ←/→, Home/End, Ctrl+U, Ctrl+W…) act as the field
    reads them, in the order typed. Textual runs a widget's key bindings only once the key has
    bubbled up to the app, so a letter typed right after Backspace was inserted first and then
    deleted: ``xx`` Backspace Backspace ``ab`` typed fast left ``xx``.
    """

    def on_mount(self) -> None:
        self.cursor_blink = bool(getattr(self.app, "blink", True))

    async def _on_key(self, event: events.Key) -> None:
        if not event.is_printable:
            # Textual's private _bindings (8.2.8 is pinned: pyproject.toml): the field's own bindings,
            # Input's editing keys, which have no public lookup by key
            for binding in self._bindings.key_to_bindings.get(event.key, ()):
                # Enter stays with the screens that give it a meaning of their own
                if binding.priority or binding.action == "submit":
                    continue
                if await self.app.run_action(binding.action, self):
                    # no bubbling up to the app, which would run the binding a second time; Input's
                    # own handler still runs (it shows the blinking cursor again, and types nothing
                    # for a key that is not printable)
                    event.stop()
                    return
