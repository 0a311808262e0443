"""The numbers of *Trade and Triumph* and a trader's state (004_94530a861ff71851.txt).

:class:`TntRules` carries the rulebook's numbers (20 VP, 10 gold, a hand of 7 …)
as loaded from ``assets/tnt.json``; :class:`Trader` is one player's state.
"""

from __future__ import annotations

import msgspec

from companion.rules import _check
from companion.rules.errors import CountError, PlayerError

REGIONS: tuple[str, ...] = ("forest", "mountain", "desert", "ocean")
"""The four regions and their trade resources ("The Trade Routes")."""

TRACKS: tuple[str, ...] = ("move", "draw", "play")
"""The three upgrade tracks ("Upgrade Boards")."""


class TntRules(msgspec.Struct, frozen=True):
    """The rulebook's numbers, from the edition data.

    Attributes:
        resource_vp: VP for one trade resource sold at the city (1).
        set_vp: VP for one of each of the four resources sold together (6).
        card_gold_node: gold per card sold at a trade node (1).
        card_gold_city: gold per card sold at the city (2).
        specialty_cost: gold to draw a specialty card (10).
        hand_limit: cards a trader may keep at the end of a turn (7).
        end_vp: VP that trigger the end of the game (20).
        starting_gold: gold each trader starts with (5).
        starting_hand: cards each trader starts with (2 Influence + 2 Trade = 4).
        track_spaces: upgrades each track holds, ``(("move", 2), ("draw", 2), ("play", 2))``
            (pictures only: ruling C401).
    """

    resource_vp: int
    set_vp: int
    card_gold_node: int
    card_gold_city: int
    specialty_cost: int
    hand_limit: int
    end_vp: int
    starting_gold: int
    starting_hand: int
    track_spaces: tuple[tuple[str, int], ...]

    def spaces(self, track: str) -> int:
        """Return how many upgrades ``track`` holds.

        Raises:
            UnknownNameError: not one of move, draw, play.
        """
        _check.known("upgrade track", track, TRACKS)
        return dict(self.track_spaces)[track]


class Resources(msgspec.Struct, frozen=True):
    """Trade resources held, by region ("Trade Resources"); counts are cubes."""

    forest: int = 0
    mountain: int = 0
    desert: int = 0
    ocean: int = 0

    def __post_init__(self) -> None:
        for name in self.__struct_fields__:
            _check.count(name, getattr(self, name))

    @property
    def total(self) -> int:
        """How many resources in all."""
        return self.forest + self.mountain + self.desert + self.ocean

    def as_dict(self) -> dict[str, int]:
        """``{region: count}`` in the order forest, mountain, desert, ocean."""
        return {r: getattr(self, r) for r in REGIONS}


class Upgrades(msgspec.Struct, frozen=True):
    """Upgrades bought on each track, left to right ("Upgrade Boards"); 0 = the starting space."""

    move: int = 0
    draw: int = 0
    play: int = 0

    def __post_init__(self) -> None:
        for name in self.__struct_fields__:
            _check.count(f"{name} upgrades", getattr(self, name))

    @property
    def total(self) -> int:
        """Upgrades bought in all (the third tie-break counts these)."""
        return self.move + self.draw + self.play


class Trader(msgspec.Struct, frozen=True):
    """One player's state.

    Attributes:
        name: the player's name.
        vp: victory points.
        gold: gold.
        upgrades: upgrades bought on each track.
        resources: trade resources held.
        hand: cards in hand.
        turns: turns completed (for the end of the game's last round).

    Raises:
        CountError: a count that is not a whole number ≥ 0.
        PlayerError: an empty name.
    """

    name: str
    vp: int = 0
    gold: int = 0
    upgrades: Upgrades = Upgrades()
    resources: Resources = Resources()
    hand: int = 0
    turns: int = 0

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise PlayerError(f"a player needs a name, got {self.name!r}")
        for what in ("vp", "gold", "hand", "turns"):
            _check.count(f"{self.name}: {what}", getattr(self, what))
        if not isinstance(self.upgrades, Upgrades) or not isinstance(self.resources, Resources):
            raise CountError(f"{self.name}: upgrades and resources must be counted per track and per region")


class Actions(msgspec.Struct, frozen=True):
    """The most a trader may do in a turn ("Upgrade Boards", "Game Rules"); each is a maximum.

    Attributes:
        moves: spaces moved (1 to 3 with the move upgrades).
        draws: cards drawn, at most one from each deck.
        plays: cards played or upgrades bought.
    """

    moves: int
    draws: int
    plays: int


def actions(upgrades: Upgrades) -> Actions:
    """Return a turn's actions for the upgrades bought before the turn began.

    Each track starts at 1 and each upgrade adds 1; "All upgrades come into
    effect on the next turn", so pass the upgrades held when the turn started.
    An upgrade bought this turn "counts as a play for your turn".
    """
    return Actions(1 + upgrades.move, 1 + upgrades.draw, 1 + upgrades.play)


def start(rules: TntRules, name: str) -> Trader:
    """Return a trader at setup: 5 gold, 2 Influence + 2 Trade cards in hand, no VP ("Game Setup")."""
    return Trader(name, gold=rules.starting_gold, hand=rules.starting_hand)
