"""The edition file format (pydantic models) for *Trading in the Mediterranean*.

An edition is everything the printed components decide. Each entry carries
its provenance (:class:`~companion.edition.sourced.SourcedEntry`). The models
validate a file and turn it into the engine's
:class:`~companion.rules.components.Components`. docs/edition-format.md
describes the format for a table that corrects a copy to its printed cards.

Every value is bounded here, at the boundary, so that nothing read from an
edition file (or a journal's snapshot of one) can raise past
:class:`~companion.edition.EditionError` later: numbers lie within what
printed components could say, text refuses control characters, lists have a
length limit.
"""

from typing import Annotated, Any, Literal, get_args

import msgspec
from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    GetPydanticSchema,
    StringConstraints,
    ValidationInfo,
    field_validator,
    model_validator,
)

from companion.boundary import Safe
from companion.pydantic_structs import tagged_structs_schema
from companion.edition.development_checks import development_problems
from companion.edition.names import LanguageNames, WrittenWithoutNoNames, check_names
from companion.edition.sourced import SourcedEntry
from companion.rules import effects as fx
from companion.text import refuse_control
from companion.rules.components import (
    BadCard,
    Components,
    Good,
    PeasantRevolt,
    PoliticalTrack,
    StatusTrack,
    TurnRule,
)

Slug = Annotated[str, StringConstraints(pattern=r"^[a-z][a-z0-9-]*$", max_length=40)]
#: The validation context key of an edition read from its file, not a journal's copy (see Edition).
FROM_FILE = "from_file"
#: The largest number printed on a component (VP, a level, a count): 999.
LIMIT = 999
NonNeg = Annotated[int, Field(ge=0, le=LIMIT)]
Positive = Annotated[int, Field(ge=1, le=LIMIT)]
#: A space on the happiness or safety track, from START (the events' corrections allow the same).
TrackSpace = Annotated[int, Field(ge=-50, le=50)]
#: A printed name or a rules reference.
Label = Annotated[str, StringConstraints(min_length=1, max_length=200), Safe]
#: A category of goods (001 The Goods: basic, civic, luxury).
Category = Literal["basic", "civic", "luxury"]
#: A card's text.
CardText = Annotated[str, StringConstraints(max_length=2000), Safe]


def _bounded_effect(effect: Any) -> Any:
    """Check every value of an effect (a Struct of :mod:`companion.rules.effects`, which stays
    free of pydantic): numbers within ±:data:`LIMIT`, text without control characters, at most
    50 entries in a mapping or a list."""
    _check_value(effect)
    return effect


def _check_value(value: Any) -> None:
    if isinstance(value, bool):
        return
    if isinstance(value, int):
        if not -LIMIT <= value <= LIMIT:
            raise ValueError(f"{value} is out of range (numbers on a card lie between -{LIMIT} and {LIMIT})")
    elif isinstance(value, str):
        if len(value) > 2000:
            raise ValueError("a text of more than 2000 characters")
        refuse_control(value)
    elif isinstance(value, dict | list | tuple):
        if len(value) > 50:
            raise ValueError(f"more than 50 entries ({len(value)})")
        for item in value.items() if isinstance(value, dict) else value:
            _check_value(item)
    elif isinstance(value, msgspec.Struct):
        for name in value.__struct_fields__:
            _check_value(getattr(value, name))


EffectModel = Annotated[
    fx.Effect,
    GetPydanticSchema(lambda _, handler: tagged_structs_schema(get_args(fx.Effect), "kind", handler)),
    AfterValidator(_bounded_effect),
]


class GoodEntry(SourcedEntry):
    """One good: its category, set-value chart (VP for 1, 2, … cards) and deck size.

    ``dead``: a dead card such as Piracy (R16): worth nothing, in no set; spending it
    reshuffles its category's deck at the end of the turn. Its chart must be ``[0]``.
    """

    name: Slug
    category: Category
    chart: Annotated[list[NonNeg], Field(min_length=1, max_length=30)]
    deck: Annotated[int, Field(ge=1, le=200)]
    dead: bool = False

    @model_validator(mode="after")
    def _dead_is_worth_nothing(self) -> "GoodEntry":
        if self.dead and self.chart != [0]:
            raise ValueError("a dead card is worth nothing: its chart must be [0]")
        return self

    @field_validator("chart")
    @classmethod
    def _chart_never_decreases(cls, chart: list[int]) -> list[int]:
        if any(b < a for a, b in zip(chart, chart[1:])):
            raise ValueError(f"chart VP must never decrease with more cards (got {', '.join(map(str, chart))})")
        return chart


class BadCardEntry(SourcedEntry):
    """A named bad card bottom, the icons it stands for (R11), and the goods whose cards carry it.

    ``on``: the categories of goods whose cards carry this bottom (001 The Goods, the Bad Cards
    column), e.g. ``["basic", "luxury"]`` for Poverty. An edition file must give it; a journal's
    copy of an edition written before the field existed has none (its game's spent cards are then
    read as they always were, docs/journal-format.md).
    """

    name: Slug
    unhappy: Annotated[int, Field(ge=0, le=10)] = 0
    barbarian: Annotated[int, Field(ge=0, le=10)] = 0
    may_not_warehouse: bool = False
    arrow_reversed: bool = False
    on: Annotated[list[Category], Field(min_length=1, max_length=3)] | None = None

    @field_validator("on")
    @classmethod
    def _each_category_once(cls, on: list[str] | None) -> list[str] | None:
        if on is not None and len(set(on)) != len(on):
            raise ValueError(f"a category is named twice ({', '.join(on)})")
        return on


class PoliticalTrackEntry(SourcedEntry):
    """The government or religion track: two sides, levels by space, the name of crossing."""

    sides: tuple[Slug, Slug]
    levels: Annotated[list[Annotated[int, Field(ge=0, le=20)]], Field(min_length=1, max_length=20)]
    crossing: Label

    @model_validator(mode="after")
    def _levels(self) -> "PoliticalTrackEntry":
        if self.sides[0] == self.sides[1]:
            raise ValueError("the two sides must differ")
        if self.levels[0] != 0:
            raise ValueError("space 1 (the centre) must be level 0")
        if any(b < a for a, b in zip(self.levels, self.levels[1:])):
            raise ValueError("levels must never decrease away from the centre")
        return self


class StatusTrackEntry(SourcedEntry):
    """The happiness or safety track: its ends, START and the yellow line."""

    top: TrackSpace
    bottom: TrackSpace
    start: TrackSpace
    line: TrackSpace = Field(description="the highest space below the yellow line")

    @model_validator(mode="after")
    def _order(self) -> "StatusTrackEntry":
        if not self.bottom <= self.line < self.start <= self.top:
            raise ValueError("expected bottom ≤ line < start ≤ top (the yellow line lies below START)")
        return self


class TracksEntry(BaseModel):
    """The four tracks."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)
    government: PoliticalTrackEntry
    religion: PoliticalTrackEntry
    happiness: StatusTrackEntry
    safety: StatusTrackEntry


class PeasantRevoltEntry(BaseModel):
    """A Peasant Revolt column of the turn track."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)
    fewer_developments: NonNeg
    max_level: NonNeg


class TurnEntry(SourcedEntry):
    """One turn of the turn track."""

    turn: Positive
    peasant_revolt: PeasantRevoltEntry | None
    barbarian_attack: NonNeg | None


class DieEntry(SourcedEntry):
    """The Barbarian Die."""

    #: Faces of at most 20: a journal's die rolls are bounded alike.
    faces: Annotated[list[Annotated[int, Field(ge=0, le=20)]], Field(min_length=1, max_length=20)]


class TradePhaseEntry(SourcedEntry):
    """The trading phase timer: length, warnings and the optional grace period, in seconds."""

    seconds: Annotated[int, Field(ge=10, le=3600)]
    warnings: Annotated[list[Positive], Field(max_length=10)]
    grace_seconds: Annotated[int, Field(ge=0, le=120)]

    @model_validator(mode="after")
    def _warnings_inside(self) -> "TradePhaseEntry":
        if any(w >= self.seconds for w in self.warnings):
            raise ValueError("every warning must come before the end of the phase")
        return self


class PlayersEntry(SourcedEntry):
    """How many players the edition is for (R13)."""

    min: Positive
    max: Positive

    @model_validator(mode="after")
    def _order(self) -> "PlayersEntry":
        if self.min > self.max:
            raise ValueError("min must not be more than max")
        return self


class ProductionEntry(SourcedEntry):
    """What every player starts producing and the production limits.

    ``table_spend``: what the whole table's spend in one Resolution step 2 is held to (C16):
    ``dealt`` (the decks, and what the table was dealt this turn plus what it kept in warehouses; the
    host may overrule the latter with a reason) or ``deck`` (the decks only). An edition file without
    it reads ``dealt``; a journal's copy of an edition from before the field existed has none, and its
    game is read as it always was (docs/journal-format.md).
    """

    rural_workers: Annotated[list[Slug], Field(max_length=50)]
    max_basic_production: Annotated[int, Field(ge=1, le=50)]
    plays_per_turn: Annotated[int, Field(ge=1, le=20)]
    table_spend: Literal["deck", "dealt"] | None = None


class DevelopmentEntry(SourcedEntry):
    """One development of the catalogue (see :class:`companion.rules.effects.Development`)."""

    #: Built on import, unlike the other entries: a custom card's event, the state's custom cards and
    #: the edition all hold it, and each would otherwise build its schema (with its effects) again.
    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=False)

    id: Slug
    name: Annotated[str, StringConstraints(min_length=1, max_length=60), Safe]
    text: CardText = ""
    track: Literal["government", "religion"]
    side: Slug | None
    level: Annotated[int, Field(ge=0, le=20)]
    kind: fx.DevelopmentKind = "development"
    vp: Annotated[int, Field(ge=-LIMIT, le=LIMIT)] = 0
    icons: Annotated[dict[Slug, NonNeg], Field(max_length=20)] = {}
    effects: Annotated[list[EffectModel], Field(max_length=20)] = []

    def development(self) -> fx.Development:
        """The engine's value for this entry."""
        return fx.Development(
            id=self.id,
            name=self.name,
            track=self.track,
            side=self.side,
            level=self.level,
            kind=self.kind,
            vp=self.vp,
            icons=dict(self.icons),
            effects=tuple(self.effects),
        )


class Edition(WrittenWithoutNoNames):
    """A whole edition file.

    Validated with the context ``{FROM_FILE: True}`` (:func:`companion.edition.load_edition`), its
    developments' effects must also be ones the engine can apply; a journal's copy is validated
    without it, as it was when its game began.

    Attributes:
        format: the file format version (1).
        id: the edition id (``titm-v6``).
        name: a human name.
        rules: the rules source it follows.
        players, goods, bad_cards, tracks, turn_track, barbarian_die,
        trade_phase, production, developments: the components.
        names: the names printed on a translated edition's cards, by language (:mod:`companion.edition.names`).
    """

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    format: Literal[1]
    id: Slug
    name: Label
    rules: Label
    players: PlayersEntry
    goods: Annotated[list[GoodEntry], Field(min_length=1, max_length=50)]
    bad_cards: Annotated[list[BadCardEntry], Field(max_length=50)]
    tracks: TracksEntry
    turn_track: Annotated[list[TurnEntry], Field(min_length=1, max_length=20)]
    barbarian_die: DieEntry
    trade_phase: TradePhaseEntry
    production: ProductionEntry
    developments: Annotated[list[DevelopmentEntry], Field(max_length=500)]
    names: Annotated[dict[str, LanguageNames], Field(max_length=20)] = {}

    @model_validator(mode="after")
    def _consistent(self, info: ValidationInfo) -> "Edition":
        _unique("goods", [g.name for g in self.goods])
        _unique("bad_cards", [b.name for b in self.bad_cards])
        _unique("developments", [d.id for d in self.developments])
        goods = {g.name: g for g in self.goods}
        if [t.turn for t in self.turn_track] != list(range(1, len(self.turn_track) + 1)):
            raise ValueError("turn_track must list turns 1, 2, 3, … in order")
        for name in self.production.rural_workers:
            if goods.get(name) is None or goods[name].category != "basic":
                raise ValueError(f"production.rural_workers: {name!r} is not a basic good")
        sides = set(self.tracks.government.sides) | set(self.tracks.religion.sides)
        if len(sides) != 4:
            raise ValueError("the government and religion tracks must have four different sides")
        components = self.components()
        check_names(self.names, components)
        from_file = bool(info.context and info.context.get(FROM_FILE))  # not a journal's copy (load_edition)
        _carriers_given(self.bad_cards, required=from_file)
        for i, d in enumerate(self.developments):
            problems = development_problems(d, components, where=f"developments[{i}] ({d.id})", applicable=from_file)
            if problems:
                raise ValueError(problems[0])
        return self

    def components(self) -> Components:
        """The engine's :class:`~companion.rules.components.Components` for this edition."""
        t = self.tracks
        return Components(
            goods={g.name: Good(g.name, g.category, tuple(g.chart), g.deck, g.dead) for g in self.goods},
            bad_cards={
                b.name: BadCard(b.name, b.unhappy, b.barbarian, b.may_not_warehouse, b.arrow_reversed, None if b.on is None else tuple(b.on))
                for b in self.bad_cards
            },
            government=PoliticalTrack("government", t.government.sides, tuple(t.government.levels), t.government.crossing),
            religion=PoliticalTrack("religion", t.religion.sides, tuple(t.religion.levels), t.religion.crossing),
            happiness=StatusTrack("happiness", t.happiness.top, t.happiness.bottom, t.happiness.start, t.happiness.line),
            safety=StatusTrack("safety", t.safety.top, t.safety.bottom, t.safety.start, t.safety.line),
            turns=tuple(
                TurnRule(
                    e.turn,
                    PeasantRevolt(e.peasant_revolt.fewer_developments, e.peasant_revolt.max_level)
                    if e.peasant_revolt
                    else None,
                    e.barbarian_attack,
                )
                for e in self.turn_track
            ),
            die_faces=tuple(self.barbarian_die.faces),
            starting_rural_workers=tuple(self.production.rural_workers),
            max_basic_production=self.production.max_basic_production,
            plays_per_turn=self.production.plays_per_turn,
            table_spend=self.production.table_spend,
            developments={d.id: d.development() for d in self.developments},
            names={lang: given.printed() for lang, given in self.names.items()},
        )


def table_spend_read(data: dict[str, Any]) -> dict[str, Any]:
    """An edition file that does not say what the table's spend is held to reads ``dealt`` (C16); a
    journal's copy is read as written (none: its game began before the check)."""
    production = data.get("production")
    if isinstance(production, dict) and "table_spend" not in production:
        return {**data, "production": {**production, "table_spend": "dealt"}}
    return data


def _carriers_given(cards: list[BadCardEntry], *, required: bool) -> None:
    """Which goods carry each bad card is given for every card, or (a journal's copy from before
    the field existed) for none; an edition file gives it for every card."""
    missing = [(i, b) for i, b in enumerate(cards) if b.on is None]
    if missing and (required or len(missing) != len(cards)):
        i, b = missing[0]
        raise ValueError(
            f"bad_cards[{i}] ({b.name}): on: which goods carry this card is missing "
            '(001 The Goods, Bad Cards: e.g. "on": ["basic", "luxury"] for Poverty)'
        )


def _unique(what: str, names: list[str]) -> None:
    seen: set[str] = set()
    for name in names:
        if name in seen:
            raise ValueError(f"{what}: {name!r} appears twice")
        seen.add(name)
