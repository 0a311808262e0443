"""Helpers for the command-line tests: run ``companion.cli.main`` and capture what it prints."""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from companion.cli import main


@dataclass(frozen=True)
class Run:
    """What one invocation did: exit status, stdout, stderr."""

    code: int
    out: str
    err: str

    def json(self) -> dict[str, Any]:
        """The one JSON object on stdout (asserts there is exactly one line)."""
        lines = self.out.strip().splitlines()
        assert len(lines) == 1, self.out
        data = json.loads(lines[0])
        assert isinstance(data, dict)
        return data


def run_cli(*argv: str) -> Run:
    """Run the command line in-process; argparse's exits count as exit statuses."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = main(list(argv))
        except SystemExit as stop:
            code = stop.code if isinstance(stop.code, int) else 1
    return Run(code, out.getvalue(), err.getvalue())


def assert_one_line_error(result: Run, *fragments: str) -> None:
    """Exit 2, nothing on stdout, one line on stderr containing every fragment, no traceback."""
    assert result.code == 2, (result.out, result.err)
    assert result.out == ""
    lines = result.err.strip().splitlines()
    assert len(lines) == 1, result.err
    assert "Traceback" not in result.err
    for fragment in fragments:
        assert fragment in lines[0], lines[0]


def console_script(*argv: str) -> subprocess.CompletedProcess[str]:
    """Run the installed ``companion`` console script (next to this interpreter) in a subprocess."""
    script = Path(sys.executable).with_name("companion")
    if not script.exists():
        pytest.skip("the companion console script is not installed in this environment")
    return subprocess.run([str(script), *argv], capture_output=True, text=True, timeout=60)
