"""Selling, buying and the hand limit in *Trade and Triumph* (004_94530a861ff71851.txt).

- "The City": each trade resource sells for 1 VP; one of each of the four sells
  for 6 VP; cards in hand sell for 2 gold each.
- "The Trade Routes": at a trade node, cards in hand sell for 1 gold each.
- "Specialty Cards": a specialty draw costs 10 gold.
- "Upgrade Boards": upgrades are bought left to right, for the gold shown on the
  board (not in the text: the price is passed in, ruling C402).
- "Game Rules": more than 7 cards at the end of a turn: discard down to 7.

Every function returns a new :class:`~.board.Trader`; none changes one.
"""

from __future__ import annotations

from typing import Literal

import msgspec

from companion.rules import _check
from companion.rules.errors import CountError
from companion.rules.tnt.board import REGIONS, Resources, TntRules, Trader, Upgrades
from companion.rules.tnt.errors import PaymentError, UpgradeError


class Sale(msgspec.Struct, frozen=True):
    """A sale of trade resources at the city.

    Attributes:
        sets: sets of one of each of the four resources (6 VP each).
        singles: resources sold one by one (1 VP each).
        vp: the victory points the sale brings.
    """

    sets: int
    singles: Resources
    vp: int

    @property
    def resources(self) -> int:
        """Resources sold in all."""
        return 4 * self.sets + self.singles.total


def sale_vp(rules: TntRules, sets: int, singles: int) -> int:
    """Return the VP of selling ``sets`` sets of four and ``singles`` single resources ("The City")."""
    return sets * rules.set_vp + singles * rules.resource_vp


def best_sale(rules: TntRules, resources: Resources) -> Sale:
    """Return the sale of all ``resources`` at the city that brings the most VP ("The City").

    Every resource is worth at least 1 VP sold, so all are sold. A set of four
    (6 VP) beats four singles (4 VP), so as many sets as the scarcest region
    allows are sold (with edition numbers where four singles are worth more,
    no set is sold). Several sets in one visit are allowed (ruling C403).
    """
    counts = resources.as_dict()
    sets = min(counts.values()) if rules.set_vp > len(REGIONS) * rules.resource_vp else 0
    singles = Resources(**{r: n - sets for r, n in counts.items()})
    return Sale(sets, singles, sale_vp(rules, sets, singles.total))


def sell_resources(rules: TntRules, trader: Trader, sets: int, singles: Resources) -> Trader:
    """Sell resources at the city: ``sets`` sets of four and ``singles`` one by one ("The City").

    Raises:
        CountError: ``sets`` not a whole number ≥ 0, or ``singles`` not :class:`Resources`.
        PaymentError: more resources than the trader holds.
    """
    n = _check.count("sets of four", sets)
    if not isinstance(singles, Resources):
        raise CountError("singles: expected resources counted per region")
    held = trader.resources.as_dict()
    sold = {r: n + k for r, k in singles.as_dict().items()}
    short = [f"{sold[r]} {r} (holds {held[r]})" for r in REGIONS if sold[r] > held[r]]
    if short:
        raise PaymentError(f"{trader.name} cannot sell {', '.join(short)}")
    left = Resources(**{r: held[r] - sold[r] for r in REGIONS})
    return msgspec.structs.replace(trader, vp=trader.vp + sale_vp(rules, n, singles.total), resources=left)


def sell_cards(rules: TntRules, trader: Trader, cards: int, at: Literal["node", "city"]) -> Trader:
    """Sell cards from hand: 1 gold each at a trade node, 2 at the city.

    Raises:
        CountError: ``cards`` not a whole number ≥ 0.
        UnknownNameError: ``at`` is not ``"node"`` or ``"city"``.
        PaymentError: more cards than the trader holds.
    """
    _check.known("place to sell cards", at, ("node", "city"))
    n = _check.count("cards to sell", cards)
    if n > trader.hand:
        raise PaymentError(f"{trader.name} holds {trader.hand} cards, cannot sell {n}")
    price = rules.card_gold_city if at == "city" else rules.card_gold_node
    return msgspec.structs.replace(trader, hand=trader.hand - n, gold=trader.gold + n * price)


def draw_specialty(rules: TntRules, trader: Trader) -> Trader:
    """Pay 10 gold and draw one specialty card ("Specialty Cards"); it is the turn's draw.

    Raises:
        PaymentError: fewer than 10 gold.
    """
    if trader.gold < rules.specialty_cost:
        raise PaymentError(f"{trader.name} has {trader.gold} gold; a specialty draw costs {rules.specialty_cost}")
    return msgspec.structs.replace(trader, gold=trader.gold - rules.specialty_cost, hand=trader.hand + 1)


def buy_upgrade(rules: TntRules, trader: Trader, track: str, price: int) -> Trader:
    """Buy the next upgrade of ``track`` (left to right) for ``price`` gold ("Upgrade Boards").

    It counts as the turn's play and comes into effect next turn (the caller's concern).

    Raises:
        UnknownNameError: ``track`` is not move, draw or play.
        CountError: ``price`` not a whole number ≥ 0.
        UpgradeError: the track is full.
        PaymentError: too little gold.
    """
    spaces = rules.spaces(track)
    cost = _check.count("upgrade price", price)
    bought = getattr(trader.upgrades, track)
    if bought >= spaces:
        raise UpgradeError(f"{trader.name}'s {track} track is full ({spaces} upgrades)")
    if cost > trader.gold:
        raise PaymentError(f"{trader.name} has {trader.gold} gold; the upgrade costs {cost}")
    upgrades: Upgrades = msgspec.structs.replace(trader.upgrades, **{track: bought + 1})
    return msgspec.structs.replace(trader, gold=trader.gold - cost, upgrades=upgrades)


def discard_to_hand_limit(rules: TntRules, trader: Trader) -> tuple[Trader, int]:
    """At the end of a turn, discard down to 7 cards ("Game Rules").

    Returns:
        The trader afterwards and how many cards were discarded (the player chooses which).
    """
    excess = max(0, trader.hand - rules.hand_limit)
    return msgspec.structs.replace(trader, hand=trader.hand - excess), excess
