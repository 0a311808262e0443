"""The game-type registry is the one place that knows the game types by name (issue 23, "One place per game").

Every other module asks a kind what it offers (``kind.phone_entries``, ``kind.trading_timer``,
``kind.public_view``, its screen and its board); none compares a game type's name.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from textual.screen import Screen

import companion
from companion.game import kinds
from companion.game.events import SETUP_TYPES

ROOT = Path(companion.__file__).parent
REGISTRY = ROOT / "game" / "kinds.py"


def _branches_on_a_game_type(tree: ast.AST) -> list[int]:
    """Lines that compare something with a game type's name (``x == "tnt"``, ``kind.name != "titm"``,
    ``in ("titm", …)``, ``case "tnt":``)."""
    names = set(kinds.MODULES)

    def named(node: ast.AST) -> bool:
        if isinstance(node, ast.Constant) and node.value in names:
            return True
        return isinstance(node, (ast.Tuple, ast.List, ast.Set)) and any(named(e) for e in node.elts)

    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare) and any(named(n) for n in (node.left, *node.comparators)):
            lines.append(node.lineno)
        elif isinstance(node, ast.MatchValue) and named(node.value):
            lines.append(node.lineno)
    return sorted(lines)


def test_the_check_finds_a_branch():
    tree = ast.parse('if game.kind.name == "titm":\n    pass\nmatch k:\n    case "tnt":\n        pass\nx = y in ("a", "tnt")\n')
    assert _branches_on_a_game_type(tree) == [1, 4, 6]


def test_no_code_outside_the_registry_branches_on_a_game_types_name():
    found = []
    for path in sorted(ROOT.rglob("*.py")):
        if path == REGISTRY:
            continue
        for line in _branches_on_a_game_type(ast.parse(path.read_text(encoding="utf-8"))):
            found.append(f"{path.relative_to(ROOT.parent)}:{line}")
    assert found == []


@pytest.mark.parametrize("name", sorted(kinds.MODULES))
def test_each_kind_names_a_screen_and_a_board_that_exist(name: str):
    kind = kinds.get(name)
    assert kind.name == name
    screen = kinds.named(kind.screen)
    assert isinstance(screen, type) and issubclass(screen, Screen)
    assert callable(kinds.named(kind.board))
    assert kind.phone_entries == (kind.player_view is not None)


def test_the_setup_types_are_the_registered_kinds():
    """An undo never takes a setup out of effect (history.undoable): every kind's first event is one."""
    assert SETUP_TYPES == {kinds.get(name).setup_type for name in kinds.MODULES}


def test_what_each_game_type_offers():
    """The primary game times its Trading phase and takes the players' phone entries (001 Trade Phase;
    docs/web.md); the Trade and Triumph scoreboard does neither (004 has no timed phase), and shows its
    board alone."""
    titm, tnt = kinds.get("titm"), kinds.get("tnt")
    assert (titm.trading_timer, titm.phone_entries, titm.edition is not None) == (True, True, True)
    assert (tnt.trading_timer, tnt.phone_entries, tnt.edition is None) == (False, False, True)


def test_a_state_is_read_as_its_own_game_types_only():
    """``state_as`` narrows a game opened from a file to the state a screen of its type reads; the
    other type's state is a defect said at once, never a screen drawing the wrong game's fields."""
    from companion.game.titm.state import GameState
    from companion.game.tnt.state import TntState

    primary, scoreboard = GameState(), TntState()
    assert kinds.state_as(primary, GameState) is primary
    assert kinds.state_as(scoreboard, TntState) is scoreboard
    with pytest.raises(TypeError, match="a TntState where a GameState was expected"):
        kinds.state_as(scoreboard, GameState)
