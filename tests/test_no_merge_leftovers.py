"""No file of the project keeps a merge's conflict markers (a README once shipped with them)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MARKER = re.compile(r"^(<{7} |>{7} |={7}$)", re.MULTILINE)
TEXT = {".py", ".md", ".toml", ".tcss", ".html", ".css", ".js", ".json", ".txt", ""}


def _project_files():
    yield ROOT / "README.md"
    yield ROOT / "pyproject.toml"
    yield from (ROOT / ".ci").glob("*")
    for folder in ("companion", "tests", "docs", "benchmarks", "assets"):
        for path in (ROOT / folder).rglob("*"):
            if path.is_file() and path.suffix in TEXT and "__pycache__" not in path.parts:
                yield path


def test_no_conflict_markers_in_the_project():
    left = [
        f"{path.relative_to(ROOT)}:{text.count(chr(10), 0, m.start()) + 1}"
        for path in _project_files()
        for text in [path.read_text(encoding="utf-8", errors="replace")]
        for m in MARKER.finditer(text)
    ]
    assert not left, left
