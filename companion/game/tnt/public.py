"""The Trade and Triumph scoreboard's public view: what the board shows of a game of Trade and Triumph.

Source: 004_94530a861ff71851.txt (VP, gold, trade resources, upgrades, the end of the
game at 20 VP and its tie-breaks). Every number the scoreboard keeps lies open on the
table (VP, gold, resources, upgrades, the cards' count in hand), so the whole state is
public; the same board pages render it (issue 10: "give the Trade and Triumph scoreboard
the same public board if the public view generalises cleanly"). Pure, JSON-ready.
"""

from __future__ import annotations

from typing import Any

from companion.game.tnt.board import GAME_TITLE, REGION_WORDS, TRACK_WORDS, end_rule, end_status, status, where, words
from companion.game.tnt.report import PHASE_NAMES, outcome_line
from companion.i18n import _
from companion.game.tnt.state import TntState
from companion.rules.tnt.board import REGIONS, TRACKS


def tnt_public_view(state: TntState) -> dict[str, Any]:
    """The scoreboard as the whole table sees it.

    The header's words are :mod:`companion.game.tnt.board`'s, as the host's scoreboard says them, in the
    language in use (the page's: the server reads each language's view in it); ``regions`` and ``tracks``
    name the players' resources and upgrades in it.

    Returns:
        ``{"kind": "tnt", "name", "round", "phase", "phase_title", "whose_turn", "status", "game_title", "where",
        "end_status", "end_rule", "end_vp", "regions": {region: word}, "tracks": {track: word},
        "players": [{"name", "colour", "symbol", "vp", "gold", "upgrades": {track: n}, "resources":
        {region: n}, "hand", "turns", "current"}], "outcome": {"line", "standings"} | None, "timer": None}``
    """
    whose = state.whose_turn
    return {
        "kind": "tnt",
        "name": state.name,
        "seq": state.seq,
        "round": state.turn,
        "phase": state.phase,
        "phase_title": _(PHASE_NAMES[state.phase]) if state.phase in PHASE_NAMES else state.phase,
        "whose_turn": whose,
        "status": status(state),
        "game_title": _(GAME_TITLE),
        "where": where(state),
        "end_status": end_status(state),
        "end_rule": end_rule(state),
        "end_vp": state.numbers.end_vp if state.rules is not None else None,
        "regions": words(REGION_WORDS, REGIONS),
        "tracks": words(TRACK_WORDS, TRACKS),
        "players": [
            {
                "name": p.name,
                "colour": p.colour,
                "symbol": p.symbol,
                "vp": p.vp,
                "gold": p.gold,
                "upgrades": {t: getattr(p.upgrades, t) for t in TRACKS},
                "resources": {r: getattr(p.resources, r) for r in REGIONS},
                "hand": p.hand,
                "turns": p.turns,
                "current": p.name == whose,
            }
            for p in state.players
        ],
        "outcome": None
        if state.outcome is None
        else {"line": outcome_line(state), "standings": [s.model_dump() for s in state.outcome.standings]},
        "timer": None,
    }
