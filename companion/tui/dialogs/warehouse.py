"""The warehouse entry (w): how many cards a player warehoused, and what a warehouse check found.

001_26b6d8b0f4cbe6f7.txt, Trading Phase, WAREHOUSING: up to 3 cards (more by a development: the
form offers the judge's own limit, :func:`~companion.game.titm.handlers_trading.player_warehouse`); "several cards … say
specifically on the bottom, MAY NOT WAREHOUSE"; the HINT on checking warehouses. A card that may
not be warehoused is refused by the fold with the rule quoted (companion.rules.warehouse; R11): the
form records what was typed, and the refusal shown is the fold's, in the rule's words.
"""

from __future__ import annotations

from typing import Any

from companion.entry import read_counts, read_int
from companion.entry import titm as words
from companion.i18n import current_code
from companion.errors import CompanionError
from companion.game.titm.state import GameState
from companion.game.session import judged
from companion.game.titm.handlers_trading import player_warehouse
from companion.tui.dialogs.form import FormDialog, FormField
from companion.game.events import Record
from companion.game.titm.events import Warehouse
from companion.i18n import N_, _, ngettext

#: The cards field's name, as a refusal of what was typed there begins (its label begins the same way).
CARDS = N_("Cards warehoused")


def warehouse_preview(state: GameState, player: str, values: dict[str, str]) -> str:
    """What Enter would record, as the judge sees it: ``"Ann warehouses 4 cards (at most 4)"``, or the
    judge's refusal (``"cards warehoused: 5, but this warehouse holds at most 4 cards …"``)."""
    limit = player_warehouse(state, player)
    try:
        cards = read_int(values["cards"], field=_(CARDS), low=0)
    except CompanionError:
        return ngettext("{player} may warehouse 0–{limit} card", "{player} may warehouse 0–{limit} cards", limit).format(
            player=player, limit=limit)
    refusal = judged(state, Warehouse(player=player, cards=cards))
    return refusal or ngettext("{player} warehouses {n} card (at most {limit})",
                               "{player} warehouses {n} cards (at most {limit})", cards).format(
        player=player, n=cards, limit=limit)


def warehouse_dialog(state: GameState, player: str, record: Record, phone: Any = None) -> FormDialog:
    """The form: cards warehoused (0 to the player's limit, :func:`~companion.game.titm.handlers_trading.player_warehouse`) and, optionally, the bottoms seen in a check.

    Args:
        state: the game (its edition names the bottoms).
        player: whose warehouse.
        record: records an event and returns None, or the reason it was refused.
        phone: the player's warehouse entry waiting from their phone (a
            :class:`~companion.game.titm.inbox.Submission`), if any: the form opens filled with it, and
            Enter records it as sent (``by`` the player).
    """
    sent = phone.payload["cards"] if phone is not None else None
    limit = player_warehouse(state, player)

    seen = words.seen_bottoms(state.rules, lang=current_code())

    def submit(values: dict[str, Any]) -> str | None:
        try:
            cards = read_int(values["cards"], field=_(CARDS), low=0)
            checked = read_counts(values["checked"], seen)
        except CompanionError as error:
            return error.said()
        by = player if cards == sent and not checked else None
        return record(lambda: Warehouse(player=player, cards=cards, checked=checked, by=by))

    title = _("Warehouse — {player}").format(player=player)
    return FormDialog(
        title + (" — " + _("from {player}'s phone").format(player=player) if phone is not None else ""),
        [
            FormField("cards", _("Cards warehoused (0–{limit})").format(limit=limit), str(limit), "" if sent is None else str(sent)),
            FormField("checked", _("Bottoms seen in a warehouse check (optional)"), _("e.g. red, poverty"), optional=True),
        ],
        submit,
        preview=lambda values: warehouse_preview(state, player, values),
        as_sent=phone is not None,
    )
