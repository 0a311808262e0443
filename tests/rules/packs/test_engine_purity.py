"""The rule packs are pure: no Textual, no pydantic, no I/O, no clock, no global random (STYLE.md)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import companion

PACKS = ("advciv", "megaciv", "ti4", "tnt")
RULES = Path(companion.__file__).parent / "rules"
ENGINE_FILES = sorted(p for pack in PACKS for p in (RULES / pack).glob("*.py")) + [RULES / "_names.py"]


def test_importing_the_packs_loads_neither_textual_nor_pydantic():
    modules = ", ".join(f"companion.rules.{pack}.{p.stem}" for pack in PACKS for p in (RULES / pack).glob("*.py"))
    code = (
        f"import importlib, sys\n"
        f"for m in '{modules}'.split(', '): importlib.import_module(m)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'pydantic', 'pydantic_core'))\n"
        "print(','.join(bad))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == ""


FORBIDDEN_IMPORTS = {
    "textual",
    "pydantic",
    "os",
    "pathlib",
    "io",
    "time",
    "datetime",
    "json",
    "shutil",
    "socket",
    "random",
    "secrets",
}
FORBIDDEN_CALLS = {"open", "input", "print", "exec", "eval"}
GLOBAL_RANDOM = {"random", "randint", "choice", "shuffle", "sample", "seed", "uniform", "randrange", "choices"}


def runtime_nodes(tree: ast.AST):
    """Every node except those under ``if TYPE_CHECKING:`` (imports for annotations only)."""
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            yield from (n for child in node.orelse for n in ast.walk(child))
            continue
        yield node
        yield from runtime_nodes(node)


@pytest.mark.parametrize("path", ENGINE_FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_engine_module_does_no_io_clock_or_global_random(path: Path):
    """A random.Random comes in as an argument; the module itself never imports random at run time."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in runtime_nodes(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                assert alias.name.split(".")[0] not in FORBIDDEN_IMPORTS, f"{path.name} imports {alias.name}"
        elif isinstance(node, ast.ImportFrom):
            root = (node.module or "").split(".")[0]
            assert root not in FORBIDDEN_IMPORTS, f"{path.name} imports from {node.module}"
        elif isinstance(node, ast.Call):
            func = node.func
            if isinstance(func, ast.Name):
                assert func.id not in FORBIDDEN_CALLS, f"{path.name} calls {func.id}()"
            if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "random":
                assert func.attr not in GLOBAL_RANDOM, f"{path.name} uses the global random.{func.attr}()"


def test_engine_modules_stay_small():
    for path in ENGINE_FILES:
        assert len(path.read_text(encoding="utf-8").splitlines()) < 400, path
