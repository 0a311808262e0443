"""The end of a game of *Trade and Triumph* (004_94530a861ff71851.txt, "End of the Game").

"When a player reaches 20 victory points, the game end is triggered. The current
round is completed so that all players have had an equal number of turns." The
winner has the most VP; ties go to the most gold, then the fewest upgrades;
players still tied share the victory.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Literal

import msgspec

from companion.rules.errors import PlayerError, TurnError
from companion.rules.tnt.board import TntRules, Trader
from companion.text import visible

DecidedBy = Literal["vp", "gold", "upgrades", "shared"]


class EndState(msgspec.Struct, frozen=True):
    """Where the game stands with respect to its end.

    Attributes:
        triggered: some player has reached 20 VP (or the trigger was already noted).
        over: triggered and the round is complete: every player has had as many turns.
        still_to_play: after the trigger, the players who still take a turn this round, in order.
    """

    triggered: bool
    over: bool
    still_to_play: tuple[str, ...]


class Outcome(msgspec.Struct, frozen=True):
    """Who won and how.

    Attributes:
        winners: the winner, or the players who share the victory.
        decided_by: ``"vp"``, ``"gold"`` (first tie-break), ``"upgrades"`` (second)
            or ``"shared"`` (still tied).
        standings: every trader, best first (VP, then gold, then fewest upgrades).
    """

    winners: tuple[str, ...]
    decided_by: DecidedBy
    standings: tuple[Trader, ...]


def _check_names(traders: Sequence[Trader]) -> None:
    """Refuse no traders, a name that shows nothing, or a name given twice in any case (``Ada``, ``ada``).

    Names differing only in case are one player, as in a game's setup.
    """
    if not traders:
        raise PlayerError("no players given")
    seen: dict[str, str] = {}
    for t in traders:
        if not visible(t.name):
            raise PlayerError(f"a player needs a name that shows something, got {t.name!r}")
        key = t.name.casefold()
        if key in seen:
            same = "" if seen[key] == t.name else f" (as {seen[key]})"
            raise PlayerError(f"{t.name} is given twice{same}")
        seen[key] = t.name


def end_of_game(rules: TntRules, traders: Sequence[Trader], *, triggered: bool = False) -> EndState:
    """Say whether the end is triggered and whether the last round is complete.

    Args:
        rules: the edition's numbers (the 20 VP trigger).
        traders: every trader in turn order, starting with the first player; ``turns``
            counts each one's completed turns (a turn that reached 20 VP counts).
        triggered: True if the trigger was noted earlier (VP may since have fallen).

    Raises:
        PlayerError: no traders, a name that shows nothing, or a name given twice (in any case).
        TurnError: turn counts that cannot happen in turn order (a later player
            ahead of an earlier one, or more than one turn apart).
    """
    _check_names(traders)
    turns = [t.turns for t in traders]
    if any(b > a for a, b in zip(turns, turns[1:])) or turns[0] - turns[-1] > 1:
        raise TurnError(f"turns {turns} are not possible in turn order from the first player")
    hit = triggered or any(t.vp >= rules.end_vp for t in traders)
    behind = tuple(t.name for t in traders if t.turns < turns[0]) if hit else ()
    return EndState(hit, hit and not behind, behind)


def winner(traders: Sequence[Trader]) -> Outcome:
    """Return the winner: most VP, then most gold, then fewest upgrades, else shared.

    Raises:
        PlayerError: no traders, a name that shows nothing, or a name given twice (in any case).
    """
    _check_names(traders)
    standings = tuple(sorted(traders, key=lambda t: (-t.vp, -t.gold, t.upgrades.total)))
    tied = [t for t in traders if t.vp == standings[0].vp]
    decided: DecidedBy = "vp"
    steps: tuple[tuple[DecidedBy, Callable[[Trader], int]], ...] = (
        ("gold", lambda t: -t.gold),
        ("upgrades", lambda t: t.upgrades.total),
    )
    for step, key in steps:
        if len(tied) == 1:
            break
        decided = step
        best = min(key(t) for t in tied)
        tied = [t for t in tied if key(t) == best]
    if len(tied) > 1:
        decided = "shared"
    return Outcome(tuple(t.name for t in tied), decided, standings)
