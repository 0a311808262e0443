"""The companion with a fault injected, for the crash tests (run as a script, never imported by the app).

``COMPANION_TEST_FAULT=timer`` makes the table's ``t`` key raise, as a bug would; the variable is
read here only, so the companion itself has no test hook.
"""

from __future__ import annotations

import os
import sys


def main() -> int:
    from companion.cli import main as companion
    from companion.tui.screens.table import TableScreen

    if os.environ.get("COMPANION_TEST_FAULT") == "timer":

        def fault(self) -> None:
            raise RuntimeError("injected fault: the t key")

        TableScreen.action_timer = fault  # type: ignore[method-assign]
    return companion(sys.argv[1:])


if __name__ == "__main__":
    sys.exit(main())
