"""Piracy spent at the table — 001 Production Phase, EXCEPTION ("The luxury deck is reshuffled at the
end of any turn in which the "Piracy" card was played"), About the Goods; RULINGS R16."""

from __future__ import annotations

from companion.game.titm.reminders import reshuffle_reminders
from tests.game.tables import Table, piracy_table
from companion.game.titm.events import CalamitiesResolved, CivicApplied, PhaseAdvance


def test_piracy_spent_earns_nothing_and_is_recorded_r16():
    table = piracy_table()
    record = table.state.this_turn.goods["Ann"]
    # 2 gold = 3 VP (R1), Piracy 0, prosperity +1.
    assert (record.goods_vp, record.vp) == (3 + 0, 3 + 0 + 1)
    assert record.dead == ["piracy"]
    assert "1 piracy: dead card, 0 VP" in record.lines


def test_the_turn_piracy_is_spent_the_table_is_told_to_reshuffle_the_luxury_deck_r16():
    table = piracy_table()
    expected = ["Piracy spent by Ann: reshuffle the luxury deck at the end of this turn (R16)."]
    assert reshuffle_reminders(table.state) == expected
    table.record(CalamitiesResolved())
    table.record(PhaseAdvance(to="development"))
    table.record(PhaseAdvance(to="civic"))
    assert reshuffle_reminders(table.state) == expected  # the Civic panel, the end of the turn
    table.record(CivicApplied())
    assert reshuffle_reminders(table.state) == expected


def test_the_next_turns_production_recalls_the_reshuffle_then_forgets_it_r16():
    table = piracy_table()
    table.record(CalamitiesResolved())
    for phase in ("development", "civic"):
        table.record(PhaseAdvance(to=phase))
    table.record(CivicApplied())
    table.record(PhaseAdvance(to="production"))
    assert reshuffle_reminders(table.state) == []  # nothing spent in turn II yet
    assert reshuffle_reminders(table.state, last_turn=True) == [
        "Piracy was spent in turn I (Ann): the luxury deck is reshuffled at the end of that turn — "
        "if it was not, reshuffle it before dealing (R16)."
    ]
    table.to_development()
    table.record(PhaseAdvance(to="civic"))
    table.record(CivicApplied())
    table.record(PhaseAdvance(to="production"))
    assert reshuffle_reminders(table.state, last_turn=True) == []  # turn III: nobody spent it in turn II


def test_no_piracy_no_reminder():
    table = Table()
    table.to_development()
    assert reshuffle_reminders(table.state) == []
