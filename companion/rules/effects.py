"""Developments and the small effect vocabulary the engine understands.

A development card is a :class:`Development`: its track, side and level, its
end-game VP, its icons, and a tuple of effects. Each effect is one of the
frozen value types below, tagged by ``kind`` (so an edition file writes
``{"kind": "every_turn", "push": {"happiness": 1}}``). A table adds its own cards with
the same vocabulary; what the engine cannot compute is a :class:`Note` the
companion shows as a reminder.

Source: 001_26b6d8b0f4cbe6f7.txt, "The Development Cards" (Production, Yellow
Immediate Effects, Orange EVERY TURN Effects, Pink TRADE PHASE ABILITIES, Green
Constant Abilities, Brown DEVELOPMENT Abilities, Monuments & Shrines,
Revolutionaries) and "Specific Development Card Notes".

The classes are frozen ``msgspec.Struct`` values, like every record of the engine, and know nothing
of files: the edition loader (:mod:`companion.edition.models`) has pydantic validate them from an
edition file, field by field, refusing a misspelt field instead of ignoring it.
"""

from typing import Literal, TypeVar, Union

from msgspec import Struct, field

#: Icons printed on developments that the rules count (tie-breaks, Monuments).
ICONS = ("happy", "shield", "sword", "apple", "note", "book")

Scope = Literal["self", "others", "all"]


class AppliesTo(Struct, frozen=True):
    """Which players an effect reaches.

    Attributes:
        scope: the holder only, every other player, or everyone.
        side: if set, only players at ``min_level`` or higher on that side
            ("Democracies", "Venetians": level 1 or higher, Specific Development
            Card Notes).
        min_level: see ``side``.
    """

    scope: Scope = "self"
    side: str | None = None
    min_level: int = 1


class Push(Struct, frozen=True):
    """Track pushes and VP, as an every-turn or immediate effect applies them.

    Attributes:
        vp: VP taken from (positive) or returned to (negative) the supply.
        happiness: spaces up (positive) or down the happiness track.
        safety: spaces up (positive) or down the safety track.
        arrows: pushes by side, e.g. ``{"democracy": 1}``.
    """

    vp: int = 0
    happiness: int = 0
    safety: int = 0
    arrows: dict[str, int] = field(default_factory=dict)

    @property
    def is_empty(self) -> bool:
        """True if the push changes nothing."""
        return not (self.vp or self.happiness or self.safety or any(self.arrows.values()))


class EveryTurn(Struct, frozen=True):
    """Orange EVERY TURN ability: applied in every Civic phase, the turn it is played included."""

    kind: Literal["every_turn"] = "every_turn"
    push: Push = field(default_factory=Push)
    applies_to: AppliesTo = field(default_factory=AppliesTo)


class Immediate(Struct, frozen=True):
    """Yellow immediate effect: applied once, when the development is played."""

    kind: Literal["immediate"] = "immediate"
    push: Push = field(default_factory=Push)


class Production(Struct, frozen=True):
    """Production change: rural workers by basic good (may be negative, as Urbanize), cities, boats.

    "You may not play a development to produce more than two of a basic good";
    "If you cannot lose the required type you may not play the card" (Production).
    """

    kind: Literal["production"] = "production"
    rural_workers: dict[str, int] = field(default_factory=dict)
    cities: int = 0
    boats: int = 0


class ExtraDraws(Struct, frozen=True):
    """Brown DEVELOPMENT ability: extra cards from any deck the player may draw from."""

    kind: Literal["extra_draws"] = "extra_draws"
    count: int = 1


class ExtraWarehouse(Struct, frozen=True):
    """More cards in the holder's warehouse: ``count`` more than the rulebook's 3 (001 Warehousing).

    No printed development of the shipped edition has it; a table's own card (or another edition) may,
    and the judge, the phone's form and the host's dialog all read the holder's limit from
    :func:`companion.rules.warehouse.warehouse_limit`.
    """

    kind: Literal["extra_warehouse"] = "extra_warehouse"
    count: int = 1


class TotalWar(Struct, frozen=True):
    """Total War: "whoever is attacked must roll the die twice instead of once".

    Attributes:
        rolls: Barbarian Die rolls per victim (2).
        scope: every Barbarian Attack victim while the card is in play, or only
            its holder when attacked (C4: default every victim).
    """

    kind: Literal["total_war"] = "total_war"
    rolls: int = 2
    scope: Literal["all_victims", "holder"] = "all_victims"


class Stability(Struct, frozen=True):
    """Stability: a Peasant Revolt victim still plays one fewer development, at no reduced level (R10)."""

    kind: Literal["stability"] = "stability"


class SetModifier(Struct, frozen=True):
    """Green constant ability on other players' sets (Civil Rights, Venetian/Martian Orthodoxy).

    For every set of one of ``goods`` that an affected player spends, that
    player's set earns ``vp`` more (negative: fewer, never below 0 for the set,
    C3) and moves ``happiness``/``safety`` spaces.
    """

    kind: Literal["set_modifier"] = "set_modifier"
    goods: tuple[str, ...] = ()
    vp: int = 0
    happiness: int = 0
    safety: int = 0
    applies_to: AppliesTo = field(default_factory=lambda: AppliesTo(scope="others"))


class EndGameVP(Struct, frozen=True):
    """End-game VP beyond the card's printed VP (Monuments & Shrines).

    Attributes:
        per_icon: VP per icon of each kind on the holder's developments
            (Monument of Knowledge: 2 per apple, note or book).
        per_space_above_line: VP per space above the yellow line on a status
            track at the end of the game (Monument of Strength: 2 on safety).
    """

    kind: Literal["end_vp"] = "end_vp"
    per_icon: dict[str, int] = field(default_factory=dict)
    per_space_above_line: dict[str, int] = field(default_factory=dict)


class TradeAbility(Struct, frozen=True):
    """Pink TRADE PHASE ABILITY: a target chosen while trading, resolved in Resolution step 1.

    Attributes:
        label: what the ability does, as the table says it.
        boxes: white boxes: how many targets (or immunities) it has.
        gives: a GIVE ability: may only target other players.
        hits_all: affects every other player unless given an immunity (Pyramids to Mars).
        target: what happens to each target.
        holder: what happens to the holder for each target.
    """

    kind: Literal["trade_ability"] = "trade_ability"
    label: str = ""
    boxes: int = 1
    gives: bool = True
    hits_all: bool = False
    target: Push = field(default_factory=Push)
    holder: Push = field(default_factory=Push)


class OnCrossing(Struct, frozen=True):
    """Revolutionaries: a one-time VP bonus when the holder crosses the box of ``track``."""

    kind: Literal["on_crossing"] = "on_crossing"
    track: Literal["government", "religion"] = "government"
    vp: int = 0


class TradeImmunity(Struct, frozen=True):
    """Venetian Monastery: the holder may ignore trade phase abilities targeted on them."""

    kind: Literal["trade_immunity"] = "trade_immunity"


class Note(Struct, frozen=True):
    """An ability the table enforces itself; the companion shows the text as a reminder."""

    kind: Literal["note"] = "note"
    text: str = ""


Effect = Union[
    EveryTurn,
    Immediate,
    Production,
    ExtraDraws,
    ExtraWarehouse,
    TotalWar,
    Stability,
    SetModifier,
    EndGameVP,
    TradeAbility,
    OnCrossing,
    TradeImmunity,
    Note,
]
#: One type of effect, for :meth:`Development.effects_of`.
E = TypeVar("E", bound=Effect)

DevelopmentKind = Literal["development", "monument", "shrine"]


class Development(Struct, frozen=True):
    """One development (one side of a double-sided development card).

    Attributes:
        id: a stable slug ("venus-temple").
        name: the printed name ("Venus Temple").
        track: government or religion: which of the two developments a turn it counts as.
        side: the side it belongs to ("democracy", "mars"), or None for a level-0
            card (grey government, purple religion), which a Revolution or
            Conversion never destroys.
        level: 0–3.
        kind: an ordinary development, a monument or a shrine (a player may have
            one monument and one shrine).
        vp: end-game VP printed on the card.
        icons: icons printed on it by kind ("happy", "shield", "sword", "apple", …).
        effects: what it does.
    """

    id: str
    name: str
    track: Literal["government", "religion"]
    side: str | None
    level: int
    kind: DevelopmentKind = "development"
    vp: int = 0
    icons: dict[str, int] = field(default_factory=dict)
    effects: tuple[Effect, ...] = ()

    def icon_count(self, *names: str) -> int:
        """How many icons of the given kinds the card shows."""
        return sum(self.icons.get(name, 0) for name in names)

    def effects_of(self, kind: type[E]) -> tuple[E, ...]:
        """The effects of one type, in card order."""
        return tuple(e for e in self.effects if isinstance(e, kind))
