"""The project's one base exception, and the typed refusal it carries.

Every error a user can cause (bad input, a bad edition file, a damaged journal)
is a :class:`CompanionError` subclass whose message is one readable sentence.
The command line turns it into one line on stderr and exit status 2; the TUI
shows it in a notification. A traceback is always a bug.

When the judge refuses something, the error also says which rule, whose entry and which field
(:class:`Refusal`): a dialog puts the cursor on the field, a phone highlights the card, and
nothing re-derives them from the words.

A refusal can be said in any language (:class:`Words`: its English template, a catalog message,
and its parameters, filled when it is said): its ``words`` stay English (the journal and the logs
keep them, and ``str`` of the error), and :meth:`Refusal.said` says it in the language in use (a
phone's; the host's in the TUI and on the command line's error line).
The rules engine builds them without reading a catalog (it marks its templates with a no-op ``N_``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar, Union

import msgspec


class Printed(msgspec.Struct, frozen=True):
    """A card's name as printed on the table's cards: English, and in each language the edition gives one.

    Attributes:
        english: the English printed name (``"wine"``).
        names: ``(language, name)`` pairs the edition prints (``(("de", "Wein"),)``); empty for none.
    """

    english: str
    names: tuple[tuple[str, str], ...] = ()

    def said(self) -> str:
        """The name in the language in use, else the English one."""
        from companion.i18n import current_code

        return dict(self.names).get(current_code(), self.english)


#: A parameter of a sentence: game data said as it is (a player's name, a number), a word the
#: catalog translates (:class:`Words`), or a card's printed name (:class:`Printed`).
Param = Union[str, int, "Words", Printed]


class Words(msgspec.Struct, frozen=True):
    """A sentence that can be said in any language (pure data: no catalog is read to build it).

    Attributes:
        message: the English template, a catalog message (msgid) with ``{name}`` placeholders.
        params: ``(name, value)`` pairs that fill it (:data:`Param`).
    """

    message: str
    params: tuple[tuple[str, Param], ...] = ()

    def english(self) -> str:
        """The sentence in English (the journal's, the logs', ``str`` of the error)."""
        return self.message.format(**{name: _english(value) for name, value in self.params})

    def said(self) -> str:
        """The sentence in the language in use (:func:`companion.i18n.current_code`), its parameters too."""
        from companion.i18n import _

        return _(self.message).format(**{name: _said(value) for name, value in self.params})


def _english(value: Param) -> str | int:
    if isinstance(value, Words):
        return value.english()
    return value.english if isinstance(value, Printed) else value


def _said(value: Param) -> str | int:
    return value.said() if isinstance(value, (Words, Printed)) else value


def say(message: str, /, **params: Param) -> Words:
    """``message`` (a template marked ``N_``) with its parameters: ``say(N_("{n} is negative"), n=-1)``."""
    return Words(message, tuple(params.items()))


def say_n(singular: str, plural: str, n: int, /, **params: Param) -> Words:
    """A counted sentence: ``singular`` for one, else ``plural`` (each a message of its own, marked
    ``N_``: the rules engine reads no catalog to choose a form), ``n`` its placeholder ``{n}``."""
    return Words(singular if n == 1 else plural, (("n", n), *params.items()))


def N_(message: str) -> str:
    """Mark ``message`` for the catalog (``pybabel extract -k N_``) where it is written, said later
    (:class:`Words`): the rules engine's marker, which reads no catalog (:func:`companion.i18n.N_` elsewhere)."""
    return message


def listed(names: Sequence[Param]) -> Param:
    """Names as one phrase: ``"Ann"``; ``"Ann and Ben"``, ``"Ann, Ben and Cat"`` (the "and" said in each language)."""
    return _joined(names, N_("{names} and {last}")) if names else ""


def either(names: Sequence[Param]) -> Param:
    """Choices as one phrase: ``"grain"``; ``"wine or wool"``, ``"dye, wine or wool"``; ``"nothing"`` for none
    (the "or" said in each language)."""
    return _joined(names, N_("{names} or {last}")) if names else say(N_("nothing"))


def _joined(names: Sequence[Param], last: str) -> Param:
    """``names`` (at least one) joined by commas, the last by ``last`` (a message with ``{names}`` and ``{last}``)."""
    return names[0] if len(names) < 2 else say(last, names=commas(*names[:-1]), last=names[-1])


P = TypeVar("P", bound=Param)


def commas(first: P, *others: Param) -> P | Words:
    """Items joined by commas: ``"1 grain, 3 wine"`` (the comma said in each language)."""
    head: P | Words = first
    for name in others:
        head = say(N_("{first}, {next}"), first=head, next=name)
    return head


class Refusal(msgspec.Struct, frozen=True):
    """Why the judge refuses an entry, typed (pure data: no I/O, no Textual).

    Attributes:
        words: the table's sentence in English, exactly as it is shown (``str`` of the error that
            carries it), e.g. ``"Ann and Ben have spent 10 of the 12 wine cards; Cat's 5 would make 15: check Cat's cards"``.
        rule: the rule's source: a rules file and heading (``"001 Trading Phase, Warehousing"``) or a
            ruling's number (``"C16"``, ``"R18"``); None when the refusal names none (a field's shape).
        player: whose entry it refuses (a seat's name), or None.
        field: what in the entry is at fault, in the judge's names: ``"goods.wine"`` (a good's count),
            ``"goods"`` (the spend as a whole), ``"icons.zealots"`` (a bottom), ``"warehouse"``,
            ``"level"``, ``"development"``; None when no one field is (the phase, the turn).
        message: the sentence to say in any language (:class:`Words`; ``words`` is its English),
            None when the words are not a catalog message (they are said as they are).
        to_player: said to ``player`` on their own phone: in English, in the second person
            (:func:`companion.game.words.to_player`, "Your goods are already resolved").
    """

    words: str
    rule: str | None = None
    player: str | None = None
    field: str | None = None
    message: Words | None = None
    to_player: bool = False

    def _key(self) -> tuple[str, str | None, str | None, str | None]:
        return (self.words, self.rule, self.player, self.field)

    def __eq__(self, other: object) -> bool:
        """Equal when they say the same (English) words of the same rule, player and field: how a
        refusal is said in other languages (``message``) follows from its words."""
        return isinstance(other, Refusal) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def with_words(self, words: str | Words) -> Refusal:
        """The same refusal said otherwise (e.g. to the player, as a question)."""
        if isinstance(words, Words):
            return msgspec.structs.replace(self, words=words.english(), message=words, to_player=False)
        return msgspec.structs.replace(self, words=words, message=None, to_player=False)

    def of(self, player: str | None) -> Refusal:
        """The refusal with its player named, when it named none (a rule's check does not know whose)."""
        return self if self.player is not None or player is None else msgspec.structs.replace(self, player=player)

    def to(self, player: str) -> Refusal:
        """The refusal said to ``player`` (whose entry it is) on their phone: named, its English words in
        the second person ("Your goods are already resolved"), and so :meth:`said` in English."""
        from companion.game.words import to_player

        named = self.of(player)
        return msgspec.structs.replace(named, words=to_player(self.words, named.player or player), to_player=True)

    def said(self) -> str:
        """The sentence in the language in use (:class:`Words`); its English ``words`` when it has no message."""
        text = self.message.said() if self.message is not None else self.words
        if self.to_player and self.player:
            from companion.game.words import to_player
            from companion.i18n import SOURCE, current_code

            if current_code() == SOURCE:
                text = to_player(text, self.player)
        return text

    def data(self) -> dict[str, str | None]:
        """JSON-ready: ``{"error": words, "rule", "player", "field"}`` (a phone's refused entry), its
        words said in the language in use (:meth:`said`)."""
        return {"error": self.said(), "rule": self.rule, "player": self.player, "field": self.field}


def refusal(words: Words, rule: str | None = None, player: str | None = None, field: str | None = None) -> Refusal:
    """A refusal said by ``words`` (its English :attr:`Refusal.words` is ``words.english()``)."""
    return Refusal(words.english(), rule, player, field, words)


class CompanionError(Exception):
    """Base of every error the companion reports to a user.

    The message (``str(error)``) is a complete sentence a player understands,
    e.g. ``"wine: 19 cards, but the deck has only 12"``.

    Args:
        message: the sentence, or :class:`Words` (said in English here, in any language by
            :meth:`Refusal.said`), or a :class:`Refusal` whose ``words`` it is.

    Attributes:
        refusal: the error as a typed refusal: its rule, player and field where the raiser named
            them, else its words alone.
    """

    def __init__(self, message: str | Words | Refusal = "", *args: object) -> None:
        if isinstance(message, Words):
            message = refusal(message)
        if isinstance(message, Refusal):
            super().__init__(message.words, *args)
            self._refusal: Refusal | None = message
        else:
            super().__init__(message, *args)
            self._refusal = None

    @property
    def refusal(self) -> Refusal:
        """The typed refusal (see the class's attributes)."""
        return self._refusal if self._refusal is not None else Refusal(str(self))

    def said(self) -> str:
        """The message in the language in use (:meth:`Refusal.said`)."""
        return self.refusal.said()
