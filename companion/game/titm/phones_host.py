"""The host's side of the phones: takes their entries, and applies them through the app's own ``record``.

:class:`SharedTable` is what the web server calls a *table host*
(:class:`companion.web.host.TableHost`): it gives the server the state and the
timer, keeps the phones' entries in an :class:`~companion.game.titm.inbox.Inbox`, and
when the host applies an entry it calls the ``record`` function it was given — the
TUI passes :meth:`CompanionApp.record`, the very path a key press takes (same
validation, undo and ledger). Pure: no I/O, no Textual; it knows the app only
through the functions it is given.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.game.events import Record
from companion.game.kinds import GameKind
from companion.game.titm.events import Event, GoodsResolved
from companion.game.titm.goods_verdict import judge_goods
from companion.errors import Refusal
from companion.game.titm.inbox import Inbox, Submission, SubmissionError
from companion.game.titm.kind import KIND
from companion.game.titm.timer_reading import TimerReading
from companion.game.titm.state import GameState
from companion.game.session import refused
from companion.game.words import to_player



class SharedTable:
    """The phones' entries of one game, and how they reach its journal.

    Args:
        state: the game state now.
        record: records one event (``record(event)``); returns None or the refusal.
        timer: the trading timer now.
        auto_apply: apply each entry as it arrives ("apply phone entries at once"; off by default,
            so nothing a phone sends changes the score before the host applies it).
        on_change: told when an entry arrives or changes state (the host refreshes its screen).
    """

    def __init__(
        self,
        state: Callable[[], GameState],
        record: Record,
        timer: Callable[[], TimerReading | None] = lambda: None,
        *,
        auto_apply: bool = False,
        on_change: Callable[[], None] | None = None,
    ) -> None:
        self._state = state
        self._record = record
        self._timer = timer
        self.auto_apply = auto_apply
        self._on_change = on_change or (lambda: None)
        self._inbox = Inbox()

    # --- what the server reads -----------------------------------------------------------

    def kind(self) -> GameKind[GameState, Event]:
        """The primary game, the type whose players send entries from their phones."""
        return KIND

    def state(self) -> GameState:
        """The game state now."""
        return self._state()

    def timer(self) -> TimerReading | None:
        """The trading timer now."""
        return self._timer()

    def inbox(self) -> Inbox:
        """The phones' entries."""
        return self._inbox

    # --- the phones' side ------------------------------------------------------------------

    def submit(self, player: str, kind: str, body: Any) -> Refusal | None:
        """Take a phone's entry: None if accepted, else why not (nothing is recorded then), typed: the
        words said to the player, the rule, the player and the field the phone's page marks."""
        try:
            item = self._inbox.submit(self.state(), player, kind, body)
        except SubmissionError as error:  # said to the player: "you may play 1 development this turn"
            return error.refusal.to(player)
        if self.auto_apply:
            self.apply(item)
        self._on_change()
        return None

    # --- the host's side ---------------------------------------------------------------------

    def pending(self) -> list[Submission]:
        """Entries waiting for the host, in the order they came."""
        return self._inbox.pending()

    def apply(self, item: Submission, *, joins: int | None = None) -> str | None:
        """Record one entry through the app: exactly one event. Returns None, or why it was refused
        (the entry is dropped and its phone is told).

        Args:
            joins: the seq of the event recorded just before, to make this one the same step of undo.
        """
        step = {"by": item.player} if joins is None else {"by": item.player, "joins": joins}
        problem = self._record(item.entry.model_copy(update=step))  # the history says whose phone sent it
        if problem is None:
            self._inbox.mark_applied(item, self.state().seq)
        else:  # the host reads the fold's words; the phone is told them in the second person, in its language
            judged = refused(self.state(), item.entry)  # the same judge on the same state: the refusal, typed
            self._inbox.refuse(item, judged.to(item.player) if judged is not None else to_player(problem, item.player))
        self._inbox.sync(self.state())
        self._on_change()
        return problem

    def apply_all(self) -> list[str]:
        """Apply every waiting entry, in the order they came, as one step of undo (one Ctrl+Z takes
        them all back, one redo puts them back: each event after the first ``joins`` the one before);
        returns the refusals. An entry the judge holds back (more cards than the table was dealt and
        kept, C16) is not recorded: it waits, and is said among the refusals."""
        problems = []
        last: int | None = None
        for item in self.pending():
            if isinstance(item.entry, GoodsResolved):  # held back: only the host records it, with a reason (C16)
                verdict = judge_goods(self.state(), item.entry)
                held = verdict.held
                if held:
                    item.held, item.held_back = held, verdict.refusal
                    problems.append(f"{item.player}: held back, not recorded (i to review it) — {held}")
                    continue
            problem = self.apply(item, joins=last)
            if problem is not None:
                problems.append(f"{item.player}: {problem}")
            else:
                last = self.state().seq
        return problems

    def discard(self, item: Submission, reason: str = "the host entered it by hand") -> None:
        """Drop an entry (the host corrects it in the normal dialog instead); its phone is told why."""
        self._inbox.refuse(item, reason)
        self._on_change()

    def sync(self) -> bool:
        """The game changed: drop entries it has moved past. True if any were dropped."""
        return self._inbox.sync(self.state())

    def statuses(self) -> dict[str, str]:
        """Each player's phone state in this phase (waiting / submitted / applied)."""
        return dict(self._inbox.statuses(self.state()))
