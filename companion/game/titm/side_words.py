"""The tracks' sides, their colours and a level, in words: ``"democracy"``, short ``"Dem"``, ``"L2"`` (R5).

Shared by the board's words (:mod:`companion.game.titm.board`), a phone's page and the host's
dialogs; in the language in use (:mod:`companion.i18n`).
"""

from __future__ import annotations

from companion.errors import Words, say
from companion.i18n import N_, _


#: Short side names for narrow places (the host's compact board, a phone held in portrait) (R5).
SIDE_SHORT = {"democracy": N_("Dem"), "dictatorship": N_("Dict"), "venus": N_("Ven"), "mars": N_("Mars")}
#: The sides, tracks and development colours in words (translated where shown).
SIDE_WORDS = {"democracy": N_("democracy"), "dictatorship": N_("dictatorship"), "venus": N_("venus"),
              "mars": N_("mars"), "government": N_("government"), "religion": N_("religion"),
              "grey": N_("grey"), "purple": N_("purple"), "happiness": N_("happiness"), "safety": N_("safety"),
              "Revolution": N_("Revolution"), "Conversion": N_("Conversion"),
              "white": N_("white"), "black": N_("black"), "blue": N_("blue"), "red": N_("red"),
              "green": N_("green"), "yellow": N_("yellow"), "magenta": N_("magenta"), "orange": N_("orange"),
              "cyan": N_("cyan")}


def side_name(side: str, *, short: bool = False) -> str:
    """A side of the government or religion track (R5): ``"democracy"``, or short ``"Dem"``, in the
    language in use (a track's or a development colour's name too: ``"government"``, ``"grey"``).

    A side the table above does not know (another edition's) is cut to four letters when short.
    """
    if short:
        return _(SIDE_SHORT[side]) if side in SIDE_SHORT else side[:4].title()
    return _(SIDE_WORDS[side]) if side in SIDE_WORDS else side


def level_label(level: int) -> str:
    """A development's or a marker's level, short: ``"L2"`` (the pages' and the host's table's)."""
    return _("L{level}").format(level=level)


def side_words(side: str) -> Words | str:
    """:func:`side_name` for a sentence said later, in the language in use then (:class:`companion.errors.Words`)."""
    return say(SIDE_WORDS[side]) if side in SIDE_WORDS else side
