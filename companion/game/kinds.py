"""Game types the journal can hold: the primary game, the Trade and Triumph scoreboard, and trade sessions.

Each journal's header names its game type (``"game": "titm"`` when absent, for
journals written before there were two). A :class:`GameKind` bundles what the
game layer needs to read, fold and report a journal of that type, and declares
what the type offers the table (a trading timer, the players' own pages, its
board, its screen, its calculator tab); undo, redo, rewind, the journal file and
the ledger screen are shared. This registry is the one place that knows the
game types by name: every other module asks a kind what it offers.

Adding a game type: a folder per layer (``game/<type>/``, its screen under
``tui/screens/``, its board under ``web/``) and one line in :data:`MODULES`.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar, cast

import msgspec

from companion.errors import Refusal
from companion.game.errors import GameError, JournalError
from companion.game.events import ENVELOPE, EventBase, EventReader, Stamp

if TYPE_CHECKING:
    from pydantic import TypeAdapter

    from companion.edition.models import Edition
    from companion.game.stats.digest import GameDigest
    from companion.game.titm.inbox import Inbox
    from companion.game.titm.timer_reading import TimerReading

#: Game type name → the module that defines its ``KIND``.
MODULES = {
    "titm": "companion.game.titm.kind",
    "tnt": "companion.game.tnt.kind",
    "session": "companion.game.tradesession.kind",
}
DEFAULT = "titm"


class KindState(Protocol):
    """What the shared game layer reads of any game type's state (the journal, the listing, the screens'
    titles); ``seq`` is set by :meth:`GameKind.replay`."""

    seq: int

    @property
    def turn(self) -> int:
        """The turn (a round in Trade and Triumph; 0 before setup)."""
        ...

    @property
    def phase(self) -> str:
        """The phase's id."""
        ...

    @property
    def name(self) -> str:
        """The game's name."""
        ...

    @property
    def names(self) -> list[str]:
        """The players' names in seat order."""
        ...

    def summary(self) -> dict[str, Any]:
        """The state as ``companion replay --json`` prints it."""
        ...


S = TypeVar("S", bound=KindState)
E = TypeVar("E", bound=EventBase)
S_in = TypeVar("S_in", bound=KindState, contravariant=True)


class PublicView(Protocol[S_in]):
    """What the whole table may see of a state, JSON-ready (the web board renders it)."""

    def __call__(
        self, state: S_in, timer: TimerReading | None = None, *, submissions: Mapping[str, str] | None = None
    ) -> dict[str, Any]:
        """``timer``: the trading timer now; ``submissions``: each player's phone entry's state only."""
        ...


class PlayerView(Protocol[S_in]):
    """One player's own page, JSON-ready (raises GameError for a name that is not a player's)."""

    def __call__(
        self, state: S_in, name: str, timer: TimerReading | None = None, *, inbox: Inbox | None = None
    ) -> dict[str, Any]:
        """``inbox``: the phones' entries (the player's own are shown with their state)."""
        ...


class StatsColumns(msgspec.Struct, frozen=True):
    """The statistics table's columns of one game type, after those every type has (games, wins, score,
    rank), and the line under the table that explains them.

    Attributes:
        columns: each one of ``"turn"`` (the average time of a turn), ``"trading"`` (of a Trading
            phase), ``"gold"``, ``"upgrades"`` (averages at the end), in order.
        legend: ``"Turn, Trading: average time of a whole turn, of a Trading phase"``.
    """

    columns: tuple[str, ...] = ("turn",)
    legend: str = "Turn: average time of a turn"


class GameKind(msgspec.Struct, Generic[S, E], frozen=True):
    """What the game layer needs to handle one game type, and what the type offers the table.

    ``S`` is its state (:class:`KindState`), ``E`` its events (:class:`~companion.game.events.EventBase`
    and the type's union). Nothing outside the registry asks which game type a journal holds: it asks
    the kind what it offers (``kind.phone_entries``, ``kind.trading_timer``, ``kind.public_view``, …).

    Attributes:
        name: the type's id in journal headers (``"titm"``, ``"tnt"``).
        title: a human name.
        setup_type: the ``type`` of its first event.
        adapter: validates one event of this type's union (a pydantic TypeAdapter).
        events: the event classes of that union (:func:`companion.game.events.members`).
        new_state: a blank state, before the setup event.
        apply: applies one event in effect to a state (raises GameError, changing nothing).
        check: the fold's own check of one event against a state (raises GameError, changing
            nothing, copying nothing): what :meth:`refusal` asks.
        describe: one line for an event in the history, given the event and the game's state
            (for the names it prints; None: ids).
        text: the ``replay`` answer for a state.
        export_markdown: the ``export --format md`` report.
        export_data: the ``export --format json`` object.
        stamp: what an event's ``turn`` and ``phase`` may hold (:class:`companion.game.events.Stamp`).
        public_view: what the whole table may see (the web board and the shared screens draw it).
        screen: its TUI screen, named ``"module:Class"`` (the TUI imports it; ``game/`` never imports Textual).
        board: the function that renders its web board's live part from :attr:`public_view`'s data,
            named ``"module:function"`` (the web pages import it).
        listed: where a saved game stands, as ``companion games`` lists it, given its turn and phase
            (``"turn III, Trading"``, ``"Trade and Triumph, round 2, over"``).
        player_view: one player's own page; None: the players have no pages of their own (the board only).
        trading_timer: its Trading phase runs the trading timer (its edition gives the warnings).
        edition: the printed edition a game of this type was set up with, read from its setup event
            (``origin`` names it in messages); None: the type is not played with an edition.
        calculator: the id of its calculator forms' tab, which the referee calculator opens on while a
            game of this type is open (a rule pack's id, ``"tnt"``); ``""``: the primary game's forms,
            the calculator's first tabs.
        stats: the statistics table's own columns of the type.
        turn_word: what the type calls a ``turn`` ("turn", "round").
        turn_label: a turn number as the screens show it ("III" in the primary game).
        phase_names: each phase's name for people ("Trading", "Last round").
        phase_short: shorter names for narrow columns ("Trade", "Last").
        digest: what the statistics across saved games keep of one game, given its state and its
            events (a :class:`companion.game.stats.digest.GameDigest`).
        race: the race's JSON-ready data for a state (VP by turn, :mod:`companion.game.titm.race`), drawn
            beside an exported report; None: the type draws no race.
        play_log: a finished game's BG Stats create-play JSON, given the state and the events
            (:mod:`companion.game.titm.bgstats`); None: the type is not handed to BG Stats.
        phones_host: the class that takes its phones' entries for the host's app, named
            ``"module:Class"`` (built as ``Class(state, record, timer, on_change=…)``); ``""``: the
            primary game's inbox (:class:`companion.game.titm.phones_host.SharedTable`).
        phone_pages: the templates of a player's page (the whole page, its live part, its form), drawn
            from :attr:`player_view`'s data by the web pages.
    """

    name: str
    title: str
    setup_type: str
    adapter: TypeAdapter[E]
    events: tuple[type[EventBase], ...]
    new_state: Callable[[], S]
    apply: Callable[[S, E], None]
    check: Callable[[S, E], object]
    describe: Callable[[E, S | None], str]
    text: Callable[[S], str]
    export_markdown: Callable[[S, Sequence[E]], str]
    export_data: Callable[[S, Sequence[E]], dict[str, Any]]
    stamp: Stamp
    public_view: PublicView[S]
    screen: str
    board: str
    listed: Callable[[int, str], str]
    calculator: str
    player_view: PlayerView[S] | None = None
    trading_timer: bool = False
    edition: Callable[[E, str], Edition] | None = None
    stats: StatsColumns = StatsColumns()
    turn_word: str = "turn"
    turn_label: Callable[[int], str] = str
    phase_names: Mapping[str, str] = msgspec.field(default_factory=dict)
    phase_short: Mapping[str, str] = msgspec.field(default_factory=dict)
    digest: Callable[[S, Sequence[E]], GameDigest] | None = None
    race: Callable[[S], dict[str, Any]] | None = None
    play_log: Callable[[S, Sequence[E]], dict[str, Any]] | None = None
    phones_host: str = ""
    phone_pages: tuple[str, str, str] = ("player.html", "_player.html", "_form.html")

    @property
    def phone_entries(self) -> bool:
        """Whether the players have pages of their own that send entries (:attr:`player_view`)."""
        return self.player_view is not None

    def check_stamp(self, event: EventBase) -> str | None:
        """Why an event's envelope cannot be this game type's, or None: a journal line without its
        ``seq``, ``at``, ``turn`` or ``phase``, or a ``turn`` or ``phase`` the game does not have.

        E.g. ``"seq, at missing: every event carries its seq, at, turn and phase"``,
        ``"turn 21: the game has turns 0 to 20"`` or ``"phase 'playing' is not
        one of this game's (setup, production, …)"``.
        """
        if not ENVELOPE <= event.model_fields_set:  # a subset test: no set built for every line read
            missing = ENVELOPE - event.model_fields_set
            said = ", ".join(name for name in ("seq", "at", "turn", "phase") if name in missing)
            return f"{said} missing: every event carries its seq, at, turn and phase"
        stamp = self.stamp
        if event.turn <= stamp.max_turn and event.phase in stamp.phases:
            return None
        if event.turn > stamp.max_turn:
            return f"{self.turn_word} {event.turn}: the game has {self.turn_word}s 0 to {stamp.max_turn}"
        if event.phase not in stamp.phases:
            return f"phase {event.phase!r} is not one of this game's ({', '.join(stamp.phases)})"
        return None

    def refusal(self, state: S, event: E) -> str | None:
        """Why the fold would refuse ``event`` now, in the table's words, or None if it would apply it.

        The fold's own check (:attr:`check`: the turn and phase the event was recorded in, then
        the event type's rule), asked without applying the event: ``state`` is neither changed
        nor copied, so dialogs, the phones' inbox and the scoreboard may ask it on every key.
        E.g. ``"cards warehoused: 4, but a warehouse holds at most 3 cards (001 Warehousing)"``.
        The same, typed: :meth:`refused`.
        """
        refused = self.refused(state, event)
        return None if refused is None else refused.words

    def refused(self, state: S, event: E) -> Refusal | None:
        """:meth:`refusal` typed: the rule's source, the player and the field beside the words
        (:class:`companion.errors.Refusal`; e.g. C16, ``"Cat"``, ``"goods.wine"``), or None."""
        try:
            self.check(state, event)
        except GameError as error:
            return error.refusal
        return None

    def validate_python(self, data: object) -> E:
        """One event of this type from Python data.

        Raises:
            pydantic.ValidationError: not a valid event of this type.
            GameError: its turn or phase cannot be this game type's (see :meth:`check_stamp`).
        """
        event: E = _reader(self.adapter, self.events).python(data)
        problem = self.check_stamp(event)
        if problem:
            raise GameError(f"{_type_of(event)}: {problem}")
        return event

    def validate_json(self, raw: bytes | str) -> E:
        """One event of this type from a journal line (the caller checks :meth:`check_stamp`).

        Raises:
            pydantic.ValidationError: not a valid event of this type.
        """
        event: E = _reader(self.adapter, self.events).json(raw)
        return event

    def phase_name(self, phase: str, *, short: bool = False) -> str:
        """A phase's name for people (``short`` for narrow columns); the id itself if unnamed."""
        names = self.phase_short if short else self.phase_names
        return names.get(phase) or self.phase_names.get(phase) or phase

    def when(self, turn: int, phase: str) -> str:
        """Where a game or an event stands: ``"turn III, Trading"``, ``"round 4, Last round"``."""
        name = self.phase_name(phase)
        return f"{self.turn_word} {self.turn_label(turn)}, {name}" if turn else name

    def replay(self, events: Iterable[E]) -> S:
        """Fold a journal's events into a fresh state (undo/redo/rewind resolved first).

        Raises:
            GameError: an event that the game does not allow at its point (with its ``seq``).
        """
        from companion.game.bulk import collector_paused
        from companion.game.history import effective

        events = list(events)
        state = self.new_state()
        with collector_paused():
            for event in effective(events).kept:
                try:
                    self.apply(state, cast(E, event))  # an event of this type's journal
                except GameError as error:
                    raise GameError(str(error), seq=event.seq) from None
        if events:
            state.seq = events[-1].seq
        return state


def state_as(state: KindState, of: type[S]) -> S:
    """``state`` as its game type's own state class ``of`` (``state_as(game.state, GameState)``), checked:
    a screen or command of one game type reads the state of a game whose type it does not know from
    its type (a :class:`~companion.game.session.Game` opened from a file, a follower).

    Raises:
        TypeError: the state of another game type (a defect: the screen was opened for the wrong game).
    """
    if not isinstance(state, of):
        raise TypeError(f"a {type(state).__name__} where a {of.__name__} was expected")
    return state


def get(name: str) -> GameKind[Any, Any]:
    """The game type called ``name``.

    Raises:
        JournalError: a game type this companion does not know.
    """
    module = MODULES.get(name)
    if module is None:
        raise JournalError(f"journal of an unknown game type {name!r} (this companion knows: {', '.join(MODULES)})")
    kind: GameKind[Any, Any] = importlib.import_module(module).KIND
    return kind


@functools.cache
def _reader(adapter: TypeAdapter[Any], events: tuple[type[EventBase], ...]) -> EventReader:
    """A game type's :class:`~companion.game.events.EventReader` (one per type, made when first used)."""
    return EventReader(adapter, events)


def _type_of(event: EventBase) -> str:
    """An event's ``type`` (each event class declares its own literal)."""
    return str(getattr(event, "type", type(event).__name__))


def named(dotted: str) -> object:
    """What a kind names as ``"module:attribute"`` (:attr:`GameKind.screen`, :attr:`GameKind.board`),
    imported now: the layer that draws it imports it, so ``game/`` never imports Textual or the web.

    Raises:
        ImportError, AttributeError: no such module or attribute (a defect of the registry).
    """
    module, _, attribute = dotted.partition(":")
    found: object = getattr(importlib.import_module(module), attribute)
    return found
