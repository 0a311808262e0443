"""The one error type of typed entry."""

from __future__ import annotations

from companion.errors import CompanionError


class EntryError(CompanionError):
    """Typed text that cannot be read; the message names the field and the word, e.g.
    ``"Goods: 'grian' is not a good here — did you mean grain?"``."""
