"""The app's first frame needs Textual and little else (issue 8, start-up).

The game layer (pydantic, the edition's models, the rules) is imported after the first frame,
and the web server (aiohttp, Jinja2), the QR codes and the calculator's rule packs only when the host
asks for them, the league's ratings library (openskill) only when a league is computed (issue 38):
importing ``companion.tui.app`` must not pull them in.
"""

from __future__ import annotations

import subprocess
import sys

NOT_AT_START = ("aiohttp", "jinja2", "qrcode", "pydantic", "companion.web", "companion.edition", "companion.rules",
                "companion.game.session", "companion.calc", "openskill")


def test_importing_the_app_imports_no_game_layer_web_server_or_qr_codes():
    code = (
        "import sys, companion.tui.app;"
        f"bad = sorted(m for m in sys.modules if m.startswith({NOT_AT_START!r}));"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
