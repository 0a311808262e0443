"""A real full disk: a small tmpfs filled up while events are recorded (the injected ENOSPC of
test_full_disk.py, on a real file system). Every acknowledged event is in the journal, no partial
line is, and recording works again once there is room."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from companion.game.errors import JournalError
from companion.game.journal import load
from tests.game.helpers import new_game
from companion.game.events import Ruling
from companion.game.titm.events import PhaseAdvance


@pytest.fixture
def small_disk(tmp_path):
    """A 512 kB tmpfs, mounted for the test and always unmounted (skipped where mounting is not allowed)."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        pytest.skip("mounting a small tmpfs needs root (the injected full disk of test_full_disk.py still runs)")
    if shutil.which("mount") is None:
        pytest.skip("no mount command here")
    mount = tmp_path / "small"
    mount.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=512k", "tmpfs", str(mount)], capture_output=True, text=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip() or done.returncode}")
    try:
        yield mount
    finally:
        if subprocess.run(["umount", str(mount)], capture_output=True).returncode != 0:
            subprocess.run(["umount", "-l", str(mount)], capture_output=True)


def fill(folder: Path, leave: int) -> Path:
    """Fill the file system with a filler file, leaving about ``leave`` bytes free."""
    filler = folder / "filler"
    stats = os.statvfs(folder)
    free = stats.f_bavail * stats.f_frsize
    with filler.open("wb") as out:
        out.write(b"\0" * max(free - leave, 0))
    return filler


def test_recording_until_the_disk_is_full_keeps_every_acknowledged_event(small_disk):
    game = new_game(small_disk)
    game.record(PhaseAdvance(to="trading"))
    filler = fill(small_disk, leave=6_000)
    acknowledged, failures = [], 0
    for n in range(2_000):
        try:
            event = game.record(Ruling(text=f"ruling {n}: " + "words " * 10, rule="001 Trading Phase"))
        except JournalError as error:
            assert "No space left on device" in str(error)
            failures += 1
            if failures == 3:
                break
            continue
        acknowledged.append(event.seq)
    assert acknowledged and failures == 3, "the disk never filled up"
    try:  # undo goes through the same path: saved whole (a short line may fit in the file's last page) or refused
        undone = game.undo().seq
    except JournalError as error:
        assert "No space left on device" in str(error)
        undone = None
    state = game.state.model_dump()

    loaded = load(game.path)
    assert loaded.torn is None  # no partial line
    assert loaded.path.read_bytes().endswith(b"\n")
    assert [e.seq for e in loaded.events if e.type == "ruling"] == acknowledged
    assert [e.seq for e in loaded.events if e.type == "undo"] == ([undone] if undone else [])
    assert game.kind.replay(loaded.events).model_dump() == state

    filler.unlink()  # room again: the app carries on
    game.undo()
    game.record(Ruling(text="after the disk was cleared"))
    game.close()
    again = load(game.path)
    assert again.torn is None and again.events[-1].text == "after the disk was cleared"
