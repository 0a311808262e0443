"""The order of a turn: which phase comes next, and what must be done before moving on.

Source: 001_26b6d8b0f4cbe6f7.txt, "Game Overview" (six rounds of five phases:
Production, Trading, Resolution, Development, Civic), "Resolution Phase" (three
steps: trade phase abilities, resolve trade goods, resolve calamities).

:func:`next_step` is the one state machine of a turn's steps: the table screen's ``n`` and
autoplay both follow it (each says itself how the step's cards or rolls are had).
"""

from __future__ import annotations

from typing import Literal

import msgspec

from companion.errors import N_, Words, say
from companion.game.events import EventBase
from companion.game.titm.events import PHASES, AbilitiesResolved, CivicApplied, GameOver, Phase, PhaseAdvance
from companion.game.titm.state import GameState

#: What a turn's next step is: ``record`` its :attr:`Step.event` (a phase advanced, Resolution
#: step 1's abilities, the civic effects, the game over); ``goods`` (Resolution step 2: a player's
#: spent cards, :attr:`Step.player`'s first); ``calamities`` (step 3: the Barbarian Die's rolls);
#: ``ranking`` (the game is over: nothing more is recorded); ``none`` (not set up).
StepKind = Literal["record", "goods", "calamities", "ranking", "none"]


def next_phase(state: GameState) -> tuple[int, Phase]:
    """The (turn, phase) the table moves to from the current phase.

    After the Civic phase of the last turn the game is over.
    """
    if state.phase == "civic":
        if state.turn >= state.rules.last_turn:
            return state.turn, "over"
        return state.turn + 1, "production"
    return state.turn, PHASES[PHASES.index(state.phase) + 1]


def resolution_step(state: GameState) -> int:
    """The Resolution phase's current step: 1 abilities, 2 goods, 3 calamities, 4 done."""
    turn = state.this_turn
    if not turn.abilities_resolved:
        return 1
    if len(turn.goods) < len(state.players):
        return 2
    if turn.calamities is None:
        return 3
    return 4


def unfinished(state: GameState) -> str | None:
    """Why the table cannot leave the current phase yet, in English, or None if it can."""
    words = unfinished_words(state)
    return words.english() if words is not None else None


def unfinished_words(state: GameState) -> Words | None:
    """:func:`unfinished` for a refusal said in any language (:class:`companion.errors.Words`)."""
    if state.phase == "resolution":
        step = resolution_step(state)
        if step == 1:
            return say(N_("resolve the trade phase abilities first (step 1)"))
        if step == 2:
            missing = [p.name for p in state.players if p.name not in state.this_turn.goods]
            return say(N_("resolve the goods of {players} first (step 2)"), players=", ".join(missing))
        if step == 3:
            return say(N_("resolve the calamities first (step 3)"))
    if state.phase == "civic" and not state.this_turn.civic_applied:
        return say(N_("apply the civic effects first"))
    if state.phase in ("setup", "over"):
        return say(N_("the game is not set up") if state.phase == "setup" else N_("the game is over"))
    return None


class Step(msgspec.Struct, frozen=True):
    """A turn's next step (:func:`next_step`).

    Attributes:
        kind: see :data:`StepKind`.
        event: the event that is the step, when nothing needs to be typed for it (``record``).
        player: the player whose spent cards come next (``goods``: the first in seat order not
            yet entered).
    """

    kind: StepKind
    event: EventBase | None = None
    player: str = ""


def next_step(state: GameState) -> Step:
    """What moves the game on from ``state``: the current phase's own work, then the next phase.

    Production, Trading and Development move on to the next phase (their entries are each
    player's, at any time in the phase); Resolution goes through its steps 1–3 (:func:`resolution_step`),
    then on; Civic applies its effects, then starts the next turn, or ends the game after the last.
    Source: 001 "Game Overview", "Resolution Phase", "Civic Phase".
    """
    phase = state.phase
    if phase == "over":
        return Step("ranking")
    if phase == "setup":
        return Step("none")
    if phase == "resolution":
        step = resolution_step(state)
        if step == 1:
            return Step("record", AbilitiesResolved())
        if step == 2:
            return Step("goods", player=next(p.name for p in state.players if p.name not in state.this_turn.goods))
        if step == 3:
            return Step("calamities")
    if phase == "civic" and not state.this_turn.civic_applied:
        return Step("record", CivicApplied())
    _, to = next_phase(state)
    return Step("record", GameOver() if to == "over" else PhaseAdvance(to=to))
