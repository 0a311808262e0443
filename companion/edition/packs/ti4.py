"""``assets/ti4.json``: the faction commodity values of *Twilight Imperium 4* (003, 21.2).

The rules text refers to "the commodity value on a player's faction sheet" but
names no faction: the shipped table is assumed (ruling C301).
:func:`load` returns the engine's :class:`~companion.rules.ti4.factions.FactionTable`.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import Field, field_validator

from companion.edition.packs.loader import (
    Count,
    Id,
    Name,
    PackModel,
    Provenance,
    provenance_of,
    read,
    unique_ids,
)
from companion.rules.ti4.factions import Faction, FactionTable


class FactionModel(PackModel):
    """One faction and its commodity value (21.2)."""

    id: Id
    name: Name
    commodity_value: Count


class Ti4File(PackModel):
    """The whole file."""

    pack: Literal["ti4"]
    title: Name
    rules: Name
    factions: list[FactionModel] = Field(min_length=1)

    @field_validator("factions")
    @classmethod
    def _unique(cls, items: list[FactionModel]) -> list[FactionModel]:
        unique_ids(items, "faction")
        if any(item.id == "custom" for item in items):
            raise ValueError("faction id 'custom' is reserved for a custom commodity value")
        return items


@dataclass(frozen=True)
class Ti4Pack:
    """The loaded pack: the engine's faction table and provenance (keys ``"faction:<id>"``)."""

    factions: FactionTable
    provenance: Provenance


def load(id_or_path: str | Path = "ti4") -> Ti4Pack:
    """Load and validate a Twilight Imperium 4 data file.

    Raises:
        PackDataError: the file is missing, not JSON or not valid.
    """
    data, name = read(id_or_path, Ti4File)
    table = FactionTable(tuple(Faction(f.id, f.name, f.commodity_value.value) for f in data.factions))
    sources = {f"faction:{f.id}": provenance_of(f) for f in data.factions}
    return Ti4Pack(table, Provenance(name, sources))
