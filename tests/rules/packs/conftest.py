"""Fixtures for the rule-pack tests: the shipped data, loaded once per test module.

The engine never reads files; these fixtures do it the way ``companion calc``
does (through :mod:`companion.edition.packs`) and hand the engine its values.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from companion.rules.advciv.cards import Commodity, Deck

if TYPE_CHECKING:
    from companion.rules.megaciv.cards import MegaDeck
    from companion.rules.ti4.factions import FactionTable
    from companion.rules.tnt.board import TntRules


@pytest.fixture(scope="module")
def deck() -> Deck:
    """The Advanced Civilization trade cards of assets/advciv.json."""
    from companion.edition.packs import advciv

    return advciv.load().deck


@pytest.fixture(scope="module")
def mega_deck() -> MegaDeck:
    """The Mega Civilization trade cards of assets/megaciv.json (24 calamities, 8 of them minor, C202)."""
    from companion.edition.packs import megaciv

    return megaciv.load().deck


@pytest.fixture(scope="module")
def factions() -> FactionTable:
    """The Twilight Imperium 4 faction table of assets/ti4.json."""
    from companion.edition.packs import ti4

    return ti4.load().factions


@pytest.fixture(scope="module")
def tnt_rules() -> TntRules:
    """The Trade and Triumph numbers of assets/tnt.json."""
    from companion.edition.packs import tnt

    return tnt.load().rules


def small_deck() -> Deck:
    """A two-commodity deck for brute-force checks: Salt (3, 9 cards, no Mining), Gold (9, 5 cards, Mining)."""
    return Deck((Commodity("salt", "Salt", 3, 9), Commodity("gold", "Gold", 9, 5, mining=True)))
