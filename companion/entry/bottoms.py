"""The bottoms field of Resolution step 2: icons to record, and the arrows printed on Zealots, Corruption, Slave Revolt.

Source: 001_26b6d8b0f4cbe6f7.txt, "Zealots, Corruption & Slave Revolt" ("make
your people unhappy … also move you in the opposite direction than expected");
RULINGS.md R11, R18: each is 1 unhappy face plus the one arrow printed on the
card, which the host types attached (``zealots:red``); the companion never
guesses it.
"""

from __future__ import annotations

from dataclasses import dataclass

from companion.entry.counts import read_items
from companion.entry.vocabulary import Vocabulary


@dataclass(frozen=True, slots=True)
class BottomsEntry:
    """What the bottoms field says.

    Attributes:
        icons: counts to record in the ``goods_resolved`` event: arrows by side,
            prosperity and named cards by their printed names (``unhappy`` typed is
            Poverty, ``barbarian`` Barbarians), each printed arrow
            counted with the arrows (``zealots:red`` → ``{"zealots": 1, "mars": 1}``).
        printed: the arrows printed on named cards, by card then side
            (``{"zealots": {"mars": 1}}``).
    """

    icons: dict[str, int]
    printed: dict[str, dict[str, int]]


def read_bottoms(text: str, vocabulary: Vocabulary, *, field: str | None = None) -> BottomsEntry:
    """Read the bottoms field: ``"black 2, white, prosperity, zealots:red"``.

    Args:
        text: what was typed (the grammar of :mod:`companion.entry.counts`).
        vocabulary: the edition's bottoms, :func:`companion.entry.titm.bottoms`.
        field: the field's name for messages (default "Bottoms").

    Raises:
        EntryError: as :func:`companion.entry.counts.read_items`; in particular a Zealots,
            Corruption or Slave Revolt without its printed arrow (R18).
    """
    icons: dict[str, int] = {}
    printed: dict[str, dict[str, int]] = {}
    for item in read_items(text, vocabulary, field=field):
        if not item.count:
            continue
        icons[item.value] = icons.get(item.value, 0) + item.count
        if item.attached is not None:
            icons[item.attached] = icons.get(item.attached, 0) + item.count
            on_card = printed.setdefault(item.value, {})
            on_card[item.attached] = on_card.get(item.attached, 0) + item.count
    return BottomsEntry(icons, printed)
