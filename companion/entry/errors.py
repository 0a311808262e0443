"""The one error type of typed entry, and the words its messages are made of.

An :class:`EntryError` is raised with :class:`~companion.errors.Words` (an English template marked
``N_`` and its parameters): ``str(error)`` is the English sentence, ``error.said()`` the same in the
language of whoever reads it (the host's dialog and command line, the host's). What was typed is
repeated as typed (quoted by :func:`~companion.entry.words.echo`); a name is shown as the field's
vocabulary shows it (the names printed on the table's cards, in the language it was built for).
"""

from __future__ import annotations

from companion.errors import N_, CompanionError, Param, say

#: The fields' and kinds' names the entry gives itself (a vocabulary's defaults): catalog messages,
#: said in the reader's language. A field named by a caller is said as given (in the host's words already).
OWN_WORDS = frozenset({
    N_("Goods"), N_("Bottoms"), N_("Bottoms seen"), N_("Arrow"), N_("Development"), N_("Player"), N_("Number"),
    N_("Cards"), N_("Calamities"), N_("Block"), N_("Faction"), N_("Resources"), N_("Side"), N_("Name"),
    N_("Government"), N_("Religion"),
    N_("good"), N_("card bottom"), N_("arrow"), N_("side"), N_("development"), N_("player"), N_("trade card"),
    N_("calamity"), N_("block"), N_("faction"), N_("region"), N_("name"),
})


def word(text: str) -> Param:
    """A field's or a kind's name in a message: the entry's own (:data:`OWN_WORDS`) said in the reader's
    language, any other as given."""
    return say(text) if text in OWN_WORDS else text


class EntryError(CompanionError):
    """Typed text that cannot be read; the message names the field and the word, e.g.
    ``"Goods: 'grian' is not a good here — did you mean grain?"``."""


def entry_error(message: str, /, field: str, **params: Param) -> EntryError:
    """An :class:`EntryError` saying ``message`` (marked ``N_``, starting ``{field}: ``) of ``field``."""
    return EntryError(say(message, field=word(field), **params))
