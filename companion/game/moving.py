"""Moving a game to another computer: a journal checked and copied into the games folder.

A journal carries everything its game needs (the edition's snapshot is in its setup event), so
the file alone travels. It is checked as ``replay`` checks it (read, validated and folded through
the rules) before anything is written; it is then written whole under a free name, never
replacing a saved game (:func:`companion.game.files.write_file`). The same journal already saved
(byte for byte) is not copied again: statistics would count it twice.
"""

from __future__ import annotations

import os
from pathlib import Path

import msgspec

from companion.game.errors import JournalError
from companion.game.journal import MAX_BYTES, TornTail


class Imported(msgspec.Struct, frozen=True):
    """What :func:`import_journal` did.

    Attributes:
        source: the journal given.
        path: where the game is now saved.
        name: the game's name.
        already: the same journal was saved already, at ``path``; nothing was written.
        torn: a damaged last line skipped when reading (the copy keeps it, as the source has it;
            it is set aside when the game is resumed).
    """

    source: Path
    path: Path
    name: str
    already: bool = False
    torn: TornTail | None = None

    def describe(self) -> str:
        """One line for the user (user text: print it safely)."""
        if self.already:
            return f"{self.source} is already saved as {self.path.name} ({self.name}): nothing copied"
        return f"imported {self.name} as {self.path.name} (in {self.path.parent}); `companion resume {self.path.stem}` opens it"


def import_journal(source: Path, folder: Path | None = None) -> Imported:
    """Check the journal at ``source`` and copy it into ``folder`` (default: the games folder).

    The copy is named after the source (``friday.jsonl``; ``friday-2.jsonl`` if that is taken, and so
    on: :func:`~companion.game.store.slug` of its stem, ``.jsonl``), written to a temporary file and
    linked into place, so it is whole or absent and nothing of that name is ever replaced.

    Raises:
        JournalError: not a regular file, too large, or a damaged journal (the line is named).
        GameError: an event the rules do not allow (the line is named).
        CompanionError: the games folder cannot be made or written (nothing is left behind).
    """
    from companion.game.files import read_regular, write_file
    from companion.game.journal import parse
    from companion.game.session import check
    from companion.game.stats.cache import content_key
    from companion.game.store import SUFFIX, games_dir, slug

    folder = folder or games_dir()
    data = read_regular(source, MAX_BYTES)
    loaded = parse(source, data)
    state = check(loaded)
    key = content_key(data)
    for same in _saved(folder, SUFFIX):
        try:
            if same.stat().st_size == len(data) and content_key(read_regular(same, MAX_BYTES)) == key:
                return Imported(source, same, state.name, already=True, torn=loaded.torn)
        except (OSError, JournalError):
            continue
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise JournalError(f"{folder}: the games folder cannot be made ({error.strerror or error})") from None
    target = folder / f"{slug(source.stem.removesuffix(SUFFIX))}{SUFFIX}"
    written = write_file(target, data, numbered=True, error=JournalError)
    return Imported(source, written, state.name, torn=loaded.torn)


def _saved(folder: Path, suffix: str) -> list[Path]:
    """The journals in ``folder`` (none if it cannot be read)."""
    try:
        return sorted(folder / e.name for e in os.scandir(folder) if e.name.endswith(suffix))
    except OSError:
        return []
