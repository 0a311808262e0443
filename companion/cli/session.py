"""``companion session megaciv|advciv``: start a trade session (issue 37) and open its host screen.

``companion session megaciv --players 12`` seats 12 players (West and East blocks, half each unless
``--blocks`` says) named Player 1 … Player 12 unless ``--names`` says; ``--trade-seconds`` sets the
trade time (default: five minutes, 000 rule 28.41; ruling C211 for Mega Civilization). The session is
journaled in the games folder like every game (``companion games``, ``replay``, ``export``, ``stats``).
"""

from __future__ import annotations

import argparse
from datetime import datetime, timezone
from pathlib import Path

from companion.cli.parsing import Subparsers, parse_int
from companion.i18n import _


def _add_session(sub: Subparsers) -> None:
    p = sub.add_parser(
        "session",
        help=_("start a trade session of Mega Civilization or Advanced Civilization"),
        description=_("A trade session: the timer, each player's private hand on their phone, and Mega "
                      "Civilization's Calamity Selection with random discards."),
        epilog=_("example: {command}").format(
            command="companion session megaciv --players 12 --names Ann,Bob,... --trade-seconds 300"),
    )
    p.add_argument("trade_game", choices=("megaciv", "advciv"), metavar="GAME", help=_("megaciv or advciv"))
    p.add_argument("--players", required=True, metavar="N", help=_("players (Mega Civilization 5-18, Advanced 2-18)"))
    p.add_argument("--names", metavar="A,B,…", help=_("the players' names in seat order (default: Player 1, …)"))
    p.add_argument("--block", metavar="BLOCK", help=_("Mega Civilization up to 11 players: the block played, west or east"))
    p.add_argument(
        "--blocks", metavar="W,E,…", help=_("Mega Civilization from 12 players: each player's block, in seat "
                                         "order (default: the first half West, the rest East)")
    )
    p.add_argument("--trade-seconds", metavar="S", help=_("the trade's time limit (default 300: 000 rule 28.41)"))
    p.add_argument("--name", metavar="NAME", help=_("the session's name (default: the game and the date)"))
    p.add_argument("--game", metavar="PATH", help=_("the journal to create (default: a new file in the games folder)"))
    p.add_argument("--no-open", action="store_true", help=_("create the journal only, without opening the host screen"))
    p.set_defaults(run=run_session)


def _players(args: argparse.Namespace) -> list[dict[str, object]]:
    from companion.game.errors import GameError
    from companion.game.tradesession.kind import seat

    n = parse_int("--players", args.players)
    if not 1 <= n <= 18:
        raise GameError(_("--players: {n}, but a trade session seats 2 to 18 players").format(n=n))
    names = [s.strip() for s in args.names.split(",")] if args.names else [
        _("Player {n}").format(n=i) for i in range(1, n + 1)]
    if len(names) != n:
        raise GameError(_("--names: {names} names for {n} players").format(names=len(names), n=n))
    return seat(args.trade_game, names, args.blocks.split(",") if args.blocks else None)


def run_session(args: argparse.Namespace) -> int:
    """Create the session's journal, then open its host screen (unless ``--no-open``)."""
    from companion.game.store import new_game_path
    from companion.game.tradesession.kind import start
    from companion.game.tradesession.state import TITLES

    now = datetime.now(timezone.utc)
    name = args.name or f"{TITLES[args.trade_game]} {now:%Y-%m-%d}"
    path = Path(args.game).expanduser() if args.game else new_game_path(name, now)
    seconds = None if args.trade_seconds is None else parse_int("--trade-seconds", args.trade_seconds)
    game = start(
        path, name=name, game=args.trade_game, players=_players(args), block=args.block, trade_seconds=seconds,
    )
    print(_("trade session saved to {path}").format(path=game.path))
    if args.no_open:
        game.close()
        return 0
    game.close()
    from companion.cli.commands import _open_journal, _run_tui
    from companion.cli.terminal import need_terminal
    from companion.game.bulk import start_up

    need_terminal()
    with start_up() as loaded:
        return _run_tui(start="open", game_path=path, game=_open_journal(path), loaded=loaded)


COMMANDS = {"session": _add_session}
