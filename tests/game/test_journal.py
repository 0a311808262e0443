"""The journal on disk: torn tails, damage, schema versions, and `replay` on bad files."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from companion.game.errors import JournalError
from companion.game.journal import load
from companion.game.session import Game
from tests.cli.helpers import run
from tests.game.helpers import new_game
from companion.game.events import Ruling
from companion.game.titm.events import PhaseAdvance


def played(tmp_path, events: int = 12):
    """A journal with a setup and some events, closed."""
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))
    for i in range(events):
        game.record(Ruling(text=f"ruling number {i}", rule="001 Trading Phase"))
    game.close()
    return tmp_path / "game.jsonl"


def test_first_line_is_a_header_with_the_schema_version(tmp_path):
    path = played(tmp_path)
    header = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
    assert header["journal"] == "companion" and header["schema"] == 1


@settings(max_examples=40, suppress_health_check=[HealthCheck.function_scoped_fixture], deadline=None)
@given(cut=st.integers(1, 10_000))
def test_a_torn_last_line_is_skipped_and_everything_before_kept(tmp_path_factory, cut):
    path = played(tmp_path_factory.mktemp("torn"))
    data = path.read_bytes()
    lines = data.split(b"\n")
    setup_end = len(lines[0]) + len(lines[1]) + 2
    cut = setup_end + cut % (len(data) - setup_end)
    path.write_bytes(data[:cut])
    loaded = load(path)
    complete = data[:cut].count(b"\n") - 1  # lines ending before the cut, minus the header
    assert len(loaded.events) == complete
    at_boundary = data[:cut].endswith(b"\n")
    assert (loaded.torn is None) == at_boundary
    assert path.read_bytes() == data[:cut]  # loading never changes the file


def test_opening_a_torn_journal_sets_the_tail_aside_and_continues(tmp_path):
    path = played(tmp_path)
    data = path.read_bytes()
    path.write_bytes(data[:-7])  # cut inside the last line
    game = Game.open(path)
    assert game.torn is not None and len(game.events) == 1 + 1 + 11
    game.record(Ruling(text="after the crash"))
    game.close()
    again = load(path)
    assert again.torn is None and again.events[-1].text == "after the crash"
    aside = tmp_path / "game.jsonl.torn"
    assert aside.read_bytes() == data[data.rfind(b"\n", 0, len(data) - 1) + 1 : -7]


def test_damage_in_the_middle_stops_the_load_and_leaves_the_file(tmp_path):
    path = played(tmp_path)
    lines = path.read_bytes().split(b"\n")
    lines[5] = b'{"type": "penalty", "seq": 5, oops'
    damaged = b"\n".join(lines)
    path.write_bytes(damaged)
    with pytest.raises(JournalError, match="line 6: not valid JSON"):
        load(path)
    with pytest.raises(JournalError):
        Game.open(path)
    assert path.read_bytes() == damaged


def _header(schema=1) -> str:
    return json.dumps({"journal": "companion", "schema": schema}) + "\n"


def _bad_files(tmp_path):
    good = played(tmp_path / "good").read_text(encoding="utf-8").splitlines(keepends=True)
    setup = good[1]
    return {
        "empty": (b"", "empty file"),
        "binary garbage": (bytes(range(256)) * 4, "not a companion journal"),
        "truncated": ("".join(good)[: len(good[0]) + 40].encode(), "no setup event"),
        "newer schema": ((_header(7) + setup).encode(), "newer companion (journal schema 7)"),
        "unknown event type": (
            (_header() + setup + '{"type":"teleport","seq":2,"at":"2026-11-20T19:31:00Z","turn":1,"phase":"production"}\n'
             + good[2]).encode(),
            "line 3: unknown event type 'teleport'",
        ),
        "VP of 10^9": (
            (_header() + setup + '{"type":"vp_transfer","seq":2,"at":"2026-11-20T19:31:00Z","turn":1,'
             '"phase":"production","giver":"Ann","receiver":"Ben","amount":1000000000}\n').encode(),
            "line 3: amount: Input should be less than or equal to 999",
        ),
        "player who does not exist": (
            (_header() + setup + '{"type":"penalty","seq":2,"at":"2026-11-20T19:31:00Z","turn":1,'
             '"phase":"production","player":"Zed","amount":1,"reason":"x"}\n').encode(),
            "line 3: 'Zed' is not a player in this game",
        ),
        "a folder": (None, "is a folder"),
        # Brackets nested deeper than Python's json reader recurses: before, a RecursionError traceback.
        "deeply nested line": (
            (_header() + setup + "[" * 100_000 + "]" * 100_000 + "\n" + good[2]).encode(),
            "line 3: not valid JSON",
        ),
        "deeply nested header": (("[" * 100_000 + "]" * 100_000 + "\n" + setup).encode(), "line 1 is not a journal header"),
        # Before: 'journal of an unknown game type 'chess' …', without the file or the line.
        "unknown game type": (
            (json.dumps({"journal": "companion", "schema": 1, "game": "chess"}) + "\n" + setup).encode(),
            "bad.jsonl: line 1: a journal of an unknown game type 'chess' (this companion knows: titm, tnt, session)",
        ),
        "a game type that is not a word": (
            (json.dumps({"journal": "companion", "schema": 1, "game": ["x" * 10_000]}) + "\n" + setup).encode(),
            "bad.jsonl: line 1: a journal of an unknown game type (this companion knows: titm, tnt, session)",
        ),
    }


@pytest.mark.parametrize(
    "case",
    ["empty", "binary garbage", "truncated", "newer schema", "unknown event type", "VP of 10^9",
     "player who does not exist", "a folder", "deeply nested line", "deeply nested header", "unknown game type",
     "a game type that is not a word"],
)
def test_replay_of_a_bad_file_is_one_clear_line_and_exit_2(tmp_path, capsys, case):
    content, message = _bad_files(tmp_path)[case]
    path = tmp_path / "bad.jsonl"
    if content is None:
        path.mkdir()
    else:
        path.write_bytes(content)
    status, out, err = run(capsys, "replay", str(path))
    assert status == 2
    assert out == ""
    assert err.count("\n") == 1 and message in err, err
    assert "Traceback" not in err


def test_replay_warns_about_a_torn_tail_and_still_answers(tmp_path, capsys):
    path = played(tmp_path)
    path.write_bytes(path.read_bytes()[:-5])
    status, out, err = run(capsys, "replay", str(path), "--json")
    assert status == 0
    assert "was incomplete" in err and json.loads(out)["turn"] == 1


def test_replay_until(tmp_path, capsys):
    game = new_game(tmp_path)
    game.record(PhaseAdvance(to="trading"))  # event 2
    game.record(PhaseAdvance(to="resolution"))  # event 3
    game.close()
    status, out, _ = run(capsys, "replay", str(tmp_path / "game.jsonl"), "--until", "2", "--json")
    assert status == 0 and json.loads(out)["phase"] == "trading"
