"""What the table is told about a game of Trade and Triumph, in words: decided once, here.

The host's scoreboard (``companion/tui/screens/tnt.py``) and the web board
(``companion/web/templates/_board_tnt.html``) lay these texts out; neither writes them
(STYLE.md convention 8). Source: 004_94530a861ff71851.txt (the end of the game at 20 VP,
the round played out, the tie-breaks). Pure: no Textual, no markup, no I/O.
"""

from __future__ import annotations

from companion.game.tnt.report import PHASE_NAMES, outcome_line
from companion.game.tnt.state import TntState
from companion.i18n import N_, _

#: The game type's name, as the scoreboard's title and the board's header say it (translated where shown).
GAME_TITLE = N_("Trade and Triumph")
#: The trade resources' regions in words (004 The Trade Routes; translated where shown).
REGION_WORDS = {"forest": N_("forest"), "mountain": N_("mountain"), "desert": N_("desert"), "ocean": N_("ocean")}
#: The upgrade tracks in words (004 Upgrades; translated where shown).
TRACK_WORDS = {"move": N_("move"), "draw": N_("draw"), "play": N_("play")}


def words(table: dict[str, str], ids: tuple[str, ...]) -> dict[str, str]:
    """``{id: word}`` for ``ids`` in the language in use (:data:`REGION_WORDS`, :data:`TRACK_WORDS`); an id
    the table lacks is said as it is."""
    return {i: _(table[i]) if i in table else i for i in ids}


def status(state: TntState) -> str:
    """Whose turn it is, in the language in use: ``"Ann's turn"``, ``"Not set up yet."``, ``"The game is over."``
    (the end trigger is :func:`end_status`'s)."""
    if state.phase == "over":
        return _("The game is over.")
    if state.phase == "setup" or not state.whose_turn:
        return _("Not set up yet.")
    return _("{name}'s turn").format(name=state.whose_turn)


def where(state: TntState) -> str:
    """``"Round 3 · Ann's turn"``, or the phase once nobody plays (``"Round 4 · Game over"``), in the language in use."""
    if state.whose_turn:
        return _("Round {round} · {name}'s turn").format(round=state.turn, name=state.whose_turn)
    return _("Round {round} · {phase}").format(round=state.turn, phase=_(PHASE_NAMES[state.phase]))


def title(state: TntState) -> str:
    """``"Friday — Trade and Triumph · Round 3 · Ann's turn"`` (a game called "Trade and Triumph" is not named twice)."""
    game = state.name if state.name.casefold() in (GAME_TITLE.casefold(), _(GAME_TITLE).casefold()) \
        else f"{state.name} — {_(GAME_TITLE)}"
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
        return "⚑ " + _("{name} reached {vp} VP: the game ends after this round — still to play: {names}").format(
            name=state.triggered_by, vp=state.numbers.end_vp, names=still)
    return ""


def end_rule(state: TntState) -> str:
    """``"The game ends when the round in which someone reaches 20 VP is complete."`` (004); ``""`` without rules."""
    if state.rules is None:
        return ""
    return _("The game ends when the round in which someone reaches {vp} VP is complete.").format(vp=state.numbers.end_vp)
