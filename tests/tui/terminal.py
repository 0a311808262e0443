"""Run a program in a real pseudo-terminal and read its screen (pyte renders the escape codes).

Used by the real-terminal test and by benchmarks/tui.py.
"""

from __future__ import annotations

import fcntl
import os
import select
import signal
import struct
import subprocess
import termios
import time
from collections.abc import Callable, Sequence

import pyte


class PtyScreen:
    """A program running in a pty of ``columns`` × ``lines``, and the screen it draws."""

    def __init__(self, argv: Sequence[str], *, columns: int = 80, lines: int = 24, env: dict[str, str] | None = None):
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", lines, columns, 0, 0))
        environment = {**os.environ, "TERM": "xterm-256color", "COLUMNS": str(columns), "LINES": str(lines), **(env or {})}
        self.started = time.perf_counter()
        self.process = subprocess.Popen(
            list(argv), stdin=slave, stdout=slave, stderr=slave, env=environment, start_new_session=True, close_fds=True
        )
        os.close(slave)
        self.fd = master
        self.screen = pyte.Screen(columns, lines)
        self.stream = pyte.ByteStream(self.screen)

    def text(self) -> str:
        """The screen as plain text, one line per row."""
        return "\n".join(self.screen.display)

    def pump(self, timeout: float) -> bool:
        """Read what the program wrote within ``timeout`` seconds; False if it wrote nothing."""
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return False
        try:
            data = os.read(self.fd, 65536)
        except OSError:
            return False
        self.take(data)
        return bool(data)

    def take(self, data: bytes) -> None:
        """What the program wrote: drawn on the screen (a subclass may read it on the way)."""
        self.stream.feed(data)

    def wait_for(self, check: Callable[[str], bool] | str, timeout: float = 20.0) -> float:
        """Wait until the screen shows ``check`` (a text, or a test of the screen text).

        Returns the time it took (seconds). Raises TimeoutError with the screen if it never does.
        """
        test = check if callable(check) else (lambda text: check in text)
        start = time.perf_counter()
        while not test(self.text()):
            if time.perf_counter() - start > timeout:
                raise TimeoutError(f"the screen never showed it; it shows:\n{self.text()}")
            if self.process.poll() is not None and not self.pump(0.05):
                raise TimeoutError(f"the program ended ({self.process.returncode}); the screen:\n{self.text()}")
            self.pump(0.05)
        return time.perf_counter() - start

    def press(self, keys: bytes) -> float:
        """Send keys as a terminal would; returns the time they were sent."""
        os.write(self.fd, keys)
        return time.perf_counter()

    def wait_exit(self, timeout: float = 10.0) -> int:
        """Wait for the program to end (reading its output meanwhile); return its exit status."""
        end = time.perf_counter() + timeout
        while self.process.poll() is None and time.perf_counter() < end:
            self.pump(0.05)
        if self.process.poll() is None:
            self.kill()
            raise TimeoutError("the program did not quit")
        return self.process.returncode

    def kill(self) -> None:
        """Stop the program."""
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()

    def close(self) -> None:
        """Stop the program and close the pty."""
        self.kill()
        os.close(self.fd)
