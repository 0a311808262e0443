"""`replay`, `games` and `export` with hostile names and files: nothing a terminal would act on is
ever printed raw, JSON stays valid JSON, a refused journal is one line, and a bad file never
breaks the listing of the others."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from companion.edition import load_edition
from companion.game.session import Game
from companion.game.store import games_dir
from companion.text import unsafe_characters
from tests.cli.conftest import Run, assert_one_line_error, run_cli
from tests.game.helpers import PLAYERS, fixed_clock
from companion.game.events import Ruling

#: Names a journal may hold: shown exactly as typed.
ALLOWED = ["Cat [2nd", "[/]", "[b]x[/b]", "\u200fשרה", "👩\u200d👩\u200d👧", "Zoë"]
#: Names refused when the journal is read: control characters, a bidi override, 10,000 characters.
REFUSED = ["Ann\x1b]0;pwned\x07", "bell\x07", "nul\x00", "evil\u202eoc", "c1\x9b2J", "x" * 10_000]


def night(folder: Path, names: list[str], file: str = "night.jsonl", game_name: str = "[b]Friday[/b] 🎲") -> Path:
    players = [{**PLAYERS[i], "name": name} for i, name in enumerate(names)]
    game = Game.new(folder / file, name=game_name, players=players, edition=load_edition(), clock=fixed_clock())
    game.record(Ruling(text="[red]loud[/red] \u200fשרה 👩\u200d👩\u200d👧", rule="[/]"))
    game.close()
    return game.path


def with_name(folder: Path, name: str, file: str = "bad.jsonl") -> Path:
    """A journal whose first player is called ``name`` (written by hand: the models refuse it)."""
    path = night(folder, ALLOWED[:4], file)
    lines = path.read_text(encoding="utf-8").splitlines()
    setup = json.loads(lines[1])
    setup["players"][0]["name"] = name
    lines[1] = json.dumps(setup)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def raw_free(result: Run) -> None:
    """Nothing a terminal acts on in what was printed (line breaks apart)."""
    for stream in (result.out, result.err):
        assert [c for c in unsafe_characters(stream) if c != "\n"] == [], stream[:300]


def test_allowed_names_are_printed_exactly_by_replay_and_export(tmp_path):
    path = night(tmp_path, ALLOWED)
    text = run_cli("replay", str(path))
    assert text.code == 0, text.err
    data = run_cli("replay", str(path), "--json").json()
    md = run_cli("export", str(path))
    exported = json.loads(run_cli("export", str(path), "--format", "json").out)
    for name in ALLOWED:
        assert name in text.out and name in md.out
    assert [p["name"] for p in data["players"]] == ALLOWED
    assert "[red]loud[/red] \u200fשרה 👩\u200d👩\u200d👧" in json.dumps(exported, ensure_ascii=False)
    for result in (text, md):
        raw_free(result)


@pytest.mark.parametrize("name", REFUSED, ids=["ESC", "BEL", "NUL", "RLO", "C1", "10000"])
def test_a_journal_with_a_refused_name_is_one_line_through_replay_and_export(tmp_path, name):
    path = with_name(tmp_path, name)
    for argv in (["replay", str(path)], ["replay", str(path), "--json"], ["export", str(path)],
                 ["export", str(path), "--format", "json"]):
        result = run_cli(*argv)
        assert_one_line_error(result, f"{path}: line 2: players.0.name")
        raw_free(result)
        assert len(result.err) < 1100


@pytest.mark.parametrize("name", REFUSED, ids=["ESC", "BEL", "NUL", "RLO", "C1", "10000"])
def test_games_lists_a_refused_journal_with_its_problem_and_the_others_as_usual(name):
    folder = games_dir()
    folder.mkdir(parents=True)
    night(folder, ALLOWED[:4], "good.jsonl")
    with_name(folder, name)
    text = run_cli("games")
    assert text.code == 0, text.err
    raw_free(text)
    assert "bad.jsonl: cannot be read" in text.out and "players.0.name" in text.out
    assert "[b]Friday[/b] 🎲 — Cat [2nd, [/], [b]x[/b], \u200fשרה — turn I, Production" in text.out
    data = run_cli("games", "--json").json()
    assert {g["file"].rsplit("/", 1)[1]: bool(g["problem"]) for g in data["games"]} == {"good.jsonl": False, "bad.jsonl": True}


def test_hostile_file_names_are_escaped_and_json_stays_valid():
    folder = games_dir()
    folder.mkdir(parents=True)
    evil = "evil\x1b]0;pwned\x07\u202e\x9b.jsonl"
    night(folder, ALLOWED[:4], evil)
    night(folder, ALLOWED[:4], "fine.jsonl")
    (folder / "broken\x1b[2J.jsonl").write_text("not a journal\n", encoding="utf-8")
    text = run_cli("games")
    raw_free(text)
    assert "evil\\x1b]0;pwned\\x07\\u202e\\x9b.jsonl" in text.out
    result = run_cli("games", "--json")
    raw_free(result)
    files = {g["file"].rsplit("/", 1)[1] for g in result.json()["games"]}
    assert files == {evil, "fine.jsonl", "broken\x1b[2J.jsonl"}  # the same names, once decoded
    replayed = run_cli("replay", str(folder / "broken\x1b[2J.jsonl"))
    assert_one_line_error(replayed, "broken\\x1b[2J.jsonl")
    raw_free(replayed)


def test_games_prints_the_data_folder_when_there_are_games():
    folder = games_dir()
    folder.mkdir(parents=True)
    night(folder, ALLOWED[:4])
    result = run_cli("games")
    assert result.out.splitlines()[0] == f"Saved games in {folder}:"


def test_a_journal_with_a_naive_timestamp_never_breaks_the_listing_or_resume(monkeypatch):
    folder = games_dir()
    folder.mkdir(parents=True)
    good = night(folder, ALLOWED[:4], "good.jsonl")
    naive = night(folder, ALLOWED[:4], "naive.jsonl")
    text = naive.read_text(encoding="utf-8")
    naive.write_text(text.replace('"at":"2026-11-20T19:30:01Z"', '"at":"2026-11-20T19:30:01"'), encoding="utf-8")
    assert naive.read_text(encoding="utf-8") != text
    listed = run_cli("games")
    assert listed.code == 0, listed.err
    assert "naive.jsonl: cannot be read" in listed.out and "at: the timestamp has no time zone" in listed.out
    opened = []
    monkeypatch.setattr("companion.cli.commands._run_tui", lambda **options: opened.append(options) or 0)
    monkeypatch.setattr("companion.cli.terminal.terminal_problem", lambda: None)  # as in a terminal
    assert run_cli("resume").code == 0
    assert [(o["start"], o["game_path"]) for o in opened] == [("open", good)]
    assert opened[0]["game"].path == good  # opened once, by the command line, for the TUI to show
    opened[0]["game"].close()
    assert_one_line_error(run_cli("replay", str(naive)), f"{naive}: line 3: at: the timestamp has no time zone")


def test_a_fifo_a_folder_and_a_link_to_a_device_in_the_games_folder_are_listed_as_problems():
    folder = games_dir()
    folder.mkdir(parents=True)
    night(folder, ALLOWED[:4], "good.jsonl")
    os.mkfifo(folder / "pipe.jsonl")
    (folder / "folder.jsonl").mkdir()
    (folder / "zero.jsonl").symlink_to("/dev/zero")
    result = run_cli("games")
    assert result.code == 0, result.err
    assert "pipe.jsonl: cannot be read" in result.out and "FIFO" in result.out
    assert "folder.jsonl: cannot be read" in result.out and "is a folder" in result.out
    assert "zero.jsonl: cannot be read" in result.out and "is a device" in result.out
    assert "turn I, Production" in result.out


@pytest.mark.parametrize("kind", ["fifo", "device", "symlink", "folder", "naive"])
def test_game_path_with_a_bad_file_is_one_line_before_the_screen_opens(tmp_path, monkeypatch, kind):
    path = tmp_path / "game.jsonl"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "device":
        path.symlink_to("/dev/zero")
    elif kind == "symlink":
        path.symlink_to(night(tmp_path, ALLOWED[:4], "real.jsonl"))
    elif kind == "folder":
        path.mkdir()
    else:
        real = night(tmp_path, ALLOWED[:4], "game.jsonl")
        real.write_text(real.read_text(encoding="utf-8").replace("19:30:01Z", "19:30:01"), encoding="utf-8")
    opened = []
    monkeypatch.setattr("companion.cli.commands._run_tui", lambda **options: opened.append(options) or 0)
    monkeypatch.setattr("companion.cli.terminal.terminal_problem", lambda: None)  # as in a terminal
    fragment = {"fifo": "FIFO", "device": "symbolic link", "symlink": "open the real file",
                "folder": "is a folder", "naive": "no time zone"}[kind]
    assert_one_line_error(run_cli("--game", str(path)), str(path), fragment)
    assert_one_line_error(run_cli("--game", str(path), "resume"), fragment)
    assert opened == []


@pytest.mark.parametrize("kind, fragment", [("fifo", "is a FIFO (named pipe)"), ("device", "is a device"), ("folder", "is a folder")])
@pytest.mark.parametrize("command", [["replay"], ["export"], ["export", "--format", "json"]])
def test_replay_and_export_refuse_what_is_not_a_regular_file_at_once(tmp_path, kind, fragment, command):
    path = tmp_path / "game.jsonl"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "device":
        path.symlink_to("/dev/zero")
    else:
        path.mkdir()
    assert_one_line_error(run_cli(command[0], str(path), *command[1:]), f"{path}: {fragment}, not a journal")


def test_replay_and_export_read_a_journal_with_a_bom():
    games_dir().mkdir(parents=True)
    path = night(games_dir(), ALLOWED[:4])
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert run_cli("replay", str(path)).code == 0 and run_cli("export", str(path)).code == 0
    assert [g["problem"] for g in run_cli("games", "--json").json()["games"]] == [None]


def test_a_damaged_game_asked_for_by_name_says_what_is_wrong_with_it(monkeypatch):
    """Before: `resume tonight` and `replay tonight` said "no saved game called 'tonight' (see
    `companion games`)", and with no readable game at all `resume` said "no saved games in …",
    while `companion games` listed tonight.jsonl with its problem. The problem is now the answer."""
    monkeypatch.setattr("companion.cli.terminal.terminal_problem", lambda: None)  # resume: as in a terminal
    folder = games_dir()
    folder.mkdir(parents=True)
    tonight = night(folder, ALLOWED[:4], "tonight.jsonl")
    lines = tonight.read_text(encoding="utf-8").splitlines(keepends=True)
    lines[2] = lines[2].replace('"seq":2', '"seq":7')  # a line repaired by hand, badly
    tonight.write_text("".join(lines[:2] + lines[2:3] + lines[2:3]), encoding="utf-8")
    problem = f"{tonight}: line 3: event 7 where event 2 was expected"
    for command in (["resume", "tonight"], ["replay", "tonight"], ["export", "tonight"], ["resume"], ["replay", "tonig"]):
        assert_one_line_error(run_cli(*command), problem)
    night(folder, ALLOWED[:4], "lastweek.jsonl")
    assert_one_line_error(run_cli("resume", "tonight"), problem)  # not hidden by a game that reads


def test_resume_says_so_when_it_passes_over_a_newer_game_that_cannot_be_read(monkeypatch):
    """Before: with tonight's journal damaged (a repair by hand gone wrong), `companion resume`
    opened last week's game without a word, and the table could go on recording in it."""
    folder = games_dir()
    folder.mkdir(parents=True)
    lastweek = night(folder, ALLOWED[:4], "lastweek.jsonl")
    os.utime(lastweek, (1_700_000_000, 1_700_000_000))
    tonight = night(folder, ALLOWED[:4], "tonight.jsonl")
    header, setup, ruling = tonight.read_text(encoding="utf-8").splitlines(keepends=True)
    bad = ruling.replace('"seq":2', '"seq":9')
    tonight.write_text(header + setup + bad + bad, encoding="utf-8")  # line 3 out of sequence, not the last
    opened = []
    monkeypatch.setattr("companion.cli.commands._run_tui", lambda **options: opened.append(options) or 0)
    monkeypatch.setattr("companion.cli.terminal.terminal_problem", lambda: None)  # as in a terminal
    assert run_cli("resume").code == 0
    assert opened[0]["game_path"] == lastweek
    opened[0]["game"].close()
    notice = opened[0]["notice"]
    assert notice.startswith("tonight.jsonl, saved after this game, cannot be read: ") and "line 3" in notice, notice
    assert notice.endswith("Opened lastweek.jsonl, the newest saved game that can be read.")
    os.utime(tonight, (1_600_000_000, 1_600_000_000))  # a damaged journal older than the game opened: nothing to say
    assert run_cli("resume").code == 0 and opened[1]["notice"] == ""
    opened[1]["game"].close()
    assert run_cli("resume", "lastweek").code == 0 and opened[2]["notice"] == ""  # asked for by name
    opened[2]["game"].close()


async def test_the_app_shows_the_notice_it_was_started_with():
    from companion.tui.app import make_app
    from tests.tui.test_hostile_text import notifications, settle

    folder = games_dir()
    folder.mkdir(parents=True)
    path = night(folder, ALLOWED[:4])
    app = make_app(start="open", game_path=path, notice="tonight.jsonl \x1b[31m cannot be read", blink=False)
    async with app.run_test(size=(100, 30), notifications=True) as pilot:
        await settle(pilot)
        assert type(app.screen).__name__ == "TableScreen"
        assert any("tonight.jsonl \\x1b[31m cannot be read" in n for n in notifications(app)), notifications(app)


def test_a_damaged_game_named_by_its_file_is_not_passed_over_for_one_whose_name_holds_it():
    """A second game of the same name the same night is saved as ``<date>-friday-2.jsonl``. With
    ``…-friday.jsonl`` damaged, `resume 2026-11-20-friday` (its file's name, exactly) opened the
    other game, whose file name only holds it, without a word: the table went on recording in it."""
    folder = games_dir()
    folder.mkdir(parents=True)
    first = night(folder, ALLOWED[:4], "2026-11-20-friday.jsonl")
    night(folder, ALLOWED[:4], "2026-11-20-friday-2.jsonl")
    lines = first.read_text(encoding="utf-8").splitlines(keepends=True)
    first.write_text("".join(lines[:2] + [lines[2].replace('"seq":2', '"seq":7')]) + lines[2], encoding="utf-8")
    problem = f"{first}: line 3: event 7 where event 2 was expected"
    for command in ("replay", "export"):  # resume finds it alike (game_path); it would open the TUI
        assert_one_line_error(run_cli(command, "2026-11-20-friday"), problem)
    replayed = run_cli("replay", "2026-11-20-friday-2")  # the other game, named exactly, as ever
    assert replayed.code == 0, replayed.err


# --- one line on exit 2, whatever the input (issue 35, item 9) ----------------------------------

FULL_GAME = Path(__file__).parents[1] / "data" / "full-game-5p.jsonl"


@pytest.mark.parametrize(
    "argv, says",
    [
        (["replay", "JOURNAL"], "refused.jsonl: line 3"),
        (["export", "JOURNAL"], "refused.jsonl: line 3"),
        (["export", "JOURNAL", "--format", "bgstats"], "refused.jsonl: line 3"),
    ],
)
def test_a_torn_line_warning_is_never_said_before_the_refusal(tmp_path, argv, says):
    """Before: a journal with a torn last line and an event the rules refuse printed the torn line's
    warning, then the refusal: two lines on exit 2 (2 of 2,089 fuzzed journals)."""
    lines = FULL_GAME.read_text(encoding="utf-8").splitlines(keepends=True)
    journal = tmp_path / "refused.jsonl"
    journal.write_text("".join([*lines[:2], lines[2].replace('"to":"trading"', '"to":"civic"'), '{"type":"rul']), encoding="utf-8")
    assert '"to":"civic"' in journal.read_text(encoding="utf-8")
    assert_one_line_error(run_cli(*[str(journal) if a == "JOURNAL" else a for a in argv]), says)


def test_an_export_refused_after_reading_a_torn_journal_says_one_line(tmp_path):
    journal = tmp_path / "torn.jsonl"
    journal.write_bytes(FULL_GAME.read_bytes() + b'{"type":"rul')
    taken = tmp_path / "report.md"
    taken.write_text("the table's own notes\n", encoding="utf-8")
    assert_one_line_error(run_cli("export", str(journal), "-o", str(taken)), "report.md: exists already")
    done = run_cli("export", str(journal), "-o", str(tmp_path / "new.md"))  # and when it succeeds, the warning
    assert done.code == 0 and done.err.startswith("companion: warning: ") and "was incomplete" in done.err
