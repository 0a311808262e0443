"""How long each phase and each turn took, from the journal's timestamps (``at``); no clock read here.

Source: 001_26b6d8b0f4cbe6f7.txt, "Game Overview" (six rounds of five phases; the Trading Phase is
"timed 5 minutes"), "Trading Phase" (the timer). A phase runs from the event that moved the game
into it (``setup`` for turn I's Production, ``phase_advance`` otherwise) to the event that moved it
on (the next ``phase_advance``, or ``game_over``). Only events in effect count: a phase advance that
was undone did not happen, and one that was redone happened when the redo was recorded. Timer
pauses are counted apart: from a ``pause`` to the next ``resume``, ``start`` or ``end`` of that
turn's timer, or to the end of the trading phase.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

import msgspec

from companion.game.history import Timeline
from companion.game.words import roman

_MOVES = frozenset({"setup", "phase_advance", "game_over"})


class PhaseTime(msgspec.Struct, frozen=True):
    """One phase of one turn, timed.

    Attributes:
        turn: 1–6.
        phase: production, trading, resolution, development or civic.
        seconds: from entering the phase to leaving it (or to the last event, if it goes on).
        paused: seconds of that the trading timer was paused (0 outside the Trading phase).
        ongoing: the game is still in this phase.
    """

    turn: int
    phase: str
    seconds: float
    paused: float = 0.0
    ongoing: bool = False


class TurnTime(msgspec.Struct, frozen=True):
    """One turn, timed: its length and its phases."""

    turn: int
    seconds: float
    phases: tuple[PhaseTime, ...]
    ongoing: bool = False

    @property
    def trading(self) -> PhaseTime | None:
        """The turn's Trading phase, if it was reached."""
        return next((p for p in self.phases if p.phase == "trading"), None)


def _moves(events: Sequence[Any]) -> list[tuple[datetime, Any]]:
    """The setup / phase advance / game over events in effect, each with the time it took effect."""
    timeline = Timeline()
    took_effect: dict[int, datetime] = {}
    for event in events:
        _, back = timeline.push(event)
        for seq in back:  # a redo: the event takes effect again now
            took_effect[seq] = event.at
    return [(took_effect.get(e.seq, e.at), e) for e in timeline.kept if e.type in _MOVES]


def _paused(events: Sequence[Any], turn: int, start: datetime, end: datetime) -> float:
    """Seconds the trading timer of ``turn`` was paused between ``start`` and ``end``."""
    total = 0.0
    since: datetime | None = None
    for e in events:
        if e.type != "timer" or e.turn != turn or not start <= e.at <= end:
            continue
        if e.action == "pause" and since is None:
            since = e.at
        elif e.action in ("resume", "start", "end") and since is not None:
            total += (e.at - since).total_seconds()
            since = None
    if since is not None:
        total += (end - since).total_seconds()
    return total


def turn_times(events: Sequence[Any]) -> list[TurnTime]:
    """Every turn played so far, with the time of each phase (the last one up to the last event).

    Args:
        events: a primary game's journal events, in order (undone ones and timer events included).

    Returns:
        One :class:`TurnTime` per turn reached, turn I first; empty for a journal of another game
        type (no ``setup`` event) or with no events.
    """
    moves = _moves(events)
    if not events or not moves or moves[0][1].type != "setup":
        return []
    phases: list[PhaseTime] = []
    here: tuple[int, str] = (1, "production")
    since = moves[0][0]
    for at, event in moves[1:]:
        turn, phase = here
        paused = _paused(events, turn, since, at) if phase == "trading" else 0.0
        phases.append(PhaseTime(turn, phase, (at - since).total_seconds(), paused))
        if event.type == "game_over":
            here = (0, "over")
            break
        here = (event.turn + 1 if event.to == "production" else event.turn, event.to)
        since = at
    else:
        last = events[-1].at
        turn, phase = here
        paused = _paused(events, turn, since, last) if phase == "trading" else 0.0
        phases.append(PhaseTime(turn, phase, max(0.0, (last - since).total_seconds()), paused, ongoing=True))
    turns = []
    for turn in dict.fromkeys(p.turn for p in phases):
        mine = tuple(p for p in phases if p.turn == turn)
        turns.append(TurnTime(turn, sum(p.seconds for p in mine), mine, ongoing=mine[-1].ongoing))
    return turns


def clock(seconds: float) -> str:
    """``"5:12"``, ``"1:03:07"``: whole seconds as a stopwatch reads them."""
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def turn_line(time: TurnTime, tr: Callable[[str], str] = str) -> str:
    """``"Turn III: 14:03 (trading 5:12, of which paused 0:40)"``; ``"so far"`` while it goes on. ``tr``
    translates the words (the ledger's, :mod:`companion.i18n`; English by default, as the reports keep them)."""
    so_far = " " + tr("so far")
    text = tr("Turn {turn}: {time}").format(turn=roman(time.turn), time=clock(time.seconds)) + (so_far if time.ongoing else "")
    trading = time.trading
    if trading is not None:
        detail = tr("trading {time}").format(time=clock(trading.seconds))
        if trading.paused:
            detail += ", " + tr("of which paused {time}").format(time=clock(trading.paused))
        if trading.ongoing:
            detail += so_far
        text += f" ({detail})"
    return text


def summary(times: Sequence[TurnTime], tr: Callable[[str], str] = str) -> str:
    """Every turn on one line: ``"Time: I 11:02 (trading 5:12, paused 0:40) · II 0:45 so far"`` (``tr``: as
    :func:`turn_line`'s)."""
    parts = []
    for t in times:
        text = f"{roman(t.turn)} {clock(t.seconds)}" + (" " + tr("so far") if t.ongoing else "")
        if t.trading is not None and not t.ongoing:
            paused = ", " + tr("paused {time}").format(time=clock(t.trading.paused)) if t.trading.paused else ""
            text += " (" + tr("trading {time}").format(time=clock(t.trading.seconds)) + paused + ")"
        parts.append(text)
    return tr("Time: {turns}").format(turns=" · ".join(parts)) if parts else ""


def timing_lines(events: Sequence[Any]) -> list[str]:
    """One :func:`turn_line` per turn played so far."""
    return [turn_line(t) for t in turn_times(events)]
