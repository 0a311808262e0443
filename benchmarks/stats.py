"""``companion stats`` over a folder of six-turn game nights, first run and cached, beside ``companion games``.

Prints, from one run, side by side over the same folder of ``--games`` journals (200 whole six-turn
games of five players, built through the rules):

- ``companion games`` (its summary cache warm: one ``stat`` per journal), the reference;
- ``companion stats`` on its first run (no cache: every journal read, validated, folded and digested);
- ``companion stats`` cached (every journal read and hashed, each digest from the cache);
- the ratios to ``games``: target, the cached run within 2x.

Each is timed in-process (``companion.cli.main``, output discarded: the work of the command alone),
and once more as the installed command (``python -m companion``), start-up included, as a user meets it.

Usage: python benchmarks/stats.py [--games 200] [--repeat 5]
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from replay import Builder, side_by_side  # noqa: E402


def six_turns(path: Path, seed: int) -> int:
    """Write one whole game (six turns to game over, the game's own moves only); return its events."""
    b = Builder(seed)
    while b.state.phase != "over":
        b.move(1.0)
    b.write(path)
    return len(b.events)


def quiet(*argv: str) -> None:
    """Run the command line in-process, its output discarded."""
    from companion.cli import main

    with contextlib.redirect_stdout(io.StringIO()):
        code = main(list(argv))
    assert code == 0, argv


def command(*argv: str) -> float:
    """Seconds the installed command takes, start-up included."""
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-m", "companion", *argv], check=True, capture_output=True, env=os.environ.copy())
    return time.perf_counter() - t0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(dir=Path.cwd(), prefix=".bench-") as tmp:
        os.environ["COMPANION_DATA_DIR"] = str(Path(tmp) / "data")
        os.environ["COMPANION_CACHE_DIR"] = cache = str(Path(tmp) / "cache")
        folder = Path(tmp) / "data" / "games"
        folder.mkdir(parents=True)
        events = [six_turns(folder / f"night-{n:03d}.jsonl", seed=n + 1) for n in range(args.games)]
        size = sum(p.stat().st_size for p in folder.iterdir())

        def games() -> None:
            quiet("games")

        def first() -> None:
            shutil.rmtree(cache, ignore_errors=True)
            quiet("stats")

        def cached() -> None:
            quiet("stats")

        games()
        cached()  # both caches written once
        base, cold, warm = side_by_side(args.repeat, games, first, cached)
        shutil.rmtree(cache, ignore_errors=True)
        command("games")
        outside = {"games": command("games"), "first": command("stats")}
        outside["cached"] = command("stats")

    g, c, w = statistics.median(base), statistics.median(cold), statistics.median(warm)
    print(f"folder: {args.games} six-turn games, {min(events)}-{max(events)} events each, {size / 1e6:.1f} MB")
    print(f"{'in-process, median of ' + str(args.repeat):<36} {'ms':>9} {'x games':>9}")
    print(f"{'companion games (cache warm)':<36} {g * 1000:9.1f} {1:9.2f}")
    print(f"{'companion stats, first run':<36} {c * 1000:9.1f} {c / g:9.2f}")
    print(f"{'companion stats, cached':<36} {w * 1000:9.1f} {w / g:9.2f}  (target <= 2)")
    print(f"{'as a command, start-up included':<36} {'ms':>9} {'x games':>9}")
    for label, key in (("companion games", "games"), ("companion stats, first run", "first"), ("companion stats, cached", "cached")):
        print(f"{label:<36} {outside[key] * 1000:9.1f} {outside[key] / outside['games']:9.2f}")


if __name__ == "__main__":
    main()
