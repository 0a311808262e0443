"""The Markdown report's tables hold user text as data: a ``|`` in a name or a reason stays in its cell."""

from __future__ import annotations

from companion.edition import load_edition
from companion.game.report_parts import table_row
from companion.game.titm.report import export_markdown
from companion.game.session import Game
from tests.game.helpers import PLAYERS, fixed_clock
from companion.game.titm.events import Penalty, PhaseAdvance


def cells(row: str) -> list[str]:
    """A Markdown table row's cells as a renderer splits it: at every ``|`` not escaped."""
    parts, cell, escaped = [], "", False
    for ch in row.strip()[1:-1]:
        if ch == "|" and not escaped:
            parts.append(cell.strip())
            cell = ""
        else:
            cell += ch
        escaped = ch == "\\" and not escaped
    return [*parts, cell.strip()]


def test_a_bar_in_a_cell_is_escaped():
    assert table_row("Bo|b [O]", 0, "a\\b") == "| Bo\\|b [O] | 0 | a\\\\b |"
    assert len(cells(table_row("Bo|b [O]", 0, "x"))) == 3


def test_a_player_named_with_a_bar_keeps_the_players_table_in_seven_columns(tmp_path):
    # "| Bo|b [O] | 0 | …" split Bo|b into two cells and shifted VP under "happiness".
    players = [{**PLAYERS[0], "name": "Bo|b"}, *PLAYERS[1:4]]
    game = Game.new(tmp_path / "game.jsonl", name="Bars", players=players, edition=load_edition(), clock=fixed_clock())
    game.record(PhaseAdvance(to="trading"))
    game.record(Penalty(player="Bo|b", amount=1, reason="a | in the reason"))
    report = export_markdown(game.state, [])
    game.close()
    rows = [line for line in report.splitlines() if line.startswith("| ")]
    header = rows[0]
    assert len(cells(header)) == 7
    bob = next(r for r in rows if "Bo\\|b" in r and "[" in r)
    assert len(cells(bob)) == 7
    reason = next(r for r in rows if "penalty" in r)
    assert len(cells(reason)) == 4
