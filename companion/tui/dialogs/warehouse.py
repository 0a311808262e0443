"""The warehouse entry (w): how many cards a player warehoused, and what a warehouse check found.

001_26b6d8b0f4cbe6f7.txt, Trading Phase, WAREHOUSING: up to 3 cards; "several cards … say
specifically on the bottom, MAY NOT WAREHOUSE"; the HINT on checking warehouses. A card that may
not be warehoused is refused by the fold with the rule quoted (companion.rules.warehouse; R11): the
form records what was typed, and the refusal shown is the fold's, in the rule's words.
"""

from __future__ import annotations

from typing import Any

from companion.entry import read_counts, read_int
from companion.entry import titm as words
from companion.errors import CompanionError
from companion.game.titm.state import GameState
from companion.rules.warehouse import WAREHOUSE_CARDS
from companion.tui.dialogs.form import FormDialog, FormField
from companion.game.events import Record
from companion.game.titm.events import Warehouse


def warehouse_dialog(state: GameState, player: str, record: Record, phone: Any = None) -> FormDialog:
    """The form: cards warehoused (0–3, :data:`~companion.rules.warehouse.WAREHOUSE_CARDS`) and, optionally, the bottoms seen in a check.

    Args:
        state: the game (its edition names the bottoms).
        player: whose warehouse.
        record: records an event and returns None, or the reason it was refused.
        phone: the player's warehouse entry waiting from their phone (a
            :class:`~companion.game.titm.inbox.Submission`), if any: the form opens filled with it, and
            Enter records it as sent (``by`` the player).
    """
    sent = phone.payload["cards"] if phone is not None else None

    seen = words.seen_bottoms(state.rules)

    def submit(values: dict[str, Any]) -> str | None:
        try:
            cards = read_int(values["cards"], field="Cards warehoused", low=0)
            checked = read_counts(values["checked"], seen)
        except CompanionError as error:
            return str(error)
        by = player if cards == sent and not checked else None
        return record(lambda: Warehouse(player=player, cards=cards, checked=checked, by=by))

    return FormDialog(
        f"Warehouse — {player}" + (f" — from {player}'s phone" if phone is not None else ""),
        [
            FormField("cards", f"Cards warehoused (0–{WAREHOUSE_CARDS})", str(WAREHOUSE_CARDS), "" if sent is None else str(sent)),
            FormField("checked", "Bottoms seen in a warehouse check (optional)", "e.g. red, poverty", optional=True),
        ],
        submit,
        as_sent=phone is not None,
    )
