"""What the edition screen shows, as rows of text (no Textual here).

Every value carries its provenance mark: ``†`` and the ruling id for a value
the project assumed (``"1, 3, 6, 10, 15, 21 † R1"``), ``‡`` for a table's own
(house) correction, nothing for a value the rulebook states. The marks are
characters, so they read the same without colour.
"""

from __future__ import annotations

from companion.edition.models import DevelopmentEntry, Edition
from companion.edition.sourced import SourcedEntry
from companion.rules import effects as fx
from companion.tui.views import SIDE_SHORT, roman

Row = tuple[str, ...]

LEGEND = (
    "† assumed (ruling id: docs/rulings.md) · ‡ house correction · else stated\n"
    "Cards differ? Correct a copy of the edition file and run with --edition PATH"
)


def mark(entry: SourcedEntry, field: str, text: str) -> str:
    """``text`` with the provenance mark of ``entry.field``: ``"6 † R1"``, ``"6 ‡"`` or ``"6"``."""
    source = entry.provenance(field)
    if source.kind == "assumed":
        return f"{text} † {source.assumed}"
    if source.kind == "house":
        return f"{text} ‡"
    return text


def numbers(values: list[int] | tuple[int, ...]) -> str:
    """``"1, 3, 6, 10, 15, 21"``."""
    return ", ".join(str(v) for v in values)


def signed(value: int) -> str:
    """``"+3"``, ``"0"``, ``"−8"`` (a real minus sign)."""
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"


def mm_ss(seconds: int) -> str:
    """``"5:00"``."""
    return f"{seconds // 60}:{seconds % 60:02d}"


# --- goods ----------------------------------------------------------------------------------


GOODS_COLUMNS = ("Good", "Category", "Deck", "Chart: VP for a set of 1, 2, 3 … cards")


def goods_rows(edition: Edition) -> list[Row]:
    """One row per good: name, category, deck size and chart (a dead card such as Piracy says so)."""
    return [
        (
            mark(g, "name", g.name),
            mark(g, "category", g.category),
            mark(g, "deck", str(g.deck)),
            mark(g, "chart", "dead card: 0 VP, in no set (R16)" if g.dead else numbers(g.chart)),
        )
        for g in edition.goods
    ]


# --- tracks, turn track, die, timer, players -------------------------------------------------

RULES_COLUMNS = ("What", "Value")


def track_rows(edition: Edition) -> list[Row]:
    """The government and religion tracks (sides, levels by space), happiness and safety (ends, START, line)."""
    rows: list[Row] = []
    for name in ("government", "religion"):
        t = getattr(edition.tracks, name)
        title = name.title()
        spaces = f"spaces 1–{len(t.levels)}" if len(t.levels) > 1 else "space 1"
        rows += [
            (f"{title}: sides", mark(t, "sides", " | ".join(t.sides))),
            (f"{title}: level of {spaces} (1 = centre)", mark(t, "levels", numbers(t.levels))),
            (f"{title}: crossing the box", mark(t, "crossing", t.crossing)),
        ]
    for name in ("happiness", "safety"):
        t = getattr(edition.tracks, name)
        title = name.title()
        rows += [
            (f"{title}: top", mark(t, "top", signed(t.top))),
            (f"{title}: bottom", mark(t, "bottom", signed(t.bottom))),
            (f"{title}: START", mark(t, "start", signed(t.start))),
            (f"{title}: yellow line", mark(t, "line", f"between {signed(t.line + 1)} and {signed(t.line)}")),
        ]
    return rows


TURN_COLUMNS = ("Turn", "Peasant Revolt", "Barbarian Attack")


def turn_rows(edition: Edition) -> list[Row]:
    """The turn track: each turn's Peasant Revolt cap and Barbarian Attack base."""
    rows: list[Row] = []
    for t in edition.turn_track:
        pr = t.peasant_revolt
        revolt = f"−{pr.fewer_developments} development, max level {pr.max_level}" if pr else "—"
        attack = f"lose {t.barbarian_attack} + die" if t.barbarian_attack is not None else "—"
        rows.append((mark(t, "turn", roman(t.turn)), mark(t, "peasant_revolt", revolt), mark(t, "barbarian_attack", attack)))
    return rows


def other_rows(edition: Edition) -> list[Row]:
    """The Barbarian Die, the trade phase timer and the player counts."""
    die, trade, players = edition.barbarian_die, edition.trade_phase, edition.players
    warnings = ", ".join(f"{mm_ss(w)} left" for w in trade.warnings) or "none"
    return [
        ("Barbarian Die: faces", mark(die, "faces", numbers(die.faces))),
        ("Trade phase: length", mark(trade, "seconds", mm_ss(trade.seconds))),
        ("Trade phase: warnings", mark(trade, "warnings", warnings)),
        ("Trade phase: grace period", mark(trade, "grace_seconds", f"{trade.grace_seconds} s" if trade.grace_seconds else "none")),
        ("Players: fewest", mark(players, "min", str(players.min))),
        ("Players: most", mark(players, "max", str(players.max))),
    ]


# --- developments -----------------------------------------------------------------------------

DEVELOPMENT_COLUMNS = ("Development", "Track", "Side", "Lvl", "VP", "Icons", "Effects")


def icons_text(icons: dict[str, int]) -> str:
    """``"happy 1, note 1"`` or ``"—"``."""
    return ", ".join(f"{name} {n}" for name, n in icons.items()) or "—"


def effects_line(d: DevelopmentEntry) -> str:
    """The card's effects in one line: its ``text``, else the kinds of its effects."""
    text = " ".join(d.text.split())
    if text:
        return text
    kinds = [e.text if isinstance(e, fx.Note) else e.kind.replace("_", " ") for e in d.effects]
    return "; ".join(kinds) or "—"


def development_rows(edition: Edition) -> list[Row]:
    """The catalogue: name, track, side, level, VP, icons and a one-line summary of the effects."""
    rows: list[Row] = []
    for d in edition.developments:
        rows.append(
            (
                mark(d, "name", d.name),
                mark(d, "track", d.track[:3]),
                mark(d, "side", SIDE_SHORT.get(d.side, d.side) if d.side else "—"),
                mark(d, "level", str(d.level)),
                mark(d, "vp", str(d.vp)),
                mark(d, "icons", icons_text(d.icons)),
                mark(d, "effects", effects_line(d)),
            )
        )
    return rows


def development_detail(d: DevelopmentEntry) -> str:
    """Everything about one development, for the lines under the catalogue."""
    side = d.side or "no side"
    head = f"{d.name}: {d.track}, {side}, level {d.level}, {d.kind}, {d.vp} VP, icons {icons_text(d.icons)}"
    return f"{head}\n{mark(d, 'effects', effects_line(d))}"
