"""The TUI's speed against a bare Textual app, measured side by side in one run, in a real pty.

Prints:

- cold start to the first frame: ``companion demo`` (until its table screen is drawn)
  against ``benchmarks/bare_app.py`` (until its one Static is drawn); target ≤ 1.3×;
- keypress-to-refresh latency: moving the cursor on the table screen of a 6-player game
  (``companion resume``) against a key that updates the bare app's Static; target ≤ 1.5×.
  Also shown, for information: a key that records an event (the timer, t).

Runs alternate between the two programs so machine noise hits both alike; medians are
reported. Usage: python benchmarks/tui.py [--runs 9] [--keys 40]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.tui.terminal import PtyScreen  # noqa: E402

COMPANION = [str(Path(sys.executable).parent / "companion")]
BARE = [sys.executable, str(ROOT / "benchmarks" / "bare_app.py")]


def snapshot(term: PtyScreen) -> tuple:
    """Everything visible: characters and their colours/attributes."""
    return tuple(
        (c.data, c.fg, c.bg, c.bold, c.reverse)
        for row in range(term.screen.lines)
        for c in term.screen.buffer[row].values()
    )


def time_to_frame(argv: list[str], ready: str, env: dict[str, str]) -> float:
    term = PtyScreen(argv, env=env)
    try:
        term.wait_for(ready, timeout=60)
        import time

        return time.perf_counter() - term.started
    finally:
        term.close()


def time_keys(term: PtyScreen, keys: list[bytes], gap: float = 0.0) -> list[float]:
    """Time from writing each key to the screen changing (``gap`` seconds of quiet between keys)."""
    import time

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


def key_latencies(argv: list[str], ready: str, keys: list[bytes], env: dict[str, str]) -> list[float]:
    """Time from writing each key to the screen changing, in a fresh run of ``argv``."""
    term = PtyScreen(argv, env=env)
    try:
        term.wait_for(ready, timeout=60)
        while term.pump(0.3):  # let the first frames settle
            pass
        return time_keys(term, keys)
    finally:
        term.close()


def six_player_game(folder: Path) -> Path:
    """A 6-player game in turn III (played by the autoplayer), in ``folder``."""
    os.environ["COMPANION_DATA_DIR"] = str(folder)
    from companion.edition import load_edition
    from companion.game.autoplay import play
    from companion.game.session import Game
    from tests.game.helpers import PLAYERS

    game = Game.new(folder / "games" / "six.jsonl", name="Six players", players=PLAYERS[:6], edition=load_edition())
    play(game, random.Random(1), until=(3, "trading"))
    game.close()
    return game.path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help="cold starts of each program")
    parser.add_argument("--keys", type=int, default=40, help="key presses timed in each program")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        env = {"COMPANION_DATA_DIR": str(folder)}
        first, demo, bare = [], [], []
        for _ in range(args.runs):
            first.append(time_to_frame(COMPANION + ["demo"], "companion", env))
            demo.append(time_to_frame(COMPANION + ["demo"], "[Production]", env))
            bare.append(time_to_frame(BARE, "bare app ready", env))

        journal = six_player_game(folder)
        arrows = [b"\x1b[B", b"\x1b[A"] * (args.keys // 2)  # down, up: the cursor moves between players
        table = key_latencies(COMPANION + ["resume", str(journal)], "[Trading]", arrows, env)
        bare_keys = key_latencies(BARE, "bare app ready", [b"x"] * args.keys, env)
        timer = key_latencies(COMPANION + ["resume", str(journal)], "[Trading]", [b"t"] * 10, env)

    f, d, b = statistics.median(first), statistics.median(demo), statistics.median(bare)
    k, bk = statistics.median(table), statistics.median(bare_keys)
    print(f"{'cold start (median of ' + str(args.runs) + ' runs)':<44}{'companion demo':>16}{'bare app':>12}{'ratio':>8}")
    print(f"{'  to the first frame':<44}{f * 1000:>13.0f} ms{b * 1000:>9.0f} ms{f / b:>7.2f}x   (target <= 1.3)")
    print(f"{'  to the table screen drawn (game loaded)':<44}{d * 1000:>13.0f} ms{b * 1000:>9.0f} ms{d / b:>7.2f}x")
    print(f"{'keypress to refresh (6 players, cursor)':<44}{'table screen':>16}{'bare app':>12}{'ratio':>8}")
    print(f"{'  median of ' + str(len(table)) + ' keys':<44}{k * 1000:>13.1f} ms{bk * 1000:>9.1f} ms{k / bk:>7.2f}x   (target <= 1.5)")
    print(f"{'  for information: t (records a timer event)':<44}{statistics.median(timer) * 1000:>13.1f} ms")


if __name__ == "__main__":
    main()
