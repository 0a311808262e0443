"""Pulled plugs: a real process appending events is killed with SIGKILL at random moments.

After every kill the journal must load; every event the writer acknowledged
(record() returned, so it was fsync'ed) must be there; at most a torn last
line may be skipped. The game is then reopened and the next writer continues.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from companion.game.journal import load
from tests.game.helpers import new_game

WRITER = r"""
import random, sys
from companion.game.events import Ruling
from companion.game.session import Game
game = Game.open(sys.argv[1])
rng = random.Random(int(sys.argv[2]))
print("ready", flush=True)
while True:
    event = game.record(Ruling(text="r" * rng.randint(1, 200), rule="001 Trading Phase"))
    print(f"ack {event.seq}", flush=True)
"""

#: Each trial starts a writer process (about 0.8 s on a loaded CI machine): 25 keep this test off the
#: suite's critical path. The campaign of the real TUI (tests/tui/sigkill.py --kills 30) goes further.
TRIALS = 25


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_never_loses_an_acknowledged_event(tmp_path):
    game = new_game(tmp_path)
    game.close()
    path = tmp_path / "game.jsonl"
    rng = random.Random(20261122)
    acknowledged = 1  # the setup event
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    for trial in range(TRIALS):
        child = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(path), str(trial)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
        )
        assert child.stdout is not None
        first = child.stdout.readline()
        assert first == b"ready\n", child.stderr.read() if child.stderr else first
        time.sleep(rng.uniform(0.0, 0.05))
        child.send_signal(signal.SIGKILL)
        out, _ = child.communicate()
        acks = [int(line.split()[1]) for line in out.decode().splitlines() if line.startswith("ack ")]
        acknowledged = max([acknowledged, *acks])

        loaded = load(path)  # must never fail
        seqs = [e.seq for e in loaded.events]
        assert seqs == list(range(1, len(seqs) + 1))
        assert seqs[-1] >= acknowledged, f"trial {trial}: event {acknowledged} was acknowledged but is lost"
        acknowledged = seqs[-1]
    assert acknowledged > TRIALS  # the writers did write
