"""The entry grammar is pure, like the rules engine: the CLI, the TUI and a web server import it alike.

(No I/O, clock or global random in it: tests/rules/test_purity.py checks both packages.)
"""

from __future__ import annotations

import subprocess
import sys


def test_importing_the_grammar_never_imports_textual_rich_or_pydantic():
    code = (
        "import sys, companion.entry, companion.entry.titm, companion.entry.packs;"
        "companion.entry.packs.regions();"
        "bad = [m for m in ('textual', 'rich', 'pydantic') if m in sys.modules];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
