"""Loading and validating edition files.

An *edition* is everything the printed components decide (goods and charts,
tracks, the turn track, the Barbarian Die, the trade-phase timer, player
counts, the development catalogue). The default ``titm-v6`` ships in assets/;
a table copies it, corrects it to its printed cards and points the companion
at the copy with ``--edition PATH``.

Usage::

    edition = load_edition("titm-v6")          # or a path
    components = edition.components()          # what the rules engine reads
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from companion.edition.assets import is_path, resolve, shipped_ids
from companion.edition.datafile import describe, read_json, validate_file
from companion.edition.models import FROM_FILE, Edition, table_spend_read
from companion.errors import CompanionError

__all__ = ["Edition", "EditionError", "load_edition", "edition_from_data"]

class EditionError(CompanionError):
    """An edition that cannot be found, read or validated; the message names the file, field and reason."""


def load_edition(id_or_path: str | Path = "titm-v6") -> Edition:
    """Load and validate an edition by id (shipped in assets/) or by path.

    Returns:
        The validated :class:`Edition`.

    Raises:
        EditionError: no such edition, not a regular file (a folder, a FIFO, a
            device), unreadable file, invalid JSON, a number no edition holds, or data
            that breaks the format (the message names the file, the field and
            the reason, e.g. ``"my.json: goods[1] (wine).chart: chart VP must
            never decrease with more cards (got 1, 3, 2)"``).
    """
    path = resolve(id_or_path)
    label = str(id_or_path)
    if not is_path(id_or_path) and label not in shipped_ids():  # a rule pack's data file or a typo
        raise EditionError(
            f"edition {label!r}: no such edition (shipped: {', '.join(shipped_ids())}; "
            "or give a path to an edition file)"
        )
    data = read_json(path, EditionError, what="edition file")
    return edition_from_data(data, origin=str(path), from_file=True)


def edition_from_data(data: Any, *, origin: str, from_file: bool = False) -> Edition:
    """Validate already-parsed edition data (e.g. the snapshot a journal keeps).

    Args:
        data: the parsed JSON object.
        origin: what to call it in messages (a file name, ``"journal line 1"``).
        from_file: an edition file being read (for a new game, the calculator): read strictly
            (:func:`~companion.edition.datafile.validate_file`: ``"seconds": "300"`` is refused), and
            its developments' effects must also be ones the engine can apply. A journal's copy is
            read as it was when its game began, whatever checks were added since: a saved game always loads.

    Raises:
        EditionError: as for :func:`load_edition`.
    """
    from pydantic import ValidationError

    if not isinstance(data, dict):
        raise EditionError(f"{origin}: an edition must be a JSON object")
    try:
        if from_file:
            return validate_file(Edition, table_spend_read(data), context={FROM_FILE: True})
        return Edition.model_validate(data)
    except ValidationError as error:
        raise EditionError(describe(origin, data, error)) from None
