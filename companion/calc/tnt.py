"""Referee answers for Trade and Triumph scoring (004_94530a861ff71851.txt).

``sell`` (the best sale of trade resources at the city), ``cards`` (gold for
cards sold), ``hand`` (the hand limit of 7), ``end`` (the 20 VP trigger and the
last round), ``winner`` (most VP, then gold, then fewest upgrades). Each takes
the loaded pack (:func:`companion.edition.packs.tnt.load`) and already-parsed
input and returns an :class:`~companion.calc.Answer`; the JSON shapes are
documented in docs/rule-packs.md and are part of the product.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Literal

from companion.calc import Answer
from companion.calc._packs import assumed_line, n_cards, rulings
from companion.i18n import N_, _, ngettext

if TYPE_CHECKING:
    from companion.edition.packs.tnt import TntPack

#: Where cards from the hand are sold (004 "Trade Nodes": 1 gold a card at a trade node, 2 at the city).
PLACES = ("node", "city")

HOW_DECIDED = {
    "vp": N_("the most VP"),
    "gold": N_("a tie on VP, broken by the most gold"),
    "upgrades": N_("a tie on VP and gold, broken by the fewest upgrades"),
    "shared": N_("still tied on VP, gold and upgrades: the victory is shared"),
}


def sell(pack: TntPack, resources: Mapping[str, int]) -> Answer:
    """The sale of trade resources at the city that gives the most VP (C403).

    Raises:
        UnknownNameError: a region other than forest, mountain, desert, ocean.
    """
    from companion.rules import _check
    from companion.rules.tnt.board import REGIONS, Resources
    from companion.rules.tnt.economy import best_sale

    for region in resources:
        _check.known("region", region, REGIONS)
    held = Resources(**resources)
    sale = best_sale(pack.rules, held)
    r = pack.rules
    sets = ngettext("{n} set of four", "{n} sets of four", sale.sets).format(n=sale.sets)
    singles = ngettext("{n} single resource", "{n} single resources", sale.singles.total).format(n=sale.singles.total)
    text = _("Sell {sets} ({n_sets} × {set_vp} VP) and {singles} ({n_singles} × {resource_vp} VP): {vp} VP.").format(
        sets=sets, n_sets=sale.sets, set_vp=r.set_vp, singles=singles, n_singles=sale.singles.total,
        resource_vp=r.resource_vp, vp=sale.vp)
    assumed = rulings(pack.provenance.assumed(["rule:set_vp", "rule:resource_vp"]), ["C403"])
    data = {
        "pack": "tnt",
        "computation": "sell",
        "resources": held.as_dict(),
        "sets": sale.sets,
        "singles": sale.singles.as_dict(),
        "vp": sale.vp,
        "assumed": assumed,
    }
    return Answer(data, text + assumed_line(assumed))


def cards(pack: TntPack, n: int, at: str) -> Answer:
    """Gold for ``n`` cards sold from hand ``at`` a trade ``"node"`` (1 each) or the ``"city"`` (2 each).

    Raises:
        UnknownNameError: ``at`` is not one of :data:`PLACES`.
        CountError: ``n`` is negative.
    """
    from companion.rules import _check
    from companion.rules.tnt.board import Trader
    from companion.rules.tnt.economy import sell_cards

    _check.known("place", at, PLACES)
    place: Literal["node", "city"] = "city" if at == "city" else "node"

    after = sell_cards(pack.rules, Trader("seller", hand=max(n, 0)), n, place)
    price = pack.rules.card_gold_city if at == "city" else pack.rules.card_gold_node
    where = _("at the city") if at == "city" else _("at a trade node")
    text = _("{cards} {where}: {n} × {price} = {gold} gold.").format(
        cards=n_cards(n), where=where, n=n, price=price, gold=after.gold)
    data = {"pack": "tnt", "computation": "cards", "cards": n, "at": at, "gold": after.gold, "assumed": []}
    return Answer(data, text)


def hand(pack: TntPack, n: int) -> Answer:
    """Cards to discard at the end of a turn with ``n`` in hand (hand limit 7; C406).

    Raises:
        CountError: ``n`` is negative ("cards in hand: -1 is negative").
    """
    from companion.rules import _check
    from companion.rules.tnt.board import Trader
    from companion.rules.tnt.economy import discard_to_hand_limit

    _check.count("cards in hand", n)
    after, discard = discard_to_hand_limit(pack.rules, Trader("player", hand=n))
    text = (
        _("Discard {cards} of your choice, keep {kept} (hand limit {limit}).").format(
            cards=n_cards(discard), kept=after.hand, limit=pack.rules.hand_limit)
        if discard
        else _("Keep all {kept} cards (hand limit {limit}).").format(kept=after.hand, limit=pack.rules.hand_limit)
    )
    assumed = ["C406"] if discard else []
    data = {
        "pack": "tnt",
        "computation": "hand",
        "hand": after.hand + discard,
        "limit": pack.rules.hand_limit,
        "discard": discard,
        "keep": after.hand,
        "assumed": assumed,
    }
    return Answer(data, text + assumed_line(assumed))


def _counts(name: str, **counted: int) -> None:
    """Refuse a negative count, saying whose and what in the table's words ("Ada: VP: -1 is negative")."""
    from companion.rules import _check

    for what, value in counted.items():
        _check.count(f"{name}: {what.replace('_', ' ')}", value)


def end(pack: TntPack, players: Sequence[tuple[str, int, int]], *, triggered: bool = False) -> Answer:
    """Whether the end is triggered (20 VP) and who still plays this round (C404).

    Args:
        players: ``(name, VP, turns completed)`` in turn order from the first player.
        triggered: the end was triggered earlier.

    Raises:
        CountError: a negative VP or turn count.
        PlayerError: no players, a name that shows nothing, or a name given twice in any case.
        TurnError: turn counts impossible in turn order.
    """
    from companion.rules.tnt.board import Trader
    from companion.rules.tnt.endgame import end_of_game

    for name, vp, turns in players:
        _counts(name, VP=vp, turns_completed=turns)
    traders = [Trader(name, vp=vp, turns=turns) for name, vp, turns in players]
    state = end_of_game(pack.rules, traders, triggered=triggered)
    if not state.triggered:
        text = _("The end is not triggered: nobody has {vp} VP.").format(vp=pack.rules.end_vp)
    elif state.over:
        text = _("The end is triggered and the round is complete: the game is over.")
    else:
        text = _("The end is triggered; the round is completed first: still to play {players}.").format(
            players=", ".join(state.still_to_play))
    data: dict[str, Any] = {
        "pack": "tnt",
        "computation": "end",
        "triggered": state.triggered,
        "over": state.over,
        "still_to_play": list(state.still_to_play),
        "end_vp": pack.rules.end_vp,
        "assumed": ["C404"],
    }
    return Answer(data, text + assumed_line(["C404"]))


def winner(pack: TntPack, players: Sequence[tuple[str, int, int, int]]) -> Answer:
    """The winner: most VP, then most gold, then fewest upgrades, else shared (C405).

    When nobody has the 20 VP that end the game, the winner is still named (a trigger
    noted earlier stands although VP fell since, C404) with a note saying so, and C404 is
    assumed.

    Args:
        players: ``(name, VP, gold, upgrades bought on all three tracks)``.

    Raises:
        CountError: a negative VP or gold.
        UpgradeError: more upgrades than the three tracks hold (C401).
        PlayerError: no players, a name that shows nothing, or a name given twice in any case.
    """
    from companion.rules.tnt.board import TRACKS, Trader, Upgrades
    from companion.rules.tnt.endgame import winner as decide
    from companion.rules.tnt.errors import UpgradeError

    capacity = sum(pack.rules.spaces(t) for t in TRACKS)
    traders = []
    for name, vp, gold, upgrades in players:
        _counts(name, VP=vp, gold=gold)
        if not 0 <= upgrades <= capacity:
            raise UpgradeError(f"{name}: {upgrades} upgrades, but the three tracks hold 0 to {capacity} (C401)")
        # Only the total matters for the tie-break; fill the tracks left to right to build the value.
        per_track, left = {}, upgrades
        for track in TRACKS:
            per_track[track] = min(left, pack.rules.spaces(track))
            left -= per_track[track]
        traders.append(Trader(name, vp=vp, gold=gold, upgrades=Upgrades(**per_track)))
    outcome = decide(traders)
    from companion.errors import Words, listed

    how = _(HOW_DECIDED[outcome.decided_by])
    winners = listed(outcome.winners)  # "Ann and Ben", the "and" in the host's language
    lines = [(_("Winners: {names} ({how}).").format(names=winners.said() if isinstance(winners, Words) else winners, how=how)
              if len(outcome.winners) > 1 else _("Winner: {name} ({how}).").format(name=outcome.winners[0], how=how))]
    lines += [
        "  " + _("{name}: {vp} VP, {gold} gold, {upgrades}").format(
            name=t.name, vp=t.vp, gold=t.gold,
            upgrades=ngettext("{n} upgrade", "{n} upgrades", t.upgrades.total).format(n=t.upgrades.total))
        for t in outcome.standings
    ]
    assumed = ["C405"] if outcome.decided_by in ("upgrades", "shared") else []
    end_vp = pack.rules.end_vp
    if outcome.standings[0].vp < end_vp:
        lines.append(_("Note: nobody has {vp} VP; the game ends only once someone reaches {vp} (C404).").format(vp=end_vp))
        assumed = rulings(assumed, ["C404"])
    data = {
        "pack": "tnt",
        "computation": "winner",
        "winners": list(outcome.winners),
        "decided_by": outcome.decided_by,
        "standings": [
            {"name": t.name, "vp": t.vp, "gold": t.gold, "upgrades": t.upgrades.total} for t in outcome.standings
        ],
        "assumed": assumed,
    }
    return Answer(data, "\n".join(lines) + assumed_line(assumed))
