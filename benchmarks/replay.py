"""Replay speed of a 10,000-event journal, against only parsing the same file as JSON.

Prints, from one run, side by side:

- parse: reading the file and ``json.loads`` of every line (the floor);
- replay: ``load`` (read + validate every event) and ``replay`` (fold through the rules);
- the ratio replay / parse (target ≤ 3×);
- the median cost of appending one event with fsync, in the folder given (default: a
  temporary folder under the current directory, so it is on a real disk, not tmpfs).

Usage: python benchmarks/replay.py [--events 10000] [--repeat 7] [--dir DIR]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from collections import Counter
from datetime import datetime, timedelta, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from companion.edition import load_edition  # noqa: E402
from companion.game.autoplay import progress_move, side_moves  # noqa: E402
from companion.game.errors import GameError  # noqa: E402
from companion.game.fold import apply_event, replay  # noqa: E402
from companion.game.history import Timeline  # noqa: E402
from companion.game.journal import Journal, event_line, header_line, load  # noqa: E402
from companion.game.session import build_event  # noqa: E402
from companion.game.state import GameState  # noqa: E402

PLAYERS = [
    {"name": n, "colour": c, "symbol": n[0], "government": g, "religion": r}
    for n, c, g, r in [
        ("Ann", "red", "democracy", "venus"),
        ("Ben", "blue", "dictatorship", "mars"),
        ("Cat", "green", "democracy", "mars"),
        ("Dan", "yellow", "dictatorship", "venus"),
        ("Eve", "white", "democracy", "venus"),
    ]
]


def make_journal(path: Path, count: int, seed: int = 1) -> Counter:
    """Write a journal of ``count`` legal events: one whole game among many table events."""
    rng = random.Random(seed)
    start = datetime(2026, 11, 20, 19, 0, tzinfo=timezone.utc)
    state, timeline, events = GameState(), Timeline(), []

    def add(kind: str, **payload) -> bool:
        event = build_event(kind, seq=len(events) + 1, at=start + timedelta(seconds=len(events)), state=state, **payload)
        if kind not in ("undo", "redo"):
            try:
                apply_event(state, event)
            except GameError:
                return False
        events.append(event)
        timeline.push(event)
        return True

    edition = load_edition()
    add("setup", name="Benchmark night", players=PLAYERS, edition=edition.model_dump(mode="json"))
    progress_share = 90 / count  # a whole game takes about a hundred moves
    while len(events) < count:
        roll = rng.random()
        if state.phase == "over" or roll < 0.02:
            target = timeline.last_undoable()
            if target is not None and len(events) + 2 <= count:  # undo then redo: the state is unchanged
                add("undo", target=target.seq, reason="wrong key")
                add("redo", target=target.seq)
            elif state.phase == "over":
                add("ruling", text="after the game: the table agrees the ranking", rule="001 The End of the Game")
        elif roll < 0.02 + progress_share:
            kind, payload = progress_move(state, rng)
            add(kind, **payload)
        else:
            kind, payload = rng.choice(side_moves(state, rng))
            add(kind, **payload)
    with path.open("wb") as f:
        f.write(header_line(start))
        for event in events:
            f.write(event_line(event))
    return Counter(e.type for e in events)


def side_by_side(repeat: int, *works) -> list[list[float]]:
    """Time each work ``repeat`` times, alternating them so machine noise hits both alike."""
    times: list[list[float]] = [[] for _ in works]
    for _ in range(repeat):
        for work, bucket in zip(works, times):
            t0 = time.perf_counter()
            work()
            bucket.append(time.perf_counter() - t0)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--dir", type=Path, default=None, help="folder for the fsync measurement")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(dir=args.dir or Path.cwd(), prefix=".bench-") as tmp:
        folder = Path(tmp)
        path = folder / "long.jsonl"
        mix = make_journal(path, args.events)
        size = path.stat().st_size

        def parse_only() -> None:
            for line in path.read_bytes().split(b"\n"):
                if line:
                    json.loads(line)

        def full_replay() -> None:
            replay(load(path).events)

        parse, full = side_by_side(args.repeat, parse_only, full_replay)
        state = replay(load(path).events)

        # append + fsync, one event at a time, on the same disk
        target = folder / "append.jsonl"
        setup = load(path).events[0]
        journal = Journal.create(target, setup, datetime.now(timezone.utc))
        sample = [e for e in load(path).events[1:201]]
        costs = []
        for event in sample:
            t0 = time.perf_counter()
            journal.append(event)
            costs.append(time.perf_counter() - t0)
        journal.close()

    p, r = statistics.median(parse), statistics.median(full)
    print(f"journal: {args.events} events, {size / 1e6:.2f} MB; final state turn {state.turn}, {state.phase}")
    print("event mix: " + ", ".join(f"{k} {v}" for k, v in mix.most_common()))
    print(f"{'parse only (json.loads per line)':<40} {p * 1000:8.1f} ms  (median of {args.repeat})")
    print(f"{'replay (load + validate + fold)':<40} {r * 1000:8.1f} ms  (median of {args.repeat})")
    print(f"{'ratio replay / parse':<40} {r / p:8.2f} x  (target <= 3)")
    print(f"{'append one event with fsync (median)':<40} {statistics.median(costs) * 1e6:8.0f} us  (of {len(costs)})")


if __name__ == "__main__":
    main()
