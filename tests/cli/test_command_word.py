"""The command line builds the parser of the command it names only; the words read the same either way."""

from __future__ import annotations

import argparse

import pytest

from companion.cli import build_parser, command_word


@pytest.mark.parametrize(
    ("words", "command"),
    [
        (["resume", "friday"], "resume"),
        (["--edition", "titm-v6", "resume"], "resume"),
        (["--game", "resume", "games"], "games"),  # an option's value is never the command
        (["--game=resume", "games"], "games"),
        (["resume", "-h"], "resume"),  # the command's own help
        (["-h", "resume"], None),  # the help before it lists every command
        (["--edition"], None),  # the whole parser says what is wrong
        ([], None),
        (["--bogus", "replay", "x"], "replay"),
    ],
)
def test_the_command_is_the_first_word_that_is_no_option(words, command):
    assert command_word(words) == command


@pytest.mark.parametrize(
    "words",
    [["resume"], ["resume", "friday"], ["--edition", "x", "replay", "a.jsonl", "--until", "3", "--json"],
     ["export", "a", "--format", "bgstats", "--link"], ["games", "--json"], ["stats", "--since", "2026-01-01"],
     ["serve", "--lan", "--port", "8080"], ["import", "a.jsonl"], ["demo"], ["calc", "sets", "3", "wine"]],
)
def test_a_command_reads_the_same_with_its_parser_alone(words):
    calc = "calc" in words
    whole = vars(build_parser(computations=calc).parse_args(words))
    alone = vars(build_parser(computations=calc, only=command_word(words)).parse_args(words))
    assert alone == whole


def _commands(parser: argparse.ArgumentParser) -> list[str]:
    [sub] = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return list(sub.choices)


def test_only_the_named_command_is_built():
    assert _commands(build_parser(only="resume")) == ["resume"]
    everything = ["demo", "resume", "games", "replay", "export", "serve", "stats", "import", "session", "calc"]
    assert _commands(build_parser()) == everything
    assert _commands(build_parser(only="nonsense")) == everything  # then argparse lists them in its refusal
