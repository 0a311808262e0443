"""Symlinks planted in the data folder are never followed for writing (docs/journal-format.md, "File rules")."""

from __future__ import annotations

import os
from datetime import datetime, timezone
from pathlib import Path

import pytest

from companion.game.titm.demo import create_demo
from companion.game.errors import JournalError
from companion.game.journal import load
from companion.game.session import Game
from companion.game.store import new_game_path
from tests.game.helpers import fixed_clock, new_game
from companion.game.events import Ruling

WHEN = datetime(2026, 11, 20, 19, 30, tzinfo=timezone.utc)


@pytest.fixture
def outside(tmp_path) -> Path:
    folder = tmp_path / "outside"
    folder.mkdir()
    return folder


def closed_game(folder: Path) -> Path:
    game = new_game(folder)
    game.record(Ruling(text="a ruling", rule="001 Trading Phase"))
    game.close()
    return game.path


def test_a_journal_that_is_a_symlink_is_not_opened_for_writing(tmp_path, outside):
    real = closed_game(outside)
    before = real.read_bytes()
    link = tmp_path / "planted.jsonl"
    link.symlink_to(real)
    with pytest.raises(JournalError) as refused:
        Game.open(link)
    assert str(refused.value) == (
        f"{link}: is a symbolic link; the companion only writes to the file itself: open the real file ({real})"
    )
    assert real.read_bytes() == before
    assert len(load(link).events) == 2  # reading through it (replay, export) is harmless
    Game.open(real).close()  # the real file opens


def test_a_symlink_to_a_device_is_refused_for_reading_and_writing(tmp_path):
    link = tmp_path / "zero.jsonl"
    link.symlink_to("/dev/zero")
    with pytest.raises(JournalError, match="is a device"):
        load(link)
    with pytest.raises(JournalError, match="is a symbolic link"):
        Game.open(link)


def test_a_dangling_symlink_takes_the_new_games_name(tmp_path, outside):
    first = new_game_path("Friday", WHEN, tmp_path)
    first.symlink_to(outside / "created-by-the-attacker.jsonl")
    second = new_game_path("Friday", WHEN, tmp_path)
    assert second == tmp_path / "2026-11-20-friday-2.jsonl"


def test_creating_a_journal_over_a_dangling_symlink_is_refused_and_creates_nothing(tmp_path, outside):
    path = tmp_path / "game.jsonl"
    path.symlink_to(outside / "target.jsonl")
    with pytest.raises(JournalError, match="exists already"):
        new_game(tmp_path)
    assert list(outside.iterdir()) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.jsonl", "outside"]  # no temporary file left


def test_a_planted_torn_file_is_not_written_through(tmp_path, outside):
    path = closed_game(tmp_path)
    path.write_bytes(path.read_bytes()[:-5])  # a torn last line
    victim = outside / "victim"
    victim.write_text("keep me\n", encoding="utf-8")
    (tmp_path / "game.jsonl.torn").symlink_to(victim)
    game = Game.open(path)
    game.close()
    assert victim.read_text(encoding="utf-8") == "keep me\n"
    assert (tmp_path / "game.jsonl.torn-2").read_bytes().endswith(b'"rule":"001 Trading Pha')  # the line less its last 5 bytes: se"}\n


def test_the_demo_replaces_a_planted_link_without_following_it(tmp_path, outside):
    victim = outside / "victim"
    victim.write_text("keep me\n", encoding="utf-8")
    (tmp_path / "demo.jsonl").symlink_to(victim)
    create_demo(tmp_path, clock=fixed_clock()).close()
    assert victim.read_text(encoding="utf-8") == "keep me\n"
    assert not (tmp_path / "demo.jsonl").is_symlink()
    (tmp_path / "demo.jsonl").unlink()
    (tmp_path / "demo.jsonl").symlink_to(outside / "dangling")
    create_demo(tmp_path, clock=fixed_clock()).close()
    assert not (outside / "dangling").exists() and not (tmp_path / "demo.jsonl").is_symlink()
