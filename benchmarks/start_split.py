"""Where the start of ``companion resume`` goes, beside the table drawn by Textual's widgets alone.

benchmarks/tui.py times each program from outside, to its usable screen. This script times the same
two programs in parts, each in a real pty: the time to ``App.run`` (the imports and, for the companion,
the command line and the journal's reading and fold), the time from ``App.run`` to the usable table
(the parent sees it on the pty, as tui.py does), Textual's first frame for information, and the
garbage collector's pauses to that frame by generation. For ``companion resume`` the time to
``App.run`` is split again at the journal: before it is opened (the command line, the TUI's imports),
the game layer's import (which opening it starts with), its reading (its events' and edition's
validators built, each line validated, the fold), and after it. Each program is started ``--runs``
times, alternating; medians are printed, with resume's excess over the table in the last column: what
the companion's own code costs above the stack's floor for the same screen.

The table floor is benchmarks/table_floor.py (the pydantic floor, then the same screen in Textual's
widgets); the journal is benchmarks/tui.py's 6-player game. Times are wall-clock milliseconds from
the first line the child process runs (Python's own start, the same for both, is not in them); the
usable table is seen by polling the pty every 20 ms, alike for both.

Usage: python benchmarks/start_split.py [--runs N]
"""

from __future__ import annotations

import argparse
import compileall
import gc
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

#: The parts printed, in order: (key, label, for resume only).
PARTS = (
    ("to_open", "  before the journal is opened (command line, the TUI's imports)", True),
    ("layer", "  the game layer imported (as the journal is opened)", True),
    ("open", "  the journal read (validators built, lines validated, fold)", True),
    ("open_to_run", "  after it, to App.run", True),
    ("to_run", "to App.run", False),
    ("run_to_usable", "App.run to the usable table", False),
    ("total", "to the usable table (from the process's first line)", False),
    ("frame", "  (to Textual's first frame, for information)", False),
    ("gc", "  the collector's pauses, to the first frame", False),
)


def child(kind: str, argv: list[str], out: str) -> None:
    """Run one program in this process, note its milestones and the collector's pauses, write them as
    JSON to ``out`` at the first frame, and end the process there."""
    started = time.monotonic()  # the clock the parent reads too
    marks: dict[str, float] = {}
    pauses = {0: [0, 0.0], 1: [0, 0.0], 2: [0, 0.0]}
    began: list[float] = [0.0]

    def collected(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            began[0] = time.monotonic()
        else:
            pause = pauses[info["generation"]]
            pause[0] += 1
            pause[1] += time.monotonic() - began[0]

    gc.callbacks.append(collected)

    def mark(name: str) -> None:
        marks.setdefault(name, (time.monotonic() - started) * 1000)

    from textual.app import App

    run, display = App.run, App._display

    def timed_run(self: App, *args: object, **kwargs: object) -> object:
        mark("run")
        return run(self, *args, **kwargs)

    def first_frame(self: App, screen: Any, *args: Any, **kwargs: Any) -> None:
        display(self, screen, *args, **kwargs)  # the frame written, as benchmarks/instructions.py counts to
        if "frame" not in marks and (kind != "resume" or (type(screen).__name__ == "TableScreen" and screen.is_mounted)):
            mark("frame")
            figures = {
                "started": started,
                "marks": marks,
                "gc_ms": sum(t for _, t in pauses.values()) * 1000,
                "gc_counts": [pauses[g][0] for g in (0, 1, 2)],
            }
            Path(out).write_text(json.dumps(figures), encoding="utf-8")

    setattr(App, "run", timed_run)
    setattr(App, "_display", first_frame)
    if kind == "table":
        import runpy

        sys.argv = [str(ROOT / "benchmarks" / "table_floor.py"), *argv]
        runpy.run_path(sys.argv[0], run_name="__main__")
        return
    import companion.cli
    from companion.cli import commands

    open_journal = commands._open_journal

    def timed_open(path: Path) -> object:
        mark("open_start")
        import companion.game.session  # what opening the journal imports first: the game layer
        import companion.game.titm.kind  # noqa: F401

        mark("layer")
        try:
            return open_journal(path)
        finally:
            mark("open_end")

    setattr(commands, "_open_journal", timed_open)
    sys.argv = ["companion", *argv]
    companion.cli.main()


#: Whether the screen shows the usable table (benchmarks/tui.py's test, set by main).
USABLE: Any = None


def one_run(kind: str, journal: Path, folder: Path) -> dict[str, Any]:
    """One cold start of ``kind`` ("resume" or "table") in a pty: its parts, in milliseconds."""
    from tests.tui.terminal import PtyScreen

    out = folder / f"{kind}.json"
    out.unlink(missing_ok=True)
    argv = ["resume", str(journal)] if kind == "resume" else [str(journal)]
    term = PtyScreen([sys.executable, __file__, "--child", kind, str(out), *argv], env={"COMPANION_DATA_DIR": str(folder)})
    try:
        deadline = time.monotonic() + 60
        while not USABLE(term.text()):
            if time.monotonic() > deadline or term.process.poll() is not None:
                raise RuntimeError(f"{kind}: no usable table within 60 s; the screen:\n{term.text()}")
            term.pump(0.02)
        usable = time.monotonic()
    finally:
        term.close()
    figures = json.loads(out.read_text(encoding="utf-8"))
    marks = figures["marks"]
    parts: dict[str, Any] = {
        "to_run": marks["run"],
        "run_to_usable": (usable - figures["started"]) * 1000 - marks["run"],
        "frame": marks["frame"],
        "total": (usable - figures["started"]) * 1000,
        "gc": figures["gc_ms"],
    }
    if kind == "resume":
        parts |= {
            "to_open": marks["open_start"],
            "layer": marks["layer"] - marks["open_start"],
            "open": marks["open_end"] - marks["layer"],
            "open_to_run": marks["run"] - marks["open_end"],
        }
    parts["gc_counts"] = figures["gc_counts"]
    return parts


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        child(sys.argv[2], sys.argv[4:], sys.argv[3])
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help="cold starts of each program")
    args = parser.parse_args()
    compileall.compile_dir(ROOT / "companion", quiet=1)
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from tui import SIX, six_player_game, table_drawn

    global USABLE
    USABLE = table_drawn(SIX, "Trading")

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        journal = six_player_game(folder)
        runs: dict[str, list[dict[str, Any]]] = {"resume": [], "table": []}
        for run in range(args.runs):
            for kind in ("resume", "table") if run % 2 == 0 else ("table", "resume"):
                runs[kind].append(one_run(kind, journal, folder))

    def median(kind: str, key: str) -> float:
        return statistics.median(r[key] for r in runs[kind])

    print(f"in-process start, median of {args.runs} runs of each, ms (load average {os.getloadavg()[0]:.2f})")
    print(f"{'':64s}{'resume':>9s}{'table':>9s}{'excess':>9s}")
    for key, label, resume_only in PARTS:
        resume = median("resume", key)
        if resume_only:
            print(f"{label:64s}{resume:9.1f}")
            continue
        table = median("table", key)
        print(f"{label:64s}{resume:9.1f}{table:9.1f}{resume - table:+9.1f}")
    for kind in runs:
        counts = [statistics.median(r["gc_counts"][g] for r in runs[kind]) for g in (0, 1, 2)]
        print(f"collections to the first frame, {kind}: generation 0/1/2 = {counts[0]:.0f}/{counts[1]:.0f}/{counts[2]:.0f}")


if __name__ == "__main__":
    main()
