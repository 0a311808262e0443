"""What the table is told about a game of Trade and Triumph, in words: decided once, here.

The host's scoreboard (``companion/tui/screens/tnt.py``) and the web board
(``companion/web/templates/_board_tnt.html``) lay these texts out; neither writes them
(STYLE.md convention 8). Source: 004_94530a861ff71851.txt (the end of the game at 20 VP,
the round played out, the tie-breaks). Pure: no Textual, no markup, no I/O.
"""

from __future__ import annotations

from companion.game.tnt.report import PHASE_NAMES, outcome_line
from companion.game.tnt.state import TntState

#: The game type's name, as the scoreboard's title and the board's header say it.
GAME_TITLE = "Trade and Triumph"


def where(state: TntState) -> str:
    """``"Round 3 · Ann's turn"``, or the phase once nobody plays (``"Round 4 · Game over"``)."""
    return f"Round {state.turn} · " + (f"{state.whose_turn}'s turn" if state.whose_turn else PHASE_NAMES[state.phase])


def title(state: TntState) -> str:
    """``"Friday — Trade and Triumph · Round 3 · Ann's turn"`` (a game called "Trade and Triumph" is not named twice)."""
    game = state.name if state.name.casefold() == GAME_TITLE.casefold() else f"{state.name} — {GAME_TITLE}"
    return f"{game} · {where(state)}"


def end_status(state: TntState) -> str:
    """The end of the game: the winner, or the trigger with who still plays this round; ``""`` before (004).

    ``"★ Winner: Ann (the most VP)"``, ``"⚑ Ann reached 20 VP: the game ends after this round — still to
    play: Ben, Cat"``.
    """
    if state.outcome is not None:
        return f"★ {outcome_line(state)}"
    if state.triggered:
        still = ", ".join(state.still_to_play)
        return (f"⚑ {state.triggered_by} reached {state.numbers.end_vp} VP: the game ends after this round"
                f" — still to play: {still}")
    return ""


def end_rule(state: TntState) -> str:
    """``"The game ends when the round in which someone reaches 20 VP is complete."`` (004); ``""`` without rules."""
    if state.rules is None:
        return ""
    return f"The game ends when the round in which someone reaches {state.numbers.end_vp} VP is complete."
