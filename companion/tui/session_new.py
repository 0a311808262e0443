"""The start screen's new trade session form (issue 37): the game, the players' names in seat order,
Mega Civilization's blocks, and the trade time; the session opens on its host screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from companion.errors import CompanionError
from companion.tui.dialogs.base import open_dialog
from companion.tui.dialogs.form import FormDialog, FormField
from companion.i18n import N_, _

if TYPE_CHECKING:
    from companion.game.session import Game
    from companion.game.tradesession.state import SessionState
    from companion.tui.app import CompanionApp

#: The form's hint, said in the host's language when the form opens (``_(HINT)``); the words typed
#: (megaciv, advciv, west, east) are the form's values and stay as they are.
HINT = N_(
    "Game: megaciv or advciv. Names in seat order, separated by commas (Mega Civilization 5-18, Advanced 2-18). "
    "Mega Civilization: up to 11 players the block played (west or east); from 12 each player's block "
    "(default: the first half West). Trade time in seconds (default 300: 000 rule 28.41)."
)


async def new_session_form(app: CompanionApp) -> None:
    """Ask for the session's setup; on Enter start its journal in the games folder, and open it once
    the form has closed."""
    made: list[Game[SessionState]] = []

    def submit(values: dict[str, str]) -> str | None:
        from companion.entry import read_int
        from companion.game.store import new_game_path
        from companion.game.tradesession.kind import seat, start
        from companion.game.tradesession.state import TITLES

        game = values["game"].strip().lower()
        if game not in TITLES:
            return _("game: {game}; type megaciv or advciv").format(game=game or "—")
        names = [n.strip() for n in values["names"].split(",") if n.strip()]
        blocks = [b for b in values["blocks"].split(",") if b.strip()] or None
        try:
            seconds = read_int(values["seconds"], field=_("Trade time")) if values["seconds"].strip() else None
            name = values["name"].strip() or _("{game} trade").format(game=TITLES[game])
            session = start(
                new_game_path(name, app.now()),
                name=name,
                game=game,
                players=seat(game, names, blocks),
                block=values["block"].strip().lower() or None,
                trade_seconds=seconds,
                clock=app.now,
            )
        except CompanionError as error:
            return error.said()
        made.append(session)
        return None

    def opened(done: bool | None) -> None:
        if made:
            app.open_game(made[0])

    fields = [
        FormField("game", _("Game"), "megaciv / advciv", "megaciv"),
        FormField("names", _("Players"), "Ann, Bob, Cy, …"),
        FormField("block", _("Block"), _("west or east (up to 11 players)"), optional=True),
        FormField("blocks", _("Each player's block"), _("west, west, east, … (from 12)"), optional=True),
        FormField("seconds", _("Trade time"), "300", optional=True),
        FormField("name", _("Session name"), _("Friday trade"), optional=True),
    ]
    await open_dialog(app, FormDialog(_("New trade session"), fields, submit, hint=_(HINT)), opened)
