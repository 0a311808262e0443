"""Why a number is what it is: texts the end screen, the table's panels and the report share.

Sources: 001_26b6d8b0f4cbe6f7.txt, "The End of the Game" (three places VP come from; the
tie-breaks), "Monuments & Shrines", ANNOUNCE WEALTH ("how many VPs they received from goods
that turn"), PROSPERITY, Revolutionaries, "Resolution Step 3 - Resolving Calamities", the Turn
Track; RULINGS.md R9, R15.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from companion.game.words import roman
from companion.i18n import _
from companion.rules.components import PeasantRevolt
from companion.rules.effects import Stability
from companion.game.titm.final import FinalRecord, IconRecord, MonumentRecord
from companion.game.titm.state import CalamityRecord, GameState, GoodsRecord

ICON_WORDS = {"happy": "happy face", "shield": "shield", "sword": "sword", "apple": "apple", "note": "note", "book": "book"}


def _plural(word: str, n: int) -> str:
    return word if n == 1 else word + "s"


def _icon(icon: str, n: int) -> str:
    """``"2 happy faces"``, ``"1 shield"``."""
    return f"{n} {_plural(ICON_WORDS.get(icon, icon), n)}"


def _sources(icons: Sequence[IconRecord]) -> str:
    """``"Theatre: 1 happy face; Barracks: 1 shield"``: each development and what it shows."""
    by_card: dict[str, list[str]] = {}
    for i in icons:
        by_card.setdefault(i.development, []).append(_icon(i.icon, i.count))
    return "; ".join(f"{card}: {', '.join(found)}" for card, found in by_card.items())


def monument_lines(final: FinalRecord) -> list[str]:
    """What each Monument/Shrine scored, icons of the same worth together.

    ``"Monument of Knowledge: 2 apples/notes/books × 2 VP = 4 (Theatre: 1 note; Library: 1 book)"``,
    ``"Monument of Strength: 4 spaces above the yellow line on safety × 2 VP = 8"``.
    """
    groups: dict[tuple[str, str, int], list[MonumentRecord]] = {}
    for m in final.monuments:
        kind = "icons" if m.counts in ICON_WORDS else m.counts
        groups.setdefault((m.development, kind, m.vp_each), []).append(m)
    lines = []
    for (development, kind, vp_each), items in groups.items():
        count = sum(m.count for m in items)
        if kind == "icons":
            what = "/".join(_plural(ICON_WORDS[m.counts], count) for m in items)
        else:  # "spaces above the yellow line on safety"; one space in the singular
            what = kind.replace("spaces ", "space ", 1) if count == 1 else kind
        text = f"{development}: {count} {what} × {vp_each} VP = {count * vp_each}"
        sources = [i for m in items for i in m.sources]
        if sources:
            text += f" ({_sources(sources)})"
        lines.append(text)
    return lines


def tie_break_icons(final: FinalRecord) -> str:
    """The happy faces + shields a tie-break counts (R15), with the developments they are on.

    ``"happy faces + shields 2 (Barracks: 1 shield; Stability: 1 shield)"``.
    """
    if not final.happy_shield_icons:
        return "happy faces + shields 0 (none on their developments)"
    return f"happy faces + shields {final.happy_shields} ({_sources(final.happy_shield_icons)})"


def final_details(final: FinalRecord) -> list[str]:
    """What a player's Monuments/Shrines scored, line by line, then the tie-break figures (levels; R15 icons)."""
    return [*monument_lines(final), f"levels {final.levels}; {tie_break_icons(final)}"]


def wealth(record: GoodsRecord) -> str:
    """What a player announces (goods VP) and, if the VP earned differs, why.

    ``"10"``, or ``"10 (+1 prosperity, +5 crossing bonus: 16 VP this turn)"``: ANNOUNCE WEALTH
    counts the VP "received from goods"; PROSPERITY and a Revolutionaries bonus are VP too, which
    the table's Now column includes (docs/rulings.md C10).
    """
    extras = []
    if record.prosperity_vp:
        extras.append(f"+{record.prosperity_vp} prosperity")
    if record.crossing_vp:
        extras.append(f"+{record.crossing_vp} crossing bonus")
    if not extras:
        return str(record.goods_vp)
    return f"{record.goods_vp} ({', '.join(extras)}: {record.vp} VP this turn)"


def revolt_line(victims: Sequence[str], revolt: PeasantRevolt, stability: Collection[str] = ()) -> str:
    """The Peasant Revolt about to strike: its penalty only when someone is hit, and no level cap for
    a victim holding Stability (Resolving Calamities, the Turn Track; R8, R10).

    Args:
        victims: the Peasant Revolt victims, in seat order.
        revolt: the turn-track column's Peasant Revolt (``fewer_developments``, ``max_level``).
        stability: the victims who hold Stability (one development fewer, levels not capped).

    E.g. ``"Peasant Revolt: Cleo, Dan  (−1 development, max level 1; Dan holds Stability: no level
    cap; markers back to START)"``.
    """
    if not victims:
        return _("Peasant Revolt: nobody is below the yellow line.")
    terms = _revolt_terms(victims, revolt, [v for v in victims if v in stability], tr=_)
    return _("Peasant Revolt: {victims}  ({terms}; markers back to START)").format(victims=", ".join(victims), terms=terms)


def _revolt_terms(victims: Sequence[str], revolt: PeasantRevolt, uncapped: Sequence[str],
                  tr: Callable[[str], str] = str) -> str:
    """``"−1 development, max level 1; Dan holds Stability: no level cap"``: the revolt's terms, the
    cap for every victim but those in ``uncapped`` (R10: they hold Stability). ``tr``: the words'
    translator (:func:`companion.i18n._` for the host's dialog; the turn's record stays English)."""
    terms = tr("−{n} development").format(n=revolt.fewer_developments)
    if len(uncapped) < len(victims):
        terms += ", " + tr("max level {level}").format(level=revolt.max_level)
    if uncapped:
        held = tr("{names} holds Stability: no level cap") if len(uncapped) == 1 else tr("{names} hold Stability: no level cap")
        terms += "; " + held.format(names=", ".join(uncapped))
    return terms


def stability_holders(state: GameState) -> list[str]:
    """The players with Stability in play, in seat order (R10: a Peasant Revolt does not cap their level)."""
    return [name for name, held in state.developments_by_player().items() if any(d.effects_of(Stability) for d in held)]


def calamity_line(state: GameState, turn: int, record: CalamityRecord) -> str:
    """One turn's calamities: who was hit and what they lost (Turn Track; R8–R10), the level cap as
    the fold applied it (``record.max_level``: none for a victim holding Stability).

    E.g. ``"Turn III: Peasant Revolt: Cleo, Dan (−1 development, max level 1; Dan holds Stability: no
    level cap); Barbarian Attack: Dan lost 5 VP (3 + die 2)"``.
    """
    rule = state.rules.turn(turn)
    parts = []
    if rule.peasant_revolt is not None:
        victims = record.peasant_revolt
        uncapped = [v for v in victims if v in record.max_level and record.max_level[v] is None]
        parts.append(
            f"Peasant Revolt: {', '.join(victims)} ({_revolt_terms(victims, rule.peasant_revolt, uncapped)})"
            if victims
            else "Peasant Revolt: nobody below the yellow line"
        )
    if rule.barbarian_attack is not None:
        hits = []
        for b in record.barbarian_attack:
            dice = " + ".join(f"die {r}" for r in b.rolls)
            owed = f"{rule.barbarian_attack} + {dice}"
            hits.append(
                f"{b.player} lost {b.lost} VP ({owed})"
                if b.lost == b.owed
                else f"{b.player} lost {b.lost} VP (owed {b.owed} = {owed}; VP never go below 0)"
            )
        parts.append(f"Barbarian Attack: {', '.join(hits)}" if hits else "Barbarian Attack: nobody below the yellow line")
    return f"Turn {roman(turn)}: " + ("; ".join(parts) if parts else "no calamities on the turn track")


def calamity_lines(state: GameState) -> list[str]:
    """Every turn's calamities resolved so far, turn I first."""
    return [calamity_line(state, turn, record) for turn, record in sorted(state.calamities.items())]
