"""Top-level commands other than ``calc``: the TUI, saved games, replay and export."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from companion.cli.parsing import AddCommand, Subparsers, UsageError, add_json_option, emit, one_line, parse_int, warn
from companion.cli.terminal import need_terminal
from companion.game.bulk import start_up
from companion.i18n import N_, _

if TYPE_CHECKING:
    from companion.game.journal import Loaded
    from companion.game.session import Game
    from companion.game.kinds import KindState


def add_global_options(parser: argparse.ArgumentParser) -> None:
    """Options every invocation understands."""
    from companion import __version__

    from companion.cli.argparse_words import VERSION_HELP

    parser.add_argument("--version", action="version", version=f"companion {__version__}", help=_(VERSION_HELP))
    parser.add_argument(
        "--edition",
        dest="tui_edition",
        default="titm-v6",
        metavar="ID_OR_PATH",
        help=_("edition for new games and the calculator (calc): an id shipped with the companion or a path to an "
               "edition file"),
    )
    parser.add_argument("--game", metavar="PATH", help=_("the journal file of the game to open or start"))
    parser.add_argument(
        "--lang",
        metavar="CODE",
        help=_("the host's language (en, de, …): the table's web pages' default and the messages this companion "
               "translates; default: COMPANION_LANG, else LANGUAGE/LC_ALL/LC_MESSAGES/LANG, else English"),
    )


#: What ``replay`` and ``export`` take (:func:`game_path`).
GAME_HELP = N_("a saved game's name (see `companion games`) or its journal file (.jsonl)")


def game_path(given: str | None) -> Path:
    """The journal a ``GAME`` argument names, for every command that takes one (``resume``, ``replay``,
    ``export``, ``serve``).

    In order: the newest saved game when ``given`` is None; what reads as a path (it has a folder
    separator), or what exists at ``given`` other than a folder, is that path, whatever it is (the
    journal's reader then says what is wrong with it: a device, no such file); a folder here is
    that folder only if no saved game has its name; a file name (``friday.jsonl``) is
    the one in the games folder, as ``companion games`` lists it, else that path; any other word is
    a saved game's name, or a unique part of it (:func:`companion.game.saved.find_game`).

    Raises:
        GameError: no saved game matches the name, or several do.
    """
    from companion.game.errors import GameError
    from companion.game.store import SUFFIX, games_dir
    from companion.game.saved import find_game

    if given is None:
        return find_game(None)
    path = Path(given).expanduser()
    if os.sep in given or (os.path.lexists(path) and not os.path.isdir(path)):  # isdir: False, never OSError
        return path
    if given.endswith(SUFFIX):  # a file name: the saved game's, else that file here (the reader says it is missing)
        saved = games_dir() / given
        return saved if os.path.lexists(saved) else path
    try:
        return find_game(given)
    except GameError:
        if os.path.isdir(path):  # a folder here hides no saved game of its name; without one, the reader says it is a folder
            return path
        raise


def _add_demo(sub: Subparsers) -> None:
    p = sub.add_parser("demo", help=_("open a 5-player demo game in turn III"), description=_("Open the demo game."))
    p.set_defaults(run=run_demo)


def _add_resume(sub: Subparsers) -> None:
    p = sub.add_parser(
        "resume",
        help=_("reopen a saved game in the TUI"),
        description=_("Reopen a saved game exactly where the table left it (the newest if no name is given)."),
    )
    p.add_argument("name", nargs="?", metavar="NAME", help=_("the game's name or file (see `companion games`)"))
    p.set_defaults(run=run_resume)


def _add_games(sub: Subparsers) -> None:
    p = sub.add_parser("games", help=_("list saved games"), description=_("List saved games, the most recent first."))
    add_json_option(p)
    p.set_defaults(run=run_games)


def _add_replay(sub: Subparsers) -> None:
    p = sub.add_parser(
        "replay",
        help=_("replay a journal and print the state"),
        description=_("Replay a game's journal without the TUI and print the state: turn, phase, and per player "
                      "VP, markers, levels and developments (and the ranking after game over)."),
    )
    p.add_argument("file", metavar="GAME", help=_(GAME_HELP))
    p.add_argument("--until", metavar="SEQ", help=_("replay only events 1 … SEQ"))
    add_json_option(p)
    p.set_defaults(run=run_replay)


def _add_export(sub: Subparsers) -> None:
    p = sub.add_parser(
        "export",
        help=_("write a game report"),
        description=_("Write a game report: ledger, history, rulings and final ranking."),
    )
    p.add_argument("file", metavar="GAME", help=_(GAME_HELP))
    p.add_argument(
        "--format",
        choices=("md", "json", "bgstats"),
        help=_("Markdown (default), JSON, or the play as BG Stats' create-play JSON (a finished game)"),
    )
    p.add_argument("--link", action="store_true", help=_("the BG Stats create-play link instead of its JSON"))
    p.add_argument(
        "-o", "--output", metavar="PATH",
        help=_("write to PATH instead of standard output (a new file); a report also gets the race as "
               "an SVG chart beside it (PATH's name + '-race.svg')"),
    )
    p.add_argument("--force", action="store_true", help=_("with -o: replace PATH if it exists"))
    p.set_defaults(run=run_export)


#: The game commands, in the order ``companion --help`` lists them: each adds its parser.
COMMANDS: dict[str, AddCommand] = {
    "demo": _add_demo,
    "resume": _add_resume,
    "games": _add_games,
    "replay": _add_replay,
    "export": _add_export,
}


def _load_checked(path: str, until: int | None = None) -> tuple[Loaded, KindState]:
    """Load and fold a journal (a skipped torn tail is said by :func:`_warn_torn`, once nothing more can fail:
    a command that fails says one line, its error)."""
    from companion.game.journal import load
    from companion.game.session import check

    loaded = load(game_path(path))
    if until is not None:
        if until < 1:
            raise UsageError(_("--until {until}: events are numbered from 1").format(until=until))
        loaded = loaded.until(until)
    return loaded, check(loaded)


def _warn_torn(loaded: Loaded) -> None:
    """Say on stderr that ``loaded``'s torn last line was skipped, if it had one."""
    if loaded.torn is not None:
        warn(loaded.torn.describe(loaded.path))



def run_games(args: argparse.Namespace) -> int:
    """``companion games``: saved games, newest first."""
    from companion.game.store import games_dir
    from companion.game.saved import saved_games

    games = saved_games()
    data = {
        "folder": str(games_dir()),
        "games": [
            {
                "name": g.name,
                "file": str(g.path),
                "players": list(g.players),
                "turn": g.turn,
                "phase": g.phase,
                "last_change": g.last_change.isoformat() if g.last_change else None,
                "problem": g.problem or None,
                "game": g.game,
            }
            for g in games
        ],
    }
    if not games:
        return emit(args, data, _("No saved games yet (in {folder}). Start one with `companion`.").format(folder=games_dir()))
    lines = [_("Saved games in {folder}:").format(folder=games_dir())]
    for g in games:
        if g.problem:
            lines.append(_("{file}: cannot be read — {problem}").format(file=g.path.name, problem=g.problem))
        else:
            lines.append(f"{g.describe()} — {g.path.name}")
    return emit(args, data, "\n".join(lines))


def run_replay(args: argparse.Namespace) -> int:
    """``companion replay GAME``: the state a journal gives."""
    until = None if args.until is None else parse_int("--until", args.until)
    loaded, state = _load_checked(args.file, until)
    text = loaded.kind.text(state)
    _warn_torn(loaded)
    return emit(args, state.summary(), text)


def run_export(args: argparse.Namespace) -> int:
    """``companion export GAME``: a Markdown or JSON game report, or the play for BG Stats, on standard
    output or in a new file.

    Printed safely (:func:`companion.text.printable`; the JSON stays valid JSON).
    With ``-o PATH`` the report is written whole or not at all, never leaving a
    temporary file behind, and an existing PATH is replaced only with ``--force``; a PATH that
    is a journal (the game's own, or any saved game's: by identity, through links too) never
    (:func:`~companion.game.store.refuse_journal`). A report (md, json) of a game that has a race
    gets the race's SVG chart beside it (``<stem>-race.svg``), under the same rules, both checked
    before either is written.
    """
    from companion.game.files import write_file
    from companion.game.store import refuse_journal
    from companion.text import printable, printable_json

    if args.force and args.output is None:
        raise UsageError(_("--force goes with -o PATH (it replaces an existing PATH)"))
    if args.link and args.format not in (None, "bgstats"):
        raise UsageError(_("--link gives the BG Stats link: it goes with --format bgstats, not --format {format}")
                         .format(format=args.format))
    fmt = args.format or ("bgstats" if args.link else "md")
    loaded, state = _load_checked(args.file)
    chart = None
    if fmt == "bgstats":
        text = _play_log(loaded, state, link=args.link)
    elif fmt == "json":
        data = loaded.kind.export_data(state, loaded.events)
        text = printable_json(json.dumps(data, ensure_ascii=False, indent=2)) + "\n"
    else:
        text = printable(loaded.kind.export_markdown(state, loaded.events), lines=True)
    if args.output is None:
        _warn_torn(loaded)
        sys.stdout.write(text)
        return 0
    output = Path(args.output)
    if fmt != "bgstats" and loaded.kind.race is not None:
        from companion.web.race_chart import race_svg

        chart = (output.with_name(output.stem + "-race.svg"), race_svg(loaded.kind.race(state)))
    for path in (output,) if chart is None else (output, chart[0]):  # all checked before any is written
        _refuse_what_is_not_a_file(path)
        refuse_journal(path, loaded.path, what="a report")  # with or without --force
        if not args.force and os.path.lexists(path):
            raise UsageError(_("{path}: exists already; nothing was written (give --force to replace it)").format(path=path))
    hint, own = " " + _("(give --force to replace it)"), loaded.path
    drawn = None
    if chart is not None:
        drawn = write_file(chart[0], chart[1].encode("utf-8"), replace=args.force, exists_hint=hint, own=own)
    try:
        written = write_file(output, text.encode("utf-8"), replace=args.force, exists_hint=hint, own=own)
    except BaseException:
        if drawn is not None:  # the report could not be written: no chart beside nothing
            drawn.unlink(missing_ok=True)
        raise
    _warn_torn(loaded)
    print(one_line(_("wrote {path}").format(path=written)))
    if drawn is not None:
        print(one_line(_("wrote {path}").format(path=drawn)))
    return 0


def _play_log(loaded: Loaded, state: KindState, *, link: bool) -> str:
    """``export --format bgstats``: the play's create-play JSON, or with ``link`` the link (one line each way).

    Raises:
        UsageError: the game type is not handed to BG Stats.
        GameError: the game is not over yet.
    """
    from companion.game.titm.bgstats import play_link
    from companion.text import printable_json

    if loaded.kind.play_log is None:
        raise UsageError(_("--format bgstats: a {game} game is not handed to BG Stats").format(game=loaded.kind.title))
    data = loaded.kind.play_log(state, loaded.events)
    if link:
        return play_link(data) + "\n"
    return printable_json(json.dumps(data, ensure_ascii=False, indent=2)) + "\n"


def _refuse_what_is_not_a_file(output: Path) -> None:
    """Refuse an ``-o`` that is, or links to, a folder, a FIFO or a device (/dev/null, /dev/stdout):
    ``--force`` replaces a file, never such a thing (as root, the device node itself).

    Raises:
        UsageError: naming what it is.
    """
    import stat

    from companion.game.files import kind_of

    try:
        mode = os.stat(output).st_mode  # what a write there would reach, through a link
    except (OSError, ValueError):
        return  # nothing there (or a dangling link): a new file, as ever
    if not stat.S_ISREG(mode):
        raise UsageError(
            _("{path}: is {what}, not a file: -o writes the report to a new file (without -o it goes to standard output)")
            .format(path=output, what=kind_of(mode))
        )


def _run_tui(*, loaded: Callable[[], None], **options: Any) -> int:
    """Run the TUI; its exit status is non-zero after a crash (see :mod:`companion.tui.run`).

    ``loaded``: the callable of :func:`~companion.game.bulk.start_up` the command loaded under,
    called once the app is built, just before it runs. The command asked for a terminal first
    (:func:`~companion.cli.terminal.need_terminal`).
    """
    from companion.tui.run import run_tui

    return run_tui(loaded=loaded, **options)


def run_start(args: argparse.Namespace) -> int:
    """``companion``: the start screen, or with ``--game PATH`` that game (a new one if the file does not exist)."""
    from companion.edition import load_edition

    need_terminal()
    with start_up() as loaded:
        load_edition(args.tui_edition)  # a bad --edition is one line and exit 2, before the screen opens
        if args.game:
            path = Path(args.game).expanduser()
            if not os.path.lexists(path):
                return _run_tui(start="new", game_path=path, edition=args.tui_edition, loaded=loaded)
            game = _open_journal(path)
            return _run_tui(start="open", game_path=path, edition=args.tui_edition, game=game, loaded=loaded)
        return _run_tui(start="start", edition=args.tui_edition, loaded=loaded)


def run_demo(args: argparse.Namespace) -> int:
    """``companion demo``: the demo game."""
    need_terminal()
    with start_up() as loaded:
        return _run_tui(start="demo", loaded=loaded)


def run_resume(args: argparse.Namespace) -> int:
    """``companion resume [NAME]``: reopen a saved game."""
    need_terminal()
    with start_up() as loaded:
        path = Path(args.game).expanduser() if args.game else game_path(args.name)
        notice = ""
        if not args.game and args.name is None:  # the newest game that reads: say if a newer one does not
            from companion.game.saved import unreadable_newer

            passed = unreadable_newer(path)
            if passed:
                notice = _(
                    "{newer}, saved after this game, cannot be read: {problem}. "
                    "Opened {file}, the newest saved game that can be read."
                ).format(newer=passed[0].path.name, problem=passed[0].problem, file=path.name)
        return _run_tui(start="open", game_path=path, game=_open_journal(path), notice=notice, loaded=loaded)


def _open_journal(path: Path) -> Game | None:
    """Open the game ``path`` for the TUI to continue, before the screen opens (read and folded once, here).

    Returns the open :class:`~companion.game.session.Game` (its lock held), or None when another
    companion records it: the TUI then follows it read-only (it has been read once here, to refuse a
    damaged journal all the same).

    Raises:
        JournalError: a symbolic link (never written through), not a regular file, damaged.
        GameError: an event the rules do not allow (the line is named).
    """
    from companion.game.errors import JournalError, JournalLocked
    from companion.game.files import symlink_refusal
    from companion.game.journal import load
    from companion.game.session import Game, check

    if path.is_symlink():
        raise JournalError(symlink_refusal(path))
    try:
        return Game.open(path)
    except JournalLocked:
        check(load(path))
        return None
