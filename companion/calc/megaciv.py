"""Referee answers for Mega Civilization trade and calamity selection (002_68463270ecbd4b83.txt).

``value`` (set values, as Advanced Civilization 28.51, with the cards of the
game's player count and block), ``trade`` (stands,
revertible or illegal), ``calamities`` (the limit of "8. Calamity Selection").
Each takes the loaded pack (:func:`companion.edition.packs.megaciv.load`) and
already-parsed input and returns an :class:`~companion.calc.Answer`; the JSON
shapes are documented in docs/rule-packs.md and are part of the product.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from companion.calc import Answer
from companion.calc._packs import assumed_line, n_cards, rulings
from companion.calc.advciv import TradeSide, card_keys, hand_keys, sets_json, sets_lines, side_line
from companion.i18n import N_, _, pgettext

if TYPE_CHECKING:
    from companion.edition.packs.megaciv import MegaCivPack

REASONS = {
    "duplicate": N_("a duplicate: one card of the same name goes"),
    "major": N_("more major calamities than allowed"),
    "total": N_("more calamities than allowed"),
}

#: A deal's verdict, as a sentence names it ("The deal is revertible").
STATUS = {"stands": N_("stands"), "revertible": N_("revertible"), "illegal": N_("illegal")}


def value(pack: MegaCivPack, cards: Mapping[str, int], players: int, block: str | None = None) -> Answer:
    """Value a hand's commodity sets (cards² × face value) with the cards of a ``players``-player game.

    Each commodity is checked against its cards in that game: its blocks (``block``, West or
    East, up to 11 players; both from 12) and the player counts that use it (rulings C201, C203).
    Calamities add nothing (ruling C209).

    Raises:
        CountError, UnknownNameError, BlockError: as :func:`companion.rules.megaciv.blocks.game_value`.
    """
    from companion.rules.megaciv.blocks import game_value

    deck = pack.deck
    game, hand = game_value(deck, players, cards, block)
    first, *others = [b.capitalize() for b in game.blocks]  # one block, or both (West and East)
    lines = [(_("{n} players, the {first} and {second} blocks:") if others else _("{n} players, the {first} block:"))
             .format(n=game.players, first=first, second=" ".join(others))]
    lines += sets_lines(deck, hand)
    lines.append(_("total: {value}").format(value=hand.total))
    keys = [*hand_keys(deck, hand), "blocks"]
    assumed = rulings(pack.provenance.assumed(keys), ["C201", "C203"], ["C202", "C209"] if hand.calamities else [])
    data = {
        "pack": "megaciv",
        "computation": "value",
        "players": game.players,
        "blocks": list(game.blocks),
        **sets_json(deck, hand),
        "assumed": assumed,
    }
    return Answer(data, "\n".join(lines) + assumed_line(assumed))


def trade(pack: MegaCivPack, sides: Sequence[TradeSide]) -> Answer:
    """Judge a deal with Mega Civilization's wording: stands, revertible or illegal.

    One side alone is checked on its own and worded so ("A's side makes the deal revertible").
    The cards are checked against the most a commodity has in any game (ruling C210).

    Raises:
        MegaOfferError, UnknownNameError, CountError: as :func:`companion.rules.megaciv.trade.check_trade`.
    """
    from companion.rules.megaciv.trade import MegaSide, check_side, check_trade, first_named, read_offer

    deck = pack.deck
    checked = [MegaSide(s.player, read_offer(deck, s.count, list(s.named)), s.given) for s in sides]
    verdict = check_trade(deck, checked)
    out_sides, lines, keys = [], [], []
    for side in checked:
        given = deck.tally(f"{side.player} gives", side.given)
        keys += card_keys(deck, [*given, *side.offer.named])
        found = check_side(deck, side)
        out_sides.append(
            {
                "player": side.player,
                "announced": {"count": side.offer.count, "named": list(side.offer.named)},
                "given": given,
                "breaches": [b.reason for b in found],
            }
        )
        status = "; ".join(f"{b.reason} ({_(STATUS[b.consequence])})" for b in found) or _("ok")
        lines.append(side_line(deck, side.player, side.offer, given, status))
    back = ", ".join(_("{player} takes back {cards}").format(player=p, cards=n_cards(sum(c.values())))
                     for p, c in verdict.reverted)
    status = _(STATUS.get(verdict.status, verdict.status))
    if len(checked) == 2:
        lines.append(
            _("The deal stands.")
            if verdict.status == "stands"
            else _("The deal is {status}: all cards of both sides go back ({back}).").format(status=status, back=back)
        )
    else:
        player = checked[0].player
        lines.append(
            _("{player}'s side keeps the trade rules (the other side is not checked).").format(player=player)
            if verdict.status == "stands"
            else _("{player}'s side makes the deal {status}: all cards involved go back ({back}; "
                   "the other side takes back its own).").format(player=player, status=status, back=back)
        )
    used = ["C210"] + (["C207"] if verdict.status == "illegal" else [])
    used += ["C202"] if any(k.startswith("calamity:") for k in keys) else []
    repeated = [first for side in checked if len(set(first := first_named(deck, side.offer))) < len(first)]
    used += ["C208"] if repeated else []
    assumed = rulings(pack.provenance.assumed(keys), used)
    data = {
        "pack": "megaciv",
        "computation": "trade",
        "status": verdict.status,
        "sides": out_sides,
        "breaches": [
            {"player": b.player, "consequence": b.consequence, "reason": b.reason} for b in verdict.breaches
        ],
        "reverted": [{"player": p, "cards": dict(c)} for p, c in verdict.reverted],
        "assumed": assumed,
    }
    return Answer(data, "\n".join(lines) + assumed_line(assumed))


def calamities(
    pack: MegaCivPack,
    players: int,
    held: Sequence[str],
    *,
    seed: int | None = None,
    discards: Sequence[str] | None = None,
) -> Answer:
    """Apply the calamity limit to one player's calamities (8. Calamity Selection).

    The excess is discarded at random with ``random.Random(seed)`` (the same
    seed, the same discards), or ``discards`` are the cards the table drew
    itself; without either an excess is an error.
    """
    import random

    from companion.rules.megaciv.calamities import select_calamities

    deck = pack.deck
    rng = random.Random(seed) if seed is not None else None
    drawn = list(discards) if discards is not None else None
    result = select_calamities(deck, players, list(held), rng=rng, discards=drawn)
    limit = result.limit

    def name(c: str) -> str:
        return deck.calamity(c).name

    rule = (
        _("at most {total} calamities, at most {major} of them major").format(total=limit.total, major=limit.major)
        if limit.minor_used
        else _("no more than {total} calamities (no minor calamities are used)").format(total=limit.total)
    )
    blocks = _("one block, no duplicates") if limit.blocks == 1 else _("{n} blocks").format(n=limit.blocks)
    lines = [_("{n} players: {rule}; {blocks}").format(n=limit.players, rule=rule, blocks=blocks)]
    lines.append(_("held: {cards}").format(cards=", ".join(name(c) for c in result.held) or pgettext("no cards", "none")))
    for d in result.discarded:
        lines.append(_("discard {card}: {why}").format(card=name(d.calamity), why=_(REASONS[d.reason])))
    lines.append(_("kept: {cards}").format(cards=", ".join(name(c) for c in result.kept) or pgettext("no cards", "none")))
    how = ["C205"] if rng is not None and any(d.reason != "duplicate" for d in result.discarded) else []
    how += ["C206"] if drawn is not None else []
    assumed = rulings(pack.provenance.assumed(f"calamity:{c}" for c in result.held), ["C202", "C203", "C204"], how)
    data: dict[str, Any] = {
        "pack": "megaciv",
        "computation": "calamities",
        "players": limit.players,
        "limit": {
            "total": limit.total,
            "major": limit.major,
            "minor_used": limit.minor_used,
            "blocks": limit.blocks,
        },
        "held": list(result.held),
        "kept": list(result.kept),
        "discarded": [
            {"calamity": d.calamity, "name": name(d.calamity), "reason": d.reason} for d in result.discarded
        ],
        "seed": seed,
        "assumed": assumed,
    }
    return Answer(data, "\n".join(lines) + assumed_line(assumed))
