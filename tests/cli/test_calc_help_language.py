"""``companion calc …`` in the host's language (issue 36): its computations' helps and its own error lines.

Under the pseudo-locale ``qps`` every sentence of ``calc --help`` and of each computation's ``--help``
(the rule packs' too) is wrapped in ⟦ ⟧: descriptions, epilogs with their example, each option's help.
What is left outside is what is typed, read from the parser itself (prog, option strings, metavars,
command names). In German, the words are the German catalog's, read here from the ``.po``.
"""

from __future__ import annotations

import argparse
import re

import pytest

from companion.cli import build_parser
from tests.cli.test_cli_language import _english_after, german, run, typed_words  # noqa: F401 - the fixture is used
from tests.tui.test_tui_pseudo import unwrapped


def _choices(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    """A parser's subcommands by name (none for a computation)."""
    return next((dict(a.choices) for a in parser._actions if isinstance(a, argparse._SubParsersAction)), {})


def computations() -> list[tuple[list[str], argparse.ArgumentParser]]:
    """``calc`` and every parser under it, with the words that name it on the command line."""
    calc = _choices(build_parser(only="calc"))["calc"]
    found, todo = [], [(["calc"], calc)]
    while todo:
        words, parser = todo.pop()
        found.append((words, parser))
        todo.extend((words + [name], sub) for name, sub in _choices(parser).items())
    return found


def test_every_calc_help_is_said_whole_in_the_host_language(capsys):
    pages = computations()
    assert len(pages) >= 25  # calc, its 6 computations, 4 packs and their 18 (read from the parser, not listed here)
    left = {}
    for words, parser in pages:
        status, out, _err = run(capsys, "--lang", "qps", *words, "--help")
        assert status == 0 and "⟦" in out, words
        if found := unwrapped([out], typed_words(parser)):
            left[" ".join(words)] = found
    assert left == {}


def test_a_computation_help_line_in_german_reads_the_german_catalog(capsys):
    status, out, _err = run(capsys, "--lang", "de", "calc", "victims", "--help")
    said = german("the turn, 1-6 (or I-VI)")
    assert status == 0 and re.search(rf"^  --turn T +{re.escape(said)}$", out, re.M), out


@pytest.mark.parametrize("lang", ["qps", "de"])
def test_a_calc_error_line_is_said_in_the_host_language(capsys, lang):
    status, out, err = run(capsys, "--lang", lang, "calc", "ti4", "tokens")  # neither an AMOUNT nor the tokens held
    assert (status, out) == (2, "") and err.count("\n") == 1
    if lang == "qps":
        assert "⟦" in err and unwrapped([err], ["companion", "AMOUNT", "--ones/--threes"]) == []
    else:
        message = german("tokens: give an {amount}, or the tokens held with {options}").format(
            amount="AMOUNT", options="--ones/--threes")
        assert err == f"companion: {message}\n"
