"""What the board and each phone may see of a trade session (JSON-ready, pure).

The board (:func:`public_view`) shows the round, the phase, the timer and, from Calamity Selection
on, each player's *number* of calamities (002 8.: "reveal the number (but not the identity)"):
never a card. A player's own page (:func:`player_view`) shows their own hand, its sets' values and
total (the packs' answers, :mod:`.cards`), the sets one card short, their calamities and the
discards Calamity Selection asks of them: nobody else's.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from companion.game.tradesession.report import PHASE_NAMES
from companion.game.tradesession.state import SessionState
from companion.i18n import N_, _, ngettext, pgettext

if TYPE_CHECKING:
    from companion.game.titm.inbox import Inbox
    from companion.game.titm.timer_reading import TimerReading

#: Why Calamity Selection discards a card, said to its player (``_(REASONS[reason])``).
REASONS = {
    "duplicate": N_("a duplicate: one card of the same name goes"),
    "major": N_("more major calamities than the limit allows"),
    "total": N_("more calamities than the limit allows"),
    "overrule": N_("the host's ruling"),
}

#: The blocks of Mega Civilization's trade cards, as the board and a phone name them (``_(BLOCKS[block])``).
BLOCKS = {"west": N_("West"), "east": N_("East")}


def block_name(block: str | None) -> str:
    """A block's name in the language in use (``"west"`` → ``"West"``), "" for none."""
    return _(BLOCKS[block]) if block in BLOCKS else (block or "").capitalize()


def phase_title(phase: str) -> str:
    """A phase's name in the language in use (:data:`PHASE_NAMES`): ``"trading"`` → ``"Trade"``."""
    if phase == "trading":  # in full: the primary game's "Trade" is a narrow column's short name
        return pgettext("trade session phase", "Trade")
    return _(PHASE_NAMES[phase]) if phase in PHASE_NAMES else phase


def limit_line(state: SessionState) -> str:
    """The calamity limit in the rules' words (8.), in the language in use, or "" where the session has
    no selection: ``"12 players: at most 6 calamities, 3 of them major, no duplicates"``."""
    if not state.deck.selection:
        return ""
    limit = state.deck.limit()
    if not limit.minor_used:
        return ngettext("{players} players: no more than {total} calamity, no duplicates (no minor calamities)",
                        "{players} players: no more than {total} calamities, no duplicates (no minor calamities)",
                        limit.total).format(players=limit.players, total=limit.total)
    return ngettext("{players} players: at most {total} calamity, {major} of them major, no duplicates",
                    "{players} players: at most {total} calamities, {major} of them major, no duplicates",
                    limit.total).format(players=limit.players, total=limit.total, major=limit.major)


def _timer(state: SessionState, timer: TimerReading | None) -> dict[str, Any] | None:
    return timer.data() if timer is not None and state.phase == "trading" else None


def _head(state: SessionState, timer: TimerReading | None) -> dict[str, Any]:
    return {
        "kind": "session",
        "name": state.name,
        "seq": state.seq,
        "game": state.game,
        "game_title": state.title,
        "round": state.turn,
        "phase": state.phase,
        "phase_title": phase_title(state.phase),
        "limit": limit_line(state) if state.cards is not None else "",
        "timer": _timer(state, timer),
    }


def public_view(
    state: SessionState, timer: TimerReading | None = None, *, submissions: Mapping[str, str] | None = None
) -> dict[str, Any]:
    """The board: ``{"kind": "session", "name", "seq", "game", "game_title", "round", "phase", "phase_title",
    "limit", "timer", "players": [{"name", "block", "calamities": int | None, "entered": bool}]}``.

    ``calamities``: the number entered at Calamity Selection, after the limit once applied (None
    before it is entered); no card id or name of any player is in the view.
    """
    view = _head(state, timer)
    view["players"] = [
        {
            "name": p.name,
            "block": block_name(p.block),
            "calamities": state.calamity_count(p),
            "entered": p.entered is not None,
        }
        for p in state.players
    ]
    return view


def player_view(
    state: SessionState, name: str, timer: TimerReading | None = None, *, inbox: Inbox | None = None
) -> dict[str, Any]:
    """One player's own page: the board's head, and ``"player"``, ``"block"``, ``"hand"`` (the packs'
    values, :meth:`SessionCards.hand`), ``"held"`` (``{card id: count}``), ``"mining"``, ``"deck"``
    (the cards to tap: ``[{"id", "name", "stack", "max", "calamity", "major", "tradable"}]``),
    ``"calamities"`` (``{"entered": [names] | None, "kept": [names] | None, "discards": [{"name",
    "why"}]}``) and ``"players"`` (the names, for the trade check's other side).

    Raises:
        GameError: ``name`` is not a player.
    """
    player = state.player(name)
    cards = state.deck
    view = _head(state, timer)

    def names(ids: list[str] | None) -> list[str] | None:
        return None if ids is None else [cards.name(c) for c in ids]

    deck = cards.deck
    view.update(
        {
            "player": player.name,
            "block": block_name(player.block or state.block),
            "held": dict(player.cards),
            "mining": player.mining,
            "hand": cards.hand(player.cards, mining=player.mining),
            "deck": [
                {"id": c.id, "name": c.name, "stack": c.value, "max": c.cards, "calamity": False} for c in deck.commodities
            ]
            + [
                {
                    "id": c.id,
                    "name": c.name,
                    "stack": c.stack,
                    "max": c.cards,
                    "calamity": True,
                    "major": bool(getattr(c, "major", True)),
                    "tradable": c.tradable,
                }
                for c in deck.calamities
            ],
            "calamities": {
                "entered": names(player.entered),
                "kept": names(player.kept),
                "discards": [{"name": cards.name(d.calamity), "why": _(REASONS[d.reason])} for d in player.discards],
            },
            "players": [p for p in state.names if p != name],
        }
    )
    return view


