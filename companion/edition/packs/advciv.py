"""``assets/advciv.json``: the trade cards of *Advanced Civilization* (000, rule 28).

The file lists the commodities (face value = stack, number of cards, whether
Mining raises them) and the calamities (stack, tradable or not, copies); every
value says where it comes from (:class:`~companion.edition.sourced.Sourced`).
:func:`load` validates it and returns the engine's :class:`~companion.rules.advciv.cards.Deck`.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import Field, StrictInt, ValidationInfo, field_validator

from companion.edition.packs.loader import (
    Flag,
    Id,
    Name,
    CommodityFile,
    PackModel,
    PackValue,
    Positive,
    Provenance,
    provenance_of,
    read,
    read_raw,
    snapshot_of,
)
from companion.rules._names import normalize
from companion.rules.advciv.cards import Calamity, Commodity, Deck

Stack = PackValue[Annotated[StrictInt, Field(ge=1, le=9)]]
"""A trade-card stack (1–9) with its provenance."""


class CommodityModel(PackModel):
    """One commodity: ``value`` is its face value and stack, ``cards`` how many exist."""

    id: Id
    name: Name
    value: Stack
    cards: Positive
    mining: Flag


class CalamityModel(PackModel):
    """One calamity: its stack, whether it may be traded, how many copies exist."""

    id: Id
    name: Name
    stack: Stack
    tradable: Flag
    cards: Positive


def distinct_names(items: Sequence[Any], before: Sequence[Any] = ()) -> None:
    """Raise ``ValueError`` (inside a validator) when two trade cards read as the same name.

    Names are compared as a player's typing is read (any case, accents, punctuation
    and spaces alike: ``"Salt"``, ``"SALT"``, ``"Sàlt"``, ``"salt!"``), with every name
    and id in ``before`` and ``items``: a player could not tell two such cards apart.
    """
    seen: dict[str, Any] = {}
    for item in (*before, *items):
        plain = "".join(ch for ch in unicodedata.normalize("NFKD", item.name) if not unicodedata.combining(ch))
        for key in dict.fromkeys((item.id, normalize(item.name), normalize(plain))):
            other = seen.get(key)
            if other is not None and other is not item:
                raise ValueError(
                    f"two trade cards are called {other.name!r} ({other.id}) and {item.name!r} ({item.id}); "
                    "names must differ, in any case"
                )
            seen[key] = item


class TradeCardFile(CommodityFile):
    """A pack file of trade cards whose names all differ (commodities and calamities together)."""

    @field_validator("commodities", check_fields=False)
    @classmethod
    def _distinct_commodity_names(cls, items: list[Any]) -> list[Any]:
        distinct_names(items)
        return items

    @field_validator("calamities", check_fields=False)
    @classmethod
    def _distinct_calamity_names(cls, items: list[Any], info: ValidationInfo) -> list[Any]:
        distinct_names(items, info.data.get("commodities", []))
        return items


class AdvCivFile(TradeCardFile):
    """The whole file."""

    pack: Literal["advciv"]
    title: Name
    rules: Name
    commodities: list[CommodityModel] = Field(min_length=1)
    calamities: list[CalamityModel]


@dataclass(frozen=True)
class AdvCivPack:
    """The loaded pack: the engine's deck and where each value comes from.

    Provenance keys: ``"commodity:<id>"`` and ``"calamity:<id>"``.
    """

    deck: Deck
    provenance: Provenance


def to_deck(data: AdvCivFile) -> Deck:
    """Convert the validated file into the engine's :class:`Deck`."""
    return Deck(
        tuple(Commodity(c.id, c.name, c.value.value, c.cards.value, c.mining.value) for c in data.commodities),
        tuple(Calamity(c.id, c.name, c.stack.value, c.tradable.value, c.cards.value) for c in data.calamities),
    )


def load(id_or_path: str | Path = "advciv") -> AdvCivPack:
    """Load and validate an Advanced Civilization data file.

    Raises:
        PackDataError: the file is missing, not JSON or not valid (an id used
            twice, two cards' names alike in any case, a stack outside 1–9, a count
            below 1, a value without its source).
    """
    data, name = read(id_or_path, AdvCivFile)
    return _pack(data, name)


def snapshot(id_or_path: str | Path = "advciv") -> dict[str, Any]:
    """The data file as JSON data, checked first: what a trade session keeps so it values the same forever.

    Raises:
        PackDataError: the file is missing, not JSON or not valid.
    """
    return snapshot_of(id_or_path, AdvCivFile, _pack)


def from_data(raw: Any, origin: str = "setup") -> AdvCivPack:
    """The pack from data already read (the snapshot a trade session's setup keeps).

    Raises:
        PackDataError: not a valid Advanced Civilization file (the message names ``origin``).
    """
    return _pack(read_raw(raw, AdvCivFile, origin), origin)


def _pack(data: AdvCivFile, name: str) -> AdvCivPack:
    sources = {f"commodity:{c.id}": provenance_of(c) for c in data.commodities}
    sources |= {f"calamity:{c.id}": provenance_of(c) for c in data.calamities}
    return AdvCivPack(to_deck(data), Provenance(name, sources))
