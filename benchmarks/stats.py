"""``companion stats`` over a folder of six-turn game nights, first run and cached, beside ``companion games``.

Prints, from one run, side by side over the same folder of ``--games`` journals (200 whole six-turn
games of five players, built through the rules):

- ``companion games`` (its summary cache warm: one ``stat`` per journal), the reference;
- ``companion stats`` on its first run (no cache: every journal read, validated, folded and digested);
- ``companion stats`` cached (every journal read and hashed, each digest from the cache);
- the ratios to ``games``: target, the cached run within 2x;
- the league view (issue 38: openskill ratings, head-to-head, records) beside the plain statistics,
  both cached and in-process (every journal read and hashed, each digest from the cache, the
  figures computed and laid out as text): target, the league view within 1.5x of the plain one.

Each is timed in-process (``companion.cli.main``, output discarded: the work of the command alone),
and once more as the installed command (``python -m companion``), start-up included, as a user meets it.

Usage: python benchmarks/stats.py [--games 200] [--repeat 5] [--league-repeat 15]
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
    parser.add_argument("--league-repeat", type=int, default=15, help="runs of each view in the league comparison")
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
        base, warm = side_by_side(args.repeat, games, cached)  # alternated: the machine's load hits both alike
        (cold,) = side_by_side(max(1, args.repeat // 2), first)
        cached()
        outside: dict[str, list[float]] = {"games": [], "cached": []}
        for _ in range(3):
            outside["games"].append(command("games"))
            outside["cached"].append(command("stats"))
        shutil.rmtree(cache, ignore_errors=True)
        outside["first"] = [command("stats")]
        cached()  # the cache written again, for the league beside the plain statistics
        league_view()  # openskill imported once, as a screen that has shown a league has it
        plain_times, league_times = side_by_side(args.league_repeat, plain_view, league_view)

    g, c, w = statistics.median(base), statistics.median(cold), statistics.median(warm)
    print(f"folder: {args.games} six-turn games, {min(events)}-{max(events)} events each, {size / 1e6:.1f} MB")
    print(f"{'in-process':<36} {'median ms':>10} {'x games':>8} {'best ms':>8} {'x games':>8}")
    rows = (("companion games (cache warm)", base), ("companion stats, first run", cold), ("companion stats, cached", warm))
    for label, times in rows:
        m, b = statistics.median(times), min(times)
        print(f"{label:<36} {m * 1000:10.1f} {m / g:8.2f} {b * 1000:8.1f} {b / min(base):8.2f}")
    print(f"{'(target: cached within 2x of games)':<36}")
    print(f"{'as a command, start-up included':<36} {'median ms':>10} {'x games':>8}")
    reference = statistics.median(outside["games"])
    for label, key in (("companion games", "games"), ("companion stats, first run", "first"), ("companion stats, cached", "cached")):
        m = statistics.median(outside[key])
        print(f"{label:<36} {m * 1000:10.1f} {m / reference:8.2f}")
    del c, w
    p, lg = statistics.median(plain_times), statistics.median(league_times)
    print(f"{'league view, cached, in-process':<36} {'median ms':>10} {'x plain':>8} {'best ms':>8} {'x plain':>8}")
    print(f"{'plain statistics':<36} {p * 1000:10.1f} {1.0:8.2f} {min(plain_times) * 1000:8.1f} {1.0:8.2f}")
    print(
        f"{'statistics + league':<36} {lg * 1000:10.1f} {lg / p:8.2f} {min(league_times) * 1000:8.1f} "
        f"{min(league_times) / min(plain_times):8.2f}"
    )
    print(f"{'(target: the league view within 1.5x of the plain statistics)':<36}")


def plain_view() -> list[str]:
    """The plain statistics, cached: every journal read and hashed, the figures computed and laid out."""
    from companion.game.stats.aggregate import compute
    from companion.game.stats.collect import collect
    from companion.game.stats.filters import Filters
    from companion.game.stats.names import Names
    from companion.game.stats.text import stats_lines

    collected = collect()
    return stats_lines(compute(collected.games, Names()), collected.skipped, Filters(), "games")


def league_view() -> list[str]:
    """The same with the league (ratings, head-to-head, records) computed and laid out beside them."""
    from companion.game.stats.aggregate import compute
    from companion.game.stats.collect import collect
    from companion.game.stats.filters import Filters
    from companion.game.stats.league import compute_league
    from companion.game.stats.names import Names
    from companion.game.stats.text import stats_lines

    collected = collect()
    names = Names()
    sections, leagues = compute(collected.games, names), compute_league(collected.games, names)
    return stats_lines(sections, collected.skipped, Filters(), "games", leagues)


if __name__ == "__main__":
    main()
