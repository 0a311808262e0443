"""Moving a game to another computer: a journal checked and copied into the games folder.

A journal carries everything its game needs (the edition's snapshot is in its setup event), so
the file alone travels. It is checked as ``replay`` checks it (read, validated and folded through
the rules) before anything is written; it is then written whole under a free name, never
replacing a saved game (:func:`companion.game.files.write_file`), readable by its owner only (0600,
in a 0700 games folder if one is made). The same journal already saved (byte for byte) is not
copied again: statistics would count it twice.

A torn last line (a write cut short: the computer it was played on stopped while saving it) is left
out of the copy, as ``resume`` would cut it there: the copy holds every line before it, which is
everything that game's screen ever showed, and the source is left as it is. The copy is then the
journal that game becomes once resumed, so importing the source again after it was resumed (and
cut) finds it already saved, not a second game.
"""

from __future__ import annotations

import os
from pathlib import Path

import msgspec

from companion.game.errors import JournalError
from companion.game.journal import MAX_BYTES, TornTail
from companion.i18n import _


class Imported(msgspec.Struct, frozen=True):
    """What :func:`import_journal` did.

    Attributes:
        source: the journal given.
        path: where the game is now saved.
        name: the game's name.
        already: the same journal was saved already, at ``path``; nothing was written.
        torn: a torn last line of the source, left out of the copy.
    """

    source: Path
    path: Path
    name: str
    already: bool = False
    torn: TornTail | None = None

    def describe(self) -> str:
        """One line for the user (user text: print it safely)."""
        if self.already:
            return _("{source} is already saved as {file} ({game}): nothing copied").format(
                source=self.source, file=self.path.name, game=self.name)
        return _("imported {game} as {file} (in {folder}); {command} opens it").format(
            game=self.name, file=self.path.name, folder=self.path.parent, command=f"`companion resume {self.path.stem}`")

    def warning(self) -> str | None:
        """What the user must know beside :meth:`describe`: the torn last line left out, if any."""
        if self.torn is None:
            return None
        said = {"source": self.source, "line": self.torn.line, "reason": self.torn.reason, "file": self.path.name,
                "name": self.source.name}
        if self.already:
            return _("{source}: line {line} was incomplete ({reason}; the companion stopped while saving it) and is "
                     "not copied; everything before it is kept, and {name} is unchanged").format(**said)
        return _("{source}: line {line} was incomplete ({reason}; the companion stopped while saving it) and was "
                 "left out of {file}; everything before it is kept, and {name} is unchanged").format(**said)


def import_journal(source: Path, folder: Path | None = None) -> Imported:
    """Check the journal at ``source`` and copy it into ``folder`` (default: the games folder).

    The copy is named after the source (``friday.jsonl``; ``friday-2.jsonl`` if that is taken, and so
    on: :func:`~companion.game.store.slug` of its stem, ``.jsonl``), written to a temporary file and
    linked into place, so it is whole or absent and nothing of that name is ever replaced. A torn
    last line is left out of it (see the module). What an earlier import killed half-way left in the
    folder is removed first (:func:`~companion.game.files.sweep_temporaries`).

    Raises:
        JournalError: not a regular file, too large, or a damaged journal (the line is named).
        GameError: an event the rules do not allow (the line is named).
        CompanionError: the games folder cannot be made or written (nothing is left behind).
    """
    from companion.game.files import make_private_folder, read_regular, sweep_temporaries, write_file
    from companion.game.journal import parse
    from companion.game.session import check
    from companion.game.stats.cache import content_key
    from companion.game.store import SUFFIX, games_dir, slug
    from companion.game.writer import PRIVATE

    folder = folder or games_dir()
    data = read_regular(source, MAX_BYTES)
    loaded = parse(source, data)
    state = check(loaded)
    kept = data if loaded.torn is None else data[: loaded.torn.offset]
    keys = {content_key(data), content_key(kept)}  # a copy made whole (torn tail and all) by an older companion
    for same in _saved(folder, SUFFIX):
        try:
            if same.stat().st_size in (len(data), len(kept)) and content_key(read_regular(same, MAX_BYTES)) in keys:
                return Imported(source, same, state.name, already=True, torn=loaded.torn)
        except (OSError, JournalError):
            continue
    try:
        make_private_folder(folder)
    except OSError as error:
        raise JournalError(f"{folder}: the games folder cannot be made ({error.strerror or error})") from None
    sweep_temporaries(folder)
    target = folder / f"{slug(source.stem.removesuffix(SUFFIX))}{SUFFIX}"
    written = write_file(target, kept, numbered=True, error=JournalError, mode=PRIVATE)
    return Imported(source, written, state.name, torn=loaded.torn)


def _saved(folder: Path, suffix: str) -> list[Path]:
    """The journals in ``folder`` (none if it cannot be read)."""
    try:
        return sorted(folder / e.name for e in os.scandir(folder) if e.name.endswith(suffix))
    except OSError:
        return []
