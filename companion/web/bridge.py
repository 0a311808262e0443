"""Between the host's loop and the server's: how :class:`~companion.web.server.ShareServer` hands work across.

The host's app (Textual's loop, or ``companion serve``'s) is the one writer and the one judge;
the server runs on a thread of its own with its own loop. :class:`LoopBridge` runs a function
on the other side: ``call_soon_threadsafe`` there, nothing waited for (pages, one-line
callbacks), or, for a phone's entry, the host's answer awaited on the server's side with a
bound (:data:`HOST_SECONDS`). With no thread in between (aiohttp's test server drives the
application on the test's one loop), each call is simply made.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
from collections.abc import Callable
from typing import Any

#: Seconds the server waits for the host's app to judge an entry before answering 503.
HOST_SECONDS = 10.0


class LoopBridge:
    """Mixed into the server: ``_host_loop`` (the app's), ``_loop`` and ``_thread`` (the server's)."""

    _host_loop: asyncio.AbstractEventLoop | None
    _loop: asyncio.AbstractEventLoop | None
    _thread: threading.Thread | None

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
        loop = self._host_loop
        if self._threaded() and loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(fn, *args)
            except RuntimeError:
                pass
        else:
            fn(*args)

    async def ask_host(self, fn: Callable[..., Any], *args: Any) -> Any:
        """``fn(*args)`` run on the host's loop (the app judges and records), its answer awaited here.

        Raises:
            TimeoutError: the app did not answer within :data:`HOST_SECONDS`.
        """
        loop = self._host_loop
        if not self._threaded() or loop is None:
            return fn(*args)
        done: concurrent.futures.Future[Any] = concurrent.futures.Future()

        def run() -> None:
            if done.set_running_or_notify_cancel():
                try:
                    done.set_result(fn(*args))
                except BaseException as error:  # noqa: BLE001 - handed back to the request
                    done.set_exception(error)

        loop.call_soon_threadsafe(run)
        try:
            return await asyncio.wait_for(asyncio.wrap_future(done), HOST_SECONDS)
        finally:
            done.cancel()
