"""``companion calc ti4 …``: Twilight Imperium 4 commodities and trade goods (003_fbbad9fb1e9f590a.txt, §21).

A player is written ``FACTION[:COMMODITIES[:TRADE_GOODS]]`` (or with spaces, as in
the calculator's box, which reads it the same way: :func:`companion.calc.ti4.read_player`):
``hacan:2:1`` is the Emirates of Hacan holding 2 commodities and 1 trade good; a part left out or
empty is 0 (``hacan``, ``hacan:``, ``hacan:2:``, ``hacan::1``); a number in place
of the faction is a custom commodity value (``5:2:0``, ``+5:2``, ruling C302) and
is read as a player, not an option, even with a minus (``-5:2`` is refused:
a commodity value is 0 or more). Computations:
``factions``, ``replenish`` (21.3, Note 2), ``transaction`` (21.5), ``convert``
(21.5.3), ``tokens`` (21.8). See docs/rule-packs.md for the JSON shapes.

Only the arguments are read here; the answers are computed by :mod:`companion.calc.ti4`,
which the TUI's calculator shares.
"""

from __future__ import annotations

import argparse
import re
from typing import Any

from companion.cli.packs._shared import add_common_options, add_computations, answer, computation, parse_fields
from companion.cli.parsing import add_json_option, parse_int, Subparsers, UsageError
from companion.i18n import N_, _

PLAYER_HELP = N_(
    "FACTION[:COMMODITIES[:TRADE_GOODS]], e.g. hacan:2:1; a part left out or empty is 0 (hacan:, hacan::1); "
    "a number for FACTION is a custom commodity value (5:2:0)"
)
#: What a parser takes for a positional argument although it starts with "-": a custom value (``-5:2``).
SIGNED = re.compile(r"^-\d")


def _player_arguments(parser: argparse.ArgumentParser) -> None:
    """Read an argument starting with ``-`` and a digit as a PLAYER, not an unknown option.

    argparse takes ``-5:2`` for an option (only ``-5`` looks like a number to it),
    and then says the PLAYER is missing; these parsers have no option that starts
    with a digit, so the custom value reaches :func:`companion.calc.ti4.player`,
    which says what is wrong with it.
    """
    parser._negative_number_matcher = SIGNED


def register(calc_subparsers: Subparsers) -> None:
    """Add ``calc ti4`` and its computations."""
    pack = calc_subparsers.add_parser(
        "ti4",
        help=_("Twilight Imperium 4: commodities, trade goods, tokens (§21)"),
        description=_("Twilight Imperium 4 commodities and trade goods (003_fbbad9fb1e9f590a.txt, §21)."),
    )
    sub = add_computations(pack)

    factions = computation(
        sub, "factions", N_("list the factions and their commodity values (21.2)"), "companion calc ti4 factions"
    )
    add_common_options(factions, "ti4")
    factions.set_defaults(run=run_factions)

    replenish = computation(
        sub,
        "replenish",
        N_("replenish a player's commodities (21.3, 21.4, Note 2)"),
        "companion calc ti4 replenish hacan:2:1",
    )
    replenish.add_argument("player", metavar="PLAYER", help=_(PLAYER_HELP))
    add_common_options(replenish, "ti4")
    _player_arguments(replenish)
    replenish.set_defaults(run=run_replenish)

    trans = computation(
        sub,
        "transaction",
        N_("exchange commodities and trade goods between two players (21.5)"),
        "companion calc ti4 transaction hacan:6:0 sol:2:2 --a-gives 3 --b-gives 0:1",
    )
    trans.add_argument("a", metavar="PLAYER_A", help=_(PLAYER_HELP))
    trans.add_argument("b", metavar="PLAYER_B", help=_(PLAYER_HELP))
    trans.add_argument("--a-gives", default="0", metavar="C[:TG]", help=_("commodities[:trade goods] A hands over"))
    trans.add_argument("--b-gives", default="0", metavar="C[:TG]", help=_("commodities[:trade goods] B hands over"))
    add_common_options(trans, "ti4")
    _player_arguments(trans)
    trans.set_defaults(run=run_transaction)

    convert = computation(
        sub,
        "convert",
        N_("convert a player's own commodities to trade goods (21.5.3)"),
        "companion calc ti4 convert sol:3:1 2",
    )
    convert.add_argument("player", metavar="PLAYER", help=_(PLAYER_HELP))
    convert.add_argument("commodities", metavar="N", help=_("commodities to convert"))
    add_common_options(convert, "ti4")
    _player_arguments(convert)
    convert.set_defaults(run=run_convert)

    tokens = computation(
        sub,
        "tokens",
        N_("make change with tokens of 1 and 3 (21.8)"),
        "companion calc ti4 tokens --threes 1 --hand-over 1",
    )
    tokens.add_argument("amount", nargs="?", metavar="AMOUNT", help=_("an amount: the fewest tokens worth it"))
    tokens.add_argument("--ones", metavar="N", help=_("tokens of 1 held"))
    tokens.add_argument("--threes", metavar="N", help=_("tokens of 3 held"))
    tokens.add_argument("--hand-over", metavar="N", help=_("hand over this much out of the tokens held"))
    add_json_option(tokens)
    tokens.set_defaults(run=run_tokens)


def _player(pack: Any, spec: str, who: str = "player") -> Any:
    """``FACTION[:COMMODITIES[:TRADE_GOODS]]`` read as the calculator's boxes read a player
    (:func:`companion.calc.ti4.read_player`); ``who`` starts every message."""
    from companion.calc import ti4 as answers

    return answers.read_player(pack, who, spec)


def _count(field: str, text: str) -> int:
    """A whole number ≥ 0 typed for ``field`` (an option or an argument); empty is refused.

    Raises:
        EntryError: empty or not a whole number.
        UsageError: a negative number.
    """
    n = parse_int(field, text)
    if n < 0:
        raise UsageError(_("{field}: {n} is negative").format(field=field, n=n))
    return n


def run_factions(args: argparse.Namespace) -> int:
    """List the faction table."""
    from companion.calc import ti4 as answers
    from companion.edition.packs import ti4

    return answer(args, answers.factions(ti4.load(args.data)))


def run_replenish(args: argparse.Namespace) -> int:
    """Replenish one player's commodities."""
    from companion.calc import ti4 as answers
    from companion.edition.packs import ti4

    pack = ti4.load(args.data)
    return answer(args, answers.replenish(pack, _player(pack, args.player)))


def run_transaction(args: argparse.Namespace) -> int:
    """Exchange commodities and trade goods between two players."""
    from companion.calc import ti4 as answers
    from companion.edition.packs import ti4

    pack = ti4.load(args.data)
    a, b = _player(pack, args.a, _("player A")), _player(pack, args.b, _("player B"))
    gives = []
    for option, text in (("--a-gives", args.a_gives), ("--b-gives", args.b_gives)):
        if not text.strip():
            raise UsageError(_("{option}: type {shape}, e.g. {example}").format(
                option=option, shape="COMMODITIES[:TRADE_GOODS]", example="3 or 0:1"))
        gives.append(parse_fields(option, text.strip(), (N_("commodities"), N_("trade goods")), least=0, empty=0))
    return answer(args, answers.transaction(pack, a, b, (gives[0][0], gives[0][1]), (gives[1][0], gives[1][1])))


def run_convert(args: argparse.Namespace) -> int:
    """Convert a player's own commodities to trade goods."""
    from companion.calc import ti4 as answers
    from companion.edition.packs import ti4

    pack = ti4.load(args.data)
    before = _player(pack, args.player)
    return answer(args, answers.convert(pack, before, parse_int(_("commodities"), args.commodities)))


def run_tokens(args: argparse.Namespace) -> int:
    """The fewest tokens for an amount, or the change for handing an amount over."""
    from companion.calc import ti4 as answers
    from companion.rules.ti4.tokens import Tokens

    held: int | Tokens
    amount = None if args.amount is None else _count("AMOUNT", args.amount)
    if args.ones is None and args.threes is None:
        if amount is None:
            raise UsageError(_("tokens: give an {amount}, or the tokens held with {options}").format(
                amount="AMOUNT", options="--ones/--threes"))
        held = amount
    else:
        ones = 0 if args.ones is None else _count("--ones", args.ones)
        held = Tokens(ones, 0 if args.threes is None else _count("--threes", args.threes))
        if amount is not None and amount != held.total:
            raise UsageError(_("tokens: {option} {amount} differs from the tokens held (worth {total})").format(
                option="AMOUNT", amount=amount, total=held.total))
    hand_over = None if args.hand_over is None else _count("--hand-over", args.hand_over)
    return answer(args, answers.tokens(held, hand_over))
