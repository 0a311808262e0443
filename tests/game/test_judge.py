"""One judge: ``GameKind.refusal(state, event)`` is the fold's own check, asked without applying.

For random events, legal and illegal, from states an autoplayed game passes through
(:mod:`companion.game.titm.autoplay`), and from a Trade and Triumph scoreboard played at random:
the judge allows an event exactly when the fold applies it to a copy of the state, refuses it
with the very message the fold raises, and leaves the state it judged unchanged.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from datetime import datetime, timezone
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.game import kinds
from companion.game.errors import GameError
from companion.game.events import EventBase
from companion.game.session import stamp
from companion.game.titm.autoplay import progress_move, side_moves
from companion.game.titm.events import PhaseAdvance, Warehouse
from tests.game.helpers import new_game
from tests.game.tnt_helpers import new_tnt

AT = datetime(2026, 11, 20, 20, 0, tzinfo=timezone.utc)
TITM = kinds.get("titm")
TNT = kinds.get("tnt")


def _snapshot(state: Any) -> Any:
    """A copy of a state to judge later (the edition's components are shared: nothing changes them)."""
    components = getattr(state, "components", None)
    return copy.deepcopy(state, {id(components): components} if components is not None else None)


def _play(game: Any, moves: Any, rng: random.Random, limit: int) -> list[Any]:
    """Record ``moves(state, rng)`` (those the fold refuses are skipped) until the game is over or
    ``limit`` rounds of moves are made; every state the game passes through."""
    states = [_snapshot(game.state)]
    for _ in range(limit):
        if game.state.phase == "over":
            break
        for move in moves(game.state, rng):
            try:
                game.record(_built(game.kind, move))
            except GameError:
                continue
            states.append(_snapshot(game.state))
    return states


Move = EventBase | tuple[str, dict[str, Any]]


def _built(kind: kinds.GameKind, move: Move) -> EventBase:
    """An autoplay move as it is, or an event of the type ``move`` names built from its fields.

    Raises:
        GameError: a field of the wrong shape, in the table's words.
    """
    if isinstance(move, EventBase):
        return move
    event_type, fields = move
    classes = {cls.model_fields["type"].default: cls for cls in kind.events}
    return classes[event_type](**fields)


def _autoplay(state: Any, rng: random.Random) -> list[Move]:
    """Autoplay's next move, now and then with a side move (a ruling, a deal, a penalty, a correction)."""
    moves = [progress_move(state, rng)]
    if rng.random() < 0.2:
        moves.append(rng.choice(side_moves(state, rng)))
    return moves


def _states_of_a_titm_game(folder) -> list[Any]:
    """Every state a 4-player game passes through as autoplay plays it to the end, with side moves."""
    states = _play(new_game(folder), _autoplay, random.Random(23), 2_000)
    assert states[-1].phase == "over"
    return states


@pytest.fixture(scope="module")
def titm_states(tmp_path_factory) -> list[Any]:
    return _states_of_a_titm_game(tmp_path_factory.mktemp("judge"))


def _titm_moves(state: Any, rng: random.Random) -> Iterator[Move]:
    """Events near the legal ones: autoplay's own, and the same kinds with values out of turn, out
    of range, of unknown players and cards (many of them illegal)."""
    names = [*state.names, "Zed"]
    who = rng.choice(names)
    yield progress_move(state, rng) if state.phase not in ("setup", "over") else ("ruling", {"text": "late"})
    if state.phase not in ("setup", "over"):
        yield from side_moves(state, rng)
    yield "phase_advance", {"to": rng.choice(["production", "trading", "resolution", "development", "civic"])}
    yield "game_over", {}
    yield "warehouse", {"player": who, "cards": rng.randint(0, 5),
                        "checked": rng.choice([{}, {"mars": 1}, {"depression": 1}, {"unicorn": 1}, {"venus": 4}])}
    yield "abandon", {"player": who, "track": rng.choice(["government", "religion"]), "withdraw": rng.random() < 0.3}
    yield "penalty", {"player": who, "amount": rng.randint(0, 8), "reason": "revealed a card bottom"}
    yield "vp_transfer", {"giver": who, "receiver": rng.choice(names), "amount": rng.randint(1, 40)}
    yield "timer", {"action": "add", "remaining_ms": rng.choice([0, 300_000, 3_600_000, 3_600_001])}
    yield "abilities_resolved", {}
    yield "goods_resolved", {"player": who, "goods": {rng.choice(["grain", "wine", "caviar", "gold"]): rng.randint(0, 14)},
                             "icons": rng.choice([{}, {"mars": 2}, {"poverty": 1}, {"unicorn": 1}])}
    victims = state.victims().barbarian_attack if state.players else []
    rolls = {v: [rng.randint(0, 4)] * rng.choice([1, 1, 2]) for v in victims}
    if rng.random() < 0.3:
        rolls[rng.choice(names)] = [rng.randint(0, 3)]
    yield "calamities_resolved", {"rolls": rolls}
    cards = list(state.rules.developments) if state.players else ["x"]
    yield "development_chosen", {"player": who, "development": rng.choice([*cards, "no-such-card"])}
    yield "development_destroyed", {"player": who, "development": rng.choice(cards), "reason": "table"}
    yield "civic_applied", {}
    what = rng.choice(["vp", "happiness", "safety", "government", "religion", "workers"])
    yield "correction", {"player": who, "what": what, "value": rng.randint(-12, 12), "reason": "misread",
                         "side": rng.choice([None, "democracy", "mars", "nowhere"]),
                         "good": rng.choice([None, "grain", "wine", "caviar"])}


def _events(kind: kinds.GameKind, state: Any, moves: Iterator[Move], rng: random.Random) -> Iterator[Any]:
    """The moves as events stamped as the state would stamp them; some stamped with another turn or
    phase (the fold's first check); moves whose shape is not an event's are left out."""
    for move in moves:
        try:
            event = stamp(_built(kind, move), seq=state.seq + 1, at=AT, state=state, game=kind)
        except GameError:
            continue
        if rng.random() < 0.1:
            event = event.model_copy(update={"turn": state.turn + 1})
        yield event


def _agree(kind: kinds.GameKind, state: Any, event: Any) -> None:
    """The judge says what the fold does, and changes nothing."""
    before = state.model_dump()
    said = kind.refusal(state, event)
    assert state.model_dump() == before, event
    scratch = _snapshot(state)
    try:
        kind.apply(scratch, event)
    except GameError as error:
        assert said == str(error), event
    else:
        assert said is None, event


def _judge_random_events(kind: kinds.GameKind, states: list[Any], moves: Any, data: st.DataObject) -> None:
    """Events near ``moves`` from a state drawn among ``states``: the judge and the fold agree on each."""
    state = data.draw(st.sampled_from(states), label="state")
    rng = random.Random(data.draw(st.integers(0, 2**32 - 1), label="seed"))
    for event in _events(kind, state, moves(state, rng), rng):
        _agree(kind, state, event)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_the_judge_and_the_fold_agree_on_the_primary_game(titm_states, data):
    _judge_random_events(TITM, titm_states, _titm_moves, data)


def _tnt_moves(state: Any, rng: random.Random) -> Iterator[Move]:
    names = [*state.names, "Zed"]
    who = rng.choice([state.whose_turn or names[0]] * 3 + names)
    yield "tnt_vp", {"player": who, "amount": rng.randint(-5, 12), "reason": "card"}
    yield "tnt_gold", {"player": who, "amount": rng.randint(-8, 12), "reason": "card"}
    yield "tnt_resource", {"player": who, "region": rng.choice(["forest", "mountain", "desert", "ocean"]),
                           "amount": rng.randint(-1, 2)}
    yield "tnt_hand", {"player": who, "amount": rng.randint(-3, 4)}
    yield "tnt_sell_resources", rng.choice([{"player": who}, {"player": who, "sets": rng.randint(0, 2)},
                                            {"player": who, "singles": {"forest": rng.randint(0, 3)}}])
    yield "tnt_sell_cards", {"player": who, "cards": rng.randint(1, 6), "where": rng.choice(["city", "node"])}
    yield "tnt_specialty", {"player": who}
    yield "tnt_upgrade", {"player": who, "track": rng.choice(["move", "draw", "play"]), "price": rng.randint(0, 9)}
    yield "tnt_end_turn", {"player": who}
    yield "ruling", {"text": "a node counts as both regions"}


def _states_of_a_tnt_game(folder) -> list[Any]:
    """The states of a scoreboard played at random (half its moves tried each round) to its end."""
    rng = random.Random(4)

    def half(state: Any, rng: random.Random) -> list[Move]:
        return [move for move in _tnt_moves(state, rng) if rng.random() < 0.5]

    return _play(new_tnt(folder), half, rng, 3_000)


@pytest.fixture(scope="module")
def tnt_states(tmp_path_factory) -> list[Any]:
    return _states_of_a_tnt_game(tmp_path_factory.mktemp("judge-tnt"))


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_the_judge_and_the_fold_agree_on_the_scoreboard(tnt_states, data):
    _judge_random_events(TNT, tnt_states, _tnt_moves, data)


def test_the_random_games_reach_both_answers(titm_states, tnt_states):
    """The property above is not vacuous: the states span a whole game, and the judge both allows
    and refuses events from them."""
    rng = random.Random(7)
    said = {"allowed": 0, "refused": 0}
    for kind, states, moves in ((TITM, titm_states, _titm_moves), (TNT, tnt_states, _tnt_moves)):
        assert states[-1].phase == "over"
        for state in states[::5]:
            for event in _events(kind, state, moves(state, rng), rng):
                said["refused" if kind.refusal(state, event) else "allowed"] += 1
    assert said["allowed"] > 100 and said["refused"] > 100, said


def test_a_live_game_asks_the_judge_without_recording(tmp_path):
    """``Game.refusal``: the same words as the refused record, and nothing written or changed."""
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    events, state = len(game.events), game.state.model_dump()
    said = game.refusal(Warehouse(player="Ann", cards=4))
    assert said == "cards warehoused: 4, but a warehouse holds at most 3 cards (001 Warehousing)"
    assert game.refusal(Warehouse(player="Ann", cards=3)) is None
    assert (len(game.events), game.state.model_dump()) == (events, state)
    with pytest.raises(GameError) as refused:
        game.record(Warehouse(player="Ann", cards=4))
    assert str(refused.value) == said
    # a stamp of another turn is the fold's first check, and the judge's
    event = stamp(Warehouse(player="Ann", cards=1), seq=99, at=AT, state=game.state)
    assert game.kind.refusal(game.state, event.model_copy(update={"turn": 2})) == (
        "this warehouse event is for turn 2, trading, but the game is in turn 1, trading")
