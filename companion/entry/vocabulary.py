"""What a field accepts: its names, how each may be spelt, and what the messages call them.

A :class:`Vocabulary` is built once per field (goods, card bottoms, sides,
players, developments …) and read by every reader of :mod:`companion.entry`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from dataclasses import field as default
from functools import cached_property
from types import MappingProxyType

from companion.entry.words import words

#: The word a printed name may start with and be typed without ("The Revolutionaries").
ARTICLE = "the"


@dataclass(frozen=True, slots=True)
class Spelling:
    """One way to type a name.

    Attributes:
        words: the normalised words ("barbarian", "fury").
        shown: how a message shows it ("barbarian fury", or "black (dictatorship)" for an alias).
        alias: another word for the name (an arrow's colour), not the name itself.
    """

    words: tuple[str, ...]
    shown: str
    alias: bool = False


@dataclass(frozen=True, slots=True)
class Term:
    """One thing a field can name.

    Attributes:
        value: what a reader returns ("barbarian-fury", a development's id, a player's name).
        label: how messages show it ("barbarian fury", "Civil Rights", "Ann").
        spellings: every way to type it (its label, its value, its aliases).
    """

    value: str
    label: str
    spellings: tuple[Spelling, ...]


def label_of(value: str) -> str:
    """A value as people read it: ``"barbarian-fury"`` → ``"barbarian fury"``."""
    return value.replace("-", " ").replace("_", " ")


@dataclass(frozen=True, eq=False)
class Vocabulary:
    """The names one field accepts (compared by identity: each is built once per field).

    Attributes:
        kind: what one name is, for messages ("good", "card bottom", "player").
        field: the field's name, which starts every message ("Goods", "Bottoms").
        terms: the names, in the order messages list them.
        attachments: names that need a word attached to them (``zealots:red``), and
            the vocabulary that word comes from (the arrows).
        attachments_required: False where the attached word may be typed but is not asked
            for (a warehouse check reads ``zealots:red`` and ``zealots`` alike).
        examples: words shown when asking for an attachment from this vocabulary
            ("red", "black", "white", "blue").
    """

    kind: str
    field: str
    terms: tuple[Term, ...]
    attachments: Mapping[str, Vocabulary] = default(default_factory=lambda: MappingProxyType({}))
    examples: tuple[str, ...] = ()
    attachments_required: bool = True

    @classmethod
    def of(
        cls,
        kind: str,
        names: Iterable[str] | Mapping[str, str],
        aliases: Mapping[str, str] | None = None,
        *,
        others: Mapping[str, Iterable[str]] | None = None,
        field: str | None = None,
        attachments: Mapping[str, Vocabulary] | None = None,
        attachments_required: bool = True,
        examples: Iterable[str] = (),
    ) -> Vocabulary:
        """A vocabulary of ``names``.

        Args:
            kind: what one name is ("good").
            names: the values, or a mapping of value → label (a development's id → its
                printed name). Without labels a value is shown with spaces for ``-``/``_``.
            aliases: other words → the value they stand for (``{"black": "dictatorship"}``);
                aliases of values not in ``names`` are left out.
            others: more names of a value, read as its name is (never as an alias): the English
                printed name beside a translated edition's name, ``{"grain": ["grain"]}`` when the label
                is ``Getreide``.
            field: the field's name for messages (default: ``kind``, capitalised).
            attachments: value → the vocabulary of the word it needs attached.
            attachments_required: whether that word must be given (else it may be).
            examples: words to show when this vocabulary is asked for as an attachment.
        """
        labels = dict(names) if isinstance(names, Mapping) else {n: label_of(n) for n in names}
        by_value: dict[str, list[Spelling]] = {value: [] for value in labels}
        for value, label in labels.items():
            for text in (label, value, *(others or {}).get(value, ())):
                spelt = words(text)
                by_value[value].append(Spelling(spelt, label))
                if len(spelt) > 1 and spelt[0] == ARTICLE:
                    by_value[value].append(Spelling(spelt[1:], label))
        for alias, value in (aliases or {}).items():
            if value in by_value:
                by_value[value].append(Spelling(words(alias), f"{label_of(alias)} ({labels[value]})", alias=True))
        terms = []
        for value, spellings in by_value.items():
            unique: dict[tuple[str, ...], Spelling] = {}
            for spelling in spellings:
                if spelling.words and spelling.words not in unique:
                    unique[spelling.words] = spelling
            terms.append(Term(value, labels[value], tuple(unique.values())))
        return cls(
            kind,
            field or kind.capitalize(),
            tuple(terms),
            MappingProxyType(dict(attachments or {})),
            tuple(examples),
            attachments_required,
        )

    @property
    def values(self) -> tuple[str, ...]:
        """Every value, in order."""
        return tuple(t.value for t in self.terms)

    def term(self, value: str) -> Term:
        """The term of ``value`` (KeyError if there is none)."""
        for t in self.terms:
            if t.value == value:
                return t
        raise KeyError(value)

    @cached_property
    def longest(self) -> int:
        """The most words any spelling has."""
        return max((len(s.words) for t in self.terms for s in t.spellings), default=1)
