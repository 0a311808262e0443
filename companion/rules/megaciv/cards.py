"""The trade cards of *Mega Civilization* (002_68463270ecbd4b83.txt, "Calamities").

Commodities are those of :mod:`companion.rules.advciv.cards`; a calamity is
also major or minor ("8. Calamity Selection": "2 of which may be Major
Calamities (either Non Tradeable or Tradeable), 3 of which may be Minor").
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.rules._names import lookup
from companion.rules.advciv.cards import Calamity, Deck


@dataclass(frozen=True)
class MegaCalamity(Calamity):
    """A Mega Civilization calamity: an Advanced Civilization calamity that is major or minor.

    Attributes:
        major: True for a major calamity, False for a minor one.
    """

    major: bool = True

    @property
    def kind(self) -> str:
        """``"major"`` or ``"minor"``."""
        return "major" if self.major else "minor"


@dataclass(frozen=True)
class MegaDeck(Deck):
    """All trade cards of a Mega Civilization edition (one block; ``cards`` are per block)."""

    calamities: tuple[MegaCalamity, ...] = ()

    def calamity(self, name: str) -> MegaCalamity:
        """Return the calamity called ``name`` (id or printed name, any case).

        Raises:
            UnknownNameError: no such calamity; the message lists them.
        """
        return lookup("calamity", name, self.calamities)
