"""A dialog opened for a player whose phone sent an entry opens filled with it (issue 22).

The host's dialogs (spent cards, a development, a warehouse, ability targets) ask here for the
entry a player's phone has waiting; the dialog shows it, marked as the phone's, and Enter records
it as it is — with ``by`` the player, as the phone's own apply would. Anything else the host
records instead is told to the phone by the inbox (:mod:`companion.game.titm.entry_fate`). Pure reading:
nothing here records or changes an entry.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from companion.game.events import EventBase
from companion.i18n import _

E = TypeVar("E", bound=EventBase)

if TYPE_CHECKING:
    from companion.game.titm.inbox import Submission
    from companion.tui.app import CompanionApp
    from companion.game.titm.phone_bodies import Kind


def spend_text(counts: dict[str, int]) -> str:
    """``"wine 3, dye 2"``: goods counts as the entry dialogs read them (bottoms:
    :func:`companion.entry.titm.bottoms_text`, which gives Zealots & co. their arrow)."""
    return ", ".join(f"{name} {n}" for name, n in counts.items())


def waiting(app: CompanionApp, player: str, kind: Kind, slot: str | None = None) -> Submission | None:
    """The entry of ``kind`` (and ``slot``) ``player``'s phone has waiting for the host, if the table is
    shared and one waits."""
    sharing, game = app.sharing, app.game
    if sharing is None or game is None or not game.kind.phone_entries:
        return None
    return sharing.table.inbox().waiting_for(player, kind, slot)


def mark(item: Submission | None) -> str:
    """The words that mark a dialog filled from a phone: ``" — from Ann's phone"`` ("" if not)."""
    return " — " + _("from {name}'s phone").format(name=item.player) if item is not None else ""


def goods_fields(item: Submission, rules: Any) -> tuple[str, str]:
    """The Resolution step 2 dialog's two fields for a phone's spent cards: (goods, bottoms)."""
    from companion.entry.titm import bottoms_text

    return spend_text(item.payload["goods"]), bottoms_text(item.payload["icons"], rules)


def by_phone(app: CompanionApp, player: str, kind: Kind, event: E) -> E:
    """``event`` with ``by`` the player when its fields are exactly what the player's phone has waiting
    (the host recorded the phone's entry as it was sent), else as it is: the journal says who entered it."""
    fields = event.fields()
    if any(item.kind == kind and _norm(item.payload) == _norm(fields) for item in _pending(app, player)):
        return event.model_copy(update={"by": player})
    return event


def _norm(payload: dict[str, Any]) -> dict[str, Any]:
    """A payload less its empty fields and zero counts (the dialogs and the phones leave out different ones)."""
    out = {}
    for key, value in payload.items():
        if isinstance(value, dict):
            value = {k: n for k, n in value.items() if n}
        if value not in ({}, [], None, False, 0) or key in ("cards", "ability"):
            out[key] = value
    return out


def _pending(app: CompanionApp, player: str) -> list[Submission]:
    sharing, game = app.sharing, app.game
    if sharing is None or game is None or not game.kind.phone_entries:
        return []
    return sharing.table.inbox().pending(player)
