"""The game's own words for turns and phases, and a counted list of names (shared by every report and screen)."""

from __future__ import annotations

PHASE_NAMES = {
    "setup": "Setup",
    "production": "Production",
    "trading": "Trading",
    "resolution": "Resolution",
    "development": "Development",
    "civic": "Civic",
    "over": "Game over",
}

#: Short phase names, so that an event's text fits at 80 columns.
PHASE_SHORT = {
    "setup": "Setup",
    "production": "Prod.",
    "trading": "Trade",
    "resolution": "Resol.",
    "development": "Devel.",
    "civic": "Civic",
    "over": "Over",
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
