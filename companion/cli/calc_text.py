"""Readable text for ``calc`` answers that need more than a line or two."""

from __future__ import annotations

from companion.rules.components import Components
from companion.rules.resolution import GoodsResolution
from companion.rules.tracks import PoliticalMove, StatusMove


def _political(components: Components, move: PoliticalMove) -> str:
    track = components.political(move.track)
    start = f"{move.start} (level {track.level(move.start.space)})"
    end = f"{move.end} (level {track.level(move.end.space)})"
    arrows = ", ".join(f"{n} {side}" for side, n in move.toward if n) or "no arrows"
    text = f"{move.track.capitalize()}: {start} → {end}  [{arrows}"
    text += "; abandoned first]" if move.abandoned else "]"
    if move.crossed:
        text += f"  {track.crossing.upper()}"
    if move.lost:
        text += f"  ({move.lost} arrow{'s' if move.lost != 1 else ''} lost at the end of the track)"
    return text


def _status(components: Components, move: StatusMove) -> str:
    track = components.status(move.track)
    below = "  below the yellow line" if track.below_line(move.end) else ""
    return f"{move.track.capitalize()}: {move.start:+d} → {move.end:+d}{below}"


def resolution_text(components: Components, result: GoodsResolution) -> str:
    """The answer of ``calc resolve`` as lines a table reads out."""
    lines = [s.describe() for s in result.sets.goods if s.count]
    if result.prosperity_vp:
        lines.append(f"prosperity: +{result.prosperity_vp} VP")
    if result.crossing_vp:
        lines.append(f"crossing bonus: +{result.crossing_vp} VP")
    lines.append(f"VP earned: {result.vp}")
    lines.append(_political(components, result.government))
    lines.append(_political(components, result.religion))
    lines.append(_status(components, result.happiness))
    lines.append(_status(components, result.safety))
    if result.bottoms.may_not_warehouse:
        lines.append("may not be warehoused: " + ", ".join(result.bottoms.may_not_warehouse))
    return "\n".join(lines)
