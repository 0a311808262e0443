"""A SIGKILL campaign of the real TUI: kill ``companion`` at random moments while keys record events.

Each run opens one journal with ``companion --game PATH`` in a pseudo-terminal, presses keys as a
host would (through the phases, the trading timer, warehouses, abandons, goods entries,
calamities, Ctrl+Z and Ctrl+Y) and sends SIGKILL to the whole process group at a random moment.
Then:

- the app must still be running when it is killed (it never quits by itself: an exit is a crash);
- the journal must load (a torn last line may be set aside: it was never shown);
- everything the screen had shown must be in it. The harness answers Textual's query for
  synchronized output, so every frame arrives whole; each frame's table (title, Resolution step,
  the timer's status, every player's VP, markers, production and *Now* column) is compared with
  the states the journal passes through, event by event. The frames, in order, must match states
  after events 1…k₁ ≤ k₂ ≤ … of the journal (bytes still in the pty after the kill count as shown).

The next run reopens the same journal (its lock died with the process; a torn tail is cut by
the new holder); after the end of a game a fresh copy of the demo game is used.

Usage: ``python tests/tui/sigkill.py --kills 30 [--seed 1]`` prints the campaign's figures;
``tests/tui/test_sigkill.py`` runs a handful of kills in the suite.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import shutil
import signal
import sys
import tempfile
import textwrap
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:  # run as a script
    sys.path.insert(0, str(ROOT))

from tests.tui.terminal import PtyScreen  # noqa: E402

#: Textual asks whether the terminal supports synchronized output (DECRQM 2026); we say it does.
QUERY, REPLY = b"\x1b[?2026$p", b"\x1b[?2026;2$y"
SYNC_END = b"\x1b[?2026l"
COLUMNS, LINES = 100, 60  # tall enough that a dialog, centred, never covers the players' board
STATUSES = {
    "ready — t to start": "ready",
    "running — t to pause": "running",
    "PAUSED — t to resume": "paused",
    "TIME! grace period": "grace",
    "TIME — trading is over": "over",
}


# --- what a frame shows ------------------------------------------------------------------------


@dataclass(frozen=True)
class Shown:
    """What one frame of the table screen shows of the game."""

    title: str  # "Turn III of VI · Trading"
    step: int | None  # the Resolution step on the phase bar
    civic_applied: bool
    timer: str | None  # ready, running, paused, grace, over (in the Trading phase)
    players: tuple[tuple[str, ...], ...]  # per row: name, VP, Hap, Saf, Gov, Rel, Prod, Now
    now_width: int = 0  # the Now column's width: a longer text is cut there

    def shows(self, state: Shown, timers: frozenset[str]) -> bool:
        """True if this frame is what the table draws for ``state`` (the timer in one of ``timers``)."""
        if (self.title, self.step, self.civic_applied) != (state.title, state.step, state.civic_applied):
            return False
        if self.timer is not None and self.timer not in timers:
            return False
        if [row[:-1] for row in self.players] != [row[:-1] for row in state.players]:
            return False
        for row, want in zip(self.players, state.players):
            if row[-1] != want[-1] and row[-1] not in first_lines(want[-1], self.now_width):
                return False
        return True


def first_lines(text: str, width: int) -> set[str]:
    """The first line of ``text`` word-wrapped in a column about ``width`` wide (its padding is not known exactly)."""
    return {(textwrap.wrap(text, w) or [""])[0] for w in range(max(1, width - 4), width + 1)}


_TITLE = re.compile(r"(Turn [IVX]+ of [IVX]+ · \w+)")
_STEP = re.compile(r"\[Resolution (\d)/3\]")
_COLUMNS = ("VP", "Hap", "Saf", "Gov", "Rel", "Prod", "Now")


def read_frame(lines: list[str]) -> Shown | None:
    """The table as one frame shows it, or None if this frame is not the table (or not all of it)."""
    title = _TITLE.search(lines[0]) if lines else None
    header = next((i for i, line in enumerate(lines[:8]) if "│ Player" in line and " Now" in line), None)
    if title is None or header is None:
        return None
    starts = [lines[header].index(" Player") + 1] + [lines[header].index(f" {c} ") + 1 for c in _COLUMNS]
    rows = []
    for line in lines[header + 1:]:
        if not line.startswith("│"):
            break
        cells = [line[a:b].strip() for a, b in zip(starts, [*starts[1:], line.rindex("│")])]
        symbol, _, name = cells[0].partition(" ")
        rows.append((name.strip(), *cells[1:]))
    if not rows or any(not r[0] for r in rows):
        return None
    text = "\n".join(lines)
    step = _STEP.search(lines[2])
    timer = next((s for label, s in STATUSES.items() if label in text), None) if "· Trading" in lines[0] else None
    now_width = lines[header].rindex("│") - starts[-1]
    civic = any(line.startswith("│ Civic effects applied:") for line in lines)  # the checklist, not a notification
    return Shown(title.group(1), int(step.group(1)) if step else None, civic, timer, tuple(rows), now_width)


class FramedScreen(PtyScreen):
    """A :class:`PtyScreen` that answers the synchronized-output query and reads whole frames only."""

    def __init__(self, argv, **options) -> None:
        super().__init__(argv, columns=COLUMNS, lines=LINES, **options)
        self.pending = b""
        self.synced = False
        self.frames: list[Shown] = []  # every distinct table the screen showed, in order

    def take(self, data: bytes) -> None:
        """Answer the query; draw whole frames only, reading the table of each."""
        if QUERY in data:
            os.write(self.fd, REPLY)
        self.pending += data
        if not self.synced and SYNC_END not in self.pending:
            self.stream.feed(self.pending)  # before the first synchronized frame: the start-up
            self.pending = b""
            return
        *frames, self.pending = self.pending.split(SYNC_END)
        for frame in frames:
            self.synced = True
            self.stream.feed(frame + SYNC_END)
            shown = read_frame(self.screen.display)
            if shown is not None and (not self.frames or self.frames[-1] != shown):
                self.frames.append(shown)

    def drain(self) -> None:
        """Read what the killed program had written to the terminal (it was shown)."""
        while self.pump(0.05):
            pass


# --- what the journal holds --------------------------------------------------------------------


def expected(state) -> tuple[Shown, frozenset[str]]:
    """What the table shows for ``state`` (the timer apart) and the timer statuses it may show."""
    from companion.game.titm.flow import resolution_step
    from companion.game.titm import board
    from companion.game.words import roman
    from companion.tui import views
    from companion.tui.widgets.players import now_text

    rules = state.rules
    rows = tuple(
        (
            p.name,
            views.vp_text(state, p),
            board.status_label(rules.happiness, p.happiness),
            board.status_label(rules.safety, p.safety),
            board.political_label(rules.government, p.government.side, p.government.space),
            board.political_label(rules.religion, p.religion.side, p.religion.space),
            board.production_text(state, p, short=True),
            now_text(state, p, wide=COLUMNS >= 120).plain,  # the board spells it out from 120 columns
        )
        for p in state.players
    )
    title = f"Turn {roman(state.turn)} of {roman(rules.last_turn)} · {views.PHASE_TITLES[state.phase]}"
    step = min(resolution_step(state), 3) if state.phase == "resolution" else None
    civic = state.phase == "civic" and state.this_turn.civic_applied
    timers: frozenset[str] = frozenset()
    if state.phase == "trading":
        saved = state.timer
        if saved is None or saved.turn != state.turn:
            timers = frozenset({"ready"})
        elif saved.action == "end":
            timers = frozenset({"over"})
        elif saved.action in ("start", "resume", "add") and saved.deadline is not None:
            timers = frozenset({"running", "grace", "over"})  # time alone moves a running timer on
        elif saved.action == "add":  # time added before the start: the live timer still reads "ready"
            timers = frozenset({"ready", "paused"})
        else:
            timers = frozenset({"paused"})
    return Shown(title, step, civic, None, rows), timers


def journal_states(events: list, first: int) -> list[tuple[int, Shown, frozenset[str]]]:
    """(k, what the table shows, timer statuses) after the journal's first k events, for k ≥ ``first``."""
    from companion.game import kinds
    from companion.game.history import effective

    kind = kinds.get("titm")
    out = []
    for k in range(first, len(events) + 1):
        state = kind.replay(effective(events[:k]).kept)
        out.append((k, *expected(state)))
    return out


def unmatched(frames: list[Shown], states: list[tuple[int, Shown, frozenset[str]]]) -> tuple[int, Shown | None]:
    """Match the frames, in order, to journal states k₁ ≤ k₂ ≤ …; return (k of the last frame, a frame that has none)."""
    k, at = states[0][0] if states else 0, 0
    for frame in frames:
        while at < len(states) and not frame.shows(states[at][1], states[at][2]):
            at += 1
        if at == len(states):
            return k, frame
        k = states[at][0]
    return k, None


# --- the host at the keyboard ------------------------------------------------------------------


def keys_for(text: str, frame: Shown | None, rng: random.Random) -> list[bytes]:
    """What a host would press next, given the screen: chunks of keys, the screen redrawn between two chunks.

    Dialogs first (a refused entry is cancelled with Esc and entered again), then the table's phase.
    """
    if "⚠" in text:
        return [b"\x1b"]
    if "End trading now" in text:
        return [b"y"]
    if "Warehouse —" in text:
        return [rng.choice([b"1", b"2", b"3"]), b"\r", b"\r"]  # the cards, then no warehouse check
    if "Resolution step 2 —" in text:
        goods = rng.choice([b"grain 1", b"wine 2", b"dye 1, salt 2", b""])
        return [goods, b"\r", rng.choice([b"", b"black", b"white 2"]), b"\r"]
    if "calamities of turn" in text:
        return [b"\r"]
    if "Development —" in text:
        return [rng.choice([b"\r", b"\x1b"])]
    if "The End of the Game" in text:
        return []  # the game is over: the next run starts a fresh one
    if frame is None:
        return [b"\x1b"]
    if rng.random() < 0.08:
        return [b"\x1a"]  # Ctrl+Z
    if rng.random() < 0.04:
        return [b"\x19"]  # Ctrl+Y
    phase = frame.title.rsplit("· ", 1)[1]
    if phase == "Trading":
        return [rng.choice([b"t", b"t", b"+", b"g", b"r", b"w", b"e", b"e"])]
    if phase == "Development" and rng.random() < 0.3:
        return [b"d"]
    return [b"n"]


# --- the campaign ------------------------------------------------------------------------------


@dataclass
class Kill:
    """One run killed: what its screen showed and what its journal holds."""

    run: int
    journal: str
    start: int  # events in the journal when the run began
    keys: int
    frames: int  # distinct tables the screen showed
    shown: int  # the journal state (events 1…k) the last frame matched
    found: int  # events in the journal after the kill
    torn: bool  # a torn last line was set aside when loading
    problem: str = ""


@dataclass
class Campaign:
    """Figures of a campaign of kills."""

    kills: list[Kill] = field(default_factory=list)

    def summary(self) -> str:
        k = self.kills
        loaded = sum(1 for r in k if not r.problem.startswith("does not load"))
        failed = [r for r in k if r.problem]
        recorded = sum(r.found - r.start for r in k)
        shown = sum(r.shown - r.start for r in k)
        return (
            f"{len(k)} kills of the real TUI, {sum(r.keys for r in k)} keys; {loaded} of {len(k)} journals loaded "
            f"({sum(r.torn for r in k)} with a torn last line set aside); {sum(r.frames for r in k)} tables shown, "
            f"each found in its journal: {'yes' if not failed else 'NO'}; events recorded during the runs "
            f"{recorded}, of them shown on screen before the kill {shown} (the rest were saved, not yet drawn); "
            f"shown but missing from the journal: {sum(1 for r in failed if r.problem.startswith('shown'))}; "
            f"failures: {len(failed)}"
        )


def fresh_journal(folder: Path, number: int) -> Path:
    """A copy of the demo game (5 players, turn III) as ``night-N.jsonl``."""
    from companion.game.titm.demo import create_demo

    demo = create_demo(folder)
    demo.close()
    path = folder / f"night-{number}.jsonl"
    shutil.copyfile(folder / "demo.jsonl", path)
    return path


def one_kill(run: int, path: Path, data: Path, rng: random.Random, *, timeout: float = 30.0) -> Kill:
    """Open ``path`` in the real TUI, press keys, SIGKILL it at a random moment; check its journal."""
    from companion.errors import CompanionError
    from companion.game.journal import load
    from companion.game.session import check

    before = len(load(path).events)
    script = Path(sys.executable).parent / "companion"
    term = FramedScreen([str(script), "--game", str(path)], env={"COMPANION_DATA_DIR": str(data)})
    keys = 0
    exited = None
    try:
        term.wait_for(lambda _: bool(term.frames), timeout=timeout)
        kill_at = time.perf_counter() + rng.uniform(0.05, 4.0)
        while time.perf_counter() < kill_at:
            chunks = keys_for(term.text(), read_frame(term.screen.display), rng)
            if not chunks:
                break
            for chunk in chunks:
                for byte in chunk:  # one key at a time, a few ms apart, as typed
                    term.press(bytes([byte]))
                    keys += 1
                    term.pump(rng.uniform(0.0, 0.01))
                end = time.perf_counter() + rng.uniform(0.05, 0.3)  # the screen answers
                while time.perf_counter() < min(end, kill_at):
                    term.pump(0.01)
                if time.perf_counter() >= kill_at:
                    break
        exited = term.process.poll()  # the app never quits by itself: an exit here is a crash
        os.killpg(term.process.pid, signal.SIGKILL)
        term.process.wait()
        term.drain()
    finally:
        term.close()
    if exited is not None:
        last = term.text().strip().splitlines()[-3:]
        return Kill(run, path.name, before, keys, len(term.frames), before, 0, False,
                    f"the app stopped by itself (exit status {exited}) before the kill: {' / '.join(last)}")
    try:
        loaded = load(path)
        check(loaded)
    except CompanionError as error:
        return Kill(run, path.name, before, keys, len(term.frames), before, 0, False, f"does not load: {error}")
    shown, missing = unmatched(term.frames, journal_states(list(loaded.events), before))
    problem = f"shown but not in the journal: {missing}" if missing is not None else ""
    return Kill(run, path.name, before, keys, len(term.frames), shown, len(loaded.events), loaded.torn is not None, problem)


def campaign(kills: int, seed: int, folder: Path, *, report=None) -> Campaign:
    """``kills`` runs, each killed; the journal carries over from run to run (a fresh game after the end)."""
    from companion.game.journal import load
    from companion.game.session import check

    rng = random.Random(seed)
    data = folder
    games = folder / "games"
    games.mkdir(parents=True, exist_ok=True)
    result = Campaign()
    number = 1
    path = fresh_journal(games, number)
    for run in range(1, kills + 1):
        kill = one_kill(run, path, data, rng)
        result.kills.append(kill)
        if report is not None:
            report(kill)
        if kill.problem.startswith("does not load"):
            number += 1
            path = fresh_journal(games, number)
            continue
        if check(load(path)).phase == "over":
            number += 1
            path = fresh_journal(games, number)
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kills", type=int, default=30, help="how many runs to kill (default 30)")
    parser.add_argument("--seed", type=int, default=1, help="the random seed (keys and moments)")
    parser.add_argument("--keep", action="store_true", help="keep the journals (their folder is printed)")
    args = parser.parse_args(argv)
    folder = Path(tempfile.mkdtemp(prefix="companion-sigkill-"))
    os.environ["COMPANION_DATA_DIR"] = str(folder)

    def report(kill: Kill) -> None:
        flag = "ok" if not kill.problem else f"FAIL {kill.problem}"
        print(f"kill {kill.run:3d}: {kill.journal}, events {kill.start} at the start, {kill.keys:3d} keys, "
              f"{kill.frames:2d} tables shown through event {kill.shown}, {kill.found} found"
              f"{' (torn tail set aside)' if kill.torn else ''} — {flag}", flush=True)

    try:
        result = campaign(args.kills, args.seed, folder, report=report)
    finally:
        if args.keep:
            print(f"journals kept in {folder}")
        else:
            shutil.rmtree(folder, ignore_errors=True)
    print(result.summary())
    return 1 if any(k.problem for k in result.kills) else 0


if __name__ == "__main__":
    sys.exit(main())
