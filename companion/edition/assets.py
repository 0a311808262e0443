"""Where the shipped edition data files are, in a source tree and in an installed wheel.

The files live in the repository's top-level ``assets/`` folder so a table can
find, copy and correct them; the wheel carries the same folder as
``companion/assets`` (see pyproject.toml).
"""

from __future__ import annotations

import os
from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent.parent


def assets_dir() -> Path:
    """Return the folder holding the shipped edition files.

    The installed copy (``companion/assets``) wins over the source tree's
    ``assets/`` so an installed package never reads a stray checkout.
    """
    installed = _PACKAGE / "assets"
    if installed.is_dir():
        return installed
    return _PACKAGE.parent / "assets"


#: Shipped editions of the primary game are named ``titm-<version>.json``; the other
#: files in assets/ are the rule packs' data (advciv.json, …).
EDITION_PREFIX = "titm-"


def shipped_ids() -> list[str]:
    """Return the ids of the shipped editions of the primary game (``titm-v6``), sorted."""
    return sorted(p.stem for p in assets_dir().glob(f"{EDITION_PREFIX}*.json"))


def is_path(id_or_path: str | Path) -> bool:
    """True if the value names a file, not an id: it has a path separator or ends in ``.json``, or
    something of that name is in the current folder and no shipped edition has it as its id
    (``--edition ed.fifo`` is that file, and is refused for what it is)."""
    text = str(id_or_path)
    if isinstance(id_or_path, Path) or "/" in text or "\\" in text or text.endswith(".json"):
        return True
    return text not in shipped_ids() and os.path.lexists(text)


def resolve(id_or_path: str | Path) -> Path:
    """Return the file for an edition id (``"titm-v6"``) or an explicit path.

    An id is looked up in :func:`assets_dir`. The file is not read here, so a
    missing file is reported by the loader with its full path.
    """
    if is_path(id_or_path):
        return Path(id_or_path).expanduser()
    return assets_dir() / f"{id_or_path}.json"
