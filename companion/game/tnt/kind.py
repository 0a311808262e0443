"""Trade and Triumph (004_94530a861ff71851.txt) as a journal game type: the scoreboard.

Usage::

    game = start(path, name="Friday", players=[{"name": "Ann", "colour": "red", "symbol": "A"}, ...])
    game.record(TntSellResources(player="Ann"))   # the best sale at the city
    game.record(TntEndTurn(player="Ann"))
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from companion.i18n import N_
from companion.game.clock import Clock, wall_clock
from companion.game.kinds import GameKind, StatsColumns
from companion.game.stats.tnt import digest
from companion.game.tnt import report
from companion.game.tnt.events import EVENTS, STAMP, TNT_ADAPTER, TntEvent, TntSetup
from companion.game.tnt.fold import apply_event, check_event
from companion.game.tnt.public import tnt_public_view
from companion.game.tnt.state import TntState

if TYPE_CHECKING:
    from companion.game.session import Game
    from companion.game.titm.timer_reading import TimerReading


def public_view(
    state: TntState, timer: TimerReading | None = None, *, submissions: Mapping[str, str] | None = None
) -> dict[str, Any]:
    """The scoreboard's board (:func:`companion.game.tnt.public.tnt_public_view`): it has no trading
    timer and the players have no pages of their own, so ``timer`` and ``submissions`` are always None."""
    return tnt_public_view(state)


def listed(turn: int, phase: str) -> str:
    """Where a saved scoreboard stands in the listing: ``"Trade and Triumph, round 2, over"``."""
    return f"Trade and Triumph, round {turn}, {phase}"


KIND: GameKind[TntState, TntEvent] = GameKind(
    name="tnt",
    title="Trade and Triumph",
    setup_type="tnt_setup",
    adapter=TNT_ADAPTER,
    events=EVENTS,
    new_state=TntState,
    apply=apply_event,
    check=check_event,
    describe=report.describe,
    text=report.state_text,
    export_markdown=report.export_markdown,
    export_data=report.export_data,
    stamp=STAMP,
    public_view=public_view,
    screen="companion.tui.screens.tnt:TntScreen",
    board="companion.web.pages:tnt_board",
    listed=listed,
    calculator="tnt",
    stats=StatsColumns(("gold", "upgrades", "turn"), N_("Gold, Upgr: at the end · Turn: average time of a player's own turn")),
    turn_word="round",
    turn_label=str,
    phase_names=report.PHASE_NAMES,
    phase_short=report.PHASE_SHORT,
    digest=digest,
)


def start(
    path: str | Path,
    *,
    name: str,
    players: Sequence[dict[str, Any]],
    data: str | Path = "tnt",
    clock: Clock = wall_clock,
) -> Game[TntState]:
    """Start a Trade and Triumph scoreboard in a new journal, keeping a snapshot of the data file.

    Args:
        players: ``{"name", "colour", "symbol"}`` each, in turn order, the first player first.
        data: the data file's id or path (``assets/tnt.json`` by default).

    Raises:
        GameError: bad players (nothing is written). PackDataError: a bad data file.
        JournalError: the file exists or cannot be written.
    """
    from companion.edition.packs.tnt import snapshot
    from companion.game.session import Game

    fields: dict[str, Any] = {"name": name, "players": list(players), "data": snapshot(data)}  # dicts: refused in words
    return Game.start(path, KIND, TntSetup(**fields), clock=clock)
