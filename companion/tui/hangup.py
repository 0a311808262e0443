"""A terminal that goes away (a closed window, a dropped ssh link) ends the app as a quit would.

Usually the kernel's SIGHUP ends the process, and nothing is lost (every change is on disk
before the screen shows it; the lock goes with the process). But a companion that gets no
SIGHUP — one with no controlling terminal (started in a new session by another program), or
one that ignores it (``nohup``) — lives on: Textual 8.2's input thread reads the dead
terminal's end of file in a loop at 100% CPU (Textualize/textual pull request 6690, open), and
the app holds the game's lock until it is killed, so the host's next ``companion resume`` opens
the game read-only ("another companion records it").

:func:`watch_terminal` checks once a second that standard input is still a terminal and, when
it is not, leaves as the host's Ctrl+Q does (a running trade timer saved paused, sharing
stopped, the journal closed), with exit status :data:`HANGUP`.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Awaitable, Callable
from typing import Any

from textual.app import App

#: The exit status when the terminal went away: 128 + SIGHUP, as a shell reports a hung-up command.
HANGUP = 129
#: Seconds between two checks (one ``isatty`` call each).
INTERVAL = 1.0


def watch_terminal(app: App[Any], leave: Callable[[int], Awaitable[None]]) -> None:
    """Check every :data:`INTERVAL` seconds that the app's terminal is there; if not, ``await leave(HANGUP)``.

    Nothing is watched when the app is headless (tests) or did not start on a terminal.
    """
    stdin = sys.__stdin__
    if app.is_headless or stdin is None:
        return
    try:
        fd = stdin.fileno()
    except (OSError, ValueError):
        return
    if not os.isatty(fd):
        return
    left = False

    async def check() -> None:
        nonlocal left
        if not left and not os.isatty(fd):
            left = True
            await leave(HANGUP)

    app.set_interval(INTERVAL, check)
