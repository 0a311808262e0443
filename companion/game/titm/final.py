"""The final ranking's records (001 The End of the Game): each player's total itemised, the places,
and the tie-break steps, as the fold's game-over check works them out (R15; C12 for shared places).

Part of :class:`~companion.game.titm.state.GameState` (its ``ranking``); mutable ``msgspec.Struct``
records like the rest of the state's parts.
"""

import msgspec


class IconRecord(msgspec.Struct, kw_only=True):
    """Icons of one kind printed on one development (what a Monument or the tie-break counted, R15)."""

    development: str
    icon: str
    count: int


class MonumentRecord(msgspec.Struct, kw_only=True):
    """One line of a Monument's or Shrine's VP: what it counts, how many, VP each, and where from."""

    development: str
    counts: str
    count: int
    vp_each: int
    vp: int
    sources: list[IconRecord] = []


class FinalRecord(msgspec.Struct, kw_only=True):
    """One player's final total (The End of the Game), itemised.

    Attributes:
        monuments: the lines that make ``monument_vp``.
        happy_shield_icons: the happy faces and shields ``happy_shields`` counted (R15).
    """

    name: str
    chits: int
    development_vp: int
    monument_vp: int
    total: int
    levels: int
    happy_shields: int
    monuments: list[MonumentRecord] = []
    happy_shield_icons: list[IconRecord] = []


class PlaceRecord(msgspec.Struct, kw_only=True):
    """One place of the final ranking."""

    rank: int
    names: list[str]
    total: int
    thumb_wrestle: bool = False

    @property
    def shared(self) -> bool:
        """More than one player in this place: a thumb wrestle for first, a shared place below (C12)."""
        return len(self.names) > 1

    @property
    def label(self) -> str:
        """The place as the end screen, the board and the report mark it: ``"2="`` shared (C12), else ``"2"``."""
        return f"{self.rank}=" if self.shared else str(self.rank)

    @property
    def listed(self) -> str:
        """The place as a list of places writes it (the report, the QR code's text): ``"2="`` shared, else ``"2."``."""
        return self.label if self.shared else f"{self.rank}."


class RankingRecord(msgspec.Struct, kw_only=True):
    """The final ranking with the tie-break steps."""

    finals: list[FinalRecord]
    places: list[PlaceRecord]
    steps: list[str]
