"""Provenance of edition values: every printed-component value says where it comes from.

A source is one of:

- ``{"stated": "<rules file> <heading>"}``: the rules text states it;
- ``{"assumed": "R5"}``: the text is silent and the project assumed it (the
  ruling number in shared/rules/RULINGS.md, ``R…``, or in docs/rulings.md, ``C…``);
- ``{"house": "<why>"}``: a table's own correction (its printed cards say otherwise).

Two ways to attach a source to values:

- a :class:`SourcedEntry` (an edition entry such as a good or a development)
  has one ``source`` for all its values and ``sources`` overriding it per
  field: ``{"name": "wine", "chart": [...], "source": {"assumed": "R1"},
  "sources": {"chart": {"stated": "001 Collect Victory Points"}}}``;
- a single value may be wrapped as :class:`Sourced`:
  ``{"value": 4, "assumed": "C101"}``.
"""

import re
from typing import Annotated, ClassVar, Generic, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, StringConstraints, model_validator

from companion.boundary import Safe

T = TypeVar("T")

RULING_ID = re.compile(r"^[A-Z]{1,3}\d+$")

#: Which kind of source a value has; ``sourced`` is the rule packs' only
#: (:class:`companion.edition.packs.loader.PackSource`).
ProvenanceKind = Literal["stated", "sourced", "assumed", "house"]


class Provenance(BaseModel):
    """Where a value comes from: exactly one of ``stated``, ``assumed`` or ``house``.

    Attributes:
        stated: the rules heading that states it (e.g. ``"001 Collect Victory Points"``).
        assumed: the ruling id that assumes it (``"R5"`` in RULINGS.md, ``"C3"`` in docs/rulings.md).
        house: a table's own correction (free text: why, or which printed card).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    stated: Annotated[str, StringConstraints(max_length=500), Safe] | None = None
    assumed: Annotated[str, StringConstraints(max_length=20)] | None = None
    house: Annotated[str, StringConstraints(max_length=500), Safe] | None = None

    KINDS: ClassVar[tuple[ProvenanceKind, ...]] = ("stated", "assumed", "house")
    """The kinds of source, in the order the error message names them."""
    HOW: ClassVar[str] = "stated (a rules heading), assumed (a ruling id) or house (a table's correction)"

    @model_validator(mode="after")
    def _one_source(self) -> "Provenance":
        given = [k for k in self.KINDS if getattr(self, k) is not None]
        if len(given) != 1:
            raise ValueError(f"give exactly one source: {self.HOW}; got {', '.join(given) or 'none'}")
        if self.assumed is not None and not RULING_ID.match(self.assumed):
            raise ValueError(f"assumed must be a ruling id like R5 or C2, got {self.assumed!r}")
        for key in given:
            if not str(getattr(self, key)).strip():
                raise ValueError(f"{key} must not be empty")
        return self

    @property
    def kind(self) -> ProvenanceKind:
        """Which kind of source this is."""
        return next(k for k in self.KINDS if getattr(self, k) is not None)

    @property
    def source(self) -> str:
        """The source itself: the heading, the ruling id or the house note."""
        return str(getattr(self, self.kind))

    def label(self) -> str:
        """A short human label, e.g. ``"stated: 001 Collect Victory Points"`` or ``"assumed: R5"``."""
        return f"{self.kind}: {self.source}"


class Sourced(Provenance, Generic[T]):
    """One value with its provenance: ``{"value": ..., "stated" | "assumed" | "house": ...}``.

    Only the rule packs' files hold it: it is built when first used, not on import (``defer_build``)."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    value: T


class SourcedEntry(BaseModel):
    """An edition entry whose values share one ``source``, overridden per field by ``sources``.

    Entries are validated inside their edition: each builds a validator of its own only if
    validated alone (``defer_build``), not on import."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    source: Provenance
    sources: dict[str, Provenance] = {}

    @model_validator(mode="after")
    def _known_fields(self) -> "SourcedEntry":
        if not self.sources:  # most entries: one source for the whole entry
            return self
        unknown = set(self.sources) - set(type(self).model_fields) - {"source", "sources"}
        if unknown:
            raise ValueError(f"sources names fields this entry does not have: {', '.join(sorted(unknown))}")
        return self

    def provenance(self, field: str) -> Provenance:
        """The source of one field's value."""
        return self.sources.get(field, self.source)

    def assumed_fields(self) -> list[str]:
        """The fields whose values are assumed (not stated by the rules text)."""
        names = [f for f in type(self).model_fields if f not in ("source", "sources")]
        return [f for f in names if self.provenance(f).kind == "assumed"]

