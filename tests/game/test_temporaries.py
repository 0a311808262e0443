"""What a killed write leaves behind is removed at the next start (issue 35, item 5).

Before: SIGKILL during ``companion import`` left a hidden ``.<name>.jsonl.<random>.new`` file of
6 to 56 MB in the games folder in 9 of 15 trials, and nothing ever removed it. A write's temporary
file is now locked (``flock``) for as long as its writer lives: a sweep removes the files no live
process holds, and never one a writer is still writing, however slow.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from companion.game import files
from companion.game.store import games_dir
from tests.cli.conftest import run_cli

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="POSIX locks and signals")

#: A writer that stops half-way through its temporary file, as a SIGKILL would find it.
STALLED_WRITER = """
import sys, time
from pathlib import Path
from companion.game import files

real = files.write_all

def half_then_wait(fd, data):
    real(fd, data[: len(data) // 2])
    print("writing", flush=True)
    time.sleep(120)

files.write_all = half_then_wait
files.write_file(Path(sys.argv[1]), b"x" * 1_000_000, numbered=True)
"""


def leftover(folder: Path, name: str = "friday.jsonl", age: float = 3600.0) -> Path:
    """A temporary file as a killed :func:`write_file` leaves it, last written ``age`` seconds ago."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f".{name}.k3x_9q2a.new"
    path.write_bytes(b'{"journal": "companion"}\n' + b"x" * 1000)
    then = time.time() - age
    os.utime(path, (then, then))
    return path


def hidden(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("."))


def test_a_killed_imports_temporary_file_is_gone_after_the_next_command():
    stale = leftover(games_dir())
    result = run_cli("games")
    assert result.code == 0, result.err
    assert not stale.exists()


@pytest.mark.parametrize("command", [["stats"], ["import", "SOURCE"]])
def test_stats_and_import_sweep_the_games_folder_too(command):
    stale = leftover(games_dir(), "monday.jsonl")
    source = Path(__file__).parents[1] / "data" / "full-game-5p.jsonl"
    result = run_cli(*[str(source) if word == "SOURCE" else word for word in command])
    assert result.code == 0, result.err
    assert not stale.exists()


def test_the_next_write_of_a_file_sweeps_its_own_leftovers_wherever_it_lies(tmp_path):
    """An export -o killed half-way, in a folder of the user's: the next write of that file takes it away."""
    mine = leftover(tmp_path, "night.md")
    other = leftover(tmp_path, "notes.md")  # another file's: not this write's business
    files.write_file(tmp_path / "night.md", b"# report\n", replace=True)
    assert not mine.exists() and other.exists()


def test_what_is_not_a_killed_writes_file_is_left_alone(tmp_path):
    fresh = leftover(tmp_path, "fresh.jsonl", age=0.0)  # its writer may be about to lock it
    look_alike = tmp_path / ".notes.new"  # not named as write_file names its files
    look_alike.write_text("mine\n", encoding="utf-8")
    target = tmp_path / "keep.txt"
    target.write_text("keep me\n", encoding="utf-8")
    link = tmp_path / ".link.jsonl.abcd1234.new"
    link.symlink_to(target)
    for path in (look_alike, link):
        os.utime(path, (1, 1), follow_symlinks=False)
    assert files.sweep_temporaries(tmp_path) == []
    assert fresh.exists() and look_alike.exists() and link.is_symlink() and target.read_text(encoding="utf-8") == "keep me\n"
    assert files.SWEEP_AFTER <= 60  # a leftover goes at most a minute after its kill


def test_a_live_writers_file_is_kept_however_old_and_swept_once_it_is_killed(tmp_path):
    folder = tmp_path / "games"
    folder.mkdir()
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])}
    writer = subprocess.Popen(
        [sys.executable, "-c", STALLED_WRITER, str(folder / "friday.jsonl")], stdout=subprocess.PIPE, text=True, env=env
    )
    try:
        assert writer.stdout is not None and writer.stdout.readline() == "writing\n"
        (temporary,) = [p for p in folder.iterdir() if p.name.startswith(".friday.jsonl.")]
        os.utime(temporary, (1, 1))  # older than any grace: only its writer's lock keeps it
        assert files.sweep_temporaries(folder) == [] and temporary.exists()
        writer.kill()  # SIGKILL: no finally, no clean-up
        writer.wait(timeout=10)
        assert hidden(folder) == [temporary.name]
        assert files.sweep_temporaries(folder) == [temporary]
        assert hidden(folder) == [] and list(folder.iterdir()) == []
    finally:
        if writer.poll() is None:
            writer.kill()
            writer.wait()
