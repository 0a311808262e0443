"""The TUI's start-up, memory and keypress latency against a bare Textual app, side by side in one run, in a real pty.

Prints, for ``companion resume`` of a saved 6-player game in turn V (Trading) and for
``companion demo``, against ``benchmarks/bare_app.py`` (until its one Static is drawn):

- the headline: cold start to the **usable** screen, the table fully drawn — the title with the
  turn, the phase line, every player's row, the phase panel and the footer with its keys: what
  the host can act on; target ≤ 1.5× (moonshot 1.3×);
- for information, cold start to the first frame (the "opening…" placeholder, or the table
  itself if it comes first);
- peak memory: the RSS high-water mark (``VmHWM`` in ``/proc/<pid>/status``) once the screen is
  drawn and quiet, just before the program is stopped; target ≤ 1.5×;
- the floor the stack sets: the bare app that first imports pydantic and builds one model (the
  **pydantic floor**), and the bare app that first imports the companion's game layer (the journal's
  and the edition's pydantic models, the primary game's state and fold with the rules engine;
  ``floor_app.py``), side by side with the bare app;
- the same table's screen drawn by Textual's own widgets with the same words, after the pydantic floor
  (``table_floor.py``): what any Textual app pays to show that screen, so that what ``resume`` costs above
  it is the companion's own;
- the **headline ratios against the pydantic floor** (issue 23): the usable table of ``resume`` ÷ the
  pydantic floor, target ≤ 1.6× (moonshot 1.3×), and the game-layer floor ÷ the pydantic floor,
  target ≤ 1.3×. The pydantic floor is what any pydantic app pays; what lies above it is the
  companion's own. (The game layer's models are built when first used, ``defer_build``: importing
  it builds none; the resume builds those its journal needs, inside its figure.) Beside it, resume
  against the pydantic floor whose start-up is collected as the companion's TUI commands collect
  theirs (``floor_app.py pydantic-paused``: the collector paused while loading, the loaded heap
  frozen before the app runs; ``companion.game.bulk.start_up``), so the policy's gain on the
  stack's own start-up is in both figures;
- keypress-to-refresh latency: moving the cursor on the table screen of the 6-player game
  against a key that updates the bare app's Static; target ≤ 1.5×. Also shown, for information:
  a key that records an event (the timer, t).

The three programs run in turn (resume, demo, bare, then the next round in a rotated order), so
machine noise hits them alike; medians are reported. The demo's cached journal is built by one
run before the rounds (its time is shown for information: the first demo after an install or an
upgrade). The companion's bytecode is compiled first, as an installed companion's is (pip compiles it
at install; under ``PYTHONDONTWRITEBYTECODE`` an editable install would otherwise compile every
module at every start, which the bare app, all in site-packages, never does).
Usage: python benchmarks/tui.py [--runs 9] [--keys 40] [--lang de]
"""

from __future__ import annotations

import argparse
import compileall
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from companion.i18n import SOURCE, translations  # noqa: E402
from tests.tui.terminal import PtyScreen  # noqa: E402

COMPANION = [str(Path(sys.executable).parent / "companion")]
BARE = [sys.executable, str(ROOT / "benchmarks" / "bare_app.py")]
FLOOR = [sys.executable, str(ROOT / "benchmarks" / "floor_app.py")]
TABLE = [sys.executable, str(ROOT / "benchmarks" / "table_floor.py")]
SIX = ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"]  # tests.game.helpers.PLAYERS[:6]
DEMO = ["Ada", "Bram", "Cleo", "Dario", "Eun"]  # companion.game.titm.demo.PLAYERS
OPENING = "opening…"


def table_drawn(names: list[str], phase: str, say: Callable[[str], str] = str) -> Callable[[str], bool]:
    """A test of the screen text: the table screen is fully drawn and usable.

    The phase line shows ``[phase]``, each player has a row (their name after their symbol),
    the phase panel is closed by its bottom border, and the footer shows the phase's first key
    (``n Next``) and the command palette at its right end; ``say``: those words in the screen's
    language (``--lang``: the catalog's ``gettext``).
    """

    def test(text: str) -> bool:
        rows = text.splitlines()
        if len(rows) < 3 or f"[{say(phase)}]" not in text:
            return False
        footer, above = rows[-1], rows[-2]
        if f"n {say('Next')}" not in footer or say("palette") not in footer or not above.lstrip().startswith("╰"):
            return False
        return all(any(f" {name[0]}  {name} " in row for row in rows) for name in names)

    return test


def bare_drawn(text: str) -> bool:
    return "bare app ready" in text


def peak_memory(pid: int) -> int:
    """The process's RSS high-water mark in bytes (``VmHWM``)."""
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) * 1024
    raise RuntimeError("no VmHWM in /proc/<pid>/status")


def settle(term: PtyScreen, quiet: float = 0.3) -> None:
    """Read the program's output until it has been quiet for ``quiet`` seconds."""
    while term.pump(quiet):
        pass


def cold_start(argv: list[str], usable: Callable[[str], bool], env: dict[str, str]) -> tuple[float, float, int]:
    """One cold start of ``argv``: (seconds to the first frame, seconds to the usable screen, peak RSS bytes)."""
    term = PtyScreen(argv, env=env)
    try:
        first = None
        while True:
            text = term.text()
            now = time.perf_counter() - term.started
            if first is None and (OPENING in text or usable(text)):
                first = now
            if usable(text):
                break
            if now > 60:
                raise TimeoutError(f"{argv}: the screen never became usable; it shows:\n{text}")
            if term.process.poll() is not None and not term.pump(0.05):
                raise RuntimeError(f"{argv} ended ({term.process.returncode}); the screen:\n{text}")
            term.pump(0.05)
        settle(term)
        return first, now, peak_memory(term.process.pid)
    finally:
        term.close()


def snapshot(term: PtyScreen) -> tuple:
    """Everything visible: characters and their colours/attributes."""
    return tuple(
        (c.data, c.fg, c.bg, c.bold, c.reverse)
        for row in range(term.screen.lines)
        for c in term.screen.buffer[row].values()
    )


def time_keys(term: PtyScreen, keys: list[bytes], gap: float = 0.0) -> list[float]:
    """Time from writing each key to the screen changing (``gap`` seconds of quiet between keys)."""
    times = []
    for key in keys:
        before = snapshot(term)
        sent = term.press(key)
        while snapshot(term) == before:
            if not term.pump(5.0):
                raise TimeoutError(f"no refresh after {key!r}")
        times.append(time.perf_counter() - sent)
        while term.pump(0.05):  # the rest of that refresh
            pass
        if gap:
            end = time.perf_counter() + gap
            while time.perf_counter() < end:
                term.pump(max(0.0, end - time.perf_counter()))
    return times


def key_latencies(argv: list[str], ready: Callable[[str], bool], keys: list[bytes], env: dict[str, str]) -> list[float]:
    """Time from writing each key to the screen changing, in a fresh run of ``argv``."""
    term = PtyScreen(argv, env=env)
    try:
        term.wait_for(ready, timeout=60)
        settle(term)  # let the first frames settle
        return time_keys(term, keys)
    finally:
        term.close()


def six_player_game(folder: Path) -> Path:
    """A 6-player game in the Trading phase of turn V (played by the autoplayer), in ``folder``."""
    os.environ["COMPANION_DATA_DIR"] = str(folder)
    from companion.edition import load_edition
    from companion.game.titm.autoplay import play
    from companion.game.session import Game
    from tests.game.helpers import PLAYERS

    game = Game.new(folder / "games" / "six.jsonl", name="Six players", players=PLAYERS[:6], edition=load_edition())
    play(game, random.Random(1), until=(5, "trading"))
    game.close()
    assert [p["name"] for p in PLAYERS[:6]] == SIX
    return game.path


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:>9.0f} ms"


def _mib(size: float) -> str:
    return f"{size / 2**20:>8.1f} MiB"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help="cold starts of each program")
    parser.add_argument("--keys", type=int, default=40, help="key presses timed in each program")
    parser.add_argument("--lang", default="", help="the companion's language (companion --lang; default: English)")
    args = parser.parse_args()
    companion = COMPANION + (["--lang", args.lang] if args.lang else [])
    compileall.compile_dir(ROOT / "companion", quiet=1)

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        env = {"COMPANION_DATA_DIR": str(folder)}
        journal = six_player_game(folder)
        say = translations(args.lang or SOURCE).gettext
        resume_ready = table_drawn(SIX, "Trading", say)
        programs: dict[str, tuple[list[str], Callable[[str], bool]]] = {
            "resume": (companion + ["resume", str(journal)], resume_ready),
            "demo": (companion + ["demo"], table_drawn(DEMO, "Production", say)),
            "bare": (BARE, bare_drawn),
            "bare+pydantic": (FLOOR + ["pydantic"], bare_drawn),
            "bare+pydantic paused": (FLOOR + ["pydantic-paused"], bare_drawn),
            "bare+game": (FLOOR + ["game"], bare_drawn),
            "table": (TABLE, table_drawn(SIX, "Trading")),  # Textual's widgets with the English words
        }
        shutil.rmtree(folder / "cache", ignore_errors=True)
        demo_first = cold_start(*programs["demo"], env)[1]  # builds the demo's cache, if there is one
        results: dict[str, list[tuple[float, float, int]]] = {name: [] for name in programs}
        order = list(programs)
        for run in range(args.runs):
            for name in order[run % len(order) :] + order[: run % len(order)]:
                results[name].append(cold_start(*programs[name], env))

        arrows = [b"\x1b[B", b"\x1b[A"] * (args.keys // 2)  # down, up: the cursor moves between players
        table = key_latencies(programs["resume"][0], resume_ready, arrows, env)
        bare_keys = key_latencies(BARE, bare_drawn, [b"x"] * args.keys, env)
        timer = key_latencies(programs["resume"][0], resume_ready, [b"t"] * 10, env)

    def median(name: str, field: int) -> float:
        return statistics.median(r[field] for r in results[name])

    head = f"{'':<40}{'resume (6p, V)':>16}{'ratio':>8}{'demo':>14}{'ratio':>8}{'bare app':>14}"
    print(f"cold start, median of {args.runs} runs of each (load average {os.getloadavg()[0]:.2f})")
    print(head)
    for label, field, show in (("usable screen (the headline)", 1, _ms), ("  first frame (information)", 0, _ms),
                               ("peak memory (VmHWM)", 2, _mib)):
        bare = median("bare", field)
        r, d = median("resume", field), median("demo", field)
        print(f"{label:<40}{show(r):>16}{r / bare:>7.2f}x{show(d):>14}{d / bare:>7.2f}x{show(bare):>14}")
    print(f"targets: usable screen <= 1.5x (moonshot 1.3x), memory <= 1.5x; "
          f"first demo ever (builds its cache): {demo_first * 1000:.0f} ms")
    print(f"the floor the stack sets: the bare app, once it has first imported{'':<5}{'ratio to bare':>16}"
          f"{'memory':>14}{'ratio':>8}")
    for name, label in (("bare", "  nothing (the bare app itself)"), ("bare+pydantic", "  pydantic, and built one model"),
                        ("bare+pydantic paused", "  the same, collected as resume is"),
                        ("bare+game", "  the game layer (no journal read)"),
                        ("table", "  pydantic; then the table, Textual alone")):
        t, m = median(name, 1), median(name, 2)
        print(f"{label:<40}{_ms(t):>16}{t / median('bare', 1):>7.2f}x{_mib(m):>14}{m / median('bare', 2):>7.2f}x")
    floor = median("bare+pydantic", 1)
    resume, game = median("resume", 1), median("bare+game", 1)
    alike = median("bare+pydantic paused", 1)
    print(f"HEADLINE, against the pydantic floor ({floor * 1000:.0f} ms): resume's usable table {resume / floor:.2f}x "
          f"(target <= 1.6x, moonshot 1.3x); the game-layer floor {game / floor:.2f}x (target <= 1.3x)")
    print(f"  like for like, against the pydantic floor with its start-up collected as resume's ({alike * 1000:.0f} ms): "
          f"resume {resume / alike:.2f}x")
    stack = median("table", 1)
    print(f"the same table drawn by Textual's widgets alone, after the pydantic floor ({stack * 1000:.0f} ms): "
          f"{stack / floor:.2f}x the pydantic floor; resume {resume / stack:.2f}x it (what lies above it is the "
          "companion's own: the game layer, the fold, its screens' code and stylesheet)")
    k, bk = statistics.median(table), statistics.median(bare_keys)
    print(f"{'keypress to refresh (6 players, cursor)':<40}{'table screen':>16}{'':>8}{'':>14}{'':>8}{'bare app':>14}")
    print(f"{'  median of ' + str(len(table)) + ' keys':<40}{k * 1000:>13.1f} ms{k / bk:>7.2f}x{'':>22}"
          f"{bk * 1000:>11.1f} ms   (target <= 1.5)")
    print(f"{'  for information: t (records a timer event)':<40}{statistics.median(timer) * 1000:>13.1f} ms")


if __name__ == "__main__":
    main()
