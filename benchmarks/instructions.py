"""benchmarks/tui.py's start-up yardsticks counted in CPU instructions, for a machine too busy to time.

Each program runs once under valgrind (``--tool=callgrind``) in a real pty, from its start to its
first frame that shows what it is for, and the instructions it executed are counted: the bare app
(``bare_app.py``), the pydantic floor (also with its start-up collected as resume's) and the game-layer
floor (``floor_app.py pydantic|pydantic-paused|game``), the
table's screen drawn by Textual's widgets alone after the pydantic floor (``table_floor.py``), and
``companion resume`` of benchmarks/tui.py's 6-player game (to the table screen's first frame; the
*installed* companion, as tui.py times it: reinstall after a change). A
count hardly moves with the machine's load (time does), so a change's effect shows on a busy
machine; it is not time (waiting on the disk or the terminal is not counted), so the ratios
complement tui.py's timed ones and do not replace them. Textual's timers tick while the program
runs slowly under valgrind: a count varies by a few tenths of a percent from run to run.

Prints each count, its ratio to the bare app and to the pydantic floor, and the headline ratios of
issue 23 (resume ÷ pydantic floor; game-layer floor ÷ pydantic floor). Needs valgrind on PATH.
``COMPANION_LANG=de`` counts resume in German. ``PYTHONPATH=<another checkout>`` counts that checkout's companion (run this file from that checkout
too, for its bare and floor apps).

Usage: python benchmarks/instructions.py
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

#: The programs counted, in the order printed.
PROGRAMS = ("bare", "pydantic", "pydantic-paused", "game", "table", "resume")
LABELS = {
    "bare": "the bare app",
    "pydantic": "the pydantic floor",
    "pydantic-paused": "  collected as resume is",
    "game": "the game-layer floor",
    "table": "the table in Textual alone",
    "resume": "companion resume (6p, V)",
}
SCRIPTS = {"bare": "bare_app.py", "table": "table_floor.py"}
#: Seconds one count may take (valgrind runs a program some 50 times slower).
TIMEOUT = 900


def child(mode: str, journal: str) -> None:
    """Run program ``mode`` until its first frame, then end the process at once (valgrind counts to here)."""
    import runpy

    import textual.app

    display = textual.app.App._display

    def first_frame(self: Any, screen: Any, *args: Any, **kwargs: Any) -> None:
        display(self, screen, *args, **kwargs)
        if mode != "resume" or (type(screen).__name__ == "TableScreen" and screen.is_mounted):
            os._exit(0)

    setattr(textual.app.App, "_display", first_frame)
    if mode == "resume":
        # the installed companion, as benchmarks/tui.py times it (its catalogs compiled to .mo by the
        # wheel's build hook; a source checkout would compile each .po in memory at start), or the
        # checkout PYTHONPATH names: never this file's checkout by the path added above
        if str(ROOT) in sys.path and not os.environ.get("PYTHONPATH"):
            sys.path.remove(str(ROOT))
        from companion.cli import main

        sys.argv = ["companion", "resume", journal]
        main()
        return
    script = ROOT / "benchmarks" / SCRIPTS.get(mode, "floor_app.py")
    sys.path.insert(0, str(script.parent))
    sys.argv = [str(script)] + ([] if mode in SCRIPTS else [mode])
    runpy.run_path(str(script), run_name="__main__")


def count(mode: str, journal: Path, folder: Path) -> int:
    """The instructions program ``mode`` executes to its first frame (one run under valgrind, in a pty)."""
    from tests.tui.terminal import PtyScreen

    log = folder / f"callgrind-{mode}.log"
    argv = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", f"--log-file={log}",
            sys.executable, __file__, "--child", mode, str(journal)]
    term = PtyScreen(argv, env={"COMPANION_DATA_DIR": str(folder), "PYTHONHASHSEED": "0"})
    try:
        while term.process.poll() is None:
            term.pump(0.2)
            if time.perf_counter() - term.started > TIMEOUT:
                raise TimeoutError(f"{mode}: no first frame after {TIMEOUT} s under valgrind")
    finally:
        term.close()
    for line in log.read_text().splitlines():
        if "Collected :" in line:
            return int(line.split()[-1])
    raise RuntimeError(f"{mode}: valgrind counted nothing; its log:\n{log.read_text()}")


def main() -> None:
    if sys.argv[1:2] == ["--child"]:
        child(sys.argv[2], sys.argv[3])
        return
    if shutil.which("valgrind") is None:
        sys.exit("benchmarks/instructions.py needs valgrind on PATH")
    import compileall

    from tui import six_player_game  # the game benchmarks/tui.py resumes

    compileall.compile_dir(ROOT / "companion", quiet=1)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        journal = six_player_game(folder)
        counts = {mode: count(mode, journal, folder) for mode in PROGRAMS}
    bare, floor = counts["bare"], counts["pydantic"]
    print(f"instructions to the first frame, one run each under valgrind (load average {os.getloadavg()[0]:.2f})")
    print(f"{'':<32}{'instructions':>16}{'÷ bare':>9}{'÷ pydantic floor':>18}")
    for mode in PROGRAMS:
        n = counts[mode]
        print(f"{LABELS[mode]:<32}{n / 1e9:>14.3f} G{n / bare:>8.2f}x{n / floor:>17.2f}x")
    print(f"HEADLINE, against the pydantic floor: resume {counts['resume'] / floor:.2f}x "
          f"(like for like, against the floor collected as resume is: {counts['resume'] / counts['pydantic-paused']:.2f}x); "
          f"the game-layer floor {counts['game'] / floor:.2f}x")
    print(f"resume against the same table drawn by Textual alone (after the pydantic floor): "
          f"{counts['resume'] / counts['table']:.2f}x")


if __name__ == "__main__":
    main()
