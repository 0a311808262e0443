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
from companion.i18n import N_, _, pgettext
from companion.text import sentence

Row = tuple[str, ...]
#: A table's rows, each with its why (:class:`Marker`).
Rows = list[tuple[Row, str]]

#: The marks' legend (translated where shown).
LEGEND = N_(
    "† assumed (ruling id: docs/rulings.md) · ‡ house correction · else stated\n"
    "Cards differ? Correct a copy of the edition file and run with --edition PATH"
)
#: The edition's fields as a row's why names them, by their own names (a field not here: as named;
#: ``on``, the goods a bad card is on, is :func:`field_word`'s).
FIELD_WORDS = {
    "name": N_("name"), "category": N_("category"), "deck": N_("deck"), "chart": N_("chart"),
    "unhappy": N_("unhappy"), "sides": N_("sides"), "levels": N_("levels"), "crossing": N_("crossing"),
    "top": N_("top"), "bottom": N_("bottom"), "start": N_("start"), "line": N_("line"), "turn": N_("turn"),
    "peasant_revolt": N_("peasant revolt"), "barbarian_attack": N_("barbarian attack"), "faces": N_("faces"),
    "seconds": N_("seconds"), "warnings": N_("warnings"), "grace_seconds": N_("grace seconds"), "min": N_("min"),
    "max": N_("max"), "track": N_("track"), "side": N_("side"), "level": N_("level"), "vp": N_("vp"),
    "icons": N_("icons"), "effects": N_("effects"), "kind": N_("kind"),
}
#: The goods' categories (001 The Goods), the developments' kinds, the icons and the effects' kinds, in words.
WORDS = {
    "basic": N_("basic"), "civic": N_("civic"), "luxury": N_("luxury"),
    "development": N_("development"), "monument": N_("monument"), "shrine": N_("shrine"),
    "happy": N_("happy"), "shield": N_("shield"), "sword": N_("sword"), "apple": N_("apple"), "note": N_("note"),
    "book": N_("book"),
    "every_turn": N_("every turn"), "immediate": N_("immediate"), "production": N_("production"),
    "extra_draws": N_("extra draws"), "extra_warehouse": N_("extra warehouse"), "total_war": N_("total war"),
    "stability": N_("stability"), "set_modifier": N_("set modifier"), "end_vp": N_("end VP"),
    "trade_ability": N_("trade ability"), "on_crossing": N_("on crossing"), "trade_immunity": N_("trade immunity"),
}
#: A development's track in its column's three letters.
TRACK_SHORT = {"government": N_("gov"), "religion": N_("rel")}


def field_word(field: str) -> str:
    """An edition's field as a row's why names it, in the language in use (``"chart"``, ``"grace seconds"``)."""
    if field == "on":
        return pgettext("the goods a bad card is on", "on")
    return _(FIELD_WORDS[field]) if field in FIELD_WORDS else field.replace("_", " ")


def word(value: str) -> str:
    """A category, kind, icon or effect kind in the language in use (one the table does not know: as given)."""
    return _(WORDS[value]) if value in WORDS else value.replace("_", " ")


def columns(headings: tuple[str, ...]) -> list[str]:
    """A table's column headings in the language in use."""
    return [_(heading) for heading in headings]


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
        return _("† {ruling} (assumed)").format(ruling=source.assumed)
    if source.kind == "house":
        return _("‡ house: {reason}").format(reason=source.house)
    return str(source.stated)


class Marker:
    """Marks one row's values as :func:`mark` does, and keeps where each comes from for :meth:`why`."""

    #: House corrections first, then assumptions: what a table asks about before a rules heading.
    ORDER = {"house": 0, "assumed": 1, "stated": 2}

    def __init__(self) -> None:
        self._fields: dict[Provenance, list[str]] = {}  # source → the fields it gives, in the order shown

    def __call__(self, entry: SourcedEntry, field: str, text: str) -> str:
        """``text`` marked; ``entry.field``'s source noted."""
        self._fields.setdefault(entry.provenance(field), []).append(field_word(field))
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


GOODS_COLUMNS = (N_("Good"), N_("Category"), N_("Deck"), N_("Chart: VP for a set of 1, 2, 3 … cards"))


def goods_rows(edition: Edition) -> Rows:
    """One row per good: name, category, deck size and chart (a dead card such as Piracy says so)."""
    rows: Rows = []
    for g in edition.goods:
        m = Marker()
        row = (
            m(g, "name", g.name),
            m(g, "category", word(g.category)),
            m(g, "deck", str(g.deck)),
            m(g, "chart", _("dead card: 0 VP, in no set (R16)") if g.dead else numbers(g.chart)),
        )
        rows.append((row, m.why(g.name)))
    return rows


BAD_CARD_COLUMNS = (N_("Bad card"), N_("Bottom"), N_("On goods (The Goods)"))


def bad_card_rows(edition: Edition) -> Rows:
    """One row per named bad card: what its bottom does (R11, R18) and which goods carry it (001 The
    Goods, Bad Cards: ``on``; "—" in a journal's copy from before the edition said so)."""
    rows: Rows = []
    for b in edition.bad_cards:
        m = Marker()
        icons = [_("{n} unhappy").format(n=b.unhappy) if b.unhappy else "",
                 _("{n} barbarian").format(n=b.barbarian) if b.barbarian else ""]
        bottom = ", ".join(i for i in icons if i) or "—"
        if b.arrow_reversed:
            bottom += " + " + _("the arrow printed on it")
        if b.may_not_warehouse:
            bottom += "; " + _("may not warehouse")
        name = b.name.replace("-", " ").title()
        row = (m(b, "name", name), m(b, "unhappy", bottom), m(b, "on", ", ".join(word(category) for category in b.on) if b.on else "—"))
        rows.append((row, m.why(name)))
    return rows


# --- tracks, turn track, die, timer, players -------------------------------------------------

RULES_COLUMNS = (N_("What"), N_("Value"))


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
        title = sentence(side_name(name))
        levels = (_("{track}: level of spaces 1–{last} (1 = centre)") if len(t.levels) > 1
                  else _("{track}: level of space 1 (1 = centre)"))
        pairs += [
            (_("{track}: sides").format(track=title), t, "sides", " | ".join(side_name(side) for side in t.sides)),
            (levels.format(track=title, last=len(t.levels)), t, "levels", numbers(t.levels)),
            (_("{track}: crossing the box").format(track=title), t, "crossing", side_name(t.crossing)),
        ]
    for name in ("happiness", "safety"):
        t = getattr(edition.tracks, name)
        title = sentence(side_name(name))
        between = _("between {above} and {below}").format(above=signed(t.line + 1), below=signed(t.line))
        pairs += [
            (_("{track}: top").format(track=title), t, "top", signed(t.top)),
            (_("{track}: bottom").format(track=title), t, "bottom", signed(t.bottom)),
            (_("{track}: START").format(track=title), t, "start", signed(t.start)),
            (_("{track}: yellow line").format(track=title), t, "line", between),
        ]
    return _what_value(pairs)


TURN_COLUMNS = (N_("Turn"), N_("Peasant Revolt"), N_("Barbarian Attack"))


def turn_rows(edition: Edition) -> Rows:
    """The turn track: each turn's Peasant Revolt cap and Barbarian Attack base."""
    rows: Rows = []
    for t in edition.turn_track:
        pr = t.peasant_revolt
        revolt = _("−{n} development, max level {level}").format(n=pr.fewer_developments, level=pr.max_level) if pr else "—"
        attack = _("lose {n} + die").format(n=t.barbarian_attack) if t.barbarian_attack is not None else "—"
        m = Marker()
        row = (m(t, "turn", roman(t.turn)), m(t, "peasant_revolt", revolt), m(t, "barbarian_attack", attack))
        rows.append((row, m.why(_("Turn {turn}").format(turn=roman(t.turn)))))
    return rows


def other_rows(edition: Edition) -> Rows:
    """The Barbarian Die, the trade phase timer and the player counts."""
    die, trade, players = edition.barbarian_die, edition.trade_phase, edition.players
    warnings = ", ".join(_("{time} left").format(time=mm_ss(w)) for w in trade.warnings) or pgettext("no warnings", "none")
    grace = _("{n} s").format(n=trade.grace_seconds) if trade.grace_seconds else pgettext("no grace time", "none")
    return _what_value([
        (_("Barbarian Die: faces"), die, "faces", numbers(die.faces)),
        (_("Trade phase: length"), trade, "seconds", mm_ss(trade.seconds)),
        (_("Trade phase: warnings"), trade, "warnings", warnings),
        (_("Trade phase: grace period"), trade, "grace_seconds", grace),
        (_("Players: fewest"), players, "min", str(players.min)),
        (_("Players: most"), players, "max", str(players.max)),
    ])


# --- developments -----------------------------------------------------------------------------

DEVELOPMENT_COLUMNS = (N_("Development"), N_("Track"), N_("Side"), N_("Lvl"), N_("VP"), N_("Icons"), N_("Effects"))


def icons_text(icons: dict[str, int]) -> str:
    """``"happy 1, note 1"`` or ``"—"``."""
    return ", ".join(f"{word(name)} {n}" for name, n in icons.items()) or "—"


def effects_line(d: DevelopmentEntry) -> str:
    """The card's effects in one line: its ``text``, else the kinds of its effects."""
    text = " ".join(d.text.split())
    if text:
        return text
    kinds = [e.text if isinstance(e, fx.Note) else word(e.kind) for e in d.effects]
    return "; ".join(kinds) or "—"


def development_rows(edition: Edition) -> Rows:
    """The catalogue: name, track, side, level, VP, icons and a one-line summary of the effects."""
    rows: Rows = []
    for d in edition.developments:
        m = Marker()
        row = (
            m(d, "name", d.name),
            m(d, "track", _(TRACK_SHORT[d.track]) if d.track in TRACK_SHORT else d.track[:3]),
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
    side = side_name(d.side) if d.side else _("no side")
    head = _("{name}: {track}, {side}, level {level}, {kind}, {vp} VP, icons {icons}").format(
        name=d.name, track=side_name(d.track), side=side, level=d.level, kind=word(d.kind), vp=d.vp,
        icons=icons_text(d.icons))
    return f"{head}\n{mark(d, 'effects', effects_line(d))}"
