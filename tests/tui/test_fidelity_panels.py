"""What the table's panels tell the referee about the rules (issue 9, section 3): the checklist texts."""

from __future__ import annotations

from companion.tui.views import checklist
from tests.game.tables import ANN_REVOLTS, civil_rights_table


def test_step_2_lists_the_destroyed_developments_still_in_play_r17():
    table = civil_rights_table()
    table.record("goods_resolved", player="Ann", icons=ANN_REVOLTS)
    lines = checklist(table.state)
    assert "Destroyed, in play until everyone has resolved (R17): Ann's Civil Rights" in lines
