"""The vocabularies of Trading in the Mediterranean's fields, built from an edition's components.

Sources: 001_26b6d8b0f4cbe6f7.txt — The Goods, "Religion & Government Arrows"
("The black, white, red & blue arrows"), "Zealots, Corruption & Slave Revolt";
RULINGS.md R5 (white = Democracy, black = Dictatorship, blue = Venus,
red = Mars), R11 (icons and named bad cards), R18 (the arrow printed on
Zealots, Corruption and Slave Revolt is entered with the card).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from companion.entry.vocabulary import Vocabulary, label_of
from companion.rules.bottoms import plain_card
from companion.rules.components import (
    ARROW_COLOURS,
    BARBARIAN,
    PROSPERITY,
    UNHAPPY,
    Components,
    PoliticalTrack,
    card_name,
)
from companion.rules.effects import Development
from companion.rules.names import CardKind

#: The arrows' colours (001 "Religion & Government Arrows"; R5), as other words for the sides.
COLOUR_SIDES = {colour: side for side, colour in ARROW_COLOURS.items()}
#: The order the colours are offered in when the entry asks for a printed arrow.
COLOUR_EXAMPLES = ("red", "black", "white", "blue")


def goods(components: Components, *, lang: str = "en") -> Vocabulary:
    """The goods (card tops) of the edition: ``"grain 3, wine"``; in ``lang``, also by the names the
    edition prints in that language (``"3 getreide"``), shown by them in messages."""
    return Vocabulary.of("good", _labels(components, "goods", components.goods, lang), field="Goods")


def _labels(components: Components, kind: CardKind, values: Iterable[str], lang: str) -> dict[str, str]:
    """Each value → how messages show it: the name printed in ``lang`` where the edition gives one, else
    the value with spaces (the value, its English name, is always a spelling too: :meth:`Vocabulary.of`)."""
    printed = components.translated(kind, lang)
    return {value: printed.get(value) or label_of(value) for value in values}


def arrows(components: Components) -> Vocabulary:
    """The four arrows, by side or by colour (R5)."""
    return Vocabulary.of(
        "arrow",
        components.arrow_sides,
        COLOUR_SIDES,
        field="Arrow",
        examples=[c for c in COLOUR_EXAMPLES if COLOUR_SIDES[c] in components.arrow_sides],
    )


def _printed_names(components: Components, lang: str) -> tuple[dict[str, str], dict[str, str]]:
    """The bottoms by their printed names (arrows, prosperity, the named bad cards: in ``lang`` where the
    edition prints them so) and the other words for them: the arrows' colours (R5), and
    ``unhappy``/``barbarian`` for Poverty/Barbarians, the cards that carry one such icon and nothing
    else (R11) — one name per printed bottom."""
    names = list(components.arrow_sides) + [PROSPERITY]
    aliases = dict(COLOUR_SIDES)
    for icon in (UNHAPPY, BARBARIAN):
        card = plain_card(components, icon)
        if card is None:  # an edition without such a card: the icon keeps its own name
            names.append(icon)
        else:
            aliases[icon] = card
    return {**{n: label_of(n) for n in names}, **_labels(components, "bad_cards", components.bad_cards, lang)}, aliases


def bottoms(components: Components, *, lang: str = "en") -> Vocabulary:
    """Card bottoms (R11) by their printed names: arrows by side or colour, prosperity and the named
    bad cards; ``unhappy`` and ``barbarian`` are read as Poverty and Barbarians.

    A named card whose printed arrow points "the opposite direction than expected"
    (Zealots, Corruption, Slave Revolt) needs that arrow attached: ``zealots:red`` (R18).
    """
    names, aliases = _printed_names(components, lang)
    return Vocabulary.of("card bottom", names, aliases, field="Bottoms", attachments=_printed_arrows(components))


def _printed_arrows(components: Components) -> dict[str, Vocabulary]:
    """The named cards with an arrow printed on them (R18), each with the arrows it may name."""
    printed = arrows(components)
    return {name: printed for name, card in components.bad_cards.items() if card.arrow_reversed}


def bottoms_text(icons: Mapping[str, int], components: Components) -> str:
    """What to type in the bottoms field for recorded ``icons``: the inverse of :func:`bottoms`.

    ``{"zealots": 1, "mars": 2, "prosperity": 1}`` → ``"Zealots:red, prosperity, red"``: each
    Zealots, Corruption or Slave Revolt takes one of the arrows counted with it (R18), by colour.
    Which one is never a question for the arithmetic: ``goods_resolved`` records counts only.
    Used to put a phone's entry in the host's dialog.

    Raises:
        ValueError: more such cards than arrows (the phone inbox refuses that entry first).
    """
    left = {side: n for side, n in icons.items() if side in components.arrow_sides}
    parts = []
    for name, n in icons.items():
        card = components.bad_cards.get(name)
        if name in left or not n:
            continue
        label = card_name(name) if card is not None else name
        if card is None or not card.arrow_reversed:
            parts.append(label if n == 1 else f"{label} {n}")
            continue
        for _ in range(n):
            side = next((side for side, k in left.items() if k), None)
            if side is None:
                raise ValueError(f"{card_name(name)} without an arrow printed on it (R18)")
            left[side] -= 1
            parts.append(f"{label}:{ARROW_COLOURS.get(side, side)}")
    parts += [(ARROW_COLOURS.get(side, side) if n == 1 else f"{ARROW_COLOURS.get(side, side)} {n}") for side, n in left.items() if n]
    return ", ".join(parts)


def seen_bottoms(components: Components, *, field: str = "Bottoms seen", lang: str = "en") -> Vocabulary:
    """Card bottoms as a warehouse check finds them (001 Warehousing): the names of :func:`bottoms`,
    the arrow printed on Zealots & co. read if typed (``zealots:red``, counted as a red arrow seen too)
    but not asked for — such a card may not be warehoused at all, whatever its arrow."""
    names, aliases = _printed_names(components, lang)
    return Vocabulary.of(
        "card bottom",
        names,
        aliases,
        field=field,
        attachments=_printed_arrows(components),
        attachments_required=False,
    )


def sides(track: PoliticalTrack, *, field: str | None = None, labels: Mapping[str, str] | None = None) -> Vocabulary:
    """One political track's two sides, with the colours of their arrows (R5): ``"dem"``, ``"white"``;
    ``labels``: each side's name in the host's language (``"democracy"`` → ``"Demokratie"``), read beside
    the English one and shown in messages."""
    names = {side: (labels or {}).get(side) or label_of(side) for side in track.sides}
    return Vocabulary.of("side", names, COLOUR_SIDES, field=field or track.name.capitalize())


def developments(
    cards: Iterable[Development], *, field: str = "Development", printed: Mapping[str, str] | None = None
) -> Vocabulary:
    """Developments by printed name (or id), returning their ids: ``"civil r"`` → ``"civil-rights"``.

    ``printed``: the names a translated edition prints, by id (``Components.translated("developments",
    lang)``): read beside the English ones, and shown in messages."""
    cards = list(cards)
    printed = printed or {}
    return Vocabulary.of(
        "development",
        {d.id: printed.get(d.id) or d.name for d in cards},
        others={d.id: (d.name,) for d in cards if d.id in printed},
        field=field,
    )


def players(names: Iterable[str], *, field: str = "Player") -> Vocabulary:
    """The game's players by name, any case, any unique beginning: ``"mary a"`` → ``"Mary Ann"``."""
    return Vocabulary.of("player", {n: n for n in names}, field=field)
