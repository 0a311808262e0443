"""What one player may see on their own phone: the player view, as JSON-ready data.

STYLE.md convention 8, for one player: their markers, their own VP total (private
even when totals are face down for the table, 001 Announce Wealth), their
production this turn, what they may draw and play in the Development phase, and
what they may enter themselves in the phase the table is in (issue 10):

- Trading: cards warehoused (0 to the player's ``warehouse_limit``, the judge's own: 3 by 001
  Warehousing, more by a development), Abandon Government/Religion
  (R6), the targets of their own trade phase abilities (001 Pink TRADE PHASE
  ABILITIES);
- Resolution step 2: the goods, arrows, icons and named bad cards of the edition
  for the spent-cards form (R11, R18), and the live preview (:func:`preview_lines`);
- Development: the developments they may legally play now (Peasant Revolt caps
  and Stability honoured, R10).

Nothing of another player's private data is here: other players appear as on the
board (:func:`companion.game.titm.public.player_public`). Pure: no I/O, no Textual.
"""

from __future__ import annotations

from typing import Any

from companion.calc.titm import resolution_lines, resolved_lines, track_lines, vp_earned
from companion.game.titm.choices import entitlement, playable
from companion.game.titm.flow import resolution_step
from companion.game.titm.handlers_trading import player_warehouse
from companion.game.titm.hand import hand_calculator
from companion.game.titm.entry_fate import form_body
from companion.game.titm.inbox import Inbox
from companion.game.titm.preview import preview_goods
from companion.game.titm.side_words import side_name
from companion.game.titm.public import development_data, header, player_public, tracks_data
from companion.game.titm.timer_reading import TimerReading
from companion.rules.components import ARROW_COLOURS
from companion.game.titm.state import GameState
from companion.rules.bottoms import ANY, carried_on
from companion.rules.components import PROSPERITY
from companion.game.titm.card_names import printed_bad_card, printed_development, printed_good
from companion.rules.effects import OnCrossing, TradeAbility
from companion.rules.resolution import Spend
from companion.i18n import N_, _, ngettext

def _trading(state: GameState, name: str) -> dict[str, Any]:
    turn = state.this_turn
    placed = {(a.development, a.ability): a.targets for a in turn.abilities if a.holder == name}
    abilities = []
    for dev_id in state.player(name).developments:
        card = state.development(dev_id)
        for index, ability in enumerate(card.effects_of(TradeAbility)):
            abilities.append(
                {
                    "development": card.id,
                    "ability": index,
                    "name": printed_development(state.rules, card) + (f" #{index + 1}" if index else ""),
                    "label": ability.label,
                    "boxes": ability.boxes,
                    "hits_all": ability.hits_all,
                    "placed": placed.get((card.id, index)),
                }
            )
    return {
        "warehouse": turn.warehouse.get(name),
        "warehouse_limit": player_warehouse(state, name),
        "abandons": {t: t in turn.abandons.get(name, []) for t in ("government", "religion")},
        "abilities": abilities,
        "calculator": hand_calculator(state, name),
    }


#: A letter beside each arrow's colour, so that an arrow reads without colour (a black arrow on a dark phone).
ARROW_LETTERS = {"white": N_("W"), "black": N_("Bk"), "blue": N_("Bl"), "red": N_("R")}


def _bottoms(state: GameState) -> list[dict[str, Any]]:
    """Every bottom a card may carry, for the one-card-at-a-time form: arrows, prosperity, the named bad cards."""
    rules = state.rules
    classes = sorted({g.category for g in rules.goods.values() if not g.dead})
    found: list[dict[str, Any]] = []
    for side in rules.arrow_sides:
        colour = ARROW_COLOURS.get(side, "")
        found.append({"name": side, "label": side_name(colour or side),
                      "detail": _("{colour} arrow ({side})").format(colour=side_name(colour), side=side_name(side)),
                      "kind": "arrow", "colour": colour,
                      "mark": _(ARROW_LETTERS[colour]) if colour in ARROW_LETTERS else side[:1].upper(), "classes": classes, "reversed": False})
    found.append({"name": PROSPERITY, "label": _("prosperity"), "detail": _("+1 VP"), "kind": "icon", "colour": "",
                  "mark": "+", "classes": classes, "reversed": False})
    for card in rules.bad_cards.values():
        # the classes whose cards carry it: the edition's Goods table (001 The Goods), any card if it says none
        on = carried_on(rules, card.name)
        carriers = classes if on is ANY else [c for c in classes if c in on]
        effect = ", ".join(part for part in (_("−{n} happiness").format(n=card.unhappy) if card.unhappy else "",
                                             _("−{n} safety").format(n=card.barbarian) if card.barbarian else "") if part)
        found.append({"name": card.name, "label": printed_bad_card(rules, card.name), "detail": effect, "kind": "bad", "colour": "",
                      "mark": "!" if card.may_not_warehouse else "−", "classes": carriers,
                      "reversed": card.arrow_reversed, "may_not_warehouse": card.may_not_warehouse})
    return found


def spend_form(state: GameState) -> dict[str, Any]:
    """The spent-cards form's names: goods (tops) by class, and every bottom with the classes that carry it (R11, R18).

    Returns:
        ``{"goods": [{"name", "label", "category", "largest_set", "dead"}], "bottoms": [{"name", "label",
        "detail", "kind" (arrow, icon, bad), "colour", "mark", "classes", "reversed"}]}``.
    """
    rules = state.rules
    return {
        "goods": [{"name": g.name, "label": printed_good(rules, g.name), "category": g.category, "largest_set": g.largest_set, "dead": g.dead}
                  for g in rules.goods.values()],
        "bottoms": _bottoms(state),
    }


def _summary(state: GameState, name: str, record: Any) -> dict[str, Any]:
    """A resolved player's step 2 in full: every part of the VP, each marker's move (from → to), and
    where the markers now stand."""
    parts = [{"what": _("goods sets"), "vp": record.goods_vp}]
    if record.prosperity_vp:
        parts.append({"what": _("prosperity"), "vp": record.prosperity_vp})
    if record.crossing_vp:
        bonus = [printed_development(state.rules, state.development(d)) for d in state.player(name).developments
                 if state.development(d).effects_of(OnCrossing)]
        parts.append({"what": " + ".join(bonus) or _("crossing bonus"), "vp": record.crossing_vp})
    me = player_public(state, state.player(name))
    markers = [
        _("Government: {side} {space} (level {level})").format(side=side_name(me['government']['side']),
                                                              space=me['government']['space'], level=me['government']['level'])
        + (" — " + _("Revolution!") if record.revolution else ""),
        _("Religion: {side} {space} (level {level})").format(side=side_name(me['religion']['side']),
                                                            space=me['religion']['space'], level=me['religion']['level'])
        + (" — " + _("Conversion!") if record.conversion else ""),
        _("Happiness: {marker}").format(marker=me['happiness']['label'])
        + (" " + _("(below the yellow line)") if me["happiness"]["below_line"] else ""),
        _("Safety: {marker}").format(marker=me['safety']['label'])
        + (" " + _("(below the yellow line)") if me["safety"]["below_line"] else ""),
    ]
    lines, moves = list(record.lines), list(record.moves)
    if record.result is not None:  # said in the page's language from the resolution itself
        rules = state.rules
        lines = resolved_lines(rules, record.result, lambda d: printed_development(rules, state.development(d)), _,
                               lambda good: printed_good(rules, good))
        moves = track_lines(rules, record.result, _)
    return {"vp": record.vp, "goods_vp": record.goods_vp, "lines": lines, "parts": parts,
            "sum": " + ".join(f"{p['vp']} {p['what']}" for p in parts) + " = " + _("{vp} VP").format(vp=record.vp),
            "markers": markers,
            "moves": moves}


def _resolution(state: GameState, name: str) -> dict[str, Any]:
    step = resolution_step(state)
    record = state.this_turn.goods.get(name)
    data: dict[str, Any] = {"step": min(step, 3), "resolved": None, "form": None}
    if record is not None:
        data["resolved"] = _summary(state, name, record)
    elif step == 2:
        data["form"] = spend_form(state)
    return data


def _development(state: GameState, name: str) -> dict[str, Any]:
    e = entitlement(state, name)
    chosen = state.this_turn.chosen.get(name, [])
    return {
        "draws": [str(d) for d in e.draws],
        "extra_draws": e.extra_draws,
        "plays": e.plays,
        "max_level": e.max_level,
        "chosen": [development_data(state, d) for d in chosen],
        "playable": [development_data(state, d.id) for d in playable(state, name)],
    }


def _calamities(state: GameState, name: str) -> list[str]:
    """This turn's calamities that hit the player, in their own words (R8, R9, R10): shown at the top of their page."""
    record = state.this_turn.calamities
    if record is None:
        return []
    lines = []
    for hit in record.barbarian_attack:
        if hit.player == name:
            rolls = ", ".join(str(r) for r in hit.rolls)
            lost = _("you lost {lost} VP").format(lost=hit.lost) + (
                " " + _("(of {owed} owed: VP never go below 0)").format(owed=hit.owed) if hit.lost != hit.owed else "")
            lines.append(_("Barbarian Attack: {lost}").format(lost=lost)
                         + ("; " + _("Barbarian Die {rolls}").format(rolls=rolls) if rolls else "") + ".")
    if name in record.peasant_revolt:
        e = entitlement(state, name)
        cap = _(", level {level} or lower").format(level=e.max_level) if e.max_level is not None else ""
        lines.append(ngettext("Peasant Revolt: you may play {n} development this turn{cap} (R10).",
                              "Peasant Revolt: you may play {n} developments this turn{cap} (R10).", e.plays)
                     .format(n=e.plays, cap=cap))
    return lines


def _final(state: GameState, name: str) -> dict[str, Any] | None:
    """At game over, the player's own place and total (001 "The End of the Game": chits, development
    VP, Monuments and Shrines); None before."""
    ranking = state.ranking
    if ranking is None:
        return None
    place = next(p for p in ranking.places if name in p.names)
    final = next(f for f in ranking.finals if f.name == name)
    return {"rank": place.rank, "of": len(state.players), "thumb_wrestle": place.thumb_wrestle,
            "shared": len(place.names) > 1, "total": final.total,
            "chits": final.chits, "development_vp": final.development_vp, "monument_vp": final.monument_vp}


def player_view(
    state: GameState, name: str, timer: TimerReading | None = None, *, inbox: Inbox | None = None
) -> dict[str, Any]:
    """One player's own page, JSON-ready.

    Args:
        state: the game.
        name: the player (the token's owner).
        timer: the trading timer now (shown in the Trading phase).
        inbox: the phones' submissions (this player's are shown with their state).

    Returns:
        The board's header (turn, phase, timer) plus ``"me"`` (as on the board, with
        ``"vp"`` always the player's own total and ``"ledger"`` this turn's VP entries),
        ``"others"`` (name, symbol, colour), and per phase ``"trading"``,
        ``"resolution"`` or ``"development"``; at game over ``"final"`` (rank, of, thumb_wrestle, shared, total,
        chits, development_vp, monument_vp); ``"submissions"``, ``"note"`` (and ``"note_kind"``: refused,
        lapsed, instead, taken back) and ``"refill"`` (the entries the host took back, for the form).

    Raises:
        GameError: ``name`` is not a player.
    """
    player = state.player(name)
    view = header(state, timer)
    me = player_public(state, player)
    me["vp"] = player.vp
    me["ledger"] = [
        {"amount": e.amount, "reason": e.reason} for e in state.entries_of(name) if e.turn == state.turn
    ]
    view.update(
        {
            "me": me,
            "tracks": tracks_data(state.rules),
            "others": [{"name": p.name, "symbol": p.symbol, "colour": p.colour} for p in state.players if p.name != name],
            "trading": _trading(state, name) if state.phase == "trading" else None,
            "resolution": _resolution(state, name) if state.phase == "resolution" else None,
            "development": _development(state, name) if state.phase == "development" else None,
            "final": _final(state, name),
            "calamities": _calamities(state, name),
            "submissions": [s.data() for s in inbox.of(name)] if inbox is not None else [],
            "status": inbox.status(state, name) if inbox is not None else None,
            "note": inbox.note(name) if inbox is not None else "",
            "note_kind": inbox.note_kind(name) if inbox is not None else "",
            "refill": _refill(inbox, name),
        }
    )
    return view


def _refill(inbox: Inbox | None, name: str) -> dict[str, Any]:
    """The player's entries the host took back (undo), to fill their form with again: ``goods``
    (``{"goods": …, "icons": …}``), ``warehouse`` (``{"cards": n}``), ``development`` (the ids) and
    ``ability`` (``"<dev id>#<n>"`` → targets); kinds with none are left out."""
    refill: dict[str, Any] = {}
    for item in inbox.taken_back(name) if inbox is not None else []:
        body = form_body(item)
        if item.kind == "development":
            refill.setdefault("development", []).append(body["development"])
        elif item.kind == "ability":
            refill.setdefault("ability", {})[item.slot] = body["targets"]
        elif item.kind in ("goods", "warehouse"):
            refill[item.kind] = body
    return refill


def preview_lines(state: GameState, name: str, goods: dict[str, int], icons: dict[str, int]) -> list[str]:
    """The live preview of a spent-cards entry, as the TUI's Resolution step 2 dialog shows it.

    Raises:
        RulesError: an unknown good or icon, a bad count (the message says which).
        GameError: ``name`` is not a player.
    """
    return preview(state, name, goods, icons)[0]


def preview(state: GameState, name: str, goods: dict[str, int], icons: dict[str, int]) -> tuple[list[str], str]:
    """:func:`preview_lines`, and the short form a phone's send bar shows: ``"VP earned: 7 · Government crosses!"``.

    Raises:
        RulesError: an unknown good or icon, a bad count (the message says which).
        GameError: ``name`` is not a player.
    """
    result = preview_goods(state, name, Spend(goods, icons))
    lines = resolution_lines(state.rules, result)
    if result.destroyed:
        lines.append(_("destroys: {developments}").format(
            developments=", ".join(printed_development(state.rules, state.development(d)) for d in result.destroyed)))
    crossed = [_("Government crosses!")] * result.government.crossed + [_("Religion crosses!")] * result.religion.crossed
    return lines, " · ".join([vp_earned(result.vp), *crossed])
