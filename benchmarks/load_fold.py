"""What ``companion resume`` costs before Textual draws anything, timed inside fresh processes.

A shared, busy machine makes ``benchmarks/tui.py``'s cold starts of whole programs noisy; this
script times the companion's own part of a resume inside the process, step by step, so that a
change to the game layer's import or to reading a journal shows apart from the machine's noise:

- **import**: the game layer as ``benchmarks/floor_app.py game`` imports it (``companion.game.session``,
  ``companion.game.journal``, ``companion.game.titm.kind``: the journal's and the edition's models, the
  primary game's state and fold with the rules engine); its pydantic models are built when first
  used, so their building falls in the next two steps;
- **load**: reading and validating the journal of a 6-player game in turn V, Trading (the game
  ``benchmarks/tui.py`` resumes; played by the autoplayer);
- **fold**: folding its events into the state (:func:`companion.game.session.check`);
- **table**: then importing the TUI's app (``companion.tui.app``), what the table screen needs
  before it draws.

Each run is a fresh interpreter (``python -c``), so every import is cold (bytecode compiled first,
as an installed companion's is). Wall-clock (``perf_counter``) and CPU (``process_time``) times are
printed, median and minimum of the runs; CPU time is the steadier of the two on a busy machine.
``--importtime`` prints the ten companion modules that cost the most to import, by their own time
(``python -X importtime``, median of the runs).

Usage: python benchmarks/load_fold.py [--runs 15] [--importtime]
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tui import six_player_game  # noqa: E402  the game benchmarks/tui.py resumes

STEPS = ("import", "load", "fold", "table")

#: Run in a fresh interpreter: prints each step's wall-clock and CPU seconds as JSON.
CHILD = """
import json, sys, time
marks = [(time.perf_counter(), time.process_time())]
import companion.game.session as session
import companion.game.journal as journal
import companion.game.titm.kind
marks.append((time.perf_counter(), time.process_time()))
loaded = journal.load(sys.argv[1])
marks.append((time.perf_counter(), time.process_time()))
session.check(loaded)
marks.append((time.perf_counter(), time.process_time()))
import companion.tui.app
marks.append((time.perf_counter(), time.process_time()))
print(json.dumps([[b[0] - a[0], b[1] - a[1]] for a, b in zip(marks, marks[1:])]))
"""


def run_child(journal: Path, env: dict[str, str]) -> list[list[float]]:
    """One fresh interpreter's times: per step, [wall seconds, CPU seconds]."""
    out = subprocess.run([sys.executable, "-c", CHILD, str(journal)], env=env, capture_output=True, text=True,
                         check=True, timeout=120)
    return json.loads(out.stdout)


def importtime(env: dict[str, str]) -> dict[str, int]:
    """Each companion module's own import time in µs, in one fresh interpreter (``-X importtime``)."""
    code = "import companion.game.session, companion.game.journal, companion.game.titm.kind"
    out = subprocess.run([sys.executable, "-X", "importtime", "-c", code], env=env, capture_output=True, text=True,
                         check=True, timeout=120)
    own: dict[str, int] = {}
    for line in out.stderr.splitlines():
        if not line.startswith("import time:") or "|" not in line:
            continue
        self_us, _, name = (part.strip() for part in line.removeprefix("import time:").split("|"))
        if name.startswith("companion") and self_us.isdigit():
            own[name] = int(self_us)
    return own


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15, help="fresh interpreters to time")
    parser.add_argument("--importtime", action="store_true", help="also the ten costliest companion modules")
    args = parser.parse_args()
    compileall.compile_dir(ROOT / "companion", quiet=1)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with tempfile.TemporaryDirectory() as tmp:
        env["COMPANION_DATA_DIR"] = tmp
        os.environ["COMPANION_DATA_DIR"] = tmp
        journal = six_player_game(Path(tmp))
        lines = journal.read_bytes().count(b"\n") - 1
        runs = [run_child(journal, env) for _ in range(args.runs)]
        modules = [importtime(env) for _ in range(args.runs)] if args.importtime else []
    print(f"import + load + fold of a 6-player game ({lines} events), {args.runs} fresh interpreters "
          f"(load average {os.getloadavg()[0]:.2f})")
    print(f"{'step':<28}{'wall median':>12}{'wall min':>10}{'CPU median':>12}{'CPU min':>10}")
    for label, steps in (*((s, [i]) for i, s in enumerate(STEPS)), ("import + load + fold", [0, 1, 2]),
                         ("all four (before drawing)", [0, 1, 2, 3])):
        wall = [sum(run[i][0] for i in steps) * 1000 for run in runs]
        cpu = [sum(run[i][1] for i in steps) * 1000 for run in runs]
        print(f"{label:<28}{statistics.median(wall):>9.0f} ms{min(wall):>7.0f} ms"
              f"{statistics.median(cpu):>9.0f} ms{min(cpu):>7.0f} ms")
    if modules:
        names = {name for m in modules for name in m}
        own = {name: statistics.median(m.get(name, 0) for m in modules) for name in names}
        print("the companion's costliest modules to import (own time, median, -X importtime):")
        for name, us in sorted(own.items(), key=lambda item: -item[1])[:10]:
            print(f"  {name:<44}{us / 1000:>7.1f} ms")
        print(f"  {'all companion modules':<44}{sum(own.values()) / 1000:>7.1f} ms ({len(own)} modules)")


if __name__ == "__main__":
    main()
