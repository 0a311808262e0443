"""Top-level commands other than ``calc``: the TUI, saved games, replay and export."""

from __future__ import annotations

import argparse
import json
from dataclasses import replace
import sys
from pathlib import Path

from companion.cli.parsing import UsageError, add_json_option, emit, parse_int


def add_global_options(parser: argparse.ArgumentParser) -> None:
    """Options every invocation understands."""
    from companion import __version__

    parser.add_argument("--version", action="version", version=f"companion {__version__}")
    parser.add_argument(
        "--edition",
        dest="tui_edition",
        default="titm-v6",
        metavar="ID_OR_PATH",
        help="edition for new games: an id shipped with the companion or a path to an edition file",
    )
    parser.add_argument("--game", metavar="PATH", help="the journal file of the game to open or start")


def register(sub: argparse._SubParsersAction) -> None:
    """Add the game commands."""
    p = sub.add_parser("demo", help="open a 5-player demo game in turn III", description="Open the demo game.")
    p.set_defaults(run=run_demo)

    p = sub.add_parser(
        "resume",
        help="reopen a saved game in the TUI",
        description="Reopen a saved game exactly where the table left it (the newest if no name is given).",
    )
    p.add_argument("name", nargs="?", metavar="NAME", help="the game's name or file (see `companion games`)")
    p.set_defaults(run=run_resume)

    p = sub.add_parser("games", help="list saved games", description="List saved games, the most recent first.")
    add_json_option(p)
    p.set_defaults(run=run_games)

    p = sub.add_parser(
        "replay",
        help="replay a journal and print the state",
        description="Replay a game's journal without the TUI and print the state: turn, phase, and per player "
        "VP, markers, levels and developments (and the ranking after game over).",
    )
    p.add_argument("file", metavar="FILE", help="the journal (.jsonl)")
    p.add_argument("--until", metavar="SEQ", help="replay only events 1 … SEQ")
    add_json_option(p)
    p.set_defaults(run=run_replay)

    p = sub.add_parser(
        "export",
        help="write a game report",
        description="Write a game report: ledger, history, rulings and final ranking.",
    )
    p.add_argument("file", metavar="FILE", help="the journal (.jsonl)")
    p.add_argument("--format", choices=("md", "json"), default="md", help="Markdown (default) or JSON")
    p.add_argument("-o", "--output", metavar="PATH", help="write to PATH instead of standard output")
    p.set_defaults(run=run_export)


def _load_checked(path: str, until: int | None = None):
    """Load and fold a journal; report a skipped torn tail on stderr."""
    from companion.game.journal import load
    from companion.game.session import check

    loaded = load(path)
    if loaded.torn is not None:
        print(f"companion: warning: {loaded.torn.describe(loaded.path)}", file=sys.stderr)
    if until is not None:
        if until < 1:
            raise UsageError(f"--until {until}: events are numbered from 1")
        loaded = replace(loaded, events=[e for e in loaded.events if e.seq <= until])
    return loaded, check(loaded)


def run_games(args: argparse.Namespace) -> int:
    """``companion games``: saved games, newest first."""
    from companion.game.store import games_dir, saved_games

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
        return emit(args, data, f"No saved games yet (in {games_dir()}). Start one with `companion`.")
    lines = []
    for g in games:
        if g.problem:
            lines.append(f"{g.path.name}: cannot be read — {g.problem}")
        else:
            when = f"{g.last_change:%Y-%m-%d %H:%M}" if g.last_change else "?"
            where = f"turn {g.turn}, {g.phase}" if g.game == "titm" else f"Trade and Triumph, round {g.turn}, {g.phase}"
            lines.append(f"{g.name} — {', '.join(g.players)} — {where} — {when} — {g.path.name}")
    return emit(args, data, "\n".join(lines))


def run_replay(args: argparse.Namespace) -> int:
    """``companion replay FILE``: the state a journal gives."""
    until = None if args.until is None else parse_int("--until", args.until)
    loaded, state = _load_checked(args.file, until)
    return emit(args, state.summary(), loaded.kind.text(state))


def run_export(args: argparse.Namespace) -> int:
    """``companion export FILE``: a Markdown or JSON game report."""
    loaded, state = _load_checked(args.file)
    if args.format == "json":
        text = json.dumps(loaded.kind.export_data(state, loaded.events), ensure_ascii=False, indent=2) + "\n"
    else:
        text = loaded.kind.export_markdown(state, loaded.events)
    if args.output is None:
        sys.stdout.write(text)
        return 0
    write_atomically(Path(args.output), text)
    print(f"wrote {args.output}")
    return 0


def write_atomically(path: Path, text: str) -> None:
    """Write a file whole or not at all (never half-written)."""
    import os
    import tempfile

    from companion.errors import CompanionError

    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except OSError as error:
        raise CompanionError(f"{path}: cannot be written ({error.strerror or error})") from None


def _run_tui(**options) -> int:
    """Run the TUI; its exit status is non-zero after a crash (see :mod:`companion.tui.run`)."""
    from companion.tui.run import run_tui

    return run_tui(**options)


def run_start(args: argparse.Namespace) -> int:
    """``companion``: the start screen, or with ``--game PATH`` that game (a new one if the file does not exist)."""
    from companion.edition import load_edition

    load_edition(args.tui_edition)  # a bad --edition is one line and exit 2, before the screen opens
    if args.game:
        path = Path(args.game).expanduser()
        return _run_tui(start="open" if path.exists() else "new", game_path=path, edition=args.tui_edition)
    return _run_tui(start="start", edition=args.tui_edition)


def run_demo(args: argparse.Namespace) -> int:
    """``companion demo``: the demo game."""
    return _run_tui(start="demo")


def run_resume(args: argparse.Namespace) -> int:
    """``companion resume [NAME]``: reopen a saved game."""
    from companion.game.journal import load
    from companion.game.session import check
    from companion.game.store import find_game

    path = Path(args.game).expanduser() if args.game else find_game(args.name)
    check(load(path))  # a damaged journal is one line and exit 2, before the screen opens
    return _run_tui(start="open", game_path=path)
