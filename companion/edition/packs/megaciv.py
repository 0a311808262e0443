"""``assets/megaciv.json``: the trade cards of *Mega Civilization* (002).

Commodities (face value = stack, number of cards per block) and calamities
(stack, major or minor, tradable or not, copies per block). The rules source
names no card: the shipped tables are assumed (rulings C201, C202, C204).
:func:`load` returns the engine's :class:`~companion.rules.megaciv.cards.MegaDeck`.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import Field, field_validator

from companion.edition.packs.advciv import Stack, TradeCardFile
from companion.edition.packs.loader import (
    Flag,
    Id,
    Name,
    PackModel,
    Positive,
    Provenance,
    provenance_of,
    read,
)
from companion.rules.advciv.cards import Commodity
from companion.rules.megaciv.cards import MegaCalamity, MegaDeck


class MegaCommodityModel(PackModel):
    """One commodity: ``value`` is its face value and stack, ``cards`` how many per block."""

    id: Id
    name: Name
    value: Stack
    cards: Positive


class MegaCalamityModel(PackModel):
    """One calamity: stack, major (or minor), tradable (or not), copies per block."""

    id: Id
    name: Name
    stack: Stack
    major: Flag
    tradable: Flag
    cards: Positive


class MegaCivFile(TradeCardFile):
    """The whole file: at least one commodity and one calamity, every name distinct."""

    pack: Literal["megaciv"]
    title: Name
    rules: Name
    commodities: list[MegaCommodityModel] = Field(min_length=1)
    calamities: list[MegaCalamityModel]

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

    Provenance keys: ``"commodity:<id>"`` and ``"calamity:<id>"``.
    """

    deck: MegaDeck
    provenance: Provenance


def load(id_or_path: str | Path = "megaciv") -> MegaCivPack:
    """Load and validate a Mega Civilization data file.

    Raises:
        PackDataError: the file is missing, not JSON or not valid: no calamity (the
            ``calamities`` computation needs them), an id used twice, two cards'
            names alike in any case, a value without its source.
    """
    data, name = read(id_or_path, MegaCivFile)
    deck = MegaDeck(
        tuple(Commodity(c.id, c.name, c.value.value, c.cards.value) for c in data.commodities),
        tuple(
            MegaCalamity(c.id, c.name, c.stack.value, c.tradable.value, c.cards.value, c.major.value)
            for c in data.calamities
        ),
    )
    sources = {f"commodity:{c.id}": provenance_of(c) for c in data.commodities}
    sources |= {f"calamity:{c.id}": provenance_of(c) for c in data.calamities}
    return MegaCivPack(deck, Provenance(name, sources))
