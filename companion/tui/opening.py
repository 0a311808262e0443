"""Opening a saved game: to record it, or — when another companion records it — read-only, following it.

Only the companion that holds a game's lock records it (:class:`~companion.game.errors.JournalLocked`
refuses any other). A second window — a screen turned towards the players, a laptop across the
table — may still show the game: :func:`open_path` and :func:`open_demo` offer it read-only
(:func:`follow`) through a :class:`~companion.game.follower.Follower`, which :class:`Following`
polls four times a second, re-rendering every screen when the other window records something. The screens offer no key
that would record an event (``CompanionApp.read_only``), and their titles say
``read-only — following <file>``.

Where the game was asked for by name on the command line (``companion resume``, ``--game``,
``companion demo``) it opens read-only at once, with a notification saying why; from the start
screen, the app asks first.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from companion.errors import CompanionError
from companion.i18n import _
from companion.text import printable
from companion.tui.lines import printable_lines

if TYPE_CHECKING:
    from companion.game.errors import JournalLocked
    from companion.game.follower import Follower
    from companion.tui.app import CompanionApp

#: Seconds between two looks at the followed journal.
POLL_SECONDS = 0.25


def title_note(app: CompanionApp) -> str:
    """``"read-only — following friday.jsonl"``, what the titles add while the game is followed; else ``""``."""
    if app.game is None or not app.read_only:
        return ""
    return _("read-only — following {file}").format(file=printable(app.game.path.name))


class Following:
    """Keeps a followed game up to date: polls the follower, tells the app when the state changed."""

    def __init__(self, app: CompanionApp, follower: Follower) -> None:
        self.app = app
        self.follower = follower
        self._told: str | None = None  # the problem already notified
        self._interval = app.set_interval(POLL_SECONDS, self.poll)

    def poll(self) -> None:
        """Read what the other window appended; re-render on a change; say once if following stopped."""
        if self.follower.poll():
            self.app.state_changed()
        problem = self.follower.problem
        if problem and problem != self._told:
            self._told = problem
            self.app.notify(_("Stopped following (the screen shows the last good state): {problem}").format(problem=problem),
                            severity="error", timeout=15)

    def stop(self) -> None:
        """Stop polling (another game was opened, or the app quits)."""
        self._interval.stop()


def open_path(app: CompanionApp, path: Path, *, ask: bool) -> None:
    """Open the saved game ``path`` to record it; if another companion records it, offer it read-only.

    ``ask``: ask before opening read-only (the start screen), else open it at once with a
    notification (the command line named the game).

    Raises:
        CompanionError: the journal cannot be read.
    """
    from companion.game.errors import JournalLocked
    from companion.game.session import Game

    try:
        game = Game.open(path, clock=app.now)
    except JournalLocked as locked:
        follow(app, path, locked, ask=ask)
        return
    app.open_game(game)


def open_demo(app: CompanionApp, *, ask: bool) -> None:
    """Open a fresh demo game; if the demo is open in another companion, offer it read-only (as :func:`open_path`).

    Raises:
        CompanionError: the data folder cannot be written.
    """
    from companion.game.titm.demo import create_demo
    from companion.game.errors import JournalLocked
    from companion.game.store import games_dir

    try:
        game = create_demo(clock=app.now)
    except JournalLocked as locked:
        follow(app, games_dir() / "demo.jsonl", locked, ask=ask)
        return
    app.open_game(game)


def follow(app: CompanionApp, path: Path, locked: JournalLocked, *, ask: bool) -> None:
    """Offer the game ``path``, locked by another companion, read-only; ``ask`` first (else open it at once).

    If the journal cannot even be read, says why in one notification.
    """
    from companion.game.follower import Follower

    try:
        follower = Follower(path)
    except CompanionError as error:
        app.notify(_("{locked} — and it cannot be read: {problem}").format(locked=locked, problem=error), severity="error",
                   timeout=10)
        return
    said = _("“{name}” ({file}) is open in another companion window: only that window records it.").format(
        name=follower.state.name, file=path.name)
    if not ask:
        app.open_game(follower)
        app.notify(_("{why} Opened here read-only, following its changes.").format(why=said), severity="warning",
                   timeout=10)
        return
    from companion.tui.dialogs.confirm import ConfirmDialog

    def answer(yes: bool | None) -> None:
        if yes:
            app.open_game(follower)

    question = printable(_("Open “{name}” here read-only?").format(name=follower.state.name))
    why = _("{why} This window would show it and follow its changes.").format(why=said) + "\n\n" + \
        _("y / Enter: open read-only   n / Esc: back")
    app.push_screen(ConfirmDialog(question, printable_lines(why)), answer)
