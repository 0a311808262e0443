"""Twilight Imperium 4's computations (§21): Factions, Replenish, Transaction, Convert, Tokens.

A player is typed as the faction, then commodities and trade goods
(``hacan 2 1``; ``hacan:2:1`` too, where an empty part is 0 as on the command
line: ``hacan::1``); a number first is a custom commodity value (``5 2 0``,
ruling C302). Faction names may be shortened to a unique beginning and may start
with "The".
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from companion.calc import Answer
from companion.calc import ti4 as answers
from companion.entry import EntryError, as_int, read_int, read_ints, read_name, read_optional_int
from companion.entry.packs import factions
from companion.tui.calc_forms import Box, Form, Pack, Sources


SHAPE = "type the faction, then commodities and trade goods, e.g. hacan 2 1"
#: Typed where a space or ":" belongs: an "=", or a number glued to the faction (``hacan=2``, ``hacan2``).
NOT_A_SPACE = re.compile(r"=|\d\s*$")


def _colon_parts(what: str, text: str) -> tuple[str, list[int]] | None:
    """``"hacan:2:1"`` → ``("hacan", [2, 1])``, an empty part 0 (``"hacan::1"``); None without a ``:``."""
    head, colon, rest = text.partition(":")
    if not colon:
        return None
    parts = rest.split(":")
    if len(parts) > 2:
        raise EntryError(f"{what}: after the faction, type commodities and trade goods only, got {text.strip()!r}")
    names = ("commodities", "trade goods")
    return head, [read_int(part, field=f"{what} {name}", default=0) for name, part in zip(names, parts)]


def read_player(pack: Any, what: str, text: str) -> Any:
    """A player's ledger from ``"hacan 2 1"``, ``"The Emirates of Hacan 2"``, ``"hacan::1"`` or ``"5 2 0"`` (value 5).

    Every message starts with ``what`` (the box: ``"A"``).

    Raises:
        EntryError: nothing typed, more than two numbers after the faction, or no
            faction of that name or beginning.
        RulesError: what :func:`companion.calc.ti4.player` refuses: a negative count or
            custom value, more commodities than the commodity value (21.2).
    """
    split = _colon_parts(what, text)
    if split is None:
        words = text.replace(",", " ").split()
        numbers: list[int] = []
        while words and (n := as_int(words[-1], field=what)) is not None:
            numbers.insert(0, n)
            words.pop()
    else:
        words, numbers = split[0].replace(",", " ").split(), split[1]
        if not words:
            raise EntryError(f"{what}: {SHAPE}")
        if len(words) == 1 and (n := as_int(words[0], field=what)) is not None:
            words, numbers = [], [n, *numbers]
    faction: str | int
    if words:
        try:
            faction = read_name(" ".join(words), factions(pack), field=what)
        except EntryError:
            if NOT_A_SPACE.search(" ".join(words)):
                raise EntryError(f"{what}: {SHAPE}") from None
            raise
    elif numbers:
        faction = numbers.pop(0)
    else:
        raise EntryError(f"{what}: {SHAPE}")
    if len(numbers) > 2:
        raise EntryError(f"{what}: after the faction, type commodities and trade goods only, got {text.strip()!r}")
    held = numbers + [0] * (2 - len(numbers))
    return answers.player(pack, faction, held[0], held[1], who=what)


def _gives(what: str, text: str) -> tuple[int, int]:
    numbers = read_ints(text, field=what)
    if len(numbers) > 2:
        raise EntryError(f"{what}: type commodities, then trade goods (two numbers at most)")
    numbers += [0] * (2 - len(numbers))
    return numbers[0], numbers[1]


def _factions(sources: Sources, v: Mapping[str, str]) -> Answer:
    return answers.factions(sources.pack("ti4"))


def _replenish(sources: Sources, v: Mapping[str, str]) -> Answer:
    pack = sources.pack("ti4")
    return answers.replenish(pack, read_player(pack, "Player", v["player"]))


def _transaction(sources: Sources, v: Mapping[str, str]) -> Answer:
    pack = sources.pack("ti4")
    a, b = read_player(pack, "A", v["a"]), read_player(pack, "B", v["b"])
    gives = _gives("A gives", v.get("a_gives", "")), _gives("B gives", v.get("b_gives", ""))
    return answers.transaction(pack, a, b, *gives, who=("A", "B"))


def _convert(sources: Sources, v: Mapping[str, str]) -> Answer:
    pack = sources.pack("ti4")
    return answers.convert(pack, read_player(pack, "Player", v["player"]), read_int(v["commodities"], field="Convert"))


def _tokens(sources: Sources, v: Mapping[str, str]) -> Answer:
    from companion.rules.ti4.tokens import Tokens

    amount = read_optional_int(v.get("amount", ""), field="Amount")
    ones = read_optional_int(v.get("ones", ""), field="Ones", low=0)
    threes = read_optional_int(v.get("threes", ""), field="Threes", low=0)
    held: int | Tokens
    if ones is None and threes is None:
        if amount is None:
            raise EntryError("type an amount, or the tokens held (ones and threes)")
        held = amount
    else:
        held = Tokens(ones or 0, threes or 0)
        if amount is not None and amount != held.total:
            raise EntryError(f"Amount {amount} differs from the tokens held (worth {held.total})")
    return answers.tokens(held, read_optional_int(v.get("hand_over", ""), field="Hand over", low=0))


FACTIONS = Form("ti4-factions", "Factions", (), _factions, "commodity value and faction · 21.2")

REPLENISH = Form(
    "ti4-replenish",
    "Replenish",
    ((Box("player", "Player", "hacan 2 1", required=True),),),
    _replenish,
    "the faction, then commodities and trade goods held · 21.3, 21.4, Note 2",
)

TRANSACTION = Form(
    "ti4-transaction",
    "Transaction",
    (
        (Box("a", "A", "hacan 6 0", required=True), Box("a_gives", "A gives", "3")),
        (Box("b", "B", "sol 2 2", required=True), Box("b_gives", "B gives", "0 1")),
    ),
    _transaction,
    "player: faction, commodities, trade goods; gives: commodities, goods · 21.5",
)

CONVERT = Form(
    "ti4-convert",
    "Convert",
    ((Box("player", "Player", "sol 3 1", required=True), Box("commodities", "Convert", "2", required=True)),),
    _convert,
    "a player's own commodities to trade goods · 21.5.3",
)

TOKENS = Form(
    "ti4-tokens",
    "Tokens",
    (
        (Box("amount", "Amount", "3"), Box("ones", "or ones", "0"), Box("threes", "threes", "1")),
        (Box("hand_over", "Hand over", "1"),),
    ),
    _tokens,
    "an amount, or the tokens of 1 and 3 held; what to hand over · 21.8",
)

PACK = Pack("ti4", "TI4", (FACTIONS, REPLENISH, TRANSACTION, CONVERT, TOKENS))
