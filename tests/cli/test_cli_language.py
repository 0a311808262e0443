"""The command line in the host's language (issue 36): ``--lang`` is read before the parser is built.

Under the pseudo-locale ``qps`` every sentence the command line says is wrapped in ⟦ ⟧: the help's
description, its options' and commands' help, argparse's own words (``usage:``, ``options``, ``the
following arguments are required``), an error line's framing and a command's printed lines. What is
left outside ⟦ ⟧ is what is typed: the program's and commands' names, option strings and metavars
(read from the parser itself). In German, the words are the German catalog's, read here from the
``.po`` and filled by hand.
"""

from __future__ import annotations

import argparse

import pytest
from babel.messages.pofile import read_po

from companion import i18n
from companion.cli import build_parser, main
from tests.tui.test_tui_pseudo import unwrapped


@pytest.fixture(autouse=True)
def _english_after():
    """``main`` makes the language it chose the host's: the next test speaks English again."""
    yield
    i18n.set_default(i18n.SOURCE)


def run(capsys, *argv: str) -> tuple[int, str, str]:
    """``companion ARGV`` in-process: (exit status, stdout, stderr)."""
    try:
        status = main(list(argv))
    except SystemExit as exit_:  # --help, usage errors
        status = int(exit_.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


def typed_words(parser: argparse.ArgumentParser) -> list[str]:
    """What a help page shows that is typed, not said: prog, option strings, metavars, command names (longest first)."""
    words = {parser.prog}
    for action in parser._actions:
        words.update(action.option_strings)
        if action.metavar:
            words.add(str(action.metavar))
        elif not action.option_strings and action.dest != argparse.SUPPRESS:
            words.add(action.dest)
        if isinstance(action, argparse._SubParsersAction):
            words.update(action.choices)
        elif action.choices:
            words.add("{" + ",".join(action.choices) + "}")
        if action.option_strings and action.nargs != 0 and not action.metavar:
            words.add(action.dest.upper())
    return sorted(words, key=len, reverse=True)


def german(msgid: str) -> str:
    """The German catalog's translation of ``msgid`` (asserting it has one)."""
    with open(i18n.LOCALE_DIR / "de" / "LC_MESSAGES" / f"{i18n.DOMAIN}.po", "rb") as stream:
        message = read_po(stream).get(msgid)
    assert message is not None and message.string, msgid
    return str(message.string)


def test_the_top_level_help_is_said_whole_in_the_host_language(capsys):
    status, out, _err = run(capsys, "--lang", "qps", "--help")
    assert status == 0
    assert out.count("⟦") >= 15  # the description, usage:, options, commands, each option's and command's help
    assert unwrapped([out], typed_words(build_parser(computations=False))) == []


def test_a_command_help_is_said_whole_in_the_host_language(capsys):
    status, out, _err = run(capsys, "--lang", "qps", "export", "--help")
    assert status == 0
    export = build_parser(only="export")._subparsers._group_actions[0].choices["export"]  # type: ignore[union-attr]
    assert "⟦" in out and unwrapped([out], typed_words(export)) == []


def test_a_bad_argument_is_one_line_in_the_host_language_with_status_2(capsys):
    status, out, err = run(capsys, "--lang", "qps", "replay")  # GAME missing
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and "⟦" in err
    assert unwrapped([err], ["companion replay --help", "companion replay", "GAME"]) == []


def test_a_bad_argument_in_german_reads_the_german_catalog(capsys):
    status, _out, err = run(capsys, "--lang", "de", "replay")
    required = german("the following arguments are required: %s") % "GAME"
    expected = german("{prog}: {message} (see {help})").format(
        prog="companion replay", message=required, help="companion replay --help")
    assert (status, err) == (2, expected + "\n")


def test_a_command_prints_its_lines_in_the_host_language(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    status, out, _err = run(capsys, "--lang", "qps", "games")
    assert status == 0 and "⟦" in out
    assert unwrapped([out], [str(tmp_path / "games"), "`companion`"]) == []


def test_a_command_prints_its_lines_in_german_from_the_setting(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("COMPANION_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("COMPANION_LANG", "de")  # the setting, read before the parser as --lang is
    status, out, _err = run(capsys, "games")
    folder = tmp_path / "games"
    assert (status, out) == (0, german("No saved games yet (in {folder}). Start one with `companion`.").format(folder=folder) + "\n")


def test_replay_prints_the_state_in_the_host_language(capsys, tmp_path):
    from tests.game.helpers import new_game, play_turn
    from tests.web.test_browser_pseudo import data_words

    game = new_game(tmp_path)
    play_turn(game)  # turn II: the phase, the markers and the VP as the journal gives them
    words = data_words(game)
    game.close()
    status, out, _err = run(capsys, "--lang", "qps", "replay", str(tmp_path / "game.jsonl"))
    assert status == 0 and out.count("\n") == 5  # the game's line and one per player (4)
    assert unwrapped(out.splitlines(), words) == []
