"""``companion calc tnt …``: Trade and Triumph scoring (004_94530a861ff71851.txt).

Computations: ``sell`` (the best sale of trade resources at the city), ``cards``
(gold for cards sold), ``hand`` (the hand limit of 7), ``end`` (the 20 VP
trigger and the last round), ``winner`` (most VP, then gold, then fewest
upgrades). See docs/rule-packs.md for the JSON shapes.

Only the arguments are read here; the answers are computed by :mod:`companion.calc.tnt`,
which the TUI's calculator shares.
"""

from __future__ import annotations

import argparse

from companion.cli.packs._shared import add_common_options, add_computations, answer, computation, parse_players
from companion.cli.parsing import parse_counts, parse_int, Subparsers
from companion.i18n import N_, _


def register(calc_subparsers: Subparsers) -> None:
    """Add ``calc tnt`` and its computations."""
    pack = calc_subparsers.add_parser(
        "tnt",
        help=_("Trade and Triumph: resource sales, card sales, hand limit, end and winner"),
        description=_("Trade and Triumph scoring (004_94530a861ff71851.txt)."),
    )
    sub = add_computations(pack)

    sell = computation(
        sub,
        "sell",
        N_("find the sale of trade resources at the city that gives the most VP"),
        "companion calc tnt sell forest=2,mountain=1,desert=1,ocean=3",
    )
    sell.add_argument(
        "resources",
        nargs="+",
        metavar="RESOURCES",
        help=_("resources held by region (forest, mountain, desert, ocean) or cube colour (green, white, yellow, "
        "blue), as typed in the TUI: 2 forest, ocean"),
    )
    add_common_options(sell, "tnt")
    sell.set_defaults(run=run_sell)

    cards = computation(
        sub,
        "cards",
        N_("gold for selling cards from hand (1 at a trade node, 2 at the city)"),
        "companion calc tnt cards 3 --at city",
    )
    cards.add_argument("cards", metavar="N", help=_("cards sold"))
    cards.add_argument(
        "--at",
        required=True,
        metavar="PLACE",
        help=_("where the cards are sold: node (a trade node) or city, any case or a unique beginning"),
    )
    add_common_options(cards, "tnt")
    cards.set_defaults(run=run_cards)

    hand = computation(
        sub, "hand", N_("cards to discard at the end of a turn (hand limit 7)"), "companion calc tnt hand 9"
    )
    hand.add_argument("cards", metavar="N", help=_("cards in hand at the end of the turn"))
    add_common_options(hand, "tnt")
    hand.set_defaults(run=run_hand)

    end = computation(
        sub,
        "end",
        N_("say whether the end is triggered (20 VP) and who still plays this round"),
        "companion calc tnt end Ada=14:6 Bo=20:6 Cy=9:5",
    )
    end.add_argument(
        "players",
        nargs="+",
        metavar="NAME=VP:TURNS",
        help=_("each player in turn order from the first player: VP and turns completed"),
    )
    end.add_argument("--triggered", action="store_true", help=_("the end was already triggered earlier"))
    add_common_options(end, "tnt")
    end.set_defaults(run=run_end)

    win = computation(
        sub,
        "winner",
        N_("the winner: most VP, then most gold, then fewest upgrades, else shared"),
        "companion calc tnt winner Ada=21:4:2 Bo=21:4:1 Cy=19:30:0",
    )
    win.add_argument("players", nargs="+", metavar="NAME=VP:GOLD:UPGRADES", help=_("each player's final numbers"))
    add_common_options(win, "tnt")
    win.set_defaults(run=run_winner)


def run_sell(args: argparse.Namespace) -> int:
    """The best sale of trade resources at the city."""
    from companion.calc import tnt as answers
    from companion.edition.packs import tnt
    from companion.entry.packs import regions

    pack = tnt.load(args.data)
    return answer(args, answers.sell(pack, parse_counts(_("resources"), args.resources, regions())))


def run_cards(args: argparse.Namespace) -> int:
    """Gold for cards sold from hand."""
    from companion.calc import tnt as answers
    from companion.edition.packs import tnt
    from companion.entry import Vocabulary, read_name

    pack = tnt.load(args.data)
    at = read_name(args.at, Vocabulary.of("place", answers.PLACES, field="--at"))
    return answer(args, answers.cards(pack, parse_int(_("cards"), args.cards), at))


def run_hand(args: argparse.Namespace) -> int:
    """Cards to discard down to the hand limit."""
    from companion.calc import tnt as answers
    from companion.edition.packs import tnt

    pack = tnt.load(args.data)
    return answer(args, answers.hand(pack, parse_int(_("cards in hand"), args.cards)))


def run_end(args: argparse.Namespace) -> int:
    """The end trigger and the completion of the last round."""
    from companion.calc import tnt as answers
    from companion.edition.packs import tnt

    pack = tnt.load(args.data)
    players = [(name, vp, turns) for name, (vp, turns) in parse_players(args.players, (N_("VP"), N_("turns")))]
    return answer(args, answers.end(pack, players, triggered=args.triggered))


def run_winner(args: argparse.Namespace) -> int:
    """The winner with the tie-breaks."""
    from companion.calc import tnt as answers
    from companion.edition.packs import tnt

    pack = tnt.load(args.data)
    rows = parse_players(args.players, (N_("VP"), N_("gold"), N_("upgrades")))
    players = [(name, vp, gold, upgrades) for name, (vp, gold, upgrades) in rows]
    return answer(args, answers.winner(pack, players))
