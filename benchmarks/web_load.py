"""The host's app under attack and under the table's load: keypress latency against idle, in one run.

The real app runs in a pty (``companion resume`` of a 6-player game), with the open-file limit
set to 1,024 as on most desktops (``resource.setrlimit`` in the child, before it becomes the
app), and shares the table exactly as a host would (``s``, then ``p`` for each player's link,
read off the screen). The benchmark times keypress-to-refresh (the table's cursor moving
between players, as ``benchmarks/tui.py`` does) idle, then during each of these, each in a
process of its own on loopback, every loop bounded in count and time:

- **board flood**: 10,000 requests for the board page (its token is public: it is on the TV),
  32 connections at once, from one address, each giving up on an answer after 0.3 s (a 429 waits
  a second before it is sent: a guest need not wait for it); and **from 5 addresses** (16
  connections from each, 10,000 requests in all);
- **submit flood**: one player's token posting entries as fast as the server answers (5,000 at most);
- **stream churn**: board streams opened, read to their first message and closed, 16 at once
  (5,000 at most), each given up after 0.5 s (a 429 is not waited for);
- **held streams**: 40 board streams held open from one address (one refused or closed is opened
  again after 2 s, as a browser's ``EventSource`` does);
- **slowloris**: 1,100 connections from 20 addresses that never finish their headers (a header
  line every 2 s; one closed by the server is opened again after 0.5 s);
- **table load**: 30 boards streaming and 6 players tapping without pause (a preview every
  150 ms, the entry after every fifth), each device from its own loopback address (127.0.x.y);
- **table load, apply at once** (a second game, in the Trading phase, with "apply phone entries at
  once" on): each player warehousing once a second, each entry a journal event that redraws the
  host's table and every board.

During each, a **legitimate phone** (the last player's page, from 127.0.0.2, another device)
and a **legitimate TV** (the board, from 127.0.0.3) each load their page and wait for their
stream's first message every 2 s: the benchmark says how many of those took at most 2 s, and
the slowest.

Then, with 30 boards open, the **browser latency**: the host presses ``t`` (start or pause the
trading timer) and a real browser (Chromium, headless) showing the board and a player's page
records when its page shows the new status (a MutationObserver, wall clock): median and p90
of key to DOM.

Prints each case's median and p90 and their ratio to idle (target ≤ 1.5), the load average
before and after, and what each attack did. Runs against any version of the companion: with
``PYTHONPATH=<another checkout>`` the app served is that checkout's.

Usage: python benchmarks/web_load.py [--seconds 20] [--keys 30] [--only board,submit,...]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from companion.game.titm.events import AbilitiesResolved

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
#: The open-file limit of the host's app (the usual soft limit).
HOST_FILES = 1024
#: The legitimate phone's and TV's addresses (other devices than the attackers').
PHONE, TV = "127.0.0.2", "127.0.0.3"
#: Seconds between two of the legitimate phone's (and TV's) loads.
PROBE_GAP = 2.0
ATTACKS = ["board", "board5", "submit", "churn", "held", "slowloris", "table", "apply"]
WHAT = {
    "board": "board flood, 1 address",
    "board5": "board flood, 5 addresses",
    "submit": "submit flood (one player)",
    "churn": "board stream churn",
    "held": "40 held board streams, 1 address",
    "slowloris": "slowloris, 20 addresses",
    "table": "30-board table load",
    "apply": "30-board load, apply at once",
}


def limited(argv: list[str]) -> list[str]:
    """``argv`` run with the open-file limit at :data:`HOST_FILES` (set in the child, then exec)."""
    code = ("import os, resource, sys; hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]; "
            f"resource.setrlimit(resource.RLIMIT_NOFILE, ({HOST_FILES}, hard)); os.execv(sys.argv[1], sys.argv[1:])")
    return [sys.executable, "-c", code, *argv]


def game_at(folder: Path, trading: bool) -> tuple[Path, list[str]]:
    """A 6-player game in turn III (played by the autoplayer) at Resolution step 2, or in the
    Trading phase with the timer not started; and its players."""
    os.environ["COMPANION_DATA_DIR"] = str(folder)
    from companion.edition import load_edition
    from companion.game.titm.autoplay import play
    from companion.game.session import Game
    from tests.game.helpers import PLAYERS

    game = Game.new(folder / "games" / "six.jsonl", name="Load night", players=PLAYERS[:6], edition=load_edition())
    play(game, random.Random(1), until=(3, "trading" if trading else "resolution"))
    if not trading:
        game.record(AbilitiesResolved())
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
    found: dict[str, str] = {}
    # each player's link, read with the name the screen gives it ("Ann's phone"): a key lost while the
    # chooser opens only means one more try
    for attempt in range(4 * len(players)):
        if len(found) == len(players):
            break
        term.press(b"p")
        term.wait_for("Whose phone?", timeout=10)
        term.pump(0.2)
        for _ in range(attempt % len(players)):
            term.press(b"\x1b[B")
            term.pump(0.1)
        term.press(b"\r")
        term.wait_for(lambda text: "/p/" in text and "Esc" in text and "'s phone" in text, timeout=10)
        text = term.text()
        who = [name for name in players if f"{name}'s phone" in text]
        link = [m for m in LINK.findall(text) if "/p/" in m]
        if who and link:
            found[who[0]] = link[0]
        term.press(b"\x1b")
        term.wait_for(lambda text: "/p/" not in text, timeout=10)
    mine = [found[name] for name in players]
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



def in_time(who: str, tries: dict) -> str:
    """``phone 5/6 in time, slowest 2.31 s (page 429)``: a legitimate device's loads during one case."""
    times = tries.get("times", [])
    good = [t for t in times if t is not None and t <= 2.0]
    worst = max((t if t is not None else float("inf")) for t in times) if times else float("nan")
    failures = sorted(set(tries.get("failures", [])))
    return f"{who} {len(good)}/{len(times)}, slowest {worst:.2f} s" + (f" ({', '.join(failures)})" if failures else "")


def summary(times: list[float]) -> tuple[float, float]:
    ordered = sorted(times)
    return statistics.median(ordered), ordered[int(0.9 * (len(ordered) - 1))]




# --- the attacks and the loads (each in a process of its own) ----------------------------------


def connector(address: str | None = None, limit: int = 0):
    """A client connector, from ``address`` (a loopback address of its own: another device)."""
    import aiohttp

    return aiohttp.TCPConnector(limit=limit, local_addr=(address, 0) if address else None, force_close=False)


def attacker(i: int) -> str:
    """The loopback address of an attack's device ``i`` (127.0.2.1, …), for the attacks from several addresses."""
    return f"127.0.2.{1 + i}"


def device(i: int) -> str:
    """The loopback address of simulated device ``i`` (127.0.1.1, …): each phone and TV its own."""
    return f"127.0.{1 + i // 250}.{1 + i % 250}"


async def flood(request, total: int, at_once: int, seconds: float, stats: dict, addresses: int = 0) -> dict:
    """``request(session)`` (one request, which counts its answer in ``stats``) ``total`` times at most,
    ``at_once`` at a time (from each of ``addresses`` addresses of :func:`attacker`; 0: from
    127.0.0.1), for ``seconds`` at most, as fast as the server answers."""
    import aiohttp

    stats["errors"] = 0
    left = [total]
    stop = time.perf_counter() + seconds

    async def one(session) -> None:
        while left[0] > 0 and time.perf_counter() < stop:
            left[0] -= 1
            try:
                await request(session)
            except (aiohttp.ClientError, TimeoutError):
                stats["errors"] += 1
                await asyncio.sleep(0.05)

    sessions = [aiohttp.ClientSession(connector=connector(attacker(i) if addresses else None, limit=at_once))
                for i in range(max(1, addresses))]
    try:
        print("ready", flush=True)
        await asyncio.gather(*(one(session) for session in sessions for _ in range(at_once)))
    finally:
        for session in sessions:
            await session.close()
    stats["sent"] = total - left[0]
    return stats


def _count(stats: dict, status: int) -> None:
    stats[str(status)] = stats.get(str(status), 0) + 1


async def board_flood(board: str, seconds: float, addresses: int = 0) -> dict:
    """10,000 requests for the board page, 32 connections at once from one address (16 from each of
    ``addresses``), each abandoned after 0.3 s (a 429 is sent after about a second: a flood that
    waited for it would leave the board's token a moment's rest every second)."""
    import aiohttp

    stats: dict = {}

    async def load(session) -> None:
        try:
            async with session.get(board, timeout=aiohttp.ClientTimeout(total=0.3)) as answer:
                await answer.read()
                _count(stats, answer.status)
        except TimeoutError:
            stats["abandoned"] = stats.get("abandoned", 0) + 1

    return await flood(load, 10_000, 16 if addresses else 32, seconds, stats, addresses)


async def submit_flood(player: str, seconds: float) -> dict:
    """One player's token posting entries as fast as the server answers (5,000 at most), 4 at once."""
    import aiohttp

    stats: dict = {}
    rng = random.Random(7)

    async def send(session) -> None:
        async with session.post(player + "/submit", json={"kind": "goods", "body": spend(rng)},
                                timeout=aiohttp.ClientTimeout(total=5)) as answer:
            await answer.read()
            _count(stats, answer.status)

    return await flood(send, 5_000, 4, seconds, stats)


async def churn(board: str, seconds: float) -> dict:
    """Board streams opened, read to their first message and closed, 16 at once (5,000 at most), each
    given up after 0.5 s (a 429, sent after about a second, is not waited for)."""
    import aiohttp

    stats: dict = {"first messages": 0}

    async def follow(session) -> None:
        try:
            async with session.get(board + "/events", timeout=aiohttp.ClientTimeout(total=0.5)) as stream:
                _count(stats, stream.status)
                if stream.status == 200:
                    while not (await stream.content.readline()).startswith(b"event:"):
                        pass
                    stats["first messages"] += 1
                else:
                    await stream.read()
        except TimeoutError:
            stats["abandoned"] = stats.get("abandoned", 0) + 1

    return await flood(follow, 5_000, 16, seconds, stats)


async def held(board: str, seconds: float, count: int = 40) -> dict:
    """``count`` board streams held open from one address; one refused or closed is opened again after
    2 s (a browser's ``EventSource``)."""
    import aiohttp

    stats: dict = {"open at the end": 0, "errors": 0}
    stop = time.perf_counter() + seconds
    open_now = [0]

    async def one(session) -> None:
        while time.perf_counter() < stop:
            try:
                async with session.get(board + "/events", timeout=aiohttp.ClientTimeout(total=None)) as stream:
                    _count(stats, stream.status)
                    if stream.status != 200:
                        await stream.read()
                    else:
                        open_now[0] += 1
                        try:
                            while time.perf_counter() < stop:
                                line = await asyncio.wait_for(stream.content.readline(), max(0.1, stop - time.perf_counter()))
                                if not line:
                                    break
                        except TimeoutError:
                            pass
                        finally:
                            open_now[0] -= 1
            except aiohttp.ClientError:
                stats["errors"] += 1
            await asyncio.sleep(2.0)

    async with aiohttp.ClientSession(connector=connector(limit=0)) as session:
        tasks = [asyncio.create_task(one(session)) for _ in range(count)]
        await asyncio.sleep(1.0)
        print("ready", flush=True)
        await asyncio.sleep(max(0.0, seconds - 2))
        stats["open at the end"] = open_now[0]
        await asyncio.gather(*tasks)
    return stats


async def slowloris(board: str, seconds: float, count: int = 1100, addresses: int = 20) -> dict:
    """``count`` connections from ``addresses`` addresses that never finish their headers; one the server
    closes is opened again after 0.5 s."""
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 4096), hard))
    host, port = re.match(r"http://([\d.]+):(\d+)", board).groups()
    stats = {"opened": 0, "closed by the server": 0, "refused": 0, "open at the end": 0}
    stop = time.perf_counter() + seconds
    open_now = [0]

    async def one(i: int) -> None:
        await asyncio.sleep(i * 0.002)
        while time.perf_counter() < stop:
            try:
                reader, writer = await asyncio.wait_for(
                    asyncio.open_connection(host, int(port), local_addr=(attacker(i % addresses), 0)), 5)
            except (OSError, TimeoutError):
                stats["refused"] += 1
                await asyncio.sleep(0.5)
                continue
            stats["opened"] += 1
            open_now[0] += 1
            try:
                writer.write(f"GET /b/slow HTTP/1.1\r\nHost: {host}:{port}\r\n".encode())
                while time.perf_counter() < stop:
                    try:
                        data = await asyncio.wait_for(reader.read(1024), 2.0)
                        if not data:
                            stats["closed by the server"] += 1
                            break
                    except TimeoutError:
                        writer.write(b"X-Slow: 1\r\n")
                        await writer.drain()
            except OSError:
                stats["closed by the server"] += 1
            finally:
                open_now[0] -= 1
                writer.close()
            await asyncio.sleep(0.5)

    print("ready", flush=True)
    tasks = [asyncio.create_task(one(i)) for i in range(count)]
    await asyncio.sleep(max(0.0, seconds - 1))
    stats["open at the end"] = open_now[0]
    await asyncio.gather(*tasks)
    return stats


async def table(board: str, players: list[str], seconds: float, trading: bool = False, streams_only: bool = False) -> dict:
    """30 boards following the live stream (each its own device); 6 players posting previews and entries
    (``trading``: cards warehoused, one entry a second each, that the host's app applies at once)."""
    import aiohttp

    stats = {"board_events": 0, "player_events": 0, "submits": 0, "previews": 0, "refused": 0, "errors": 0,
             "streams_refused": 0}
    stop = time.perf_counter() + seconds
    sessions = []

    def session_of(i: int):
        session = aiohttp.ClientSession(connector=connector(device(i)))
        sessions.append(session)
        return session

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

    try:
        tasks = [asyncio.create_task(follow(session_of(i), board, "board_events")) for i in range(BOARDS)]
        phones = [session_of(BOARDS + i) for i in range(len(players))]
        tasks += [asyncio.create_task(follow(phones[i], url, "player_events"))
                  for i, url in enumerate(players[:0 if streams_only else PLAYER_STREAMS])]
        await asyncio.sleep(0.5)
        print("ready", flush=True)
        if not streams_only:
            tasks += [asyncio.create_task((warehouser if trading else player)(phones[i], url, i))
                      for i, url in enumerate(players)]
        await asyncio.gather(*tasks)
    finally:
        for session in sessions:
            await session.close()
    return stats


async def phone(url: str, seconds: float, address: str = PHONE) -> dict:
    """A legitimate phone or TV (its own address): every :data:`PROBE_GAP` seconds, its page loaded and
    its stream's first message read."""
    import aiohttp

    times: list[float] = []
    failures: list[str] = []
    stop = time.perf_counter() + seconds
    print("ready", flush=True)
    await asyncio.sleep(1.0)
    while time.perf_counter() < stop - 1:
        start = time.perf_counter()
        try:
            async with aiohttp.ClientSession(connector=connector(address)) as session:
                async with session.get(url, timeout=aiohttp.ClientTimeout(total=5)) as page:
                    await page.read()
                    if page.status != 200:
                        raise RuntimeError(f"page {page.status}")
                async with session.get(url + "/events", timeout=aiohttp.ClientTimeout(total=5)) as stream:
                    if stream.status != 200:
                        raise RuntimeError(f"stream {stream.status}")
                    while not (await stream.content.readline()).startswith(b"event:"):
                        pass
            times.append(time.perf_counter() - start)
        except (aiohttp.ClientError, TimeoutError, RuntimeError) as error:
            failures.append(type(error).__name__ if not isinstance(error, RuntimeError) else str(error))
            times.append(float("inf"))
        await asyncio.sleep(max(0.0, PROBE_GAP - (time.perf_counter() - start)))
    return {"times": [round(t, 3) if t != float("inf") else None for t in times], "failures": failures}


def worker(argv: list[str]) -> None:
    mode, seconds, board, *players = argv
    run = {
        "board": lambda: board_flood(board, float(seconds)),
        "board5": lambda: board_flood(board, float(seconds), addresses=5),
        "held": lambda: held(board, float(seconds)),
        "submit": lambda: submit_flood(players[0], float(seconds)),
        "churn": lambda: churn(board, float(seconds)),
        "slowloris": lambda: slowloris(board, float(seconds)),
        "table": lambda: table(board, players, float(seconds)),
        "apply": lambda: table(board, players, float(seconds), trading=True),
        "boards": lambda: table(board, players, float(seconds), streams_only=True),
        "phone": lambda: phone(players[-1], float(seconds)),
        "tv": lambda: phone(board, float(seconds), TV),
    }[mode]
    print(json.dumps(asyncio.run(run())), flush=True)


def spawn(mode: str, seconds: float, board: str, players: list[str]) -> subprocess.Popen:
    """A worker process, once it says it is ready."""
    process = subprocess.Popen([sys.executable, __file__, "--worker", mode, str(seconds), board, *players],
                               stdout=subprocess.PIPE, text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": ""})
    assert process.stdout is not None
    if process.stdout.readline().strip() != "ready":
        raise RuntimeError(f"the {mode} process did not start")
    return process


def result(process: subprocess.Popen) -> dict:
    assert process.stdout is not None
    line = process.stdout.readline()
    process.wait(timeout=60)
    return json.loads(line or "{}")


# --- the measurement ------------------------------------------------------------------------------


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


def under(term: PtyScreen, names: list[str], mode: str, seconds: float, keys: int, board: str, mine: list[str]) -> dict:
    """Key latency while ``mode`` runs, and the legitimate phone's tries meanwhile."""
    attack = spawn(mode, seconds, board, mine)
    probe, tv = spawn("phone", seconds, board, mine), spawn("tv", seconds, board, mine)
    started = time.perf_counter()
    loaded: list[float] = []
    while time.perf_counter() - started < seconds - 1 or len(loaded) < keys:
        loaded += time_moves(term, names, 2, gap=0.4)
        if attack.poll() is not None and len(loaded) >= keys:
            break
        if time.perf_counter() - started > 3 * seconds:
            break
    stats, phone_tries, tv_tries = result(attack), result(probe), result(tv)
    settle(term)
    time.sleep(2)
    return {"keys": loaded, "stats": stats, "phone": phone_tries, "tv": tv_tries}


def browser_latency(term: PtyScreen, board: str, player: str, presses: int = 16) -> dict:
    """Key ``t`` (the timer: start, pause, resume) → the status shown in Chromium's DOM, board and player's page."""

    async def go() -> dict:
        from playwright.async_api import async_playwright

        from tests.web.test_browser import ARGS, CHROMIUM

        watch = """() => { window.__seen = []; let last = null;
          const look = () => { const t = document.getElementById('timer');
            const s = t ? t.dataset.status : null; if (s !== last) { last = s; window.__seen.push([s, Date.now()]); } };
          new MutationObserver(look).observe(document.body, {subtree: true, childList: true, attributes: true}); look(); }"""
        times: dict[str, list[float]] = {"board": [], "player": []}
        async with async_playwright() as playwright:
            browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            try:
                pages = {}
                for key, url in (("board", board), ("player", player)):
                    page = await (await browser.new_context(viewport={"width": 360, "height": 740})).new_page()
                    await page.goto(url)
                    await page.wait_for_selector("#conn[data-state=live], #conn[data-state=full]")
                    if await page.get_attribute("#conn", "data-state") == "full":
                        times[key + " (refused: too many pages)"] = []
                        continue
                    await page.evaluate(watch)
                    pages[key] = page
                for _ in range(presses):
                    seen = {key: len(await page.evaluate("() => window.__seen")) for key, page in pages.items()}
                    sent = time.time()
                    term.press(b"t")
                    for key, page in pages.items():
                        if key not in times:
                            continue
                        for _ in range(200):
                            now = await page.evaluate("() => window.__seen")
                            if len(now) > seen[key]:
                                times[key].append(now[-1][1] / 1000 - sent)
                                break
                            await asyncio.sleep(0.01)
                    term.pump(0.05)
                    await asyncio.sleep(0.4)
            finally:
                await browser.close()
        return times

    return asyncio.run(go())


def session(trading: bool, args: argparse.Namespace, folder: Path, report: dict) -> None:
    journal, players = game_at(folder / ("trading" if trading else "step2"), trading)
    phase = "Trading" if trading else "Resolution"
    env = {"COMPANION_DATA_DIR": str(journal.parent.parent)}
    term = PtyScreen(limited(COMPANION + ["resume", str(journal)]), env=env)
    try:
        term.wait_for(phase, timeout=60)
        settle(term)
        board, mine = links(term, players, phase, trading)
        submit_once(mine, trading)
        settle(term)
        report["idle_trading" if trading else "idle"] = time_moves(term, players, args.keys, gap=0.05)
        wanted = ["apply"] if trading else [a for a in ATTACKS if a != "apply"]
        for mode in wanted:
            if mode in args.only:
                print(f"  {WHAT[mode]}…", file=sys.stderr, flush=True)
                report[mode] = under(term, players, mode, args.seconds, args.keys, board, mine)
        if trading and "browser" in args.only:
            print("  browser latency…", file=sys.stderr, flush=True)
            boards = spawn("boards", 60, board, mine)
            try:
                report["browser"] = browser_latency(term, board, mine[1])
            except Exception as error:  # noqa: BLE001 - the other figures are still worth printing
                report["browser"] = {f"failed: {error!r}"[:200]: []}
            finally:
                boards.kill()
                boards.wait()
        report["rss_kb" + ("_trading" if trading else "")] = rss_kb(term.process.pid)
    finally:
        term.close()


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--worker":
        worker(sys.argv[2:])
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20.0, help="how long each attack or load runs (20)")
    parser.add_argument("--keys", type=int, default=30, help="key presses timed idle (and at least as many in each case)")
    parser.add_argument("--only", default=",".join([*ATTACKS, "browser"]), help="the cases to run (comma-separated)")
    args = parser.parse_args()
    args.only = set(args.only.split(","))
    load_before = os.getloadavg()
    report: dict = {}
    with tempfile.TemporaryDirectory() as tmp:
        session(False, args, Path(tmp), report)
        if args.only & {"apply", "browser"}:
            session(True, args, Path(tmp), report)
    load_after = os.getloadavg()

    ms = lambda s: f"{s * 1000:7.1f} ms"  # noqa: E731
    print(f"keypress to refresh (6 players, the table's cursor), host's open-file limit {HOST_FILES}")
    print(f"{'':<36}{'median':>10}{'p90':>11}{'ratio':>8}{'p90 ratio':>10}   legitimate loads (page + first update <= 2 s)")
    for idle_key, modes in (("idle", ATTACKS[:-1]), ("idle_trading", ATTACKS[-1:])):
        if idle_key not in report:
            continue
        i, i90 = summary(report[idle_key])
        print(f"{'  idle' + (' (Trading game)' if idle_key == 'idle_trading' else ''):<36}{ms(i):>10}{ms(i90):>11}")
        for mode in modes:
            if mode not in report:
                continue
            k, k90 = summary(report[mode]["keys"])
            print(f"  {WHAT[mode]:<34}{ms(k):>10}{ms(k90):>11}{k / i:>7.2f}x{k90 / i90:>9.2f}x   "
                  + "; ".join(in_time(who, report[mode].get(key, {})) for who, key in (("phone", "phone"), ("TV", "tv"))))
    print("what each attack did")
    for mode in ATTACKS:
        if mode in report:
            print(f"  {WHAT[mode]}: " + ", ".join(f"{key} {value}" for key, value in report[mode]["stats"].items()))
    if "browser" in report:
        print("host's key (t) to the change in Chromium's DOM, 30 boards open")
        for key, times in report["browser"].items():
            if times:
                m, p = summary(times)
                print(f"  {key:<8}{ms(m)} median {ms(p)} p90   ({len(times)} presses)")
            else:
                print(f"  {key}")
    print(f"load average before {load_before[0]:.2f} {load_before[1]:.2f}, after {load_after[0]:.2f} {load_after[1]:.2f} "
          f"({os.cpu_count()} cores); host's RSS at the end {report.get('rss_kb', 0) / 1024:.1f} MB")


if __name__ == "__main__":
    main()
