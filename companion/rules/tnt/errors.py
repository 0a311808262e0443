"""Errors of the Trade and Triumph rule pack."""

from companion.rules.errors import RulesError


class PaymentError(RulesError):
    """A purchase or sale a trader cannot make: too little gold, too few resources or cards."""


class UpgradeError(RulesError):
    """An upgrade the board does not allow: a full track, or a track that does not exist."""
