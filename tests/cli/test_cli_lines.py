"""What the command line prints from user input: control characters escaped, huge numbers one short
line with exit status 2, JSON still valid JSON."""

from __future__ import annotations

import json

import pytest

from companion.cli.parsing import MAX_LINE, one_line
from companion.text import unsafe_characters
from tests.cli.conftest import assert_one_line_error, run_cli

HUGE = "9" * 4301  # past Python's own limit for int("…")
LONG = "9" * 4300  # within it


@pytest.mark.parametrize(
    "argv",
    [
        ["calc", "sets", f"wine={HUGE}"],
        ["calc", "sets", f"wine={LONG}"],
        ["calc", "barbarians", "--turn", "4", "--roll", HUGE],
        ["calc", "victims", "--turn", "3", f"Ann={LONG}:0", "Ben=0:0"],
        ["calc", "draws", "--government", "democracy:1", "--religion", "mars:1", "--extra", HUGE],
        ["calc", "draws", "--government", "democracy:1", "--religion", "mars:1", "--extra", "99999999999999999999"],
        ["calc", "tnt", "cards", HUGE, "--at", "city"],
        ["replay", "whatever.jsonl", "--until", HUGE],
    ],
)
def test_a_huge_number_is_exit_2_and_one_short_line(argv):
    result = run_cli(*argv)
    assert_one_line_error(result)
    assert len(result.err) < 200, result.err
    assert "far too large a number" in result.err


def test_a_number_in_range_still_works():
    result = run_cli("calc", "draws", "--government", "democracy:1", "--religion", "mars:1", "--extra", "0003")
    assert result.code == 0 and "Extra draws: 3" in result.out


def test_a_name_with_control_characters_is_refused_in_one_escaped_line_and_json_keeps_names_as_typed():
    # Every calculator reads its players with one reader (entry.read_person), which refuses control
    # characters at the boundary: the refusal echoes the name escaped, never raw.
    name = "Ann\x1b]0;pwned\x07\u202e"
    refused = run_cli("calc", "victims", "--turn", "3", f"{name}=-5:-1", "Ben=0:0")
    assert_one_line_error(refused, "Ann\\x1b]0;pwned\\x07\\u202e")
    assert unsafe_characters(refused.err.rstrip("\n")) == []
    typed = "Ann [b]é"  # brackets and accents are a name's own letters: printed and kept as typed
    result = run_cli("calc", "victims", "--turn", "3", f"{typed}=-5:-1", "Ben=0:0", "--json")
    assert result.code == 0, result.err
    assert unsafe_characters(result.out.rstrip("\n")) == []
    assert json.loads(result.out)["peasant_revolt"] == [typed]


def test_usage_errors_echoing_control_characters_are_one_escaped_line():
    result = run_cli("calc", "victims", "--turn", "3", "A\x1b[2J\n")
    assert_one_line_error(result, "\\x1b[2J")
    assert unsafe_characters(result.err.rstrip("\n")) == []


def test_one_line_escapes_every_line_break_and_cuts_what_is_too_long():
    assert one_line("a\nb\rc\u2028d\u2029e\x85f") == "a\\x0ab\\x0dc\\u2028d\\u2029e\\x85f"
    long = one_line("x" * 10_000)
    assert long == "x" * MAX_LINE + f"… ({10_000 - MAX_LINE} more characters)"
