"""Helpers shared by the rule packs' answers: the ``assumed`` rulings and the text footer naming them."""

from __future__ import annotations

from collections.abc import Iterable

RULINGS_DOC = "docs/rulings-packs.md"


def assumed_line(ids: Iterable[str]) -> str:
    """Return the text footer naming the rulings an answer relied on ("" when none)."""
    found = list(ids)
    return f"\nassumed: {', '.join(found)} (see {RULINGS_DOC})" if found else ""


def rulings(*groups: Iterable[str]) -> list[str]:
    """Merge ruling ids (``"C105"``) from several sources: unique, sorted by number."""
    found = {r for group in groups for r in group}
    return sorted(found, key=lambda r: (r.rstrip("0123456789"), int(r[len(r.rstrip("0123456789")) :] or 0)))
