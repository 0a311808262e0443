"""Reading a rule pack's data file: JSON → pydantic model, with one-line errors.

Every error names the file, the field and the reason, e.g.
``advciv.json: commodities[2] (iron).cards.value: Input should be greater than or equal to 1``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, ClassVar, Generic, TypeVar

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    StringConstraints,
    ValidationError,
    ValidationInfo,
    field_validator,
)

from companion.boundary import Safe
from companion.edition import assets
from companion.edition.datafile import describe, read_json, validate_file
from companion.edition.sourced import Provenance as Source
from companion.edition.sourced import ProvenanceKind, Sourced
from companion.errors import CompanionError

M = TypeVar("M", bound=BaseModel)
T = TypeVar("T")


class PackDataError(CompanionError):
    """A rule pack's data file that is missing, not JSON, or not valid."""


class PackModel(BaseModel):
    """Base of the data-file models: unknown fields are errors, values are frozen."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


@dataclass(frozen=True)
class Provenance:
    """Where each loaded value comes from, keyed ``"<table>:<id>"`` then by field.

    Example: ``sources["commodity:grain"]["value"]`` is ``"stated: 000 rule 28.51"``
    and ``assumed(["commodity:grain"])`` is ``["C101"]`` (its card count is assumed).
    """

    file: str
    sources: Mapping[str, Mapping[str, str]] = field(default_factory=dict)

    def assumed(self, keys: Iterable[str]) -> list[str]:
        """Return the ruling ids assumed by the values of ``keys``, sorted by number."""
        found = {
            label.removeprefix("assumed: ")
            for key in keys
            for label in self.sources.get(key, {}).values()
            if label.startswith("assumed: ")
        }
        return sorted(found, key=lambda r: (r[0], int("".join(ch for ch in r if ch.isdigit()) or 0)))


class PackSource(Source):
    """Where a pack value comes from: ``stated``, ``sourced``, ``assumed`` or ``house``.

    ``sourced`` names a public list the value was taken from when the rules text
    lacks it (the repository, file and what in it: ``"bubba0077/MegaCiv
    Civ_Constants.xml, TradeCards"``). The rule packs' data only: a main-game
    edition's values are stated, assumed or house (:mod:`companion.edition.sourced`).
    """

    sourced: Annotated[str, StringConstraints(max_length=500), Safe] | None = None

    KINDS: ClassVar[tuple[ProvenanceKind, ...]] = ("stated", "sourced", "assumed", "house")
    HOW: ClassVar[str] = (
        "stated (a rules heading), sourced (the public list it comes from), "
        "assumed (a ruling id) or house (a table's correction)"
    )


class PackValue(PackSource, Generic[T]):
    """One pack value with its source: ``{"value": ..., "stated" | "sourced" | "assumed" | "house": ...}``."""

    value: T


def provenance_of(model: BaseModel) -> dict[str, str]:
    """Return ``{field: "kind: source"}`` for every sourced field of ``model``."""
    return {name: value.label() for name, value in model if isinstance(value, (Sourced, PackValue))}


def read(id_or_path: str | Path, model: type[M]) -> tuple[M, str]:
    """Read and validate a pack file.

    Args:
        id_or_path: a shipped id (``"advciv"``) or a path to a JSON file.
        model: the pydantic model of the file.

    Returns:
        The validated model and the file's name for messages.

    Raises:
        PackDataError: see :func:`read_data`.
    """
    data, name, _ = read_data(id_or_path, model)
    return data, name


def read_data(id_or_path: str | Path, model: type[M]) -> tuple[M, str, Any]:
    """Read and validate a pack file, and return its JSON data too (what a game's setup keeps).

    Read once, strictly (:func:`~companion.edition.datafile.validate_file`: a count written
    as ``"3"``, ``3.0`` or ``true`` is refused), nested at most 32 levels deep.

    Returns:
        The validated model, the file's name for messages, and the parsed JSON it was read from.

    Raises:
        PackDataError: the file cannot be read, is not JSON, or does not match
            the model; the message names the file, the field and the reason.
    """
    path = assets.resolve(id_or_path)
    name = path.name
    raw = read_json(path, PackDataError, label=name)
    try:
        return validate_file(model, raw), name, raw
    except ValidationError as error:
        raise PackDataError(describe(name, raw, error)) from None


def snapshot_of(id_or_path: str | Path, model: type[M], build: Callable[[M, str], object]) -> dict[str, Any]:
    """A pack file as JSON data, read and built first (``build``, the pack's cross-checks): what a game
    keeps so it answers the same forever.

    Raises:
        PackDataError: the file is missing, not JSON or not valid.
    """
    data, name, raw = read_data(id_or_path, model)
    build(data, name)
    kept: dict[str, Any] = raw  # validated as ``model``: a JSON object
    return kept


def read_raw(raw: Any, model: type[M], origin: str) -> M:
    """Validate data already read (a game's snapshot of its pack, :func:`read_data`'s third value) as
    strictly as a file.

    Raises:
        PackDataError: the data does not match the model; the message names ``origin``.
    """
    try:
        return validate_file(model, raw)
    except ValidationError as error:
        raise PackDataError(describe(origin, raw, error)) from None


class CommodityFile(PackModel):
    """A pack file with ``commodities`` and ``calamities`` whose ids must all differ."""

    @field_validator("commodities", check_fields=False)
    @classmethod
    def _unique_commodities(cls, items: list[Any]) -> list[Any]:
        unique_ids(items, "commodity")
        return items

    @field_validator("calamities", check_fields=False)
    @classmethod
    def _unique_calamities(cls, items: list[Any], info: ValidationInfo) -> list[Any]:
        unique_ids(items, "calamity")
        commodities = {c.id for c in info.data.get("commodities", [])}
        for item in items:
            if item.id in commodities:
                raise ValueError(f"calamity id {item.id!r} is also a commodity id")
        return items


def unique_ids(items: Iterable[Any], what: str) -> None:
    """Raise ``ValueError`` (inside a validator) when two items share an id."""
    seen: set[str] = set()
    for item in items:
        if item.id in seen:
            raise ValueError(f"{what} id {item.id!r} is used twice")
        seen.add(item.id)


Id = Annotated[str, StringConstraints(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$")]
"""A component id: lower-case words joined by ``-`` (``"civil-war"``)."""

Name = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=200), Safe]
"""A printed name, not empty, without control characters."""

#: The largest count a pack file may give (cards in a deck, VP, gold): printed numbers are small.
LIMIT = 9_999

Count = PackValue[Annotated[StrictInt, Field(ge=0, le=LIMIT)]]
"""A whole number from 0 to :data:`LIMIT` with its provenance."""

Positive = PackValue[Annotated[StrictInt, Field(ge=1, le=LIMIT)]]
"""A whole number from 1 to :data:`LIMIT` with its provenance."""

Flag = PackValue[StrictBool]
"""True or false with its provenance."""
