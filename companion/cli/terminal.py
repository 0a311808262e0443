"""Whether the TUI can run here: the commands that open it (``companion``, ``demo``, ``resume``) ask first,
before they read or open anything."""

from __future__ import annotations

import os
import sys

from companion.cli.parsing import UsageError
from companion.i18n import _


def need_terminal() -> None:
    """What every command that opens the TUI does first, before it reads or opens anything (a journal's torn
    tail is cut only by a game opened to continue): refuse to go on without a terminal.

    Raises:
        UsageError: no terminal to run the TUI in (:func:`terminal_problem`).
    """
    problem = terminal_problem()
    if problem:
        raise UsageError(problem)


def terminal_problem() -> str | None:
    """Why the TUI cannot run here, or None: it reads keys from standard input and draws on standard
    error (as Textual does), and both must be a terminal.

    Without one (``setsid companion --game J </dev/null``, a cron job, a pipe), Textual 8.2 read the
    end of file in a loop at 100% CPU, for ever, holding the game's lock. The commands that need no
    terminal are named instead.
    """
    for name, stream in (("stdin", sys.__stdin__), ("stderr", sys.__stderr__)):
        try:
            ok = stream is not None and os.isatty(stream.fileno())
        except (OSError, ValueError):
            ok = False
        if not ok:
            said = _("the TUI needs a terminal, and standard input is not one") if name == "stdin" else \
                _("the TUI needs a terminal, and standard error is not one")
            return _("{problem}; without a terminal use companion games, replay, export, serve or calc").format(problem=said)
    return None
