"""The printed components as the rules engine sees them: plain frozen values.

An edition file (assets/*.json, loaded by :mod:`companion.edition`) becomes one
:class:`Components` value; every rule function takes the parts it needs. Nothing
here reads files or knows about provenance: that stays at the edition boundary.

Sources: 001_26b6d8b0f4cbe6f7.txt ("the rulebook") — Components Listing, Collect
Victory Points, Turn Track, Resolving Calamities; RULINGS.md R1, R5, R7–R11.
"""

from __future__ import annotations

from typing import Literal

import msgspec

from companion.errors import Printed
from companion.rules.effects import Development
from companion.rules.names import CardKind, PrintedNames
from companion.rules.errors import TrackError, TurnError, UnknownNameError

GoodCategory = Literal["basic", "civic", "luxury"]
PoliticalTrackName = Literal["government", "religion"]
StatusTrackName = Literal["happiness", "safety"]

#: Icons a card bottom can carry besides arrows (R11). Arrows are named by side.
PROSPERITY = "prosperity"
UNHAPPY = "unhappy"
BARBARIAN = "barbarian"


#: The colour of each side's arrows as printed on the cards (001 "Religion & Government Arrows":
#: "The black, white, red & blue arrows"; RULINGS R5: white = Democracy, black = Dictatorship,
#: blue = Venus, red = Mars).
ARROW_COLOURS = {"democracy": "white", "dictatorship": "black", "venus": "blue", "mars": "red"}


def card_name(name: str) -> str:
    """A named card (a card bottom's key) as printed: ``"barbarian-fury"`` → ``"Barbarian Fury"``."""
    return name.replace("-", " ").title()


class Good(msgspec.Struct, frozen=True):
    """One type of goods card.

    Attributes:
        name: the good ("wine").
        category: basic, civic or luxury.
        chart: VP for a set of 1, 2, … cards; its length is the largest set (R1).
        deck: how many cards of this good the deck holds.
        dead: a dead card such as Piracy ("a dead card that is worth nothing", About the
            Goods; R16): spent, it earns 0 VP, belongs to no set, has no bottom, and its
            category's deck is reshuffled at the end of the turn (Production Phase, EXCEPTION).
    """

    name: str
    category: GoodCategory
    chart: tuple[int, ...]
    deck: int
    dead: bool = False

    @property
    def largest_set(self) -> int:
        """The largest set of this good (the number of boxes on the card)."""
        return len(self.chart)


class BadCard(msgspec.Struct, frozen=True):
    """A named bad card bottom (R11): a shortcut for the icons it carries.

    Attributes:
        name: the card's name ("barbarian-fury").
        unhappy: unhappy faces it carries (happiness spaces down).
        barbarian: barbarian icons it carries (safety spaces down).
        may_not_warehouse: the card says MAY NOT WAREHOUSE.
        arrow_reversed: the card's printed arrow points "the opposite direction than
            expected"; the player enters that arrow as an ordinary arrow icon.
        on: the categories of goods whose cards carry this bottom (001 The Goods, the Bad
            Cards column: Poverty on basic and luxury goods, …); None in a journal's copy of
            an edition written before the edition said so (see :attr:`Components.bottoms_checked`).
    """

    name: str
    unhappy: int = 0
    barbarian: int = 0
    may_not_warehouse: bool = False
    arrow_reversed: bool = False
    on: tuple[GoodCategory, ...] | None = None


class StatusTrack(msgspec.Struct, frozen=True):
    """The happiness or the safety track (R7).

    Positions are spaces from START (0), positive above it, negative below.

    Attributes:
        name: happiness or safety.
        top: the highest space (+3).
        bottom: the lowest space (−8).
        start: the START space (0).
        line: the highest space *below* the yellow line (−3): a marker at ``line``
            or lower is below the line.
    """

    name: StatusTrackName
    top: int = 3
    bottom: int = -8
    start: int = 0
    line: int = -3

    def check(self, position: object) -> int:
        """Return ``position`` if it is a space of this track, else raise :class:`TrackError`."""
        if isinstance(position, bool) or not isinstance(position, int):
            raise TrackError(f"{self.name}: {position!r} is not a whole number of spaces")
        if not self.bottom <= position <= self.top:
            raise TrackError(
                f"{self.name}: {position:+d} is off the track "
                f"(it runs from {self.top:+d} down to {self.bottom:+d})"
            )
        return position

    def clamp(self, position: int) -> int:
        """Return ``position`` stopped at the track's ends (markers stop at the ends, R7)."""
        return max(self.bottom, min(self.top, position))

    def below_line(self, position: int) -> bool:
        """True if a marker at ``position`` is below the yellow line."""
        return position <= self.line

    def spaces_above_line(self, position: int) -> int:
        """Spaces a marker at ``position`` is above the yellow line (0 if below it)."""
        return max(0, position - self.line)


class PoliticalTrack(msgspec.Struct, frozen=True):
    """The government or the religion track (R5).

    Each side has spaces 1 (the centre, next to the Revolution/Conversion box)
    to ``len(levels)``; further from the centre is a higher level.

    Attributes:
        name: government or religion.
        sides: the two sides, e.g. ("democracy", "dictatorship").
        levels: the level of spaces 1, 2, …: (0, 1, 1, 2, 2, 3).
        crossing: what crossing the box is called ("Revolution" or "Conversion").
    """

    name: PoliticalTrackName
    sides: tuple[str, str]
    levels: tuple[int, ...]
    crossing: str

    @property
    def spaces(self) -> int:
        """Spaces on each side."""
        return len(self.levels)

    @property
    def max_level(self) -> int:
        """The highest level on the track."""
        return max(self.levels)

    def level(self, space: int) -> int:
        """The level of ``space`` (1-based, from the centre)."""
        return self.levels[space - 1]

    def other_side(self, side: str) -> str:
        """The side across the box from ``side``."""
        return self.sides[1] if side == self.sides[0] else self.sides[0]

    def check_side(self, side: object) -> str:
        """Return ``side`` if it is one of this track's sides, else raise :class:`UnknownNameError`."""
        if side not in self.sides:
            raise UnknownNameError(
                f"{self.name}: {side!r} is not a side of this track "
                f"(choose {self.sides[0]} or {self.sides[1]})"
            )
        return str(side)

    def check_space(self, space: object) -> int:
        """Return ``space`` if it is on the track, else raise :class:`TrackError`."""
        if isinstance(space, bool) or not isinstance(space, int) or not 1 <= space <= self.spaces:
            raise TrackError(
                f"{self.name}: space {space!r} is off the track "
                f"(spaces 1 to {self.spaces} on each side)"
            )
        return space



class PeasantRevolt(msgspec.Struct, frozen=True):
    """A turn's Peasant Revolt rule (Turn Track; R10).

    Attributes:
        fewer_developments: developments the victim plays fewer (1).
        max_level: the highest level the victim may draw and play.
    """

    fewer_developments: int
    max_level: int


class TurnRule(msgspec.Struct, frozen=True):
    """One column of the turn track.

    Attributes:
        turn: 1–6.
        peasant_revolt: the Peasant Revolt rule, or None if there is none this turn.
        barbarian_attack: the Barbarian Attack base loss in VP, or None if none.
    """

    turn: int
    peasant_revolt: PeasantRevolt | None
    barbarian_attack: int | None


class Components(msgspec.Struct, frozen=True):
    """Everything the printed components decide, as the engine needs it.

    Attributes:
        goods: every good by name, in the edition's order.
        bad_cards: the named bad card bottoms by name (R11).
        government, religion: the political tracks (R5).
        happiness, safety: the status tracks (R7).
        turns: the turn track, one rule per turn, turn 1 first.
        die_faces: the Barbarian Die's faces (0, 1, 1, 2, 2, 3).
        starting_rural_workers: the basic goods each player's five rural workers produce.
        max_basic_production: the most of one basic good developments may produce (2).
        plays_per_turn: developments a player may play each turn (2).
        developments: the development catalogue by id.
        table_spend: what the table's spend in one Resolution step 2 is held to (C16): ``"dealt"``
            the decks and what it was dealt and kept, ``"deck"`` the decks only; None for a journal's
            copy of an edition from before the check (:mod:`companion.game.titm.table_cards`).
        names: the names printed on a translated edition's cards, by language (``"de"``); the engine
            never reads them (:mod:`companion.rules.names`).
    """

    goods: dict[str, Good]
    bad_cards: dict[str, BadCard]
    government: PoliticalTrack
    religion: PoliticalTrack
    happiness: StatusTrack
    safety: StatusTrack
    turns: tuple[TurnRule, ...]
    die_faces: tuple[int, ...]
    starting_rural_workers: tuple[str, ...]
    max_basic_production: int = 2
    plays_per_turn: int = 2
    developments: dict[str, Development] = msgspec.field(default_factory=dict)
    table_spend: Literal["deck", "dealt"] | None = None
    names: dict[str, PrintedNames] = msgspec.field(default_factory=dict)

    def __repr__(self) -> str:
        return f"Components({len(self.goods)} goods, {len(self.turns)} turns, {len(self.developments)} developments)"

    @property
    def last_turn(self) -> int:
        """The last turn of the game (6)."""
        return len(self.turns)

    def turn(self, turn: object) -> TurnRule:
        """The turn track's rule for ``turn``; raises :class:`TurnError` off the track."""
        if isinstance(turn, bool) or not isinstance(turn, int) or not 1 <= turn <= len(self.turns):
            raise TurnError(f"turn {turn!r}: the game has turns 1 to {len(self.turns)}")
        return self.turns[turn - 1]

    def good(self, name: object) -> Good:
        """The good called ``name``; raises :class:`UnknownNameError` with the choices."""
        found = self.goods.get(name) if isinstance(name, str) else None
        if found is None:
            raise UnknownNameError(f"{name!r} is not a good in this edition (goods: {', '.join(self.goods)})")
        return found

    def english_name(self, kind: CardKind, card: str) -> str:
        """A card's name as the edition prints it in English: a good as its name (``grain``), a named
        bad card by :func:`card_name` (``Barbarian Fury``), a development by its ``name`` (``Civil
        Rights``); an id the edition does not have is returned as it is."""
        if kind == "developments":
            found = self.developments.get(card)
            return found.name if found is not None else card
        return card_name(card) if kind == "bad_cards" else card

    def translated(self, kind: CardKind, lang: str) -> dict[str, str]:
        """The names the edition prints in ``lang`` for one kind of card, by id (empty for none)."""
        names = self.names.get(lang)
        return names.of(kind) if names is not None else {}

    def printed_name(self, kind: CardKind, card: str, lang: str) -> str:
        """A card's name as printed on the table's cards in ``lang``: the edition's name in that
        language where it gives one, else the English printed name (:meth:`english_name`).

        Example: with German names giving ``grain`` → ``Getreide``,
        ``printed_name("goods", "grain", "de") == "Getreide"`` and ``printed_name("goods", "grain", "fr") == "grain"``.
        """
        return self.translated(kind, lang).get(card) or self.english_name(kind, card)

    def printed(self, kind: CardKind, card: str) -> Printed:
        """A card's printed names in every language the edition gives, for a sentence said later in
        any language (:class:`companion.errors.Printed`): ``printed("goods", "grain")``."""
        names = ((lang, name) for lang in sorted(self.names) if (name := self.translated(kind, lang).get(card)))
        return Printed(self.english_name(kind, card), tuple(names))

    def development(self, dev_id: object) -> Development:
        """The development with id ``dev_id``; raises :class:`UnknownNameError`."""
        found = self.developments.get(dev_id) if isinstance(dev_id, str) else None
        if found is None:
            raise UnknownNameError(f"{dev_id!r} is not a development in this edition's catalogue")
        return found

    @property
    def bottoms_checked(self) -> bool:
        """True when the edition says which goods carry each bad card (001 The Goods), so that every
        spend is checked card by card (:mod:`companion.rules.bottoms`).

        False only for a journal's copy of an edition from before the edition said so: such a game
        reads and scores its spent cards as it always did (docs/journal-format.md).
        """
        return all(card.on is not None for card in self.bad_cards.values())

    def political(self, name: str) -> PoliticalTrack:
        """The government or religion track by name."""
        return self.government if name == "government" else self.religion

    def status(self, name: str) -> StatusTrack:
        """The happiness or safety track by name."""
        return self.happiness if name == "happiness" else self.safety

    @property
    def arrow_sides(self) -> tuple[str, ...]:
        """Every arrow colour by the side it pushes toward (democracy, dictatorship, venus, mars)."""
        return self.government.sides + self.religion.sides

    def track_of_side(self, side: str) -> PoliticalTrack:
        """The political track that has ``side``; raises :class:`UnknownNameError`."""
        for track in (self.government, self.religion):
            if side in track.sides:
                return track
        raise UnknownNameError(
            f"{side!r} is not a side of any track (sides: {', '.join(self.arrow_sides)})"
        )
