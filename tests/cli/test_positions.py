"""Spaces and levels are never confused (issue 9, section 4).

``calc resolve`` takes a marker's SPACE (1 = centre … 6) and ``calc draws`` a side's LEVEL
(0–3): both stay as documented, but the help, the calculator's boxes and every answer say
which is which. Levels by space (R5): spaces 1 → 0, 2–3 → 1, 4–5 → 2, 6 → 3.
"""

from __future__ import annotations

from companion.tui.calc_forms.titm import DRAWS, RESOLVE
from tests.cli.helpers import run, run_json


def test_each_help_says_which_it_takes_and_what_the_other_takes(capsys):
    status, out, _ = run(capsys, "calc", "resolve", "--help")
    assert status == 0
    assert "SIDE:SPACE" in out and "not its level" in out and "'calc draws' takes SIDE:LEVEL" in out
    status, out, _ = run(capsys, "calc", "draws", "--help")
    assert status == 0
    text = " ".join(out.split())  # argparse wraps the help
    assert "SIDE:LEVEL" in text and "not the space" in text and "'calc resolve' takes SIDE:SPACE" in text


def test_resolve_answers_in_spaces_with_their_levels(capsys):
    status, out, _ = run(
        capsys, "calc", "resolve", "--goods", "grain=2", "--icons", "white=2",
        "--government", "dem:1", "--religion", "ven:1", "--happiness", "0", "--safety", "0",
    )
    assert status == 0
    # Space 1 + 2 white arrows = space 3, which is level 1 (R5).
    assert "Government: democracy space 1 (level 0) → democracy space 3 (level 1)" in out
    data = run_json(
        capsys, "calc", "resolve", "--goods", "grain=2", "--icons", "white=2",
        "--government", "dem:1", "--religion", "ven:1", "--happiness", "0", "--safety", "0",
    )
    assert data["government"] == {"side": "democracy", "space": 3, "level": 1, "revolution": False}


def test_draws_answers_in_levels(capsys):
    status, out, _ = run(capsys, "calc", "draws", "--government", "dictatorship:2", "--religion", "0")
    assert status == 0
    # Level 2: one card of each level 2, 1, 0 of the government (001 Drawing Development Cards).
    assert out.splitlines()[0] == "Government: dictatorship level 2 · Religion: level 0"
    assert "Draw: dictatorship level 2, dictatorship level 1, government level 0, religion level 0" in out


def test_the_calculators_boxes_say_space_or_level():
    resolve = {box.key: box.label for row in RESOLVE.rows for box in row}
    draws = {box.key: box.label for row in DRAWS.rows for box in row}
    assert (resolve["government"], resolve["religion"]) == ("Gov. space", "Rel. space")
    assert (draws["government"], draws["religion"]) == ("Gov. level", "Rel. level")
