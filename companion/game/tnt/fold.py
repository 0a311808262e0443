"""The fold of a Trade and Triumph journal: each event applied through the rules (004_94530a861ff71851.txt).

:func:`check_event` is the scoreboard's one judge: whether an event is allowed now, in
the table's words, changing nothing. :func:`apply_event` checks an event and applies
it: each event type's check (:class:`companion.game.folds.Rule`) computes the new
traders with :mod:`companion.rules.tnt`, and its apply commits them. Every change of
VP or gold is one ledger entry, so each player's VP (and gold) always equals
the sum of their entries.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

import msgspec

from companion.edition.packs.tnt import from_data
from companion.game.errors import GameError
from companion.game.tnt.events import TntEndTurn, TntGold, TntHand, TntResource, TntSellCards, TntSellResources, TntSetup, TntSpecialty, TntUpgrade, TntVP
from companion.game.events import EventBase, Ruling
from companion.game.folds import Fold, on, rules
from companion.game.seats import check_seats
from companion.game.tnt.state import (
    OutcomeRecord,
    StandingRecord,
    TntLedgerEntry,
    TntPlayerState,
    TntRulingRecord,
    TntState,
    TurnRecord,
)
from companion.rules.tnt import economy
from companion.rules.tnt.board import Resources, Trader, actions
from companion.rules.tnt.endgame import end_of_game, winner

#: Events recorded whatever the round and phase say (they describe the table, not the game).
UNCHECKED: frozenset[type[EventBase]] = frozenset({TntSetup})


def _entry(state: TntState, event: Any, name: str, amount: int, unit: Literal["vp", "gold"], kind: str, reason: str) -> None:
    """Write one ledger entry (commit step; nothing for 0)."""
    if amount:
        state.ledger.append(TntLedgerEntry(seq=event.seq, turn=state.turn, phase=state.phase, player=name,
                                           amount=amount, unit=unit, kind=kind, reason=reason))


def _commit(state: TntState, event: Any, player: TntPlayerState, after: Trader, kind: str, reason: str) -> None:
    """Take ``after``'s numbers and write the VP and gold they moved into the ledger."""
    _entry(state, event, player.name, after.vp - player.vp, "vp", kind, reason)
    _entry(state, event, player.name, after.gold - player.gold, "gold", kind, reason)
    player.take(after)
    _note_trigger(state, player)


def _note_trigger(state: TntState, player: TntPlayerState) -> None:
    """"When a player reaches 20 victory points, the game end is triggered" (C404: 20 or more; it stands)."""
    if not state.triggered and player.vp >= state.numbers.end_vp:
        state.triggered = True
        state.triggered_by = player.name
        state.phase = "last round"


def _playing(state: TntState) -> None:
    if state.phase == "setup":
        raise GameError("the game is not set up yet")
    if state.phase == "over":
        raise GameError("the game is over: undo the last end of turn to change it")


#: What each event allowed only "during your turn" (004) is, in the refusal's words.
IN_TURN = {
    "tnt_sell_resources": "sell resources at the city",
    "tnt_sell_cards": "sell cards",
    "tnt_specialty": "draw from the specialty deck",
    "tnt_upgrade": "upgrade",
}


def _in_turn(state: TntState, player: TntPlayerState, kind: str) -> None:
    """Refuse a ``kind`` event of :data:`IN_TURN` outside the player's own turn: the rulebook allows it
    only "during your turn" (004), and never before the game is set up or once it is over."""
    _playing(state)
    if player.name != state.whose_turn:
        raise GameError(f"{player.name} can {IN_TURN[kind]} only in their own turn: it is {state.whose_turn}'s turn")


def _turn_of(trader: Trader) -> TurnRecord:
    """A new turn's record: its actions from the upgrades held as it begins."""
    a = actions(trader.upgrades)
    return TurnRecord(moves=a.moves, draws=a.draws, plays=a.plays)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if abs(n) == 1 else 's'}"


# --- setup --------------------------------------------------------------------------

#: A scoreboard seats 2 to 4 traders (docs/journal-format.md, tnt_setup; the board has four player colours).
PLAYERS = (2, 4)


def check_setup(state: TntState, event: TntSetup) -> tuple[Any, list[TntPlayerState]]:
    """Start the game: each trader with 5 gold and 4 cards, the first player's turn of round 1 ("Game Setup").
    Returns the data file's rules and the traders."""
    if state.phase != "setup":
        raise GameError("the game is already set up")
    low, high = PLAYERS
    if len(event.players) < low:
        raise GameError(f"Trade and Triumph is played by at least {low} players ({low} to {high})")
    if len(event.players) > high:
        raise GameError(f"Trade and Triumph is played by at most {high} players ({low} to {high})")
    check_seats(event.players)
    rules = from_data(event.data, origin=f"event {event.seq} (tnt_setup): data").rules
    players = [
        TntPlayerState(name=p.name, colour=p.colour, symbol=p.symbol, gold=rules.starting_gold, hand=rules.starting_hand)
        for p in event.players
    ]
    return rules, players


def apply_setup(state: TntState, event: TntSetup, plan: tuple[Any, list[TntPlayerState]]) -> None:
    """The traders seated, their starting gold in the ledger; round 1, the first player's turn."""
    rules, players = plan
    state.rules = rules
    state.name = event.name
    state.title = str(event.data.get("title", "Trade and Triumph"))
    state.players = players
    state.seats = {p.name: i for i, p in enumerate(players)}
    for p in players:
        _entry(state, event, p.name, rules.starting_gold, "gold", "start", "starting gold (Game Setup)")
    state.turn, state.phase, state.current = 1, "playing", 0
    state.this_turn = _turn_of(players[0].trader())


# --- counts entered by hand ------------------------------------------------------------


def check_vp(state: TntState, event: TntVP) -> None:
    """VP gained or lost for a reason the table states (never below 0)."""
    _playing(state)
    player = state.player(event.player)
    if player.vp + event.amount < 0:
        raise GameError(f"{player.name} has {player.vp} VP and cannot lose {-event.amount}")


def apply_vp(state: TntState, event: TntVP, plan: None) -> None:
    """The change, in the ledger; 20 VP trigger the end."""
    player = state.player(event.player)
    _entry(state, event, player.name, event.amount, "vp", "vp", event.reason)
    player.vp += event.amount
    _note_trigger(state, player)


def check_gold(state: TntState, event: TntGold) -> None:
    """Gold gained or spent for a reason the table states (never below 0)."""
    _playing(state)
    player = state.player(event.player)
    if player.gold + event.amount < 0:
        raise GameError(f"{player.name} has {player.gold} gold and cannot pay {-event.amount}")


def apply_gold(state: TntState, event: TntGold, plan: None) -> None:
    """The change, in the ledger."""
    player = state.player(event.player)
    _entry(state, event, player.name, event.amount, "gold", "gold", event.reason)
    player.gold += event.amount


def check_resource(state: TntState, event: TntResource) -> None:
    """Trade resources taken at a trade node ("Take 1 resource cube"), or corrected (never below 0)."""
    _playing(state)
    player = state.player(event.player)
    held = getattr(player.resources, event.region)
    if held + event.amount < 0:
        raise GameError(f"{player.name} holds {held} {event.region} and cannot give up {-event.amount}")


def apply_resource(state: TntState, event: TntResource, plan: None) -> None:
    """The player's resources of that region."""
    player = state.player(event.player)
    held = getattr(player.resources, event.region)
    player.resources = player.resources.model_copy(update={event.region: held + event.amount})


def check_hand(state: TntState, event: TntHand) -> None:
    """Cards drawn (+) or played or discarded (−), never below none."""
    _playing(state)
    player = state.player(event.player)
    if player.hand + event.amount < 0:
        raise GameError(f"{player.name} holds {_plural(player.hand, 'card')} and cannot give up {-event.amount}")


def apply_hand(state: TntState, event: TntHand, plan: None) -> None:
    """The cards in hand."""
    state.player(event.player).hand += event.amount


# --- the economy ------------------------------------------------------------------------


class Deal(msgspec.Struct, frozen=True):
    """What a sale, a draw or an upgrade leaves the trader with, and the ledger's reason."""

    after: Trader
    reason: str


def sale_text(sets: int, singles: Resources) -> str:
    """``"1 set of four + 1 forest"``."""
    parts = [f"{_plural(sets, 'set')} of four"] if sets else []
    parts += [f"{n} {region}" for region, n in singles.as_dict().items() if n]
    return " + ".join(parts)


def check_sell_resources(state: TntState, event: TntSellResources) -> Deal:
    """Sell trade resources at the city: 1 VP each, 6 VP for one of each of the four ("The City")."""
    player = state.player(event.player)
    _in_turn(state, player, "tnt_sell_resources")
    rules, trader = state.numbers, player.trader()
    if event.sets is None and event.singles is None:
        sale = economy.best_sale(rules, trader.resources)
        sets, singles = sale.sets, sale.singles
    else:
        sets, singles = event.sets or 0, Resources(**(event.singles or {}))
    if sets == 0 and singles.total == 0:
        if not trader.resources.total:
            raise GameError(f"{player.name} holds no trade resources to sell")
        raise GameError("nothing to sell: give the sets of four or the single resources")
    after = economy.sell_resources(rules, trader, sets, singles)
    return Deal(after, sale_text(sets, singles) + " at the city")


def check_sell_cards(state: TntState, event: TntSellCards) -> Deal:
    """Sell cards from hand: 1 gold each at a trade node, 2 at the city."""
    player = state.player(event.player)
    _in_turn(state, player, "tnt_sell_cards")
    rules = state.numbers
    after = economy.sell_cards(rules, player.trader(), event.cards, event.where)
    price = rules.card_gold_city if event.where == "city" else rules.card_gold_node
    where = "the city" if event.where == "city" else "a trade node"
    return Deal(after, f"{_plural(event.cards, 'card')} at {where} ({event.cards} × {price} gold)")


def check_specialty(state: TntState, event: TntSpecialty) -> Deal:
    """Pay 10 gold and draw a specialty card: the turn's draw, one at most ("Specialty Cards", "Upgrade Boards")."""
    player = state.player(event.player)
    _in_turn(state, player, "tnt_specialty")
    if state.this_turn.specialty:
        raise GameError(f"{player.name} has already drawn a specialty card this turn (one card from each deck a turn)")
    return Deal(economy.draw_specialty(state.numbers, player.trader()), "specialty draw")


def check_upgrade(state: TntState, event: TntUpgrade) -> Deal:
    """Buy the next upgrade of a track for its printed price; it counts as a play ("Upgrade Boards")."""
    player = state.player(event.player)
    _in_turn(state, player, "tnt_upgrade")
    turn = state.this_turn
    if turn.upgrades >= turn.plays:
        raise GameError(
            f"{player.name} has {_plural(turn.plays, 'play')} this turn and has used "
            f"{'it' if turn.plays == 1 else 'them'}: an upgrade counts as a play (a play upgrade counts from next turn)"
        )
    rules = state.numbers
    after = economy.buy_upgrade(rules, player.trader(), event.track, event.price)
    now = getattr(after.upgrades, event.track)
    return Deal(after, f"{event.track} upgrade {now} of {rules.spaces(event.track)}")


def _apply_deal(kind: str) -> Callable[[TntState, Any, Deal], None]:
    """The apply of a sale, a draw or an upgrade: the trader's new numbers, in the ledger as ``kind``;
    a draw uses the turn's specialty draw, an upgrade one of its plays."""

    def apply(state: TntState, event: Any, plan: Deal) -> None:
        _commit(state, event, state.player(event.player), plan.after, kind, plan.reason)
        if kind == "specialty":
            state.this_turn.specialty = True
        elif kind == "upgrade":
            state.this_turn.upgrades += 1

    return apply


# --- turns and the end ---------------------------------------------------------------------


class TurnEnd(msgspec.Struct, frozen=True):
    """The end of a turn worked out: the trader after it, the cards discarded, whether the end is
    triggered, the next player's seat and turn, and the outcome if the game ends."""

    ended: Trader
    discarded: int
    triggered: bool
    next_seat: int
    next_turn: TurnRecord
    outcome: OutcomeRecord | None


def check_end_turn(state: TntState, event: TntEndTurn) -> TurnEnd:
    """End the turn: discard down to 7, count the turn; the next player's turn, or the end of the game.

    "When a player reaches 20 victory points, the game end is triggered. The current round is
    completed so that all players have had an equal number of turns." ("End of the Game")
    """
    player = state.player(event.player)
    _playing(state)
    if player.name != state.whose_turn:
        raise GameError(f"it is {state.whose_turn}'s turn, not {player.name}'s")
    rules = state.numbers
    kept, discarded = economy.discard_to_hand_limit(rules, player.trader())
    ended = msgspec.structs.replace(kept, turns=kept.turns + 1)
    traders = [ended if t.name == player.name else t for t in state.traders()]
    end = end_of_game(rules, traders, triggered=state.triggered)
    nxt = (state.current + 1) % len(traders)
    outcome = None
    if end.over:
        result = winner(traders)
        outcome = OutcomeRecord(
            winners=list(result.winners),
            decided_by=result.decided_by,
            standings=[
                StandingRecord(name=t.name, vp=t.vp, gold=t.gold, upgrades=t.upgrades.total) for t in result.standings
            ],
        )
    return TurnEnd(ended, discarded, end.triggered, nxt, _turn_of(traders[nxt]), outcome)


def apply_end_turn(state: TntState, event: TntEndTurn, plan: TurnEnd) -> None:
    """The next player's turn (a new round after the last seat), or the game over."""
    player = state.player(event.player)
    player.take(plan.ended)
    player.discarded += plan.discarded
    state.triggered = plan.triggered
    state.current = plan.next_seat
    state.this_turn = plan.next_turn
    if plan.outcome is not None:
        state.phase, state.outcome = "over", plan.outcome
    else:
        state.phase = "last round" if plan.triggered else "playing"
        if plan.next_seat == 0:
            state.turn += 1


def check_ruling(state: TntState, event: Ruling) -> None:
    """A ruling the table made: any time once the game is set up, also after the end."""
    if state.phase == "setup":
        raise GameError("the game is not set up yet")


def apply_ruling(state: TntState, event: Ruling, plan: None) -> None:
    """The ruling, kept for the record."""
    state.rulings.append(
        TntRulingRecord(seq=event.seq, turn=state.turn, phase=state.phase, text=event.text, rule=event.rule)
    )


HANDLERS = rules(
    on(TntSetup, check_setup, apply_setup),
    on(TntVP, check_vp, apply_vp),
    on(TntGold, check_gold, apply_gold),
    on(TntResource, check_resource, apply_resource),
    on(TntHand, check_hand, apply_hand),
    on(TntSellResources, check_sell_resources, _apply_deal("resources")),
    on(TntSellCards, check_sell_cards, _apply_deal("cards")),
    on(TntSpecialty, check_specialty, _apply_deal("specialty")),
    on(TntUpgrade, check_upgrade, _apply_deal("upgrade")),
    on(TntEndTurn, check_end_turn, apply_end_turn),
    on(Ruling, check_ruling, apply_ruling),
)


FOLD = Fold(HANDLERS, UNCHECKED, turn_word="round")


def check_event(state: TntState, event: EventBase) -> object:
    """Whether ``event`` is allowed now (its round and phase, then its rule): the plan its apply needs.

    Changes nothing and copies nothing (the judge, :meth:`GameKind.refusal`, asks it).

    Raises:
        GameError: the event is not allowed now, in the table's words.
    """
    return FOLD.check(state, event)


def apply_event(state: TntState, event: EventBase) -> None:
    """Apply one event in effect to ``state`` (``state.seq`` is left to the caller).

    Raises:
        GameError: the event is not allowed now (another round or phase, an unknown
            player, a rule broken); ``state`` is unchanged.
    """
    FOLD.apply(state, event)
