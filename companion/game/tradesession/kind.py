"""A trade session as a journal game type (Mega Civilization's 002 "Trade" and "8. CALAMITY SELECTION",
Advanced Civilization's rule 28).

Usage::

    game = start(path, name="Friday", game="megaciv", players=[{"name": "Ann", "block": "west"}, ...])
    game.record(SessionHand(player="Ann", cards={"salt": 3}))
    game.record(SessionEndTrade())
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from companion.i18n import N_
from companion.game.clock import Clock, wall_clock
from companion.game.kinds import GameKind, StatsColumns
from companion.game.stats.tradesession import digest
from companion.game.tradesession import report
from companion.game.tradesession.events import EVENTS, SESSION_ADAPTER, STAMP, SessionEvent, SessionSetup
from companion.game.tradesession.fold import apply_event, check_event
from companion.game.tradesession.state import TITLES, SessionState
from companion.game.tradesession.views import player_view, public_view
from companion.i18n import _

if TYPE_CHECKING:
    from companion.game.session import Game

#: The trade time when the table names none, and its source: Advanced Civilization 28.41 recommends
#: "a time limit of not more than five minutes"; Mega Civilization's "End of trade" names a time limit
#: but no length, so the same five minutes (ruling C211).
DEFAULT_TRADE = {"advciv": (300, "000 rule 28.41"), "megaciv": (300, "ruling C211 (as 000 rule 28.41)")}


def listed(turn: int, phase: str) -> str:
    """Where a saved session stands in the listing: ``"trade session, round 2, Trade"``."""
    return f"trade session, round {turn}, {report.PHASE_NAMES.get(phase, phase)}"


KIND: GameKind[SessionState, SessionEvent] = GameKind(
    name="session",
    title="Trade session",
    setup_type="session_setup",
    adapter=SESSION_ADAPTER,
    events=EVENTS,
    new_state=SessionState,
    apply=apply_event,
    check=check_event,
    describe=report.describe,
    text=report.state_text,
    export_markdown=report.export_markdown,
    export_data=report.export_data,
    stamp=STAMP,
    public_view=public_view,
    screen="companion.tui.screens.session:SessionScreen",
    board="companion.web.pages:session_board",
    listed=listed,
    calculator="megaciv",
    player_view=player_view,
    trading_timer=True,
    stats=StatsColumns(
        ("rounds", "discarded", "trading"),
        N_("Rounds: rounds played · Disc: calamities discarded at Calamity Selection · Trading: average time of a trade"),
    ),
    turn_word="round",
    turn_label=str,
    phase_names=report.PHASE_NAMES,
    phase_short=report.PHASE_SHORT,
    digest=digest,
    phones_host="companion.game.tradesession.phones:SessionTable",
    phone_pages=("player_session.html", "_player_session.html", "_form_session.html"),
)


def seat(game: str, names: Sequence[str], blocks: Sequence[str] | None = None) -> list[dict[str, Any]]:
    """The setup's players from names in seat order and, for Mega Civilization from 12 players, each
    one's block: those given (``west``, ``east``), else the first half West and the rest East (the
    fold checks the blocks against the count, ruling C203).

    Raises:
        GameError: a different number of blocks than names.
    """
    from companion.game.errors import GameError
    from companion.rules.megaciv.cards import BLOCKS

    chosen: list[str | None] = [None] * len(names)
    if blocks:
        if len(blocks) != len(names):
            raise GameError(_("blocks: {blocks} for {n} players: give one per player, in seat order").format(
                blocks=len(blocks), n=len(names)))
        chosen = [b.strip().lower() for b in blocks]
    elif game == "megaciv" and len(names) >= 12:
        half = (len(names) + 1) // 2
        chosen = [BLOCKS[0] if i < half else BLOCKS[1] for i in range(len(names))]
    return [{"name": name, "block": block} for name, block in zip(names, chosen)]


def start(
    path: str | Path,
    *,
    name: str,
    game: str,
    players: Sequence[dict[str, Any]],
    block: str | None = None,
    trade_seconds: int | None = None,
    trade_source: str = "",
    data: str | Path | None = None,
    clock: Clock = wall_clock,
) -> Game[SessionState]:
    """Start a trade session in a new journal, keeping a snapshot of the rule pack's data.

    Args:
        game: ``"megaciv"`` or ``"advciv"``.
        players: ``{"name", "block"}`` each, in seat order (``block`` from 12 Mega Civilization players).
        block: the block the table plays, Mega Civilization up to 11 players.
        trade_seconds: the trade's time limit; None: :data:`DEFAULT_TRADE` and its source.
        trade_source: where a given time comes from (default: "the table's choice").
        data: the pack's id or path (the shipped one by default).

    Raises:
        GameError: a bad setup (nothing is written). PackDataError: a bad data file.
        JournalError: the file exists or cannot be written.
    """
    from companion.game.errors import GameError
    from companion.game.session import Game

    if game not in TITLES:
        raise GameError(_("game: {game}, but a trade session is of {games}").format(game=repr(game),
                                                                             games=" or ".join(TITLES)))
    if game == "megaciv":
        from companion.edition.packs.megaciv import snapshot
    else:
        from companion.edition.packs.advciv import snapshot
    seconds, source = DEFAULT_TRADE[game] if trade_seconds is None else (trade_seconds, trade_source or "the table's choice")
    fields: dict[str, Any] = {
        "name": name,
        "game": game,
        "players": list(players),
        "block": block,
        "trade_seconds": seconds,
        "trade_source": source,
        "data": snapshot(data or game),
    }
    return Game.start(path, KIND, SessionSetup(**fields), clock=clock)
