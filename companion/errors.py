"""The project's one base exception, and the typed refusal it carries.

Every error a user can cause (bad input, a bad edition file, a damaged journal)
is a :class:`CompanionError` subclass whose message is one readable sentence.
The command line turns it into one line on stderr and exit status 2; the TUI
shows it in a notification. A traceback is always a bug.

When the judge refuses something, the error also says which rule, whose entry and which field
(:class:`Refusal`): a dialog puts the cursor on the field, a phone highlights the card, and
nothing re-derives them from the words.
"""

from __future__ import annotations

import msgspec


class Refusal(msgspec.Struct, frozen=True):
    """Why the judge refuses an entry, typed (pure data: no I/O, no Textual).

    Attributes:
        words: the table's sentence, exactly as it is shown (``str`` of the error that carries it),
            e.g. ``"Ann and Ben have spent 10 of the 12 wine cards; Cat's 5 would make 15: check Cat's cards"``.
        rule: the rule's source: a rules file and heading (``"001 Trading Phase, Warehousing"``) or a
            ruling's number (``"C16"``, ``"R18"``); None when the refusal names none (a field's shape).
        player: whose entry it refuses (a seat's name), or None.
        field: what in the entry is at fault, in the judge's names: ``"goods.wine"`` (a good's count),
            ``"goods"`` (the spend as a whole), ``"icons.zealots"`` (a bottom), ``"warehouse"``,
            ``"level"``, ``"development"``; None when no one field is (the phase, the turn).
    """

    words: str
    rule: str | None = None
    player: str | None = None
    field: str | None = None

    def with_words(self, words: str) -> Refusal:
        """The same refusal said otherwise (e.g. to the player, in the second person)."""
        return msgspec.structs.replace(self, words=words)

    def of(self, player: str | None) -> Refusal:
        """The refusal with its player named, when it named none (a rule's check does not know whose)."""
        return self if self.player is not None or player is None else msgspec.structs.replace(self, player=player)

    def data(self) -> dict[str, str | None]:
        """JSON-ready: ``{"error": words, "rule", "player", "field"}`` (a phone's refused entry)."""
        return {"error": self.words, "rule": self.rule, "player": self.player, "field": self.field}


class CompanionError(Exception):
    """Base of every error the companion reports to a user.

    The message (``str(error)``) is a complete sentence a player understands,
    e.g. ``"wine: 19 cards, but the deck has only 12"``.

    Args:
        message: the sentence, or a :class:`Refusal` whose ``words`` it is.

    Attributes:
        refusal: the error as a typed refusal: its rule, player and field where the raiser named
            them, else its words alone.
    """

    def __init__(self, message: str | Refusal = "", *args: object) -> None:
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
