"""What the whole table may see: the public view of a game, as JSON-ready data.

STYLE.md convention 8: what the board may show is decided here, once, as a pure
function of the state; the web board (and any shared screen) renders this data
and nothing else. Hidden information is left out of the data, never hidden by a
renderer: with face-down VP totals (house rule ``hidden_vp``, "All players may
then turn those VP face down to keep their total hidden", 001 Announce Wealth)
no total appears anywhere in the view until the game is over, and neither does
anything that would give one away (the VP a Barbarian Attack actually took when
it was capped at the VP held, R9).

No I/O, no clock, no Textual: the trading timer is passed in as a
:class:`~companion.game.titm.timer_reading.TimerReading` (the host's timer, or
:func:`~companion.game.titm.timer_reading.timer_from_journal`).

The Trade and Triumph scoreboard has its own public view (every number in it is
public, :mod:`companion.game.tnt.public`); each game type names its own
(:attr:`companion.game.kinds.GameKind.public_view`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from companion.game.titm.board import (
    NO_CALAMITIES,
    board_checklist,
    calamity_lines,
    calamity_text,
    development_colour,
    now_marks,
    phone_status,
    political_label,
    production_text,
    side_name,
    status_label,
    step_label,
)
from companion.game.titm.card_names import printed_development
from companion.game.titm.events import PHASES
from companion.game.titm.flow import resolution_step
from companion.game.titm.race import race, race_data
from companion.game.titm.report import PHASE_NAMES, roman
from companion.game.titm.state import GameState, PlayerState
from companion.game.titm.timer_reading import TimerReading
from companion.i18n import _
from companion.rules.components import ARROW_COLOURS, Components, PoliticalTrack, StatusTrack

# --- pieces shared by the board and the players' pages --------------------------------


def status_data(track: StatusTrack, position: int) -> dict[str, Any]:
    """A happiness or safety marker: position, label, below the yellow line (R7)."""
    return {"position": position, "label": status_label(track, position), "below_line": track.below_line(position)}


def political_data(track: PoliticalTrack, side: str, space: int) -> dict[str, Any]:
    """A government or religion marker: side, space, level, and its arrow colour (R5)."""
    return {"side": side, "short": side_name(side, short=True), "space": space, "level": track.level(space),
            "colour": ARROW_COLOURS.get(side, ""), "text": political_label(track, side, space)}


def tracks_data(rules: Components) -> dict[str, Any]:
    """The four tracks' shapes, for drawing them (R5, R7)."""
    status = {
        name: {"top": t.top, "bottom": t.bottom, "start": t.start, "line": t.line}
        for name, t in (("happiness", rules.happiness), ("safety", rules.safety))
    }
    political = {
        name: {"sides": list(t.sides), "levels": list(t.levels), "crossing": t.crossing}
        for name, t in (("government", rules.government), ("religion", rules.religion))
    }
    return {**status, **political}


def development_data(state: GameState, dev_id: str) -> dict[str, Any]:
    """A development as the table sees it on the card."""
    d = state.development(dev_id)
    return {"id": d.id, "name": printed_development(state.rules, d), "track": d.track, "side": d.side, "colour": development_colour(d), "level": d.level, "vp": d.vp}


def header(state: GameState, timer: TimerReading | None) -> dict[str, Any]:
    """The game's name, turn, phase (with the Resolution step), the turn track and the timer."""
    rules = state.rules
    phase = state.phase
    step = resolution_step(state) if phase == "resolution" else None
    current = PHASES.index(phase) if phase in PHASES else len(PHASES)
    return {
        "kind": "titm",
        "name": state.name,
        "seq": state.seq,
        "turn": state.turn,
        "turn_label": roman(state.turn),
        "last_turn": rules.last_turn,
        "last_turn_label": roman(rules.last_turn),
        "phase": phase,
        "phase_title": _(PHASE_NAMES[phase]),
        "step": step,
        "step_label": step_label(state),
        "phases": [
            {"id": p, "title": _(PHASE_NAMES[p]), "current": p == phase, "done": i < current} for i, p in enumerate(PHASES)
        ],
        "turn_track": [
            {
                "turn": t,
                "label": roman(t),
                "current": t == state.turn,
                "past": t < state.turn,
                "calamities": calamity_lines(rules, t),
                "short": calamity_lines(rules, t, short=True),
            }
            for t in range(1, rules.last_turn + 1)
        ],
        "calamities_now": calamity_lines(rules, state.turn) if 1 <= state.turn <= rules.last_turn else [],
        "calamities_line": calamity_text(rules, state.turn) if 1 <= state.turn <= rules.last_turn else _(NO_CALAMITIES),
        "hidden_vp": state.house_rules.hidden_vp,
        "timer": timer.data() if timer is not None and phase == "trading" else None,
    }


# --- the board -----------------------------------------------------------------------------


def _played_now(state: GameState, player: PlayerState) -> list[tuple[str, bool]]:
    """Each development in play, and whether it is a copy played this turn. The same development
    (a City) may be in play twice: only the copies played this turn are new, the latest in play."""
    left = Counter(state.this_turn.chosen.get(player.name, []))
    found = []
    for dev_id in reversed(player.developments):
        found.append((dev_id, left[dev_id] > 0))
        left[dev_id] -= 1
    return found[::-1]


def player_public(state: GameState, player: PlayerState) -> dict[str, Any]:
    """One player as the whole table sees them: VP total only when totals are face up."""
    rules = state.rules
    record = state.this_turn.goods.get(player.name)
    return {
        "name": player.name,
        "colour": player.colour,
        "symbol": player.symbol,
        "civilisation": player.civilisation,
        "vp": state.public_vp(player.name),
        "happiness": status_data(rules.happiness, player.happiness),
        "safety": status_data(rules.safety, player.safety),
        "government": political_data(rules.government, player.government.side, player.government.space),
        "religion": political_data(rules.religion, player.religion.side, player.religion.space),
        "developments": [{**development_data(state, d), "new": new} for d, new in _played_now(state, player)],
        "production": production_text(state, player),
        "announced": record.goods_vp if record is not None else None,
        "now": [mark.text for mark in now_marks(state, player.name)],
    }


def _ranking(state: GameState) -> dict[str, Any] | None:
    """The final ranking with the tie-break steps (every total is revealed at the end of the game)."""
    ranking = state.ranking
    if ranking is None:
        return None
    finals = {f.name: f for f in ranking.finals}
    return {
        "places": [
            {"rank": place.rank, "label": place.label, "names": list(place.names), "total": place.total, "thumb_wrestle": place.thumb_wrestle}
            for place in ranking.places
        ],
        "finals": [
            {"name": f.name, "chits": f.chits, "development_vp": f.development_vp, "monument_vp": f.monument_vp,
             "total": f.total, "levels": f.levels, "happy_shields": f.happy_shields}
            for f in (finals[n] for place in ranking.places for n in place.names)
        ],
        "steps": list(ranking.steps),
    }


def public_race(state: GameState) -> dict[str, Any] | None:
    """The race (VP by turn, :func:`companion.game.titm.race.race_data`) once the game is over, else None.

    The board draws the race at the end of the game, when every total is revealed (001 The End of
    the Game). Before it, the race would give face-down totals away turn by turn (house rule
    ``hidden_vp``, 001 Announce Wealth); face up, each total is already on the board, and a chart
    as well cost a TV its full-size text.
    """
    if state.ranking is None:
        return None
    return race_data(race(state))


def public_view(
    state: GameState, timer: TimerReading | None = None, *, submissions: Mapping[str, str] | None = None
) -> dict[str, Any]:
    """Everything the whole table may see, JSON-ready.

    Args:
        state: the game's state.
        timer: the trading timer now (shown only in the Trading phase).
        submissions: each player's phone submission state (``waiting``, ``submitted``,
            ``applied``) — the state only, never what was entered.

    Returns:
        ``{"kind", "name", "turn", "phase", "turn_track", "timer", "checklist", "tracks",
        "players": [{"name", "vp" (None when face down), "happiness", …}], "ranking",
        "race" (:func:`public_race`: None until the game is over), …}``.
    """
    rules = state.rules
    calamities = state.this_turn.calamities
    phones = dict(submissions or {})
    view = header(state, timer)
    view.update(
        {
            "checklist": board_checklist(state),
            "tracks": tracks_data(rules),
            "players": [{**player_public(state, p), "phone": phones.get(p.name),
                         "phone_text": phone_status(phones[p.name]) if p.name in phones else ""} for p in state.players],
            "step1": list(state.this_turn.ability_lines) if state.this_turn.abilities_resolved else [],
            "peasant_revolt": list(calamities.peasant_revolt) if calamities is not None else [],
            "ranking": _ranking(state),
            "race": public_race(state),
            "house_rules": {"any_player_count": state.house_rules.any_player_count},
        }
    )
    return view
