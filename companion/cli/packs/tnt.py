"""``companion calc tnt …``: Trade and Triumph scoring (004_94530a861ff71851.txt).

Computations: ``sell`` (the best sale of trade resources at the city), ``cards``
(gold for cards sold), ``hand`` (the hand limit of 7), ``end`` (the 20 VP
trigger and the last round), ``winner`` (most VP, then gold, then fewest
upgrades). See docs/rule-packs.md for the JSON shapes.
"""

from __future__ import annotations

import argparse
from typing import Any

from companion.cli.packs._shared import add_common_options, assumed_line, computation, parse_fields, rulings
from companion.cli.parsing import UsageError, emit, parse_int, parse_pairs


def register(calc_subparsers: argparse._SubParsersAction) -> None:
    """Add ``calc tnt`` and its computations."""
    pack = calc_subparsers.add_parser(
        "tnt",
        help="Trade and Triumph: resource sales, card sales, hand limit, end and winner",
        description="Trade and Triumph scoring (004_94530a861ff71851.txt).",
    )
    sub = pack.add_subparsers(title="computations", metavar="COMPUTATION", required=True)

    sell = computation(
        sub,
        "sell",
        "find the sale of trade resources at the city that gives the most VP",
        "companion calc tnt sell forest=2,mountain=1,desert=1,ocean=3",
    )
    sell.add_argument(
        "resources", nargs="+", metavar="REGION=N", help="resources held: forest, mountain, desert, ocean"
    )
    add_common_options(sell, "tnt")
    sell.set_defaults(run=run_sell)

    cards = computation(
        sub,
        "cards",
        "gold for selling cards from hand (1 at a trade node, 2 at the city)",
        "companion calc tnt cards 3 --at city",
    )
    cards.add_argument("cards", metavar="N", help="cards sold")
    cards.add_argument("--at", choices=("node", "city"), required=True, help="where the cards are sold")
    add_common_options(cards, "tnt")
    cards.set_defaults(run=run_cards)

    hand = computation(
        sub, "hand", "cards to discard at the end of a turn (hand limit 7)", "companion calc tnt hand 9"
    )
    hand.add_argument("cards", metavar="N", help="cards in hand at the end of the turn")
    add_common_options(hand, "tnt")
    hand.set_defaults(run=run_hand)

    end = computation(
        sub,
        "end",
        "say whether the end is triggered (20 VP) and who still plays this round",
        "companion calc tnt end Ada=14:6 Bo=20:6 Cy=9:5",
    )
    end.add_argument(
        "players",
        nargs="+",
        metavar="NAME=VP:TURNS",
        help="each player in turn order from the first player: VP and turns completed",
    )
    end.add_argument("--triggered", action="store_true", help="the end was already triggered earlier")
    add_common_options(end, "tnt")
    end.set_defaults(run=run_end)

    win = computation(
        sub,
        "winner",
        "the winner: most VP, then most gold, then fewest upgrades, else shared",
        "companion calc tnt winner Ada=21:4:2 Bo=21:4:1 Cy=19:30:0",
    )
    win.add_argument("players", nargs="+", metavar="NAME=VP:GOLD:UPGRADES", help="each player's final numbers")
    add_common_options(win, "tnt")
    win.set_defaults(run=run_winner)


def _named(item: str, fields: tuple[str, ...]) -> tuple[str, list[int]]:
    """Parse ``NAME=N:N...`` keeping the name's case."""
    name, sep, rest = item.partition("=")
    if not sep or not name.strip():
        raise UsageError(f"expected NAME={':'.join(f.upper() for f in fields)}, got {item!r}")
    return name.strip(), parse_fields(name.strip(), rest, fields, least=len(fields))


def run_sell(args: argparse.Namespace) -> int:
    """The best sale of trade resources at the city."""
    from companion.edition.packs import tnt
    from companion.rules import _check
    from companion.rules.tnt.board import REGIONS, Resources
    from companion.rules.tnt.economy import best_sale

    pack = tnt.load(args.data)
    given = parse_pairs("resources", args.resources)
    for region in given:
        _check.known("region", region, REGIONS)
    resources = Resources(**given)
    sale = best_sale(pack.rules, resources)
    r = pack.rules
    text = (
        f"Sell {sale.sets} set(s) of four ({sale.sets} × {r.set_vp} VP) and {sale.singles.total} single "
        f"resource(s) ({sale.singles.total} × {r.resource_vp} VP): {sale.vp} VP."
    )
    assumed = rulings(pack.provenance.assumed(["rule:set_vp", "rule:resource_vp"]), ["C403"])
    data = {
        "pack": "tnt",
        "computation": "sell",
        "resources": resources.as_dict(),
        "sets": sale.sets,
        "singles": sale.singles.as_dict(),
        "vp": sale.vp,
        "assumed": assumed,
    }
    return emit(args, data, text + assumed_line(assumed))


def run_cards(args: argparse.Namespace) -> int:
    """Gold for cards sold from hand."""
    from companion.edition.packs import tnt
    from companion.rules.tnt.board import Trader
    from companion.rules.tnt.economy import sell_cards

    pack = tnt.load(args.data)
    n = parse_int("cards", args.cards)
    after = sell_cards(pack.rules, Trader("seller", hand=max(n, 0)), n, args.at)
    price = pack.rules.card_gold_city if args.at == "city" else pack.rules.card_gold_node
    text = f"{n} card(s) at the {args.at}: {n} × {price} = {after.gold} gold."
    data = {"pack": "tnt", "computation": "cards", "cards": n, "at": args.at, "gold": after.gold, "assumed": []}
    return emit(args, data, text)


def run_hand(args: argparse.Namespace) -> int:
    """Cards to discard down to the hand limit."""
    from companion.edition.packs import tnt
    from companion.rules.tnt.board import Trader
    from companion.rules.tnt.economy import discard_to_hand_limit

    pack = tnt.load(args.data)
    after, discard = discard_to_hand_limit(pack.rules, Trader("player", hand=parse_int("cards", args.cards)))
    text = (
        f"Discard {discard} card(s) of your choice, keep {after.hand} (hand limit {pack.rules.hand_limit})."
        if discard
        else f"Keep all {after.hand} cards (hand limit {pack.rules.hand_limit})."
    )
    assumed = ["C406"] if discard else []
    data = {
        "pack": "tnt",
        "computation": "hand",
        "hand": after.hand + discard,
        "limit": pack.rules.hand_limit,
        "discard": discard,
        "keep": after.hand,
        "assumed": assumed,
    }
    return emit(args, data, text + assumed_line(assumed))


def run_end(args: argparse.Namespace) -> int:
    """The end trigger and the completion of the last round."""
    from companion.edition.packs import tnt
    from companion.rules.tnt.board import Trader
    from companion.rules.tnt.endgame import end_of_game

    pack = tnt.load(args.data)
    traders = []
    for item in args.players:
        name, (vp, turns) = _named(item, ("vp", "turns"))
        traders.append(Trader(name, vp=vp, turns=turns))
    state = end_of_game(pack.rules, traders, triggered=args.triggered)
    if not state.triggered:
        text = f"The end is not triggered: nobody has {pack.rules.end_vp} VP."
    elif state.over:
        text = "The end is triggered and the round is complete: the game is over."
    else:
        text = (
            "The end is triggered; the round is completed first: still to play "
            + ", ".join(state.still_to_play)
            + "."
        )
    data: dict[str, Any] = {
        "pack": "tnt",
        "computation": "end",
        "triggered": state.triggered,
        "over": state.over,
        "still_to_play": list(state.still_to_play),
        "end_vp": pack.rules.end_vp,
        "assumed": ["C404"],
    }
    return emit(args, data, text + assumed_line(["C404"]))


def run_winner(args: argparse.Namespace) -> int:
    """The winner with the tie-breaks."""
    from companion.edition.packs import tnt
    from companion.rules.tnt.board import TRACKS, Trader, Upgrades
    from companion.rules.tnt.endgame import winner

    pack = tnt.load(args.data)
    capacity = sum(pack.rules.spaces(t) for t in TRACKS)
    traders = []
    for item in args.players:
        name, (vp, gold, upgrades) = _named(item, ("vp", "gold", "upgrades"))
        if not 0 <= upgrades <= capacity:
            raise UsageError(f"{name}: {upgrades} upgrades, but the three tracks hold 0 to {capacity} (C401)")
        # Only the total matters for the tie-break; fill the tracks left to right to build the value.
        per_track, left = {}, upgrades
        for track in TRACKS:
            per_track[track] = min(left, pack.rules.spaces(track))
            left -= per_track[track]
        traders.append(Trader(name, vp=vp, gold=gold, upgrades=Upgrades(**per_track)))
    outcome = winner(traders)
    how = {
        "vp": "the most VP",
        "gold": "a tie on VP, broken by the most gold",
        "upgrades": "a tie on VP and gold, broken by the fewest upgrades",
        "shared": "still tied on VP, gold and upgrades: the victory is shared",
    }[outcome.decided_by]
    lines = [f"Winner: {' and '.join(outcome.winners)} ({how})."]
    lines += [f"  {t.name}: {t.vp} VP, {t.gold} gold, {t.upgrades.total} upgrades" for t in outcome.standings]
    assumed = ["C405"] if outcome.decided_by in ("upgrades", "shared") else []
    data = {
        "pack": "tnt",
        "computation": "winner",
        "winners": list(outcome.winners),
        "decided_by": outcome.decided_by,
        "standings": [
            {"name": t.name, "vp": t.vp, "gold": t.gold, "upgrades": t.upgrades.total} for t in outcome.standings
        ],
        "assumed": assumed,
    }
    return emit(args, data, "\n".join(lines) + assumed_line(assumed))
