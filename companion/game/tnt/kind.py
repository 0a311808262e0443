"""Trade and Triumph (004_94530a861ff71851.txt) as a journal game type: the scoreboard.

Usage::

    game = start(path, name="Friday", players=[{"name": "Ann", "colour": "red", "symbol": "A"}, ...])
    game.record("tnt_sell_resources", player="Ann")   # the best sale at the city
    game.record("tnt_end_turn", player="Ann")
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from companion.game.clock import Clock, wall_clock
from companion.game.kinds import GameKind
from companion.game.stats.tnt import digest
from companion.game.tnt import report
from companion.game.tnt.events import STAMP, TNT_ADAPTER
from companion.game.tnt.fold import apply_event
from companion.game.tnt.state import TntState

if TYPE_CHECKING:
    from companion.game.session import Game

KIND = GameKind(
    name="tnt",
    title="Trade and Triumph",
    setup_type="tnt_setup",
    adapter=TNT_ADAPTER,
    new_state=TntState,
    apply=apply_event,
    describe=report.describe,
    text=report.state_text,
    export_markdown=report.export_markdown,
    export_data=report.export_data,
    stamp=STAMP,
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
) -> Game:
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

    return Game.start(path, KIND, clock=clock, name=name, players=list(players), data=snapshot(data))
