"""The trade session's real-browser test uses the worker's one Chromium (tests/web/chromium.py)."""

from tests.web.chromium import worker_chromium  # noqa: F401  (a fixture)
