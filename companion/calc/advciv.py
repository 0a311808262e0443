"""Referee answers for Advanced Civilization trade (000_cc0dfa045792078f.txt, rule 28).

``value`` (set values, 28.51; Mining, 28.53), ``trade`` (does a deal stand?
28.3), ``guarantee`` (what an announced offer guarantees, 28.3), ``deal`` (both
hands before and after). Each takes the loaded pack
(:func:`companion.edition.packs.advciv.load`) and already-parsed input and
returns an :class:`~companion.calc.Answer`; the JSON shapes are documented in
docs/rule-packs.md and are part of the product.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

import msgspec

from companion.calc import Answer
from companion.calc._packs import assumed_line, n_cards, rulings
from companion.i18n import _
from rich.cells import cell_len

if TYPE_CHECKING:
    from companion.edition.packs.advciv import AdvCivPack


class TradeSide(msgspec.Struct, frozen=True):
    """One side of a deal as the table reports it (also used by Mega Civilization).

    Attributes:
        player: the side's name, for messages.
        count: the number of cards announced.
        named: the cards named, in the order said (repeats allowed).
        given: ``{card name: count}`` actually handed over.
    """

    player: str
    count: int
    named: Sequence[str]
    given: Mapping[str, int]


def sets_json(deck: Any, hand: Any) -> dict[str, Any]:
    """A valued hand as JSON: ``{"sets": [...], "total": N}`` (shared with Mega Civilization)."""
    return {
        "sets": [
            {
                "commodity": s.commodity,
                "name": deck.commodity(s.commodity).name,
                "cards": s.cards,
                "face_value": deck.commodity(s.commodity).value,
                "value": s.value,
            }
            for s in hand.sets
        ],
        "total": hand.total,
    }


def sets_lines(deck: Any, hand: Any) -> list[str]:
    """``Grain: 3 cards × 3 × 4 = 36`` (``Grain: 1 card × 1 × 4 = 4``) for each set (28.51)."""
    return [
        f"{deck.commodity(s.commodity).name}: {n_cards(s.cards)} × {s.cards} × {deck.commodity(s.commodity).value}"
        f" = {s.value}"
        for s in hand.sets
    ]


def side_line(deck: Any, player: str, offer: Any, given: Mapping[str, int], status: str) -> str:
    """``"A: announced 3 cards naming Salt, Salt; handed over 2 Salt, 1 Treachery — kept 28.3"`` (28.3; Mega
    Civilization's trade says it the same way, its own status after the dash)."""
    said = ", ".join(deck.card(c).name for c in offer.named) or _("nothing")
    handed = ", ".join(f"{n} {deck.card(c).name}" for c, n in given.items()) or _("nothing")
    return _("{player}: announced {cards} naming {said}; handed over {handed} — {status}").format(
        player=player, cards=n_cards(offer.count), said=said, handed=handed, status=status)


def card_keys(deck: Any, cards: Iterable[str]) -> list[str]:
    """The provenance keys of trade cards by id: ``"commodity:grain"``, ``"calamity:flood"``."""
    return [f"{'calamity' if c in {k.id for k in deck.calamities} else 'commodity'}:{c}" for c in cards]


def hand_keys(deck: Any, hand: Any) -> list[str]:
    """The provenance keys of every card a valued hand holds, commodities and calamities."""
    return card_keys(deck, [*(s.commodity for s in hand.sets), *(c for c, _n in hand.calamities)])


def _sets_text(deck: Any, hand: Any) -> str:
    parts = [f"{deck.commodity(s.commodity).name} {s.cards} ({s.value})" for s in hand.sets]
    return ", ".join(parts) or _("no commodity cards")


def value(pack: AdvCivPack, cards: Mapping[str, int], *, mining: bool = False) -> Answer:
    """Value a hand (28.51, 28.52); with ``mining`` raise the set where Mining gains most (28.53)."""
    from companion.rules.advciv.mining import hand_value_with_mining

    deck = pack.deck
    result = hand_value_with_mining(deck, cards)
    lines = sets_lines(deck, result.hand)
    lines.append(_("total: {value}").format(value=result.hand.total))
    mined: dict[str, Any] | None = None
    used = ["C107"] if result.hand.calamities else []
    if mining:
        used.append("C103")
        m = result.mining
        if m is None:
            lines.append(
                _("Mining (28.53): no set can gain (it needs Iron, Bronze, Silver, Gems or Gold "
                  "held below its card count)")
            )
        else:
            name = deck.commodity(m.commodity).name
            mined = {
                "commodity": m.commodity,
                "name": name,
                "cards": m.cards,
                "counted": m.counted,
                "before": m.before,
                "after": m.after,
                "gain": m.gain,
            }
            lines.append(_("Mining (28.53): {name} counts as {n} cards: {before} → {after} (+{gain})").format(
                name=name, n=m.counted, before=m.before, after=m.after, gain=m.gain))
            used.append("C104")
        lines.append(_("total with Mining: {value}").format(value=result.total))
    assumed = rulings(pack.provenance.assumed(hand_keys(deck, result.hand)), used)
    data = {
        "pack": "advciv",
        "computation": "value",
        **sets_json(deck, result.hand),
        "mining": mined,
        "total_with_mining": result.total if mining else None,
        "assumed": assumed,
    }
    return Answer(data, "\n".join(lines) + assumed_line(assumed))


def trade(pack: AdvCivPack, sides: Sequence[TradeSide]) -> Answer:
    """Check a deal under rule 28.3: does it stand, and if not, what broke it.

    One side alone is checked on its own and worded so ("A's side keeps 28.3").

    Raises:
        OfferError, UnknownNameError, CountError: as :func:`companion.rules.advciv.trade.check_trade`.
    """
    from companion.rules.advciv.trade import TRUE_NAMED, Side, check_side, check_trade, read_offer

    deck = pack.deck
    checked = [Side(s.player, read_offer(deck, s.count, list(s.named)), s.given) for s in sides]
    verdict = check_trade(deck, checked)
    out_sides, lines, keys = [], [], []
    for side in checked:
        given = deck.tally(f"{side.player} gives", side.given)
        keys += card_keys(deck, [*given, *side.offer.named])
        reasons = [b.reason for b in check_side(deck, side)]
        out_sides.append(
            {
                "player": side.player,
                "announced": {"count": side.offer.count, "named": list(side.offer.named)},
                "given": given,
                "breaches": reasons,
            }
        )
        status = _("kept 28.3") if not reasons else _("broke 28.3: {reasons}").format(reasons="; ".join(reasons))
        lines.append(side_line(deck, side.player, side.offer, given, status))
    if len(checked) == 1:
        player = checked[0].player
        lines.append(
            _("{player}'s side keeps 28.3 (the other side is not checked).").format(player=player)
            if verdict.stands
            else _("{player}'s side breaks 28.3, so the deal does not stand; rule 28 names no remedy, "
                   "the table decides (C106).").format(player=player)
        )
    else:
        lines.append(
            _("The deal stands (28.3).")
            if verdict.stands
            else _("The deal does not stand (28.3); rule 28 names no remedy, the table decides (C106).")
        )
    used = ["C105"] if any(len(side.offer.named) >= TRUE_NAMED for side in checked) else []
    used += [] if verdict.stands else ["C106"]
    assumed = rulings(pack.provenance.assumed(keys), used)
    data = {
        "pack": "advciv",
        "computation": "trade",
        "stands": verdict.stands,
        "sides": out_sides,
        "breaches": [{"player": b.player, "rule": b.rule, "reason": b.reason} for b in verdict.breaches],
        "assumed": assumed,
    }
    return Answer(data, "\n".join(lines) + assumed_line(assumed))


def guarantee(pack: AdvCivPack, count: int, named: Sequence[str]) -> Answer:
    """What the receiver of an announced offer is sure to get (28.3; ruling C105).

    Raises:
        OfferError: an offer that breaks 28.3 (fewer than three cards, fewer than two
            named that can be correct, more cards than the game has): the same
            check as :func:`trade` (:func:`companion.rules.advciv.trade.check_offer`).
        CountError, UnknownNameError: as :func:`companion.rules.advciv.trade.read_offer`.
    """
    from companion.rules.advciv.trade import guarantee as guaranteed
    from companion.rules.advciv.trade import read_offer

    deck = pack.deck
    offer = read_offer(deck, count, list(named))
    g = guaranteed(offer, deck)
    sure = ", ".join(f"{n} {deck.card(c).name}" for c, n in g.cards)
    said = ", ".join(deck.card(c).name for c in offer.named)
    text = (_("Announced {cards} naming {said}: the receiver is sure of {cards}, including {sure}; "
              "{unknown} may be any commodity or tradable calamity (28.3).") if sure else
            _("Announced {cards} naming {said}: the receiver is sure of {cards}; "
              "{unknown} may be any commodity or tradable calamity (28.3).")).format(
        cards=n_cards(g.count), said=said, sure=sure, unknown=g.unknown)
    assumed = rulings(pack.provenance.assumed(card_keys(deck, offer.named)), ["C105"])
    data = {
        "pack": "advciv",
        "computation": "guarantee",
        "count": g.count,
        "named": list(offer.named),
        "guaranteed": dict(g.cards),
        "unknown": g.unknown,
        "assumed": assumed,
    }
    return Answer(data, text + assumed_line(assumed))


def deal(
    pack: AdvCivPack,
    players: tuple[str, str],
    hands: tuple[Mapping[str, int], Mapping[str, int]],
    gives: tuple[Mapping[str, int], Mapping[str, int]],
) -> Answer:
    """Value both hands before and after a deal (28.1, 28.51); its legality is :func:`trade`'s business."""
    from companion.rules.advciv.deal import deal_values

    deck = pack.deck
    sides = deal_values(deck, players, hands, gives)
    keys = [key for side in sides for key in (*hand_keys(deck, side.before), *hand_keys(deck, side.after))]
    lines = []
    for side in sides:
        lines.append(f"{side.player}: {side.before.total} → {side.after.total} ({side.change:+d})")
        labels = (_("before:"), _("after:"))  # the hands' sets aligned under each other, in any language
        width = max(cell_len(label) for label in labels)
        for label, hand in zip(labels, (side.before, side.after)):
            lines.append(f"  {label}{' ' * (width - cell_len(label) + 1)}{_sets_text(deck, hand)}")
    held_calamities = any(hand.calamities for side in sides for hand in (side.before, side.after))
    assumed = rulings(pack.provenance.assumed(keys), ["C107"] if held_calamities else [])
    data = {
        "pack": "advciv",
        "computation": "deal",
        "sides": [
            {
                "player": s.player,
                "before": sets_json(deck, s.before),
                "after": sets_json(deck, s.after),
                "change": s.change,
            }
            for s in sides
        ],
        "assumed": assumed,
    }
    return Answer(data, "\n".join(lines) + assumed_line(assumed))
