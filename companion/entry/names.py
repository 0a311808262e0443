"""Which name typed words stand for: exact spellings first, then word-by-word prefixes.

A run of typed words names a term when it equals one of the term's spellings
(:class:`~companion.entry.vocabulary.Spelling`), or when each typed word begins
the spelling's word at the same place, starting at its first word (``barb fu``
is barbarian fury; ``slave`` is slave revolt if nothing else starts that way).
One typed word may also begin a multi-word name written without spaces
(``barbarianf``). A later word alone is never the name (``fury`` is not
barbarian fury). An exact spelling wins over every longer name it begins
(``barbarian``, another word for Barbarians, although barbarian fury exists), and the name itself wins over an alias spelt the same. A plural that
names nothing is read as its singular, spelt out (``3 grains``, ``2 dyes``,
``barbarian furies``, ``2 blacks``), never as a beginning.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from companion.entry.errors import EntryError, entry_error, word
from companion.errors import N_, Words, either, say
from companion.entry.vocabulary import Spelling, Term, Vocabulary
from companion.entry.words import echo, normal, words

#: A vocabulary at most this long is listed in full when a word is not in it.
LISTED = 12
#: How many suggestions an unknown word gets at most.
SUGGESTIONS = 3


@dataclass(frozen=True, slots=True)
class Hit:
    """A spelling that typed words name, and whether they spell it out in full."""

    term: Term
    spelling: Spelling
    exact: bool


def _begins(spelt: tuple[str, ...], typed: Sequence[str]) -> bool:
    """Whether ``typed`` begins ``spelt`` word by word (or, one word, its letters without spaces)."""
    if len(typed) <= len(spelt) and all(s.startswith(t) for s, t in zip(spelt, typed)):
        return True
    return len(typed) == 1 and len(spelt) > 1 and "".join(spelt).startswith(typed[0])


def hits(vocabulary: Vocabulary, typed: Sequence[str], *, plural: bool = True) -> list[Hit]:
    """The spellings ``typed`` names: the exact ones if there are any (names before aliases), else the ones it begins.

    When nothing fits and the last word is a plural (``grains``, ``furies``), the
    spellings its singular names exactly (with ``plural`` False, not even that).
    """
    typed = tuple(typed)
    exact: list[Hit] = []
    begun: list[Hit] = []
    for term in vocabulary.terms:
        for spelling in term.spellings:
            if spelling.words == typed:
                exact.append(Hit(term, spelling, True))
            elif _begins(spelling.words, typed):
                begun.append(Hit(term, spelling, False))
    if exact:
        return [h for h in exact if not h.spelling.alias] or exact
    if begun or not plural:
        return begun
    for singular in singulars(typed[-1]):  # "3 grains", "barbarian furies", "2 blacks"
        found = [h for h in hits(vocabulary, (*typed[:-1], singular), plural=False) if h.exact]
        if found:
            return found
    return []


def singulars(word: str) -> list[str]:
    """The singular forms an English plural may have: ``furies`` → ``fury``, ``dyes`` → ``dye``, ``boxes`` → ``box``."""
    forms = []
    if word.endswith("ies") and len(word) > 4:
        forms.append(word[:-3] + "y")
    if word.endswith("es") and len(word) > 3:
        forms.append(word[:-2])
    if word.endswith("s") and not word.endswith("ss") and len(word) > 2:
        forms.append(word[:-1])
    return forms


def distinct(found: Iterable[Hit]) -> list[Hit]:
    """One hit per term, in the vocabulary's order, preferring the name's own spelling to an alias."""
    best: dict[str, Hit] = {}
    for hit in found:
        held = best.get(hit.term.value)
        if held is None or (held.spelling.alias and not hit.spelling.alias):
            best[hit.term.value] = hit
    return list(best.values())


def ambiguous(vocabulary: Vocabulary, typed: str, found: Sequence[Hit], field: str | None = None) -> EntryError:
    """The error for a beginning shared by several names: it lists each of them once."""
    shown = sorted(h.term.label if not h.spelling.alias else h.spelling.shown for h in distinct(found))
    return entry_error(N_("{field}: {typed} could be {names}: type more letters"), field or vocabulary.field,
                       typed=echo(typed), names=either(shown))


def suggestions(vocabulary: Vocabulary, typed: Sequence[str]) -> list[str]:
    """What an unknown run of words may have meant: a name it is a later word of, or names spelt alike."""
    found: list[Hit] = []
    for term in vocabulary.terms:
        for spelling in term.spellings:
            later = spelling.words[1:]
            if any(_begins(later[k:], typed) for k in range(len(later))):
                found.append(Hit(term, spelling, False))
    spelt = {" ".join(s.words): Hit(t, s, False) for t in vocabulary.terms for s in t.spellings}
    close = difflib.get_close_matches(" ".join(typed), list(spelt), n=SUGGESTIONS, cutoff=0.6)
    found += [spelt[c] for c in close]
    return [h.spelling.shown if h.spelling.alias else h.term.label for h in distinct(found)][:SUGGESTIONS]


def unknown(vocabulary: Vocabulary, typed: Sequence[str], raw: str, field: str | None = None) -> EntryError:
    """The error for words that name nothing: what they could have been, or the names there are."""
    start = not_here(field or vocabulary.field, raw, vocabulary.kind)
    maybe = suggestions(vocabulary, typed)
    if maybe:
        return EntryError(say(N_("{problem} — did you mean {names}?"), problem=start, names=either(maybe)))
    if not vocabulary.terms:
        return EntryError(say(N_("{problem} (there are none)"), problem=start))
    if len(vocabulary.terms) <= LISTED:
        return EntryError(say(N_("{problem} (choose from {names})"), problem=start, names=either([t.label for t in vocabulary.terms])))
    return EntryError(start)


def not_here(field: str, typed: str, kind: str) -> Words:
    """``"Goods: 'grian' is not a good here"`` (``an`` before a vowel: ``"… is not an arrow here"``)."""
    message = N_("{field}: {typed} is not an {kind} here") if kind[:1] in "aeiou" else N_("{field}: {typed} is not a {kind} here")
    return say(message, field=word(field), typed=echo(typed), kind=word(kind))


def as_vocabulary(names: Vocabulary | Iterable[str], kind: str = "name") -> Vocabulary:
    """``names`` as a vocabulary (plain names make one of kind ``kind``)."""
    return names if isinstance(names, Vocabulary) else Vocabulary.of(kind, names)


def candidates(text: str, names: Vocabulary | Iterable[str]) -> list[Term]:
    """The terms ``text`` may name, in the vocabulary's order (every term for empty text).

    For lists that narrow as the host types; :func:`read_name` says which one is meant.
    """
    vocabulary = as_vocabulary(names)
    typed = words(text)
    if not typed:
        return list(vocabulary.terms)
    return [h.term for h in distinct(hits(vocabulary, typed))]


def read_name(text: str, names: Vocabulary | Iterable[str], *, field: str | None = None) -> str:
    """The one name ``text`` stands for, as its value.

    ``text`` is the whole field: ``"barbarian fury"``, ``"Barbarian-Fury"``,
    ``"barb fu"``, ``"black"`` (an alias), ``"mary ann"``. The rules are in the
    module docstring.

    Args:
        text: what was typed.
        names: a :class:`Vocabulary`, or plain names.
        field: the field's name for messages (default: the vocabulary's).

    Returns:
        The term's value ("barbarian-fury", a development id, a player's name).

    Raises:
        EntryError: nothing typed, no name fits (with suggestions), or several do
            (each listed once).
    """
    vocabulary = as_vocabulary(names)
    where = field or vocabulary.field
    typed = words(text)
    plain = normal(text).strip()
    for term in vocabulary.terms:
        if plain and normal(term.label) == plain:
            return term.value
    if not typed:
        raise entry_error(N_("{field}: type a {kind}"), where, kind=word(vocabulary.kind))
    found = distinct(hits(vocabulary, typed))
    if len(found) == 1:
        return found[0].term.value
    if not found:
        raise unknown(vocabulary, typed, text.strip(), where)
    raise ambiguous(vocabulary, text.strip(), found, where)
