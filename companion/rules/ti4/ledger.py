"""A player's commodities and trade goods (003_fbbad9fb1e9f590a.txt, 21.1–21.7 and Notes).

A :class:`PlayerLedger` is a frozen value; every function returns new values
and a small result saying what happened (what was taken, whether "when ...
replenishes" effects trigger, what counts as gained), so a journal can fold
events through them.
"""

from __future__ import annotations

import msgspec

from companion.rules import _check
from companion.rules.errors import CountError
from companion.rules.ti4.errors import LedgerError
from companion.rules.ti4.factions import Faction


class PlayerLedger(msgspec.Struct, frozen=True):
    """One player's commodities and trade goods.

    Attributes:
        faction: the player's faction (its commodity value is the maximum, 21.2).
        commodities: commodity tokens held, in commodities (face-up, 21.3).
        trade_goods: trade goods held.

    Raises:
        CountError: a count that is not a whole number ≥ 0, or more commodities
            than the faction's commodity value (21.2).
    """

    faction: Faction
    commodities: int = 0
    trade_goods: int = 0

    def __post_init__(self) -> None:
        _check.count("commodity value", self.faction.commodity_value)
        _check.count("trade goods", self.trade_goods)
        _check.count(
            "commodities",
            self.commodities,
            maximum=self.faction.commodity_value,
            limit_reason=f"the commodity value of {self.faction.name} is {self.faction.commodity_value} (21.2)",
        )


class Goods(msgspec.Struct, frozen=True):
    """What one player hands over in a transaction (21.5): commodities and trade goods."""

    commodities: int = 0
    trade_goods: int = 0


class Replenished(msgspec.Struct, frozen=True):
    """The result of replenishing (21.3, 21.4, Note 2).

    Attributes:
        ledger: the player's ledger afterwards.
        taken: commodities taken from the supply (0 at the maximum).
        triggered: always True: "when [this] player replenishes commodities"
            effects trigger even when nothing is taken (Note 2), e.g. the Trade
            Agreement promissory note.
    """

    ledger: PlayerLedger
    taken: int
    triggered: bool = True


class Transaction(msgspec.Struct, frozen=True):
    """The result of a transaction or a give effect (21.5, 21.6).

    Attributes:
        first, second: both ledgers afterwards, in the order given.
        first_gained, second_gained: trade goods each player gained: everything
            received arrives as trade goods (21.5; counted as gained, ruling C304).
    """

    first: PlayerLedger
    second: PlayerLedger
    first_gained: int
    second_gained: int


class Converted(msgspec.Struct, frozen=True):
    """The result of converting one's own commodities (21.5.3).

    Attributes:
        ledger: the ledger afterwards.
        converted: commodities turned into trade goods.
        gained: always 0: those trade goods "are not treated as being gained for
            the purpose of triggering other abilities" (21.5.3).
    """

    ledger: PlayerLedger
    converted: int
    gained: int = 0


def start(faction: Faction) -> PlayerLedger:
    """Return a player's ledger at the start of the game: zero commodities (Note 1), zero trade goods."""
    return PlayerLedger(faction)


def replenish(ledger: PlayerLedger) -> Replenished:
    """Replenish commodities up to the faction's commodity value (21.3, 21.4, Note 2).

    The player takes from the supply (21.4) as many commodities as bring them to
    their commodity value (21.3). At the maximum they take none, but the result
    still reports that "when ... replenishes commodities" effects trigger (Note 2).
    """
    taken = ledger.faction.commodity_value - ledger.commodities
    return Replenished(PlayerLedger(ledger.faction, ledger.commodities + taken, ledger.trade_goods), taken)


def transact(first: PlayerLedger, second: PlayerLedger, first_gives: Goods, second_gives: Goods) -> Transaction:
    """Exchange commodities and trade goods in a transaction (21.5, 21.5.1).

    A commodity received "is no longer a commodity token; it is a trade good
    token" (21.5.1): the receiver's commodities never change, their trade goods
    grow by everything received. A player may trade commodities away before a
    replenish effect resolves (21.5.2): call this, then :func:`replenish`.

    Raises:
        CountError: a count that is not a whole number ≥ 0.
        LedgerError: a player giving more commodities or trade goods than they have.
    """
    a = pay(first, first_gives)
    b = pay(second, second_gives)
    a_in = second_gives.commodities + second_gives.trade_goods
    b_in = first_gives.commodities + first_gives.trade_goods
    return Transaction(
        PlayerLedger(a.faction, a.commodities, a.trade_goods + a_in),
        PlayerLedger(b.faction, b.commodities, b.trade_goods + b_in),
        a_in,
        b_in,
    )


def give_commodities(giver: PlayerLedger, receiver: PlayerLedger, commodities: int) -> Transaction:
    """Resolve an effect that makes ``giver`` give commodities to ``receiver`` (21.6).

    "Any game effect that instructs a player to give a commodity to another
    player causes that commodity to be converted into a trade good."

    Raises:
        CountError, LedgerError: as :func:`transact`.
    """
    return transact(giver, receiver, Goods(commodities=commodities), Goods())


def convert(ledger: PlayerLedger, commodities: int) -> Converted:
    """Convert some of one's own commodities to trade goods (21.5.3).

    Raises:
        CountError: not a whole number ≥ 0.
        LedgerError: more commodities than the player has.
    """
    n = _check.count("commodities to convert", commodities)
    if n > ledger.commodities:
        raise LedgerError(f"{ledger.faction.name} has {ledger.commodities} commodities, cannot convert {n}")
    return Converted(PlayerLedger(ledger.faction, ledger.commodities - n, ledger.trade_goods + n), n)


def spend_trade_goods(ledger: PlayerLedger, trade_goods: int) -> PlayerLedger:
    """Spend trade goods; commodities cannot be spent (21.7).

    Raises:
        CountError: not a whole number ≥ 0.
        LedgerError: more trade goods than the player has (commodities do not count, 21.7).
    """
    n = _check.count("trade goods to spend", trade_goods)
    if n > ledger.trade_goods:
        extra = " (commodities cannot be spent, 21.7)" if ledger.commodities else ""
        raise LedgerError(f"{ledger.faction.name} has {ledger.trade_goods} trade goods, cannot spend {n}{extra}")
    return PlayerLedger(ledger.faction, ledger.commodities, ledger.trade_goods - n)


def pay(ledger: PlayerLedger, gives: Goods) -> PlayerLedger:
    """Return ``ledger`` after handing over ``gives``: one side of a transaction (21.5) before it receives anything.

    Raises:
        CountError: a count that is not a whole number ≥ 0.
        LedgerError: more commodities or trade goods than the player has.
    """
    if not isinstance(gives, Goods):
        raise CountError(f"{ledger.faction.name}: expected commodities and trade goods to give")
    c = _check.count(f"{ledger.faction.name} gives commodities", gives.commodities)
    t = _check.count(f"{ledger.faction.name} gives trade goods", gives.trade_goods)
    if c > ledger.commodities:
        raise LedgerError(f"{ledger.faction.name} has {ledger.commodities} commodities, cannot give {c}")
    if t > ledger.trade_goods:
        raise LedgerError(f"{ledger.faction.name} has {ledger.trade_goods} trade goods, cannot give {t}")
    return PlayerLedger(ledger.faction, ledger.commodities - c, ledger.trade_goods - t)
