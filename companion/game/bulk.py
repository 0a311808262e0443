"""Pausing the cyclic garbage collector while many objects that will not be garbage are built at once.

Loading and folding a journal allocates tens of thousands of small objects
(events, ledger entries) that hold no reference cycles. Python's cyclic
collector would run dozens of full passes over them meanwhile; pausing it for
the duration roughly halves the time of a long replay. Collection resumes (and
catches up) as soon as the block ends.

Start-up is the same burst, larger: the modules, the models and their
validators, the edition and the folded game that the TUI keeps until it quits
(~90,000 objects). Collected as they are built, they cost a resume some 30 ms
of passes that free next to nothing (~700 objects in cycles, ~0.2 MB, which
the freeze then keeps), one of them a full pass over the whole heap
(benchmarks/tui.py). :func:`start_up` pauses the collector while a command
loads them; the loaded heap is then frozen (:func:`gc.freeze`, the permanent
generation: never scanned again) and collection resumes before the first frame,
so what the app builds from then on is collected as usual.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    """Pause the cyclic GC inside the block (re-entrant; restores the previous setting)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


@contextmanager
def start_up() -> Iterator[Callable[[], None]]:
    """Pause the cyclic GC while a command loads what it keeps until it ends.

    Yields ``loaded``: call it once all that is loaded (the TUI does, just before it runs). It
    freezes every object alive then (:func:`gc.freeze`: no later pass scans them, and cycles among
    them are never freed) and resumes collection. Leaving the block without calling it, on an error
    say, resumes collection without freezing anything. Collection stays off throughout if it was off.
    """
    pending = gc.isenabled()

    def loaded() -> None:
        nonlocal pending
        if pending:
            pending = False
            gc.freeze()
            gc.enable()

    with collector_paused():
        yield loaded
