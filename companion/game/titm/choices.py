"""Which developments a player may play now (Development Phase).

Source: 001_26b6d8b0f4cbe6f7.txt, "Development Phase" (draws by level; up to
one government and one religion card; PEASANT REVOLTS), "Monuments & Shrines"
(one monument and one shrine), "The Development Cards — Production"; R10.
"""

from __future__ import annotations

from collections.abc import Sequence

from companion.errors import say, say_n
from companion.game.errors import GameError
from companion.game.titm.card_names import development_words
from companion.game.titm.side_words import side_words
from companion.i18n import N_
from companion.game.titm.state import GameState
from companion.rules.draws import DrawEntitlement, entitlement_for
from companion.rules.effects import Development
from companion.rules.errors import RulesError
from companion.rules.production import check_playable


def entitlement(state: GameState, name: str) -> DrawEntitlement:
    """What ``name`` draws and may play this turn (this turn's Peasant Revolt counted, R10).

    In the Development phase, the draws made as it began (``TurnRecord.drawn``): a development
    chosen since (Venus Temple's two pushes, Education's extra draw) changes neither. Before it,
    what the player would draw now (:func:`draws_now`).
    """
    drawn = state.this_turn.drawn.get(name)
    return drawn if drawn is not None else draws_now(state, name)


def draws_now(state: GameState, name: str) -> DrawEntitlement:
    """What ``name`` would draw from their markers and developments as they stand (001 Development
    Phase, "DRAWING DEVELOPMENT CARDS"; R3, R10)."""
    calamities = state.this_turn.calamities
    revolt = calamities is not None and name in calamities.peasant_revolt
    player = state.player(name)
    return entitlement_for(state.rules, player.standing(), state.developments_of(name), turn=state.turn, revolt_victim=revolt)


def check_choice(state: GameState, name: str, card: Development, waiting: Sequence[Development] = ()) -> None:
    """Raise :class:`GameError` (or a RulesError) if ``name`` may not play ``card`` now.

    ``waiting``: cards the player sent from their phone that the host has not recorded yet,
    counted as chosen (the phones' inbox judges a second card after a first).
    """
    rules = state.rules
    player = state.player(name)
    entitled = entitlement(state, name)
    chosen = [state.development(d) for d in state.this_turn.chosen.get(name, [])] + list(waiting)
    if len(chosen) >= entitled.plays:
        raise GameError(say_n(N_("{player} may play {n} development this turn"), N_("{player} may play {n} developments this turn"),
                              entitled.plays, player=name))
    if any(c.track == card.track for c in chosen):
        raise GameError(say(N_("{player} has already chosen a {track} development this turn (one of each)"),
                            player=name, track=side_words(card.track)))
    pos = player.government if card.track == "government" else player.religion
    level = rules.political(card.track).level(pos.space)
    if card.side is not None and card.side != pos.side:
        raise GameError(say(N_("{card} is a {side} card; {player} is on the {now} side and cannot draw it"),
                            card=development_words(rules, card), side=side_words(card.side), player=name,
                            now=side_words(pos.side)))
    if card.level > level:
        raise GameError(say(N_("{card} is level {level}; {player} is level {now} in {track}"),
                            card=development_words(rules, card), level=card.level, player=name, now=level,
                            track=side_words(card.track)))
    if entitled.max_level is not None and card.level > entitled.max_level:
        raise GameError(say(N_("Peasant Revolt: {player} may play level {level} or lower this turn"),
                            player=name, level=entitled.max_level))
    if card.kind in ("monument", "shrine") and any(d.kind == card.kind for d in state.developments_of(name)):
        raise GameError(say(N_("{player} already has a monument: players may only have one monument and one shrine")
                            if card.kind == "monument" else
                            N_("{player} already has a shrine: players may only have one monument and one shrine"), player=name))
    check_playable(rules, state.developments_of(name), card, player.worker_changes)


def playable(state: GameState, name: str) -> list[Development]:
    """The catalogue's developments ``name`` may play now, lowest level first, then by name."""
    found = []
    for card in state.rules.developments.values():
        try:
            check_choice(state, name, card)
        except (GameError, RulesError):
            continue
        found.append(card)
    return sorted(found, key=lambda d: (d.level, d.name))
