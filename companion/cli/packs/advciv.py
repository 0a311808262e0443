"""``companion calc advciv …``: Advanced Civilization trade (000_cc0dfa045792078f.txt, rule 28).

Computations: ``value`` (set values, 28.51; ``--mining``, 28.53), ``trade``
(does a deal stand? 28.3), ``guarantee`` (what an offer guarantees, 28.3),
``deal`` (both hands before and after). See docs/rule-packs.md for the JSON shapes.

Only the arguments are read here; the answers are computed by :mod:`companion.calc.advciv`,
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
    parse_announced,
    trade_sides,
)
from companion.cli.parsing import parse_counts, Subparsers, UsageError
from companion.i18n import N_, _


def register(calc_subparsers: Subparsers) -> None:
    """Add ``calc advciv`` and its computations."""
    pack = calc_subparsers.add_parser(
        "advciv",
        help=_("Advanced Civilization: set values, Mining, trade checks (rule 28)"),
        description=_("Advanced Civilization trade (000_cc0dfa045792078f.txt, rule 28)."),
    )
    sub = add_computations(pack)

    value = computation(
        sub,
        "value",
        N_("value a hand's commodity sets (28.51), optionally with Mining (28.53)"),
        "companion calc advciv value grain=3 bronze=3 --mining",
    )
    value.add_argument(
        "cards", nargs="+", metavar="CARDS", help=_("trade cards held, as typed in the TUI: 3 grain, 2 oil (or grain=3)")
    )
    value.add_argument("--mining", action="store_true", help=_("apply Mining to the set where it gains most (28.53)"))
    add_common_options(value, "advciv")
    value.set_defaults(run=run_value)

    trade = computation(
        sub,
        "trade",
        N_("check whether a deal stands under rule 28.3, or what broke it"),
        "companion calc advciv trade --announced 3:salt,salt --given salt=2,ochre=1 "
        "--announced 4:grain,iron --given grain=1,iron=1,hides=2",
    )
    trade.add_argument(
        "--announced",
        action="append",
        metavar="COUNT:NAME,NAME",
        required=True,
        help=_("what a side announced: the card count and the cards named (once per side)"),
    )
    trade.add_argument(
        "--given",
        action="append",
        metavar="CARDS",
        required=True,
        help=_("the cards that side actually handed over (once per side, same order)"),
    )
    trade.add_argument("--player", action="append", metavar="NAME", help=_("the sides' names (default: A, B)"))
    add_common_options(trade, "advciv")
    trade.set_defaults(run=run_trade)

    guarantee = computation(
        sub,
        "guarantee",
        N_("say what the receiver of an announced offer is sure to get (28.3)"),
        "companion calc advciv guarantee 3:salt,salt",
    )
    guarantee.add_argument("announced", metavar="COUNT:NAME,NAME", help=_("the card count and the cards named"))
    add_common_options(guarantee, "advciv")
    guarantee.set_defaults(run=run_guarantee)

    deal = computation(
        sub,
        "deal",
        N_("value both hands before and after a deal (28.1, 28.51)"),
        "companion calc advciv deal --hand salt=2,ochre=1 --gives salt=2,ochre=1 "
        "--hand grain=1,iron=1,hides=2 --gives grain=1,iron=1,hides=1",
    )
    deal.add_argument(
        "--hand",
        action="append",
        metavar="CARDS",
        required=True,
        help=_("a player's trade cards before the deal (twice: first player, second player)"),
    )
    deal.add_argument(
        "--gives",
        action="append",
        metavar="CARDS",
        required=True,
        help=_("the cards that player hands over (twice, same order)"),
    )
    deal.add_argument("--player", action="append", metavar="NAME", help=_("the players' names (default: A, B)"))
    add_common_options(deal, "advciv")
    deal.set_defaults(run=run_deal)


def side_names(given: list[str] | None, sides: int) -> list[str]:
    """Return the sides' names: those given with ``--player`` (also for Mega Civilization), else A and B.

    Raises:
        UsageError: not one name per side.
        EntryError: a name that :func:`companion.entry.read_person` refuses: empty,
            showing nothing, with a control character, or given twice in any case.
    """
    from companion.entry import read_person

    if given is None:
        return ["A", "B"][:sides]
    if len(given) != sides:
        raise UsageError(_("{option}: give {sides} different names, one per side, got {n}").format(
            option="--player", sides=sides, n=len(given)))
    names: list[str] = []
    for text in given:
        names.append(read_person(text, field="--player", taken=names))
    return names


def run_value(args: argparse.Namespace) -> int:
    """Value a hand; with ``--mining`` raise the set where Mining gains most."""
    from companion.calc import advciv as answers
    from companion.edition.packs import advciv

    from companion.entry.packs import trade_cards

    pack = advciv.load(args.data)
    return answer(args, answers.value(pack, parse_counts(_("cards"), args.cards, trade_cards(pack)), mining=args.mining))


def run_trade(args: argparse.Namespace) -> int:
    """Check a deal under rule 28.3."""
    from companion.calc import advciv as answers
    from companion.edition.packs import advciv

    pair_sides("trade", args.announced, args.given, ("--announced", "--given"))
    from companion.entry.packs import trade_cards

    pack = advciv.load(args.data)
    players = side_names(args.player, len(args.announced))
    return answer(args, answers.trade(pack, trade_sides(players, args.announced, args.given, trade_cards(pack))))


def run_guarantee(args: argparse.Namespace) -> int:
    """Say what an announced offer guarantees its receiver."""
    from companion.calc import advciv as answers
    from companion.edition.packs import advciv

    from companion.entry.packs import trade_cards

    pack = advciv.load(args.data)
    count, named = parse_announced(args.announced, trade_cards(pack))
    return answer(args, answers.guarantee(pack, count, named))


def run_deal(args: argparse.Namespace) -> int:
    """Value both hands before and after a deal."""
    from companion.calc import advciv as answers
    from companion.edition.packs import advciv

    pair_sides("deal", args.hand, args.gives, ("--hand", "--gives"))
    if len(args.hand) != 2:
        raise UsageError(_("deal: give {hand} and {gives} twice, once for each player").format(hand="--hand", gives="--gives"))
    from companion.entry.packs import trade_cards

    pack = advciv.load(args.data)
    cards = trade_cards(pack)
    players = side_names(args.player, 2)
    hands = tuple(parse_counts(_("{player}'s hand").format(player=p), [h], cards) for p, h in zip(players, args.hand))
    gives = tuple(parse_counts(_("{player} gives").format(player=p), [g], cards) for p, g in zip(players, args.gives))
    return answer(args, answers.deal(pack, (players[0], players[1]), (hands[0], hands[1]), (gives[0], gives[1])))
