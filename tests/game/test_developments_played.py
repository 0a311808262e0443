"""Developments played at the table: immediate against every-turn effects (001 "Yellow Immediate
Effects", "Orange EVERY TURN Effects", Development Phase: Sydney's example; RULINGS R14)."""

from __future__ import annotations

import pytest

from tests.game.tables import Table
from companion.game.titm.events import CalamitiesResolved, CivicApplied, DevelopmentChosen, GoodsResolved, PhaseAdvance


def test_venus_temple_pushes_two_venus_when_played_and_never_again_r14():
    table = Table()
    table.to_development()
    ann = table.state.player("Ann")  # venus 1 (PLAYERS)
    table.play("Ann", "venus-temple")
    # "two Venus pushes": venus 1 → 3 at once (R5: one space per push).
    assert (ann.religion.side, ann.religion.space) == ("venus", 1 + 2)
    table.record(PhaseAdvance(to="civic"))
    table.record(CivicApplied())
    assert (ann.religion.side, ann.religion.space) == ("venus", 3)  # the Civic phase adds nothing
    assert table.state.this_turn.civic_lines == []
    table.record(PhaseAdvance(to="production"))
    table.to_development()
    table.record(PhaseAdvance(to="civic"))
    table.record(CivicApplied())
    assert (table.state.player("Ann").religion.space) == 3  # nor in the next turn


def test_a_mars_player_who_plays_venus_temple_converts_c2():
    # Ben is on mars 1: two Venus pushes cross the box (R5: mars 1 + 1 opposite = venus 1) then venus 2.
    table = Table()
    table.to_development()
    table.play("Ben", "venus-temple")
    ben = table.state.player("Ben")
    assert (ben.religion.side, ben.religion.space) == ("venus", 2)


def _draws(table: Table, name: str) -> tuple[list[str], int]:
    from companion.game.titm.choices import entitlement

    e = entitlement(table.state, name)
    return [str(d) for d in e.draws], e.extra_draws


def test_draws_are_made_as_the_development_phase_begins_and_a_card_chosen_since_changes_none():
    # 001 Development Phase: "At the start of this phase players draw one development card for each
    # level that they are on and each lower level"; Brown DEVELOPMENT Abilities: extra cards are drawn
    # "before looking at any of your development cards drawn this turn".
    table = Table()
    table.to_development()
    # Ann: democracy 1, venus 1 (PLAYERS); space 1 is level 0 (R5) → one level-0 card of each track.
    assert _draws(table, "Ann") == (["government 0", "religion 0"], 0)
    table.play("Ann", "education")  # gov, level 0: +1 draw
    table.play("Ann", "venus-temple")  # rel, level 0: two Venus pushes now, venus 1 → 3 (level 1, R5)
    assert table.state.player("Ann").religion.space == 3
    # This turn Ann drew what she drew: neither Education's extra draw nor level 1 of Venus counts yet.
    assert _draws(table, "Ann") == (["government 0", "religion 0"], 0)
    table.record(PhaseAdvance(to="civic"))
    table.record(CivicApplied())
    table.record(PhaseAdvance(to="production"))
    table.to_development()
    # Next turn both count: venus 3 is level 1 → a Venus level-1 card and a level-0 religion card; +1 extra.
    assert _draws(table, "Ann") == (["government 0", "venus 1", "religion 0"], 1)


def test_the_history_names_developments_and_named_cards_as_printed(tmp_path):
    # The history settles disputes: it said "Zoë plays venus-temple" and "bottoms 1 barbarian-fury" (ids).
    from companion.game.titm.report import describe_event, export_data
    from tests.game.helpers import new_game
    from tests.game.tables import to_resolution

    game = new_game(tmp_path)
    to_resolution(game)
    game.record(GoodsResolved(player="Ann", goods={"art": 3}, icons={"barbarian-fury": 1, "democracy": 2}))
    for name in ("Ben", "Cat", "Dan"):
        game.record(GoodsResolved(player=name))
    game.record(CalamitiesResolved())
    game.record(PhaseAdvance(to="development"))
    game.record(DevelopmentChosen(player="Ann", development="venus-temple"))
    goods = next(e for e in game.events if e.type == "goods_resolved" and e.player == "Ann")
    played = game.events[-1]
    assert describe_event(played, game.state) == "Development: Ann plays Venus Temple"
    assert describe_event(goods, game.state) == "Goods: Ann spent 3 art; bottoms 1 Barbarian Fury, 2 democracy"
    assert describe_event(played) == "Development: Ann plays venus-temple"  # without a state: the id
    assert [h["text"] for h in export_data(game.state, game.events)["history"]][-1] == "Development: Ann plays Venus Temple"


def test_a_custom_card_played_again_is_the_same_card_whoever_added_it(tmp_path):
    # Two copies of a table's own card (a harbour: level 0, a boat, 1 VP): the journal's source
    # says who added each, which is not the card. The second copy is that card; a card of the same
    # id with another boat is refused, naming the card, and changes nothing.
    from companion.game.errors import GameError
    from tests.game.helpers import new_game, resolve_everyone

    def harbour(by: str, boats: int = 1) -> dict:
        return {"id": "custom-harbour", "name": "Harbour", "track": "religion", "side": None, "level": 0, "vp": 1,
                "effects": [{"kind": "production", "boats": boats}], "source": {"house": f"added by {by}"}}

    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    resolve_everyone(game)
    game.record(PhaseAdvance(to="development"))
    game.record(DevelopmentChosen(player="Ann", development="custom-harbour", custom=harbour("Ann")))
    game.record(DevelopmentChosen(player="Ben", development="custom-harbour", custom=harbour("Ben")))
    assert "custom-harbour" in game.state.player("Ben").developments
    assert game.state.custom["custom-harbour"].source.house == "added by Ann"  # kept as first added
    with pytest.raises(GameError, match="Harbour is already a custom card in this game, with other values"):
        game.record(DevelopmentChosen(player="Cat", development="custom-harbour", custom=harbour("Cat", boats=2)))
    assert "custom-harbour" not in game.state.player("Cat").developments
