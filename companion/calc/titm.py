"""Referee answers for Trading in the Mediterranean: sets, resolve, victims, barbarians, draws.

The JSON field names are part of the product (README, ``companion calc``): keep them stable.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from companion.i18n import _, current_code, ngettext, pgettext
from companion.calc import Answer
from companion.rules.calamities import barbarian_loss, calamity_victims
from companion.rules.components import Components, card_name
from companion.rules.draws import draw_entitlement
from companion.rules.resolution import GoodsResolution, Spend, resolve_goods
from companion.rules.sets import SetScore, score_sets
from companion.rules.standing import Standing
from companion.rules.tracks import PoliticalMove, StatusMove, position

#: The goods' decks by their category (001 The Goods), in words of the language in use, said as a deck's
#: name ("reshuffle the civic deck", R16: a context of their own, as the language agrees them with "deck").
DECKS: dict[str, Callable[[], str]] = {"basic": lambda: pgettext("deck", "basic"),
                                       "civic": lambda: pgettext("deck", "civic"),
                                       "luxury": lambda: pgettext("deck", "luxury")}


def _goods_data(scores: Iterable[SetScore]) -> list[dict[str, Any]]:
    return [{"good": s.good, "count": s.count, "sets": list(s.sets), "vp": s.vp} for s in scores]


def sets(components: Components, counts: Mapping[str, int]) -> Answer:
    """VP of goods sets (001 Collect Victory Points; R1)."""
    result = score_sets(components, counts)
    lines = [s.describe(_) for s in result.goods] + [_("total: {vp} VP").format(vp=result.total_vp)]
    return Answer({"goods": _goods_data(result.goods), "total_vp": result.total_vp}, "\n".join(lines))


def _political_line(components: Components, move: PoliticalMove, tr: Callable[[str], str] = str) -> str:
    track = components.political(move.track)
    arrows = ", ".join(f"{n} {tr(side)}" for side, n in move.toward if n) or tr("no arrows")
    text = tr(  # "space" and "level" spelt out: calc resolve takes spaces, calc draws levels
        "{track}: {side} space {space} (level {level}) → {end_side} space {end_space} (level {end_level})").format(
        track=tr(move.track.capitalize()), side=tr(move.start.side), space=move.start.space,
        level=track.level(move.start.space), end_side=tr(move.end.side), end_space=move.end.space,
        end_level=track.level(move.end.space)) + f"  [{arrows}"
    text += tr("; abandoned first") + "]" if move.abandoned else "]"
    if move.crossed:
        text += f"  {tr(track.crossing).upper()}"
    if move.lost:
        text += "  " + tr("({n} arrows lost at the end of the track)").format(n=move.lost)
    return text


def _status_line(components: Components, move: StatusMove, tr: Callable[[str], str] = str) -> str:
    below = "  " + tr("below the yellow line") if components.status(move.track).below_line(move.end) else ""
    return f"{tr(move.track.capitalize())}: {move.start:+d} → {move.end:+d}{below}"


def track_lines(components: Components, result: GoodsResolution, tr: Callable[[str], str] = str) -> list[str]:
    """The four markers' moves of a goods resolution, from → to: government and religion (side,
    space, level, the arrows, a Revolution/Conversion, arrows lost past space 6; R5), happiness and
    safety (the yellow line; R7). E.g. ``"Happiness: +0 → -3  below the yellow line"``. ``tr`` translates
    their words (a page's, :mod:`companion.i18n`; English by default, as the journal's record keeps them)."""
    return [
        _political_line(components, result.government, tr),
        _political_line(components, result.religion, tr),
        _status_line(components, result.happiness, tr),
        _status_line(components, result.safety, tr),
    ]


def resolved_lines(components: Components, result: GoodsResolution, development: Callable[[str], str],
                   tr: Callable[[str], str] = str, good: Callable[[str], str] = str) -> list[str]:
    """What a player's recorded goods did, as their page's summary lists it: each good's sets, a
    Revolution/Conversion (``"Revolution: democracy → dictatorship"``), the developments it destroyed.
    English by default (``tr``, as the turn's record keeps them); a page gives ``tr`` (its catalog),
    ``good`` and ``development`` (names as printed in its language; ``development`` takes an id)."""
    lines = [s.describe(tr, good) for s in result.sets.goods if s.count]
    for move in (result.government, result.religion):
        if move.crossed:
            crossing = components.political(move.track).crossing
            lines.append(f"{tr(crossing)}: {tr(move.start.side)} → {tr(move.end.side)}")
    if result.destroyed:
        lines.append(tr("destroyed: {developments}").format(developments=", ".join(development(d) for d in result.destroyed)))
    return lines


def resolution_lines(components: Components, result: GoodsResolution) -> list[str]:
    """A goods resolution as lines a table reads out (also the TUI's live preview)."""
    lines = [s.describe(_, lambda good: components.printed_name("goods", good, current_code())) for s in result.sets.goods if s.count]
    if result.prosperity_vp:
        lines.append(_("prosperity: +{vp} VP").format(vp=result.prosperity_vp))
    if result.crossing_vp:
        lines.append(_("crossing bonus: +{vp} VP").format(vp=result.crossing_vp))
    lines.append(vp_earned(result.vp))
    if result.missing_bottoms:  # recorded as entered: a table may leave an arrow out
        cards, bottoms = result.cards, result.bottoms_entered
        lines.append(ngettext("{n} card", "{n} cards", cards).format(n=cards) + ", "
                     + ngettext("{n} bottom entered", "{n} bottoms entered", bottoms).format(n=bottoms))
    lines.extend(track_lines(components, result, _))
    if result.bottoms.may_not_warehouse:
        lines.append(_("may not be warehoused: {cards}").format(
            cards=", ".join(card_name(c) for c in result.bottoms.may_not_warehouse)))
    for s in result.sets.goods:
        if s.dead and s.count:
            deck = components.goods[s.good].category
            lines.append(_("{good}: reshuffle the {deck} deck at the end of the turn (R16)").format(
                good=components.printed_name("goods", s.good, current_code()),
                deck=DECKS[deck]() if deck in DECKS else deck))
    return lines


def vp_earned(vp: int) -> str:
    """``"VP earned: 7"``: a goods resolution's VP, the line a phone's short preview shows too."""
    return _("VP earned: {vp}").format(vp=vp)


def resolve(
    components: Components,
    goods: Mapping[str, int],
    icons: Mapping[str, int],
    government: tuple[str, int],
    religion: tuple[str, int],
    happiness: int,
    safety: int,
    *,
    abandon_government: bool = False,
    abandon_religion: bool = False,
) -> Answer:
    """One player's Resolution step 2 (001 Resolving Trade Goods; R5, R6, R11).

    ``cards`` and ``bottoms`` in the answer count the cards with a bottom spent and the bottoms
    entered; bottoms no real hand could show are refused (:func:`companion.rules.bottoms.check_spend`).

    Raises:
        BottomsError: e.g. "The player spent 1 card but entered 3 bottoms: each card has one".
    """
    before = Standing(
        position(components.government, *government),
        position(components.religion, *religion),
        happiness,
        safety,
    )
    result = resolve_goods(
        components,
        Spend(goods, icons),
        before,
        abandon_government=abandon_government,
        abandon_religion=abandon_religion,
    )
    gov, rel = result.government, result.religion
    data = {
        "vp": result.vp,
        "goods_vp": result.goods_vp,
        "prosperity_vp": result.prosperity_vp,
        "goods": _goods_data(result.sets.goods),
        "government": {
            "side": gov.end.side,
            "space": gov.end.space,
            "level": components.government.level(gov.end.space),
            "revolution": gov.crossed,
        },
        "religion": {
            "side": rel.end.side,
            "space": rel.end.space,
            "level": components.religion.level(rel.end.space),
            "conversion": rel.crossed,
        },
        "happiness": result.happiness.end,
        "safety": result.safety.end,
        "may_not_warehouse": list(result.bottoms.may_not_warehouse),
        "cards": result.cards,
        "bottoms": result.bottoms_entered,
    }
    return Answer(data, "\n".join(resolution_lines(components, result)))


def victims(components: Components, turn: int, happiness: Mapping[str, int], safety: Mapping[str, int]) -> Answer:
    """The calamity victims of a turn (001 Resolving Calamities; R8)."""
    v = calamity_victims(components, turn, happiness, safety)
    data = {"turn": v.turn, "peasant_revolt": list(v.peasant_revolt), "barbarian_attack": list(v.barbarian_attack)}
    text = "\n".join([
        _("Turn {turn}").format(turn=turn),
        _("Peasant Revolt: {players}").format(players=", ".join(v.peasant_revolt) or _("nobody")),
        _("Barbarian Attack: {players}").format(players=", ".join(v.barbarian_attack) or _("nobody")),
    ])
    return Answer(data, text)


def barbarians(components: Components, turn: int, rolls: list[int], vp: int | None) -> Answer:
    """A Barbarian Attack victim's loss (001 Turn Track; R9)."""
    loss = barbarian_loss(components, turn, rolls, vp)
    data = {"turn": loss.turn, "rolls": list(loss.rolls), "loss": loss.owed, "lost": loss.lost, "vp_after": loss.vp_after}
    dice = " + ".join(_("die {roll}").format(roll=r) for r in loss.rolls)  # loss.reason(), in the host's words
    text = _("Barbarian Attack: {base} + {dice} = {vp} VP").format(base=loss.base, dice=dice, vp=loss.owed)
    if loss.vp_after is not None:
        text += f"\nVP: {loss.vp_before} - {loss.lost} = {loss.vp_after}"
        text += " " + _("(VP never go below 0)") if loss.lost != loss.owed else ""
    return Answer(data, text)


def _at_level(side_level: tuple[str | None, int]) -> str:
    """``"dictatorship level 2"``, or ``"level 0"`` (no side at level 0)."""
    side, level = side_level
    return _("{side} level {level}").format(side=_(side), level=level) if side else _("level {level}").format(level=level)


def draws(
    components: Components,
    government: tuple[str | None, int],
    religion: tuple[str | None, int],
    *,
    turn: int | None = None,
    revolt_turn: int | None = None,
    stability: bool = False,
    extra: int = 0,
) -> Answer:
    """A player's development draw entitlement (001 Development Phase; R3, R10).

    Args:
        turn: the current turn, if known: checked to be on the turn track (the
            entitlement depends on the turn only through ``revolt_turn``).
        revolt_turn: the turn of a Peasant Revolt the player is a victim of.

    Raises:
        TurnError: ``turn`` or ``revolt_turn`` is off the turn track, or
            ``revolt_turn`` has no Peasant Revolt.
    """
    from companion.rules.errors import TurnError

    if turn is not None:
        components.turn(turn)
    revolt = None
    if revolt_turn is not None:
        revolt = components.turn(revolt_turn).peasant_revolt
        if revolt is None:
            raise TurnError(f"turn {revolt_turn} has no Peasant Revolt")
    result = draw_entitlement(components, government, religion, revolt=revolt, stability=stability, extra=extra)
    data = {
        "draws": [{"deck": d.deck, "level": d.level} for d in result.draws],
        "extra_draws": result.extra_draws,
        "plays": result.plays,
        "max_level": result.max_level,
    }
    lines = [_("Government: {government} · Religion: {religion}").format(  # the levels read, spelt out
        government=_at_level(government), religion=_at_level(religion))]
    lines.append(_("Draw: {decks}").format(decks=", ".join(_at_level((d.deck, d.level)) for d in result.draws)))
    if result.extra_draws:
        lines.append(_("Extra draws: {n} from any of: {decks}").format(
            n=result.extra_draws, decks=", ".join(_(deck) for deck in result.decks)))
    plays = result.plays
    lines.append(
        ngettext("Play: up to {n} development", "Play: up to {n} developments", plays).format(n=plays)
        if result.max_level is None else
        ngettext("Play: up to {n} development, of level {level} or lower",
                 "Play: up to {n} developments, of level {level} or lower", plays).format(n=plays, level=result.max_level))
    return Answer(data, "\n".join(lines))
