"""One writer per journal: the game's lock, and read-only followers of a journal being written.

Before the lock, two companions on one journal both appended, the file got duplicate ``seq``
lines and stopped loading. Now the second is refused with a message naming the game, and may
follow the first read-only.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from companion.game.errors import JournalError, JournalLocked
from companion.game.follower import Follower
from companion.game.journal import load
from companion.game.session import Game
from tests.game.helpers import new_game
from companion.game.titm.events import Correction, PhaseAdvance

ROOT = Path(__file__).resolve().parents[2]

HOLDER = r"""
import sys
from companion.game.events import Ruling
from companion.game.session import Game
game = Game.open(sys.argv[1])
print("holding", flush=True)
sys.stdin.readline()          # hold the game open until told to stop
game.record(Ruling(text="written by the first window"))
game.close()
print("closed", flush=True)
"""


def _journal(tmp_path) -> Path:
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    game.close()
    return tmp_path / "game.jsonl"


def test_a_second_process_cannot_open_a_game_another_holds(tmp_path):
    path = _journal(tmp_path)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env
    )
    try:
        assert holder.stdout.readline().strip() == "holding"
        before = path.read_bytes()
        with pytest.raises(JournalLocked) as refused:
            Game.open(path)
        assert "game.jsonl" in str(refused.value) and "another companion window" in str(refused.value)
        assert path.read_bytes() == before  # the refused opener wrote nothing, cut nothing
        # Reading never needs the lock: a follower, replay and games read the file as it is.
        assert Follower(path).state.phase == "trading"
        holder.stdin.write("stop\n")
        holder.stdin.flush()
        assert holder.stdout.readline().strip() == "closed"
    finally:
        holder.kill() if holder.poll() is None else None
        holder.wait()
    # The holder has closed the game: now it opens, and holds both windows' events in order.
    game = Game.open(path)
    assert [e.type for e in game.events][-2:] == ["phase_advance", "ruling"]
    game.close()


def test_two_opens_in_one_process_are_refused_too(tmp_path):
    path = _journal(tmp_path)
    first = Game.open(path)
    try:
        with pytest.raises(JournalLocked):
            Game.open(path)
    finally:
        first.close()
    Game.open(path).close()  # closing released the lock


def test_the_lock_is_held_from_creation(tmp_path):
    game = new_game(tmp_path)
    try:
        with pytest.raises(JournalLocked):
            Game.open(tmp_path / "game.jsonl")
    finally:
        game.close()


def test_a_follower_sees_each_event_the_writer_saves(tmp_path):
    game = new_game(tmp_path)
    follower = Follower(game.path)
    assert follower.poll() is False  # nothing new
    game.record(PhaseAdvance(to="trading"))
    game.record(Correction(player="Ben", what="vp", value=1, reason="a card misread"))
    assert follower.poll() is True
    assert follower.state.phase == "trading"
    assert follower.state.player("Ben").vp == 1 and len(follower.events) == 3
    game.undo(reason="wrong key")  # an undo re-folds: Ben's VP go back to 0
    assert follower.poll() is True
    assert follower.state.player("Ben").vp == 0
    game.redo()
    assert follower.poll() and follower.state.player("Ben").vp == 1
    assert [h.in_effect for h in follower.history()] == [h.in_effect for h in game.history()]
    game.close()


def test_a_follower_waits_for_a_line_still_being_written(tmp_path):
    game = new_game(tmp_path)
    game.close()
    path = tmp_path / "game.jsonl"
    follower = Follower(path)
    line = b'{"type":"phase_advance","seq":2,"at":"2026-11-20T19:31:00Z","turn":1,"phase":"production","to":"trading"}\n'
    with open(path, "ab") as f:
        f.write(line[:30])  # the writer is half-way through the line
    assert follower.poll() is False and follower.problem is None
    with open(path, "ab") as f:
        f.write(line[30:])
    assert follower.poll() is True and follower.state.phase == "trading"


def test_a_follower_stops_at_damage_and_keeps_the_last_good_state(tmp_path):
    game = new_game(tmp_path)
    game.close()
    path = tmp_path / "game.jsonl"
    follower = Follower(path)
    with open(path, "ab") as f:
        f.write(b'{"type":"phase_advance","seq":7,"at":"2026-11-20T19:31:00Z","turn":1,"phase":"production","to":"trading"}\n')
    assert follower.poll() is False
    assert "line 3" in follower.problem and "event 7 where event 2 was expected" in follower.problem
    assert follower.state.phase == "production"


def test_a_follower_reads_a_replaced_journal_from_the_start(tmp_path):
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    game.close()
    path = tmp_path / "game.jsonl"
    follower = Follower(path)
    shorter = b"\n".join(path.read_bytes().split(b"\n")[:2]) + b"\n"  # header and setup only
    replacement = tmp_path / "other.jsonl"
    replacement.write_bytes(shorter)
    os.replace(replacement, path)
    assert follower.poll() is True and follower.state.phase == "production" and len(follower.events) == 1


def test_a_journal_replaced_by_one_the_rules_refuse_leaves_the_follower_whole(tmp_path):
    """Before, the follower took the new file's events (the refused one included) and kept the old
    state: the history showed a penalty for 'Zed' as in effect beside a state without it."""
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    game.close()
    path = tmp_path / "game.jsonl"
    follower = Follower(path)
    refused = b'{"type":"penalty","seq":3,"at":"2026-11-20T19:31:00Z","turn":1,"phase":"trading","player":"Zed","amount":1,"reason":"x"}\n'
    replacement = tmp_path / "other.jsonl"
    replacement.write_bytes(path.read_bytes() + refused)
    os.replace(replacement, path)
    assert follower.poll() is False
    assert "line 4: 'Zed' is not a player" in follower.problem
    assert [e.seq for e in follower.events] == [1, 2] and follower.state.seq == 2
    assert [line.event.seq for line in follower.history()] == [1, 2]
    assert [e.seq for e in follower.timeline.kept] == [1, 2]


def test_a_journal_replaced_by_another_game_types_stops_the_follower(tmp_path):
    """Before, the follower read a Trade and Triumph journal put in place of a game's and the
    window following it crashed ('TntState' object has no attribute 'house_rules'): its screens
    are the other game's. It now stops following, with the last good state and a reason."""
    from tests.game.tnt_helpers import new_tnt

    game = new_game(tmp_path)
    game.close()
    path = tmp_path / "game.jsonl"
    follower = Follower(path)
    new_tnt(tmp_path).close()
    os.replace(tmp_path / "tnt.jsonl", path)
    assert follower.poll() is False
    assert "replaced by a Trade and Triumph journal" in follower.problem
    assert follower.kind.name == "titm" and follower.state.phase == "production" and len(follower.events) == 1


def test_a_fifo_is_refused_with_one_line_and_never_hangs(tmp_path):
    fifo = tmp_path / "game.jsonl"
    os.mkfifo(fifo)
    for opener in (load, Game.open, Follower):
        with pytest.raises(JournalError) as refused:
            opener(fifo)
        assert "FIFO" in str(refused.value) and str(fifo) in str(refused.value)
