"""A custom development card: one the catalogue does not have, written in the edition's vocabulary."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from companion.entry import EntryError, Vocabulary, read_int, read_name
from companion.tui.dialogs.form import FormDialog, FormField
from companion.game.kinds import state_as
from companion.game.titm.events import DevelopmentChosen
from companion.game.titm.state import GameState
from companion.i18n import N_, _
from companion.game.titm.side_words import side_name
from companion.tui.dialogs.table_forms import either, sides

if TYPE_CHECKING:
    from companion.tui.app import CompanionApp

#: The longest id a development may have (the edition's slugs); a long name is cut to fit.
ID_LENGTH = 40
#: The two tracks a development counts for.
TRACKS = ("government", "religion")
#: The fields' names, as a refusal of what was typed there begins (each label begins the same way).
TRACK, LEVEL, VP, CITIES, BOATS, WORKER = N_("Track"), N_("Level"), N_("VP"), N_("Cities"), N_("Boats"), N_("Rural worker")


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "custom"


def custom_card_dialog(app: CompanionApp, player: str) -> FormDialog:
    """A form for a custom card: name, track, side, level, VP, production; recorded as played by ``player``.

    Starting values (government, level 0, no VP, no cities or boats) are real, editable
    values; an empty field is empty (the side of a level-0 card, no rural worker).
    """
    assert app.game is not None
    state = state_as(app.game.state, GameState)
    rules = state.rules
    every_side = [side_name(side) for side in (*rules.government.sides, *rules.religion.sides)]
    tracks = Vocabulary.of("track", {track: side_name(track) for track in TRACKS}, field=_(TRACK))
    # rural workers produce basic goods only (001 The Development Cards: Production)
    basic = Vocabulary.of("basic good", tuple(n for n, g in rules.goods.items() if g.category == "basic"))

    def submit(values: dict[str, str]) -> str | None:
        name = values["name"]
        if not name:
            return _("give the card a name")
        try:
            track = read_name(values["track"], tracks)
            level = read_int(values["level"], field=_(LEVEL), low=0, high=rules.political(track).max_level)
            side = read_name(values["side"], sides(state, track)) if level > 0 else None
            vp = read_int(values["vp"], field=_(VP), default=0)
            cities = read_int(values["cities"], field=_(CITIES), default=0, low=0)
            boats = read_int(values["boats"], field=_(BOATS), default=0, low=0)
            worker = read_name(values["worker"], basic, field=_(WORKER)) if values["worker"] else None
        except EntryError as error:
            return error.said()
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

    top = max(rules.government.max_level, rules.religion.max_level)
    # the fields read the edition's words (English, as typed): the placeholders show them as they are typed
    return FormDialog(
        _("Custom development for {player}").format(player=player),
        [
            FormField("name", _("Name"), _("e.g. Harbour of Tyre")),
            FormField("track", _("Track ({choices})").format(choices=either([side_name(t) for t in TRACKS])),
                      value=side_name("government")),
            FormField("side", _("Side (empty for a level-0 card)"), either(every_side)),
            FormField("level", _("Level (0-{top})").format(top=top), value="0"),
            FormField("vp", _("End-game VP printed on it"), value="0"),
            FormField("cities", _("Cities it adds"), value="0"),
            FormField("boats", _("Boats it adds"), value="0"),
            FormField("worker", _("Rural worker it adds (a basic good, or empty)")),
        ],
        submit,
        wide=True,  # the sides' names, in any language, fit the side's field
    )
