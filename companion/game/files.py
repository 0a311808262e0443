"""Careful file handling for journals and the files beside them.

Every journal or edition the companion opens must be a regular file: a FIFO
would hang a read forever, a device (``/dev/zero``) would be read until memory
runs out, a folder cannot be read at all. :func:`open_regular` opens without
blocking and checks what it opened (``fstat`` of the very descriptor, so the
check cannot be raced) before anything is read or written.

Writes never follow a symlink planted where a new file is to be created:
temporary files are made with :func:`tempfile.mkstemp` (``O_EXCL``) in the
target's own folder and then linked or renamed into place. A write that was killed
(SIGKILL, a power cut) leaves its temporary file behind: :func:`sweep_temporaries`
removes it at the next write of that file, or the next command that reads the games folder.
"""

from __future__ import annotations

import errno
import os
import re
import stat
import sys
import tempfile
import time
from pathlib import Path

from companion.errors import CompanionError
from companion.game.errors import JournalError, JournalLocked

if sys.platform != "win32":  # POSIX: advisory locks (Windows has none here)
    import fcntl

_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)


def links_path(journal: Path) -> Path:
    """``<folder>/.<stem>.links.json`` for the journal ``<folder>/<stem>.jsonl``: the links its sharing
    gave out (:mod:`companion.web.links`). Here, so that opening a game asks whether it has one
    without importing the web layer (and the links' pydantic model)."""
    return journal.with_name(f".{journal.stem}.links.json")


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


def open_regular(
    path: Path,
    flags: int,
    *,
    what: str = "journal",
    error: type[CompanionError] = JournalError,
    label: str | None = None,
) -> int:
    """Open ``path`` with ``flags`` and return the descriptor, if it is a regular file.

    Opened non-blocking (a FIFO with no writer or reader does not hang the open),
    then checked with ``fstat`` on the descriptor itself. Journals and editions
    alike are opened here: ``what`` names the kind of file, ``error`` the
    exception type to raise, ``label`` how messages name the file (the path).

    Raises:
        error (JournalError by default): missing, not a regular file (named: a
            folder, a FIFO, a device), or cannot be opened; the message names the file.
    """
    name = label or str(path)
    try:
        fd = os.open(path, flags | _NONBLOCK | _CLOEXEC)
    except FileNotFoundError:
        raise error(f"{name}: no such {what}") from None
    except IsADirectoryError:
        raise error(f"{name}: is a folder, not {_a(what)}") from None
    except (OSError, ValueError) as problem:  # ValueError: a path with a NUL byte
        if getattr(problem, "errno", None) == errno.ENXIO:  # a FIFO nobody reads, opened for writing
            raise error(f"{name}: is a FIFO (named pipe), not {_a(what)}") from None
        if getattr(problem, "errno", None) == errno.ELOOP and flags & NOFOLLOW:
            raise error(symlink_refusal(path, name)) from None
        doing = "read" if flags & (os.O_WRONLY | os.O_RDWR) == 0 else "opened for writing"
        raise error(f"{name}: cannot be {doing} ({getattr(problem, 'strerror', None) or problem})") from None
    try:
        mode = os.fstat(fd).st_mode
    except OSError as problem:  # pragma: no cover - fstat of an open descriptor
        os.close(fd)
        raise error(f"{name}: cannot be read ({problem.strerror or problem})") from None
    if not stat.S_ISREG(mode):
        os.close(fd)
        raise error(f"{name}: is {kind_of(mode)}, not {_a(what)}")
    return fd


def symlink_refusal(path: Path, label: str | None = None) -> str:
    """Why a journal that is a symbolic link is not opened for writing, naming the real file."""
    return (
        f"{label or path}: is a symbolic link; the companion only writes to the file itself: "
        f"open the real file ({os.path.realpath(path)})"
    )


def read_regular(
    path: Path,
    limit: int,
    *,
    what: str = "journal",
    error: type[CompanionError] = JournalError,
    label: str | None = None,
) -> bytes:
    """The whole content of a regular file of at most ``limit`` bytes.

    Raises:
        error: see :func:`open_regular` (also for ``what`` and ``label``); larger than ``limit``; a read error.
    """
    fd = open_regular(path, os.O_RDONLY, what=what, error=error, label=label)
    name = label or str(path)
    too_large = f"{name}: too large for {_a(what)} (over {_size(limit)})"
    try:
        size = os.fstat(fd).st_size
        if size > limit:
            raise error(too_large)
        chunks, total = [], 0
        while True:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            total += len(chunk)
            if total > limit:  # grew while being read
                raise error(too_large)
            chunks.append(chunk)
        return b"".join(chunks)
    except OSError as problem:
        raise error(f"{name}: cannot be read ({problem.strerror or problem})") from None
    finally:
        os.close(fd)


def _a(what: str) -> str:
    """``"a journal"``, ``"an edition file"``."""
    return f"{'an' if what[:1] in 'aeiou' else 'a'} {what}"


def _size(limit: int) -> str:
    return f"{limit // 1_000_000} MB" if limit >= 1_000_000 else f"{limit // 1000} kB"


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


#: Errors of ``link`` on file systems without hard links (FAT, some network shares).
_NO_LINKS = {errno.EPERM, errno.EOPNOTSUPP, errno.ENOTSUP, errno.ENOSYS}


def write_file(
    path: Path,
    data: bytes,
    *,
    replace: bool = False,
    numbered: bool = False,
    error: type[CompanionError] = CompanionError,
    exists_hint: str = "",
    mode: int = 0o644,
    own: Path | None = None,
) -> Path:
    """Write a whole new file, or nothing at all; return the path written.

    The bytes go to a temporary file made in the same folder with
    :func:`tempfile.mkstemp` (``O_EXCL``: never through a planted symlink), are
    fsync'ed, and the file is then *linked* to ``path``, which fails if anything
    of that name exists, a symlink included (nothing is overwritten, nothing
    followed). On a file system without hard links, ``path`` is created with
    ``O_CREAT|O_EXCL`` instead. No temporary file remains, whatever fails; one that a
    kill left is removed later (:func:`sweep_temporaries`, first for this file's name here):
    the temporary file is locked (``flock``) for as long as its writer lives.

    Args:
        replace: replace an existing ``path`` (renamed over it: a symlink there is
            replaced, never followed); never a journal, wherever it lies
            (:func:`companion.game.store.refuse_journal`: its first line, and the games' journals
            and ``own`` by identity, through links too).
        numbered: if ``path`` exists, write ``<stem>-2<suffix>``, ``-3``, … instead.
        error: the exception type to raise.
        exists_hint: added to the message when ``path`` exists (``"; give --force …"``).
        mode: the new file's permissions (0o600 for a file only its owner may read), whatever the umask.
        own: the journal of the game this file is written for (refused by identity, as a journal).

    Raises:
        error: ``path`` exists (neither ``replace`` nor ``numbered``), or the file
            cannot be written (a full disk, no permission), or ``replace`` would replace
            a journal; nothing is left behind.
    """
    path = Path(path)
    if replace:
        from companion.game.store import refuse_journal

        try:
            refuse_journal(path, own, what="this file")
        except CompanionError as problem:
            raise error(str(problem)) from None
    sweep_temporaries(path.parent, path.name)
    tmp: str | None = None
    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=TEMPORARY_SUFFIX)
        try:
            _hold(fd)  # held until the file is in place: a sweep never takes a live writer's file
            write_all(fd, data)
            os.fsync(fd)
            os.chmod(tmp, mode)
            if sys.platform == "win32":  # pragma: no cover - an open file is neither renamed nor removed there
                os.close(fd)
                fd = -1
            if replace:
                os.replace(tmp, path)
                tmp = None
                target = path
            else:
                target = _link_new(tmp, path, numbered, error, exists_hint, data, mode)
        finally:
            if fd >= 0:
                os.close(fd)
        fsync_dir(path.parent)
        return target
    except OSError as problem:
        raise error(f"{path}: cannot be written ({problem.strerror or problem})") from None
    finally:
        if tmp is not None:
            Path(tmp).unlink(missing_ok=True)


#: How the temporary files of :func:`write_file` end (``.<name>.<8 random characters>.new``).
TEMPORARY_SUFFIX = ".new"
_TEMPORARY = re.compile(r"\..+\.[a-z0-9_]{8}" + re.escape(TEMPORARY_SUFFIX))
#: A temporary file younger than this (seconds) is never swept: its writer may not have locked it yet.
SWEEP_AFTER = 10.0


def _hold(fd: int) -> None:
    """Lock a temporary file for as long as its writer lives (released when the process ends, however)."""
    if sys.platform == "win32":  # pragma: no cover - a file open there cannot be deleted anyway
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
    except OSError:  # pragma: no cover - a file system without locks: the age guard alone
        pass


def sweep_temporaries(folder: Path, name: str | None = None) -> list[Path]:
    """Remove from ``folder`` the temporary files that killed writes of :func:`write_file` left behind
    (of the file ``name`` only, if given); return those removed. Never raises.

    A temporary file is a killed write's when no process holds its lock (:func:`_hold`: a lock
    dies with its process, so a live writer, however slow, keeps its file) and it is older than
    :data:`SWEEP_AFTER` (a writer that made it this instant may not have locked it yet). Only
    regular files of this user named as :func:`write_file` names them are looked at.
    """
    removed: list[Path] = []
    try:
        entries = [e for e in os.scandir(folder) if _TEMPORARY.fullmatch(e.name)]
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        if name is not None and not entry.name.startswith(f".{name}."):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(info.st_mode) or now - info.st_mtime < SWEEP_AFTER:
                continue
            if hasattr(os, "getuid") and info.st_uid != os.getuid():
                continue
            fd = os.open(entry.path, os.O_RDONLY | NOFOLLOW | _NONBLOCK | _CLOEXEC)
        except OSError:
            continue
        try:
            if sys.platform != "win32":
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # BlockingIOError: its writer lives
            if os.stat(entry.path, follow_symlinks=False).st_ino == os.fstat(fd).st_ino:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
        finally:
            os.close(fd)
    return removed


def _link_new(
    tmp: str, path: Path, numbered: bool, error: type[CompanionError], hint: str, data: bytes, mode: int
) -> Path:
    """Link ``tmp`` to ``path`` (or the first free numbered name); see :func:`write_file`."""
    target, n = path, 1
    while True:
        try:
            try:
                os.link(tmp, target)
            except OSError as problem:
                if problem.errno not in _NO_LINKS:
                    raise
                _create_exclusive(target, data, mode)
            return target
        except FileExistsError:
            if not numbered:
                raise error(f"{path}: exists already; nothing was written{hint}") from None
            n += 1
            target = path.with_name(f"{path.stem}-{n}{path.suffix}")


def _create_exclusive(path: Path, data: bytes, mode: int) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _CLOEXEC, mode)
    try:
        write_all(fd, data)
        os.fsync(fd)
    except BaseException:
        os.close(fd)
        path.unlink(missing_ok=True)
        raise
    os.close(fd)


def make_private_folder(folder: Path) -> None:
    """Make ``folder`` and any missing parent, each readable by its owner only (mode 0700).

    Journals hold what the table may not see (VP totals played face down): the folders the
    companion makes for them (the data folder, its games folder, the statistics' cache folder) are
    private, whatever the umask. A folder that exists already is left as it is.

    Raises:
        OSError: a folder cannot be made.
    """
    missing = []
    for candidate in (folder, *folder.parents):
        if os.path.isdir(candidate):
            break
        missing.append(candidate)
    for candidate in reversed(missing):
        try:
            os.mkdir(candidate, 0o700)
        except FileExistsError:
            if not os.path.isdir(candidate):
                raise
            continue  # made meanwhile by another: left as it is
        os.chmod(candidate, 0o700)  # exactly, whatever the umask


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
    if sys.platform == "win32":  # pragma: no cover - no advisory locks on this platform
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        raise JournalLocked(
            f"{path.name}: this {what} is open in another companion window; only one window may record it"
        ) from None
    except OSError:  # pragma: no cover - a file system without locks: carry on unlocked
        return

