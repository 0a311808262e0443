"""The primary game, *Trading in the Mediterranean*, as a journal game type."""

from __future__ import annotations

from companion.game.titm import report
from companion.game.titm.bgstats import play_data
from companion.game.titm.events import EVENT_ADAPTER
from companion.game.titm.fold import apply_event, check_event
from companion.game.kinds import GameKind
from companion.game.stats.titm import digest
from companion.game.titm.race import race, race_data
from companion.game.titm.state import GameState

KIND = GameKind(
    name="titm",
    title="Trading in the Mediterranean",
    setup_type="setup",
    adapter=EVENT_ADAPTER,
    new_state=GameState,
    apply=apply_event,
    check=check_event,
    describe=report.describe_event,
    text=report.state_text,
    export_markdown=report.export_markdown,
    export_data=report.export_data,
    turn_label=report.roman,
    phase_names=report.PHASE_NAMES,
    phase_short=report.PHASE_SHORT,
    digest=digest,
    race=lambda state: race_data(race(state)),
    play_log=play_data,
)
