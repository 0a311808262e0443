"""The types of companion/ are checked: mypy, as pyproject.toml's ``[tool.mypy]`` configures it, passes.

Its settings hold the whole package to ``--strict`` (the TUI, the web pages and the CLI as the pure
layers), and no ``# type: ignore`` silences an error anywhere in it. The cache lives in pytest's cache
folder: a first run checks everything (about 5 s on a quiet machine), later runs only what changed.

mypy runs in a process of its own: run in the test's process (``mypy.api.run``) it raises the
interpreter's recursion limit for good, and later tests in the same worker then saw a deeper
Python than the companion ever runs in (a JSON body nested 5,000 deep parsed instead of being refused).
"""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "companion"


def test_mypy_passes_over_the_package(request: pytest.FixtureRequest) -> None:
    # pytest's cache is absent under ``-p no:cacheprovider`` (a read-only checkout): mypy's own then.
    store = getattr(request.config, "cache", None)
    cache = store.mkdir("mypy") if store is not None else ROOT / ".mypy_cache"
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"), "--cache-dir", str(cache), str(PACKAGE)],
        capture_output=True, text=True, timeout=600, cwd=ROOT,
    )
    assert run.returncode == 0, f"mypy found type errors in companion/:\n{run.stdout}{run.stderr}"


def test_the_whole_package_is_held_to_strict() -> None:
    settings = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]
    assert settings["strict"] is True
    assert settings["files"] == ["companion"]
    # no module of the package is let off a strict flag (an override may only say a library is untyped)
    for override in settings.get("overrides", []):
        modules = override["module"] if isinstance(override["module"], list) else [override["module"]]
        assert not any(module.startswith("companion") for module in modules), override


def test_no_type_error_is_silenced() -> None:
    ignored = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in sorted(PACKAGE.rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"#\s*type:\s*ignore", line)
    ]
    assert ignored == []


GAME_SNIPPET = """\
from pathlib import Path

from companion.edition import load_edition
from companion.game.session import Game
from companion.game.tnt.kind import start

primary = Game.new(Path("a.jsonl"), name="Friday", players=[], edition=load_edition())
reveal_type(primary.state)
reveal_type(primary.state.players)
primary.state.playerz
scoreboard = start(Path("b.jsonl"), name="Saturday", players=[])
reveal_type(scoreboard.state)
opened = Game.open(Path("c.jsonl"))
reveal_type(opened.state)
opened.state.players
"""


def test_a_games_state_is_its_game_types_own(request: pytest.FixtureRequest, tmp_path: Path) -> None:
    """``Game`` is generic in its state: the primary game's is a ``GameState``, the scoreboard's a
    ``TntState``, so ``game.state.players`` is checked where it is read; a game opened from a file may
    be either type, and only what every type's state has may be read of it until narrowed
    (:func:`companion.game.kinds.state_as`)."""
    lines, said = _checked(request, tmp_path, GAME_SNIPPET)
    assert lines == [
        '8: note: Revealed type is "companion.game.titm.state.GameState"',
        '9: note: Revealed type is "list[companion.game.titm.state.PlayerState]"',
        '10: error: "GameState" has no attribute "playerz"; maybe "player" or "players"?  [attr-defined]',
        '12: note: Revealed type is "companion.game.tnt.state.TntState"',
        '14: note: Revealed type is "companion.game.kinds.KindState"',
        '15: error: "KindState" has no attribute "players"  [attr-defined]',
    ], said


KINDS = ("warehouse", "abandon", "ability", "goods", "development")  # what a phone sends
KIND_SNIPPET = """\
from typing import Any

from companion.game.titm.inbox import Inbox
from companion.tui import phone_fill

def check(inbox: Inbox, app: Any) -> None:
    item = inbox.pending()[0]
    reveal_type(item.kind)
    item.kind == "good"
    inbox.waiting_for("Ann", "good")
    phone_fill.waiting(app, "Ann", "warehouses")
    phone_fill.waiting(app, "Ann", "warehouse")
"""


def test_a_phone_entrys_kind_is_one_of_the_kinds_where_it_is_read(request: pytest.FixtureRequest, tmp_path: Path) -> None:
    """A phone entry's kind is a Literal from the inbox to the host's dialogs: a misspelt kind
    compared, asked for or filled in is a type error, never a branch that silently never runs."""
    lines, said = _checked(request, tmp_path, KIND_SNIPPET)
    kinds = f"Literal[{', '.join(repr(k) for k in KINDS)}]"
    assert [line.split("  [")[0] for line in lines] == [
        "8: note: Revealed type is \"" + " | ".join(f"Literal['{k}']" for k in KINDS) + "\"",
        f"9: error: Non-overlapping equality check (left operand type: \"{kinds}\", right operand type: \"Literal['good']\")",
        f"10: error: Argument 2 to \"waiting_for\" of \"Inbox\" has incompatible type \"Literal['good']\"; expected \"{kinds}\"",
        f"11: error: Argument 3 to \"waiting\" has incompatible type \"Literal['warehouses']\"; expected \"{kinds}\"",
    ], said


def _checked(request: pytest.FixtureRequest, tmp_path: Path, snippet: str) -> tuple[list[str], str]:
    """What mypy, set as for companion/, says of ``snippet`` (each line less its file's path), and all it said."""
    store = getattr(request.config, "cache", None)
    cache = store.mkdir("mypy-snippets") if store is not None else tmp_path / "cache"
    (tmp_path / "snippet.py").write_text(snippet, encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"), "--cache-dir", str(cache),
         str(tmp_path / "snippet.py")],
        capture_output=True, text=True, timeout=600, cwd=ROOT,
    )
    lines = [line.split("snippet.py:", 1)[1] for line in run.stdout.splitlines() if "snippet.py:" in line]
    return lines, run.stdout + run.stderr
