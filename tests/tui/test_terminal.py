"""`companion demo` in a real terminal: it draws, answers keys, and quits cleanly."""

from __future__ import annotations

import sys

import pytest

from tests.cli.helpers import console_script
from tests.tui.terminal import PtyScreen

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pty")


def test_demo_starts_answers_keys_and_quits(tmp_path):
    term = PtyScreen([str(console_script()), "demo"], env={"COMPANION_DATA_DIR": str(tmp_path)})
    try:
        term.wait_for("Demo night — Turn III of VI · Production")
        term.wait_for("[Production]")
        term.press(b"n")  # n: on to the Trading phase
        term.wait_for("[Trading]")
        term.wait_for("ready — t to start")
        term.press(b"\x11")  # Ctrl+Q quits at once
        assert term.wait_exit() == 0
    finally:
        term.close()
    saved = (tmp_path / "games" / "demo.jsonl").read_text(encoding="utf-8")
    assert '"to":"trading"' in saved  # the key press was saved before the screen showed it
