"""Warehousing: up to three cards kept for next turn (more by a development), never one that says MAY NOT WAREHOUSE.

Source: 001_26b6d8b0f4cbe6f7.txt, Trading Phase, WAREHOUSING ("They may warehouse up to 3 goods
… there are several cards (the really nasty ones) that say specifically on the bottom, MAY NOT
WAREHOUSE, that means exactly what it says"; the HINT on checking warehouses "to make sure they
did not place any cards in there that may not be warehoused"); BARBARIAN FURY & DEPRESSION and
ZEALOTS, CORRUPTION & SLAVE REVOLT ("may not be warehoused"); RULINGS.md R11; docs/rulings.md C11
(a checked warehouse holding such a card is refused, and the card is spent that turn).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from companion.errors import N_, Refusal, refusal, say
from companion.rules import _check
from companion.rules.components import Components, card_name
from companion.rules.effects import Development, ExtraWarehouse
from companion.rules.errors import RulesError
from companion.rules.resolution import icon_names

#: "They may warehouse up to 3 goods" (Warehousing).
WAREHOUSE_CARDS = 3

#: The rule a refused card is told, word for word.
#: The rule a warehouse's size is refused by (a refusal's ``rule``).
WAREHOUSING = "001 Trading Phase, Warehousing"

MAY_NOT_WAREHOUSE_RULE = (
    '"there are several cards (the really nasty ones) that say specifically on the bottom, '
    'MAY NOT WAREHOUSE, that means exactly what it says" (001 Trading Phase, Warehousing; R11)'
)


class WarehouseError(RulesError):
    """A warehouse that breaks the rules: more cards than it holds, or a card that may not be warehoused."""


def warehouse_limit(developments: Iterable[Development]) -> int:
    """How many cards a player with these developments may warehouse: 3, plus every ``extra_warehouse``
    effect's ``count`` (001 Warehousing; :class:`~companion.rules.effects.ExtraWarehouse`).

    The one place the limit is worked out: the judge checks a warehouse against it, and the phone's
    form and the host's dialog offer 0 to it.
    """
    return WAREHOUSE_CARDS + sum(e.count for d in developments for e in d.effects_of(ExtraWarehouse))


def check_warehouse(components: Components, cards: int, checked: Mapping[str, int] | None = None,
                    *, limit: int = WAREHOUSE_CARDS) -> None:
    """Check a player's warehouse: how many cards, and the bottoms seen if the table checked it.

    Args:
        components: the edition (its card bottoms and which named cards may not be warehoused).
        cards: cards warehoused (0 to ``limit``).
        checked: bottoms of the warehoused cards found in a warehouse check, by icon or named
            card, e.g. ``{"mars": 1, "depression": 1}`` (optional; at most ``cards`` of them).
        limit: the player's warehouse, :func:`warehouse_limit` of their developments (3 without an
            ``extra_warehouse`` effect).

    Raises:
        WarehouseError: more than ``limit`` cards; more cards named than warehoused; a card that may
            not be warehoused (the message quotes the rule and says the card is spent).
        UnknownNameError: a bottom the edition does not have.
        CountError: a negative or non-whole count.
    """
    reason = say(N_("a warehouse holds at most {n} cards (001 Warehousing)"), n=WAREHOUSE_CARDS)
    if limit != WAREHOUSE_CARDS:
        reason = say(N_("this warehouse holds at most {limit} cards (001 Warehousing: {n}; the rest by a development)"),
                     limit=limit, n=WAREHOUSE_CARDS)
    _check.count(say(N_("cards warehoused")), cards, maximum=limit, limit_reason=reason, field="warehouse", rule=WAREHOUSING)
    checked = checked or {}
    _check.counts("cards named", checked)
    names = icon_names(components)
    for name, n in checked.items():
        _check.known("card bottom", name, names)
        _check.count(name, n)
    named = sum(checked.values())
    if named > cards:
        raise WarehouseError(refusal(say(N_("{named} cards named, but only {cards} warehoused"), named=named, cards=cards),
                                     WAREHOUSING, None, "warehouse.checked"))
    bad = components.bad_cards
    banned = [name for name, n in checked.items() if n and name in bad and bad[name].may_not_warehouse]
    if banned:
        which = " and ".join(card_name(name) for name in banned)
        raise WarehouseError(Refusal(
            f"{which} may not be warehoused: {MAY_NOT_WAREHOUSE_RULE}. "
            f"It is spent this turn: enter it with the player's goods in Resolution step 2.",
            "R11", None, "warehouse.checked"))
