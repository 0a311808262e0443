"""The judge on one player's spent cards that are not recorded yet (a phone's entry): refused, held
back, or accepted, and the VP they earn.

The fold's own goods check (:func:`companion.game.titm.handlers_resolution.check_goods_resolved`),
asked with the other players' entries waiting counted as on the table (their cards are face up too,
docs/rulings.md C16): the phones' inbox judges a submission with it, the review list shows each
waiting entry's verdict, and apply-all leaves what it holds back.
"""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

from companion.errors import CompanionError, Refusal
from companion.game.session import refused
from companion.game.titm.events import GoodsResolved
from companion.game.titm.handlers_resolution import check_goods_resolved
from companion.game.titm.state import GameState
from companion.game.titm.table_cards import HeldBack, Spend


class Verdict(msgspec.Struct, frozen=True):
    """The judge on one entry: refused (why), held back (why), or neither; and the VP it earns.

    Attributes:
        refused: why the journal would refuse it, in the table's words (None: it would not).
        held: why the judge holds it back (more cards than the table was dealt and kept, C16): only
            the host may record it, with a reason ("" if not).
        vp: what a goods entry earns (None for other entries, or one refused).
        refusal: the refusal or the hold-back, typed (its rule, player and field: C16, ``"goods.wine"``);
            None when neither.
    """

    refused: str | None = None
    held: str = ""
    vp: int | None = None
    refusal: Refusal | None = None


def judge_goods(state: GameState, entry: GoodsResolved, waiting: Sequence[Spend] = ()) -> Verdict:
    """The fold's check of a goods entry with the other players' spends ``waiting`` counted as on the
    table: refused (the decks; anything the fold refuses), held back, or accepted; and its VP."""
    others = [(player, goods) for player, goods in waiting if player != entry.player]
    try:
        plan = check_goods_resolved(state, entry, waiting=others)
    except HeldBack as held:
        return Verdict(held=str(held), vp=held.vp, refusal=held.refusal)
    except CompanionError as error:
        return Verdict(refused=str(error), refusal=error.refusal.of(entry.player))
    problem = refused(state, entry)  # the whole judge (the turn, the phase, the fields) on the recorded cards
    if problem is not None:
        return Verdict(refused=problem.words, refusal=problem.of(entry.player))
    return Verdict(vp=plan.result.vp)
