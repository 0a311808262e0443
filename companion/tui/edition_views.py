"""What the edition screen shows, as rows of text (no Textual here).

Every value carries its provenance mark: ``†`` and the ruling id for a value
the project assumed (``"1, 3, 6, 10, 15, 21 † R1"``), ``‡`` for a table's own
(house) correction, nothing for a value the rulebook states. The marks are
characters, so they read the same without colour. Each row also has its *why*:
the line under the table that says where each of its values comes from — the
rules heading, the ruling, or the table's own reason for a house correction.
"""

from __future__ import annotations

from companion.edition.models import DevelopmentEntry, Edition
from companion.edition.sourced import Provenance, SourcedEntry
from companion.rules import effects as fx
from companion.game.titm.board import side_name
from companion.game.words import roman

Row = tuple[str, ...]
#: A table's rows, each with its why (:class:`Marker`).
Rows = list[tuple[Row, str]]

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


def source_label(source: Provenance) -> str:
    """Where a value comes from, in words: the rules heading (``"001 The Goods"``), ``"† R1 (assumed)"``
    or ``"‡ house: our wine card reads 1, 3, 7"``."""
    if source.kind == "assumed":
        return f"† {source.assumed} (assumed)"
    if source.kind == "house":
        return f"‡ house: {source.house}"
    return str(source.stated)


class Marker:
    """Marks one row's values as :func:`mark` does, and keeps where each comes from for :meth:`why`."""

    #: House corrections first, then assumptions: what a table asks about before a rules heading.
    ORDER = {"house": 0, "assumed": 1, "stated": 2}

    def __init__(self) -> None:
        self._fields: dict[Provenance, list[str]] = {}  # source → the fields it gives, in the order shown

    def __call__(self, entry: SourcedEntry, field: str, text: str) -> str:
        """``text`` marked; ``entry.field``'s source noted."""
        self._fields.setdefault(entry.provenance(field), []).append(field.replace("_", " "))
        return mark(entry, field, text)

    def why(self, subject: str) -> str:
        """``"wool — chart: ‡ house: our wine card reads 1, 3, 7 · name: † R1 (assumed) · …"``."""
        sources = sorted(self._fields.items(), key=lambda item: self.ORDER[item[0].kind])
        return f"{subject} — " + " · ".join(f"{', '.join(fields)}: {source_label(p)}" for p, fields in sources)


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


def goods_rows(edition: Edition) -> Rows:
    """One row per good: name, category, deck size and chart (a dead card such as Piracy says so)."""
    rows: Rows = []
    for g in edition.goods:
        m = Marker()
        row = (
            m(g, "name", g.name),
            m(g, "category", g.category),
            m(g, "deck", str(g.deck)),
            m(g, "chart", "dead card: 0 VP, in no set (R16)" if g.dead else numbers(g.chart)),
        )
        rows.append((row, m.why(g.name)))
    return rows


BAD_CARD_COLUMNS = ("Bad card", "Bottom", "On goods (The Goods)")


def bad_card_rows(edition: Edition) -> Rows:
    """One row per named bad card: what its bottom does (R11, R18) and which goods carry it (001 The
    Goods, Bad Cards: ``on``; "—" in a journal's copy from before the edition said so)."""
    rows: Rows = []
    for b in edition.bad_cards:
        m = Marker()
        icons = [f"{b.unhappy} unhappy" if b.unhappy else "", f"{b.barbarian} barbarian" if b.barbarian else ""]
        bottom = ", ".join(i for i in icons if i) or "—"
        if b.arrow_reversed:
            bottom += " + the arrow printed on it"
        if b.may_not_warehouse:
            bottom += "; may not warehouse"
        name = b.name.replace("-", " ").title()
        row = (m(b, "name", name), m(b, "unhappy", bottom), m(b, "on", ", ".join(b.on) if b.on else "—"))
        rows.append((row, m.why(name)))
    return rows


# --- tracks, turn track, die, timer, players -------------------------------------------------

RULES_COLUMNS = ("What", "Value")


def _what_value(pairs: list[tuple[str, SourcedEntry, str, str]]) -> Rows:
    """Rows of (what, value) from (what, entry, field, value text), each with its why."""
    rows: Rows = []
    for what, entry, field, text in pairs:
        m = Marker()
        rows.append(((what, m(entry, field, text)), m.why(what)))
    return rows


def track_rows(edition: Edition) -> Rows:
    """The government and religion tracks (sides, levels by space), happiness and safety (ends, START, line)."""
    pairs: list[tuple[str, SourcedEntry, str, str]] = []
    for name in ("government", "religion"):
        t = getattr(edition.tracks, name)
        title = name.title()
        spaces = f"spaces 1–{len(t.levels)}" if len(t.levels) > 1 else "space 1"
        pairs += [
            (f"{title}: sides", t, "sides", " | ".join(t.sides)),
            (f"{title}: level of {spaces} (1 = centre)", t, "levels", numbers(t.levels)),
            (f"{title}: crossing the box", t, "crossing", t.crossing),
        ]
    for name in ("happiness", "safety"):
        t = getattr(edition.tracks, name)
        title = name.title()
        pairs += [
            (f"{title}: top", t, "top", signed(t.top)),
            (f"{title}: bottom", t, "bottom", signed(t.bottom)),
            (f"{title}: START", t, "start", signed(t.start)),
            (f"{title}: yellow line", t, "line", f"between {signed(t.line + 1)} and {signed(t.line)}"),
        ]
    return _what_value(pairs)


TURN_COLUMNS = ("Turn", "Peasant Revolt", "Barbarian Attack")


def turn_rows(edition: Edition) -> Rows:
    """The turn track: each turn's Peasant Revolt cap and Barbarian Attack base."""
    rows: Rows = []
    for t in edition.turn_track:
        pr = t.peasant_revolt
        revolt = f"−{pr.fewer_developments} development, max level {pr.max_level}" if pr else "—"
        attack = f"lose {t.barbarian_attack} + die" if t.barbarian_attack is not None else "—"
        m = Marker()
        row = (m(t, "turn", roman(t.turn)), m(t, "peasant_revolt", revolt), m(t, "barbarian_attack", attack))
        rows.append((row, m.why(f"Turn {roman(t.turn)}")))
    return rows


def other_rows(edition: Edition) -> Rows:
    """The Barbarian Die, the trade phase timer and the player counts."""
    die, trade, players = edition.barbarian_die, edition.trade_phase, edition.players
    warnings = ", ".join(f"{mm_ss(w)} left" for w in trade.warnings) or "none"
    return _what_value([
        ("Barbarian Die: faces", die, "faces", numbers(die.faces)),
        ("Trade phase: length", trade, "seconds", mm_ss(trade.seconds)),
        ("Trade phase: warnings", trade, "warnings", warnings),
        ("Trade phase: grace period", trade, "grace_seconds", f"{trade.grace_seconds} s" if trade.grace_seconds else "none"),
        ("Players: fewest", players, "min", str(players.min)),
        ("Players: most", players, "max", str(players.max)),
    ])


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


def development_rows(edition: Edition) -> Rows:
    """The catalogue: name, track, side, level, VP, icons and a one-line summary of the effects."""
    rows: Rows = []
    for d in edition.developments:
        m = Marker()
        row = (
            m(d, "name", d.name),
            m(d, "track", d.track[:3]),
            m(d, "side", side_name(d.side, short=True) if d.side else "—"),
            m(d, "level", str(d.level)),
            m(d, "vp", str(d.vp)),
            m(d, "icons", icons_text(d.icons)),
            m(d, "effects", effects_line(d)),
        )
        rows.append((row, m.why(d.name)))
    return rows


def development_detail(d: DevelopmentEntry) -> str:
    """Everything about one development, for the lines under the catalogue."""
    side = d.side or "no side"
    head = f"{d.name}: {d.track}, {side}, level {d.level}, {d.kind}, {d.vp} VP, icons {icons_text(d.icons)}"
    return f"{head}\n{mark(d, 'effects', effects_line(d))}"
