"""``companion calc ti4 …``: Twilight Imperium 4 commodities and trade goods (003_fbbad9fb1e9f590a.txt, §21).

A player is written ``FACTION[:COMMODITIES[:TRADE_GOODS]]``: ``hacan:2:1`` is the
Emirates of Hacan holding 2 commodities and 1 trade good; a number in place of
the faction is a custom commodity value (``5:2:0``, ruling C302). Computations:
``factions``, ``replenish`` (21.3, Note 2), ``transaction`` (21.5), ``convert``
(21.5.3), ``tokens`` (21.8). See docs/rule-packs.md for the JSON shapes.
"""

from __future__ import annotations

import argparse
from typing import Any

from companion.cli.packs._shared import add_common_options, assumed_line, computation, parse_fields, rulings
from companion.cli.parsing import UsageError, add_json_option, emit, parse_int

PLAYER_HELP = "FACTION[:COMMODITIES[:TRADE_GOODS]], e.g. hacan:2:1 (a number for FACTION: custom commodity value)"


def register(calc_subparsers: argparse._SubParsersAction) -> None:
    """Add ``calc ti4`` and its computations."""
    pack = calc_subparsers.add_parser(
        "ti4",
        help="Twilight Imperium 4: commodities, trade goods, tokens (§21)",
        description="Twilight Imperium 4 commodities and trade goods (003_fbbad9fb1e9f590a.txt, §21).",
    )
    sub = pack.add_subparsers(title="computations", metavar="COMPUTATION", required=True)

    factions = computation(
        sub, "factions", "list the factions and their commodity values (21.2)", "companion calc ti4 factions"
    )
    add_common_options(factions, "ti4")
    factions.set_defaults(run=run_factions)

    replenish = computation(
        sub,
        "replenish",
        "replenish a player's commodities (21.3, 21.4, Note 2)",
        "companion calc ti4 replenish hacan:2:1",
    )
    replenish.add_argument("player", metavar="PLAYER", help=PLAYER_HELP)
    add_common_options(replenish, "ti4")
    replenish.set_defaults(run=run_replenish)

    trans = computation(
        sub,
        "transaction",
        "exchange commodities and trade goods between two players (21.5)",
        "companion calc ti4 transaction hacan:6:0 sol:2:2 --a-gives 3 --b-gives 0:1",
    )
    trans.add_argument("a", metavar="PLAYER_A", help=PLAYER_HELP)
    trans.add_argument("b", metavar="PLAYER_B", help=PLAYER_HELP)
    trans.add_argument("--a-gives", default="0", metavar="C[:TG]", help="commodities[:trade goods] A hands over")
    trans.add_argument("--b-gives", default="0", metavar="C[:TG]", help="commodities[:trade goods] B hands over")
    add_common_options(trans, "ti4")
    trans.set_defaults(run=run_transaction)

    convert = computation(
        sub,
        "convert",
        "convert a player's own commodities to trade goods (21.5.3)",
        "companion calc ti4 convert sol:3:1 2",
    )
    convert.add_argument("player", metavar="PLAYER", help=PLAYER_HELP)
    convert.add_argument("commodities", metavar="N", help="commodities to convert")
    add_common_options(convert, "ti4")
    convert.set_defaults(run=run_convert)

    tokens = computation(
        sub,
        "tokens",
        "make change with tokens of 1 and 3 (21.8)",
        "companion calc ti4 tokens --threes 1 --hand-over 1",
    )
    tokens.add_argument("amount", nargs="?", metavar="AMOUNT", help="an amount: the fewest tokens worth it")
    tokens.add_argument("--ones", metavar="N", help="tokens of 1 held")
    tokens.add_argument("--threes", metavar="N", help="tokens of 3 held")
    tokens.add_argument("--hand-over", metavar="N", help="hand over this much out of the tokens held")
    add_json_option(tokens)
    tokens.set_defaults(run=run_tokens)


def _player(table: Any, spec: str) -> Any:
    """Parse ``FACTION[:COMMODITIES[:TRADE_GOODS]]`` into a :class:`PlayerLedger`."""
    from companion.rules.ti4.factions import custom_faction
    from companion.rules.ti4.ledger import PlayerLedger

    faction_text, _, rest = spec.partition(":")
    if not faction_text.strip():
        raise UsageError(f"player: expected {PLAYER_HELP.split(',')[0]}, got {spec!r}")
    held = parse_fields(f"player {faction_text.strip()}", rest, ("commodities", "trade_goods"), least=0)
    text = faction_text.strip()
    faction = custom_faction(parse_int("custom commodity value", text)) if text.isdigit() else table.faction(text)
    return PlayerLedger(faction, held[0], held[1])


def _holding(ledger: Any) -> dict[str, int]:
    return {"commodities": ledger.commodities, "trade_goods": ledger.trade_goods}


def _who(ledger: Any) -> dict[str, Any]:
    f = ledger.faction
    return {"faction": f.id, "name": f.name, "commodity_value": f.commodity_value}


def _label(ledger: Any) -> str:
    return f"{ledger.faction.name} (commodity value {ledger.faction.commodity_value})"


def _assumed(pack: Any, *ledgers: Any) -> list[str]:
    ids = [f"faction:{x.faction.id}" for x in ledgers]
    custom = ["C302"] if any(x.faction.id == "custom" for x in ledgers) else []
    return rulings(pack.provenance.assumed(ids), custom)


def run_factions(args: argparse.Namespace) -> int:
    """List the faction table."""
    from companion.edition.packs import ti4

    pack = ti4.load(args.data)
    rows = [
        {"faction": f.id, "name": f.name, "commodity_value": f.commodity_value} for f in pack.factions.factions
    ]
    assumed = pack.provenance.assumed(f"faction:{f.id}" for f in pack.factions.factions)
    text = "\n".join(f"{r['commodity_value']}  {r['name']} ({r['faction']})" for r in rows)
    data = {"pack": "ti4", "computation": "factions", "factions": rows, "assumed": assumed}
    return emit(args, data, text + assumed_line(assumed))


def run_replenish(args: argparse.Namespace) -> int:
    """Replenish one player's commodities."""
    from companion.edition.packs import ti4
    from companion.rules.ti4.ledger import replenish

    pack = ti4.load(args.data)
    before = _player(pack.factions, args.player)
    result = replenish(before)
    after = result.ledger
    if result.taken:
        text = (
            f"{_label(before)}: {before.commodities} → {after.commodities} commodities, "
            f"took {result.taken} from the supply (21.3, 21.4)."
        )
    else:
        text = f"{_label(before)}: already at the maximum ({after.commodities}); takes no commodities (Note 2)."
    text += ' "When this player replenishes commodities" effects trigger (Note 2), e.g. Trade Agreement.'
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
    return emit(args, data, text + assumed_line(assumed))


def run_transaction(args: argparse.Namespace) -> int:
    """Exchange commodities and trade goods between two players."""
    from companion.edition.packs import ti4
    from companion.rules.ti4.ledger import Goods, transact

    pack = ti4.load(args.data)
    a, b = _player(pack.factions, args.a), _player(pack.factions, args.b)
    gives = [
        Goods(*parse_fields(f"{who} gives", text, ("commodities", "trade_goods")))
        for who, text in (("A", args.a_gives), ("B", args.b_gives))
    ]
    result = transact(a, b, gives[0], gives[1])
    rows, lines = [], []
    for before, given, after, gained in (
        (a, gives[0], result.first, result.first_gained),
        (b, gives[1], result.second, result.second_gained),
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
            f"{before.faction.name}: gives {given.commodities} commodities and {given.trade_goods} trade "
            f"goods; receives {gained} trade goods; now {after.commodities} commodities, "
            f"{after.trade_goods} trade goods"
        )
    lines.append("Commodities received become trade goods (21.5, 21.5.1) and count as gained (C304).")
    assumed = rulings(_assumed(pack, a, b), ["C304"])
    data = {"pack": "ti4", "computation": "transaction", "players": rows, "assumed": assumed}
    return emit(args, data, "\n".join(lines) + assumed_line(assumed))


def run_convert(args: argparse.Namespace) -> int:
    """Convert a player's own commodities to trade goods."""
    from companion.edition.packs import ti4
    from companion.rules.ti4.ledger import convert

    pack = ti4.load(args.data)
    before = _player(pack.factions, args.player)
    result = convert(before, parse_int("commodities", args.commodities))
    after = result.ledger
    text = (
        f"{_label(before)}: converts {result.converted} commodities; now {after.commodities} commodities, "
        f"{after.trade_goods} trade goods. Not gained for triggering abilities (21.5.3)."
    )
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
    return emit(args, data, text + assumed_line(assumed))


def _tokens_json(t: Any) -> dict[str, int]:
    return {"ones": t.ones, "threes": t.threes}


def _tokens_text(t: Any) -> str:
    return f"{t.threes}×3 + {t.ones}×1"


def run_tokens(args: argparse.Namespace) -> int:
    """The fewest tokens for an amount, or the change for handing an amount over."""
    from companion.rules.ti4.tokens import Tokens, fewest_tokens, make_change

    if args.ones is None and args.threes is None:
        if args.amount is None:
            raise UsageError("tokens: give an AMOUNT, or the tokens held with --ones/--threes")
        held = fewest_tokens(parse_int("amount", args.amount))
    else:
        held = Tokens(parse_int("--ones", args.ones or "0"), parse_int("--threes", args.threes or "0"))
        if args.amount is not None and parse_int("amount", args.amount) != held.total:
            raise UsageError(f"tokens: AMOUNT {args.amount} differs from the tokens held (worth {held.total})")
    fewest = fewest_tokens(held.total)
    pieces = f"{fewest.pieces} token{'' if fewest.pieces == 1 else 's'}"
    lines = [f"{held.total}: fewest tokens {_tokens_text(fewest)} ({pieces}) (21.8)"]
    change: dict[str, Any] | None = None
    if args.hand_over is not None:
        c = make_change(held, parse_int("--hand-over", args.hand_over))
        change = {
            "held": _tokens_json(held),
            "handed": _tokens_json(c.handed),
            "kept": _tokens_json(c.kept),
            "returned": _tokens_json(c.returned),
            "taken": _tokens_json(c.taken),
        }
        if c.returned.pieces:
            lines.append(f"swap with the supply: return {_tokens_text(c.returned)}, take {_tokens_text(c.taken)}")
        lines.append(f"hand over {_tokens_text(c.handed)}; keep {_tokens_text(c.kept)}")
    assumed = ["C303"] if change else []
    data = {
        "pack": "ti4",
        "computation": "tokens",
        "amount": held.total,
        "fewest": _tokens_json(fewest),
        "change": change,
        "assumed": assumed,
    }
    return emit(args, data, "\n".join(lines) + assumed_line(assumed))
