"""The vocabularies of the rule packs' fields (Advanced Civilization, Mega Civilization, TI4, Trade and Triumph).

Built from a pack's loaded data (``companion.edition.packs.<pack>.load()``); the
values are the pack's ids, the labels its printed names.
"""

from __future__ import annotations

from typing import Any

from companion.entry.vocabulary import Vocabulary


def trade_cards(pack: Any, *, field: str = "Cards") -> Vocabulary:
    """Advanced or Mega Civilization's trade cards: commodities, then calamities (``"civ war"`` → ``"civil-war"``)."""
    deck = pack.deck
    return Vocabulary.of("trade card", {c.id: c.name for c in (*deck.commodities, *deck.calamities)}, field=field)


def calamities(pack: Any, *, field: str = "Calamities") -> Vocabulary:
    """Mega Civilization's calamities."""
    return Vocabulary.of("calamity", {c.id: c.name for c in pack.deck.calamities}, field=field)


def factions(pack: Any, *, field: str = "Faction") -> Vocabulary:
    """Twilight Imperium 4's factions, by id or printed name (``"hacan"``, ``"Emirates of Hacan"``)."""
    return Vocabulary.of("faction", {f.id: f.name for f in pack.factions.factions}, field=field)


def regions(*, field: str = "Resources") -> Vocabulary:
    """Trade and Triumph's four regions (004 Trade Resources)."""
    from companion.rules.tnt.board import REGIONS

    return Vocabulary.of("region", REGIONS, field=field)
