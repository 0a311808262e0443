"""The names printed on a translated edition's cards, as plain values the engine carries but never reads.

An edition may give, per language, the names its goods, named bad cards and developments carry on
a translated edition's cards (docs/edition-format.md, *Names in other languages*). The rules never
look at them: journals, events and the judge's reasons name cards by their ids. The pages, the
host's screens and the entry grammar ask
:meth:`~companion.rules.components.Components.printed_name` with the language they speak.
"""

from __future__ import annotations

from typing import Literal

import msgspec

#: The kinds of card an edition names: goods, named bad cards, developments.
CardKind = Literal["goods", "bad_cards", "developments"]


class PrintedNames(msgspec.Struct, frozen=True):
    """One language's printed names, by card id (a good's name, a bad card's name, a development's id).

    Attributes:
        goods, bad_cards, developments: card id → the name printed in that language ("grain" → "Getreide").
    """

    goods: dict[str, str] = msgspec.field(default_factory=dict)
    bad_cards: dict[str, str] = msgspec.field(default_factory=dict)
    developments: dict[str, str] = msgspec.field(default_factory=dict)

    def of(self, kind: CardKind) -> dict[str, str]:
        """The names of one kind of card."""
        names: dict[str, str] = getattr(self, kind)
        return names
