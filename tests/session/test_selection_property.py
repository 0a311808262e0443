"""Calamity Selection in a session, for random holdings (issue 37's property; 002 "8. CALAMITY SELECTION"):
every player ends within the limit with no duplicate, every discard was one of their own cards, and
the same seed gives the same discards."""

from __future__ import annotations

from collections import Counter

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.edition.packs import megaciv
from companion.game.tradesession.events import SessionCalamities, SessionEndTrade, SessionSelection
from companion.game.tradesession.fold import apply_event
from companion.game.tradesession.state import RoundRecord, SessionState
from tests.session.helpers import TWELVE, mega12

DECK = megaciv.load().deck
#: 12 players: minor calamities are not used; each major has one copy per block, 2 blocks (C204)
MAJORS = [c.id for c in DECK.calamities if c.major]


@st.composite
def holdings(draw):
    """Each calamity's two copies dealt to random players (or nobody)."""
    hands: dict[str, list[str]] = {n: [] for n in TWELVE}
    for calamity in MAJORS:
        for _ in range(2):
            owner = draw(st.sampled_from([*TWELVE, None, None, None, None]))
            if owner:
                hands[owner].append(calamity)
    return hands


def _select(base: SessionState, hands: dict[str, list[str]], seed: int) -> SessionState:
    state = base.model_copy()  # the cards shared; the players and the round fresh
    state.players = [msgspec.structs.replace(p, cards={}) for p in base.players]
    state.rounds = [RoundRecord(turn=1)]
    stamp = {"turn": 1}
    apply_event(state, SessionEndTrade(**stamp, phase="trading"))
    for name in TWELVE:
        apply_event(state, SessionCalamities(**stamp, phase="selection", player=name, held=hands[name]))
    apply_event(state, SessionSelection(**stamp, phase="selection", seed=seed))
    return state


@pytest.fixture(scope="module")
def base(tmp_path_factory) -> SessionState:
    """A 12-player session in its first trade (set up once: each example copies it)."""
    return mega12(tmp_path_factory.mktemp("s")).state


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(hands=holdings(), seed=st.integers(0, 2**32))
def test_after_selection_everyone_is_within_the_limit_and_discarded_only_their_own(base, hands, seed):
    state = _select(base, hands, seed)
    for p in state.players:
        kept = p.kept or []
        assert len(kept) <= 2  # "no more than 2 calamities" at 12 players
        assert len(set(kept)) == len(kept)  # "none of which may be duplicates"
        assert len(kept) == min(2, len(set(hands[p.name])))  # discarded "until the limit is no longer exceeded"
        gone = Counter(d.calamity for d in p.discards)
        assert gone + Counter(kept) == Counter(hands[p.name])  # every card kept or discarded, each their own
    again = _select(base, hands, seed)
    assert [p.discards for p in again.players] == [p.discards for p in state.players]
