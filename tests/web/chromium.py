"""One Chromium per test worker, for the real-browser tests.

Starting Playwright's driver and Chromium took 2–10 s of every real-browser test (more than most of
them spend in the page). A test that runs in the session's event loop and uses the fixture here
(``pytestmark = SHARED_CHROMIUM``) gets the worker's one Chromium from ``a_browser()``
(tests/web/test_browser.py): each page still opens in a browser context of its own, and the contexts
a test opened are closed when its ``a_browser()`` ends, so no cookie, storage or page outlives it.
Any other test launches a Chromium of its own, as before.
"""

from __future__ import annotations

import asyncio
import os
import shutil

import pytest
import pytest_asyncio

CHROMIUM = os.environ.get("COMPANION_CHROMIUM", "/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
HOW = "install Chromium (Debian: `apt-get install chromium`) and the test extra (`pip install '.[test]'`)"

#: The worker's Chromium, by the event loop it runs in (Playwright's objects belong to one loop).
_RUNNING: dict[asyncio.AbstractEventLoop, object] = {}


def browser_or_skip():
    """(async_playwright, the Chromium executable), or the test is skipped saying how to enable it."""
    try:
        from playwright.async_api import async_playwright
    except ImportError:
        pytest.skip(f"the real-browser test needs Playwright's Python package: {HOW}")
    if not (os.access(CHROMIUM, os.X_OK) or shutil.which("chromium")):
        pytest.skip(f"the real-browser test needs Chromium at {CHROMIUM}: {HOW}")
    return async_playwright, CHROMIUM if os.access(CHROMIUM, os.X_OK) else shutil.which("chromium")


def running_browser():
    """The worker's Chromium if the running event loop is the one it was started in, else None."""
    browser = _RUNNING.get(asyncio.get_running_loop())
    return browser if browser is not None and browser.is_connected() else None


@pytest_asyncio.fixture(scope="session", loop_scope="session")
async def worker_chromium():
    """Chromium, started once per worker in the session's event loop, closed when the worker ends."""
    async_playwright, executable = browser_or_skip()
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=executable, args=ARGS)
        _RUNNING[asyncio.get_running_loop()] = browser
        try:
            yield browser
        finally:
            _RUNNING.clear()
            await browser.close()


#: A real-browser test module's ``pytestmark``: its tests run in the session's event loop, with the worker's Chromium.
SHARED_CHROMIUM = [pytest.mark.asyncio(loop_scope="session"), pytest.mark.usefixtures("worker_chromium")]
