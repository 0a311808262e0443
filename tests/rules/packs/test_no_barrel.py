"""A rule pack's engine loads none of the primary game's rule modules (issue 23: no re-exporting barrel).

``companion/rules/__init__.py`` re-exported 50 names of the primary engine, so importing
``companion.rules.tnt.board`` loaded 18 of its modules. The packs share only the helpers every
engine uses: the error types (``errors``), the input checks (``_check``), name lookup (``_names``) and
the sentences' language (``words``).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import companion

RULES = Path(companion.__file__).parent / "rules"
PACKS = sorted(p.name for p in RULES.iterdir() if (p / "__init__.py").is_file())
SHARED = {"errors", "_check", "_names", "words"}
PRIMARY = sorted(p.stem for p in RULES.glob("*.py") if p.stem != "__init__" and p.stem not in SHARED)


def test_the_primary_engine_has_modules_to_leave_out():
    """The test means something: the primary engine's modules are found, and every pack is."""
    assert {"sets", "tracks", "resolution", "calamities", "production"} <= set(PRIMARY)
    assert set(PACKS) == {"advciv", "megaciv", "ti4", "tnt"}


@pytest.mark.parametrize("pack", PACKS)
def test_a_packs_engine_loads_no_primary_rule_module(pack: str):
    modules = [f"companion.rules.{pack}.{p.stem}" for p in sorted((RULES / pack).glob("*.py"))]
    code = (
        "import importlib, sys\n"
        f"for m in {modules!r}: importlib.import_module(m)\n"
        f"primary = {['companion.rules.' + m for m in PRIMARY]!r}\n"
        "print(','.join(m for m in primary if m in sys.modules))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == ""
