"""Cards by the names printed on the table's cards, in the language in use (the page's, else the host's).

The edition may carry the names a translated edition prints (docs/edition-format.md, *Names in other
languages*); a card it names in none is shown by its English name. Journals, events and the judge keep
card ids: only what a person reads goes through here.
"""

from __future__ import annotations

from companion.errors import Printed
from companion.i18n import current_code
from companion.rules.components import Components
from companion.rules.effects import Development


def printed_good(rules: Components, good: str) -> str:
    """A good as printed in the language in use: ``grain``, or ``Getreide`` in German if the edition says so."""
    return rules.printed_name("goods", good, current_code())


def printed_bad_card(rules: Components, card: str) -> str:
    """A named bad card as printed in the language in use: ``Barbarian Fury`` (R11)."""
    return rules.printed_name("bad_cards", card, current_code())


def printed_development(rules: Components, card: Development) -> str:
    """A development (the catalogue's or a table's custom card) as printed in the language in use."""
    return rules.translated("developments", current_code()).get(card.id) or card.name


def development_words(rules: Components, card: Development) -> Printed:
    """:func:`printed_development` for a sentence said later, in any language (:class:`companion.errors.Printed`)."""
    names = ((lang, name) for lang in sorted(rules.names) if (name := rules.translated("developments", lang).get(card.id)))
    return Printed(card.name, tuple(names))
