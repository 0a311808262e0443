"""A test edition: the shipped one with the names a German edition might print on its cards.

The names are the tests' own (no translated edition's cards were at hand); what matters is that they
differ from the English ones, share beginnings with them (``Salz``/``salt``) and with each other
(``Wolle``/``Wein``/``wool``/``wine``), and that one is the English word itself (``Gold``).
"""

from __future__ import annotations

import functools
from typing import Any

from companion.edition import Edition, edition_from_data, load_edition

GERMAN: dict[str, Any] = {
    "source": {"house": "a test's German names"},
    "goods": {
        "grain": "Getreide", "wool": "Wolle", "timber": "Holz", "ore": "Erz", "salt": "Salz", "wine": "Wein",
        "dye": "Farbstoff", "slaves": "Sklaven", "art": "Kunst", "spices": "Gewürze", "gold": "Gold",
        "piracy": "Piraterie",
    },
    "bad_cards": {
        "poverty": "Armut", "barbarians": "Barbaren", "depression": "Depression", "barbarian-fury": "Barbarenwut",
        "zealots": "Eiferer", "corruption": "Korruption", "slave-revolt": "Sklavenaufstand",
    },
    "developments": {
        "library": "Bibliothek", "civil-rights": "Bürgerrechte", "education": "Bildung", "university": "Universität", "barracks": "Kaserne",
    },
}


def with_names(names: dict[str, Any]) -> dict[str, Any]:
    """The shipped edition's data with ``names`` added."""
    return {**load_edition().model_dump(mode="json"), "names": names}


@functools.cache
def german_edition() -> Edition:
    """The shipped edition with :data:`GERMAN` as its German names, read as an edition file is."""
    return edition_from_data(with_names({"de": GERMAN}), origin="german.json", from_file=True)
