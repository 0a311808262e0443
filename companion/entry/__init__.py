"""One tolerant grammar for what the host types: goods, card bottoms, cards, sides, players, developments.

Pure (no Textual, no I/O), so the table dialogs, the calculator screen,
``companion calc`` and the web forms read text the same way.

Names
    Any case, accents optional, with spaces, hyphens or underscores between words:
    ``Barbarian Fury``, ``barbarian-fury``, ``barbarian_fury`` and ``barbarian fury``
    are one card. A multi-word name is one token: a counted list reads the longest
    run of words that names something and never counts its words apart. A name
    may be shortened word by word from its first word (``barb fu``, ``slave``) when
    only one name starts that way; a later word alone is never the name (``fury``
    and ``revolt`` are not cards). An exact spelling wins over longer names it
    begins (``barbarian`` is the barbarian icon, not barbarian fury). The arrows may be
    named by colour: black/white = dictatorship/democracy, red/blue = mars/venus
    (001 "Religion & Government Arrows"; R5). A beginning several names share is
    refused with each candidate listed once ("'d' could be democracy, depression or
    dictatorship: type more letters"); an unknown word says what it could have
    been ("'grian' is not a good here — did you mean grain?"). A plural spelt out is its
    singular (``3 grains``, ``barbarian furies``). A sign or symbol that is not part of
    the grammar (``?``, ``*``, an emoji) is refused, never read as a space.

Counts
    0–99, before or after the name, spaced or glued: ``3 grain``, ``grain 3``,
    ``grain3``, ``3g``, ``grain=3``, ``3x grain``. Commas are optional; a comma ends
    an item. Repeated names add up (to 99 at most). ``1.5`` is not a count.

Printed arrows
    Zealots, Corruption and Slave Revolt carry one arrow printed on the card (R18):
    it is typed attached, ``zealots:red`` or ``zealots (red)``, and recorded as the
    card plus that arrow (``{"zealots": 1, "mars": 1}``). Without it the entry asks
    "Zealots: which arrow is printed on the card? type zealots:red (or black/white/blue)".

Every failure is an :class:`EntryError` whose message starts with the field's name
and repeats the word. The public API:

- :class:`Vocabulary` — a field's names (``Vocabulary.of("good", names, aliases)``);
  the edition's are built by :mod:`companion.entry.titm` (``goods``, ``bottoms``,
  ``arrows``, ``sides``, ``developments``, ``players``).
- :func:`read_counts` (text → ``{value: count}``), :func:`read_names` (text → values
  in order, repeated), :func:`read_list` (names each once, no counts: an ability's
  targets), :func:`read_items` (with attached words),
  :func:`read_bottoms` (the bottoms field: icons to record and the printed arrows).
- :func:`read_name` (one name → its value) and :func:`candidates` (the names a
  beginning fits, for lists that narrow as one types).
- :func:`read_int`, :func:`read_optional_int`, :func:`read_ints`, :func:`read_yes`,
  :func:`read_side`, :func:`read_turn`, :func:`read_person`, :func:`read_rows`, :func:`read_announced` for the other boxes.
"""

from __future__ import annotations

from companion.entry.bottoms import BottomsEntry, read_bottoms
from companion.entry.counts import MOST, Item, read_counts, read_items, read_list, read_names
from companion.entry.errors import EntryError
from companion.entry.fields import (
    as_int,
    read_announced,
    read_int,
    read_ints,
    read_optional_int,
    read_person,
    read_rows,
    read_side,
    read_turn,
    read_yes,
)
from companion.entry.names import candidates, read_name
from companion.entry.vocabulary import Term, Vocabulary

__all__ = [
    "MOST",
    "BottomsEntry",
    "EntryError",
    "Item",
    "Term",
    "Vocabulary",
    "as_int",
    "candidates",
    "read_announced",
    "read_bottoms",
    "read_counts",
    "read_int",
    "read_ints",
    "read_items",
    "read_list",
    "read_name",
    "read_names",
    "read_optional_int",
    "read_person",
    "read_rows",
    "read_side",
    "read_turn",
    "read_yes",
]
