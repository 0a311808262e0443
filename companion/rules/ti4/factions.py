"""Faction commodity values (003_fbbad9fb1e9f590a.txt, 21.2).

"The commodity value on a player's faction sheet indicates the maximum number
of commodities that player can have." The values are data
(``assets/ti4.json``, ruling C301); a faction not in the table gets a custom
value (:func:`custom_faction`, ruling C302).
"""

from __future__ import annotations

import msgspec

from companion.rules import _check
from companion.rules._names import lookup


class Faction(msgspec.Struct, frozen=True):
    """A faction and its commodity value (21.2).

    Attributes:
        id: lower-case key (``"hacan"``).
        name: printed name (``"The Emirates of Hacan"``).
        commodity_value: the most commodities its player can have.
    """

    id: str
    name: str
    commodity_value: int


class FactionTable(msgspec.Struct, frozen=True):
    """The factions of an edition, in table order."""

    factions: tuple[Faction, ...]

    def faction(self, name: str) -> Faction:
        """Return the faction called ``name`` (id or printed name, any case).

        Raises:
            UnknownNameError: no such faction; the message lists them.
        """
        return lookup("faction", name, self.factions)


def custom_faction(commodity_value: object, name: str = "custom faction") -> Faction:
    """Return a faction with a commodity value the table enters (ruling C302).

    Raises:
        CountError: ``commodity_value`` is not a whole number ≥ 0.
    """
    value = _check.count("commodity value", commodity_value)
    return Faction("custom", name, value)
