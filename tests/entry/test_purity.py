"""The entry grammar is pure, like the rules engine: the CLI, the TUI and a web server import it alike."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import companion.entry

ENTRY = Path(companion.entry.__file__).parent
FORBIDDEN_MODULES = {"textual", "rich", "pydantic", "os", "pathlib", "io", "time", "datetime", "socket", "shutil", "random"}


def test_importing_the_grammar_never_imports_textual_rich_or_pydantic():
    code = (
        "import sys, companion.entry, companion.entry.titm, companion.entry.packs;"
        "companion.entry.packs.regions();"
        "bad = [m for m in ('textual', 'rich', 'pydantic') if m in sys.modules];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_no_io_clock_or_random_in_the_grammar():
    for path in ENTRY.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                imported.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module:
                imported.add(node.module.split(".")[0])
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id not in {"open", "print", "input"}, f"{path}: {node.func.id}()"
        assert not imported & FORBIDDEN_MODULES, path
