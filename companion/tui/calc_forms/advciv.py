"""Advanced Civilization's computations (rule 28): Value, Trade, Guarantee, Deal.

Cards are typed like goods (``grain 3, bronze 3``; names may be shortened);
an announced offer is the count then the cards named (``3 salt salt``). The two
sides of a deal are A and B. Shared with Mega Civilization's forms.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from companion.calc import Answer
from companion.calc import advciv as answers
from companion.calc.advciv import TradeSide
from companion.entry import EntryError, read_announced, read_counts, read_yes
from companion.entry.packs import trade_cards
from companion.i18n import _, N_
from companion.errors import say
from companion.tui.calc_forms import Box, Form, Pack, Sources


def read_sides(pack: Any, v: Mapping[str, str]) -> list[TradeSide]:
    """Side A, and side B if anything is typed for it: what each announced and handed over."""
    names = trade_cards(pack)
    sides = []
    for side in ("a", "b"):
        said, gave = v.get(f"{side}_said", ""), v.get(f"{side}_gave", "")
        if side == "b" and not said.strip() and not gave.strip():
            break
        if not said.strip() or not gave.strip():
            raise EntryError(say(N_("{side}: type both what was said and what was handed over"), side=side.upper()))
        count, named = read_announced(said, names, field=_("{side} said").format(side=side.upper()))
        sides.append(TradeSide(side.upper(), count, named, read_counts(gave, names, field=_("{side} gave").format(side=side.upper()))))
    return sides


def trade_rows(example: tuple[str, str, str, str]) -> tuple[tuple[Box, ...], ...]:
    """Two lines of boxes: what A said and gave, what B said and gave (B may stay empty)."""
    a_said, a_gave, b_said, b_gave = example
    return (
        (Box("a_said", N_("A said"), a_said, required=True), Box("a_gave", N_("A gave"), a_gave, required=True)),
        (Box("b_said", N_("B said"), b_said), Box("b_gave", N_("B gave"), b_gave)),
    )


def _value(sources: Sources, v: Mapping[str, str]) -> Answer:
    pack = sources.pack("advciv")
    cards = read_counts(v["cards"], trade_cards(pack))
    return answers.value(pack, cards, mining=read_yes(v.get("mining", ""), field=_("Mining")))


def _trade(sources: Sources, v: Mapping[str, str]) -> Answer:
    pack = sources.pack("advciv")
    return answers.trade(pack, read_sides(pack, v))


def _guarantee(sources: Sources, v: Mapping[str, str]) -> Answer:
    pack = sources.pack("advciv")
    count, named = read_announced(v["said"], trade_cards(pack), field=_("Said"))
    return answers.guarantee(pack, count, named)


def _deal(sources: Sources, v: Mapping[str, str]) -> Answer:
    pack = sources.pack("advciv")
    names = trade_cards(pack)
    hands = (read_counts(v["a_hand"], names, field=_("A holds")), read_counts(v["b_hand"], names, field=_("B holds")))
    gives = (
        read_counts(v.get("a_gives", ""), names, field=_("A gives")),
        read_counts(v.get("b_gives", ""), names, field=_("B gives")),
    )
    return answers.deal(pack, ("A", "B"), hands, gives)


VALUE = Form(
    "advciv-value",
    N_("Value"),
    ((Box("cards", N_("Cards"), "grain 3, bronze 3", required=True), Box("mining", N_("Mining"), "y")),),
    _value,
    N_("cards held; a set is cards × cards × face value · 28.51; Mining 28.53"),
)

TRADE = Form(
    "advciv-trade",
    N_("Trade"),
    trade_rows(("3 salt salt", "salt 2, treachery", "4 grain iron", "grain, iron, hides 2")),
    _trade,
    N_("said: the count, then the cards named; gave: the cards handed over · 28.3"),
)

GUARANTEE = Form(
    "advciv-guarantee",
    N_("Guarantee"),
    ((Box("said", N_("Said"), "3 salt salt", required=True),),),
    _guarantee,
    N_("an announced offer: the count, then the cards named · rule 28.3"),
)

DEAL = Form(
    "advciv-deal",
    N_("Deal"),
    (
        (Box("a_hand", N_("A holds"), "salt 2, ochre, grain 2", required=True), Box("a_gives", N_("A gives"), "salt 2, ochre")),
        (Box("b_hand", N_("B holds"), "grain, iron, hides 2", required=True), Box("b_gives", N_("B gives"), "grain, iron")),
    ),
    _deal,
    N_("both hands before the deal and what each hands over · rules 28.1, 28.51"),
)

PACK = Pack("advciv", "Adv. Civ", (VALUE, TRADE, GUARANTEE, DEAL))
