"""Between the host's loop and the server's: how :class:`~companion.web.server.ShareServer` hands work across.

The host's app (Textual's loop, or ``companion serve``'s) is the one writer and the one judge;
the server runs on a thread of its own with its own loop. :class:`LoopBridge` runs a function
on the other side, nothing waited for (pages, one-line callbacks), or, for a phone's entry, the
host's answer awaited on the server's side with a bound (:data:`HOST_SECONDS`). With no thread
in between (aiohttp's test server drives the application on the test's one loop), each call is
simply made.

The server's side is reached with its loop's ``call_soon_threadsafe``. The host's side is
reached the way the host says (:meth:`LoopBridge.reach_host_through`): a Textual app takes each
function as a message posted to it, so it runs in the app's own context (the active app its
timers and screens ask for); a function handed to the app's loop from another thread would run
without it (``set_timer`` raised ``LookupError`` there, issue 35). ``companion serve``'s plain
loop is reached with ``call_soon_threadsafe``.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from collections.abc import Callable
from functools import partial
from typing import Any

#: Seconds the server waits for the host's app to judge an entry before answering 503.
HOST_SECONDS = 10.0


class LoopBridge:
    """Mixed into the server: ``_host_loop`` (the app's), ``_loop`` and ``_thread`` (the server's)."""

    _host_loop: asyncio.AbstractEventLoop | None
    _loop: asyncio.AbstractEventLoop | None
    _thread: threading.Thread | None
    #: How a function reaches the host's side (None: its loop's ``call_soon_threadsafe``).
    _host_post: Callable[[Callable[[], None]], bool] | None = None

    def reach_host_through(self, post: Callable[[Callable[[], None]], bool]) -> None:
        """Hand the host's side every function from now on through ``post`` (thread-safe; runs the
        function soon, in the host's own context; returns False if the host takes nothing more):
        Textual's app posts it to itself as a message."""
        self._host_post = post

    def _on_host(self, fn: Callable[..., Any], *args: Any) -> bool:
        """Run ``fn(*args)`` soon on the host's side; False if it can no longer be reached."""
        post = self._host_post
        if post is not None:
            return post(partial(fn, *args))
        loop = self._host_loop
        if loop is None or loop.is_closed():
            return False
        try:
            loop.call_soon_threadsafe(fn, *args)
        except RuntimeError:  # the host's loop closed meanwhile
            return False
        return True

    def _threaded(self) -> bool:
        return self._thread is not None and self._loop is not None and not self._loop.is_closed()

    def _to_server(self, fn: Callable[..., Any], *args: Any) -> None:
        """Run ``fn(*args)`` on the server's loop (at once, when there is no thread between)."""
        loop = self._loop
        if loop is not None and self._threaded():
            try:
                loop.call_soon_threadsafe(fn, *args)
            except RuntimeError:  # the server's loop closed meanwhile: nothing left to tell
                pass
        else:
            fn(*args)

    def _to_host(self, fn: Callable[..., Any] | None, *args: Any) -> None:
        """Run ``fn(*args)`` on the host's loop (a one-line callback: a problem, an error)."""
        if fn is None:
            return
        if self._threaded():
            self._on_host(fn, *args)
        else:
            fn(*args)

    async def ask_host(self, fn: Callable[..., Any], *args: Any) -> Any:
        """``fn(*args)`` run on the host's loop (the app judges and records), its answer awaited here.

        Raises:
            TimeoutError: the app did not answer within :data:`HOST_SECONDS` (or takes nothing more).
        """
        if not self._threaded() or (self._host_post is None and self._host_loop is None):
            return fn(*args)
        done: concurrent.futures.Future[Any] = concurrent.futures.Future()

        def run() -> None:
            if done.set_running_or_notify_cancel():
                try:
                    done.set_result(fn(*args))
                except BaseException as error:  # noqa: BLE001 - handed back to the request
                    done.set_exception(error)

        if not self._on_host(run):
            raise TimeoutError("the host's app takes nothing more")
        try:
            return await asyncio.wait_for(asyncio.wrap_future(done), HOST_SECONDS)
        finally:
            done.cancel()
