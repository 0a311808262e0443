"""The trade cards of *Mega Civilization* (002_68463270ecbd4b83.txt, "Trade", "Calamities").

A commodity's cards depend on the player count and the trade-card block ("Separate
trade card blocks": East and West, both used with 12-18 players); a calamity is
also major or minor ("8. Calamity Selection": "2 of which may be Major
Calamities (either Non Tradeable or Tradeable), 3 of which may be Minor") and is
used at some player counts only. The tables themselves are data
(``assets/megaciv.json``, rulings C201-C204); :mod:`.blocks` builds the deck of
one game from them.
"""

from __future__ import annotations

from typing import Literal

import msgspec

from companion.rules._names import lookup
from companion.rules.advciv.cards import Calamity, Commodity, Deck

#: A trade-card block.
Block = Literal["west", "east"]
BLOCKS: tuple[Block, ...] = ("west", "east")
"""The two trade-card blocks, in the order the answers name them ("Separate trade card blocks")."""

Counts = tuple[tuple[str, int], ...]
"""Cards per block: ``(("west", 5), ("east", 4))``; a block without the commodity is left out."""


def spans(players: frozenset[int]) -> str:
    """``"5-18"``, ``"9-11 and 15-18"``: the player counts of a card, for messages."""
    found: list[list[int]] = []
    for n in sorted(players):
        if found and found[-1][1] == n - 1:
            found[-1][1] = n
        else:
            found.append([n, n])
    parts = [str(a) if a == b else f"{a}-{b}" for a, b in found]
    return " and ".join(parts) if parts else "no player count"


class MegaCommodity(Commodity, frozen=True):
    """A Mega Civilization commodity: its cards at each player count and block.

    Attributes:
        cards: the most cards it has in any game (the deck of all player counts).
        players: the player counts whose games use it.
        one_block: cards per block when one block is used (up to 11 players).
        two_blocks: cards per block when both blocks are used (12-18 players).
    """

    players: frozenset[int] = frozenset(range(5, 19))
    one_block: Counts = ()
    two_blocks: Counts = ()


class MegaCalamity(Calamity, frozen=True):
    """A Mega Civilization calamity: an Advanced Civilization calamity that is major or minor.

    Attributes:
        cards: copies in each block (one: "In a game using a single block ... there are no
            duplicate calamities", ruling C204).
        major: True for a major calamity, False for a minor one.
        players: the player counts whose games use it (minor ones: 9-11 and 15-18).
    """

    major: bool = True
    players: frozenset[int] = frozenset(range(5, 19))

    @property
    def kind(self) -> str:
        """``"major"`` or ``"minor"``."""
        return "major" if self.major else "minor"


class Setup(msgspec.Struct, frozen=True):
    """Which blocks a game of some player counts uses (ruling C203).

    Attributes:
        players: the player counts.
        blocks: the blocks: the one in play, the ones a table may choose from, or both in play.
        together: True when all of ``blocks`` are in play at once (12-18 players); False when
            the game uses one of them.
    """

    players: frozenset[int]
    blocks: tuple[str, ...]
    together: bool


class MegaDeck(Deck, frozen=True):
    """All trade cards of a Mega Civilization edition, every player count together.

    ``commodities[i].cards`` is a commodity's most cards in any game and ``calamities[i].cards``
    its copies per block, so this deck checks what can exist at all (trades);
    :func:`companion.rules.megaciv.blocks.game_deck` gives the deck of one game.
    """

    commodities: tuple[MegaCommodity, ...] = ()
    calamities: tuple[MegaCalamity, ...] = ()
    setups: tuple[Setup, ...] = ()

    def calamity(self, name: str) -> MegaCalamity:
        """Return the calamity called ``name`` (id or printed name, any case).

        Raises:
            UnknownNameError: no such calamity; the message lists them.
        """
        return lookup("calamity", name, self.calamities)
