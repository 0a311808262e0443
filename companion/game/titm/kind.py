"""The primary game, *Trading in the Mediterranean*, as a journal game type.

It offers what the other types may lack: a trading timer, the players' own pages (their phones'
entries), the printed edition its setup keeps, the race and BG Stats.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from companion.i18n import N_
from companion.edition import edition_from_data
from companion.edition.models import Edition
from companion.game.errors import GameError
from companion.game.kinds import GameKind, StatsColumns
from companion.game.titm.events import EVENT_ADAPTER, EVENTS, STAMP, Event, Setup
from companion.game.titm.fold import apply_event, check_event
from companion.game.titm.state import GameState
from companion.game.words import PHASE_NAMES, PHASE_SHORT, roman

if TYPE_CHECKING:
    from companion.game.events import EventBase
    from companion.game.stats.digest import GameDigest
    from companion.game.titm.inbox import Inbox
    from companion.game.titm.timer_reading import TimerReading


def listed(turn: int, phase: str) -> str:
    """Where a saved game stands in the listing: ``"turn III, Trading"``, ``"game over"``."""
    return "game over" if phase == "over" else f"turn {roman(turn)}, {PHASE_NAMES.get(phase, phase)}"


def edition(setup: Event, origin: str) -> Edition:
    """The edition the game was set up with: the copy its setup event keeps (validated again).

    Raises:
        GameError: ``setup`` is not the game's setup event. EditionError: the copy is not a valid edition.
    """
    if not isinstance(setup, Setup):
        raise GameError(f"the game's first event is {setup.type}, not its setup")
    return edition_from_data(setup.edition, origin=origin)


def player_view(
    state: GameState, name: str, timer: TimerReading | None = None, *, inbox: Inbox | None = None
) -> dict[str, Any]:
    """One player's own page: :func:`companion.game.titm.private.player_view` (imported when the table is
    first shared, not with every game)."""
    from companion.game.titm.private import player_view as view

    return view(state, name, timer, inbox=inbox)


# What a resume does not need is imported when first asked for: the history's and the reports' words
# (companion.game.titm.report) when the ledger, an undo or an export asks, the board's data when the
# table is shared, the statistics, the race and the play log when a report or the end screen asks.


def describe(event: Event, state: GameState | None) -> str:
    """One line for an event in the history: :func:`companion.game.titm.report.describe_event`."""
    from companion.game.titm.report import describe_event

    return describe_event(event, state)


def state_text(state: GameState) -> str:
    """The ``replay`` answer: :func:`companion.game.titm.report.state_text`."""
    from companion.game.titm.report import state_text as text

    return text(state)


def export_markdown(state: GameState, events: Sequence[Event]) -> str:
    """The ``export --format md`` report: :func:`companion.game.titm.report.export_markdown`."""
    from companion.game.titm.report import export_markdown as report

    return report(state, events)


def export_data(state: GameState, events: Sequence[Event]) -> dict[str, Any]:
    """The ``export --format json`` object: :func:`companion.game.titm.report.export_data`."""
    from companion.game.titm.report import export_data as data

    return data(state, events)


def public_view(
    state: GameState, timer: TimerReading | None = None, *, submissions: Mapping[str, str] | None = None
) -> dict[str, Any]:
    """What the whole table may see: :func:`companion.game.titm.public.public_view`."""
    from companion.game.titm.public import public_view as view

    return view(state, timer, submissions=submissions)


def digest(state: GameState, events: Sequence[Any]) -> GameDigest:
    """What the statistics keep of one game: :func:`companion.game.stats.titm.digest`."""
    from companion.game.stats.titm import digest as kept

    return kept(state, events)


def race_of(state: GameState) -> dict[str, Any]:
    """The race's JSON-ready data (:mod:`companion.game.titm.race`)."""
    from companion.game.titm.race import race, race_data

    return race_data(race(state))


def play_data(state: GameState, events: Sequence[EventBase]) -> dict[str, Any]:
    """A finished game's BG Stats create-play JSON: :func:`companion.game.titm.bgstats.play_data`, with the
    aliases file and the location setting (:func:`~companion.game.titm.bgstats.play_settings`).

    Raises:
        AliasesError: the aliases file cannot be used.
    """
    from companion.game.titm.bgstats import play_data as data, play_settings

    names, location = play_settings()
    return data(state, events, names=names, location=location)


KIND: GameKind[GameState, Event] = GameKind(
    name="titm",
    title="Trading in the Mediterranean",
    setup_type="setup",
    adapter=EVENT_ADAPTER,
    events=EVENTS,
    new_state=GameState.blank,
    apply=apply_event,
    check=check_event,
    describe=describe,
    text=state_text,
    export_markdown=export_markdown,
    export_data=export_data,
    stamp=STAMP,
    public_view=public_view,
    screen="companion.tui.screens.table:TableScreen",
    board="companion.web.pages:titm_board",
    listed=listed,
    calculator="",
    player_view=player_view,
    trading_timer=True,
    edition=edition,
    stats=StatsColumns(("turn", "trading"), N_("Turn, Trading: average time of a whole turn, of a Trading phase")),
    turn_label=roman,
    phase_names=PHASE_NAMES,
    phase_short=PHASE_SHORT,
    digest=digest,
    race=race_of,
    play_log=play_data,
)


def replay(events: Iterable[Event]) -> GameState:
    """Fold a journal of the primary game into a fresh state (see :meth:`GameKind.replay`).

    Raises:
        GameError: an event that the game does not allow at its point, or an
            undo/redo/rewind that does not match the journal.
    """
    return KIND.replay(events)
