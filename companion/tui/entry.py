"""Reading what the host types: ``"wine 3, dye 2"``, ``"3 wine 2 dye"``, ``"blk 2 prosp"``.

Names may be shortened to any unique beginning ("wi" for wine, "dict" for
dictatorship) or given by the colour of their arrow ("black", "white", "red",
"blue"); a name without a number counts once; repeated names add up. No
Textual here, so the parsing is tested on its own.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

from companion.errors import CompanionError

#: The arrow colours of the rulebook ("black, white, red & blue arrows") and short forms.
ICON_ALIASES = {
    "white": "democracy",
    "black": "dictatorship",
    "blue": "venus",
    "red": "mars",
    "fury": "barbarian-fury",
    "revolt": "slave-revolt",
}

TOKEN = re.compile(r"\d+|[a-z][a-z\-]*")


class EntryError(CompanionError):
    """Typed text that cannot be read as counts; the message says which word and why."""


def resolve_name(word: str, names: Iterable[str], aliases: Mapping[str, str] | None = None) -> str:
    """The one name ``word`` stands for: exact, alias, or unique beginning.

    Raises:
        EntryError: no name starts with ``word``, or several do (they are listed).
    """
    options = list(names)
    if word in options:
        return word
    if aliases and word in aliases:
        return aliases[word]
    starting = [n for n in options if n.startswith(word)]
    if aliases:
        starting += [target for alias, target in aliases.items() if alias.startswith(word) and target not in starting]
    if len(starting) == 1:
        return starting[0]
    if not starting:
        raise EntryError(f"{word!r} is not one of: {', '.join(options)}")
    raise EntryError(f"{word!r} could be {', '.join(sorted(starting))}: type more letters")


def parse_counts(text: str, names: Iterable[str], aliases: Mapping[str, str] | None = None) -> dict[str, int]:
    """Read ``"wine 3, dye 2"`` (or ``"3 wine 2 dye"``, ``"wine=3"``, ``"prosperity"``) into counts.

    Raises:
        EntryError: an unknown or ambiguous word, or a number with no name.
    """
    options = list(names)
    counts: dict[str, int] = {}
    pending_word: str | None = None
    pending_number: int | None = None

    def add(name: str, n: int) -> None:
        counts[name] = counts.get(name, 0) + n

    for token in TOKEN.findall(text.lower().replace("=", " ")):
        if token.isdigit():
            if pending_word is not None:
                add(pending_word, int(token))
                pending_word = None
            elif pending_number is not None:
                raise EntryError(f"{pending_number} {token}: two numbers in a row — which is which?")
            else:
                pending_number = int(token)
            continue
        name = resolve_name(token, options, aliases)
        if pending_number is not None:
            add(name, pending_number)
            pending_number = None
        else:
            if pending_word is not None:
                add(pending_word, 1)
            pending_word = name
    if pending_word is not None:
        add(pending_word, 1)
    if pending_number is not None:
        raise EntryError(f"{pending_number}: a number without a name after it")
    return counts
