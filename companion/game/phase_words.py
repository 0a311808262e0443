"""The phases inside a refusal's sentence, said in any language: ``"(now: trading)"`` (issue 36)."""

from __future__ import annotations

from companion.errors import Param, say
from companion.i18n import N_

#: The phases as a sentence names them in English, lowercase (``"(now: trading)"``); each a catalog word,
#: said with :func:`phase_words`.
PHASE_WORDS = {
    "setup": N_("setup"),
    "production": N_("production"),
    "trading": N_("trading"),
    "resolution": N_("resolution"),
    "development": N_("development"),
    "civic": N_("civic"),
    "over": N_("over"),
}


def phase_words(phase: str) -> Param:
    """A phase inside a sentence (:class:`companion.errors.Words`): English as the journal names it
    (``"trading"``), its catalog word in any other language; an unknown phase as it is."""
    return say(PHASE_WORDS[phase]) if phase in PHASE_WORDS else phase
