"""Test helpers for building players' positions and developments by hand."""

from __future__ import annotations

from companion.rules.effects import Development
from companion.rules.standing import Standing
from companion.rules.tracks import TrackPosition


def standing(gov: str = "democracy 1", rel: str = "venus 1", happiness: int = 0, safety: int = 0) -> Standing:
    """A Standing from "side space" strings: ``standing("dictatorship 3", "mars 1", -2, 0)``."""
    g_side, g_space = gov.split()
    r_side, r_space = rel.split()
    return Standing(TrackPosition(g_side, int(g_space)), TrackPosition(r_side, int(r_space)), happiness, safety)


def card(dev_id: str, track: str, side: str | None, level: int, **kw) -> Development:
    """A bare development for tests (no effects unless given)."""
    return Development(id=dev_id, name=kw.pop("name", dev_id.title()), track=track, side=side, level=level, **kw)
