"""Every Pilot test here starts once the app's first real screen is drawn (see tests/tui/first_screen.py)."""

from tests.tui.first_screen import pilot_after_the_first_screen  # noqa: F401  (an autouse fixture)
from tests.web.chromium import worker_chromium  # noqa: F401  (the worker's Chromium, for the real-browser tests)
