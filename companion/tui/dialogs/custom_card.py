"""A custom development card: one the catalogue does not have, written in the edition's vocabulary."""

from __future__ import annotations

import re
from typing import Any

from companion.tui.dialogs.form import FormDialog, FormField


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "custom"


def custom_card_dialog(app: Any, player: str) -> FormDialog:
    """A form for a custom card: name, track, side, level, VP, production; recorded as played by ``player``."""

    def submit(values: dict[str, str]) -> str | None:
        name = values["name"]
        if not name:
            return "give the card a name"
        try:
            level = int(values["level"] or 0)
            vp = int(values["vp"] or 0)
            cities = int(values["cities"] or 0)
            boats = int(values["boats"] or 0)
        except ValueError:
            return "level, VP, cities and boats are whole numbers"
        track = values["track"].lower() or "government"
        if track not in ("government", "religion"):
            return "track is government or religion"
        effects = []
        if cities or boats or values["worker"]:
            workers = {values["worker"].lower(): 1} if values["worker"] else {}
            effects.append({"kind": "production", "cities": cities, "boats": boats, "rural_workers": workers})
        card = {
            "id": f"custom-{_slug(name)}",
            "name": name,
            "track": track,
            "side": (values["side"].lower() or None) if level > 0 else None,
            "level": level,
            "vp": vp,
            "effects": effects,
            "source": {"house": f"custom card added during the game by {player}"},
        }
        return app.record("development_chosen", player=player, development=card["id"], custom=card)

    return FormDialog(
        f"Custom development for {player}",
        [
            FormField("name", "Name", "e.g. Harbour of Tyre"),
            FormField("track", "Track (government or religion)", "government"),
            FormField("side", "Side (democracy, dictatorship, venus, mars; empty for level 0)"),
            FormField("level", "Level (0-3)", "0"),
            FormField("vp", "End-game VP printed on it", "0"),
            FormField("cities", "Cities it adds", "0"),
            FormField("boats", "Boats it adds", "0"),
            FormField("worker", "Rural worker it adds (a basic good, or empty)"),
        ],
        submit,
    )
