"""The checklist's keys are the TUI's: ``game/`` names the action (``Line.acts``), and the host's panel
puts the key the table screen binds to it (``companion.tui.views.TABLE_KEYS``), so a key moved in the
table screen's bindings and not in the panel, or an action the panel cannot name, fails here."""

from __future__ import annotations

from companion.game.titm.board import checklist
from companion.game.titm.events import AbilitiesResolved, CalamitiesResolved, CivicApplied, GoodsResolved, PhaseAdvance
from companion.tui.views import TABLE_KEYS
from tests.game.tables import Table

#: How a binding's first key shows in the panel where Textual's name is not what is printed on it.
PRINTED = {"plus": "+"}


def test_each_checklist_key_is_the_one_the_table_screen_binds_to_that_action():
    from companion.tui.screens.table import TableScreen

    bound = {b.id: b.key.split(",")[0] for b in TableScreen.BINDINGS if getattr(b, "id", None)}
    for action, letter in TABLE_KEYS.items():
        assert PRINTED.get(bound[action], bound[action]) == letter, action


def test_every_action_a_phase_names_has_its_key():
    table = Table()
    named: set[str] = set()

    def collect() -> None:
        named.update(action for line in checklist(table.state) for action, _ in line.acts if action)

    steps = [PhaseAdvance(to="trading"), PhaseAdvance(to="resolution"), AbilitiesResolved(),
             *[GoodsResolved(player=name) for name in table.state.names], CalamitiesResolved(),
             PhaseAdvance(to="development"), PhaseAdvance(to="civic"), CivicApplied()]
    collect()  # Production
    for event in steps:  # every phase, and every step of Resolution
        table.record(event)
        collect()
    assert named <= set(TABLE_KEYS), named - set(TABLE_KEYS)
    assert {"next", "warehouse", "develop", "end_trading"} <= named
