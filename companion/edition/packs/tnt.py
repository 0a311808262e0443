"""``assets/tnt.json``: the numbers of *Trade and Triumph* (004).

VP for resources sold, gold for cards sold, the specialty draw's cost, the hand
limit, the 20 VP trigger, the starting gold and cards (all stated), and the
upgrade tracks' lengths (pictures only: partly assumed, ruling C401).
:func:`load` returns the engine's :class:`~companion.rules.tnt.board.TntRules`.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import ValidationError, field_validator

from companion.edition.datafile import describe
from companion.edition.packs.loader import (
    Count,
    Name,
    PackDataError,
    PackModel,
    Positive,
    Provenance,
    provenance_of,
    read,
    read_data,
)
from companion.rules.tnt.board import TRACKS, TntRules


class TrackModel(PackModel):
    """One upgrade track and how many upgrades it holds beyond its starting space."""

    id: Literal["move", "draw", "play"]
    upgrades: Count


class TntFile(PackModel):
    """The whole file."""

    pack: Literal["tnt"]
    title: Name
    rules: Name
    resource_vp: Positive
    set_vp: Positive
    card_gold_node: Positive
    card_gold_city: Positive
    specialty_cost: Count
    hand_limit: Count
    end_vp: Positive
    starting_gold: Count
    starting_hand: Count
    tracks: list[TrackModel]

    @field_validator("tracks")
    @classmethod
    def _all_tracks(cls, items: list[TrackModel]) -> list[TrackModel]:
        ids = [t.id for t in items]
        if sorted(ids) != sorted(TRACKS):
            raise ValueError(
                f"give each of the tracks {', '.join(TRACKS)} exactly once, got {', '.join(ids) or 'none'}"
            )
        return items


@dataclass(frozen=True)
class TntPack:
    """The loaded pack: the engine's numbers and provenance (keys ``"rule:<field>"``, ``"track:<id>"``)."""

    rules: TntRules
    provenance: Provenance


def load(id_or_path: str | Path = "tnt") -> TntPack:
    """Load and validate a Trade and Triumph data file.

    Raises:
        PackDataError: the file is missing, not JSON or not valid.
    """
    data, name = read(id_or_path, TntFile)
    return _pack(data, name)


def from_data(raw: Any, origin: str = "setup") -> TntPack:
    """Load the pack from data already read, e.g. the snapshot a game's setup event keeps.

    Raises:
        PackDataError: the data is not a valid Trade and Triumph file (the message names ``origin``).
    """
    try:
        data = TntFile.model_validate(raw)
    except ValidationError as error:
        raise PackDataError(describe(origin, raw, error)) from None
    return _pack(data, origin)


def snapshot(id_or_path: str | Path = "tnt") -> dict[str, Any]:
    """The data file as JSON data, checked first: what a new game keeps so it scores the same forever.

    Raises:
        PackDataError: the file is missing, not JSON or not valid.
    """
    data, name, raw = read_data(id_or_path, TntFile)
    _pack(data, name)  # its cross-checks, as load makes them
    kept: dict[str, Any] = raw  # a TntFile validated it: a JSON object
    return kept


def _pack(data: TntFile, name: str) -> TntPack:
    tracks: dict[str, int] = {t.id: t.upgrades.value for t in data.tracks}
    rules = TntRules(
        resource_vp=data.resource_vp.value,
        set_vp=data.set_vp.value,
        card_gold_node=data.card_gold_node.value,
        card_gold_city=data.card_gold_city.value,
        specialty_cost=data.specialty_cost.value,
        hand_limit=data.hand_limit.value,
        end_vp=data.end_vp.value,
        starting_gold=data.starting_gold.value,
        starting_hand=data.starting_hand.value,
        track_spaces=tuple((t, tracks[t]) for t in TRACKS),
    )
    sources = {f"rule:{k}": {"value": v} for k, v in provenance_of(data).items()}
    sources |= {f"track:{t.id}": provenance_of(t) for t in data.tracks}
    return TntPack(rules, Provenance(name, sources))
