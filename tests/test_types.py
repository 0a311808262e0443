"""The types of companion/ are checked: mypy, as pyproject.toml's ``[tool.mypy]`` configures it, passes.

Its settings verify every ``# type: ignore`` left (``warn_unused_ignores``) and hold the pure
layers (rules, entry, game, edition, calc) to ``--strict``. The cache lives in pytest's cache
folder: a first run checks everything (about 5 s on a quiet machine), later runs only what changed.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from mypy import api

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "companion"


def test_mypy_passes_over_the_package(request: pytest.FixtureRequest) -> None:
    cache = request.config.cache.mkdir("mypy") if request.config.cache is not None else ROOT / ".mypy_cache"
    report, errors, status = api.run(
        ["--config-file", str(ROOT / "pyproject.toml"), "--cache-dir", str(cache), str(PACKAGE)]
    )
    assert status == 0, f"mypy found type errors in companion/:\n{report}{errors}"


@pytest.mark.parametrize("package", ["rules", "entry", "game"])
def test_the_pure_layers_silence_no_type_error(package: str) -> None:
    ignored = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in sorted((PACKAGE / package).rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"#\s*type:\s*ignore", line)
    ]
    assert ignored == []
