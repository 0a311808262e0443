"""``companion calc advciv …``: Advanced Civilization trade (000_cc0dfa045792078f.txt, rule 28).

Computations: ``value`` (set values, 28.51; ``--mining``, 28.53), ``trade``
(does a deal stand? 28.3), ``guarantee`` (what an offer guarantees, 28.3),
``deal`` (both hands before and after). See docs/rule-packs.md for the JSON shapes.
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
)
from companion.cli.parsing import UsageError, emit, parse_pairs


def register(calc_subparsers: argparse._SubParsersAction) -> None:
    """Add ``calc advciv`` and its computations."""
    pack = calc_subparsers.add_parser(
        "advciv",
        help="Advanced Civilization: set values, Mining, trade checks (rule 28)",
        description="Advanced Civilization trade (000_cc0dfa045792078f.txt, rule 28).",
    )
    sub = pack.add_subparsers(title="computations", metavar="COMPUTATION", required=True)

    value = computation(
        sub,
        "value",
        "value a hand's commodity sets (28.51), optionally with Mining (28.53)",
        "companion calc advciv value grain=3 bronze=3 --mining",
    )
    value.add_argument(
        "cards", nargs="+", metavar="NAME=N", help="trade cards held, e.g. grain=3 (commas allowed)"
    )
    value.add_argument("--mining", action="store_true", help="apply Mining to the set where it gains most (28.53)")
    add_common_options(value, "advciv")
    value.set_defaults(run=run_value)

    trade = computation(
        sub,
        "trade",
        "check whether a deal stands under rule 28.3, or what broke it",
        "companion calc advciv trade --announced 3:salt,salt --given salt=2,ochre=1 "
        "--announced 4:grain,iron --given grain=1,iron=1,hides=2",
    )
    trade.add_argument(
        "--announced",
        action="append",
        metavar="COUNT:NAME,NAME",
        required=True,
        help="what a side announced: the card count and the cards named (once per side)",
    )
    trade.add_argument(
        "--given",
        action="append",
        metavar="NAME=N,...",
        required=True,
        help="the cards that side actually handed over (once per side, same order)",
    )
    trade.add_argument("--player", action="append", metavar="NAME", help="the sides' names (default: A, B)")
    add_common_options(trade, "advciv")
    trade.set_defaults(run=run_trade)

    guarantee = computation(
        sub,
        "guarantee",
        "say what the receiver of an announced offer is sure to get (28.3)",
        "companion calc advciv guarantee 3:salt,salt",
    )
    guarantee.add_argument("announced", metavar="COUNT:NAME,NAME", help="the card count and the cards named")
    add_common_options(guarantee, "advciv")
    guarantee.set_defaults(run=run_guarantee)

    deal = computation(
        sub,
        "deal",
        "value both hands before and after a deal (28.1, 28.51)",
        "companion calc advciv deal --hand salt=2,ochre=1 --gives salt=2,ochre=1 "
        "--hand grain=1,iron=1,hides=2 --gives grain=1,iron=1,hides=1",
    )
    deal.add_argument(
        "--hand",
        action="append",
        metavar="NAME=N,...",
        required=True,
        help="a player's trade cards before the deal (twice: first player, second player)",
    )
    deal.add_argument(
        "--gives",
        action="append",
        metavar="NAME=N,...",
        required=True,
        help="the cards that player hands over (twice, same order)",
    )
    deal.add_argument("--player", action="append", metavar="NAME", help="the players' names (default: A, B)")
    add_common_options(deal, "advciv")
    deal.set_defaults(run=run_deal)


def _players(given: list[str] | None, sides: int) -> list[str]:
    """Return the sides' names: those given with ``--player``, else A and B."""
    names = given or ["A", "B"][:sides]
    if len(names) != sides or len(set(names)) != len(names):
        raise UsageError(f"--player: give {sides} different names, one per side, got {len(names)}")
    return names


def _sets_json(deck: Any, hand: Any) -> dict[str, Any]:
    return {
        "sets": [
            {
                "commodity": s.commodity,
                "name": deck.commodity(s.commodity).name,
                "cards": s.cards,
                "face_value": deck.commodity(s.commodity).value,
                "value": s.value,
            }
            for s in hand.sets
        ],
        "total": hand.total,
    }


def _sets_text(deck: Any, hand: Any) -> str:
    parts = [f"{deck.commodity(s.commodity).name} {s.cards} ({s.value})" for s in hand.sets]
    return ", ".join(parts) or "no commodity cards"


def run_value(args: argparse.Namespace) -> int:
    """Value a hand; with ``--mining`` raise the set where Mining gains most."""
    from companion.edition.packs import advciv
    from companion.rules.advciv.mining import hand_value_with_mining

    pack = advciv.load(args.data)
    deck = pack.deck
    result = hand_value_with_mining(deck, parse_pairs("cards", args.cards))
    keys = [f"commodity:{s.commodity}" for s in result.hand.sets]
    lines = [
        f"{deck.commodity(s.commodity).name}: {s.cards} cards × {s.cards} × {deck.commodity(s.commodity).value}"
        f" = {s.value}"
        for s in result.hand.sets
    ]
    lines.append(f"total: {result.hand.total}")
    mining: dict[str, Any] | None = None
    used: list[str] = []
    if args.mining:
        used = ["C103", "C104"]
        m = result.mining
        if m is None:
            lines.append(
                "Mining (28.53): no set can gain (it needs Iron, Bronze, Silver, Gems or Gold "
                "held below its card count)"
            )
        else:
            name = deck.commodity(m.commodity).name
            mining = {
                "commodity": m.commodity,
                "name": name,
                "cards": m.cards,
                "counted": m.counted,
                "before": m.before,
                "after": m.after,
                "gain": m.gain,
            }
            lines.append(f"Mining (28.53): {name} counts as {m.counted} cards: {m.before} → {m.after} (+{m.gain})")
        lines.append(f"total with Mining: {result.total}")
    assumed = rulings(pack.provenance.assumed(keys), used)
    data = {
        "pack": "advciv",
        "computation": "value",
        **_sets_json(deck, result.hand),
        "mining": mining,
        "total_with_mining": result.total if args.mining else None,
        "assumed": assumed,
    }
    return emit(args, data, "\n".join(lines) + assumed_line(assumed))


def run_trade(args: argparse.Namespace) -> int:
    """Check a deal under rule 28.3."""
    from companion.edition.packs import advciv
    from companion.rules.advciv.cards import Commodity
    from companion.rules.advciv.trade import Side, check_side, check_trade, read_offer

    pair_sides("trade", args.announced, args.given, ("--announced", "--given"))
    pack = advciv.load(args.data)
    deck = pack.deck
    players = _players(args.player, len(args.announced))
    sides = []
    for player, announced, given in zip(players, args.announced, args.given):
        count, named = parse_announced(announced)
        sides.append(Side(player, read_offer(deck, count, named), parse_pairs(f"{player} gives", [given])))
    verdict = check_trade(deck, sides)
    out_sides, lines, keys = [], [], []
    for side in sides:
        given = deck.tally(f"{side.player} gives", side.given)
        keys += [f"{'commodity' if isinstance(deck.card(c), Commodity) else 'calamity'}:{c}" for c in given]
        reasons = [b.reason for b in check_side(deck, side)]
        out_sides.append(
            {
                "player": side.player,
                "announced": {"count": side.offer.count, "named": list(side.offer.named)},
                "given": given,
                "breaches": reasons,
            }
        )
        said = ", ".join(deck.card(c).name for c in side.offer.named) or "nothing"
        handed = ", ".join(f"{n} {deck.card(c).name}" for c, n in given.items()) or "nothing"
        status = "kept 28.3" if not reasons else "broke 28.3: " + "; ".join(reasons)
        lines.append(
            f"{side.player}: announced {side.offer.count} cards naming {said}; handed over {handed} — {status}"
        )
    lines.append(
        "The deal stands (28.3)."
        if verdict.stands
        else "The deal does not stand (28.3); rule 28 names no remedy, the table decides (C106)."
    )
    assumed = rulings(pack.provenance.assumed(keys), ["C105", "C106"])
    data = {
        "pack": "advciv",
        "computation": "trade",
        "stands": verdict.stands,
        "sides": out_sides,
        "breaches": [{"player": b.player, "rule": b.rule, "reason": b.reason} for b in verdict.breaches],
        "assumed": assumed,
    }
    return emit(args, data, "\n".join(lines) + assumed_line(assumed))


def run_guarantee(args: argparse.Namespace) -> int:
    """Say what an announced offer guarantees its receiver."""
    from companion.edition.packs import advciv
    from companion.rules.advciv.trade import guarantee, read_offer

    pack = advciv.load(args.data)
    deck = pack.deck
    count, named = parse_announced(args.announced)
    offer = read_offer(deck, count, named)
    g = guarantee(offer)
    sure = ", ".join(f"{n} {deck.card(c).name}" for c, n in g.cards)
    said = ", ".join(deck.card(c).name for c in offer.named) or "nothing"
    text = f"Announced {g.count} cards naming {said}: the receiver is sure of {g.count} cards"
    text += f", including {sure}" if sure else ""
    text += f"; {g.unknown} may be any commodity or tradable calamity (28.3)."
    assumed = ["C105"]
    data = {
        "pack": "advciv",
        "computation": "guarantee",
        "count": g.count,
        "named": list(offer.named),
        "guaranteed": dict(g.cards),
        "unknown": g.unknown,
        "assumed": assumed,
    }
    return emit(args, data, text + assumed_line(assumed))


def run_deal(args: argparse.Namespace) -> int:
    """Value both hands before and after a deal."""
    from companion.edition.packs import advciv
    from companion.rules.advciv.deal import deal_values

    pair_sides("deal", args.hand, args.gives, ("--hand", "--gives"))
    if len(args.hand) != 2:
        raise UsageError("deal: give --hand and --gives twice, once for each player")
    pack = advciv.load(args.data)
    deck = pack.deck
    players = _players(args.player, 2)
    hands = tuple(parse_pairs(f"{p}'s hand", [h]) for p, h in zip(players, args.hand))
    gives = tuple(parse_pairs(f"{p} gives", [g]) for p, g in zip(players, args.gives))
    sides = deal_values(deck, (players[0], players[1]), (hands[0], hands[1]), (gives[0], gives[1]))
    keys = [f"commodity:{s.commodity}" for side in sides for s in (*side.before.sets, *side.after.sets)]
    lines = []
    for side in sides:
        lines.append(f"{side.player}: {side.before.total} → {side.after.total} ({side.change:+d})")
        lines.append(f"  before: {_sets_text(deck, side.before)}")
        lines.append(f"  after:  {_sets_text(deck, side.after)}")
    assumed = rulings(pack.provenance.assumed(keys), ["C107"])
    data = {
        "pack": "advciv",
        "computation": "deal",
        "sides": [
            {
                "player": s.player,
                "before": _sets_json(deck, s.before),
                "after": _sets_json(deck, s.after),
                "change": s.change,
            }
            for s in sides
        ],
        "assumed": assumed,
    }
    return emit(args, data, "\n".join(lines) + assumed_line(assumed))
