"""The host's app under the table's web load: key latency idle vs loaded, side by side in one run.

The real app runs in a pty (``companion resume`` of a 6-player game at Resolution step 2),
shares the table exactly as a host would (``s``, then ``p`` for each player's link, read off
the screen), and the benchmark measures keypress-to-refresh latency (the cursor moving between
players, as ``benchmarks/tui.py`` does) first while it serves nobody, then while a separate load
process keeps 30 boards connected (server-sent events) and 6 players submitting their spent cards
and asking for previews at once — each tapping without pause: a preview every 150 ms (the page's
debounce) and an entry sent after every fifth — on loopback, for ``--seconds`` (60 by default). 30 board streams
and 2 players' page streams make the 32 live connections the server allows.

Prints idle vs loaded latency (median and 90th percentile) with the ratio (target ≤ 1.5), the
app's memory (RSS) before sharing, sharing idle and after the load, and what the load did.

``--apply-at-once`` measures the heaviest case instead: the Trading phase with "apply phone entries
at once" on, each player sending cards warehoused once a second, each entry a journal event that
redraws the host's table and every board.

Usage: python benchmarks/web_load.py [--seconds 60] [--keys 40] [--apply-at-once]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.tui import COMPANION  # noqa: E402
from tests.tui.terminal import PtyScreen  # noqa: E402

LINK = re.compile(r"http://127\.0\.0\.1:\d+/[bp]/[A-Za-z0-9_\-]{22}")
BOARDS = 30
PLAYER_STREAMS = 2
ARROWS = ["democracy", "dictatorship", "venus", "mars"]
#: Seconds between a phone's preview requests while its player taps non-stop (player.js: a 150 ms debounce).
PREVIEW_GAP = 0.15


def game_at(folder: Path, trading: bool) -> tuple[Path, list[str]]:
    """A 6-player game in turn III (played by the autoplayer) at Resolution step 2, or in the
    Trading phase with the timer not started; and its players."""
    os.environ["COMPANION_DATA_DIR"] = str(folder)
    from companion.edition import load_edition
    from companion.game.autoplay import play
    from companion.game.session import Game
    from tests.game.helpers import PLAYERS

    game = Game.new(folder / "games" / "six.jsonl", name="Load night", players=PLAYERS[:6], edition=load_edition())
    play(game, random.Random(1), until=(3, "trading" if trading else "resolution"))
    if not trading:
        game.record("abilities_resolved")
    names = game.state.names
    game.close()
    return game.path, names


def rss_kb(pid: int) -> int:
    """The resident memory of a process, in kB (Linux /proc)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def settle(term: PtyScreen) -> None:
    while term.pump(0.3):
        pass


def links(term: PtyScreen, players: list[str], phase: str, apply_at_once: bool) -> tuple[str, list[str]]:
    """Share the table as a host would and read the board's and each player's link off the screen
    (and switch on "apply phone entries at once" with ``a``)."""
    term.press(b"s")
    term.wait_for(lambda text: "/b/" in text and LINK.search(text) is not None, timeout=30)
    board = LINK.search(term.text()).group(0)
    mine = []
    for i in range(len(players)):
        term.press(b"p")
        term.wait_for("Whose phone?", timeout=10)
        for _ in range(i):
            term.press(b"\x1b[B")
            term.pump(0.05)
        term.press(b"\r")
        term.wait_for(lambda text: "/p/" in text and "Esc" in text, timeout=10)
        found = [m for m in LINK.findall(term.text()) if "/p/" in m]
        mine.append(found[0])
        term.press(b"\x1b")
        term.wait_for(lambda text: "/p/" not in text, timeout=10)
    if apply_at_once:
        term.press(b"a")
        term.wait_for("at once: ON", timeout=10)
    term.press(b"\x1b")
    term.wait_for(phase, timeout=10)
    settle(term)
    return board, mine


def spend(rng: random.Random) -> dict:
    """A plausible spent-cards entry (what a phone sends)."""
    goods = {g: rng.randint(1, 4) for g in rng.sample(["grain", "wool", "wine", "dye", "spices"], k=2)}
    icons = {rng.choice(ARROWS): rng.randint(1, 3), "prosperity": rng.randint(0, 1)}
    return {"goods": goods, "icons": {k: v for k, v in icons.items() if v}}


# --- the load process ---------------------------------------------------------------------------


async def load(board: str, players: list[str], seconds: float, trading: bool = False) -> dict:
    """30 boards following the live stream; 6 players posting previews and entries, all at once
    (``trading``: cards warehoused, one entry a second each, that the host's app applies at once)."""
    import aiohttp

    stats = {"board_events": 0, "player_events": 0, "submits": 0, "previews": 0, "refused": 0, "errors": 0,
             "streams_refused": 0}
    stop = time.perf_counter() + seconds

    async def follow(session, url: str, key: str) -> None:
        try:
            async with session.get(url + "/events", timeout=aiohttp.ClientTimeout(total=None)) as stream:
                if stream.status != 200:
                    stats["streams_refused"] += 1
                    return
                while time.perf_counter() < stop:
                    try:
                        line = await asyncio.wait_for(stream.content.readline(), max(0.1, stop - time.perf_counter()))
                    except TimeoutError:
                        break
                    if not line:
                        break
                    if line.startswith(b"event:"):
                        stats[key] += 1
        except aiohttp.ClientError:
            stats["errors"] += 1

    async def warehouser(session, url: str, seed: int) -> None:
        rng = random.Random(seed)
        await asyncio.sleep(rng.random())
        while time.perf_counter() < stop:
            body = {"kind": "warehouse", "body": {"cards": rng.randint(0, 3)}}
            async with session.post(url + "/submit", json=body) as answer:
                stats["submits" if answer.status == 200 else "refused"] += 1
            await asyncio.sleep(1.0)

    async def player(session, url: str, seed: int) -> None:
        # A player tapping without pause: the page asks for a preview at most every PREVIEW_GAP seconds
        # (player.js debounces taps by 150 ms), and sends the entry after every fifth.
        rng = random.Random(seed)
        while time.perf_counter() < stop:
            body = spend(rng)
            for _ in range(5):
                async with session.post(url + "/preview", json=body) as answer:
                    stats["previews" if answer.status == 200 else "refused"] += 1
                await asyncio.sleep(PREVIEW_GAP)
            async with session.post(url + "/submit", json={"kind": "goods", "body": body}) as answer:
                stats["submits" if answer.status == 200 else "refused"] += 1
            await asyncio.sleep(PREVIEW_GAP)

    connector = aiohttp.TCPConnector(limit=0)
    async with aiohttp.ClientSession(connector=connector) as session:
        tasks = [asyncio.create_task(follow(session, board, "board_events")) for _ in range(BOARDS)]
        tasks += [asyncio.create_task(follow(session, url, "player_events")) for url in players[:PLAYER_STREAMS]]
        await asyncio.sleep(0.5)
        print("ready", flush=True)
        tasks += [asyncio.create_task((warehouser if trading else player)(session, url, i)) for i, url in enumerate(players)]
        await asyncio.gather(*tasks)
    return stats


def worker(argv: list[str]) -> None:
    board, seconds, mode, *players = argv
    stats = asyncio.run(load(board, players, float(seconds), trading=mode == "trading"))
    print(json.dumps(stats), flush=True)


# --- the measurement ------------------------------------------------------------------------------


def cursor_row(term: PtyScreen, names: list[str]) -> int | None:
    """Which player's row has the table's cursor: the one row whose background no other row shares.

    Timing the cursor itself (not "any change on screen") keeps a refresh caused by the load
    from passing for the answer to a key.
    """
    backgrounds = []
    display = term.screen.display  # built anew at each access: once per look
    for name in names:
        for y, line in enumerate(display):
            x = line.find(f" {name} ")
            if x >= 0:
                backgrounds.append(term.screen.buffer[y][x + 1].bg)
                break
        else:
            return None
    unique = [i for i, bg in enumerate(backgrounds) if backgrounds.count(bg) == 1]
    return unique[0] if len(unique) == 1 else None


def time_moves(term: PtyScreen, names: list[str], count: int, gap: float) -> list[float]:
    """Press ↓ and ↑ in turn; the time from each key to the cursor drawn on the next player's row."""
    times = []
    row = cursor_row(term, names)
    if row is None:
        raise RuntimeError(f"no cursor on the players' table:\n{term.text()}")
    for i in range(count):
        down = row + 1 < len(names) and (i % 2 == 0 or row == 0)
        want = row + 1 if down else row - 1
        sent = term.press(b"\x1b[B" if down else b"\x1b[A")
        while cursor_row(term, names) != want:
            if not term.pump(5.0):
                raise TimeoutError(f"the cursor never reached {names[want]}")
        times.append(time.perf_counter() - sent)
        row = want
        end = time.perf_counter() + gap
        while time.perf_counter() < end:
            term.pump(max(0.0, end - time.perf_counter()))
    return times


def fan_out_ms(journal: Path) -> float:
    """In this process: ms of the host's loop to draw one board update and queue it for 30 boards."""
    from companion.game.follower import Follower
    from companion.web.follow import FollowerHost
    from companion.web.server import ShareServer
    from companion.web.stream import Client

    server = ShareServer(FollowerHost(Follower(journal)))
    for _ in range(BOARDS):
        server.hub._clients.add(Client("board", "t"))  # noqa: SLF001 - a measurement, not a server
    start, rounds = time.perf_counter(), 50
    for _ in range(rounds):
        server._sent.clear()  # noqa: SLF001 - as if the view had changed each time
        server._publish()  # noqa: SLF001
        for client in server.hub._clients:  # noqa: SLF001 - the clients read their queues
            while not client.queue.empty():
                client.queue.get_nowait()
    return (time.perf_counter() - start) / rounds * 1000


def submit_once(players: list[str], trading: bool) -> None:
    """Every player sends an entry once, so the screen's phone line no longer changes during the idle timing."""

    async def go() -> None:
        import aiohttp

        async with aiohttp.ClientSession() as session:
            for i, url in enumerate(players):
                entry = {"kind": "warehouse", "body": {"cards": 1}} if trading else {"kind": "goods", "body": spend(random.Random(i))}
                async with session.post(url + "/submit", json=entry) as a:
                    assert a.status == 200, await a.text()

    asyncio.run(go())


def summary(times: list[float]) -> tuple[float, float]:
    ordered = sorted(times)
    return statistics.median(ordered), ordered[int(0.9 * (len(ordered) - 1))]


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--worker":
        worker(sys.argv[2:])
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0, help="how long the load runs (60)")
    parser.add_argument("--keys", type=int, default=40, help="key presses timed idle (and at least as many loaded)")
    parser.add_argument("--apply-at-once", action="store_true",
                        help="the Trading phase with 'apply phone entries at once' on: every phone's entry (cards "
                        "warehoused, one a second each) becomes a journal event at once, and every board is redrawn")
    args = parser.parse_args()
    trading = args.apply_at_once
    phase = "Trading" if trading else "Resolution"

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        journal, players = game_at(folder, trading)
        env = {"COMPANION_DATA_DIR": str(folder)}
        term = PtyScreen(COMPANION + ["resume", str(journal)], env=env)
        try:
            term.wait_for(phase, timeout=60)
            settle(term)
            pid = term.process.pid
            rss_before = rss_kb(pid)
            not_sharing = time_moves(term, players, args.keys, gap=0.05)
            board, mine = links(term, players, phase, trading)
            submit_once(mine, trading)
            settle(term)
            rss_idle = rss_kb(pid)
            idle = time_moves(term, players, args.keys, gap=0.05)

            load_process = subprocess.Popen(
                [sys.executable, __file__, "--worker", board, str(args.seconds), "trading" if trading else "step2", *mine],
                stdout=subprocess.PIPE, text=True, cwd=ROOT,
            )
            assert load_process.stdout is not None
            if load_process.stdout.readline().strip() != "ready":
                raise RuntimeError("the load process did not start")
            started = time.perf_counter()
            loaded: list[float] = []
            while time.perf_counter() - started < args.seconds - 1 or len(loaded) < args.keys:
                loaded += time_moves(term, players, 2, gap=0.4)
                if load_process.poll() is not None and len(loaded) >= args.keys:
                    break
            stats = json.loads(load_process.stdout.readline() or "{}")
            load_process.wait(timeout=30)
            rss_after = rss_kb(pid)
        finally:
            term.close()
        fan_out = fan_out_ms(journal)

    n, n90 = summary(not_sharing)
    i, i90 = summary(idle)
    k, k90 = summary(loaded)
    ms = lambda s: f"{s * 1000:8.1f} ms"  # noqa: E731
    print(f"keypress to refresh (6 players, cursor; {len(idle)} keys idle, {len(loaded)} loaded)")
    print(f"{'':<34}{'median':>11}{'p90':>11}")
    print(f"{'  not sharing (for information)':<34}{ms(n):>11}{ms(n90):>11}")
    print(f"{'  sharing, idle':<34}{ms(i):>11}{ms(i90):>11}")
    print(f"{'  sharing, loaded':<34}{ms(k):>11}{ms(k90):>11}")
    print(f"{'  ratio loaded / idle':<34}{k / i:>10.2f}x{k90 / i90:>10.2f}x   (target <= 1.5)")
    what = ("cards warehoused, each applied at once (a journal event, every board redrawn)" if trading
            else "spent cards and previews at Resolution step 2, waiting for the host")
    print(f"load: {BOARDS} boards + {PLAYER_STREAMS} players' pages streaming, {len(players)} players posting "
          f"{what}, {args.seconds:.0f} s on loopback")
    print("  " + ", ".join(f"{key} {value}" for key, value in stats.items()))
    print(f"  one change of the board, drawn and queued for {BOARDS} boards: {fan_out:.1f} ms of the host's loop "
          "(pages are sent only when what they show changes)")
    print("memory of the host's app (RSS)")
    print(f"  before sharing {rss_before / 1024:7.1f} MB   sharing, idle {rss_idle / 1024:7.1f} MB   "
          f"after the load {rss_after / 1024:7.1f} MB   added by the server {(rss_after - rss_before) / 1024:+7.1f} MB")


if __name__ == "__main__":
    main()
