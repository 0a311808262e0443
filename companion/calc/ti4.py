"""Referee answers for Twilight Imperium 4 commodities and trade goods (003_fbbad9fb1e9f590a.txt, §21).

``factions`` (21.2), ``replenish`` (21.3, 21.4, Note 2), ``transaction``
(21.5), ``convert`` (21.5.3), ``tokens`` (21.8). Players are the engine's
:class:`~companion.rules.ti4.ledger.PlayerLedger`, built with :func:`player`.
Each answer returns an :class:`~companion.calc.Answer`; the JSON shapes are
documented in docs/rule-packs.md and are part of the product.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from companion.calc import Answer
from companion.calc._packs import assumed_line, rulings
from companion.i18n import N_, _, ngettext
from companion.errors import say

if TYPE_CHECKING:
    from companion.edition.packs.ti4 import Ti4Pack


def player(
    pack: Ti4Pack, faction: str | int, commodities: int = 0, trade_goods: int = 0, *, who: str | None = None
) -> Any:
    """A player's ledger: a faction of the pack by id or name, or a whole number as a custom commodity value (C302).

    Args:
        pack: the loaded pack (:func:`companion.edition.packs.ti4.load`).
        faction: a faction's id or printed name, or a custom commodity value (a whole number ≥ 0).
        commodities, trade_goods: what the player holds.
        who: the player, for messages (``"player B"``): every error then starts with it.

    Raises:
        UnknownNameError: no such faction.
        CountError: a negative custom value ("a commodity value is 0 or more"), commodities or trade goods,
            or more commodities than the faction's commodity value (21.2).
    """
    from companion.rules.errors import CountError, RulesError
    from companion.rules.ti4.factions import custom_faction
    from companion.rules.ti4.ledger import PlayerLedger

    try:
        if isinstance(faction, int) and not isinstance(faction, bool) and faction < 0:
            raise CountError(f"custom commodity value: {faction} is negative; a commodity value is 0 or more (C302)")
        chosen = custom_faction(faction) if isinstance(faction, int) else pack.factions.faction(faction)
        return PlayerLedger(chosen, commodities, trade_goods)
    except RulesError as problem:
        if who is None:
            raise
        raise type(problem)(f"{who}: {problem}") from None


SHAPE = N_("{what}: type the faction, then commodities and trade goods, e.g. hacan 2 1 or hacan:2:1")
#: Typed where a space or ":" belongs: an "=", or a number glued to the faction (``hacan=2``, ``hacan2``).
NOT_A_SPACE = re.compile(r"=|\d\s*$")


def _colon_parts(what: str, text: str) -> tuple[str, list[int]] | None:
    """``"hacan:2:1"`` → ``("hacan", [2, 1])``, an empty part 0 (``"hacan::1"``); None without a ``:``."""
    from companion.entry import EntryError, read_int

    head, colon, rest = text.partition(":")
    if not colon:
        return None
    parts = rest.split(":")
    if len(parts) > 2:
        raise EntryError(say(N_("{what}: after the faction, type commodities and trade goods only, got {typed}"), what=what, typed=repr(text.strip())))
    names = ("commodities", "trade goods")
    return head, [read_int(part, field=f"{what} {name}", default=0) for name, part in zip(names, parts)]


def read_player(pack: Ti4Pack, what: str, text: str) -> Any:
    """A player as typed in the calculator's boxes and on the command line: its ledger, from ``"hacan 2 1"``, ``"The Emirates of Hacan 2"``, ``"hacan::1"`` or ``"5 2 0"`` (value 5).

    Every message starts with ``what`` (the box: ``"A"``).

    Raises:
        EntryError: nothing typed, more than two numbers after the faction, or no
            faction of that name or beginning.
        RulesError: what :func:`companion.calc.ti4.player` refuses: a negative count or
            custom value, more commodities than the commodity value (21.2).
    """
    from companion.entry import EntryError, as_int, read_name
    from companion.entry.packs import factions

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
            raise EntryError(say(SHAPE, what=what))
        if len(words) == 1 and (n := as_int(words[0], field=what)) is not None:
            words, numbers = [], [n, *numbers]
    faction: str | int
    if words:
        try:
            faction = read_name(" ".join(words), factions(pack), field=what)
        except EntryError:
            if NOT_A_SPACE.search(" ".join(words)):
                raise EntryError(say(SHAPE, what=what)) from None
            raise
    elif numbers:
        faction = numbers.pop(0)
    else:
        raise EntryError(say(SHAPE, what=what))
    if len(numbers) > 2:
        raise EntryError(say(N_("{what}: after the faction, type commodities and trade goods only, got {typed}"), what=what, typed=repr(text.strip())))
    held = numbers + [0] * (2 - len(numbers))
    return player(pack, faction, held[0], held[1], who=what)



def _commodities(n: int) -> str:
    """``"1 commodity"``, ``"3 commodities"``."""
    return ngettext("{n} commodity", "{n} commodities", n).format(n=n)


def _trade_goods(n: int) -> str:
    """``"1 trade good"``, ``"3 trade goods"``."""
    return ngettext("{n} trade good", "{n} trade goods", n).format(n=n)


def _holding(ledger: Any) -> dict[str, int]:
    return {"commodities": ledger.commodities, "trade_goods": ledger.trade_goods}


def _who(ledger: Any) -> dict[str, Any]:
    f = ledger.faction
    return {"faction": f.id, "name": f.name, "commodity_value": f.commodity_value}


def _label(ledger: Any) -> str:
    return _("{faction} (commodity value {value})").format(
        faction=_faction_name(ledger.faction), value=ledger.faction.commodity_value)


def _faction_name(faction: Any) -> str:
    """A faction's name as printed; the custom one (C302) is the companion's word."""
    return _("custom faction") if faction.id == "custom" else faction.name


def _assumed(pack: Ti4Pack, *ledgers: Any) -> list[str]:
    ids = [f"faction:{x.faction.id}" for x in ledgers]
    custom = ["C302"] if any(x.faction.id == "custom" for x in ledgers) else []
    return rulings(pack.provenance.assumed(ids), custom)


def factions(pack: Ti4Pack) -> Answer:
    """The faction table with each commodity value (21.2)."""
    rows = [
        {"faction": f.id, "name": f.name, "commodity_value": f.commodity_value} for f in pack.factions.factions
    ]
    assumed = pack.provenance.assumed(f"faction:{f.id}" for f in pack.factions.factions)
    text = "\n".join(f"{r['commodity_value']}  {r['name']} ({r['faction']})" for r in rows)
    data = {"pack": "ti4", "computation": "factions", "factions": rows, "assumed": assumed}
    return Answer(data, text + assumed_line(assumed))


def replenish(pack: Ti4Pack, before: Any) -> Answer:
    """Replenish one player's commodities up to the commodity value (21.3, 21.4, Note 2)."""
    from companion.rules.ti4.ledger import replenish as replenished

    result = replenished(before)
    after = result.ledger
    if result.taken:
        text = _("{player}: {before} → {after} commodities, took {taken} from the supply (21.3, 21.4).").format(
            player=_label(before), before=before.commodities, after=after.commodities, taken=result.taken)
    else:
        text = _("{player}: already at the maximum ({after}); takes no commodities (Note 2).").format(
            player=_label(before), after=after.commodities)
    text += " " + _('"When this player replenishes commodities" effects trigger (Note 2), e.g. Trade Agreement.')
    assumed = _assumed(pack, before)
    data = {
        "pack": "ti4",
        "computation": "replenish",
        "player": _who(before),
        "before": _holding(before),
        "after": _holding(after),
        "taken": result.taken,
        "triggered": result.triggered,
        "assumed": assumed,
    }
    return Answer(data, text + assumed_line(assumed))


def transaction(
    pack: Ti4Pack,
    a: Any,
    b: Any,
    a_gives: tuple[int, int],
    b_gives: tuple[int, int],
    *,
    who: tuple[str, str] = ("player A", "player B"),
) -> Answer:
    """Exchange ``(commodities, trade goods)`` between two players: commodities received become trade goods (21.5).

    The text calls the sides A and B (both may be a "custom faction"); the JSON lists
    them in that order. ``who`` names the sides in error messages (a form's boxes: ``("A", "B")``).

    Raises:
        CountError: a negative amount given.
        LedgerError: a player giving more than they have; the message starts with the side
            ("player B: custom faction has 0 trade goods, cannot give 1").
    """
    from companion.rules.errors import RulesError
    from companion.rules.ti4.ledger import Goods, pay, transact

    gives = [Goods(*a_gives), Goods(*b_gives)]
    for side, ledger, given in zip(who, (a, b), gives):
        try:
            pay(ledger, given)
        except RulesError as problem:
            raise type(problem)(f"{side}: {problem}") from None
    result = transact(a, b, gives[0], gives[1])
    rows, lines = [], []
    for side, before, given, after, gained in (
        ("A", a, gives[0], result.first, result.first_gained),
        ("B", b, gives[1], result.second, result.second_gained),
    ):
        rows.append(
            {
                **_who(before),
                "before": _holding(before),
                "gives": {"commodities": given.commodities, "trade_goods": given.trade_goods},
                "after": _holding(after),
                "gained_trade_goods": gained,
            }
        )
        lines.append(
            _("{side} ({faction}): gives {commodities} and {goods}; receives {gained}; now {now_commodities}, "
              "{now_goods}").format(
                side=side, faction=_faction_name(before.faction), commodities=_commodities(given.commodities),
                goods=_trade_goods(given.trade_goods), gained=_trade_goods(gained),
                now_commodities=_commodities(after.commodities), now_goods=_trade_goods(after.trade_goods))
        )
    lines.append(_("Commodities received become trade goods (21.5, 21.5.1) and count as gained (C304)."))
    assumed = rulings(_assumed(pack, a, b), ["C304"])
    data = {"pack": "ti4", "computation": "transaction", "players": rows, "assumed": assumed}
    return Answer(data, "\n".join(lines) + assumed_line(assumed))


def convert(pack: Ti4Pack, before: Any, commodities: int) -> Answer:
    """Convert a player's own commodities to trade goods (21.5.3): not gained for triggering abilities."""
    from companion.rules.ti4.ledger import convert as converted

    result = converted(before, commodities)
    after = result.ledger
    text = _("{player}: converts {converted}; now {commodities}, {goods}. Not gained for triggering abilities "
             "(21.5.3).").format(player=_label(before), converted=_commodities(result.converted),
                                 commodities=_commodities(after.commodities), goods=_trade_goods(after.trade_goods))
    assumed = _assumed(pack, before)
    data = {
        "pack": "ti4",
        "computation": "convert",
        "player": _who(before),
        "before": _holding(before),
        "after": _holding(after),
        "converted": result.converted,
        "gained": result.gained,
        "assumed": assumed,
    }
    return Answer(data, text + assumed_line(assumed))


def _tokens_json(t: Any) -> dict[str, int]:
    return {"ones": t.ones, "threes": t.threes}


def _tokens_text(t: Any) -> str:
    return f"{t.threes}×3 + {t.ones}×1"


def tokens(held: Any, hand_over: int | None = None) -> Answer:
    """The fewest tokens of 1 and 3 for an amount, and the change for handing part of it over (21.8).

    Args:
        held: an amount (whole number: held in the fewest tokens), or the
            :class:`~companion.rules.ti4.tokens.Tokens` held.
        hand_over: how much to hand over out of ``held``, or None.

    Raises:
        CountError: a negative amount ("hand over: -1 is negative").
        LedgerError: more to hand over than the tokens held are worth.
    """
    from companion.rules import _check
    from companion.rules.ti4.tokens import fewest_tokens, make_change

    if hand_over is not None:
        _check.count("hand over", hand_over)

    if isinstance(held, int):
        held = fewest_tokens(held)
    fewest = fewest_tokens(held.total)
    pieces = ngettext("{n} token", "{n} tokens", fewest.pieces).format(n=fewest.pieces)
    lines = [_("{amount}: fewest tokens {tokens} ({pieces}) (21.8)").format(
        amount=held.total, tokens=_tokens_text(fewest), pieces=pieces)]
    change: dict[str, Any] | None = None
    if hand_over is not None:
        c = make_change(held, hand_over)
        change = {
            "held": _tokens_json(held),
            "handed": _tokens_json(c.handed),
            "kept": _tokens_json(c.kept),
            "returned": _tokens_json(c.returned),
            "taken": _tokens_json(c.taken),
        }
        if c.returned.pieces:
            lines.append(_("swap with the supply: return {returned}, take {taken}").format(
                returned=_tokens_text(c.returned), taken=_tokens_text(c.taken)))
        lines.append(_("hand over {handed}; keep {kept}").format(handed=_tokens_text(c.handed), kept=_tokens_text(c.kept)))
    assumed = ["C303"] if change else []
    data = {
        "pack": "ti4",
        "computation": "tokens",
        "amount": held.total,
        "fewest": _tokens_json(fewest),
        "change": change,
        "assumed": assumed,
    }
    return Answer(data, "\n".join(lines) + assumed_line(assumed))
