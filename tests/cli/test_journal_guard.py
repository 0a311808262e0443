"""A journal is recognised by what it is, not where it is (issue 35, item 5): no file the companion
writes replaces a file whose first line is a journal header, wherever it lies, with or without
``--force``, and the game's own journal is refused by identity under any name.

Before: ``cp night.jsonl night-race.svg; companion export ./night-race.svg -o ./night.md --force``
replaced the journal with the race chart (only ``-o`` was checked), and ``export G -o J --force``
replaced any journal outside the games folder (a game opened with ``--game PATH``).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pydantic import BaseModel, TypeAdapter

from companion.errors import CompanionError
from companion.game.files import write_file
from companion.game.json_cache import JsonCache
from tests.cli.conftest import assert_one_line_error, run_cli
from tests.game.helpers import new_game
from companion.game.events import Ruling


class Kept(BaseModel):
    """A cache file of counts, as :class:`JsonCache` keeps one."""

    entries: dict[str, int]


def a_journal(folder: Path, name: str = "game.jsonl") -> Path:
    """A journal of two events outside the games folder (as ``--game PATH`` saves one)."""
    folder.mkdir(parents=True, exist_ok=True)
    game = new_game(folder)
    game.record(Ruling(text="a ruling", rule="001 Trading Phase"))
    game.close()
    if game.path.name != name:
        game.path.rename(folder / name)
    return folder / name


@pytest.mark.parametrize("force", [[], ["--force"]])
def test_a_journal_copied_to_the_charts_name_is_never_replaced_by_the_chart(tmp_path, monkeypatch, force):
    """The issue's own steps: the game exported is night-race.svg, the chart beside night.md is it."""
    monkeypatch.chdir(tmp_path)
    night = a_journal(tmp_path, "night.jsonl")
    shutil.copyfile(night, tmp_path / "night-race.svg")
    saved = night.read_bytes()
    result = run_cli("export", "./night-race.svg", "-o", "./night.md", *force)
    assert_one_line_error(result, "night-race.svg: is the journal of the game being exported", "never writes a report over a journal")
    assert (tmp_path / "night-race.svg").read_bytes() == saved
    assert sorted(p.name for p in tmp_path.iterdir()) == ["night-race.svg", "night.jsonl"]  # no night.md, no temporary file


@pytest.mark.parametrize("force", [[], ["--force"]])
def test_another_journal_where_the_chart_goes_is_never_replaced(tmp_path, force):
    """Not the game exported, not in the games folder: a journal all the same, by its first line."""
    game = a_journal(tmp_path / "games-elsewhere")
    other = a_journal(tmp_path / "friday")
    chart = tmp_path / "night-race.svg"
    shutil.copyfile(other, chart)
    saved = chart.read_bytes()
    result = run_cli("export", str(game), "-o", str(tmp_path / "night.md"), *force)
    assert_one_line_error(result, f"{chart}: is a journal (its first line is a journal header)")
    assert chart.read_bytes() == saved and not (tmp_path / "night.md").exists()


@pytest.mark.parametrize("force", [[], ["--force"]])
def test_a_journal_outside_the_games_folder_is_never_replaced_by_a_report(tmp_path, force):
    """``export G -o J --force`` with J a game saved with ``--game PATH`` somewhere else."""
    game = a_journal(tmp_path / "a")
    elsewhere = a_journal(tmp_path / "b", "tuesday.jsonl")
    saved = elsewhere.read_bytes()
    for output in (elsewhere, elsewhere.with_suffix(".md")):
        if output != elsewhere:
            output.symlink_to(elsewhere)  # through a link too
        result = run_cli("export", str(game), "-o", str(output), "--format", "json", *force)
        assert_one_line_error(result, f"{output}: is a journal")
        assert elsewhere.read_bytes() == saved


def test_every_file_the_companion_replaces_refuses_a_journal_wherever_it_lies(tmp_path):
    journal = a_journal(tmp_path / "anywhere", "notes.txt")  # named as no journal is
    saved = journal.read_bytes()
    with pytest.raises(CompanionError, match="notes.txt: is a journal"):
        write_file(journal, b"{}", replace=True)
    cache: JsonCache[int] = JsonCache(journal, TypeAdapter(Kept), 10**6, lambda c: True, lambda e: Kept(entries=e))
    cache.keep("k", 1)
    cache.save()  # best effort: never raises, never writes over the journal
    assert journal.read_bytes() == saved
    plain = tmp_path / "plain.md"
    plain.write_text('{"journal": "not this one"}\n', encoding="utf-8")
    write_file(plain, b"replaced\n", replace=True)  # what is no journal is replaced as ever
    assert plain.read_bytes() == b"replaced\n"


def test_the_games_own_journal_is_refused_by_identity_even_when_its_header_is_gone(tmp_path):
    """Identity, not content: ``own`` is refused under another name even if its first line were damaged."""
    own = tmp_path / "own.bin"
    own.write_bytes(b"damaged first line\n")
    link = tmp_path / "backup.md"
    link.hardlink_to(own)
    with pytest.raises(CompanionError, match="backup.md: is the journal of the game being exported"):
        write_file(link, b"report", replace=True, own=own)
    assert own.read_bytes() == b"damaged first line\n"


@pytest.mark.parametrize(
    "first, journal",
    [
        (b'{"journal": "companion", "schema": 1}\n', True),
        (b'\xef\xbb\xbf{"journal":"companion","schema":1}\r\n', True),  # a BOM and CRLF: the reader takes it
        (b'{"journal": "companion"}', False),  # no complete first line: the reader refuses it too
        (b'{"journal": "elsewhere"}\n', False),
        (b"# a report\n", False),
        (b"", False),
    ],
)
def test_a_journal_is_told_by_its_first_line(tmp_path, first, journal):
    from companion.game.store import is_journal

    path = tmp_path / "file"
    path.write_bytes(first + b'{"type": "setup"}\n' if first.endswith(b"\n") else first)
    assert is_journal(path) is journal
