"""``assets/megaciv.json``: the trade cards of *Mega Civilization* (002).

The blocks each player count uses, the commodities (face value = stack, the
player counts that use them, their cards per block with one block and with two)
and the calamities (stack, major or minor, tradable or not, the player counts
that use them, copies per block). The rules text names no card: the shipped
values are taken from public lists, named in each value (``sourced``), or
assumed (rulings C201-C204). :func:`load` returns the engine's
:class:`~companion.rules.megaciv.cards.MegaDeck`.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import Field, StrictBool, StrictInt, field_validator, model_validator

from companion.edition.packs.advciv import Stack, TradeCardFile
from companion.edition.packs.loader import (
    Flag,
    Id,
    Name,
    PackModel,
    PackValue,
    Positive,
    Provenance,
    provenance_of,
    read,
    read_raw,
    snapshot_of,
)
from companion.rules.megaciv.calamities import PLAYERS
from companion.rules.megaciv.cards import BLOCKS, Block, MegaCalamity, MegaCommodity, MegaDeck, Setup

PlayerCount = Annotated[StrictInt, Field(ge=PLAYERS.start, le=PLAYERS.stop - 1)]
Cards = Annotated[StrictInt, Field(ge=0, le=99)]


def _counts(spans: list[tuple[int, int]]) -> frozenset[int]:
    """The player counts of ``[[from, to], ...]``."""
    return frozenset(n for low, high in spans for n in range(low, high + 1))


def _spans(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    for low, high in spans:
        if low > high:
            raise ValueError(f"player counts [{low}, {high}]: the first is larger than the last")
    return spans


Spans = Annotated[list[tuple[PlayerCount, PlayerCount]], Field(min_length=1)]
"""Player counts as ranges: ``[[9, 11], [15, 18]]``."""


class BlockCards(PackModel):
    """A commodity's cards per block: with one block (up to 11 players) and with both (12-18)."""

    one_block: dict[Block, Cards]
    two_blocks: dict[Block, Cards]


class SetupModel(PackModel):
    """The blocks of some player counts: the one in play, the ones to choose from, or both together."""

    players: tuple[PlayerCount, PlayerCount]
    blocks: list[Block] = Field(min_length=1, max_length=2)
    together: StrictBool

    @model_validator(mode="after")
    def _shape(self) -> "SetupModel":
        _spans([self.players])
        if len(set(self.blocks)) != len(self.blocks):
            raise ValueError("a block is listed twice")
        if self.together and len(self.blocks) < 2:
            raise ValueError("together means both blocks are in play: list both")
        return self


class MegaCommodityModel(PackModel):
    """One commodity: ``value`` is its face value and stack; ``players`` and ``cards`` say where it is."""

    id: Id
    name: Name
    value: Stack
    players: PackValue[Spans]
    cards: PackValue[BlockCards]

    @field_validator("players")
    @classmethod
    def _ordered(cls, value: Any) -> Any:
        _spans(value.value)
        return value


class MegaCalamityModel(PackModel):
    """One calamity: stack, major (or minor), tradable (or not), player counts, copies per block."""

    id: Id
    name: Name
    stack: Stack
    major: Flag
    tradable: Flag
    players: PackValue[Spans]
    cards: Positive

    @field_validator("players")
    @classmethod
    def _ordered(cls, value: Any) -> Any:
        _spans(value.value)
        return value


class MegaCivFile(TradeCardFile):
    """The whole file: the blocks of every player count, at least one commodity and one calamity."""

    pack: Literal["megaciv"]
    title: Name
    rules: Name
    blocks: PackValue[Annotated[list[SetupModel], Field(min_length=1)]]
    commodities: list[MegaCommodityModel] = Field(min_length=1)
    calamities: list[MegaCalamityModel]

    @field_validator("blocks")
    @classmethod
    def _every_count_once(cls, value: Any) -> Any:
        seen: set[int] = set()
        for item in value.value:
            counts = _counts([item.players])
            if seen & counts:
                raise ValueError(f"player count {min(seen & counts)} is given blocks twice")
            seen |= counts
        return value

    @field_validator("calamities")
    @classmethod
    def _some_calamities(cls, items: list[Any]) -> list[Any]:
        if not items:
            raise ValueError(
                "no calamity is listed, but Mega Civilization's calamity limit (8. Calamity Selection) "
                "is applied to them: list at least one"
            )
        return items


@dataclass(frozen=True)
class MegaCivPack:
    """The loaded pack: the engine's deck and where each value comes from.

    Provenance keys: ``"commodity:<id>"``, ``"calamity:<id>"`` and ``"blocks"``.
    """

    deck: MegaDeck
    provenance: Provenance


def _commodity(c: MegaCommodityModel) -> MegaCommodity:
    cards = c.cards.value
    one = tuple((b, cards.one_block[b]) for b in BLOCKS if cards.one_block.get(b))
    two = tuple((b, cards.two_blocks[b]) for b in BLOCKS if cards.two_blocks.get(b))
    most = max([n for _, n in one] + [sum(n for _, n in two)] + [1])
    return MegaCommodity(c.id, c.name, c.value.value, most, False, _counts(c.players.value), one, two)


def load(id_or_path: str | Path = "megaciv") -> MegaCivPack:
    """Load and validate a Mega Civilization data file.

    Raises:
        PackDataError: the file is missing, not JSON or not valid: no calamity (the
            ``calamities`` computation needs them), an id used twice, two cards'
            names alike in any case, a value without its source, a player count
            outside 5-18 or given blocks twice.
    """
    data, name = read(id_or_path, MegaCivFile)
    return _pack(data, name)


def snapshot(id_or_path: str | Path = "megaciv") -> dict[str, Any]:
    """The data file as JSON data, checked first: what a trade session keeps so it values the same forever.

    Raises:
        PackDataError: the file is missing, not JSON or not valid.
    """
    return snapshot_of(id_or_path, MegaCivFile, _pack)


def from_data(raw: Any, origin: str = "setup") -> MegaCivPack:
    """The pack from data already read (the snapshot a trade session's setup keeps).

    Raises:
        PackDataError: not a valid Mega Civilization file (the message names ``origin``).
    """
    return _pack(read_raw(raw, MegaCivFile, origin), origin)


def _pack(data: MegaCivFile, name: str) -> MegaCivPack:
    setups = tuple(
        Setup(_counts([s.players]), tuple(b for b in BLOCKS if b in s.blocks), s.together) for s in data.blocks.value
    )
    deck = MegaDeck(
        tuple(_commodity(c) for c in data.commodities),
        tuple(
            MegaCalamity(
                c.id, c.name, c.stack.value, c.tradable.value, c.cards.value, c.major.value, _counts(c.players.value)
            )
            for c in data.calamities
        ),
        setups,
    )
    sources = {f"commodity:{c.id}": provenance_of(c) for c in data.commodities}
    sources |= {f"calamity:{c.id}": provenance_of(c) for c in data.calamities}
    sources["blocks"] = {"blocks": data.blocks.label()}
    return MegaCivPack(deck, Provenance(name, sources))
