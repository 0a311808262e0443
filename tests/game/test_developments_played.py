"""Developments played at the table: immediate against every-turn effects (001 "Yellow Immediate
Effects", "Orange EVERY TURN Effects", Development Phase: Sydney's example; RULINGS R14)."""

from __future__ import annotations

from tests.game.tables import Table


def test_venus_temple_pushes_two_venus_when_played_and_never_again_r14():
    table = Table()
    table.to_development()
    ann = table.state.player("Ann")  # venus 1 (PLAYERS)
    table.play("Ann", "venus-temple")
    # "two Venus pushes": venus 1 → 3 at once (R5: one space per push).
    assert (ann.religion.side, ann.religion.space) == ("venus", 1 + 2)
    table.record("phase_advance", to="civic")
    table.record("civic_applied")
    assert (ann.religion.side, ann.religion.space) == ("venus", 3)  # the Civic phase adds nothing
    assert table.state.this_turn.civic_lines == []
    table.record("phase_advance", to="production")
    table.to_development()
    table.record("phase_advance", to="civic")
    table.record("civic_applied")
    assert (table.state.player("Ann").religion.space) == 3  # nor in the next turn


def test_a_mars_player_who_plays_venus_temple_converts_c2():
    # Ben is on mars 1: two Venus pushes cross the box (R5: mars 1 + 1 opposite = venus 1) then venus 2.
    table = Table()
    table.to_development()
    table.play("Ben", "venus-temple")
    ben = table.state.player("Ben")
    assert (ben.religion.side, ben.religion.space) == ("venus", 2)
