"""The race: each player's VP turn by turn, as the ledger gives it (the series every chart draws).

One pure function of the folded game, :func:`race`: the end screen's chart, the board's SVG and
the export's table and JSON all draw this series and compute nothing of their own. No I/O, no
clock, no Textual.

Every change of a player's VP chits is one ledger entry stamped with its turn (R9: VP never go
below 0, so a capped loss is the entry's own amount). The race at turn *t* is the sum of a
player's entries stamped turn 0 … *t*: turn 0 is the start (setup, before any VP), turn *t* the
running total once turn *t* is over (or now, for the turn being played). The VP printed on
developments and the Monuments/Shrines count only at the end of the game (001 The End of the
Game): they are the separate ``final`` point, the ranking's totals.
"""

from __future__ import annotations

from typing import Any

import msgspec

from companion.game.titm.state import GameState
from companion.game.words import roman


class RaceLine(msgspec.Struct, frozen=True):
    """One player's line in the race.

    Attributes:
        name: the player's name (user text: data, never markup).
        symbol: the player's symbol (1–2 characters; tells the lines apart without colour).
        colour: the player's colour name as set up (``"red"``).
        vp: VP chits held at the end of each turn of :attr:`Race.turns` (same length).
        final: the ranking's total (chits + developments + Monuments/Shrines) once the game is
            over, else None.
    """

    name: str
    symbol: str
    colour: str
    vp: tuple[int, ...]
    final: int | None


class Race(msgspec.Struct, frozen=True):
    """VP by turn for every player, in seating order.

    Attributes:
        turns: 0 (the start), 1 … the turn the game is in (the last turn once it is over).
        lines: one per player.
        over: the game is over: every line has its ``final`` total.
    """

    turns: tuple[int, ...]
    lines: tuple[RaceLine, ...]
    over: bool

    @property
    def top(self) -> int:
        """The highest VP figure any line reaches (its final total included), at least 1."""
        values = [v for line in self.lines for v in (*line.vp, line.final or 0)]
        return max([1, *values])


def race(state: GameState) -> Race:
    """The race so far: each player's running VP total at the end of every turn.

    Args:
        state: a folded game (any phase; before setup there are no players and no line).

    Returns:
        A :class:`Race` whose ``turns`` run from 0 to ``state.turn`` (the turn being played counts
        its entries so far), each line's ``vp`` the sum of the player's ledger entries of turns
        ≤ that turn, and — once the game is over — each line's ``final`` the ranking's total
        (001 The End of the Game).
    """
    turns = tuple(range(0, max(state.turn, 0) + 1))
    per_turn: dict[str, list[int]] = {p.name: [0] * len(turns) for p in state.players}
    for entry in state.ledger:
        # an entry of a turn past the current one cannot be; clamp rather than lose it
        per_turn[entry.player][min(max(entry.turn, 0), len(turns) - 1)] += entry.amount
    finals = {f.name: f.total for f in state.ranking.finals} if state.ranking is not None else {}
    lines = []
    for p in state.players:
        running, total = [], 0
        for amount in per_turn[p.name]:
            total += amount
            running.append(total)
        lines.append(RaceLine(p.name, p.symbol, p.colour, tuple(running), finals.get(p.name)))
    return Race(turns, tuple(lines), state.ranking is not None)


def nice_step(top: int, most: int = 6) -> int:
    """The gap between a chart's VP ticks: 1, 2, 5, 10, 20, 25, 50, … so at most ``most`` gaps fit ``top``.

    >>> nice_step(135)
    25
    """
    for scale in (1, 10, 100, 1000, 10000):
        for base in (1, 2, 5) if scale == 1 else (1, 2, 2.5, 5):
            step = int(base * scale)
            if top <= step * most:
                return step
    return max(1, -(-top // most))


def turn_label(turn: int) -> str:
    """A column of the race: ``"start"`` for turn 0, else the turn track's numeral (``"III"``)."""
    return "start" if turn == 0 else roman(turn)


def race_data(r: Race) -> dict[str, Any]:
    """The race as JSON-ready data (``export --format json``, the public view).

    Returns:
        ``{"turns": [0, 1, …], "labels": ["start", "I", …], "over": bool,
        "players": [{"name", "symbol", "colour", "vp": [int per turn], "final": int | None}]}``.
    """
    return {
        "turns": list(r.turns),
        "labels": [turn_label(t) for t in r.turns],
        "over": r.over,
        "players": [
            {"name": line.name, "symbol": line.symbol, "colour": line.colour, "vp": list(line.vp), "final": line.final}
            for line in r.lines
        ],
    }


def race_rows(r: Race) -> list[list[str]]:
    """The race as a table: a header row (``turn``, then ``Ann [A]`` …), one row per turn, and an
    ``end`` row with the ranking's totals once the game is over (``export --format md``)."""
    rows = [["turn", *(f"{line.name} [{line.symbol}]" for line in r.lines)]]
    for i, turn in enumerate(r.turns):
        rows.append([turn_label(turn), *(str(line.vp[i]) for line in r.lines)])
    if r.over:
        rows.append(["end", *(str(line.final) for line in r.lines)])
    return rows
