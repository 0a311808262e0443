"""Commodity and trade-good tokens of one and three (003_fbbad9fb1e9f590a.txt, 21.1, 21.8).

"Commodity tokens come in values of one and three. A player can swap between
these tokens as necessary" (21.8); commodities and trade goods are the two sides
of the same tokens (21.1). These functions make change: the fewest tokens for
an amount, and which tokens to hand over (and swap with the supply) to pay an
amount out of the tokens held. The supply is taken to be unlimited (ruling C303).
"""

from __future__ import annotations

import msgspec

from companion.rules import _check
from companion.rules.ti4.errors import LedgerError


class Tokens(msgspec.Struct, frozen=True):
    """A handful of tokens: ``ones`` tokens of value 1 and ``threes`` of value 3.

    Raises:
        CountError: a count that is not a whole number ≥ 0.
    """

    ones: int = 0
    threes: int = 0

    def __post_init__(self) -> None:
        _check.count("tokens of one", self.ones)
        _check.count("tokens of three", self.threes)

    @property
    def total(self) -> int:
        """The value of the tokens (commodities or trade goods)."""
        return self.ones + 3 * self.threes

    @property
    def pieces(self) -> int:
        """How many tokens there are."""
        return self.ones + self.threes


class Change(msgspec.Struct, frozen=True):
    """How to hand over an amount out of the tokens held (21.8).

    Attributes:
        handed: the tokens handed over (their total is the amount).
        kept: the tokens left.
        returned: tokens put back in the supply in a swap.
        taken: tokens taken from the supply in that swap (same total as ``returned``).
    """

    handed: Tokens
    kept: Tokens
    returned: Tokens
    taken: Tokens


def fewest_tokens(amount: object) -> Tokens:
    """Return the fewest tokens worth ``amount``: as many threes as fit, then ones (21.8).

    Raises:
        CountError: not a whole number ≥ 0.
    """
    n = _check.count("amount", amount)
    threes, ones = divmod(n, 3)
    return Tokens(ones, threes)


def make_change(held: Tokens, amount: object) -> Change:
    """Hand over ``amount`` out of ``held``, swapping with the supply only if needed (21.8).

    Hands over as many threes as fit, then ones. When the ones held are too few
    for the remainder, one three is swapped for three ones first (never more
    than one swap is needed).

    Raises:
        CountError: ``amount`` not a whole number ≥ 0.
        LedgerError: ``amount`` is more than the tokens held are worth.
    """
    n = _check.count("amount", amount)
    if n > held.total:
        raise LedgerError(f"the tokens held are worth {held.total}, cannot hand over {n}")
    threes = min(held.threes, n // 3)
    ones = n - 3 * threes
    returned = taken = Tokens()
    pool = held
    if ones > held.ones:
        returned, taken = Tokens(threes=1), Tokens(ones=3)
        pool = Tokens(held.ones + 3, held.threes - 1)
    handed = Tokens(ones, threes)
    return Change(handed, Tokens(pool.ones - ones, pool.threes - threes), returned, taken)
