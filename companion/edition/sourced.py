"""Provenance of edition values: every printed-component value says where it comes from.

In an edition file a value is written as ``{"value": ..., "stated": "<heading>"}``
when the rules text states it (the heading of the rulebook section), or
``{"value": ..., "assumed": "R5"}`` when the text is silent and the project
assumed it (the ruling number in shared/rules/RULINGS.md, ``R…``, or in
docs/rulings.md, ``C…``). A table that corrects a value to its own printed
cards may write ``{"value": ..., "house": "<why>"}``.
"""

from __future__ import annotations

import re
from typing import Generic, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, model_validator

T = TypeVar("T")

RULING_ID = re.compile(r"^[A-Z]{1,3}\d+$")

ProvenanceKind = Literal["stated", "assumed", "house"]


class Sourced(BaseModel, Generic[T]):
    """A value with its provenance: exactly one of ``stated``, ``assumed`` or ``house``.

    Attributes:
        value: the value itself.
        stated: the rules heading that states it (e.g. ``"001 Collect Victory Points"``).
        assumed: the ruling id that assumes it (``"R5"`` in RULINGS.md, ``"C3"`` in docs/rulings.md).
        house: a table's own correction (free text: why, or which printed card).
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    value: T
    stated: str | None = None
    assumed: str | None = None
    house: str | None = None

    @model_validator(mode="after")
    def _one_source(self) -> Sourced[T]:
        given = [k for k in ("stated", "assumed", "house") if getattr(self, k) is not None]
        if len(given) != 1:
            raise ValueError(
                "give exactly one source: stated (a rules heading), assumed (a ruling id) "
                f"or house (a table's correction); got {', '.join(given) or 'none'}"
            )
        if self.assumed is not None and not RULING_ID.match(self.assumed):
            raise ValueError(f"assumed must be a ruling id like R5 or C2, got {self.assumed!r}")
        for key in given:
            if not str(getattr(self, key)).strip():
                raise ValueError(f"{key} must not be empty")
        return self

    @property
    def kind(self) -> ProvenanceKind:
        """Which kind of source this value has."""
        if self.stated is not None:
            return "stated"
        if self.assumed is not None:
            return "assumed"
        return "house"

    @property
    def source(self) -> str:
        """The source itself: the heading, the ruling id or the house note."""
        return str(self.stated or self.assumed or self.house)

    def label(self) -> str:
        """A short human label, e.g. ``"stated: 001 Collect Victory Points"`` or ``"assumed: R5"``."""
        return f"{self.kind}: {self.source}"
