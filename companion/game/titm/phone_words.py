"""What a phone is told of its entry before the fold is asked: which phase and step each kind
belongs to (:func:`phase_problem`, the one place that says it; the inbox and the preview route ask
it), and the judge's R18 refusal worded as the phone's question (:func:`printed_arrow_problem`).
"""

from __future__ import annotations

from companion.errors import Refusal, listed, refusal, say
from companion.game.titm.flow import resolution_step
from companion.game.titm.phone_bodies import Kind
from companion.game.titm.state import GameState
from companion.game.words import PHASE_NAMES
from companion.i18n import N_
from companion.rules.bottoms import check_printed_arrows
from companion.rules.errors import PrintedArrowError

#: The phase each kind belongs to (docs/web.md's table of kinds).
PHASE_OF: dict[Kind, str] = {"warehouse": "trading", "abandon": "trading", "ability": "trading", "goods": "resolution",
                             "development": "development"}


def phase_problem(state: GameState, kind: Kind, player: str | None = None) -> Refusal | None:
    """Why a phone may not enter ``kind`` now (see the module's table), in the table's words, or None:
    the one place that says which entry belongs to which phase and step; the routes ask it too.

    The refusal's rule is the phase's heading in the rulebook (``"001 Resolution Phase, Step 2"``); it
    names ``player`` and no field (the whole entry is out of its phase)."""
    want = PHASE_OF[kind]
    heading = f"001 {want.capitalize()} Phase"
    if state.phase == "over":
        return refusal(say(N_("The game is over.")), "001 Turn Track", player)
    if state.phase != want:
        now = say(PHASE_NAMES[state.phase]) if state.phase in PHASE_NAMES else state.phase
        return refusal(say(WHEN[kind], phase=say(PHASE_NAMES[want]), now=now), heading, player)
    if kind == "goods" and resolution_step(state) != 2:
        return refusal(say(N_("Spent cards are entered in Resolution step 2; the table is at step {step}."),
                           step=min(resolution_step(state), 3)), f"{heading}, Step 2", player)
    return None


#: When each kind is entered, said to a phone that sends it in another phase (``phase``: the kind's, ``now``: the table's).
WHEN: dict[Kind, str] = {
    "warehouse": N_("Warehoused cards are entered in the {phase} phase; the table is in the {now} phase."),
    "abandon": N_("Abandon is entered in the {phase} phase; the table is in the {now} phase."),
    "ability": N_("Ability cubes are entered in the {phase} phase; the table is in the {now} phase."),
    "goods": N_("Spent cards are entered in the {phase} phase; the table is in the {now} phase."),
    "development": N_("Developments are entered in the {phase} phase; the table is in the {now} phase."),
}


def printed_arrow_problem(state: GameState, icons: dict[str, int], player: str | None = None) -> Refusal | None:
    """The judge's refusal of a Zealots, Corruption or Slave Revolt entered without the arrow printed
    on it (:func:`companion.rules.bottoms.check_printed_arrows`, R18), worded as the phone asks it
    again (its rule and field the judge's: R18, ``"icons.zealots"``); None if the judge has no such refusal."""
    try:
        check_printed_arrows(state.rules, icons)
    except PrintedArrowError as error:
        cards = listed([state.rules.printed("bad_cards", name) for name in error.cards])
        return error.refusal.of(player).with_words(
            say(N_("{cards}: which arrow is printed on the card? Each carries one (R18): enter the card again with "
                   "its arrow."), cards=cards))
    return None
