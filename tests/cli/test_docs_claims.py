"""What README.md and docs/*.md promise a user of the command line, tried for real."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from companion.game.store import games_dir
from tests.cli.conftest import assert_one_line_error, run_cli
from tests.game.helpers import new_game


@pytest.fixture
def saved_game():
    """A saved game in the data folder, as ``companion games`` lists it (``game.jsonl``)."""
    folder = games_dir()
    folder.mkdir(parents=True, exist_ok=True)
    game = new_game(folder)
    game.close()
    return game.path


# --- GAME: a saved game's name, the file name `companion games` lists, or a path ------------------


def test_replay_and_export_take_the_file_name_that_games_lists(saved_game, tmp_path, monkeypatch):
    # README: `replay GAME` "(its name, or its journal file)"; `companion games` lists "… — game.jsonl".
    monkeypatch.chdir(tmp_path)  # anywhere but the games folder
    listed = run_cli("games")
    assert listed.out.rstrip().endswith("— game.jsonl"), listed.out
    replayed = run_cli("replay", "game.jsonl")
    assert replayed.code == 0, replayed.err
    assert replayed.out.startswith("Test night: turn I, Production")
    exported = run_cli("export", "game.jsonl")
    assert exported.code == 0, exported.err
    assert exported.out.startswith("# Test night")


def test_a_listed_file_name_in_the_current_folder_is_still_that_file(saved_game, tmp_path, monkeypatch):
    # A file that exists where the command runs is that file, even if a saved game has its name.
    monkeypatch.chdir(tmp_path)
    (tmp_path / "game.jsonl").write_text("not a journal\n", encoding="utf-8")
    assert_one_line_error(run_cli("replay", "game.jsonl"), "game.jsonl", "not a companion journal")


def test_a_folder_here_does_not_hide_the_saved_game_of_its_name(saved_game, tmp_path, monkeypatch):
    # README: `replay GAME` "(its name, or its journal file)". A folder of the same name where the
    # command ran was taken for the game: 'companion replay game' said 'game: is a folder, not a journal'.
    monkeypatch.chdir(tmp_path)
    (tmp_path / "game").mkdir()
    replayed = run_cli("replay", "game")
    assert replayed.code == 0, replayed.err
    assert replayed.out.startswith("Test night: turn I, Production")
    # a folder that names no saved game is still said to be a folder
    (tmp_path / "other").mkdir()
    assert_one_line_error(run_cli("replay", "other"), "other", "is a folder, not a journal")


@pytest.mark.parametrize("command", ["resume", "serve"])
def test_resume_and_serve_name_what_is_wrong_with_a_path(command, saved_game, tmp_path, monkeypatch):
    # journal-format.md, File rules: "a folder … is refused at once with one line naming the file";
    # it used to be "no saved game called '/tmp/…'", as if the path had been taken for a name.
    monkeypatch.setattr("companion.cli.terminal.terminal_problem", lambda: None)  # resume: as in a terminal
    folder = tmp_path / "not-a-game"
    folder.mkdir()
    assert_one_line_error(run_cli(command, str(folder)), str(folder), "is a folder, not a journal")
    missing = tmp_path / "missing.jsonl"
    assert_one_line_error(run_cli(command, str(missing)), str(missing), "no such journal")



# --- serve prints file names and what it read escaped ---------------------------------------------


def test_serve_prints_a_file_name_and_a_warning_with_control_characters_escaped(tmp_path):
    # journal-format.md, File rules: "The command line prints file names and everything read from a
    # file with such characters escaped (\x1b)". serve printed both raw: a file name holding ESC [31m
    # turned the terminal red, and so did a bad line of the journal quoted in its warning.
    game = new_game(tmp_path)
    game.close()
    evil = tmp_path / "e\x1b[31mvil.jsonl"
    game.path.rename(evil)
    process = subprocess.Popen(
        [sys.executable, "-m", "companion", "serve", str(evil)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    try:
        board = process.stdout.readline()
        assert board.startswith("board: http://127.0.0.1:"), board
        following = process.stdout.readline()
        assert following == f"following {tmp_path}/e\\x1b[31mvil.jsonl (read-only); Ctrl+C stops\n"
        with evil.open("a", encoding="utf-8") as journal:  # the line after setup is event 2
            journal.write('{"type":"bo\\u001bgus","seq":2}\n')
        deadline = time.monotonic() + 10
        warning = ""
        while not warning and time.monotonic() < deadline:
            time.sleep(0.2)
            if process.poll() is not None:
                break
            os.set_blocking(process.stderr.fileno(), False)
            warning = process.stderr.readline() or ""
        os.set_blocking(process.stderr.fileno(), True)
        process.send_signal(signal.SIGINT)
        assert process.wait(timeout=10) == 0
        warning += process.stderr.read()
        assert "\x1b" not in warning
        assert warning == (
            f"companion: warning: {tmp_path}/e\\x1b[31mvil.jsonl: line 3: unknown event type 'bo\\x1bgus' "
            "(the board shows the last good state)\n"
        )
    finally:
        if process.poll() is None:
            process.kill()


# --- --edition before the command ------------------------------------------------------------------


def _edition_with_wine_chart(tmp_path, chart):
    """A copy of the shipped edition whose wine chart is ``chart`` (edition-format.md: copy it, correct it)."""
    import json

    from companion.edition.assets import assets_dir

    data = json.loads((assets_dir() / "titm-v6.json").read_text(encoding="utf-8"))
    wine = next(good for good in data["goods"] if good["name"] == "wine")
    wine["chart"] = chart
    wine["source"] = {"house": "our printed cards"}
    path = tmp_path / "our.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_calc_reads_the_edition_given_before_the_command(tmp_path):
    # README: "run the companion with --edition path/to/your-copy.json"; edition-format.md:
    # `companion --edition path/to/copy.json`. Given before `calc`, it was silently ignored and the
    # shipped edition answered (2 wine = 3 VP, R1) instead of the table's chart (2 wine = 4 VP).
    ours = str(_edition_with_wine_chart(tmp_path, [1, 4, 8]))
    before = run_cli("--edition", ours, "calc", "sets", "wine=2", "--json")
    assert before.code == 0, before.err
    assert before.json()["total_vp"] == 4
    # calc's own --edition, after the computation, still wins over the one before the command
    both = run_cli("--edition", ours, "calc", "sets", "wine=2", "--edition", "titm-v6", "--json")
    assert both.json()["total_vp"] == 3  # chart 1, 3, 6, …: a set of 2 is 3 VP (R1)
    after = run_cli("calc", "sets", "wine=2", "--edition", ours, "--json")
    assert after.json()["total_vp"] == 4
    # and a bad edition before the command is refused, not ignored
    assert_one_line_error(run_cli("--edition", str(tmp_path / "none.json"), "calc", "sets", "wine=2"), "none.json")


def test_the_help_says_what_the_edition_before_the_command_and_calc_are_for():
    # `companion --help` said '--edition: edition for new games' though calc reads it too (above), and
    # 'calc: settle a dispute: set values, resolutions, calamities, draws', not the rule packs it holds.
    import re

    text = re.sub(r"\s+", " ", run_cli("--help").out)
    assert "edition for new games and the calculator (calc)" in text
    assert "the rule packs advciv, megaciv, ti4, tnt" in text


# --- the rule packs' docs name only options the commands take ---------------------------------------


def _pack_options() -> set[str]:
    """Every option string of every ``calc <pack> <computation>`` parser."""
    import argparse

    from companion.cli import build_parser

    def subparsers(parser):
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                yield from action.choices.items()

    calc = dict(subparsers(build_parser()))["calc"]
    packs = {name: p for name, p in subparsers(calc) if name in ("advciv", "megaciv", "ti4", "tnt")}
    return {o for pack in packs.values() for _, command in subparsers(pack) for o in command._option_string_actions}


@pytest.mark.parametrize("doc", ["rule-packs.md", "rulings-packs.md"])
def test_every_option_the_pack_docs_name_is_one_a_pack_command_takes(doc):
    # rulings-packs.md C302 offered "calc ti4 … --value N" for a custom commodity value; no command
    # has --value (a number typed in place of the faction is the custom value: `calc ti4 replenish 5:1`).
    import re
    from pathlib import Path

    import companion

    text = (Path(companion.__file__).parent.parent / "docs" / doc).read_text(encoding="utf-8")
    named = set(re.findall(r"(?<![\w-])--[a-z][a-z-]*", text))
    assert named - _pack_options() == set()


# --- journal-format.md: the examples' `by` -----------------------------------------------------------


def test_the_journal_examples_by_is_a_player_of_the_example_game():
    # journal-format.md: `by` is "the player whose phone sent it …; absent: the host". Four examples
    # said "by":"host", a value the companion never writes (the host's own entries have no `by`).
    import json
    import re
    from pathlib import Path

    import companion

    text = (Path(companion.__file__).parent.parent / "docs" / "journal-format.md").read_text(encoding="utf-8")
    lines = [json.loads(line) for line in re.findall(r"^(\{\"type\":.*\})$", text, re.M)]
    players = {p["name"] for line in lines if line["type"] in ("setup", "tnt_setup") for p in line["players"]}
    by = [line["by"] for line in lines if "by" in line]
    assert by and set(by) <= players, by


def test_the_journal_format_gives_the_ranges_the_events_check():
    # journal-format.md, File rules: "Every number has a range (above, per field …)"; the house rules'
    # timer lengths, an ability's number, the cards spent and a correction's value had none.
    from pathlib import Path

    import companion
    from companion.game.titm.events import AbilityTarget, Correction, GoodsResolved, HouseRules

    def bounds(model, field):
        metadata = model.model_fields[field].metadata
        return next(m.ge for m in metadata if hasattr(m, "ge")), next(m.le for m in metadata if hasattr(m, "le"))

    text = (Path(companion.__file__).parent.parent / "docs" / "journal-format.md").read_text(encoding="utf-8")
    count = GoodsResolved.model_fields["goods"].annotation.__args__[1].__metadata__[0].metadata
    # the game's own limits are the rules' (the fold checks them), the others the events' bounds
    from companion.rules.trading import TRADE_SECONDS_MAX, TRADE_SECONDS_MIN
    from companion.rules.warehouse import WAREHOUSE_CARDS

    stated = {
        "`trade_seconds` {}–{}": (TRADE_SECONDS_MIN, TRADE_SECONDS_MAX),
        "`grace_seconds` {}–{}": bounds(HouseRules, "grace_seconds"),
        "`ability` ({}–{};": bounds(AbilityTarget, "ability"),
        "the cards spent ({}–{} of each)": (count[0].ge, count[1].le),
        "a `value` (−{} to {})": (-bounds(Correction, "value")[0], bounds(Correction, "value")[1]),
        "warehoused ({}–{})": (0, WAREHOUSE_CARDS),
    }
    for phrase, numbers in stated.items():
        assert phrase.format(*numbers) in text, phrase.format(*numbers)


def test_the_journal_format_gives_the_scoreboards_ranges():
    # The same promise for the Trade and Triumph scoreboard's events: amounts and counts had no range.
    from pathlib import Path

    import companion
    from companion.game.tnt.events import TntGold, TntSellCards, TntUpgrade

    text = (Path(companion.__file__).parent.parent / "docs" / "journal-format.md").read_text(encoding="utf-8")
    amount = {type(m).__name__: m for m in TntGold.model_fields["amount"].metadata}
    assert f"An `amount` is −{-amount['Ge'].ge} to {amount['Le'].le} (not 0)" in text
    for model, field in ((TntSellCards, "cards"), (TntUpgrade, "price")):
        top = next(m.le for m in model.model_fields[field].metadata if hasattr(m, "le"))
        assert f"at most {top}." in text


# --- every ruling cited is written down -----------------------------------------------------------


def test_every_ruling_cited_in_the_code_data_and_docs_is_written_down():
    # docs/rulings.md: R1–R18 (shared/rules/RULINGS.md), C1… its headings; rulings-packs.md: C101… rows.
    import re
    from pathlib import Path

    import companion

    root = Path(companion.__file__).parent.parent
    rulings = (root / "docs" / "rulings.md").read_text(encoding="utf-8")
    packs = (root / "docs" / "rulings-packs.md").read_text(encoding="utf-8")
    known = (
        set(re.findall(r"^\| (R\d+) \|", rulings, re.M))
        | set(re.findall(r"^## (C\d+)\b", rulings, re.M))
        | set(re.findall(r"^\| (C\d+) \|", packs, re.M))
    )
    files = [root / "README.md", *(root / "docs").glob("*.md"), *(root / "assets").glob("*.json")]
    files += [p for p in (root / "companion").rglob("*") if p.suffix in (".py", ".html", ".js")]
    cited = {}
    for path in files:
        text = path.read_text(encoding="utf-8").replace("DEL, C1", "")  # the control characters C0 and C1
        for ruling in re.findall(r"(?<![\w-])([RC]\d{1,3})\b", text):
            cited.setdefault(ruling, path.relative_to(root))
    missing = {ruling: str(where) for ruling, where in cited.items() if ruling not in known | {"C0"}}
    assert not missing, missing


def test_readme_names_everything_the_start_screen_offers():
    # README's Commands table: `companion` opens "the start screen: new game, resume, demo, edition,
    # calculator"; the start screen also starts a Trade and Triumph scoreboard (t).
    import re
    from pathlib import Path

    import companion
    from companion.tui.screens.start import StartScreen

    readme = (Path(companion.__file__).parent.parent / "README.md").read_text(encoding="utf-8")
    row = re.search(r"^\| `companion` \| (.*) \|$", readme, re.M).group(1).casefold()
    for binding in StartScreen.BINDINGS:
        assert binding.description.casefold() in row, binding.description


def test_rulings_md_names_the_rulings_a_table_can_change_in_its_edition():
    # docs/rulings.md said each C ruling "is `assumed` in the edition data or a house rule, so a table
    # can change it"; C2, C3 and C9–C12 are neither (they are how the rules are applied). It now
    # names those the edition data holds, and they are exactly the C rulings the edition cites.
    import re
    from pathlib import Path

    import companion
    from companion.edition.assets import assets_dir

    root = Path(companion.__file__).parent.parent
    rulings = (root / "docs" / "rulings.md").read_text(encoding="utf-8")
    said = re.search(r"Those that are values or card effects \(([^)]*)\)", rulings.replace("\n  ", " ")).group(1)
    edition = (assets_dir() / "titm-v6.json").read_text(encoding="utf-8")
    assert set(said.split(", ")) == set(re.findall(r'"assumed": "(C\d+)"', edition))


# --- README: the calc table's examples and their JSON ------------------------------------------------


def _readme_calc_rows() -> list[tuple[str, str]]:
    """(command, answer) of each row of README's calc table, options in brackets left out."""
    import re
    from pathlib import Path

    import companion

    readme = (Path(companion.__file__).parent.parent / "README.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| `companion calc ([^`]*)` \| `([^`]*)` \|", readme, re.M)
    return [(re.sub(r" ?\[[^]]*\]", "", command), answer) for command, answer in rows]


@pytest.mark.parametrize(("command", "answer"), _readme_calc_rows(), ids=lambda v: v.split()[0])
def test_readme_calc_examples_answer_what_the_table_says(command, answer):
    # README: `calc barbarians --turn 4 --roll 2 [--roll 1] [--vp 17]` answers "lost": 6, "vp_after": 11,
    # which only --vp 17 gives (without it both are null): the optional parts are now the ones the
    # answer leaves out.
    import json
    import re
    import shlex

    result = run_cli("calc", *shlex.split(command), "--json")
    assert result.code == 0, result.err
    out = result.out.strip()

    def keys(value):
        if isinstance(value, dict):
            return set(value) | {k for v in value.values() for k in keys(v)}
        if isinstance(value, list):
            return {k for v in value for k in keys(v)}
        return set()

    found = keys(json.loads(out))
    named = set(re.findall(r'"(\w+)"(?=:)', answer))
    for group in re.findall(r"\{(\"\w+\"(?:, \"\w+\")+)\}", answer):  # a shape: {"side", "space", …}
        named |= set(re.findall(r'"(\w+)"', group))
    assert named and named <= found, named - found
    literal = r'-?\d+|null|true|false|"[^"]*"|\[[^][{}…]*\]'
    for key, value in re.findall(rf'"(\w+)": ({literal})', answer):
        assert f'"{key}": {value}' in out, (key, value)


def test_a_name_too_long_for_a_file_is_one_line_not_a_traceback(saved_game, tmp_path, monkeypatch):
    # A GAME that names no saved game is then looked for as a folder here: with a name longer than a
    # file name may be (255 bytes), Path.is_dir raised OSError (File name too long) as a traceback.
    monkeypatch.chdir(tmp_path)
    assert_one_line_error(run_cli("replay", "a" * 300), "no saved game called", "see `companion games`")
