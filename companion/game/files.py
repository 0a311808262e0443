"""Careful file handling for journals and the files beside them.

Every journal or edition the companion opens must be a regular file: a FIFO
would hang a read forever, a device (``/dev/zero``) would be read until memory
runs out, a folder cannot be read at all. :func:`open_regular` opens without
blocking and checks what it opened (``fstat`` of the very descriptor, so the
check cannot be raced) before anything is read or written.

Writes never follow a symlink planted where a new file is to be created:
temporary files are made with :func:`tempfile.mkstemp` (``O_EXCL``) in the
target's own folder and then linked or renamed into place.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from companion.game.errors import JournalError, JournalLocked

try:  # POSIX
    import fcntl
except ImportError:  # pragma: no cover - Windows: no advisory locks here
    fcntl = None  # type: ignore[assignment]

_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)


def kind_of(mode: int) -> str:
    """What a non-regular file is, in words (``"a folder"``, ``"a FIFO (named pipe)"``, …)."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def open_regular(path: Path, flags: int, *, what: str = "journal") -> int:
    """Open ``path`` with ``flags`` and return the descriptor, if it is a regular file.

    Opened non-blocking (a FIFO with no writer or reader does not hang the open),
    then checked with ``fstat`` on the descriptor itself.

    Raises:
        JournalError: missing, not a regular file (named: a folder, a FIFO, a
            device), or cannot be opened; the message names the file.
    """
    try:
        fd = os.open(path, flags | _NONBLOCK | _CLOEXEC)
    except FileNotFoundError:
        raise JournalError(f"{path}: no such {what}") from None
    except IsADirectoryError:
        raise JournalError(f"{path}: is a folder, not a {what}") from None
    except OSError as error:
        if error.errno == errno.ENXIO:  # a FIFO nobody reads, opened for writing
            raise JournalError(f"{path}: is a FIFO (named pipe), not a {what}") from None
        raise JournalError(f"{path}: cannot be opened ({error.strerror or error})") from None
    try:
        mode = os.fstat(fd).st_mode
    except OSError as error:  # pragma: no cover - fstat of an open descriptor
        os.close(fd)
        raise JournalError(f"{path}: cannot be read ({error.strerror or error})") from None
    if not stat.S_ISREG(mode):
        os.close(fd)
        raise JournalError(f"{path}: is {kind_of(mode)}, not a {what}")
    return fd


def read_regular(path: Path, limit: int, *, what: str = "journal") -> bytes:
    """The whole content of a regular file of at most ``limit`` bytes.

    Raises:
        JournalError: see :func:`open_regular`; larger than ``limit``; a read error.
    """
    fd = open_regular(path, os.O_RDONLY, what=what)
    try:
        size = os.fstat(fd).st_size
        if size > limit:
            raise JournalError(f"{path}: too large for a {what} (over {limit // 1_000_000} MB)")
        chunks, total = [], 0
        while True:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            total += len(chunk)
            if total > limit:  # grew while being read
                raise JournalError(f"{path}: too large for a {what} (over {limit // 1_000_000} MB)")
            chunks.append(chunk)
        return b"".join(chunks)
    except OSError as error:
        raise JournalError(f"{path}: cannot be read ({error.strerror or error})") from None
    finally:
        os.close(fd)


def write_all(fd: int, data: bytes) -> None:
    """Write every byte of ``data`` (``os.write`` may write less than asked)."""
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def fsync_dir(path: Path) -> None:
    """fsync a folder, so a new or renamed file's name is on disk too (best effort)."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:  # pragma: no cover - platforms without directory fds
        return
    try:
        os.fsync(fd)
    except OSError:  # pragma: no cover
        pass
    finally:
        os.close(fd)


def free_name(path: Path) -> Path:
    """``path``, or ``path-2``, ``path-3``, … whichever does not exist yet (symlinks count as existing)."""
    candidate, n = path, 1
    while os.path.lexists(candidate):
        n += 1
        candidate = path.with_name(f"{path.name}-{n}")
    return candidate


def lock_exclusive(fd: int, path: Path, *, what: str = "game") -> None:
    """Take an exclusive advisory lock (``flock``) on ``fd``, held until the descriptor is closed.

    ``flock`` locks belong to the open file description, so reading the same
    file elsewhere in this process (``replay``, ``games``) never releases it.

    Raises:
        JournalLocked: another process holds the lock (another companion has this game open).
    """
    if fcntl is None:  # pragma: no cover - no advisory locks on this platform
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        raise JournalLocked(
            f"{path.name}: this {what} is open in another companion window; only one window may record it"
        ) from None
    except OSError:  # pragma: no cover - a file system without locks: carry on unlocked
        return

