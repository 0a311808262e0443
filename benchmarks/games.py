"""``companion games`` (and the start screen's list) with a huge journal among ordinary ones.

Prints, from one run, side by side:

- a folder of ``--games`` ordinary game nights (about 150 events each);
- the same folder with one more journal of ``--events`` events (100,000 by default), listed
  cold (no summary cache: every journal is read and folded, as before the cache existed)
  and warm (the cache written by the previous listing: one ``stat`` per unchanged file);
- the ratios to the folder without the huge journal: the warm listing stays near 1×.

Usage: python benchmarks/games.py [--games 20] [--events 100000] [--repeat 5]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from replay import make_journal, side_by_side  # noqa: E402

from companion.game.saved import saved_games  # noqa: E402
from companion.game.summaries import CACHE_NAME  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--events", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(dir=Path.cwd(), prefix=".bench-") as tmp:
        small, big = Path(tmp) / "small", Path(tmp) / "big"
        small.mkdir()
        for n in range(args.games):
            make_journal(small / f"night-{n:02d}.jsonl", 150, seed=n + 10)
        shutil.copytree(small, big)
        make_journal(big / "marathon.jsonl", args.events)
        size = (big / "marathon.jsonl").stat().st_size

        def cold() -> None:
            (big / CACHE_NAME).unlink(missing_ok=True)
            saved_games(big)

        def warm() -> None:
            saved_games(big)

        def ordinary() -> None:
            saved_games(small)

        saved_games(small)  # both folders' caches written once
        saved_games(big)
        base, without_cache, with_cache = side_by_side(args.repeat, ordinary, cold, warm)
        listed = len(saved_games(big))

    b, c, w = statistics.median(base), statistics.median(without_cache), statistics.median(with_cache)
    print(f"folder: {args.games} ordinary games; plus one journal of {args.events} events ({size / 1e6:.1f} MB)")
    print(f"{f'{args.games} ordinary games (cache warm)':<44} {b * 1000:8.1f} ms  (median of {args.repeat})")
    print(f"{'with the huge journal, no cache':<44} {c * 1000:8.1f} ms  ({listed} games listed)")
    print(f"{'with the huge journal, cache warm':<44} {w * 1000:8.1f} ms")
    print(f"{'ratio no cache / ordinary':<44} {c / b:8.2f} x")
    print(f"{'ratio cache warm / ordinary':<44} {w / b:8.2f} x  (target ~1: bounded work per file)")


if __name__ == "__main__":
    main()
