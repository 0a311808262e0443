"""The referee answers are shared by the command line and the TUI: they import neither."""

from __future__ import annotations

import subprocess
import sys


def test_answers_import_neither_the_cli_nor_textual():
    code = (
        "import sys\n"
        "import companion.calc.titm, companion.calc.advciv, companion.calc.megaciv, companion.calc.ti4, companion.calc.tnt\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] == 'textual' or m.startswith('companion.cli')"
        " or m.startswith('companion.tui'))\n"
        "print(','.join(bad))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == ""


def test_pack_answers_match_the_command_line():
    """The CLI prints exactly what companion.calc answers (one example per pack)."""
    import json

    from companion.calc import advciv, megaciv, ti4, tnt
    from companion.edition.packs import advciv as advciv_data
    from companion.edition.packs import megaciv as megaciv_data
    from companion.edition.packs import ti4 as ti4_data
    from companion.edition.packs import tnt as tnt_data
    from tests.cli.conftest import run_cli

    cases = [
        (advciv.value(advciv_data.load(), {"grain": 3, "bronze": 3}, mining=True),
         ("calc", "advciv", "value", "grain=3", "bronze=3", "--mining")),
        (megaciv.value(megaciv_data.load(), {"grain": 8}, 9), ("calc", "megaciv", "value", "--players", "9", "grain=8")),
        (ti4.tokens(7), ("calc", "ti4", "tokens", "7")),
        (tnt.hand(tnt_data.load(), 9), ("calc", "tnt", "hand", "9")),
        (ti4.replenish(ti4_data.load(), ti4.player(ti4_data.load(), "sol", 4)), ("calc", "ti4", "replenish", "sol:4")),
    ]
    for answer, argv in cases:
        assert run_cli(*argv).out == answer.text + "\n"
        assert run_cli(*argv, "--json").json() == json.loads(json.dumps(answer.data))
