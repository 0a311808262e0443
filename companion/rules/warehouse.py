"""Warehousing: up to three cards kept for next turn, never one that says MAY NOT WAREHOUSE.

Source: 001_26b6d8b0f4cbe6f7.txt, Trading Phase, WAREHOUSING ("They may warehouse up to 3 goods
… there are several cards (the really nasty ones) that say specifically on the bottom, MAY NOT
WAREHOUSE, that means exactly what it says"; the HINT on checking warehouses "to make sure they
did not place any cards in there that may not be warehoused"); BARBARIAN FURY & DEPRESSION and
ZEALOTS, CORRUPTION & SLAVE REVOLT ("may not be warehoused"); RULINGS.md R11; docs/rulings.md C11
(a checked warehouse holding such a card is refused, and the card is spent that turn).
"""

from __future__ import annotations

from collections.abc import Mapping

from companion.rules import _check
from companion.rules.components import Components, card_name
from companion.rules.errors import RulesError
from companion.rules.resolution import icon_names

#: "They may warehouse up to 3 goods" (Warehousing).
WAREHOUSE_CARDS = 3

#: The rule a refused card is told, word for word.
MAY_NOT_WAREHOUSE_RULE = (
    '"there are several cards (the really nasty ones) that say specifically on the bottom, '
    'MAY NOT WAREHOUSE, that means exactly what it says" (001 Trading Phase, Warehousing; R11)'
)


class WarehouseError(RulesError):
    """A warehouse that breaks the rules: more than 3 cards, or a card that may not be warehoused."""


def check_warehouse(components: Components, cards: int, checked: Mapping[str, int] | None = None) -> None:
    """Check a player's warehouse: how many cards, and the bottoms seen if the table checked it.

    Args:
        components: the edition (its card bottoms and which named cards may not be warehoused).
        cards: cards warehoused (0–3).
        checked: bottoms of the warehoused cards found in a warehouse check, by icon or named
            card, e.g. ``{"mars": 1, "depression": 1}`` (optional; at most ``cards`` of them).

    Raises:
        WarehouseError: more than 3 cards; more cards named than warehoused; a card that may
            not be warehoused (the message quotes the rule and says the card is spent).
        UnknownNameError: a bottom the edition does not have.
        CountError: a negative or non-whole count.
    """
    _check.count(
        "cards warehoused", cards, maximum=WAREHOUSE_CARDS,
        limit_reason=f"a warehouse holds at most {WAREHOUSE_CARDS} cards (001 Warehousing)",
    )
    checked = checked or {}
    _check.counts("cards named", checked)
    names = icon_names(components)
    for name, n in checked.items():
        _check.known("card bottom", name, names)
        _check.count(name, n)
    named = sum(checked.values())
    if named > cards:
        raise WarehouseError(f"{named} cards named, but only {cards} warehoused")
    bad = components.bad_cards
    banned = [name for name, n in checked.items() if n and name in bad and bad[name].may_not_warehouse]
    if banned:
        which = " and ".join(card_name(name) for name in banned)
        raise WarehouseError(
            f"{which} may not be warehoused: {MAY_NOT_WAREHOUSE_RULE}. "
            f"It is spent this turn: enter it with the player's goods in Resolution step 2."
        )
