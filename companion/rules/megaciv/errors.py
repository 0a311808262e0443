"""Errors of the Mega Civilization rule pack."""

from companion.rules.errors import RulesError


class CalamitySelectionError(RulesError):
    """Calamities that cannot be held in the game, or discards the table entered that
    do not end within the limit of "8. Calamity Selection"."""


class MegaOfferError(RulesError):
    """A trade offer that cannot be read (more cards named than announced)."""


class BlockError(RulesError):
    """A trade-card block that the game of that player count does not use ("Separate trade card blocks")."""
