"""Helpers shared by the rule packs' answers: the ``assumed`` rulings and the text footer naming them.

An answer's text is in the host's words (:mod:`companion.i18n`); its JSON data, and the names printed on
the packs' cards, are not translated.
"""

from __future__ import annotations

from collections.abc import Iterable

from companion.i18n import _, ngettext

RULINGS_DOC = "docs/rulings-packs.md"


def assumed_line(ids: Iterable[str]) -> str:
    """Return the text footer naming the rulings an answer relied on ("" when none)."""
    found = list(ids)
    return "\n" + _("assumed: {rulings} (see {doc})").format(rulings=", ".join(found), doc=RULINGS_DOC) if found else ""


def n_cards(n: int) -> str:
    """``"1 card"``, ``"3 cards"``, in the host's words."""
    return ngettext("{n} card", "{n} cards", n).format(n=n)


def rulings(*groups: Iterable[str]) -> list[str]:
    """Merge ruling ids (``"C105"``) from several sources: unique, sorted by number."""
    found = {r for group in groups for r in group}
    return sorted(found, key=lambda r: (r.rstrip("0123456789"), int(r[len(r.rstrip("0123456789")) :] or 0)))
