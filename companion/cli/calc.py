"""``companion calc …``: referee computations for a dispute, without running a game.

Each computation prints a readable answer, or with ``--json`` exactly one JSON
object on stdout. Bad input exits with status 2 and one line on stderr. The
command names and JSON fields are part of the product: keep them stable.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any, Literal, overload

from companion.cli import packs
from companion.i18n import N_, _, current_code
from companion.cli.packs._shared import add_computations, example
from companion.cli.parsing import (
    Subparsers,
    UsageError,
    add_edition_option,
    edition_of,
    add_json_option,
    emit,
    parse_int,
    parse_counts,
)

if TYPE_CHECKING:
    from companion.calc import Answer
    from companion.entry import Vocabulary
    from companion.rules.components import Components


def register(sub: Subparsers, *, computations: bool = True) -> None:
    """Add ``calc`` and (if ``computations``) its subcommands to the top-level subparsers."""
    calc = sub.add_parser(
        "calc",
        help=_("settle a dispute: set values, resolutions, calamities, draws; the rule packs advciv, megaciv, ti4, tnt"),
        description=_("Referee computations for a dispute at the table, without running a game."),
    )
    if not computations:  # the command line does not say calc: only listed (see companion.cli.build_parser)
        return
    calc_sub = add_computations(calc)

    p = calc_sub.add_parser(
        "sets",
        help=_("VP of goods sets"),
        description=_("VP of the goods a player spends (001 Collect Victory Points; R1)."),
        epilog=_("example: {example} (or {short}, or {named})").format(
            example="companion calc sets 7 wine 2 dye", short="7wi 2dy", named="wine=7 dye=2"),
    )
    p.add_argument("counts", nargs="+", metavar="GOODS", help=_("cards spent of each good, as typed in the TUI: 3 grain 2 wine"))
    _common(p, run_sets)

    p = calc_sub.add_parser(
        "table",
        help=_("several players' spent cards in one step, against the decks and what was dealt"),
        description=_("The whole table's spent cards in one Resolution step 2, held to the decks (a hard "
        "limit) and to what the table was dealt and kept (held back beyond it) (C16; R1)."),
        epilog=_("examples: {example}   {other}").format(
            example="companion calc table Ann='5 wine' Ben='5 wine' Cat='5 wine'",
            other="companion calc table Eve='18 grain, 12 wine' --dealt 'grain 5, wool 5' --civic 3 --kept 3"),
    )
    p.add_argument("hands", nargs="+", metavar="NAME=GOODS", help=_("a player's spent cards, as typed in the TUI: Ann='3 grain, 2 wine'"))
    p.add_argument("--dealt", metavar="GOODS", help=_("basic goods the table was dealt this turn ('grain 5, wool 4'); "
                   "without --dealt, --civic or --luxury only the decks are checked"))
    p.add_argument("--civic", default="0", metavar="N", help=_("civic cards the table was dealt this turn"))
    p.add_argument("--luxury", default="0", metavar="N", help=_("luxury cards the table was dealt this turn"))
    p.add_argument("--kept", default="0", metavar="N", help=_("cards the table warehoused last turn"))
    p.add_argument("--warehoused", default="0", metavar="N", help=_("cards the table warehouses this turn"))
    _common(p, run_table)

    p = calc_sub.add_parser(
        "resolve",
        help=_("resolve one player's spent cards"),
        description=_("VP, arrows, track moves and Revolution/Conversion for one player's spent cards "
        "(001 Resolution Step 2; R5, R6, R11)."),
        epilog=example("companion calc resolve --goods '3 grain, 2 dye' --icons '2 black, white, prosperity' "
                       "--government democracy:3 --religion venus:2 --happiness 0 --safety 0"),
    )
    p.add_argument(
        "--goods", required=True, metavar="GOODS", help=_("cards spent by good ('' for none), as typed in the TUI: "
        "'3 grain, 2 dye' or 3gr,2dy; a unique beginning is enough")
    )
    p.add_argument(
        "--icons",
        default="",
        metavar="BOTTOMS",
        help=_("card bottoms: democracy, dictatorship, venus, mars (or white, black, blue, red), prosperity, "
        "unhappy, barbarian, and the named cards poverty, depression, barbarians, barbarian fury, zealots, "
        "corruption, slave revolt (with zealots, corruption and slave revolt, the arrow printed on the card "
        "attached, R18: zealots:red); as typed in the TUI, names as printed or a unique beginning, "
        "e.g. 'barbarian fury, 2 black, zealots:red'"),
    )
    p.add_argument(
        "--government",
        required=True,
        metavar="SIDE:SPACE",
        help=_("the side and the SPACE the marker is on (1 = centre … 6), not its level: e.g. democracy:3, dem:3 "
        "or white:3 is space 3 (level 1). 'calc draws' takes SIDE:LEVEL instead"),
    )
    p.add_argument(
        "--religion", required=True, metavar="SIDE:SPACE", help=_("the side and the SPACE, e.g. mars:1 or red:1 (space 1, level 0)")
    )
    p.add_argument("--happiness", required=True, metavar="POS", help=_("spaces from START, negative below it"))
    p.add_argument("--safety", required=True, metavar="POS", help=_("spaces from START, negative below it"))
    p.add_argument("--abandon-government", action="store_true", help=_("Abandon Government declared (R6)"))
    p.add_argument("--abandon-religion", action="store_true", help=_("Abandon Religion declared (R6)"))
    _common(p, run_resolve)

    p = calc_sub.add_parser(
        "victims",
        help=_("calamity victims of a turn"),
        description=_("Peasant Revolt and Barbarian Attack victims (001 Resolving Calamities; R8)."),
        epilog=example("companion calc victims --turn 3 Ann=-3:-1 Ben=-5:0 Cat=0:-4"),
    )
    p.add_argument("--turn", required=True, metavar="T", help=_("the turn, 1-6 (or I-VI)"))
    p.add_argument("positions", nargs="+", metavar="NAME=HAPPINESS:SAFETY", help=_("spaces from START"))
    _common(p, run_victims)

    p = calc_sub.add_parser(
        "barbarians",
        help=_("Barbarian Attack loss"),
        description=_("VP a Barbarian Attack victim gives back: the turn's base + the Barbarian Die; "
        "two rolls with Total War (001 Turn Track; R9)."),
        epilog=example("companion calc barbarians --turn 4 --roll 2 --vp 17"),
    )
    p.add_argument("--turn", required=True, metavar="T", help=_("the turn, 3-6 (or III-VI)"))
    p.add_argument("--roll", required=True, action="append", metavar="R", help=_("a Barbarian Die result (twice for Total War)"))
    p.add_argument("--vp", metavar="V", help=_("the victim's VP before the attack"))
    _common(p, run_barbarians)

    p = calc_sub.add_parser(
        "draws",
        help=_("development draw entitlement"),
        description=_("Development cards a player draws and may play (001 Development Phase; R3, R10)."),
        epilog=example("companion calc draws --government dictatorship:2 --religion mars:1 --turn 2 --peasant-revolt"),
    )
    p.add_argument(
        "--government",
        required=True,
        metavar="SIDE:LEVEL",
        help=_("the side and its LEVEL (0-3), not the space: e.g. democracy:1 (spaces 2 and 3 are level 1), "
        "or 0 alone for level 0. 'calc resolve' takes SIDE:SPACE instead"),
    )
    p.add_argument(
        "--religion", required=True, metavar="SIDE:LEVEL", help=_("the side and its LEVEL, e.g. mars:2, or 0 for level 0")
    )
    p.add_argument("--turn", metavar="T", help=_("the turn, 1-6 or I-VI (needed with --peasant-revolt)"))
    p.add_argument("--peasant-revolt", action="store_true", help=_("the player is a Peasant Revolt victim this turn"))
    p.add_argument("--stability", action="store_true", help=_("the player has Stability"))
    p.add_argument("--extra", default="0", metavar="N", help=_("extra draws from Brown DEVELOPMENT abilities"))
    _common(p, run_draws)

    packs.register_all(calc_sub)


def _common(parser: argparse.ArgumentParser, run: Any) -> None:
    add_edition_option(parser)
    add_json_option(parser)
    parser.set_defaults(run=run)


def _components(args: argparse.Namespace) -> Components:
    from companion.edition import load_edition

    return load_edition(edition_of(args)).components()


@overload
def side_number(what: str, text: str, sides: Vocabulary, *, level: Literal[False] = False) -> tuple[str, int]: ...
@overload
def side_number(what: str, text: str, sides: Vocabulary, *, level: bool) -> tuple[str | None, int]: ...
def side_number(what: str, text: str, sides: Vocabulary, *, level: bool = False) -> tuple[str | None, int]:
    """Parse ``SIDE:N`` (or ``0`` alone for level 0); SIDE is read by the entry grammar (``dem:3``, ``white:3``).

    Raises:
        UsageError: no ``:``.
        EntryError: an unknown or ambiguous side, or N not a whole number.
    """
    text = text.strip()
    if level and text == "0":
        return None, 0
    side, sep, number = text.partition(":")
    if not sep or not side.strip():
        shape = _("SIDE:LEVEL (or 0)") if level else "SIDE:SPACE"
        raise UsageError(_("{field}: expected {shape}, got {typed}").format(field=what, shape=shape, typed=repr(text)))
    from companion.entry import read_name

    return read_name(side, sides, field=what), parse_int(what, number)


def _answer(args: argparse.Namespace, answer: Answer) -> int:
    return emit(args, answer.data, answer.text)


def run_sets(args: argparse.Namespace) -> int:
    """``calc sets``: VP of goods sets."""
    from companion.calc import titm

    from companion.entry import titm as words

    components = _components(args)
    return _answer(args, titm.sets(components, parse_counts(_("goods"), args.counts, words.goods(components, lang=current_code()))))


def run_resolve(args: argparse.Namespace) -> int:
    """``calc resolve``: one player's Resolution step 2."""
    from companion.calc import titm
    from companion.entry import read_bottoms
    from companion.entry import titm as words

    components = _components(args)
    answer = titm.resolve(
        components,
        parse_counts("--goods", [args.goods], words.goods(components, lang=current_code())),
        read_bottoms(args.icons, words.bottoms(components, lang=current_code()), field="--icons").icons,
        side_number("--government", args.government, words.sides(components.government)),
        side_number("--religion", args.religion, words.sides(components.religion)),
        parse_int("--happiness", args.happiness),
        parse_int("--safety", args.safety),
        abandon_government=args.abandon_government,
        abandon_religion=args.abandon_religion,
    )
    return _answer(args, answer)


def run_table(args: argparse.Namespace) -> int:
    """``calc table``: several players' spent cards in one step, held to the table's cards."""
    from companion.calc.table import table
    from companion.entry import read_person
    from companion.entry import titm as words
    from companion.rules.production import ProductionEntitlement

    components = _components(args)
    goods = words.goods(components, lang=current_code())
    hands: list[tuple[str, dict[str, int]]] = []
    for item in args.hands:  # a name as every calculator reads its players: shown as typed, never twice
        name, sep, typed = item.partition("=")
        if not sep or not name.strip():
            raise UsageError(_("expected {shape} ({example}), got {typed}").format(
                shape="NAME=GOODS", example="Ann='3 grain'", typed=repr(item)))
        name = read_person(name, field=_("player"), taken=[n for n, _n in hands])
        hands.append((name, parse_counts(name, [typed], goods)))
    civic, luxury = parse_int("--civic", args.civic), parse_int("--luxury", args.luxury)
    dealt = None
    if args.dealt is not None or civic or luxury:
        basic = parse_counts("--dealt", [args.dealt or ""], goods)
        if any(components.goods[g].category != "basic" for g in basic):
            raise UsageError(_("{option}: basic goods only (civic and luxury cards are {civic}, {luxury})").format(
                option="--dealt", civic="--civic", luxury="--luxury"))
        dealt = ProductionEntitlement(basic, civic, luxury, civic, luxury)
    answer = table(components, hands, dealt=dealt, kept=parse_int("--kept", args.kept),
                   warehoused=parse_int("--warehoused", args.warehoused))
    return _answer(args, answer)


def parse_positions(items: list[str]) -> tuple[dict[str, int], dict[str, int]]:
    """Parse ``NAME=HAPPINESS:SAFETY`` items into two mappings (names in the order given), read as
    every calculator reads its players (:func:`companion.cli.packs._shared.parse_players`): a name
    given twice in any case (``Ann``, ``ann``) is refused."""
    from companion.cli.packs._shared import parse_players

    rows = parse_players(items, (N_("happiness"), N_("safety")))
    return {name: h for name, (h, _) in rows}, {name: s for name, (_, s) in rows}


def parse_turn(text: str) -> int:
    """``--turn``: a number or the turn track's numeral (``3``, ``III``)."""
    from companion.entry import read_turn

    return read_turn(text, field="--turn")


def run_victims(args: argparse.Namespace) -> int:
    """``calc victims``: the calamity victims of a turn."""
    from companion.calc import titm

    happiness, safety = parse_positions(args.positions)
    return _answer(args, titm.victims(_components(args), parse_turn(args.turn), happiness, safety))


def run_barbarians(args: argparse.Namespace) -> int:
    """``calc barbarians``: a Barbarian Attack victim's loss."""
    from companion.calc import titm

    rolls = [parse_int("--roll", r) for r in args.roll]
    vp = None if args.vp is None else parse_int("--vp", args.vp)
    return _answer(args, titm.barbarians(_components(args), parse_turn(args.turn), rolls, vp))


def run_draws(args: argparse.Namespace) -> int:
    """``calc draws``: a player's development draw entitlement."""
    from companion.calc import titm
    from companion.entry import titm as words

    components = _components(args)
    turn = None if args.turn is None else parse_turn(args.turn)
    if args.peasant_revolt and turn is None:
        raise UsageError(_("{option} needs {turn} (the cap depends on the turn)").format(option="--peasant-revolt", turn="--turn"))
    answer = titm.draws(
        components,
        side_number("--government", args.government, words.sides(components.government), level=True),
        side_number("--religion", args.religion, words.sides(components.religion), level=True),
        turn=turn,
        revolt_turn=turn if args.peasant_revolt else None,
        stability=args.stability,
        extra=parse_int("--extra", args.extra),
    )
    return _answer(args, answer)
