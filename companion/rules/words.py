"""How the engine words a sentence for a page in another language without reading a catalog.

A function of the engine that words a sentence for a person takes ``words``: anything with the
standard library's ``gettext``/``ngettext`` methods (the catalog in use, which the page's code passes:
``companion.i18n.current()``). By default it is :data:`ENGLISH`, the sentence as written, which the
journal, the CLI and the tests read. The engine reads no catalog: it only marks its messages
(``words.gettext("…")``, ``words.ngettext("…", "…", n)``, which ``pybabel extract`` finds).
"""

from __future__ import annotations

from typing import Protocol


class Words(Protocol):
    """A catalog's two ways of saying a message: as :class:`gettext.NullTranslations` has them."""

    def gettext(self, message: str, /) -> str:
        """``message`` in the catalog's language (placeholders ``{name}``, filled after)."""
        ...

    def ngettext(self, singular: str, plural: str, n: int, /) -> str:
        """The singular or a plural form for ``n``, as the catalog's language counts."""
        ...


class English:
    """The sentences as the engine writes them."""

    def gettext(self, message: str, /) -> str:
        """``message`` as written."""
        return message

    def ngettext(self, singular: str, plural: str, n: int, /) -> str:
        """``singular`` for one, else ``plural``."""
        return singular if n == 1 else plural


#: The engine's own words (English): what every caller gets unless it passes a catalog.
ENGLISH = English()
