"""``companion calc megaciv …``: Mega Civilization trade and calamity selection (002_68463270ecbd4b83.txt).

Computations: ``value`` (set values, as Advanced Civilization 28.51), ``trade``
(stands, revertible or illegal), ``calamities`` (the limit of "8. Calamity
Selection", random discards from ``--seed`` or entered with ``--discard``).
See docs/rule-packs.md for the JSON shapes.

Only the arguments are read here; the answers are computed by :mod:`companion.calc.megaciv`,
which the TUI's calculator shares.
"""

from __future__ import annotations

import argparse

from companion.cli.packs._shared import (
    add_common_options,
    add_computations,
    answer,
    computation,
    pair_sides,
    trade_sides,
)
from companion.cli.parsing import parse_counts, parse_int, Subparsers
from companion.i18n import N_, _


def register(calc_subparsers: Subparsers) -> None:
    """Add ``calc megaciv`` and its computations."""
    pack = calc_subparsers.add_parser(
        "megaciv",
        help=_("Mega Civilization: set values, trade checks, the calamity limit"),
        description=_("Mega Civilization trade and calamity selection (002_68463270ecbd4b83.txt)."),
    )
    sub = add_computations(pack)

    value = computation(
        sub,
        "value",
        N_("value a hand's commodity sets (cards² × face value) with the cards of the game's player count"),
        "companion calc megaciv value --players 9 grain=8 salt=2",
    )
    value.add_argument(
        "cards", nargs="+", metavar="CARDS", help=_("trade cards held, as typed in the TUI: 3 grain, 2 oil (or grain=3)")
    )
    value.add_argument("--players", required=True, metavar="N", help=_("players in the game (5-18)"))
    value.add_argument(
        "--block",
        metavar="BLOCK",
        help=_("the trade-card block played, west or east (up to 11 players; from 12 both are in play)"),
    )
    add_common_options(value, "megaciv")
    value.set_defaults(run=run_value)

    trade = computation(
        sub,
        "trade",
        N_("judge a deal: stands, revertible (all cards go back) or illegal"),
        "companion calc megaciv trade --announced 3:salt,grain --given salt=1,grain=1,ochre=1 "
        "--announced 3:iron,wine --given iron=1,wine=1,flood=1",
    )
    trade.add_argument(
        "--announced",
        action="append",
        metavar="COUNT:NAME,NAME",
        required=True,
        help=_("what a side announced: the total card count and the commodities named, first first"),
    )
    trade.add_argument(
        "--given",
        action="append",
        metavar="CARDS",
        required=True,
        help=_("the cards that side actually handed over (once per side, same order)"),
    )
    trade.add_argument("--player", action="append", metavar="NAME", help=_("the sides' names (default: A, B)"))
    add_common_options(trade, "megaciv")
    trade.set_defaults(run=run_trade)

    cal = computation(
        sub,
        "calamities",
        N_("apply the calamity limit after Calamity Selection (8.)"),
        "companion calc megaciv calamities --players 5 famine piracy flood --seed 7",
    )
    cal.add_argument(
        "held",
        nargs="*",
        metavar="NAME",
        help=_("the calamities one player holds, as typed in the TUI: famine 2, flood (or famine famine flood)"),
    )
    cal.add_argument("--players", required=True, metavar="N", help=_("players in the game (5-18)"))
    how = cal.add_mutually_exclusive_group()
    how.add_argument("--seed", metavar="S", help=_("draw the random discards with this seed (a whole number)"))
    how.add_argument(
        "--discard",
        action="append",
        metavar="NAME",
        help=_("a card the table drew at random for the excess (repeat for each)"),
    )
    add_common_options(cal, "megaciv")
    cal.set_defaults(run=run_calamities)


def run_value(args: argparse.Namespace) -> int:
    """Value a hand's commodity sets."""
    from companion.calc import megaciv as answers
    from companion.edition.packs import megaciv

    from companion.entry import read_name
    from companion.entry.packs import blocks, trade_cards

    pack = megaciv.load(args.data)
    cards = parse_counts(_("cards"), args.cards, trade_cards(pack))
    players = parse_int("--players", args.players)
    block = read_name(args.block, blocks(field="--block"), field="--block") if args.block is not None else None
    return answer(args, answers.value(pack, cards, players, block))


def run_trade(args: argparse.Namespace) -> int:
    """Judge a deal with Mega Civilization's trade rules."""
    from companion.calc import megaciv as answers
    from companion.edition.packs import megaciv

    from companion.cli.packs.advciv import side_names

    pair_sides("trade", args.announced, args.given, ("--announced", "--given"))
    pack = megaciv.load(args.data)
    players = side_names(args.player, len(args.announced))
    from companion.entry.packs import trade_cards

    return answer(args, answers.trade(pack, trade_sides(players, args.announced, args.given, trade_cards(pack))))


def run_calamities(args: argparse.Namespace) -> int:
    """Apply the calamity limit to one player's calamities."""
    from companion.calc import megaciv as answers
    from companion.edition.packs import megaciv

    from companion.entry import read_names
    from companion.entry.packs import calamities

    pack = megaciv.load(args.data)
    names = calamities(pack)
    discards = read_names(" ".join(args.discard), names, field="--discard") if args.discard is not None else None
    held = read_names(" ".join(args.held), names, field=_("calamities held"))
    # Numbers are read by the entry grammar, as every other number typed (and the calculator's boxes):
    # argparse's int() said "invalid int value" and took "1_2" for 12.
    players = parse_int("--players", args.players)
    seed = None if args.seed is None else parse_int("--seed", args.seed)
    result = answers.calamities(pack, players, held, seed=seed, discards=discards)
    return answer(args, result)
