"""The host's lasting settings: ``settings.json`` in the data folder.

One JSON object beside ``games``, ``aliases.json`` and ``seasons.json``; today it holds the host's
language, chosen on the start screen (**g**): ``{"language": "de"}``. A key the companion does not
know is kept as it is when the file is written again (a newer companion's setting survives an older
one). The order in which the host's language is chosen is :func:`companion.i18n.choose`'s: ``--lang``,
then ``COMPANION_LANG``, then this file, then the locale's variables.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from companion.errors import CompanionError

#: The settings file's name in the data folder.
SETTINGS_NAME = "settings.json"
#: A settings file larger than this is refused (a few dozen bytes are written).
MAX_BYTES = 100_000
#: What the file looks like, for the messages.
EXAMPLE = '{"language": "de"}'


class SettingsError(CompanionError):
    """The settings file cannot be read or written, or holds a value of the wrong shape."""


def settings_path() -> Path:
    """Where the settings are: ``<data folder>/settings.json``."""
    from companion.game.store import data_dir

    return data_dir() / SETTINGS_NAME


def read_settings(path: Path | None = None) -> dict[str, Any]:
    """The settings in the file at ``path`` (the data folder's by default): {} when there is none.

    Raises:
        SettingsError: it cannot be read, is not JSON, or is not an object (one line naming the file).
    """
    from companion.game.stats.names import read_json

    path = settings_path() if path is None else path
    data = read_json(path, MAX_BYTES, "settings file", SettingsError, EXAMPLE)
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise SettingsError(f"{path}: write the settings as one object, as {EXAMPLE}")
    return data


def saved_language(path: Path | None = None) -> str | None:
    """The host's language the settings name (a code such as ``"de"``), or None when they name none.

    Raises:
        SettingsError: the file cannot be read, or its ``language`` is not a string.
    """
    path = settings_path() if path is None else path
    value = read_settings(path).get("language")
    if value is not None and not isinstance(value, str):
        raise SettingsError(f"{path}: the language is a code in quotes, as {EXAMPLE}")
    return value


def save_language(code: str, path: Path | None = None) -> Path:
    """Keep ``code`` as the host's language (the other settings unchanged); return the file written.

    The file is replaced whole or not at all (:func:`companion.game.files.write_file`).

    Raises:
        SettingsError: the file cannot be read or written (a full disk, no permission).
    """
    from companion.game.files import write_file

    path = settings_path() if path is None else path
    settings = read_settings(path)
    settings["language"] = code
    path.parent.mkdir(parents=True, exist_ok=True)
    data = (json.dumps(settings, ensure_ascii=False, indent=2) + "\n").encode("utf-8")
    return write_file(path, data, replace=True, error=SettingsError)
