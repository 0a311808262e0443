"""A trade session's host under its table's load (issue 37): keypress latency idle and with 18 phones.

The real app runs in a pty (``companion resume`` of an 18-player Mega Civilization session), with the
open-file limit of a desktop (:func:`benchmarks.web_load.limited`), and shares the table as a host
would (``s``, then ``p`` for each player's link, read off the screen: :func:`benchmarks.web_load.links`).
The host's key is **t** (start or pause the trading timer: one journal event and every page updated);
its time is from the key to the screen showing the timer's new state. It is timed idle, then while 18
phones (each from its own loopback address, in a process of its own) follow their own page's stream
and send their whole hand after every tap, a tap every 0.5 to 1.5 s each, and a TV follows the board.

Prints the median and p90 of each, and their ratio (target ≤ 1.5).

Usage: python benchmarks/session_load.py [--seconds 20] [--keys 30]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.tui import COMPANION  # noqa: E402
from benchmarks.web_load import connector, device, limited, links, settle, summary  # noqa: E402
from tests.tui.terminal import PtyScreen  # noqa: E402

PLAYERS = 18
CARDS = ["ochre", "flax", "clay", "hides", "papyrus", "iron", "salt", "timber", "oil", "wool"]


def session_at(folder: Path) -> tuple[Path, list[str]]:
    """An 18-player Mega Civilization session in its first trade, in the games folder under ``folder``."""
    os.environ["COMPANION_DATA_DIR"] = str(folder)
    from companion.game.tradesession.kind import seat, start

    names = [f"Player{i:02d}" for i in range(1, PLAYERS + 1)]
    (folder / "games").mkdir(parents=True, exist_ok=True)
    game = start(folder / "games" / "mega18.jsonl", name="Load night", game="megaciv", players=seat("megaciv", names))
    game.close()
    return game.path, names


def time_timer(term: PtyScreen, count: int, gap: float) -> list[float]:
    """Press t ``count`` times: the time from each key to the timer's new state on screen."""
    times = []
    for _ in range(count):
        want = "(paused)" if "(running)" in term.text() else "(running)"
        sent = term.press(b"t")
        while want not in term.text():
            if not term.pump(5.0):
                raise TimeoutError(f"the timer never showed {want}:\n{term.text()}")
        times.append(time.perf_counter() - sent)
        end = time.perf_counter() + gap
        while time.perf_counter() < end:
            term.pump(max(0.0, end - time.perf_counter()))
    return times


async def phones(board: str, players: list[str], seconds: float) -> dict:
    """18 phones tapping their hands and following their pages, and one TV following the board."""
    import aiohttp

    stats = {"taps": 0, "refused": 0, "player_events": 0, "board_events": 0}
    stop = time.perf_counter() + seconds
    sessions = [aiohttp.ClientSession(connector=connector(device(i))) for i in range(len(players) + 1)]

    async def follow(session, url: str, key: str) -> None:
        async with session.get(url + "/events", timeout=aiohttp.ClientTimeout(total=None)) as stream:
            while time.perf_counter() < stop:
                try:
                    line = await asyncio.wait_for(stream.content.readline(), max(0.1, stop - time.perf_counter()))
                except TimeoutError:
                    break
                if not line:
                    break
                if line.startswith(b"event:"):
                    stats[key] += 1

    async def tapper(session, url: str, seed: int) -> None:
        rng = random.Random(seed)
        hand: dict[str, int] = {}
        while time.perf_counter() < stop:
            card = rng.choice(CARDS)
            hand[card] = min(hand.get(card, 0) + 1, 3)
            async with session.post(url + "/submit", json={"kind": "hand", "body": {"cards": hand}}) as answer:
                stats["taps" if answer.status == 200 else "refused"] += 1
            await asyncio.sleep(rng.uniform(0.5, 1.5))

    try:
        tasks = [asyncio.create_task(follow(sessions[-1], board, "board_events"))]
        tasks += [asyncio.create_task(follow(sessions[i], url, "player_events")) for i, url in enumerate(players)]
        await asyncio.sleep(0.5)
        print("ready", flush=True)
        tasks += [asyncio.create_task(tapper(sessions[i], url, i)) for i, url in enumerate(players)]
        await asyncio.gather(*tasks)
    finally:
        for session in sessions:
            await session.close()
    return stats


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--worker":
        seconds, board, *mine = sys.argv[2:]
        print(json.dumps(asyncio.run(phones(board, mine, float(seconds)))), flush=True)
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20.0, help="how long the phones tap (20)")
    parser.add_argument("--keys", type=int, default=30, help="key presses timed, idle and under load (30)")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp())
    journal, names = session_at(folder)
    term = PtyScreen(limited(COMPANION + ["resume", str(journal)]), columns=120, lines=40,
                     env={"COMPANION_DATA_DIR": str(folder)})
    try:
        term.wait_for("Trade", timeout=60)
        settle(term)
        board, mine = links(term, names, "Trade", False)
        settle(term)
        idle = time_timer(term, args.keys, gap=0.1)
        load = subprocess.Popen([sys.executable, __file__, "--worker", str(args.seconds), board, *mine],
                                stdout=subprocess.PIPE, text=True)
        assert load.stdout is not None
        load.stdout.readline()  # "ready": every stream open
        loaded = time_timer(term, args.keys, gap=max(0.1, (args.seconds - 3) / args.keys - 0.05))
        stats = json.loads(load.stdout.readline() or "{}")
        load.wait()
    finally:
        term.close()
    (mi, pi), (ml, pl) = summary(idle), summary(loaded)
    print(f"idle:       median {mi * 1000:.1f} ms, p90 {pi * 1000:.1f} ms ({len(idle)} keys)")
    print(f"18 phones:  median {ml * 1000:.1f} ms, p90 {pl * 1000:.1f} ms ({len(loaded)} keys); {stats}")
    print(f"ratio:      median {ml / mi:.2f}×, p90 {pl / pi:.2f}× (target ≤ 1.5)")


if __name__ == "__main__":
    main()
