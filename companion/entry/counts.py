"""Counted lists of names: ``"grain 3, wool"``, ``"3 grain wool 2"``, ``"black 2 white prosperity"``.

The grammar (one for every field that counts goods, card bottoms or cards):

- a name is read by :mod:`companion.entry.names` from the longest run of words
  that names something, so a multi-word name is one name (``barbarian fury`` is
  one card, never barbarian + fury);
- a count (0–99) goes before or after its name, spaced or glued: ``3 grain``,
  ``grain 3``, ``grain3``, ``3g``, ``grain=3``, ``3x grain``, ``grain x3``; a name
  without a count counts once; repeated names add up; a count of 0 adds nothing;
  a count glued to the name after it is that name's, never the one before
  (``bla 2r`` is 1 black and 2 red, as ``black, red 2``);
- commas are optional, but a comma (or ``;``, or a line break) ends an item:
  ``grain, 3 wool`` is 1 grain and 3 wool;
- a name that needs a word attached (Zealots, Corruption and Slave Revolt need the
  arrow printed on the card, RULINGS R18) takes it after ``:`` or in brackets:
  ``zealots:red``, ``zealots (red)``; the attached word counts as many times as
  the name (``2 zealots:red`` is 2 zealots and 2 Mars arrows).

Every problem is an :class:`~companion.entry.errors.EntryError` naming the field and the word.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from companion.entry.errors import EntryError, entry_error, word
from companion.entry.names import ambiguous, as_vocabulary, distinct, hits, not_here, read_name, unknown
from companion.errors import N_, Words, say
from companion.entry.vocabulary import Term, Vocabulary
from companion.entry.words import Token, echo, number, tokens

#: The largest count one number may give a name (no hand holds more).
MOST = 99
#: Words that mean "times" when a number is next to them ("3x", "x3", "3 x grain").
TIMES = ("x",)


@dataclass(frozen=True, slots=True)
class Item:
    """One name of a counted list, as typed.

    Attributes:
        value: the name's value ("zealots").
        count: how many.
        attached: the value of the word attached to it ("mars" for ``zealots:red``), or None.
    """

    value: str
    count: int
    attached: str | None = None


def _is_times(toks: list[Token], i: int, vocabulary: Vocabulary) -> bool:
    """Whether the word at ``i`` is a "times" sign next to a number (and not itself a name)."""
    if toks[i].text not in TIMES or any(s.words == (toks[i].text,) for t in vocabulary.terms for s in t.spellings):
        return False
    return (i > 0 and toks[i - 1].kind == "number") or (i + 1 < len(toks) and toks[i + 1].kind == "number")


def _glued_to_next(toks: list[Token], i: int) -> bool:
    """Whether the number at ``i`` is glued to the word after it and not to the one before (``2r``, not ``grain3``)."""
    after = i + 1 < len(toks) and toks[i + 1].kind == "word" and toks[i + 1].start == toks[i].end
    before = i > 0 and toks[i - 1].kind == "word" and toks[i - 1].end == toks[i].start
    return after and not before


def _run(toks: list[Token], i: int, vocabulary: Vocabulary) -> list[Token]:
    """The words from ``i`` on that may form one name (up to the vocabulary's longest spelling)."""
    run: list[Token] = []
    while i < len(toks) and toks[i].kind == "word" and len(run) < vocabulary.longest and not _is_times(toks, i, vocabulary):
        run.append(toks[i])
        i += 1
    return run


def _match(toks: list[Token], i: int, vocabulary: Vocabulary, field: str) -> tuple[Term, int]:
    """The name starting at token ``i``: the longest run of words that names something, and its length.

    Raises:
        EntryError: the words name nothing, or several names.
    """
    run = _run(toks, i, vocabulary) or [toks[i]]
    for length in range(len(run), 0, -1):
        found = distinct(hits(vocabulary, [t.text for t in run[:length]]))
        if len(found) == 1:
            return found[0].term, length
        if found:
            raise ambiguous(vocabulary, " ".join(t.typed for t in run[:length]), found, field)
    raise unknown(vocabulary, [run[0].text], run[0].typed, field)


def _attached(toks: list[Token], i: int, term: Term, vocabulary: Vocabulary, field: str) -> tuple[str | None, int]:
    """A word attached after the name that ended before token ``i`` (``:red``, ``(red)``), and the token after it."""
    if i + 1 >= len(toks) or toks[i].kind not in ("attach", "open") or toks[i + 1].kind != "word":
        return None, i
    words_of = vocabulary.attachments.get(term.value)
    typed = toks[i + 1].typed
    if words_of is None:
        raise entry_error(N_("{field}: nothing is attached to {name}: type them apart ({name}, {typed})"), field,
                          name=term.label, typed=typed)
    if not hits(words_of, [toks[i + 1].text]):
        message = (N_("{field}: {typed} is not an {kind} — {ask}") if words_of.kind[:1] in "aeiou"
                   else N_("{field}: {typed} is not a {kind} — {ask}"))
        raise entry_error(message, field, typed=echo(typed), kind=word(words_of.kind), ask=_ask(term, words_of))
    attached, length = _match(toks, i + 1, words_of, field)  # a shared beginning says so ("b": black or blue)
    end = i + 1 + length
    if toks[i].kind == "open" and end < len(toks) and toks[end].kind == "close":
        end += 1
    if end < len(toks) and toks[end].kind in ("attach", "open"):  # "zealots:red:red"
        raise entry_error(N_("{field}: {name} has one {kind} printed on it: {ask}"), field, name=term.label.title(),
                          kind=word(words_of.kind), ask=_ask(term, words_of))
    return attached.value, end


def _ask(term: Term, words_of: Vocabulary) -> Words:
    """How to attach the word ``term`` needs: ``type zealots:red (or black/white/blue)`` (typed words: never translated)."""
    examples = list(words_of.examples) or [t.label for t in words_of.terms]
    example = f"{term.value}:{examples[0]}"
    if len(examples) > 1:
        return say(N_("type {example} (or {others})"), example=example, others="/".join(examples[1:]))
    return say(N_("type {example}"), example=example)


def read_items(text: str, names: Vocabulary | Iterable[str], *, field: str | None = None) -> list[Item]:
    """The names of a counted list in the order typed, each with its count and attached word.

    Args:
        text: what was typed (the grammar is in the module docstring).
        names: a :class:`Vocabulary`, or plain names.
        field: the field's name for messages (default: the vocabulary's).

    Raises:
        EntryError: an unknown or ambiguous word, a sign or symbol that is not part of
            the grammar (``?``, ``*``, an emoji), a number with a decimal point, a count
            outside 0–99, two counts in a row, a count with no name, or a name without
            the word it needs attached (or with two).
    """
    vocabulary = as_vocabulary(names)
    where = field or vocabulary.field
    toks = tokens(text)
    items: list[Item] = []
    waiting: int | None = None  # an item a count may still follow
    pending: int | None = None  # a count waiting for its name

    def close() -> None:
        nonlocal waiting
        if pending is not None:
            raise entry_error(N_("{field}: {n}: a number without a name after it"), where, n=pending)
        waiting = None

    i = 0
    while i < len(toks):
        token = toks[i]
        if token.kind == "number":
            n = number(where, token.text, low=0, high=MOST, what=N_("a count"))
            if _glued_to_next(toks, i):  # "bla 2r": the 2 is red's, never black's
                waiting = None
            if waiting is not None:
                items[waiting] = Item(items[waiting].value, n, items[waiting].attached)
                waiting = None
            elif pending is not None:
                raise entry_error(N_("{field}: {first} {second}: two numbers in a row — which is which?"), where,
                                  first=pending, second=n)
            else:
                pending = n
            i += 1
        elif token.kind == "decimal":
            raise entry_error(N_("{field}: {typed} is not a whole number"), where, typed=token.typed)
        elif token.kind == "other":
            raise EntryError(not_here(where, token.typed, vocabulary.kind))
        elif token.kind == "word" and _is_times(toks, i, vocabulary):
            i += 1
        elif token.kind == "word":
            term, length = _match(toks, i, vocabulary, where)
            attached, i = _attached(toks, i + length, term, vocabulary, where)
            items.append(Item(term.value, 1 if pending is None else pending, attached))
            waiting = None if pending is not None else len(items) - 1
            pending = None
        else:
            if token.kind == "stop":
                close()
            i += 1
    close()
    for item in items:
        needs = vocabulary.attachments.get(item.value)
        if needs is not None and item.attached is None and item.count and vocabulary.attachments_required:
            term = vocabulary.term(item.value)
            raise entry_error(N_("{field}: {name}: which {kind} is printed on the card? {ask}"), where,
                              name=term.label.title(), kind=word(needs.kind), ask=_ask(term, needs))
    return items


def read_counts(text: str, names: Vocabulary | Iterable[str], *, field: str | None = None) -> dict[str, int]:
    """A counted list as counts by value: ``"grain 3, wool"`` → ``{"grain": 3, "wool": 1}``.

    Repeated names add up; an attached word counts like its name
    (``"zealots:red"`` → ``{"zealots": 1, "mars": 1}``); counts of 0 are left out.

    Raises:
        EntryError: as :func:`read_items`, or a name whose counts add up to more than 99
            (``99 grain 99 grain``).
    """
    vocabulary = as_vocabulary(names)
    counts: dict[str, int] = {}
    for item in read_items(text, vocabulary, field=field):
        for value in (item.value, item.attached):
            if value is not None and item.count:
                counts[value] = counts.get(value, 0) + item.count
    for value, count in counts.items():
        if count > MOST:
            label = next((t.label for t in vocabulary.terms if t.value == value), value)
            raise entry_error(N_("{field}: {name} {count} in all? a count is 0 to {most}"), field or vocabulary.field,
                              name=label, count=count, most=MOST)
    return counts


def read_names(text: str, names: Vocabulary | Iterable[str], *, field: str | None = None) -> list[str]:
    """A counted list as values in the order typed, repeated: ``"famine 2, flood"`` → ``["famine", "famine", "flood"]``.

    Raises:
        EntryError: as :func:`read_items`.
    """
    found: list[str] = []
    for item in read_items(text, names, field=field):
        found += [item.value] * item.count
        if item.attached is not None:
            found += [item.attached] * item.count
    return found


def read_list(text: str, names: Vocabulary | Iterable[str], *, field: str | None = None) -> list[str]:
    """Names separated by commas or spaces, each once, in the order typed: ``"ann ben"``, ``"Player 2, Mary Ann"``.

    For fields that name people or things without counting them (an ability's
    targets). A part between commas that is one whole name is that name, digits
    included (``Player 2``); otherwise the part is read as a list of names.

    Raises:
        EntryError: a word that names nothing, or several names.
    """
    found: list[str] = []
    for part in re.split(r"[,;\n]", text):
        if not part.strip():
            continue
        try:
            found.append(read_name(part, names, field=field))
        except EntryError:
            found += read_names(part, names, field=field)
    return list(dict.fromkeys(found))


__all__ = ["MOST", "Item", "read_counts", "read_items", "read_list", "read_names"]
