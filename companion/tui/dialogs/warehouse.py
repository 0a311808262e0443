"""The warehouse entry (w): how many cards a player warehoused, and what a warehouse check found.

001_26b6d8b0f4cbe6f7.txt, Trading Phase, WAREHOUSING: up to 3 cards; "several cards … say
specifically on the bottom, MAY NOT WAREHOUSE"; the HINT on checking warehouses. A card that may
not be warehoused is refused by the fold with the rule quoted (companion.rules.warehouse; R11).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from companion.game.state import GameState
from companion.rules.resolution import icon_names
from companion.tui.dialogs.form import FormDialog, FormField
from companion.tui.entry import ICON_ALIASES, EntryError, parse_counts


def warehouse_dialog(state: GameState, player: str, record: Callable[..., str | None]) -> FormDialog:
    """The form: cards warehoused (0–3) and, optionally, the bottoms seen in a check.

    Args:
        state: the game (its edition names the bottoms).
        player: whose warehouse.
        record: records an event and returns None, or the reason it was refused.
    """

    def submit(values: dict[str, Any]) -> str | None:
        if not values["cards"].isdigit():
            return "type 0, 1, 2 or 3"
        try:
            checked = parse_counts(values["checked"], icon_names(state.rules), ICON_ALIASES)
        except EntryError as error:
            return str(error)
        return record("warehouse", player=player, cards=int(values["cards"]), checked=checked)

    return FormDialog(
        f"Warehouse — {player}",
        [
            FormField("cards", "Cards warehoused (0–3)", "3"),
            FormField("checked", "Bottoms seen in a warehouse check (optional)", "e.g. red, poverty"),
        ],
        submit,
    )
