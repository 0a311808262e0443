"""Replay speed of a 10,000-event journal, against only parsing the same file as JSON.

Prints, from one run, side by side:

- parse: reading the file and ``json.loads`` of every line (the floor);
- replay: ``load`` (read + validate every event) and ``replay`` (fold through the rules);
- the ratio replay / parse (target ≤ 3×);
- undo/redo/rewind: a journal with ``--rewinds`` rewinds (20,000), each followed by a
  redo, with an undo + redo every tenth step, against an ordinary journal of the same
  number of events and one of ``--rewinds`` ordinary events, replayed side by side: the
  ratio to the same-length journal is 1× when resolving undo/redo/rewind is linear
  (before the fix it grew quadratically: 20k rewinds took 32.8 s);
- the median cost of appending one event with fsync, in the folder given (default: a
  temporary folder under the current directory, so it is on a real disk, not tmpfs).

Usage: python benchmarks/replay.py [--events 10000] [--rewinds 20000] [--repeat 7] [--dir DIR]
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
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from companion.edition import load_edition  # noqa: E402
from companion.game.titm.autoplay import progress_move, side_moves  # noqa: E402
from companion.game.errors import GameError  # noqa: E402
from companion.game.titm.fold import apply_event  # noqa: E402
from companion.game.titm.kind import replay  # noqa: E402
from companion.game.history import Timeline  # noqa: E402
from companion.game.journal import event_line, header_line, load  # noqa: E402
from companion.game.writer import Journal  # noqa: E402
from companion.game.events import HISTORY_EVENTS, EventBase, Redo, Rewind, Ruling, Undo  # noqa: E402
from companion.game.session import stamp  # noqa: E402
from companion.game.titm.events import Setup  # noqa: E402
from companion.game.titm.state import GameState  # noqa: E402

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


class Builder:
    """Builds a legal journal event by event: the game's own moves, and undo/redo/rewind."""

    def __init__(self, seed: int = 1) -> None:
        self.rng = random.Random(seed)
        self.start = datetime(2026, 11, 20, 19, 0, tzinfo=timezone.utc)
        self.state, self.timeline, self.events = GameState(), Timeline(), []
        setup: dict[str, Any] = {"name": "Benchmark night", "players": PLAYERS, "edition": load_edition().model_dump(mode="json")}
        self.add(Setup(**setup))

    def add(self, built: EventBase) -> bool:
        """Append one event if the rules allow it (undo/redo/rewind are checked by the timeline)."""
        at = self.start + timedelta(seconds=len(self.events))
        event = stamp(built, seq=len(self.events) + 1, at=at, state=self.state)
        if not isinstance(event, HISTORY_EVENTS):
            try:
                apply_event(self.state, event)
            except GameError:
                return False
        self.events.append(event)
        self.timeline.push(event)
        return True

    def move(self, progress_share: float) -> bool:
        """One table event: the game's next step (with probability ``progress_share``) or a side event."""
        if self.state.phase == "over":
            return self.add(Ruling(text="after the game: the table agrees the ranking", rule="001 The End of the Game"))
        if self.rng.random() < progress_share:
            event = progress_move(self.state, self.rng)
        else:
            event = self.rng.choice(side_moves(self.state, self.rng))
        return self.add(event)

    def write(self, path: Path) -> Counter:
        with path.open("wb") as f:
            f.write(header_line(self.start))
            for event in self.events:
                f.write(event_line(event))
        return Counter(e.type for e in self.events)


def make_journal(path: Path, count: int, seed: int = 1) -> Counter:
    """Write a journal of ``count`` legal events: one whole game among many table events."""
    b = Builder(seed)
    progress_share = 90 / count  # a whole game takes about a hundred moves
    while len(b.events) < count:
        if b.state.phase == "over" or b.rng.random() < 0.02:
            target = b.timeline.last_undoable()
            if target is not None and len(b.events) + 2 <= count:  # undo then redo: the state is unchanged
                b.add(Undo(target=target.seq, reason="wrong key"))
                b.add(Redo(target=target.seq))
            elif b.state.phase == "over":
                b.move(progress_share)
        else:
            b.move(progress_share)
    return b.write(path)


def make_history_journal(path: Path, rewinds: int, seed: int = 2) -> Counter:
    """Write a journal with ``rewinds`` rewinds: after each table event, a rewind to the event
    before it (taking it out) and a redo (putting it back); every tenth step also an undo + redo.

    The events in effect grow with the journal, as at a real table that keeps correcting itself.
    """
    b = Builder(seed)
    progress_share = 90 / rewinds
    done, before = 0, 1  # `before`: the last table event in effect (every one rewound is redone)
    while done < rewinds:
        if not b.move(progress_share):
            continue
        last = b.events[-1]
        if b.timeline.last_undoable() is not last:
            before = last.seq
            continue
        b.add(Rewind(to=before, note="the table went back one step"))
        b.add(Redo(target=last.seq))
        done += 1
        if done % 10 == 0:
            b.add(Undo(target=last.seq, reason="wrong key"))
            b.add(Redo(target=last.seq))
        before = last.seq
    return b.write(path)


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
    parser.add_argument("--rewinds", type=int, default=20_000, help="rewinds in the undo/redo/rewind journal")
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

        # undo/redo/rewind: the history journal against ordinary ones, same length and 20k
        rewound = folder / "rewinds.jsonl"
        history_mix = make_history_journal(rewound, args.rewinds)
        same_length = folder / "ordinary-same.jsonl"
        make_journal(same_length, history_mix.total())
        ordinary = folder / "ordinary.jsonl"
        make_journal(ordinary, args.rewinds)
        rew, same, ordn = side_by_side(
            args.repeat, *(lambda p=p: replay(load(p).events) for p in (rewound, same_length, ordinary))
        )

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
    h, sl, o = statistics.median(rew), statistics.median(same), statistics.median(ordn)
    print(
        f"history journal: {history_mix.total()} events: {history_mix['rewind']} rewinds, "
        f"{history_mix['redo']} redos, {history_mix['undo']} undos"
    )
    print(f"{f'replay, {args.rewinds} rewinds + undo/redo':<40} {h * 1000:8.1f} ms  (median of {args.repeat})")
    print(f"{f'replay, {history_mix.total()} ordinary events':<40} {sl * 1000:8.1f} ms  (median of {args.repeat})")
    print(f"{f'replay, {args.rewinds} ordinary events':<40} {o * 1000:8.1f} ms  (median of {args.repeat})")
    print(f"{'ratio rewinds / ordinary, same length':<40} {h / sl:8.2f} x  (target ~1: linear)")
    print(f"{f'ratio rewinds / {args.rewinds} ordinary':<40} {h / o:8.2f} x")
    print(f"{'append one event with fsync (median)':<40} {statistics.median(costs) * 1e6:8.0f} us  (of {len(costs)})")


if __name__ == "__main__":
    main()
