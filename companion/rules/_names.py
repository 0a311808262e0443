"""Looking up a component by the name a player types (internal, shared by the rule packs).

Players type ``Civil War``, ``civil_war`` or ``CIVIL-WAR``; the data files key
components by a lower-case id (``civil-war``). :func:`normalize` maps all of
these to the same key; :func:`lookup` finds a component by id or by name.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Protocol, TypeVar

from companion.rules.errors import UnknownNameError

_SEPARATORS = re.compile(r"[^a-z0-9]+")


class Named(Protocol):
    """Anything with an ``id`` (``"civil-war"``) and a display ``name`` (``"Civil War"``)."""

    @property
    def id(self) -> str: ...

    @property
    def name(self) -> str: ...


N = TypeVar("N", bound=Named)


def normalize(text: str) -> str:
    """Return the lookup key of a typed name: lower case, runs of other characters as ``-``.

    ``"Iconoclasm & Heresy"`` → ``"iconoclasm-heresy"``; ``"L1Z1X Mindnet"`` → ``"l1z1x-mindnet"``.
    """
    return _SEPARATORS.sub("-", text.lower()).strip("-")


def lookup(what: str, name: object, items: Iterable[N]) -> N:
    """Return the item whose id or name matches ``name`` once both are normalized.

    Args:
        what: the kind of component, for the message (``"commodity"``, ``"faction"``).
        name: what the player typed.
        items: the components to search.

    Raises:
        UnknownNameError: no item matches; the message lists the ids to choose from.
    """
    options = list(items)
    if isinstance(name, str):
        key = normalize(name)
        for item in options:
            if key and key in (item.id, normalize(item.name)):
                return item
    choices = ", ".join(item.id for item in options)
    raise UnknownNameError(f"{name!r} is not a {what} here (choose from: {choices})")
