"""Errors raised by the rules engine.

All of them derive from :class:`RulesError` (itself a :class:`CompanionError`
and a :class:`ValueError`), so callers catch one type. Each message names what
was wrong in the table's own words, e.g. ``"wine: 19 cards, but the deck has
only 12"``.
"""

from companion.errors import CompanionError, Refusal


class RulesError(CompanionError, ValueError):
    """Invalid input to a rule computation."""


class UnknownNameError(RulesError):
    """A good, icon, side, track, deck or development the edition does not have."""


class CountError(RulesError):
    """A count that is negative, not a whole number, or more than the components allow."""


class TrackError(RulesError):
    """A marker position that is not on its track."""


class TurnError(RulesError):
    """A turn outside the turn track (the game has six turns)."""


class DieError(RulesError):
    """A Barbarian Die roll that is not one of the die's faces, or the wrong number of rolls."""


class ProductionError(RulesError):
    """A production change the rules forbid (more than two of a basic good, losing a producer you lack)."""


class DevelopmentError(RulesError):
    """A development that may not be played or held (level above the cap, a second monument...)."""


class PlayerError(RulesError):
    """A player name that is missing, repeated, or not in the game."""


class BottomsError(RulesError):
    """Card bottoms no hand of real cards could show: more bottoms than cards, a bad card on goods
    that never carry it, a Zealots without its printed arrow (001 The Goods; R16, R18)."""


class PrintedArrowError(BottomsError):
    """A Zealots, Corruption or Slave Revolt entered without the arrow printed on it (R18).

    Attributes:
        cards: the edition's names of those cards in the spend (``("zealots",)``), in the
            edition's order: a phone asks for each one's arrow from them.
    """

    def __init__(self, message: str | Refusal, cards: tuple[str, ...]) -> None:
        super().__init__(message)
        self.cards = cards
