"""The footer of the screens: Textual's Footer, with its keys in the screen's first frame.

Textual's :class:`~textual.widgets.Footer` composes nothing until its screen publishes its
bindings (at the first idle moment after the screen is mounted), then composes its keys after
the next refresh: a screen is first drawn with an empty footer, and the keys come one frame and
one recomposition later (about 0.1 s on a slow laptop, measured by ``benchmarks/tui.py``).
:class:`KeysFooter` composes its keys with the screen, so the first frame is complete, and
composes again only when the keys it would show differ from those it shows.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Footer

#: What the footer shows of one key: key, description, action, enabled, tooltip, group.
KeyShown = tuple[str, str, str, bool, str, object]


class KeysFooter(Footer):
    """A Footer drawn with its screen's first frame (see the module's docstring)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.set_reactive(Footer._bindings_ready, True)  # the screen's bindings are known when it composes
        self._shown: tuple[KeyShown, ...] | None = None

    def _keys(self) -> tuple[KeyShown, ...]:
        """The keys :meth:`compose` would show now (the screen's active bindings marked ``show``)."""
        keys = [
            (binding.key, binding.description, binding.action, enabled, tooltip, binding.group)
            for _node, binding, enabled, tooltip in self.screen.active_bindings.values()
            if binding.show
        ]
        palette = self.show_command_palette and self.app.ENABLE_COMMAND_PALETTE
        return (*keys, ("palette", "", "", palette, "", None))

    def compose(self) -> ComposeResult:
        self._shown = self._keys()
        yield from super().compose()

    def bindings_changed(self, screen: Screen) -> None:
        """Recompose (as Textual's Footer does) only if the keys shown would change."""
        if self.is_attached and screen is self.screen and self._keys() == self._shown:
            return
        super().bindings_changed(screen)
