"""``companion serve [GAME]``: the public board of a game, served read-only while it is played in another window."""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path
from typing import TextIO

from companion.cli.parsing import AddCommand, parse_int, Subparsers, UsageError
from companion.i18n import _


def _add_serve(sub: Subparsers) -> None:
    p = sub.add_parser(
        "serve",
        help=_("serve a game's live board to phones and a TV (read-only)"),
        description=_("Serve the public board of a saved game, read-only, following its journal while another "
                      "window plays it. Prints the board's link (board: http://127.0.0.1:PORT/b/TOKEN). Listens on "
                      "this computer only unless --lan is given. Ctrl+C stops."),
    )
    p.add_argument("name", nargs="?", metavar="GAME", help=_("the game's name or file (the newest if omitted)"))
    p.add_argument("--lan", action="store_true", help=_("also serve the local network (phones on the same Wi-Fi)"))
    p.add_argument("--port", metavar="N", default="0", help=_("the TCP port (default: any free port)"))
    p.set_defaults(run=run_serve)


#: ``serve``: adds its parser.
COMMANDS: dict[str, AddCommand] = {"serve": _add_serve}


class PrintableLines(io.TextIOBase):
    """A text stream that writes to ``stream`` what a terminal would act on as visible escapes.

    What ``serve`` prints names the journal's file and quotes its damaged lines, both text a user
    wrote: an ESC in them is printed as the four characters ``\\x1b`` (:func:`companion.text.printable`);
    line breaks are kept.
    """

    def __init__(self, stream: TextIO) -> None:
        super().__init__()
        self._stream = stream

    def write(self, text: str) -> int:
        """Write ``text`` escaped; return its length as given (the ``TextIOBase`` contract)."""
        from companion.text import printable

        self._stream.write(printable(text, lines=True))
        return len(text)

    def flush(self) -> None:
        """Flush the stream underneath."""
        self._stream.flush()


def run_serve(args: argparse.Namespace) -> int:
    """Serve until Ctrl+C (exit status 0)."""
    import asyncio

    from companion.errors import CompanionError
    from companion.cli.commands import game_path

    port = parse_int("--port", args.port)
    if not 0 <= port <= 65535:
        raise UsageError(_("--port {port}: a port is 0 to 65535").format(port=port))
    path = Path(args.game).expanduser() if args.game else game_path(args.name)
    from companion.web.follow import serve

    try:
        out, err = PrintableLines(sys.stdout), PrintableLines(sys.stderr)
        asyncio.run(serve(path, port=port, lan=args.lan, out=out, err=err))
    except KeyboardInterrupt:
        return 0
    except OSError as error:
        raise CompanionError(_("cannot listen on port {port}: {error}").format(port=port, error=error.strerror or error)) from None
    return 0
