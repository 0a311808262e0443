"""``companion calc megaciv …``: Mega Civilization trade and calamity selection (002_68463270ecbd4b83.txt).

Computations: ``value`` (set values, as Advanced Civilization 28.51), ``trade``
(stands, revertible or illegal), ``calamities`` (the limit of "8. Calamity
Selection", random discards from ``--seed`` or entered with ``--discard``).
See docs/rule-packs.md for the JSON shapes.
"""

from __future__ import annotations

import argparse
from typing import Any

from companion.cli.packs._shared import (
    add_common_options,
    assumed_line,
    computation,
    pair_sides,
    parse_announced,
    rulings,
    split_names,
)
from companion.cli.parsing import UsageError, emit, parse_pairs

REASONS = {
    "duplicate": "a duplicate: one card of the same name goes",
    "major": "more major calamities than allowed",
    "total": "more calamities than allowed",
}


def register(calc_subparsers: argparse._SubParsersAction) -> None:
    """Add ``calc megaciv`` and its computations."""
    pack = calc_subparsers.add_parser(
        "megaciv",
        help="Mega Civilization: set values, trade checks, the calamity limit",
        description="Mega Civilization trade and calamity selection (002_68463270ecbd4b83.txt).",
    )
    sub = pack.add_subparsers(title="computations", metavar="COMPUTATION", required=True)

    value = computation(
        sub,
        "value",
        "value a hand's commodity sets (cards² × face value)",
        "companion calc megaciv value grain=8 salt=2",
    )
    value.add_argument(
        "cards", nargs="+", metavar="NAME=N", help="trade cards held, e.g. grain=3 (commas allowed)"
    )
    add_common_options(value, "megaciv")
    value.set_defaults(run=run_value)

    trade = computation(
        sub,
        "trade",
        "judge a deal: stands, revertible (all cards go back) or illegal",
        "companion calc megaciv trade --announced 3:salt,grain --given salt=1,grain=1,ochre=1 "
        "--announced 3:iron,wine --given iron=1,wine=1,flood=1",
    )
    trade.add_argument(
        "--announced",
        action="append",
        metavar="COUNT:NAME,NAME",
        required=True,
        help="what a side announced: the total card count and the commodities named, first first",
    )
    trade.add_argument(
        "--given",
        action="append",
        metavar="NAME=N,...",
        required=True,
        help="the cards that side actually handed over (once per side, same order)",
    )
    trade.add_argument("--player", action="append", metavar="NAME", help="the sides' names (default: A, B)")
    add_common_options(trade, "megaciv")
    trade.set_defaults(run=run_trade)

    cal = computation(
        sub,
        "calamities",
        "apply the calamity limit after Calamity Selection (8.)",
        "companion calc megaciv calamities --players 5 famine piracy flood --seed 7",
    )
    cal.add_argument("held", nargs="*", metavar="NAME", help="the calamities one player holds (a duplicate twice)")
    cal.add_argument("--players", type=int, required=True, metavar="N", help="players in the game (5-18)")
    how = cal.add_mutually_exclusive_group()
    how.add_argument("--seed", type=int, metavar="S", help="draw the random discards with this seed")
    how.add_argument(
        "--discard",
        action="append",
        metavar="NAME",
        help="a card the table drew at random for the excess (repeat for each)",
    )
    add_common_options(cal, "megaciv")
    cal.set_defaults(run=run_calamities)


def run_value(args: argparse.Namespace) -> int:
    """Value a hand's commodity sets."""
    from companion.edition.packs import megaciv
    from companion.rules.advciv.sets import hand_value

    pack = megaciv.load(args.data)
    deck = pack.deck
    hand = hand_value(deck, parse_pairs("cards", args.cards))
    sets = [
        {
            "commodity": s.commodity,
            "name": deck.commodity(s.commodity).name,
            "cards": s.cards,
            "face_value": deck.commodity(s.commodity).value,
            "value": s.value,
        }
        for s in hand.sets
    ]
    lines = [f"{s['name']}: {s['cards']} cards × {s['cards']} × {s['face_value']} = {s['value']}" for s in sets]
    lines.append(f"total: {hand.total}")
    assumed = pack.provenance.assumed(f"commodity:{s.commodity}" for s in hand.sets)
    data = {"pack": "megaciv", "computation": "value", "sets": sets, "total": hand.total, "assumed": assumed}
    return emit(args, data, "\n".join(lines) + assumed_line(assumed))


def run_trade(args: argparse.Namespace) -> int:
    """Judge a deal with Mega Civilization's trade rules."""
    from companion.edition.packs import megaciv
    from companion.rules.advciv.cards import Commodity
    from companion.rules.megaciv.trade import MegaSide, check_side, check_trade, read_offer

    pair_sides("trade", args.announced, args.given, ("--announced", "--given"))
    pack = megaciv.load(args.data)
    deck = pack.deck
    players = args.player or ["A", "B"][: len(args.announced)]
    if len(players) != len(args.announced) or len(set(players)) != len(players):
        raise UsageError(f"--player: give {len(args.announced)} different names, one per side")
    sides = []
    for player, announced, given in zip(players, args.announced, args.given):
        count, named = parse_announced(announced)
        sides.append(MegaSide(player, read_offer(deck, count, named), parse_pairs(f"{player} gives", [given])))
    verdict = check_trade(deck, sides)
    out_sides, lines, keys = [], [], []
    for side in sides:
        given = deck.tally(f"{side.player} gives", side.given)
        keys += [f"{'commodity' if isinstance(deck.card(c), Commodity) else 'calamity'}:{c}" for c in given]
        found = check_side(deck, side)
        out_sides.append(
            {
                "player": side.player,
                "announced": {"count": side.offer.count, "named": list(side.offer.named)},
                "given": given,
                "breaches": [b.reason for b in found],
            }
        )
        said = ", ".join(deck.card(c).name for c in side.offer.named) or "nothing"
        handed = ", ".join(f"{n} {deck.card(c).name}" for c, n in given.items()) or "nothing"
        status = "; ".join(f"{b.reason} ({b.consequence})" for b in found) or "ok"
        lines.append(
            f"{side.player}: announced {side.offer.count} cards naming {said}; handed over {handed} — {status}"
        )
    if verdict.status == "stands":
        lines.append("The deal stands.")
    else:
        what = "illegal" if verdict.status == "illegal" else "revertible"
        back = ", ".join(f"{p} takes back {sum(c.values())} cards" for p, c in verdict.reverted)
        lines.append(f"The deal is {what}: all cards of both sides go back ({back}).")
    used = ["C207", "C208"] if verdict.status != "stands" else ["C208"]
    assumed = rulings(pack.provenance.assumed(keys), used)
    data = {
        "pack": "megaciv",
        "computation": "trade",
        "status": verdict.status,
        "sides": out_sides,
        "breaches": [
            {"player": b.player, "consequence": b.consequence, "reason": b.reason} for b in verdict.breaches
        ],
        "reverted": [{"player": p, "cards": dict(c)} for p, c in verdict.reverted],
        "assumed": assumed,
    }
    return emit(args, data, "\n".join(lines) + assumed_line(assumed))


def run_calamities(args: argparse.Namespace) -> int:
    """Apply the calamity limit to one player's calamities."""
    import random

    from companion.edition.packs import megaciv
    from companion.rules.megaciv.calamities import select_calamities

    pack = megaciv.load(args.data)
    deck = pack.deck
    rng = random.Random(args.seed) if args.seed is not None else None
    discards = split_names(args.discard) if args.discard is not None else None
    result = select_calamities(deck, args.players, split_names(args.held), rng=rng, discards=discards)
    limit = result.limit
    name = lambda c: deck.calamity(c).name  # noqa: E731
    rule = (
        f"at most {limit.total} calamities, at most {limit.major} of them major"
        if limit.minor_used
        else f"no more than {limit.total} calamities (no minor calamities are used)"
    )
    lines = [
        f"{limit.players} players: {rule}; "
        + ("one block, no duplicates" if limit.blocks == 1 else f"{limit.blocks} blocks")
    ]
    lines.append("held: " + (", ".join(name(c) for c in result.held) or "none"))
    for d in result.discarded:
        lines.append(f"discard {name(d.calamity)}: {REASONS[d.reason]}")
    lines.append("kept: " + (", ".join(name(c) for c in result.kept) or "none"))
    how = ["C205"] if rng is not None and any(d.reason != "duplicate" for d in result.discarded) else []
    how += ["C206"] if discards is not None else []
    assumed = rulings(pack.provenance.assumed(f"calamity:{c}" for c in result.held), ["C203", "C204"], how)
    data: dict[str, Any] = {
        "pack": "megaciv",
        "computation": "calamities",
        "players": limit.players,
        "limit": {
            "total": limit.total,
            "major": limit.major,
            "minor_used": limit.minor_used,
            "blocks": limit.blocks,
        },
        "held": list(result.held),
        "kept": list(result.kept),
        "discarded": [
            {"calamity": d.calamity, "name": name(d.calamity), "reason": d.reason} for d in result.discarded
        ],
        "seed": args.seed,
        "assumed": assumed,
    }
    return emit(args, data, "\n".join(lines) + assumed_line(assumed))
