"""The text examples in docs/rule-packs.md are what the commands really print."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

import companion
from tests.cli.conftest import run_cli

DOC = Path(companion.__file__).parent.parent / "docs" / "rule-packs.md"


def examples() -> list[tuple[str, str]]:
    """(command line, expected output) for each ``$ companion calc`` example without an ellipsis."""
    blocks: list[str] = []
    inside: str | None = None  # None outside a fence, else the fence's language ("" for plain text)
    for line in DOC.read_text(encoding="utf-8").splitlines(keepends=True):
        if line.startswith("```"):
            if inside is None:
                inside = line.strip()[3:]
                blocks.append("")
            else:
                inside = None
            continue
        if inside == "":
            blocks[-1] += line
    found = []
    for block in blocks:
        text = block.replace("\\\n", " ")
        parts = re.split(r"^\$ ", text, flags=re.M)
        for part in parts[1:]:
            command, _, output = part.partition("\n")
            if "…" not in output:
                found.append((command, output))
    return found


@pytest.mark.parametrize(("command", "output"), examples(), ids=lambda v: v[:60])
def test_documented_example_matches_the_real_output(command, output):
    argv = shlex.split(command)
    assert argv[:2] == ["companion", "calc"]
    result = run_cli(*argv[1:])
    assert result.code == 0, result.err
    assert result.out == output


def test_every_computation_is_documented_with_an_example():
    commands = {tuple(shlex.split(c)[2:4]) for c, _ in examples()} | {("ti4", "factions")}
    expected = (
        {("advciv", c) for c in ("value", "trade", "guarantee", "deal")}
        | {("megaciv", c) for c in ("value", "trade", "calamities")}
        | {("ti4", c) for c in ("factions", "replenish", "transaction", "convert", "tokens")}
        | {("tnt", c) for c in ("sell", "cards", "hand", "end", "winner")}
    )
    assert expected <= commands
