"""A check box whose state reads without colour: ``▐X▌`` ticked, ``▐ ▌`` not (STYLE 7)."""

from __future__ import annotations

from textual.widgets import Checkbox


class TickBox(Checkbox):
    """A :class:`~textual.widgets.Checkbox` that draws its X only when ticked.

    Textual's box draws the X either way and tells the two states apart by colour alone, which a
    host on a monochrome terminal, or who does not see that colour, cannot read.
    """

    @property
    def BUTTON_INNER(self) -> str:  # noqa: N802 - the name Textual's ToggleButton reads
        return "X" if self.value else " "

    @BUTTON_INNER.setter
    def BUTTON_INNER(self, inner: str) -> None:  # noqa: N802 - Textual's is a class attribute one may set
        raise AttributeError(f"a TickBox draws its X from its value, not {inner!r}")
