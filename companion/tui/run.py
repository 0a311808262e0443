"""Running the TUI from the command line: its exit status, and what a crash leaves behind.

A game night must survive a bug in the companion itself. Every change is on disk
before the screen shows it, so an unexpected error loses nothing that was shown;
what the host needs then is to know it, and where the game is. After Textual has
restored the terminal and printed the error, :func:`run_tui` closes the journal
(releasing the game's lock), prints one line saying where the journal is and how
to reopen it, and returns a non-zero exit status.
"""

from __future__ import annotations

import os
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

from companion.i18n import _
from companion.text import printable
from companion.tui.hangup import HANGUP

#: The exit status after an unexpected error (2 is for bad input, as everywhere in the command line).
CRASHED = 1


def run_tui(*, loaded: Callable[[], None] | None = None, **options: Any) -> int:
    """Run the app (``options`` as :func:`companion.tui.app.make_app` takes them) until it quits.

    ``loaded``, if given, is called once the app is built, just before it runs: the end of the
    command's start-up (:func:`companion.game.bulk.start_up`).

    Returns:
        0 when the host quit (a last word the app left, ``exit_note``, printed on stderr); :data:`~companion.tui.hangup.HANGUP` when the terminal went away;
        :data:`CRASHED` after an unexpected error, once the journal is closed and the line from
        :func:`crash_note` is printed on stderr.
    """
    from companion.tui.app import make_app

    app = make_app(**options)
    if loaded is not None:
        loaded()
    try:
        app.run()
        crashed = bool(app.return_code) and app.return_code != HANGUP
    except Exception:  # an error Textual did not catch (the terminal is already restored)
        traceback.print_exc()
        crashed = True
    finally:
        game = app.game or options.get("game")  # a game the command line opened, if the app failed before showing it
        if game is not None:
            try:
                game.close()
            except Exception:  # pragma: no cover - closing never raises in practice; the lock goes with the process
                pass
    if app.return_code == HANGUP and not crashed:
        return HANGUP  # the terminal went away: nobody is there to read a line
    if not crashed:
        note = getattr(app, "exit_note", None)  # e.g. the timer could not be saved paused on quitting
        if note:
            print(printable(_("companion: warning: {warning}").format(warning=note)), file=sys.stderr)
        return 0
    journal = game.path if game is not None else options.get("game_path")
    if game is None and journal is not None and not os.path.lexists(journal):
        journal = None  # a new game's path, the game never saved (the crash came in its form)
    print(crash_note(journal, read_only=bool(getattr(game, "read_only", False))), file=sys.stderr)
    return CRASHED


def crash_note(journal: Path | None, *, read_only: bool = False) -> str:
    """The line printed after a crash: where the game's journal is, and that nothing saved was lost.

    ``"companion: stopped by an unexpected error (above). Nothing saved was lost: every change the
    screen showed is in the journal /home/ann/…/friday.jsonl — `companion resume` reopens it."``
    """
    if journal is None:
        return _("companion: stopped by an unexpected error (above). No game was open.")
    where = printable(str(journal))
    if read_only:
        return _("companion: stopped by an unexpected error (above). The game was open read-only here; its journal "
                 "{journal} is the other window's.").format(journal=where)
    return _("companion: stopped by an unexpected error (above). Nothing saved was lost: every change the screen "
             "showed is in the journal {journal} — `companion resume` reopens it.").format(journal=where)
