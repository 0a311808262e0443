"""`export -o PATH` and the TUI's "Export report": a new file written whole, never an existing one
replaced without saying so, never a temporary file left behind, never a symlink followed."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from companion.errors import CompanionError
from companion.game.files import write_file
from tests.cli.conftest import assert_one_line_error, run_cli
from tests.game.helpers import new_game
from companion.game.events import Ruling


@pytest.fixture
def journal(tmp_path) -> Path:
    game = new_game(tmp_path)
    game.record(Ruling(text="a ruling", rule="001 Trading Phase"))
    game.close()
    return game.path


def test_export_writes_a_new_file_and_says_which(journal, tmp_path):
    out = tmp_path / "report.md"
    result = run_cli("export", str(journal), "-o", str(out))
    chart = tmp_path / "report-race.svg"  # the race drawn beside the report (issue 25)
    assert result.code == 0 and result.out == f"wrote {out}\nwrote {chart}\n"
    assert out.read_text(encoding="utf-8") == run_cli("export", str(journal)).out
    assert chart.read_text(encoding="utf-8").startswith("<svg ")


def test_export_refuses_to_replace_an_existing_file_without_force(journal, tmp_path):
    out = tmp_path / "report.md"
    out.write_text("the table's own notes\n", encoding="utf-8")
    assert_one_line_error(run_cli("export", str(journal), "-o", str(out)), f"{out}: exists already", "--force")
    assert out.read_text(encoding="utf-8") == "the table's own notes\n"
    result = run_cli("export", str(journal), "-o", str(out), "--force")
    assert result.code == 0 and out.read_text(encoding="utf-8").startswith("#")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.jsonl", "report-race.svg", "report.md"]


def test_force_without_an_output_file_is_a_usage_error(journal):
    assert_one_line_error(run_cli("export", str(journal), "--force"), "--force goes with -o")


def test_a_symlink_planted_at_the_output_is_never_followed(journal, tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me\n", encoding="utf-8")
    link = tmp_path / "report.md"
    link.symlink_to(victim)
    assert_one_line_error(run_cli("export", str(journal), "-o", str(link)), "exists already")
    assert run_cli("export", str(journal), "-o", str(link), "--force").code == 0
    assert victim.read_text(encoding="utf-8") == "keep me\n"  # the link was replaced, its target untouched
    assert not link.is_symlink() and link.read_text(encoding="utf-8").startswith("#")


@pytest.mark.parametrize("kind", ["a FIFO (named pipe)", "a folder", "a link to a FIFO"])
def test_an_output_that_is_not_a_file_is_refused_even_with_force(journal, tmp_path, kind):
    """Before: '-o PATH' on a FIFO, a folder or a link to a device (/dev/stdout, /dev/null) said
    'exists already … give --force to replace it', and --force then replaced the FIFO, the link
    or (as root) the device node itself with the report, or failed on the folder ('Is a
    directory'). Only a file is replaced; the others are refused, saying what they are."""
    out = tmp_path / "out"
    if kind == "a folder":
        out.mkdir()
    elif kind == "a FIFO (named pipe)":
        os.mkfifo(out)
    else:
        os.mkfifo(tmp_path / "pipe")
        out.symlink_to(tmp_path / "pipe")
    what = "a folder" if kind == "a folder" else "a FIFO (named pipe)"
    for force in ([], ["--force"]):
        result = run_cli("export", str(journal), "-o", str(out), *force)
        assert_one_line_error(result, f"{out}: is {what}, not a file", "without -o")
        assert "--force" not in result.err
    assert out.is_dir() if kind == "a folder" else (out.resolve().is_fifo() and out.is_symlink() == (kind == "a link to a FIFO"))


class DiskFull:
    """``os.write`` that writes ``room`` bytes in all, then fails with ENOSPC."""

    def __init__(self, room: int) -> None:
        self.room, self.real = room, os.write

    def __call__(self, fd, data):
        if self.room <= 0:
            raise OSError(errno.ENOSPC, "No space left on device")
        written = self.real(fd, bytes(data[: self.room]))
        self.room -= written
        return written


@pytest.mark.parametrize("room", [0, 100])
def test_a_full_disk_leaves_no_file_and_no_temporary_file(journal, tmp_path, monkeypatch, room):
    out_dir = tmp_path / "out"
    out_dir.mkdir()
    monkeypatch.setattr(os, "write", DiskFull(room))
    result = run_cli("export", str(journal), "-o", str(out_dir / "report.md"))
    monkeypatch.undo()
    # the race's chart beside the report is written first (issue 25): the first file that fails is named
    assert_one_line_error(result, "report-race.svg: cannot be written (No space left on device)")
    assert list(out_dir.iterdir()) == []


def test_a_missing_folder_is_one_line_and_leaves_nothing(journal, tmp_path):
    assert_one_line_error(run_cli("export", str(journal), "-o", str(tmp_path / "nowhere" / "r.md")), "cannot be written")
    assert not (tmp_path / "nowhere").exists()


def test_write_file_numbered_never_replaces_and_names_what_it_wrote(tmp_path):
    target = tmp_path / "night.md"
    assert write_file(target, b"first", numbered=True) == target
    assert write_file(target, b"second", numbered=True) == tmp_path / "night-2.md"
    (tmp_path / "night-3.md").symlink_to(tmp_path / "elsewhere.md")  # a dangling link takes its name too
    assert write_file(target, b"third", numbered=True) == tmp_path / "night-4.md"
    assert [target.read_bytes(), (tmp_path / "night-2.md").read_bytes(), (tmp_path / "night-4.md").read_bytes()] == [
        b"first", b"second", b"third"]
    assert not (tmp_path / "elsewhere.md").exists()
    with pytest.raises(CompanionError, match="exists already"):
        write_file(target, b"fourth")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["night-2.md", "night-3.md", "night-4.md", "night.md"]


def test_replay_and_export_take_a_saved_games_name_as_resume_does(tmp_path, monkeypatch):
    # `companion games` lists names and `resume NAME` takes one; replay and export said "no such journal".
    from companion.game.store import games_dir

    saved = new_game(games_dir())  # "Test night", in the data folder (tests/conftest.py gives each test its own)
    saved.close()
    monkeypatch.chdir(tmp_path)  # no file called "Test night" here
    by_name, by_file = run_cli("export", "test night"), run_cli("export", str(saved.path))
    assert by_name.code == 0 and by_name.out == by_file.out and by_name.out.startswith("# Test night")
    assert run_cli("replay", "Test night").out == run_cli("replay", str(saved.path)).out
    assert_one_line_error(run_cli("replay", "Nobody's night"), "no saved game called", "companion games")
    # A word that reads as a path stays a path: its own message, not a name search.
    assert_one_line_error(run_cli("replay", "missing.jsonl"), "missing.jsonl: no such journal")


# --- the journal is never the victim of its own tools (issue 22, item 4) ----------------------------

@pytest.mark.parametrize("force", [[], ["--force"]])
@pytest.mark.parametrize("name", ["itself", "hard link", "symlink", "another name"])
def test_export_never_writes_over_the_games_own_journal(journal, tmp_path, monkeypatch, force, name):
    """Before: 'export night.jsonl -o night.jsonl --force' replaced the game's journal with its
    report, and the game was gone. The journal is recognised by identity, under any name."""
    monkeypatch.chdir(tmp_path)
    saved = journal.read_bytes()
    if name == "itself":
        out = journal
    elif name == "hard link":
        out = tmp_path / "backup.jsonl"
        os.link(journal, out)
    elif name == "symlink":
        out = tmp_path / "report.md"
        out.symlink_to(journal)
    else:  # the same file by a path spelled otherwise
        (tmp_path / "sub").mkdir()
        out = Path("sub") / ".." / journal.name
    result = run_cli("export", str(journal), "-o", str(out), *force)
    assert_one_line_error(result, f"{out}: is the journal of the game being exported (game.jsonl)", "never writes a report over a journal")
    assert journal.read_bytes() == saved and not journal.is_symlink()
    assert out.exists() and os.path.samefile(out, journal)
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []  # no temporary file left


@pytest.mark.parametrize("force", [[], ["--force"]])
def test_export_never_writes_over_another_saved_games_journal(journal, tmp_path, force):
    from companion.game.store import games_dir

    other = new_game(games_dir())
    other.close()
    saved = other.path.read_bytes()
    result = run_cli("export", str(journal), "-o", str(other.path), *force)
    assert_one_line_error(result, "is the journal of a saved game (game.jsonl)")
    assert other.path.read_bytes() == saved
    link = tmp_path / "friday.md"
    link.symlink_to(other.path)
    assert_one_line_error(run_cli("export", str(journal), "-o", str(link), *force), "is the journal of a saved game")
    assert other.path.read_bytes() == saved and link.is_symlink()


def test_no_file_the_companion_replaces_can_be_a_saved_games_journal(tmp_path):
    """The same guard holds for every file written over an old one (the listing's cache, the
    sharing links), not only for export -o: write_file refuses to replace a journal."""
    from companion.game.store import games_dir

    game = new_game(games_dir())
    game.close()
    saved = game.path.read_bytes()
    link = games_dir() / ".game.links.json"
    link.symlink_to(game.path)
    for target in (game.path, link):
        with pytest.raises(CompanionError, match="is the journal of a saved game"):
            write_file(target, b"{}", replace=True)
    assert game.path.read_bytes() == saved
def test_the_report_that_cannot_be_written_leaves_no_chart_beside_it(journal, tmp_path, monkeypatch):
    """The chart is written first; if the report then fails, the chart goes too (issue 25)."""
    from companion.game import files

    real = files.write_file

    def chart_only(path, data, **options):
        if path.suffix == ".md":
            raise CompanionError(f"{path}: cannot be written (No space left on device)")
        return real(path, data, **options)

    monkeypatch.setattr(files, "write_file", chart_only)
    result = run_cli("export", str(journal), "-o", str(tmp_path / "report.md"))
    assert_one_line_error(result, "report.md: cannot be written")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.jsonl"]


def test_an_existing_chart_is_refused_before_the_report_is_written(journal, tmp_path):
    chart = tmp_path / "report-race.svg"
    chart.write_text("the table's own drawing\n", encoding="utf-8")
    assert_one_line_error(run_cli("export", str(journal), "-o", str(tmp_path / "report.md")), "report-race.svg: exists already", "--force")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.jsonl", "report-race.svg"]
    assert chart.read_text(encoding="utf-8") == "the table's own drawing\n"
