"""The rules engine is pure: no Textual, no I/O, no clock, no global random (STYLE.md)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import companion.entry
import companion.rules

RULES = Path(companion.rules.__file__).parent
ENTRY = Path(companion.entry.__file__).parent
FORBIDDEN_MODULES = {"textual", "rich", "pydantic", "os", "pathlib", "io", "time", "datetime", "socket", "shutil"}


def test_importing_the_rules_never_imports_textual():
    code = (
        "import sys, companion.rules, companion.rules.draws, companion.rules.endgame;"
        "bad = [m for m in ('textual', 'rich', 'pydantic') if m in sys.modules];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def _imports(tree: ast.AST) -> set[str]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module.split(".")[0])
    return found


@pytest.mark.parametrize("package", [RULES, ENTRY], ids=["rules", "entry"])
def test_no_io_clock_or_global_random_in_the_rules(package):
    """Neither the rules engine nor the entry grammar (companion.entry, shared by the CLI, TUI and web)."""
    for path in package.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        assert not _imports(tree) & FORBIDDEN_MODULES, path
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id not in {"open", "print", "input"}, f"{path}: {node.func.id}()"
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "random":
                assert node.attr == "Random", f"{path}: random.{node.attr} uses the global generator"
