"""Twilight Imperium 4's computations (§21): Factions, Replenish, Transaction, Convert, Tokens.

A player is typed as the faction, then commodities and trade goods
(``hacan 2 1``; ``hacan:2:1`` too, where an empty part is 0 as on the command
line: ``hacan::1``); a number first is a custom commodity value (``5 2 0``,
ruling C302). Faction names may be shortened to a unique beginning and may start
with "The".
"""

from __future__ import annotations

from collections.abc import Mapping

from companion.calc import Answer
from companion.calc import ti4 as answers
from companion.entry import EntryError, read_int, read_ints, read_optional_int
from companion.i18n import _, N_
from companion.errors import say
from companion.tui.calc_forms import Box, Form, Pack, Sources


def _gives(what: str, text: str) -> tuple[int, int]:
    numbers = read_ints(text, field=what)
    if len(numbers) > 2:
        raise EntryError(say(N_("{what}: type commodities, then trade goods (two numbers at most)"), what=what))
    numbers += [0] * (2 - len(numbers))
    return numbers[0], numbers[1]


def _factions(sources: Sources, v: Mapping[str, str]) -> Answer:
    return answers.factions(sources.pack("ti4"))


def _replenish(sources: Sources, v: Mapping[str, str]) -> Answer:
    pack = sources.pack("ti4")
    return answers.replenish(pack, answers.read_player(pack, "Player", v["player"]))


def _transaction(sources: Sources, v: Mapping[str, str]) -> Answer:
    pack = sources.pack("ti4")
    a, b = answers.read_player(pack, "A", v["a"]), answers.read_player(pack, "B", v["b"])
    gives = _gives("A gives", v.get("a_gives", "")), _gives("B gives", v.get("b_gives", ""))
    return answers.transaction(pack, a, b, *gives, who=("A", "B"))


def _convert(sources: Sources, v: Mapping[str, str]) -> Answer:
    pack = sources.pack("ti4")
    return answers.convert(pack, answers.read_player(pack, "Player", v["player"]), read_int(v["commodities"], field=_("Convert")))


def _tokens(sources: Sources, v: Mapping[str, str]) -> Answer:
    from companion.rules.ti4.tokens import Tokens

    amount = read_optional_int(v.get("amount", ""), field=_("Amount"))
    ones = read_optional_int(v.get("ones", ""), field=_("Ones"), low=0)
    threes = read_optional_int(v.get("threes", ""), field=_("Threes"), low=0)
    held: int | Tokens
    if ones is None and threes is None:
        if amount is None:
            raise EntryError(say(N_("type an amount, or the tokens held (ones and threes)")))
        held = amount
    else:
        held = Tokens(ones or 0, threes or 0)
        if amount is not None and amount != held.total:
            raise EntryError(say(N_("Amount {amount} differs from the tokens held (worth {worth})"), amount=amount, worth=held.total))
    return answers.tokens(held, read_optional_int(v.get("hand_over", ""), field=_("Hand over"), low=0))


FACTIONS = Form("ti4-factions", N_("Factions"), (), _factions, N_("commodity value and faction · 21.2"))

REPLENISH = Form(
    "ti4-replenish",
    N_("Replenish"),
    ((Box("player", N_("Player"), "hacan 2 1", required=True),),),
    _replenish,
    N_("the faction, then commodities and trade goods held · 21.3, 21.4, Note 2"),
)

TRANSACTION = Form(
    "ti4-transaction",
    N_("Transaction"),
    (
        (Box("a", N_("A"), "hacan 6 0", required=True), Box("a_gives", N_("A gives"), "3")),
        (Box("b", N_("B"), "sol 2 2", required=True), Box("b_gives", N_("B gives"), "0 1")),
    ),
    _transaction,
    N_("player: faction, commodities, trade goods; gives: commodities, goods · 21.5"),
)

CONVERT = Form(
    "ti4-convert",
    N_("Convert"),
    ((Box("player", N_("Player"), "sol 3 1", required=True), Box("commodities", N_("Convert"), "2", required=True)),),
    _convert,
    N_("a player's own commodities to trade goods · 21.5.3"),
)

TOKENS = Form(
    "ti4-tokens",
    N_("Tokens"),
    (
        (Box("amount", N_("Amount"), "3"), Box("ones", N_("or ones"), "0"), Box("threes", N_("threes"), "1")),
        (Box("hand_over", N_("Hand over"), "1"),),
    ),
    _tokens,
    N_("an amount, or the tokens of 1 and 3 held; what to hand over · 21.8"),
)

PACK = Pack("ti4", "TI4", (FACTIONS, REPLENISH, TRANSACTION, CONVERT, TOKENS))
