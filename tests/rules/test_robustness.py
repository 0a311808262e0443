"""No input crashes the engine outside the project error type (hypothesis).

Every public rule function is fed a mix of valid values and junk (wrong types,
negative and huge numbers, unknown names); it must either answer or raise a
:class:`RulesError` — never a KeyError, TypeError, IndexError or the like.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from companion.rules.calamities import barbarian_loss, calamity_victims
from companion.rules.draws import draw_entitlement
from companion.rules.endgame import final_score
from companion.rules.errors import RulesError
from companion.rules.production import deal_civic, production_entitlement
from companion.rules.resolution import Spend, resolve_goods
from companion.rules.sets import score_sets
from companion.rules.standing import Standing
from companion.rules.tracks import TrackPosition
from companion.rules.components import PeasantRevolt

junk = st.one_of(
    st.integers(-(10**12), 10**12),
    st.integers(-10, 20),
    st.text(max_size=6),
    st.none(),
    st.booleans(),
    st.floats(allow_nan=True),
    st.lists(st.integers(), max_size=2),
)
keys = st.one_of(st.integers(-5, 5), st.text(max_size=6), st.none(), st.booleans())
good_names = st.sampled_from(["grain", "wine", "gold", "art", "saffron", ""])
icon_names = st.sampled_from(["democracy", "mars", "prosperity", "unhappy", "zealots", "nope"])
sides = st.one_of(st.sampled_from(["democracy", "dictatorship", "venus", "mars", "purple"]), junk)
counts = st.dictionaries(st.one_of(good_names, keys), st.one_of(st.integers(0, 20), junk), max_size=4)
positions = st.builds(TrackPosition, sides, st.one_of(st.integers(0, 7), junk))
standings = st.builds(Standing, positions, positions, st.one_of(st.integers(-9, 4), junk), st.one_of(st.integers(-9, 4), junk))


def survives(call, *args, **kwargs) -> None:
    try:
        call(*args, **kwargs)
    except RulesError:
        pass


@settings(max_examples=300)
@given(goods=counts, icons=st.dictionaries(st.one_of(icon_names, keys), st.one_of(st.integers(0, 9), junk), max_size=4),
       who=standings, abandon=st.booleans())
def test_resolve_goods_never_crashes(components, goods, icons, who, abandon):
    survives(score_sets, components, goods)
    survives(resolve_goods, components, Spend(goods, icons), who, abandon_government=abandon)


@settings(max_examples=300)
@given(turn=st.one_of(st.integers(-2, 9), junk), happiness=st.dictionaries(st.text(max_size=3), st.one_of(st.integers(-9, 4), junk), max_size=4),
       rolls=st.lists(st.one_of(st.integers(-1, 5), junk), max_size=3), vp=st.one_of(st.none(), st.integers(-5, 99), junk))
def test_calamities_never_crash(components, turn, happiness, rolls, vp):
    survives(calamity_victims, components, turn, happiness, happiness)
    survives(barbarian_loss, components, turn, rolls, vp)


@settings(max_examples=300)
@given(gov=st.tuples(sides, st.one_of(st.integers(-1, 5), junk)), rel=st.tuples(sides, st.one_of(st.integers(-1, 5), junk)),
       extra=st.one_of(st.integers(-2, 5), junk), revolt=st.booleans(), stability=st.booleans())
def test_draws_never_crash(components, gov, rel, extra, revolt, stability):
    rule = PeasantRevolt(1, 1) if revolt else None
    survives(draw_entitlement, components, gov, rel, revolt=rule, stability=stability, extra=extra)


@settings(max_examples=200)
@given(changes=counts, cities=st.one_of(st.integers(-2, 9), junk), dealt=st.lists(st.one_of(good_names, junk), max_size=6),
       chits=st.one_of(st.integers(-5, 200), junk), who=standings)
def test_production_and_endgame_never_crash(components, changes, cities, dealt, chits, who):
    survives(production_entitlement, components, [], changes)
    survives(deal_civic, components, cities, dealt)
    survives(final_score, components, "Ann", chits, who, [])
