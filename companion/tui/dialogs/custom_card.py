"""A custom development card: one the catalogue does not have, written in the edition's vocabulary."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from companion.entry import EntryError, Vocabulary, read_int, read_name
from companion.entry import titm as words
from companion.tui.dialogs.form import FormDialog, FormField
from companion.game.kinds import state_as
from companion.game.titm.events import DevelopmentChosen
from companion.game.titm.state import GameState

if TYPE_CHECKING:
    from companion.tui.app import CompanionApp

#: The longest id a development may have (the edition's slugs); a long name is cut to fit.
ID_LENGTH = 40
#: The two tracks a development counts for.
TRACKS = Vocabulary.of("track", ("government", "religion"), field="Track")


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "custom"


def custom_card_dialog(app: CompanionApp, player: str) -> FormDialog:
    """A form for a custom card: name, track, side, level, VP, production; recorded as played by ``player``.

    Starting values (government, level 0, no VP, no cities or boats) are real, editable
    values; an empty field is empty (the side of a level-0 card, no rural worker).
    """
    assert app.game is not None
    rules = state_as(app.game.state, GameState).rules
    sides = [*rules.government.sides, *rules.religion.sides]
    # rural workers produce basic goods only (001 The Development Cards: Production)
    basic = Vocabulary.of("basic good", tuple(n for n, g in rules.goods.items() if g.category == "basic"))

    def submit(values: dict[str, str]) -> str | None:
        name = values["name"]
        if not name:
            return "give the card a name"
        try:
            track = read_name(values["track"], TRACKS)
            level = read_int(values["level"], field="Level", low=0, high=rules.political(track).max_level)
            side = read_name(values["side"], words.sides(rules.political(track), field="Side")) if level > 0 else None
            vp = read_int(values["vp"], field="VP", default=0)
            cities = read_int(values["cities"], field="Cities", default=0, low=0)
            boats = read_int(values["boats"], field="Boats", default=0, low=0)
            worker = read_name(values["worker"], basic, field="Rural worker") if values["worker"] else None
        except EntryError as error:
            return str(error)
        effects = []
        if cities or boats or worker:
            workers = {worker: 1} if worker else {}
            effects.append({"kind": "production", "cities": cities, "boats": boats, "rural_workers": workers})
        card: dict[str, Any] = {
            "id": f"custom-{_slug(name)}"[:ID_LENGTH].rstrip("-"),
            "name": name,
            "track": track,
            "side": side,
            "level": level,
            "vp": vp,
            "effects": effects,
            "source": {"house": f"custom card added during the game by {player}"},
        }
        custom: Any = card  # read as the event's DevelopmentEntry when it is built (refused in the table's words)
        problem: str | None = app.record(lambda: DevelopmentChosen(player=player, development=card["id"], custom=custom))
        return problem

    return FormDialog(
        f"Custom development for {player}",
        [
            FormField("name", "Name", "e.g. Harbour of Tyre"),
            FormField("track", "Track (government or religion)", value="government"),
            FormField("side", "Side (empty for a level-0 card)", f"{', '.join(sides[:-1])} or {sides[-1]}"),
            FormField("level", f"Level (0-{max(rules.government.max_level, rules.religion.max_level)})", value="0"),
            FormField("vp", "End-game VP printed on it", value="0"),
            FormField("cities", "Cities it adds", value="0"),
            FormField("boats", "Boats it adds", value="0"),
            FormField("worker", "Rural worker it adds (a basic good, or empty)"),
        ],
        submit,
    )
