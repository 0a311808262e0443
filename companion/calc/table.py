"""``calc table``: several players' spent cards in one Resolution step 2, held to the table's cards (C16).

The same judge as the game's fold (:mod:`companion.game.titm.table_cards`): the hands are taken in
the order given, each against those before it that were not held back, as the phones' entries are
taken in the order they came (:meth:`companion.game.titm.inbox.Inbox.judge`).

The JSON field names are part of the product (README, ``companion calc``): keep them stable.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from companion.calc import Answer
from companion.calc._packs import n_cards
from companion.i18n import _, ngettext
from companion.game.titm.table_cards import Spend, TableDeal, check_dealt, check_decks, held_back
from companion.rules.components import Components
from companion.rules.production import ProductionEntitlement


def table(
    components: Components,
    hands: Sequence[tuple[str, Mapping[str, int]]],
    *,
    dealt: ProductionEntitlement | None = None,
    kept: int = 0,
    warehoused: int = 0,
) -> Answer:
    """The table's spend in one step (001 Resolution Step 2; Production Phase; C16, R1).

    Args:
        hands: (player, cards spent by good), in the order they are judged.
        dealt: what the whole table was dealt this turn; None: the decks alone are checked.
        kept: cards the table warehoused last turn (back in hand this turn).
        warehoused: cards the table warehouses this turn (not spent).

    Returns:
        ``{"hands": [{"player", "goods", "cards", "held"}], "spent": {good: n}, "cards": n}``: ``held`` is
        the judge's hold-back in the table's words (more than was dealt and kept: only the host may record
        it, with a reason), or null; ``spent`` and ``cards`` count the hands not held back.

    Raises:
        DeckExceeded: the hands together spend more cards of a good than its deck holds, e.g. "Ann and
            Ben have spent 10 of the 12 wine cards; Cat's 5 would make 15: check Cat's cards".
    """
    deal = TableDeal(dealt, kept)
    counted: list[Spend] = []
    rows: list[dict[str, object]] = []
    lines: list[str] = []
    for player, goods in hands:
        spent = {name: n for name, n in goods.items() if n}
        check_decks(components, player, spent, counted)
        figures = check_dealt(components, deal, warehoused, player, spent, counted)
        held = str(held_back(figures)) if figures is not None else None
        if held is None:
            counted.append((player, spent))
        cards = sum(spent.values())
        rows.append({"player": player, "goods": spent, "cards": cards, "held": held})
        listed = ", ".join(f"{name} {n}" for name, n in spent.items()) or _("nothing")
        line = _("{player}: {cards} ({goods})").format(player=player, cards=n_cards(cards), goods=listed)
        lines.append(line + ("; " + _("held back: {why}").format(why=held) if held else ""))
    total: dict[str, int] = {}
    for _player, hand in counted:
        for name, n in hand.items():
            total[name] = total.get(name, 0) + n
    cards = sum(total.values())
    spends = ngettext("the table spends {n} card", "the table spends {n} cards", cards).format(n=cards)
    lines.append(spends + (" " + _("(the held back left out)") if len(counted) < len(rows) else ""))
    return Answer({"hands": rows, "spent": total, "cards": cards}, "\n".join(lines))
