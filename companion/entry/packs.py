"""The vocabularies of the rule packs' fields (Advanced Civilization, Mega Civilization, TI4, Trade and Triumph).

Built from a pack's loaded data (``companion.edition.packs.<pack>.load()``); the
values are the pack's ids, the labels its printed names.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from companion.entry.vocabulary import Spelling, Term, Vocabulary
from companion.entry.words import words


def trade_cards(pack: Any, *, field: str = "Cards") -> Vocabulary:
    """Advanced or Mega Civilization's trade cards: commodities, then calamities (``"civ war"`` → ``"civil-war"``)."""
    deck = pack.deck
    return Vocabulary.of("trade card", {c.id: c.name for c in (*deck.commodities, *deck.calamities)}, field=field)


def calamities(pack: Any, *, field: str = "Calamities") -> Vocabulary:
    """Mega Civilization's calamities."""
    return Vocabulary.of("calamity", {c.id: c.name for c in pack.deck.calamities}, field=field)


def blocks(*, field: str = "Block") -> Vocabulary:
    """Mega Civilization's trade-card blocks, West and East (002 "Separate trade card blocks")."""
    from companion.rules.megaciv.cards import BLOCKS

    return Vocabulary.of("block", {b: b.capitalize() for b in BLOCKS}, field=field)


#: Trade and Triumph's resource cubes by colour (004 "Trade Resources": "Green = Forest / White = Mountain /
#: Yellow = Desert / Blue = Ocean").
CUBE_COLOURS = {"green": "forest", "white": "mountain", "yellow": "desert", "blue": "ocean"}


def factions(pack: Any, *, field: str = "Faction") -> Vocabulary:
    """Twilight Imperium 4's factions, by id or printed name (``"hacan"``, ``"Emirates of Hacan"``).

    The faction sheets print most names after "The" (``"The Emirates of Hacan"``) while the
    data's names leave it out, so every name may also be typed after "the" (003 §21, C301).
    """
    plain = Vocabulary.of("faction", {f.id: f.name for f in pack.factions.factions}, field=field)
    terms = tuple(
        Term(t.value, t.label, (*t.spellings, Spelling(words(f"the {t.label}"), t.label))) for t in plain.terms
    )
    return replace(plain, terms=terms)


def regions(*, field: str = "Resources") -> Vocabulary:
    """Trade and Triumph's four regions, or their cubes' colours (``"green"`` → ``"forest"``; 004 Trade Resources)."""
    from companion.rules.tnt.board import REGIONS

    return Vocabulary.of("region", REGIONS, CUBE_COLOURS, field=field)
