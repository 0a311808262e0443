"""The footer of the screens: Textual's Footer, with its keys in the screen's first frame.

Textual's :class:`~textual.widgets.Footer` composes nothing until its screen publishes its
bindings (at the first idle moment after the screen is mounted), then composes its keys after
the next refresh: a screen is first drawn with an empty footer, and the keys come one frame and
one recomposition later (about 0.1 s on a slow laptop, measured by ``benchmarks/tui.py``).
:class:`KeysFooter` composes its keys with the screen, so the first frame is complete, and
composes again only when the keys it would show differ from those it shows.

A footer too narrow for every key (80 columns, the Trading phase) drops whole keys from the
right, where Textual's cuts the last one mid-word ("w War", or a lone "^"): the keys it drops
are those of the app (F1 shows every key) and the phase panel's own list repeats the phase's.

The keys' descriptions and tooltips (shown when the mouse rests on a key) are written in English and
marked ``N_`` where the bindings are declared (class attributes, built at import, before the host's
language is known): the footer says them in the host's language as it composes its keys
(:func:`companion.i18n._`), Textual's own tooltip of the command palette's key too.
"""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.events import Resize
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from companion.i18n import N_, _

#: What the footer shows of one key: key, description, action, enabled, tooltip, group.
KeyShown = tuple[str, str, str, bool, str, object]


#: The word of Textual's command palette key in the footer (``^p palette``), said in the host's language too.
PALETTE_WORD = N_("palette")
#: The tooltip Textual gives the command palette's key (``App.COMMAND_PALETTE_BINDING``), said in the host's language too.
PALETTE_TOOLTIP = N_("Open the command palette")

#: The cells the command palette's key takes beyond its text: its left border and right padding.
PALETTE_FRAME = 2


def key_width(key: FooterKey) -> int:
    """The cells one key takes in the footer's default style: `` k `` then ``Description ``."""
    return cell_len(key.key_display) + 2 + (cell_len(key.description) + 1 if key.description else 0)


def fit_keys(widgets: list[Widget], width: int) -> None:
    """Show the keys in order while they fit ``width`` cells, and hide the rest.

    The command palette's key is docked at the right end and always shows.
    """
    keys = [w for w in widgets if isinstance(w, FooterKey)]
    palette = [k for k in keys if k.has_class("-command-palette")]
    room = width - sum(key_width(k) + PALETTE_FRAME for k in palette)
    used, fits = 0, True
    for key in keys:
        if key in palette:
            continue
        used += key_width(key)
        fits = fits and used <= room
        key.display = fits


def compact_from_the_start(key: FooterKey, footer_compact: bool) -> None:
    """Give ``key`` before it is mounted the ``compact`` it takes once mounted, and its ``-compact`` class.

    A FooterKey starts compact (``reactive(True)``) and its watcher sets the class when it is
    mounted; a key bound to the footer's ``compact`` (every key but the command palette's) then
    takes the footer's, ``False``: two restyles of each key, ~28 for the table's footer, before the
    first frame. Set here, the mount and the binding change nothing, and nothing is restyled.
    """
    compact = True if key.has_class("-command-palette") else footer_compact  # the palette's key is not bound
    key.set_reactive(FooterKey.compact, compact)
    key.set_class(compact, "-compact", update=False)


class KeysFooter(Footer):
    """A Footer drawn with its screen's first frame (see the module's docstring)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
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
        widgets = list(super().compose())
        for key in widgets:
            if isinstance(key, FooterKey):  # its words marked N_ where the binding is declared
                if key.description:
                    key.description = _(key.description)
                if isinstance(key.tooltip, str) and key.tooltip:
                    key.tooltip = _(key.tooltip)
        fit_keys(widgets, self.size.width or self.app.size.width)  # the first frame: the terminal's width
        for key in widgets:
            if isinstance(key, FooterKey):
                compact_from_the_start(key, self.compact)
        yield from widgets

    def on_resize(self, event: Resize) -> None:
        """Show the keys the new width has room for."""
        fit_keys(list(self.query(FooterKey)), event.size.width)

    def bindings_changed(self, screen: Screen[Any]) -> None:
        """Recompose (as Textual's Footer does) only if the keys shown would change."""
        if self.is_attached and screen is self.screen and self._keys() == self._shown:
            return
        super().bindings_changed(screen)
