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

import json
from pathlib import Path
from typing import Any

from companion.edition.assets import is_path, resolve, shipped_ids
from companion.edition.models import Edition
from companion.errors import CompanionError

__all__ = ["Edition", "EditionError", "load_edition", "edition_from_data"]

#: Edition files larger than this are refused before parsing (a table's file is ~40 kB).
MAX_BYTES = 2_000_000


class EditionError(CompanionError):
    """An edition that cannot be found, read or validated; the message names the file, field and reason."""


def load_edition(id_or_path: str | Path = "titm-v6") -> Edition:
    """Load and validate an edition by id (shipped in assets/) or by path.

    Returns:
        The validated :class:`Edition`.

    Raises:
        EditionError: no such edition, unreadable file, invalid JSON, or data
            that breaks the format (the message names the file, the field and
            the reason, e.g. ``"my.json: goods[1] (wine).chart: chart VP must
            never decrease with more cards (got 1, 3, 2)"``).
    """
    path = resolve(id_or_path)
    label = str(id_or_path)
    if not is_path(id_or_path) and label not in shipped_ids():
        path = Path("/nonexistent")  # a rule pack's data file or a typo: not an edition
    if not path.is_file():
        if not is_path(id_or_path):
            raise EditionError(
                f"edition {label!r}: no such edition (shipped: {', '.join(shipped_ids())}; "
                "or give a path to an edition file)"
            )
        raise EditionError(f"{path}: no such edition file")
    try:
        if path.stat().st_size > MAX_BYTES:
            raise EditionError(f"{path}: too large for an edition file (over {MAX_BYTES // 1000} kB)")
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise EditionError(f"{path}: not a text file (expected UTF-8 JSON)") from None
    except OSError as error:
        raise EditionError(f"{path}: cannot be read ({error.strerror or error})") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise EditionError(
            f"{path}: not valid JSON at line {error.lineno} column {error.colno}: {error.msg}"
        ) from None
    return edition_from_data(data, origin=str(path))


def edition_from_data(data: Any, *, origin: str) -> Edition:
    """Validate already-parsed edition data (e.g. the snapshot a journal keeps).

    Args:
        data: the parsed JSON object.
        origin: what to call it in messages (a file name, ``"journal line 1"``).

    Raises:
        EditionError: as for :func:`load_edition`.
    """
    from pydantic import ValidationError

    if not isinstance(data, dict):
        raise EditionError(f"{origin}: an edition must be a JSON object")
    try:
        return Edition.model_validate(data)
    except ValidationError as error:
        problems = error.errors(include_url=False)
        first = problems[0]
        where = _describe(data, first["loc"])
        more = f" (and {len(problems) - 1} more problems)" if len(problems) > 1 else ""
        message = first["msg"].removeprefix("Value error, ")
        raise EditionError(f"{origin}: {where}: {message}{more}") from None


def _describe(data: Any, loc: tuple[Any, ...]) -> str:
    """``goods[1] (wine).chart`` from a pydantic error location and the raw data."""
    parts: list[str] = []
    node = data
    for key in loc:
        if isinstance(key, int):
            label = f"[{key}]"
            node = node[key] if isinstance(node, list) and key < len(node) else None
            if isinstance(node, dict):
                name = node.get("id") or node.get("name")
                if isinstance(name, str):
                    label += f" ({name})"
            parts.append(label)
        else:
            parts.append(("." if parts else "") + str(key))
            node = node.get(key) if isinstance(node, dict) else None
    return "".join(parts) or "(top level)"
