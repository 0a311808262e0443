"""The table's cards add up: what all players spend in one Resolution step 2, against the decks and
against what the table was dealt.

Sources: 001_26b6d8b0f4cbe6f7.txt — Production Phase ("players receive one goods card for each of
their developments with an oval shape": rural workers a named basic good, cities a civic card, never
two of a type, boats a luxury card); Trading Phase (WAREHOUSING: "up to 3 goods … Any cards not
warehoused are by default spent that turn"; trades only move cards between players); Resolution
Step 2 (every card not warehoused is placed face up at once); Components Listing and The Goods (the
decks); RULINGS.md R1 (deck sizes), R16 (Piracy, a luxury card); docs/rulings.md C16.

Two checks, both the fold's (:func:`check_table`, asked by :func:`companion.game.titm.preview.preview_goods`,
so the fold, the dialogs' previews, the phones and ``calc`` hold every hand to them):

- **the decks, a hard limit**: the cards of each good spent in the step by all players together never
  exceed that good's deck (:class:`DeckExceeded`);
- **what was dealt**, which the host may overrule with a reason (:class:`HeldBack`, the event's
  ``ruling``): for each basic good, the table's spend is at most what it was dealt of it this turn
  plus the cards it kept in warehouses last turn; for civic and for luxury cards the same by class;
  in total, at most what it was dealt plus what it kept, less what it warehouses this turn.

An edition's ``production.table_spend`` says which apply (``dealt``: both; ``deck``: the decks only); a
journal's copy of an edition from before this check has none, and its game is read as before (no
table check, docs/journal-format.md).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import msgspec

from companion.errors import CompanionError, Refusal, Words, listed, refusal, say, say_n
from companion.i18n import N_
from companion.game.errors import GameError
from companion.rules.components import Components
from companion.rules.effects import Development
from companion.rules.production import ProductionEntitlement, production_entitlement

#: Another player's spend counted as on the table: (player, goods by name).
Spend = tuple[str, Mapping[str, int]]

#: The rule both checks hold the table to (docs/rulings.md), a refusal's ``rule``.
RULE = "C16"


class DeckExceeded(GameError):
    """More cards of a good spent in one step, by the whole table, than its deck holds (never recorded).
    Its :attr:`refusal` names C16, the player and the good (``"goods.wine"``)."""


class HeldBack(GameError):
    """More cards spent than the table was dealt and kept: recorded only with the host's reason.
    Its :attr:`refusal` names C16, the player and the field (``"goods.grain"``; ``"goods"`` for the total).

    Attributes:
        vp: the VP the entry would earn (so a list can show what it holds back).
    """

    def __init__(self, message: str | Refusal, *, vp: int = 0) -> None:
        super().__init__(message)
        self.vp = vp


class TableDeal(msgspec.Struct, frozen=True):
    """What the table holds to spend in one turn's Resolution step 2.

    Attributes:
        dealt: the goods cards the whole table was dealt this turn (the players' production summed, as
            the Production phase ends); None until then, or when it cannot be counted.
        kept: cards the table warehoused last turn (back in the players' hands this turn).
    """

    dealt: ProductionEntitlement | None = None
    kept: int = 0


def table_production(
    components: Components, players: Sequence[tuple[Sequence[Development], Mapping[str, int]]]
) -> ProductionEntitlement | None:
    """The goods cards the whole table is dealt: each player's production summed (001 Production Phase).

    Args:
        players: each player's (developments in play, rural worker changes).

    Returns:
        The sum, or None when a player's production cannot be counted (fewer than no producers: the
        journal's corrections disagree); the dealt check is then not made that turn.
    """
    basic: dict[str, int] = {}
    cities = boats = civic = luxury = 0
    for developments, changes in players:
        try:
            p = production_entitlement(components, developments, changes)
        except CompanionError:  # fewer than no producers, an unknown good: the corrections disagree
            return None
        for name, n in p.basic.items():
            basic[name] = basic.get(name, 0) + n
        cities, boats, civic, luxury = cities + p.cities, boats + p.boats, civic + p.civic, luxury + p.luxury
    return ProductionEntitlement(basic, cities, boats, civic, luxury)


def check_decks(components: Components, player: str, goods: Mapping[str, int], others: Sequence[Spend]) -> None:
    """The decks, a hard limit: ``player``'s ``goods`` and the ``others``' spends of the same step never
    hold more cards of a good than its deck.

    Raises:
        DeckExceeded: e.g. ``"Ann and Ben have spent 10 of the 12 wine cards; Cat's 5 would make 15:
            check Cat's cards"``.
    """
    for name, n in goods.items():
        good = components.goods.get(name)
        if good is None or not n:
            continue
        before = [(who, spent.get(name, 0)) for who, spent in others if spent.get(name, 0)]
        had = sum(count for _, count in before)
        if had + n <= good.deck:
            continue
        who = [w for w, _ in before]
        words = (say(N_("{who} has spent {had} of the {deck} {good} cards; {player}'s {n} would make {total}: "
                        "check {player}'s cards"), who=who[0], had=had, deck=good.deck, good=components.printed("goods", name),
                     player=player, n=n, total=had + n) if len(who) == 1 else
                 say(N_("{who} have spent {had} of the {deck} {good} cards; {player}'s {n} would make {total}: "
                        "check {player}'s cards"), who=listed(who), had=had, deck=good.deck, good=components.printed("goods", name),
                     player=player, n=n, total=had + n))
        raise DeckExceeded(refusal(words, rule=RULE, player=player, field=f"goods.{name}"))


def check_dealt(
    components: Components, deal: TableDeal, keeping: int, player: str, goods: Mapping[str, int], others: Sequence[Spend]
) -> Refusal | None:
    """What was dealt: the table's spend in the step against what it was dealt this turn and kept in
    warehouses last turn (C16). Returns the figures of the first limit passed (C16, the player, and
    the field: ``"goods"`` for the total, the entry's first good of a class or the basic good), or None.

    Checked in total first (dealt + kept − warehoused this turn), then by class (civic, luxury: dealt
    + kept), then each basic good (dealt + kept): the kept cards' goods are not recorded, so each
    could be any. Only a limit the entry's own cards count toward holds it back; ``others`` are the
    spends the host did not rule (cards a ruling recorded beyond the deal are the table's too).
    """
    dealt = deal.dealt
    if dealt is None:
        return None
    spends = [*(spent for _, spent in others), goods]

    def table(names: set[str]) -> int:
        return sum(n for spent in spends for name, n in spent.items() if name in names)

    mine = sum(goods.values())
    total = table(set(components.goods))
    holds = dealt.total + deal.kept - keeping
    if total > holds and mine:
        cards = say_n(N_("{player}'s {n} card"), N_("{player}'s {n} cards"), mine, player=player)
        words = (say(N_("The table was dealt {dealt} goods and kept {kept} in warehouses and warehouses {keeping} this "
                        "turn; with {cards} it would have spent {total}"),
                     dealt=dealt.total, kept=deal.kept, keeping=keeping, cards=cards, total=total) if keeping else
                 say(N_("The table was dealt {dealt} goods and kept {kept} in warehouses; with {cards} it would have "
                        "spent {total}"), dealt=dealt.total, kept=deal.kept, cards=cards, total=total))
        return refusal(words, RULE, player, "goods")
    for category, count in (("civic", dealt.civic), ("luxury", dealt.luxury)):
        names = {name for name, good in components.goods.items() if good.category == category}
        spent = table(names)
        if spent > count + deal.kept:
            own = sum(n for name, n in goods.items() if name in names)
            if not own:  # the entry adds none of the class: not its to answer for
                continue
            first = next(name for name in goods if name in names and goods[name])
            words = (say(N_("The table was dealt {count} civic cards and kept {kept} in warehouses; with {player}'s {own} "
                            "it would have spent {spent} civic cards"), count=count, kept=deal.kept, player=player,
                         own=own, spent=spent) if category == "civic" else
                     say(N_("The table was dealt {count} luxury cards and kept {kept} in warehouses; with {player}'s {own} "
                            "it would have spent {spent} luxury cards"), count=count, kept=deal.kept, player=player,
                         own=own, spent=spent))
            return refusal(words, RULE, player, f"goods.{first}")
    for name, good in components.goods.items():
        if good.category != "basic" or not goods.get(name):
            continue
        spent, count = table({name}), dealt.basic.get(name, 0)
        if spent > count + deal.kept:
            printed = components.printed("goods", name)
            return refusal(say(N_("The table was dealt {count} {good} and kept {kept} cards in warehouses; with "
                                  "{player}'s {own} {good} it would have spent {spent} {good}"),
                               count=count, good=printed, kept=deal.kept, player=player, own=goods[name], spent=spent),
                           RULE, player, f"goods.{name}")
    return None


def held_back(figures: Refusal, *, vp: int = 0) -> HeldBack:
    """The hold-back in the table's words: the figures, then what may be done."""
    figured: Words | str = figures.message if figures.message is not None else figures.words
    return HeldBack(figures.with_words(say(
        N_("{figures}: check {player}'s cards. Only the host may record it anyway, with a reason "
           "(a development the edition does not model may deal extra cards)"), figures=figured, player=figures.player or "")), vp=vp)
