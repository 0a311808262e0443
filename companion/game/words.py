"""The game's own words for turns and phases, and a counted list of names (shared by every report and screen)."""

from __future__ import annotations

from companion.i18n import N_

#: The phases' names (English, as the journal's reports write them; a screen or a page says ``_(PHASE_NAMES[p])``).
PHASE_NAMES = {
    "setup": N_("Setup"),
    "production": N_("Production"),
    "trading": N_("Trading"),
    "resolution": N_("Resolution"),
    "development": N_("Development"),
    "civic": N_("Civic"),
    "over": N_("Game over"),
}

#: Short phase names, so that an event's text fits at 80 columns.
PHASE_SHORT = {
    "setup": N_("Setup"),
    "production": N_("Prod."),
    "trading": N_("Trade"),
    "resolution": N_("Resol."),
    "development": N_("Devel."),
    "civic": N_("Civic"),
    "over": N_("Over"),
}

ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")


def counted(names: list[str], sep: str = ", ") -> str:
    """``"Venus Temple ×2, Library"``: names in first-seen order, a repeated one counted once with ×N."""
    counts: dict[str, int] = {}
    for name in names:
        counts[name] = counts.get(name, 0) + 1
    return sep.join(name if n == 1 else f"{name} ×{n}" for name, n in counts.items())


def roman(turn: int) -> str:
    """Turn number as on the turn track (I–VI)."""
    return ROMAN[turn - 1] if 1 <= turn <= len(ROMAN) else str(turn)


#: A player's name followed by a verb, and the same verb said to the player ("Cleo has" → "you have").
_SECOND_PERSON = (("has", "have"), ("is", "are"), ("does", "do"), ("rolls", "roll"), ("was", "were"))


def to_player(message: str, name: str) -> str:
    """The game's sentence about ``name``, said to that player on their own phone.

    ``"Cleo may play 1 development this turn"`` → ``"You may play 1 development this turn"``;
    ``"Peasant Revolt: Cleo may play level 1 or lower"`` → ``"Peasant Revolt: you may play level 1
    or lower"``; ``"Cleo's goods are already resolved"`` → ``"Your goods are already resolved"``;
    ``"Cleo has already chosen …"`` → ``"You have already chosen …"``. The fold's refusals name the
    player (the host reads them); the phone says them to the player. Other names are left as they are.
    """
    import re

    if not name:
        return message
    who = re.escape(name)
    text = re.sub(rf"(?<!\w){who}'s(?!\w)", "your", message)
    for third, second in _SECOND_PERSON:
        text = re.sub(rf"(?<!\w){who} (already |only |not )?{third}(?!\w)", rf"you \g<1>{second}", text)
    text = re.sub(rf"(?<!\w){who}(?!\w)", "you", text)
    # a sentence, or a clause after ": ", begins with a capital when it did
    return re.sub(r"(^|[.!?] )(you|your)\b", lambda m: m.group(1) + m.group(2).capitalize(), text)
