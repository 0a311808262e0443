"""Building the command line imports neither pydantic nor the rules engine (they load inside each run)."""

from __future__ import annotations

import subprocess
import sys


def test_parser_build_is_lazy():
    code = (
        "import sys\n"
        "from companion.cli import build_parser\n"
        "build_parser()\n"
        "heavy = sorted(m for m in sys.modules if m.split('.')[0] in ('pydantic', 'textual', 'hypothesis')\n"
        "               or m.startswith('companion.rules') or m.startswith('companion.edition.packs'))\n"
        "print(','.join(heavy))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == ""


def test_every_pack_is_registered():
    from tests.cli.conftest import run_cli

    result = run_cli("calc", "--help")
    assert result.code == 0
    for pack in ("advciv", "megaciv", "ti4", "tnt"):
        assert pack in result.out
