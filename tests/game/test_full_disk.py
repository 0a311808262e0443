"""A full disk (or any write error) never leaves half an event in the journal.

Before: a failed append left a partial line; later saves were appended after it, reported as
done, and then vanished or made the journal unloadable. Now a failed append is cut off again,
the event is not applied, and the next append starts on a clean line.
"""

from __future__ import annotations

import errno
import os

import pytest

from companion.game.errors import JournalError
from companion.game.journal import load
from tests.game.helpers import new_game
from companion.game.titm.events import Correction, PhaseAdvance


class DiskFills:
    """``os.write`` that writes ``room`` more bytes, then fails with ENOSPC (a disk filling up)."""

    def __init__(self, room: int) -> None:
        self.room = room
        self.real = os.write

    def __call__(self, fd: int, data) -> int:
        if self.room <= 0:
            raise OSError(errno.ENOSPC, "No space left on device")
        n = min(len(data), self.room)
        self.room -= n
        return self.real(fd, bytes(data[:n]))


@pytest.mark.parametrize("room", [0, 1, 25])
@pytest.mark.parametrize("action", ["record", "undo", "redo"])
def test_a_failed_append_leaves_the_file_and_the_state_as_they_were(tmp_path, monkeypatch, room, action):
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    game.record(Correction(player="Ben", what="vp", value=2, reason="a card misread"))
    if action == "redo":
        game.undo()
    before_bytes = game.path.read_bytes()
    before_vp = game.state.player("Ben").vp
    before_events = len(game.events)

    monkeypatch.setattr(os, "write", DiskFills(room))
    with pytest.raises(JournalError, match="No space left on device"):
        if action == "record":
            game.record(Correction(player="Ben", what="vp", value=3, reason="a card misread"))
        else:
            getattr(game, action)()
    monkeypatch.undo()

    assert game.path.read_bytes() == before_bytes  # not one byte of the failed line stays
    assert game.state.player("Ben").vp == before_vp and len(game.events) == before_events
    # The disk has room again: the same change now saves, on a clean line, and survives a reload.
    if action == "record":
        game.record(Correction(player="Ben", what="vp", value=3, reason="a card misread"))
    else:
        getattr(game, action)()
    after = game.state.player("Ben").vp
    game.close()
    loaded = load(tmp_path / "game.jsonl")
    assert loaded.torn is None and len(loaded.events) == before_events + 1
    expected = {"record": 2 + 3, "undo": 0, "redo": 2}[action]  # Ben was given 2 VP (undone before a redo), then 3 more
    assert after == expected


def test_when_even_the_cut_fails_no_later_append_is_written_after_the_partial_line(tmp_path, monkeypatch):
    game = new_game(tmp_path)
    monkeypatch.setattr(os, "write", DiskFills(10))

    def no_truncate(fd, size):
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(os, "ftruncate", no_truncate)
    with pytest.raises(JournalError):
        game.record(PhaseAdvance(to="trading"))
    monkeypatch.undo()
    with pytest.raises(JournalError, match="reopen the game"):
        game.record(PhaseAdvance(to="trading"))
    game.close()
    loaded = load(tmp_path / "game.jsonl")  # the partial line is a torn tail: skipped, nothing else lost
    assert loaded.torn is not None and [e.type for e in loaded.events] == ["setup"]


def test_a_torn_tail_that_cannot_be_set_aside_leaves_no_torn_file_and_the_journal_as_it_was(tmp_path, monkeypatch):
    """Reopening a game with a torn last line on a full disk: before, each attempt left a `.torn`
    file behind (empty, or holding part of the tail: `.torn`, `.torn-2`, `.torn-3`, …) while the
    journal could not be repaired; now nothing is left beside the journal, which is unchanged."""
    from companion.game.session import Game

    game = new_game(tmp_path)
    game.close()
    path = tmp_path / "game.jsonl"
    with path.open("ab") as out:
        out.write(b'{"type":"ruling","seq":2,"text":"half a li')  # the companion stopped while writing it
    before = path.read_bytes()
    real_fsync = os.fsync

    def full(fd):
        if os.fstat(fd).st_ino != os.stat(path).st_ino:  # the journal's own fsync may go through
            raise OSError(errno.ENOSPC, "No space left on device")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", full)
    for _ in range(2):
        with pytest.raises(JournalError, match="No space left on device"):
            Game.open(path)
    monkeypatch.undo()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.jsonl"]
    assert path.read_bytes() == before
    game = Game.open(path)  # room again: the tail is set aside whole, then cut off
    game.close()
    assert (tmp_path / "game.jsonl.torn").read_bytes() == b'{"type":"ruling","seq":2,"text":"half a li'
    assert path.read_bytes() == before[: before.rindex(b"\n") + 1]
