"""A journal changed by another program while the game is open (the lock is advisory).

Before: an editor saving the journal (a new file renamed over it), a sync tool replacing it, or
its deletion left the app appending to the old, deleted file: every change the screen showed as
saved after that vanished when the app closed. A journal cut or rewritten in place got the next
lines after the other program's, and stopped loading ('event 18 where event 17 was expected').
Now each append first checks that the file is still the one it wrote, at the length it left it;
if not, nothing is written then or later, and a deleted or replaced journal is first copied
whole to ``<stem>-rescued.jsonl``.
"""

from __future__ import annotations

import os

import pytest

from companion.game.errors import JournalError
from companion.game.journal import load
from companion.game.session import Game
from tests.game.helpers import new_game, reopened_with_torn_tail
from companion.game.events import Ruling
from companion.game.titm.events import Correction, PhaseAdvance


def _game(tmp_path) -> Game:
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    game.record(Correction(player="Ben", what="vp", value=2, reason="a card misread"))
    return game


def test_a_journal_replaced_by_an_editor_is_not_written_and_what_was_saved_is_rescued(tmp_path):
    game = _game(tmp_path)
    path = game.path
    saved = path.read_bytes()
    edited = saved.replace(b"a card misread", b"a card misread twice")  # the host's editor saves its copy
    (tmp_path / "edit.tmp").write_bytes(edited)
    os.replace(tmp_path / "edit.tmp", path)
    with pytest.raises(JournalError, match="was deleted or replaced by another program") as refused:
        game.record(Correction(player="Ann", what="vp", value=1, reason="late"))
    rescued = tmp_path / "game-rescued.jsonl"
    assert str(rescued) in str(refused.value)
    assert rescued.read_bytes() == saved  # everything the screen showed as saved: 3 events
    assert [e.seq for e in load(rescued).events] == [1, 2, 3]
    assert path.read_bytes() == edited  # the editor's file is left alone
    assert game.state.player("Ann").vp == 0  # not applied
    with pytest.raises(JournalError, match="nothing more can be saved here"):
        game.undo()
    assert path.read_bytes() == edited and len(list(tmp_path.glob("*-rescued*"))) == 1
    game.close()
    Game.open(rescued).close()  # the rescued game can be resumed


def test_a_deleted_journal_is_rescued_under_a_free_name(tmp_path):
    game = _game(tmp_path)
    saved = game.path.read_bytes()
    (tmp_path / "game-rescued.jsonl").write_bytes(b"someone else's")
    game.path.unlink()
    with pytest.raises(JournalError, match="was deleted or replaced"):
        game.record(Ruling(text="after the deletion"))
    assert (tmp_path / "game-rescued-2.jsonl").read_bytes() == saved
    assert (tmp_path / "game-rescued.jsonl").read_bytes() == b"someone else's"
    assert not game.path.exists()
    game.close()


@pytest.mark.parametrize("change", ["cut", "appended"])
def test_a_journal_changed_in_place_is_not_written_after_the_change(tmp_path, change):
    game = _game(tmp_path)
    path = game.path
    data = path.read_bytes()
    if change == "cut":  # its last line removed in place
        changed = data[: data.rstrip(b"\n").rfind(b"\n") + 1]
        os.truncate(path, len(changed))
    else:  # a line added by hand, not through the game
        changed = data + b'{"type":"ruling","seq":4,"at":"2026-11-20T19:40:00Z","turn":1,"phase":"trading","text":"by hand"}\n'
        with path.open("ab") as out:
            out.write(changed[len(data):])
    with pytest.raises(JournalError, match="was changed .* by another program"):
        game.record(Ruling(text="after the change"))
    with pytest.raises(JournalError, match="nothing more can be saved here"):
        game.record(Ruling(text="and again"))
    game.close()
    assert path.read_bytes() == changed
    load(path)  # still a journal that loads: nothing was appended after the other program's change


def test_appends_and_a_torn_tail_cut_on_opening_do_not_count_as_changes(tmp_path):
    game = reopened_with_torn_tail(_game(tmp_path))  # the torn tail is cut off on reopening
    for n in range(3):
        game.record(Ruling(text=f"ruling {n}"))
    game.undo()
    game.redo()
    game.close()
    assert len(load(game.path).events) == 3 + 5


def test_a_file_system_that_counts_no_links_is_not_taken_for_a_deleted_journal(tmp_path, monkeypatch):
    """Some file systems (FUSE, network shares) report 0 links for a file that is there: the journal
    still has its name and is the same file, so appending goes on."""
    game = _game(tmp_path)
    real = os.fstat

    def no_links(fd):
        info = list(real(fd))
        info[3] = 0  # st_nlink
        return os.stat_result(info)

    monkeypatch.setattr(os, "fstat", no_links)
    game.record(Ruling(text="on a share"))
    monkeypatch.undo()
    game.close()
    assert load(game.path).events[-1].text == "on a share"
    assert not list(tmp_path.glob("*-rescued*"))


def test_a_journal_with_another_hard_link_is_still_seen_replaced(tmp_path):
    """A backup made with ``ln`` (or ``cp -al``, rsnapshot) keeps a second link to the journal: when an
    editor then saves the journal (a new file renamed over it), the file this window writes still
    has one link, the backup's. Appending went on into the backup, and the journal the table resumes
    lost every change the screen showed as saved."""
    game = _game(tmp_path)
    path = game.path
    saved = path.read_bytes()
    os.link(path, tmp_path / "backup.jsonl")
    (tmp_path / "edit.tmp").write_bytes(saved)  # the editor saves its copy, unchanged
    os.replace(tmp_path / "edit.tmp", path)
    with pytest.raises(JournalError, match="was deleted or replaced by another program"):
        game.record(Ruling(text="after the editor saved"))
    game.close()
    assert path.read_bytes() == saved and (tmp_path / "backup.jsonl").read_bytes() == saved  # nothing written
    assert (tmp_path / "game-rescued.jsonl").read_bytes() == saved


def test_a_journal_with_another_hard_link_is_written_while_it_keeps_its_name(tmp_path):
    game = _game(tmp_path)
    os.link(game.path, tmp_path / "backup.jsonl")
    game.record(Ruling(text="with a backup link"))
    game.close()
    assert load(game.path).events[-1].text == "with a backup link"
    assert not list(tmp_path.glob("*-rescued*"))


def test_a_name_that_cannot_be_looked_up_now_is_not_taken_for_a_deletion(tmp_path, monkeypatch):
    """The name is asked before each append; if it cannot be asked at all (no permission on the folder
    for a moment), the file's own link count decides, as it did before the name was asked."""
    import errno

    game = _game(tmp_path)
    real = os.stat

    def refused(path, *args, **kwargs):
        if os.fspath(path) == os.fspath(game.path):
            raise PermissionError(errno.EACCES, "Permission denied")
        return real(path, *args, **kwargs)

    monkeypatch.setattr(os, "stat", refused)
    game.record(Ruling(text="while the folder is closed"))
    monkeypatch.undo()
    game.close()
    assert load(game.path).events[-1].text == "while the folder is closed"
    assert not list(tmp_path.glob("*-rescued*"))


# --- a change in place that keeps the journal's length (issue 22, item 5) --------------------------


def _wine_night(tmp_path) -> Game:
    """Ann scores 1 wine (1 VP, the wine chart of 001 The Goods) in turn I's Resolution."""
    from tests.game.helpers import resolve_everyone

    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    resolve_everyone(game, goods={"Ann": ({"wine": 1}, {})})
    return game


@pytest.mark.parametrize("keep_time", [False, True])
def test_a_same_size_edit_in_place_is_refused_before_the_next_append(tmp_path, keep_time):
    """Before: a script changed "wine":1 to "wine":9 in place; the length was unchanged, so the app
    appended its next event; the screen said 1 VP for Ann's wine while the journal gave 9 cards'
    worth. Now the next append sees the content differ from what the window saved, even with the
    file's modification time set back (the change time cannot be)."""
    game = _wine_night(tmp_path)
    path = game.path
    before = os.stat(path)
    data = path.read_bytes()
    assert data.count(b'"wine":1') == 1
    edited = data.replace(b'"wine":1', b'"wine":9')
    with path.open("r+b") as out:  # in place: same file, same length
        out.write(edited)
    if keep_time:
        os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    after = os.stat(path)
    assert (after.st_ino, after.st_size) == (before.st_ino, before.st_size)
    assert keep_time == (after.st_mtime_ns == before.st_mtime_ns)
    with pytest.raises(JournalError, match="was changed in place .* by another program") as refused:
        game.record(Ruling(text="after the edit"))
    assert "nothing was changed" in str(refused.value)
    with pytest.raises(JournalError, match="nothing more can be saved here"):
        game.record(Ruling(text="and again"))
    game.close()
    assert path.read_bytes() == edited  # nothing appended after the other program's edit


def test_a_change_of_links_or_mode_alone_does_not_stop_the_game(tmp_path):
    """The change time also moves for a new hard link (a backup with ln) or a chmod: the content is
    then compared, found unchanged, and the game goes on."""
    game = _wine_night(tmp_path)
    os.link(game.path, tmp_path / "backup.jsonl")
    game.record(Ruling(text="after the backup"))
    os.chmod(game.path, 0o600)
    game.record(Ruling(text="after the chmod"))
    game.close()
    assert [e.text for e in load(game.path).events[-2:]] == ["after the backup", "after the chmod"]


def test_a_torn_tail_cut_then_an_edit_in_place_is_still_seen(tmp_path):
    """What is compared is what the window holds after cutting a torn tail on opening."""
    game = reopened_with_torn_tail(_wine_night(tmp_path))
    game.record(Ruling(text="first"))
    data = game.path.read_bytes()
    with game.path.open("r+b") as out:
        out.write(data.replace(b'"wine":1', b'"wine":9'))
    with pytest.raises(JournalError, match="was changed in place"):
        game.record(Ruling(text="second"))
    game.close()
