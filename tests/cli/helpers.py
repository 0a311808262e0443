"""Running the command line in tests: in-process (fast) and as the installed console script."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from companion.cli import main


def run(capsys, *argv: str) -> tuple[int, str, str]:
    """Run ``companion ARGV`` in-process; return (exit status, stdout, stderr)."""
    try:
        status = main(list(argv))
    except SystemExit as exit_:  # argparse usage errors
        status = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


def run_json(capsys, *argv: str) -> dict:
    """Run with ``--json``; assert success and exactly one JSON object on stdout."""
    status, out, err = run(capsys, *argv, "--json")
    assert status == 0, err
    assert out.count("\n") == 1, out
    return json.loads(out)


def console_script() -> Path:
    """The ``companion`` script installed next to this Python (the virtual environment's bin)."""
    name = "companion.exe" if os.name == "nt" else "companion"
    script = Path(sys.executable).parent / name
    assert script.exists(), f"the companion console script is not installed at {script}"
    return script


def run_installed(tmp_path: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    """Run the installed ``companion`` from an empty folder, so no source tree is on the path."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    return subprocess.run(
        [str(console_script()), *argv], cwd=tmp_path, capture_output=True, text=True, env=env, timeout=120
    )
