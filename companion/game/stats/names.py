"""Players matched across games: by name, ignoring case and surrounding spaces, and by an aliases file.

The aliases file is ``aliases.json`` in the data folder (beside ``games``): one JSON object, each
key a name as some journal spells it, each value the name it stands for, e.g.
``{"Bo": "Bob", "Robert": "Bob"}``. Keys and values are matched as names are (``" bo "`` is
``Bo``); an alias of an alias is followed (``{"B": "Bo", "Bo": "Bob"}``), a loop is refused.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from companion.errors import CompanionError

#: The aliases file's name in the data folder.
ALIASES_NAME = "aliases.json"
#: An aliases file larger than this is refused (a group's nicknames take a few hundred bytes).
MAX_BYTES = 1_000_000
#: Names longer than this are refused in the aliases file (a journal's player names are shorter).
MAX_NAME = 200


class AliasesError(CompanionError):
    """The aliases file cannot be used (not JSON, not names to names, a loop)."""


def key(name: str) -> str:
    """The name as matched across games: ``" Bob "`` and ``"bob"`` are one player (``"bob"``)."""
    return name.strip().casefold()


class Names:
    """Who a name in a journal is: :meth:`key` matches names, :meth:`shown` is how the statistics write one.

    Args:
        aliases: name → the name it stands for (see the module's docstring).

    Raises:
        AliasesError: an alias that leads back to itself.
    """

    def __init__(self, aliases: Mapping[str, str] | None = None) -> None:
        self._to: dict[str, str] = {}
        self._keys: dict[str, str] = {}  # a name as typed → its key: each name is met once per game
        self._spelling: dict[str, str] = {}
        for alias, target in (aliases or {}).items():
            if key(alias) != key(target):
                self._to[key(alias)] = key(target)
            self._spelling[key(target)] = target.strip()
        self._fixed = frozenset(self._spelling)  # named by the aliases file: written as it writes them
        self._to = _followed(self._to)

    def key(self, name: str) -> str:
        """The player a journal's ``name`` is, as a key (aliases followed)."""
        found = self._keys.get(name)
        if found is None:
            found = key(name)
            found = self._to.get(found, found)
            self._keys[name] = found
        return found

    def see(self, name: str) -> None:
        """Note a spelling met in a journal (the last one seen is shown, unless the aliases file names the player)."""
        k = self.key(name)
        if k not in self._fixed:
            self._spelling[k] = name.strip()

    def shown(self, player: str) -> str:
        """How the statistics write the player ``player`` (a key)."""
        return self._spelling.get(player, player)


def _followed(to: dict[str, str]) -> dict[str, str]:
    """Each alias (a key) → the name at the end of its chain (``{"b": "bo", "bo": "bob"}`` → both ``"bob"``).

    Each name is walked once, whatever the chains' lengths (a chain of 100,000 aliases takes as long as
    100,000 separate ones): a walk stops at a name whose end is known already.

    Raises:
        AliasesError: an alias that leads back to itself (named).
    """
    end: dict[str, str] = {}
    for start in to:
        walked: dict[str, None] = {}  # this walk's names, in order (a dict: a set that keeps the order)
        here = start
        while here in to and here not in end:
            if here in walked:
                raise AliasesError(f"{ALIASES_NAME}: {start!r} leads back to itself through its aliases")
            walked[here] = None
            here = to[here]
        last = end.get(here, here)
        for name in walked:
            end[name] = last
    return end


def read_json(path: Path, max_bytes: int, what: str, error: type[CompanionError], example: str) -> Any:
    """The JSON value of the data folder's file at ``path`` (None when there is none): read as the
    aliases and seasons files are, a regular file of at most ``max_bytes``, strict JSON.

    Raises:
        ``error``: it cannot be read or is not JSON (one line naming the file, with ``example``).
    """
    from companion.game.files import read_regular

    try:
        raw = read_regular(path, max_bytes, what=what, error=error)
    except error:
        if not path.exists() and not path.is_symlink():
            return None
        raise
    from companion.boundary import NumberError, loads

    try:
        return loads(raw.decode("utf-8-sig"))
    except NumberError as problem:  # a name given twice, a number, nesting: said as it is
        raise error(f"{path}: {problem}") from None
    except ValueError:
        raise error(f"{path}: not valid JSON (write it as {example})") from None


def read_aliases(path: Path) -> dict[str, str]:
    """The aliases file at ``path`` ({} when there is none).

    Raises:
        AliasesError: it cannot be read, is not JSON, or is not an object of names to names.
    """
    data = read_json(path, MAX_BYTES, "aliases file", AliasesError, '{"Bo": "Bob"}')
    if data is None:
        return {}
    if not isinstance(data, dict) or not all(isinstance(v, str) for v in data.values()):
        raise AliasesError(f"{path}: give names and the names they stand for, as {{\"Bo\": \"Bob\"}}")
    for alias, target in data.items():
        if not alias.strip() or not target.strip() or max(len(alias), len(target)) > MAX_NAME:
            raise AliasesError(f"{path}: {alias[:40]!r}: a name and the name it stands for, each 1 to {MAX_NAME} characters")
    return data
