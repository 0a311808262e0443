"""Errors of the Advanced Civilization rule pack."""

from companion.rules.errors import RulesError


class MiningError(RulesError):
    """Mining used where 28.53 forbids it: twice in a turn, on a commodity it does not
    raise, on a commodity not held, or beyond the commodity's card count."""


class OfferError(RulesError):
    """A trade offer that cannot be read: fewer cards announced than named, no cards named."""
