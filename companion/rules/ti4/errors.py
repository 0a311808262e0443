"""Errors of the Twilight Imperium 4 rule pack."""

from companion.rules.errors import RulesError


class LedgerError(RulesError):
    """A ledger change §21 forbids: giving, converting or spending more than a player has,
    or spending commodities (21.7)."""
