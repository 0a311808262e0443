"""Mega Civilization's computations: Value, Trade (stands, revertible or illegal), Calamities (8.)."""

from __future__ import annotations

from collections.abc import Mapping

from companion.calc import Answer
from companion.calc import megaciv as answers
from companion.entry import EntryError, read_counts, read_int, read_name, read_names, read_optional_int
from companion.entry.packs import blocks, calamities, trade_cards
from companion.i18n import _, N_
from companion.errors import say
from companion.tui.calc_forms import Box, Form, Pack, Sources
from companion.tui.calc_forms.advciv import read_sides, trade_rows


def _value(sources: Sources, v: Mapping[str, str]) -> Answer:
    pack = sources.pack("megaciv")
    block = v.get("block", "").strip()
    return answers.value(
        pack,
        read_counts(v["cards"], trade_cards(pack)),
        read_int(v["players"], field=_("Players")),
        read_name(block, blocks(), field=_("Block")) if block else None,
    )


def _trade(sources: Sources, v: Mapping[str, str]) -> Answer:
    pack = sources.pack("megaciv")
    return answers.trade(pack, read_sides(pack, v))


def _calamities(sources: Sources, v: Mapping[str, str]) -> Answer:
    pack = sources.pack("megaciv")
    names = calamities(pack)
    seed = read_optional_int(v.get("seed", ""), field=_("Seed"))
    drawn = v.get("drawn", "")
    if seed is not None and drawn.strip():
        raise EntryError(say(N_("type a seed or the cards the table drew, not both")))
    return answers.calamities(
        pack,
        read_int(v["players"], field=_("Players")),
        read_names(v.get("held", ""), names, field=_("Held")),
        seed=seed,
        discards=read_names(drawn, names, field=_("Drawn")) if drawn.strip() else None,
    )


VALUE = Form(
    "megaciv-value",
    N_("Value"),
    (
        (Box("players", N_("Players"), "9", required=True), Box("block", N_("Block"), "east")),
        (Box("cards", N_("Cards"), "grain 8, salt 2", required=True),),
    ),
    _value,
    N_("a set is cards × cards × face value, up to the cards of that count and block"),
)

TRADE = Form(
    "megaciv-trade",
    N_("Trade"),
    trade_rows(("3 salt grain", "salt, grain, ochre", "3 iron wine", "iron, wine, flood")),
    _trade,
    N_("said: the count, then the commodities named in order; gave: cards given"),
)

CALAMITIES = Form(
    "megaciv-calamities",
    N_("Calamities"),
    (
        (Box("players", N_("Players"), "12", required=True), Box("held", N_("Held"), "famine 2, piracy, flood")),
        (Box("seed", N_("Seed"), "7"), Box("drawn", N_("or drawn"), "flood")),
    ),
    _calamities,
    N_("excess discards: a seed, or the cards the table drew · 8. Calamity Selection"),
)

PACK = Pack("megaciv", "Mega Civ", (VALUE, TRADE, CALAMITIES))
